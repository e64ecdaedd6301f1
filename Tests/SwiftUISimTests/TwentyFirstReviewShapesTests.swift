import Testing
@testable import SwiftUISim

// Red-team round 21 (helper fix21a): shapes judged as drawn.
// - A corner is as round as its smaller radius (`RoundedRectangle(cornerSize:)`).
// - An app's `Shape` is judged by running `path(in:)` on its laid-out rect
//   (`ViewHost.PathLook`, `ViewHost.laidOutShape(of:)`), for drawing,
//   clipping and hit testing.
// - A rounded rectangle whose radius reaches half its shorter side is a capsule.
// - `ContainerRelativeShape` with no container shape is a rectangle.
// - A linear gradient mask shows content by its alpha along its axis.

private struct SquarePath: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
}

private struct RoundPath: Shape {
    func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 12) }
}

private struct PillPath: Shape {
    func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: rect.height / 2) }
}

private struct Dot: Shape {
    func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: 1, height: 1)) }
}

private enum Clip { case square, round, pill, flat, container, containerInside, wideRadius }

private struct Clipped: View {
    let clip: Clip
    var body: some View {
        switch clip {
        case .square: card.clipShape(SquarePath())
        case .round: card.clipShape(RoundPath())
        case .pill: card.clipShape(PillPath())
        case .flat: card.clipShape(RoundedRectangle(cornerSize: CGSize(width: 12, height: 0.5)))
        case .container: card.clipShape(ContainerRelativeShape())
        case .containerInside: card.clipShape(ContainerRelativeShape()).containerShape(RoundedRectangle(cornerRadius: 20))
        case .wideRadius: card.clipShape(RoundedRectangle(cornerRadius: 50))
        }
    }
    private var card: some View { Text("Card").padding(.horizontal, 24).padding(.vertical, 8).background(Color.blue) }
}

private struct Touched: View {
    let dot: Bool
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps \(taps)")
            if dot {
                Button("Go") { taps += 1 }.contentShape(Dot())
            } else {
                Button("Go") { taps += 1 }.contentShape(SquarePath())
            }
        }
    }
}

private struct Masked: View {
    let stops: [Gradient.Stop]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<20) { Text("Row \($0)") }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .mask(LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom))
    }
}

@MainActor struct TwentyFirstReviewShapesTests {
    @Test func aPathIsJudgedByItsOutline() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 40)
        #expect(ViewHost.PathLook(Path(rect)).shape == .rectangle)
        #expect(ViewHost.PathLook(Path(roundedRect: rect, cornerRadius: 12)).shape == .roundedRectangle(cornerRadius: 12))
        #expect(ViewHost.PathLook(Path(roundedRect: rect, cornerSize: CGSize(width: 12, height: 0.5))).shape == .rectangle)
        #expect(ViewHost.PathLook(Path(roundedRect: rect, cornerRadius: 20)).shape == .capsule)
        #expect(ViewHost.PathLook(Path(roundedRect: rect, cornerRadius: 300)).shape == .capsule)
        #expect(ViewHost.PathLook(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))).shape == .circle)
        var arcs = Path()
        arcs.addArc(center: CGPoint(x: 20, y: 20), radius: 20, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
        #expect(ViewHost.PathLook(arcs).shape == .circle)
        let line = ViewHost.PathLook(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 4, y: 0)) })
        #expect(line.bounds.width == 4 && line.bounds.height == 0)
    }

    @Test func aCornerIsAsRoundAsItsSmallerRadius() {
        #expect(ViewHost.PaintedShape(RoundedRectangle(cornerSize: CGSize(width: 12, height: 0.5))).isSquare)
        #expect(ViewHost.PaintedShape(RoundedRectangle(cornerSize: CGSize(width: 12, height: 8))) == .roundedRectangle(cornerRadius: 8))
    }

    @Test func aClipIsJudgedByTheOutlineDrawn() {
        func clip(_ kind: Clip) -> ViewHost.PaintedShape? {
            ViewHost(Clipped(clip: kind)).paint(around: "Card").first { $0.kind == .clip }?.shape
        }
        #expect(clip(.square) == .rectangle)
        #expect(clip(.round) == .roundedRectangle(cornerRadius: 12))
        #expect(clip(.pill) == .capsule)
        #expect(clip(.wideRadius) == .capsule)
        #expect(clip(.flat)?.isSquare == true)
        #expect(clip(.container) == .rectangle)
        #expect(clip(.containerInside)?.isSquare == false)
    }

    @Test func anAppContentShapeIsRunOnItsRect() throws {
        let host = ViewHost(Touched(dot: true))
        let node = try #require(host.control(.button, labelled: "Go", operating: false))
        #expect(ViewHost.whyInert(node) != nil, "a 1-point content shape takes touches")
        let whole = ViewHost(Touched(dot: false))
        whole.tap("Go")
        #expect(whole.texts.contains("taps 1"), "\(whole.texts)")
    }

    @Test func aGradientsAlphaIsInterpolatedAlongItsAxis() {
        let fade = Gradient(stops: [.init(color: .clear, location: 0), .init(color: .black, location: 0.1),
                                    .init(color: .black, location: 0.9), .init(color: .clear, location: 1)])
        #expect(Legibility.gradientAlpha(fade, at: 0) == 0)
        #expect(abs(Legibility.gradientAlpha(fade, at: 0.05) - 0.5) < 0.001)
        #expect(Legibility.gradientAlpha(fade, at: 0.5) == 1)
        #expect(Legibility.gradientAlpha(fade, at: 2) == 0)
    }

    @Test func aGradientMaskShowsWhereItsAlphaIs() {
        let hiding = ViewHost(Masked(stops: [.init(color: .black, location: 0), .init(color: .clear, location: 0.02)]))
        #expect(!hiding.texts.contains("Row 10"), "\(hiding.texts)")
        let edges = ViewHost(Masked(stops: [.init(color: .clear, location: 0), .init(color: .black, location: 0.02),
                                            .init(color: .black, location: 0.98), .init(color: .clear, location: 1)]))
        #expect(edges.texts.contains("Row 10"), "the edge fade shows what lies between its ends: \(edges.texts)")
    }
}
