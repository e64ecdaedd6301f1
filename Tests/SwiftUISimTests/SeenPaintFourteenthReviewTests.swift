import Testing
@testable import SwiftUISim

// Red-team round 14: what colour a user sees and how much of a shape is
// drawn. A gradient is judged by its colours, a style of the system
// background is white on the light screen, a blend mode blends with the
// screen, and a `Path`, a `size(…)`d or `transform(…)`ed shape, a clip and a
// mask draw what their geometry says, not their whole frame.

private struct Row<Decorated: View>: View {
    let row: Decorated
    var body: some View { VStack { row } }
}

/// Every paint in the laid-out tree: views' and modifiers'.
@MainActor private func paints(_ view: some View) -> [ViewHost.Paint] {
    ViewHost(Row(row: view)).tree(visibleOnly: true).flatMap { [$0.paint].compactMap { $0 } + $0.modifiers.compactMap(\.paint) }
}

@MainActor private func isYellow(_ paint: ViewHost.Paint) -> Bool {
    guard let colour = paint.colour, paint.standsOut else { return false }
    return colour.hue(near: 52, within: 14) && colour.saturation >= 0.5
}

/// The share of the row's box that its visible yellow covers (as lab 06 reads it).
@MainActor private func yellowShare(_ view: some View) -> Double {
    let tree = ViewHost(Row(row: view)).tree(visibleOnly: true)
    guard let row = tree.first(where: { $0.text == "Groceries" })?.frame else { return 0 }
    let styles = tree.flatMap(\.modifiers).filter { $0.paint.map(isYellow) == true }.map { $0.share(of: row) }
    let views = tree.filter { $0.paint.map(isYellow) == true }.map { $0.share(of: row) }
    return (styles + views).reduce(0, +)
}

@MainActor struct SeenPaintFourteenthReviewTests {
    @Test func aGradientIsJudgedByItsColours() throws {
        // `Color.gradient` (iOS 16) is that colour lightly shaded.
        #expect(paints(Text("Groceries").background(Color.yellow.gradient)).contains(where: isYellow))
        #expect(paints(Text("Groceries").background { Rectangle().fill(.yellow.gradient) }).contains(where: isYellow))
        // A gradient of yellows is yellow; its mean, premultiplied, keeps the hue.
        let yellows = LinearGradient(colors: [.yellow, .yellow.opacity(0.4)], startPoint: .top, endPoint: .bottom)
        let mean = try #require(paints(Text("Groceries").background(yellows)).first { $0.colour != nil })
        #expect(isYellow(mean) && abs((mean.colour?.alpha ?? 0) - 0.7) < 0.01, "\(mean)")
        #expect(paints(Text("Groceries").background(AnyShapeStyle(yellows))).contains(where: isYellow))
        // A white gradient on the white screen shows nothing, as a text drawn in it.
        let white = try #require(paints(Text("Groceries").background(Color.white.gradient)).first { $0.colour != nil })
        #expect(!white.standsOut)
        let host = ViewHost(Row(row: Text("Laps: 3").foregroundStyle(Color.white.gradient)))
        #expect(!host.texts.contains("Laps: 3"), "white text on the white screen: \(host.texts)")
        // How much a gradient covers stays its most transparent stop: a scrim fading to clear hides no text.
        let scrim = ViewHost(Row(row: Text("Caption").overlay(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))))
        #expect(scrim.texts.contains("Caption"))
    }

    @Test func theSystemBackgroundStyleIsWhiteOnTheLightScreen() throws {
        let fill = try #require(paints(Text("Groceries").padding(12).background(.background)).first { $0.colour != nil })
        #expect(fill.looks(like: .white) && !fill.looks(like: .yellow), "\(fill)")
        let layer = try #require(ViewHost(Row(row: Text("Groceries").padding(12).background(.background))).paint(around: "Groceries").first)
        #expect(layer.seen?.looks(like: .white) == true, "\(layer)")
    }

    @Test func aBlendModeBlendsWithTheScreen() throws {
        // Screen, lighten and plus-lighter of yellow over white give white.
        for mode in [BlendMode.screen, .lighten, .plusLighter] {
            #expect(!paints(Text("Groceries").background(Color.yellow.blendMode(mode))).contains(where: isYellow), "\(mode)")
            #expect(!paints(Text("Groceries").background { Color.yellow.blendMode(mode) }).contains(where: isYellow), "\(mode) on a view")
        }
        // Multiply over white keeps the colour.
        #expect(paints(Text("Groceries").background { Color.yellow.blendMode(.multiply) }).contains(where: isYellow))
        #expect(paints(Text("Groceries").background(Color.yellow.blendMode(.multiply))).contains(where: isYellow))
    }

    @Test func aPathDrawsItsOwnPointsNotItsFrame() throws {
        let dot = yellowShare(Text("Groceries").frame(maxWidth: .infinity).padding(8)
            .background(Path(CGRect(x: 0, y: 0, width: 1, height: 1)).fill(Color.yellow)))
        #expect(dot < 0.05, "a 1-point Path is a dot: \(dot)")
        let whole = yellowShare(Text("Groceries").frame(maxWidth: .infinity).padding(8).background(Rectangle().fill(Color.yellow)))
        #expect(whole > 0.9)
        let sized = yellowShare(Text("Groceries").frame(maxWidth: .infinity).padding(8)
            .background(Rectangle().size(width: 1, height: 1).fill(Color.yellow)))
        #expect(sized < 0.05, "size(width: 1, height: 1) is a 1-point rect: \(sized)")
        // The geometry of each step, in points.
        let frame = ViewHost.Frame(x: 0, y: 0, width: 10, height: 4)  // 80 × 64 points
        #expect(ViewHost.ShapeGeometry([.size(width: 1, height: 1)]).drawnArea(in: frame) < 0.001)
        #expect(ViewHost.ShapeGeometry([.affine(a: 0.001, b: 0, c: 0, d: 0.001, tx: 0, ty: 0)]).drawnArea(in: frame) < 0.001)
        #expect(ViewHost.ShapeGeometry([.bounds(x: 0, y: 6, width: 6, height: 6)]).drawn(in: frame) == ViewHost.Frame(x: 0, y: 0, width: 1, height: 1))
        // A Path ignores the rect `size` asks it for, but for the origin; a shape inside `size` is measured in it.
        #expect(ViewHost.ShapeGeometry([.bounds(x: 8, y: 16, width: 8, height: 16), .size(width: 1, height: 1)]).drawn(in: frame)
                == ViewHost.Frame(x: 1, y: 1, width: 1, height: 1))
        #expect(ViewHost.ShapeGeometry([.offset(x: 16, y: 0), .size(width: 8, height: 16)]).drawn(in: frame) == ViewHost.Frame(x: 2, y: 0, width: 1, height: 1))
    }

    @Test func aSmallPathBesideATextLeavesItReadable() {
        let host = ViewHost(Row(row: Text("Hello from the harbour").padding(.leading, 12).overlay(alignment: .leading) {
            Path(ellipseIn: CGRect(x: 0, y: 6, width: 6, height: 6)).fill(Color.blue)
        }))
        #expect(host.texts.contains("Hello from the harbour"), "\(host.texts)")
        // A filled rectangle over the same text still hides it.
        let covered = ViewHost(Row(row: Text("Hello from the harbour").overlay { Rectangle().fill(Color.blue) }))
        #expect(!covered.texts.contains("Hello from the harbour"))
    }

    @Test func masksAndClipsKeepWhatTheirShapesDraw() {
        let row = Text("Groceries").frame(maxWidth: .infinity).padding(8)
        #expect(yellowShare(row.background(Color.yellow.mask(Path(CGRect(x: 0, y: 0, width: 1, height: 1))))) < 0.05)
        #expect(yellowShare(row.background(Color.yellow.clipShape(Rectangle().size(width: 1, height: 1)))) < 0.05)
        #expect(yellowShare(row.background(Color.yellow.mask(Text(".")))) < 0.1)
        // A clip or mask of the row's own shape keeps it.
        #expect(yellowShare(row.background(Color.yellow.clipShape(RoundedRectangle(cornerRadius: 8)))) > 0.9)
        #expect(yellowShare(row.background(Color.yellow.mask(Rectangle()))) > 0.9)
    }

    @Test func aSymbolMaskKeepsWhatItsGlyphInks() {
        let row = Text("Groceries").frame(maxWidth: .infinity).padding(8)
        // An outline symbol draws its strokes: a ring keeps a quarter of its box at most.
        #expect(yellowShare(row.background(Color.yellow.mask(Image(systemName: "circle").resizable()))) < 0.3)
        #expect(yellowShare(row.background(Color.yellow.mask(Image(systemName: "square").resizable()))) < 0.3)
        // The same outline under `.symbolVariant(.fill)` is the solid shape: it keeps its box.
        #expect(yellowShare(row.background(Color.yellow.mask(Image(systemName: "square").resizable().symbolVariant(.fill)))) > 0.9)
        #expect(yellowShare(row.background(Color.yellow.mask(Image(systemName: "rectangle.fill").resizable()))) > 0.9)
        // Another filled glyph (a heart) inks about half of its box.
        let heart = yellowShare(row.background(Color.yellow.mask(Image(systemName: "heart.fill").resizable())))
        #expect(heart > 0.3 && heart < 0.6)
    }

    @Test func aColourNotListedByNameDrawsAsTheColourItLooksLike() {
        #expect(Snapshot.fill(for: .accentColor) == "▒")
        #expect(Snapshot.fill(for: Color(red: 0, green: 122 / 255, blue: 1)) == "▒")
        #expect(Snapshot.fill(for: Color(hue: 0.6, saturation: 1, brightness: 1)) == "▒")
        #expect(Snapshot.fill(for: Color(red: 0.2, green: 0.6, blue: 0.55)) == "*", "a teal-green is none of the listed colours")
        // The system background is the screen's white; a near-white grey keeps its own mark (a card's edge is found by it).
        #expect(Snapshot.fill(for: .background) == ".")
        #expect(Snapshot.fill(for: Color(white: 0.95)) == "*")
    }
}
