import Testing
@testable import SwiftUISim

// Whether a paint shows is judged by how far the colour it composites to is
// from what is behind it (CIEDE2000), not by an alpha cut (red-team round 12:
// a 25% yellow highlight on white was judged invisible).

/// A row with a background the test writes.
private struct Highlighted: View {
    let opacity: Double
    var body: some View { VStack { Text("Groceries").background(Color.yellow.opacity(opacity)) } }
}

@MainActor private func background(_ opacity: Double) throws -> ViewHost.Paint {
    try #require(ViewHost(Highlighted(opacity: opacity)).tree(visibleOnly: true).flatMap(\.modifiers).compactMap(\.paint).first)
}

@MainActor struct ColourDifferenceTests {
    @Test func ciede2000MatchesSharmasReferencePairs() {
        // Sharma, Wu & Dalal (2005), table 1, pairs 1 and 17, given in CIELAB; reached here through sRGB,
        // so the pair is checked by converting a known sRGB pair instead: black and white differ by 100.
        let white = RGBA.white, black = RGBA.black
        #expect(abs(white.difference(from: black) - 100) < 0.01)
        #expect(white.difference(from: white) == 0)
        // The difference is symmetric and grows with the change.
        let pale = RGBA(red: 1, green: 0.95, blue: 0.75, alpha: 1)
        #expect(abs(pale.difference(from: white) - white.difference(from: pale)) < 1e-9)
        #expect(RGBA(red: 1, green: 0.9, blue: 0.5, alpha: 1).difference(from: white) > pale.difference(from: white))
    }

    @Test func aPaleYellowHighlightShowsAndAFaintOneDoesNot() throws {
        let soft = try background(0.25)
        #expect(soft.standsOut, "\(soft) seen as \(String(describing: soft.shown))")
        let shown = try #require(soft.shown)
        #expect(abs(shown.difference(from: soft.backdrop) - 16.9) < 0.5)
        // At opacity 0 the background is not listed at all (nothing is drawn).
        #expect(ViewHost(Highlighted(opacity: 0)).tree(visibleOnly: true).flatMap(\.modifiers).compactMap(\.paint).allSatisfy { !$0.standsOut })
        for faint in [0.01, 0.03] {
            let paint = try background(faint)
            #expect(!paint.standsOut, "yellow at \(faint) is not one a user sees: \(paint)")
        }
        // The cut lies between 4% and 6% for yellow on white.
        #expect(try !background(0.04).standsOut)
        #expect(try background(0.06).standsOut)
    }

    @Test func whiteOnWhiteDoesNotShow() throws {
        struct White: View { var body: some View { VStack { Text("a").background(Color.white) } } }
        let paint = try #require(ViewHost(White()).tree(visibleOnly: true).flatMap(\.modifiers).compactMap(\.paint).first)
        #expect(paint.shownAlpha == 1 && !paint.standsOut)
    }
}

// Red team 13: `AnyShapeStyle` is how a ternary between two style types is
// written (`pinned ? AnyShapeStyle(.yellow.opacity(0.4)) : AnyShapeStyle(.clear)`);
// the erased style is painted as the colour it wraps.
@MainActor struct ErasedStyleTests {
    private struct Row: View {
        let pinned: Bool
        var body: some View {
            VStack {
                Text("Groceries").padding(4)
                    .background(pinned ? AnyShapeStyle(.yellow.opacity(0.4)) : AnyShapeStyle(.clear), in: RoundedRectangle(cornerRadius: 8))
            }
        }
    }

    private func paint(_ view: some View) throws -> ViewHost.Paint {
        try #require(ViewHost(view).tree(visibleOnly: true).flatMap(\.modifiers).compactMap(\.paint).first)
    }

    @Test func anErasedColourIsPaintedAsThatColourWithItsOpacity() throws {
        let pinned = try paint(Row(pinned: true))
        let colour = try #require(pinned.colour, "\(pinned)")
        #expect(abs(colour.alpha - 0.4) < 0.01 && colour.hue(near: 52, within: 14), "\(colour)")
        #expect(pinned.standsOut)
        #expect(ViewHost(Row(pinned: false)).tree(visibleOnly: true).flatMap(\.modifiers).compactMap(\.paint).allSatisfy { !$0.standsOut })
        // A style's own `.opacity(_:)` keeps the colour, at that opacity.
        let faded = try paint(VStack { Text("a").background(AnyShapeStyle(Color.yellow).opacity(0.5)) })
        #expect(faded.colour.map { abs($0.alpha - 0.5) < 0.01 } == true, "\(faded)")
    }
}
