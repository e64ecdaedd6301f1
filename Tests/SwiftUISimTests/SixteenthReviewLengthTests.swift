import Testing
@testable import SwiftUISim

// Red-team round 16: lengths are judged as a user sees them, not in the
// cells the screen rounds them to. A stroke thinner than a device pixel is
// drawn antialiased and tints the pixels it crosses by the share it covers
// (`Paint.pixelCoverage`, `EnvironmentValues.pixelLength`, iOS 13); a
// padding keeps its points as written on every recorded modifier
// (`TreeNode.Modifier.padding`), where the grid makes a tenth of a point a row.

private struct Row<Decorated: View>: View {
    let row: Decorated
    var body: some View { VStack { row } }
}

@MainActor private func strokes(_ view: some View) -> [ViewHost.Paint] {
    ViewHost(Row(row: view)).tree(visibleOnly: true).flatMap { [$0.paint].compactMap { $0 } + $0.modifiers.compactMap(\.paint) }
        .filter { $0.kind == .stroke }
}

@MainActor struct SixteenthReviewLengthTests {
    @Test func aStrokeThinnerThanAPixelTintsItsPixelsByTheShareItCovers() throws {
        // The simulated screen is 2x: a pixel is half a point.
        let hairline = try #require(strokes(Text("Card").overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 0.01))).first)
        #expect(abs(hairline.pixelCoverage - 0.02) < 1e-9, "\(hairline)")
        #expect(!hairline.standsOut && hairline.shownAlpha < 0.03, "\(hairline)")
        let pixel = try #require(strokes(Text("Card").overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(Color.gray, lineWidth: 0.5))).first)
        #expect(pixel.pixelCoverage == 1 && pixel.standsOut, "\(pixel)")
        let point = try #require(strokes(Text("Field").overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.red, lineWidth: 2))).first)
        #expect(point.pixelCoverage == 1 && point.shownAlpha == 1, "\(point)")
        // A quarter of a point covers half a pixel: half the colour reaches the eye.
        let half = try #require(strokes(Text("Field").overlay(Rectangle().stroke(Color.red, lineWidth: 0.25))).first)
        #expect(abs(half.shownAlpha - 0.5) < 1e-9, "\(half)")
        // `.border` is a stroked rectangle: the same rule.
        let border = try #require(strokes(Text("Field").border(Color.red, width: 0.01)).first)
        #expect(border.shownAlpha < 0.03, "\(border)")
        let zero = try #require(strokes(Text("Field").overlay(Capsule().stroke(lineWidth: 0).foregroundStyle(.red))).first)
        #expect(zero.shownAlpha == 0, "\(zero)")
        // Fills have no line to thin.
        let fill = try #require(ViewHost(Row(row: Text("Card").padding(16).background(Color.white))).tree(visibleOnly: true)
            .flatMap { $0.modifiers.compactMap(\.paint) }.first)
        #expect(fill.pixelCoverage == 1)
    }

    @Test func theScaleIsTheScreensKeptToARealIPhones() throws {
        // On a 3x screen a third of a point is a whole pixel; no scale written into the environment widens a hairline past 3x.
        let third = try #require(strokes(Text("Card").overlay(Rectangle().stroke(Color.gray, lineWidth: 1.0 / 3)).environment(\.displayScale, 3)).first)
        #expect(abs(third.pixelCoverage - 1) < 1e-9, "\(third)")
        let forged = try #require(strokes(Text("Card").overlay(Rectangle().stroke(Color.gray, lineWidth: 0.01)).environment(\.displayScale, 1000)).first)
        #expect(abs(forged.pixelCoverage - 0.03) < 1e-9 && !forged.standsOut, "\(forged)")
    }

    @Test func everyPaddingKeepsItsPointsInTheTree() throws {
        struct Padded: View {
            var body: some View {
                VStack {
                    Text("Tenth").padding(.horizontal, 16).padding(.vertical, 0.1)
                    Text("Edges").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                    Text("Default").padding()
                }
            }
        }
        let tree = ViewHost(Padded()).tree(visibleOnly: true)
        func paddings(_ text: String) throws -> [ViewHost.Insets] {
            try #require(tree.first { $0.text == text }).modifiers.compactMap(\.padding)
        }
        #expect(try paddings("Tenth").reduce(.zero, +) == ViewHost.Insets(top: 0.1, leading: 16, bottom: 0.1, trailing: 16))
        #expect(try paddings("Edges") == [ViewHost.Insets(top: 1, leading: 2, bottom: 3, trailing: 4)])
        #expect(try paddings("Default") == [ViewHost.Insets(top: 16, leading: 16, bottom: 16, trailing: 16)])
        // The grid makes the tenth of a point a whole row above and below.
        let frames = try #require(tree.first { $0.text == "Tenth" }).modifiers.compactMap(\.frame)
        #expect(frames.map(\.height).max() == 3, "\(frames)")
    }
}
