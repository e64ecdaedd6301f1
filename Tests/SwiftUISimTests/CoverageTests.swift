import Testing
@testable import SwiftUISim

// Red team 13: a 1×1-point yellow dot in a row's corner passed lab 06 as "a
// yellow background". `TreeNode.share(of:)` measures how much of a box a
// view's paint covers, in points (a fixed frame below a cell as written).
@MainActor struct CoverageTests {
    private func share(_ background: some View) throws -> Double {
        let tree = ViewHost(VStack { Text("Groceries (closed)").padding(4).background(alignment: .bottom) { background } }).visibleTree
        let row = try #require(tree.first { $0.text == "Groceries (closed)" })
        let box = try #require(row.modifiers.first { $0.name == "background" }?.frame ?? row.frame)
        let yellow = try #require(tree.first { $0.listedUnder == "background" && $0.paint != nil } ?? tree.first { $0.paint != nil && $0.type == "Color" })
        return yellow.share(of: box)
    }

    @Test func aBackgroundCoversItsRowAndADotOrALineDoesNot() throws {
        #expect(try share(Color.yellow) == 1)
        let dot = try share(Color.yellow.frame(width: 1, height: 1))
        #expect(dot > 0 && dot < 0.01, "\(dot)")
        let line = try share(Color.yellow.frame(height: 1))
        #expect(line > 0 && line < 0.1, "\(line)")
        let half = try share(Color.yellow.frame(height: 24))
        #expect(half > 0.4 && half < 0.8, "\(half)")
    }
}

// A style drawn in a shape covers what the shape fills of the box:
// `.background(.yellow, in: Circle())` on a wide row is a disc in its middle.
@MainActor struct ShapedStyleCoverageTests {
    private func share(_ row: some View) throws -> Double {
        let tree = ViewHost(VStack { row }.frame(width: 320)).visibleTree
        let text = try #require(tree.first { $0.text == "Groceries (closed)" })
        let background = try #require(text.modifiers.first { $0.name == "background" })
        let box = try #require(background.frame)
        return background.share(of: box)
    }

    @Test func aStyleInAShapeCoversWhatTheShapeFills() throws {
        let label = Text("Groceries (closed)").frame(maxWidth: .infinity).padding(4)
        #expect(try share(label.background(.yellow)) == 1)
        let capsule = try share(label.background(.yellow, in: Capsule()))
        #expect(capsule > 0.8 && capsule < 1, "\(capsule)")
        let rounded = try share(label.background(.yellow, in: RoundedRectangle(cornerRadius: 8)))
        #expect(rounded > 0.95 && rounded < 1, "\(rounded)")
        let disc = try share(label.background(.yellow, in: Circle()))
        #expect(disc > 0 && disc < 0.2, "\(disc)")
        let ellipse = try share(label.background(.yellow, in: Ellipse()))
        #expect(abs(ellipse - Double.pi / 4) < 0.01, "\(ellipse)")
    }

    @Test func aShapeViewFillsPartOfItsBox() {
        #expect(ViewHost.PaintedShape.circle.filledShare(width: 40, height: 40) == Double.pi / 4)
        #expect(ViewHost.PaintedShape.rectangle.filledShare(width: 40, height: 10) == 1)
        #expect(abs(ViewHost.PaintedShape.capsule.filledShare(width: 40, height: 40) - Double.pi / 4) < 1e-9)
        #expect(ViewHost.PaintedShape.roundedRectangle(cornerRadius: 0).filledShare(width: 40, height: 10) == 1)
    }
}
