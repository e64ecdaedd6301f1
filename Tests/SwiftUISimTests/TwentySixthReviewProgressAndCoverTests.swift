import Foundation
import Testing
@testable import SwiftUISim

// Twenty-sixth review: the progress and cover judges (labs 10, 16). A
// custom progress style's share is read from its drawing as composited,
// whatever shapes draw it (Views/ProgressDrawnShare.swift); a clear colour
// covers nothing whatever its blend mode (Host/Colours.swift); a
// `visualEffect`'s effects are read once, for every judge
// (Modifiers/VisualEffects.swift, `Drawing.applied(at:)`).
// - ProgressViewStyleConfiguration.fractionCompleted (iOS 14): "The
//   completed fraction of the task represented by the progress view, from
//   0.0 (not yet started) to 1.0 (fully complete)".
// - Shape.trim(from:to:) (iOS 13): "Trims this shape by a fractional amount
//   based on its representation as a path": a share of the path's length.
// - blendMode(_:) (iOS 13): "Sets the blend mode for compositing this view
//   with overlapping views"; BlendMode.multiply, .destinationOver (iOS 13);
//   the W3C Compositing formulas (Core Graphics' CGBlendMode follows them).
// - zIndex(_:) (iOS 13): "Controls the display order of overlapping views".
// - visualEffect(_:) (iOS 17): "Applies effects to this view, while
//   providing access to layout information through a geometry proxy";
//   VisualEffect.opacity(_:) (iOS 17).
// - Canvas (iOS 15): "A view type that supports immediate mode drawing";
//   GraphicsContext.fill(_:with:style:) (iOS 15).

private struct Styled<S: ProgressViewStyle>: View {
    let style: S
    let value: Double
    var body: some View {
        ProgressView(value: value).progressViewStyle(style)
    }
}

private struct SplitSegments: ProgressViewStyle {
    var drains = false
    func makeBody(configuration: Configuration) -> some View {
        let f = configuration.fractionCompleted ?? 0
        return HStack(spacing: 0) {
            Rectangle().fill(drains ? Color.gray.opacity(0.3) : Color.blue).frame(width: 240 * f, height: 8)
            Rectangle().fill(drains ? Color.blue : Color.gray.opacity(0.3)).frame(width: 240 * (1 - f), height: 8)
        }
    }
}

private struct LinePath: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        }
    }
}

private struct TrimmedLine: ProgressViewStyle {
    var drains = false
    func makeBody(configuration: Configuration) -> some View {
        let f = configuration.fractionCompleted ?? 0
        return ZStack {
            LinePath().stroke(Color.gray.opacity(0.3), style: StrokeStyle(lineWidth: 8, lineCap: .round))
            LinePath().trim(from: drains ? f : 0, to: drains ? 1 : f).stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
        }
        .frame(width: 240, height: 8)
    }
}

private struct TrimmedRectangleFill: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Rectangle().fill(Color.gray.opacity(0.3))
            Rectangle().trim(from: 0, to: (configuration.fractionCompleted ?? 0) / 2).fill(Color.blue)
        }
        .frame(width: 240, height: 8)
    }
}

private struct ThinFillInThickTrack: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray.opacity(0.3)).frame(width: 240, height: 12)
            Capsule().fill(Color.blue).frame(width: 240 * (configuration.fractionCompleted ?? 0), height: 4)
        }
    }
}

private struct BlendedFill: ProgressViewStyle {
    let mode: BlendMode
    let fill: Color
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray).frame(width: 240, height: 8)
            Capsule().fill(fill).frame(width: 240 * (configuration.fractionCompleted ?? 0), height: 8).blendMode(mode)
        }
    }
}

private struct TrackInFront: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray).frame(width: 240, height: 8).zIndex(1)
            Capsule().fill(Color.blue).frame(width: 240 * (configuration.fractionCompleted ?? 0), height: 8)
        }
    }
}

private struct TrackAsBackground: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Capsule().fill(Color.blue).frame(width: 240 * (configuration.fractionCompleted ?? 0), height: 8)
            .frame(width: 240, alignment: .leading)
            .background(Capsule().fill(Color.gray.opacity(0.3)))
    }
}

private struct VisualEffectFill: ProgressViewStyle {
    let opacity: Double
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray.opacity(0.3)).frame(width: 240, height: 8)
            Capsule().fill(Color.blue).frame(width: 240 * (configuration.fractionCompleted ?? 0), height: 8)
                .visualEffect { content, _ in content.opacity(opacity) }
        }
    }
}

private struct VisualEffectBlend: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray).frame(width: 240, height: 8)
            Capsule().fill(Color.white).frame(width: 240 * (configuration.fractionCompleted ?? 0), height: 8)
                .visualEffect { content, _ in content.blendMode(.multiply) }
        }
    }
}

private struct CanvasBar: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let f = configuration.fractionCompleted ?? 0
        return Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.gray.opacity(0.3)))
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width * f, height: size.height)), with: .color(.blue))
        }
        .frame(width: 240, height: 8)
    }
}

private struct Row<Content: View>: View {
    let content: Content
    var body: some View { VStack { content } }
}

@MainActor
@Suite struct TwentySixthReviewProgressAndCoverTests {
    private func shown<S: ProgressViewStyle>(_ style: S, at value: Double) -> [Double] {
        ViewHost(Styled(style: style, value: value)).progressShown
    }

    private func near(_ shares: [Double], _ value: Double, within tolerance: Double = 0.02) -> Bool {
        shares.count == 1 && abs(shares[0] - value) <= tolerance
    }

    @Test func aBarDrawnAsAFilledSegmentBesideTheRestShowsItsShare() {
        for value in [0.0, 11.0 / 210, 0.3, 0.75, 1.0] {
            #expect(shown(SplitSegments(), at: value) == [value], "split segments at \(value)")
        }
        // The look that stands out more is the fill: a blue "remaining" part is a bar that drains.
        #expect(shown(SplitSegments(drains: true), at: 0) == [1], "a blue part full at 0.0 shows the task done")
    }

    @Test func aTrimKeepsItsShareOfAnyPathByLength() {
        for value in [0.0, 11.0 / 210, 0.3, 1.0] {
            #expect(shown(TrimmedLine(), at: value) == [value], "a line trimmed to \(value)")
        }
        #expect(shown(TrimmedLine(drains: true), at: 0) == [1], "trimmed from the fraction to 1: full at 0.0")
        // A filled path trimmed by length is the kept path closed: a
        // rectangle's runs along its top edge first (from its top-left
        // corner, clockwise), so half its length (the top and the right
        // edge), filled, is a triangle reaching all along the bar.
        let half = shown(TrimmedRectangleFill(), at: 1)
        #expect(near(half, 1, within: 0.05), "\(half)")
    }

    @Test func aBarIsReadAlongItsLength() {
        // A 4-point fill in a 12-point track covers a third of its area but reaches as far along it.
        let shares = shown(ThinFillInThickTrack(), at: 0.6)
        #expect(shares == [0.6], "\(shares)")
    }

    @Test func aFillIsCompositedByItsBlendModeAndDrawingOrder() {
        // White multiplied over the grey track is the grey; blue drawn behind an opaque track is not seen.
        #expect(shown(BlendedFill(mode: .multiply, fill: .white), at: 0.5).isEmpty)
        #expect(shown(BlendedFill(mode: .destinationOver, fill: .blue), at: 0.5).isEmpty)
        // An opaque track raised by zIndex lies over the fill.
        #expect(shown(TrackInFront(), at: 0.5).isEmpty)
        // A blend that shows (blue multiplied over grey is a darker blue) still reads.
        #expect(shown(BlendedFill(mode: .multiply, fill: .blue), at: 0.5) == [0.5])
        // A track drawn as a background is behind its content.
        #expect(shown(TrackAsBackground(), at: 0.5) == [0.5])
    }

    @Test func aVisualEffectIsReadAsItsModifiers() throws {
        #expect(shown(VisualEffectFill(opacity: 0), at: 0.5).isEmpty, "content.opacity(0) hides the fill")
        #expect(shown(VisualEffectFill(opacity: 1), at: 0.5) == [0.5])
        // VisualEffect.blendMode(_:) (iOS 18) blends as the view modifier does: white multiplied over grey.
        #expect(shown(VisualEffectBlend(), at: 0.5).isEmpty)
        // The seen-paint judge reads the same effect: a known colour, dimmed.
        let host = ViewHost(Row(content: Text("Pay now").padding(8).background(Color.blue).visualEffect { content, _ in content.opacity(0.7) }))
        let paint = try #require(host.tree(visibleOnly: true).flatMap(\.modifiers).compactMap(\.paint).first { $0.colour != nil && $0.standsOut })
        #expect(abs((paint.colour?.alpha ?? 0) - 0.7) < 0.01, "\(paint)")
        #expect(host.texts.contains("Pay now"))
    }

    @Test func aCanvasBarShowsItsShare() {
        for value in [0.0, 11.0 / 210, 0.5, 1.0] {
            #expect(shown(CanvasBar(), at: value) == [value], "Canvas bar at \(value)")
        }
    }

    @Test func aClearColourCoversNothingWhateverItsBlendMode() {
        for mode in [BlendMode.multiply, .screen, .destinationOver, .destinationOut, .hue] {
            #expect(Color.blended(Color.black.opacity(0), mode).isInvisible, "\(mode)")
            let host = ViewHost(Row(content: Text("Pay now").padding(8).background(Color.blue).foregroundStyle(Color.white)
                .overlay(Color.black.opacity(0).blendMode(mode))))
            #expect(host.texts.contains("Pay now"), "a clear overlay blended by \(mode): \(host.texts)")
        }
        // Its alpha survives: black at 30% multiplied over white is a 30% black layer.
        let scrim = Color.blended(Color.black.opacity(0.3), .multiply).rgba(dark: false)
        #expect(scrim.map { abs($0.alpha - 0.3) < 1e-9 && $0.red < 1e-9 } == true, "\(String(describing: scrim))")
        // An opaque multiply over white keeps its colour, as before.
        #expect(Color.blended(.yellow, .multiply).rgba(dark: false)?.alpha == 1)
    }
}
