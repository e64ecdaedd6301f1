import Testing
@testable import SwiftUISim

// Red-team round 23 (helper fix23a): a gradient is judged by the colour it
// paints where it is (ViewHost+GradientAt.swift); a later stack child moved
// over an earlier one lies in front of it; a Canvas takes touches where it
// fills; a shape filled with a clear colour draws no outline in the snapshot.

private enum Front { case gradientClearFirst, gradientClearAtFlag, siblingOffset, siblingSideBySide, canvasTint, canvasEmpty }

private struct Covered: View {
    let front: Front
    @State private var log: [String] = []
    var body: some View {
        VStack(spacing: 0) {
            Text("Log \(log.joined(separator: ","))")
            switch front {
            case .gradientClearFirst:
                flag.overlay { LinearGradient(colors: [.clear, .orange.opacity(0.3)], startPoint: .leading, endPoint: .trailing) }
            case .gradientClearAtFlag:
                // Clear over the leading half, where the button's middle is.
                flag.frame(width: 300, alignment: .leading)
                    .overlay { LinearGradient(stops: [.init(color: .clear, location: 0.6), .init(color: .orange, location: 1)], startPoint: .leading, endPoint: .trailing) }
            case .siblingOffset:
                flag
                Color.orange.opacity(0.15).frame(height: 30).offset(y: -30).padding(.bottom, -30)
            case .siblingSideBySide:
                flag
                Color.orange.opacity(0.15).frame(height: 30)
            case .canvasTint:
                flag.overlay { Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.orange.opacity(0.15))) } }
            case .canvasEmpty:
                flag.overlay { Canvas { _, _ in } }
            }
        }
    }
    private var flag: some View {
        Button("Flag") { log.append("flag") }.frame(height: 30)
    }
}

private struct Scrims: View {
    var body: some View {
        VStack {
            Text("Pay").padding(8).background(Color.blue).overlay { Rectangle().fill(Color.black.opacity(0)) }
            Text("Save").padding(8).background(Color.blue).overlay { Capsule().fill(.clear) }
            Text("Keep").padding(8).background(Color.blue).overlay { Capsule().stroke(Color.red, lineWidth: 1) }
        }
    }
}

@MainActor
struct TwentyThirdReviewPaintAtTests {
    private func why(_ host: ViewHost) throws -> String? {
        let node = try #require(host.control(.button, labelled: "Flag", operating: false))
        return ViewHost.whyCoveredInFront(node)
    }

    @Test func aViewInFrontTakesTheTouchWhereItPaints() throws {
        for front in [Front.gradientClearFirst, .siblingOffset, .canvasTint] {
            let taken = try why(ViewHost(Covered(front: front)))
            #expect(taken?.contains("in front of it") == true, "\(front): \(taken ?? "reached")")
        }
        for front in [Front.gradientClearAtFlag, .siblingSideBySide, .canvasEmpty] {
            let host = ViewHost(Covered(front: front))
            #expect(try why(host) == nil, "\(front)")
            host.tap("Flag")
            #expect(host.texts.contains("Log flag"), "\(front): \(host.texts)")
        }
    }

    @Test func aLinearGradientsColourAlongItsAxis() {
        let gradient = Gradient(stops: [.init(color: .clear, location: 0.2), .init(color: .white, location: 0.4)])
        #expect(gradient.color(at: 0).isInvisible)
        #expect(abs(gradient.color(at: 0.3).baseAndAlpha.alpha - 0.5) < 0.001)
        #expect(gradient.color(at: 0.9).baseAndAlpha.alpha == 1)
        let mix = Gradient(colors: [.yellow, .white]).color(at: 0.5).rgba(dark: false)
        #expect(mix.map { $0.blue > 0.3 && $0.blue < 0.7 && $0.red > 0.99 } == true, "\(String(describing: mix))")
    }

    @Test func aGradientsMeanIsOverItsFrame() throws {
        // Yellow fading to white over the first 4% of the row: white to the eye.
        let sliver = LinearGradient(colors: [.yellow, .white], startPoint: .leading, endPoint: UnitPoint(x: 0.04, y: 0.5))
        let seen = try #require(sliver.areaMean?.rgba(dark: false))
        #expect(seen.blue > 0.95, "\(seen)")
        // The same stops across the whole row: half yellow.
        let across = LinearGradient(colors: [.yellow, .white], startPoint: .leading, endPoint: .trailing)
        let half = try #require(across.areaMean?.rgba(dark: false))
        #expect(half.blue > 0.3 && half.blue < 0.7, "\(half)")
        // A clear first stop is no clear gradient.
        let wash = LinearGradient(colors: [.clear, .orange.opacity(0.3)], startPoint: .leading, endPoint: .trailing)
        #expect(wash.areaMean.map { abs($0.baseAndAlpha.alpha - 0.15) < 0.01 } == true)
    }

    @Test func aShapeFilledClearDrawsNoOutline() {
        let picture = ViewHost(Scrims()).snapshot()
        let lines = picture.split(separator: "\n")
        for word in ["Pay", "Save"] {
            let line = lines.first { $0.contains(word) } ?? ""
            #expect(!line.contains("│") && !line.contains("(") && !line.contains("["), "\(word): \(picture)")
        }
        #expect(picture.contains("╭") || picture.contains("("), "a stroked capsule keeps its outline: \(picture)")
    }
}
