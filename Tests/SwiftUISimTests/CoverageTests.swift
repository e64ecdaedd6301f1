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
