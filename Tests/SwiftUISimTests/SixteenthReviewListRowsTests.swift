import Observation
import Testing
@testable import SwiftUISim

// Red-team round 16: a `List`'s rows are counted as SwiftUI resolves them (a
// custom view whose body is several views is several rows, a `Section`'s
// header and footer are none), and each view in the tree carries its own
// body runs, so a check can judge the work of a whole row whatever its types.

private struct Item: Identifiable, Equatable {
    let id: Int
    var marked: Bool
}

/// A row whose body is one stack, or that stack and then a line for a marked item.
private struct TwoViewRow: View {
    let item: Item
    var body: some View {
        VStack { Text("Item \(item.id)") }
        if item.marked { Divider() }
    }
}

private struct OneViewRow: View {
    let item: Item
    var body: some View {
        VStack {
            Text("Item \(item.id)")
            if item.marked { Divider() }
        }
    }
}

/// Nothing for an unmarked item: zero rows.
private struct MaybeLine: View {
    let shown: Bool
    var body: some View {
        if shown { Rectangle().fill(Color.gray).frame(height: 1) }
    }
}

private struct NestedRow: View {
    let item: Item
    var body: some View {
        Text("Item \(item.id)")
        MaybeLine(shown: item.marked)
    }
}

private struct Screen<Row: View>: View {
    let items: [Item]
    let row: (Item) -> Row
    var body: some View {
        List {
            ForEach(items) { item in row(item) }
        }
    }
}

private let items = [Item(id: 1, marked: false), Item(id: 2, marked: true), Item(id: 3, marked: false)]

@MainActor private func rows(_ host: ViewHost) throws -> [ViewHost.TreeNode] {
    let tree = host.visibleTree
    let list = try #require(tree.first { $0.isBuiltIn && $0.type == "List" })
    return tree.listRows(of: list.index)
}

@Observable private final class Shelf {
    var titles = ["A", "B", "C"]
}

private struct ShelfScreen: View {
    @State var shelf = Shelf()
    var body: some View {
        List {
            ForEach(0..<3, id: \.self) { index in ThinRow(shelf: shelf, index: index) }
        }
    }
}

/// Reads nothing itself; its child reads the whole array.
private struct ThinRow: View {
    let shelf: Shelf
    let index: Int
    var body: some View { RowLabel(shelf: shelf, index: index) }
}

private struct RowLabel: View {
    let shelf: Shelf
    let index: Int
    var body: some View {
        Button(shelf.titles[index]) { shelf.titles[index] += "!" }
    }
}

@MainActor @Suite struct SixteenthReviewListRowsTests {
    @Test func aCustomViewWhoseBodyIsSeveralViewsIsSeveralRows() throws {
        let two = try rows(ViewHost(Screen(items: items) { TwoViewRow(item: $0) }))
        #expect(two.map(\.type) == ["TwoViewRow", "VStack", "Divider", "TwoViewRow"], "\(two.map(\.description))")
        let one = try rows(ViewHost(Screen(items: items) { OneViewRow(item: $0) }))
        #expect(one.map(\.type) == ["OneViewRow", "OneViewRow", "OneViewRow"])
        // Nested: a child whose body is empty is no row; one that shows a line is one.
        let nested = try rows(ViewHost(Screen(items: items) { NestedRow(item: $0) }))
        #expect(nested.map(\.type) == ["NestedRow", "Text", "MaybeLine", "NestedRow"], "\(nested.map(\.description))")
        // A Group in the ForEach is flattened as before.
        let grouped = try rows(ViewHost(Screen(items: items) { item in
            Group {
                Text("Item \(item.id)")
                if item.marked { Divider() }
            }
        }))
        #expect(grouped.count == 4)
        // AnyView erases the type, not the views: a two-view body is two rows through it too.
        let erased = try rows(ViewHost(Screen(items: items) { AnyView(TwoViewRow(item: $0)) }))
        #expect(erased.count == 4, "\(erased.map(\.description))")
        let erasedInside = try rows(ViewHost(Screen(items: items) { item in
            AnyView(Group {
                Text("Item \(item.id)")
                if item.marked { Divider() }
            })
        }))
        #expect(erasedInside.map(\.type) == ["AnyView", "Text", "Divider", "AnyView"], "\(erasedInside.map(\.description))")
    }

    @Test func aSectionsHeaderAndFooterAreNotRows() throws {
        let host = ViewHost(List {
            Section {
                ForEach(items) { OneViewRow(item: $0) }
            } header: {
                Text("Inbox")
            } footer: {
                Text("3 items")
            }
            Section("More") { Text("Last") }
        })
        let tree = host.visibleTree
        #expect(tree.filter { $0.sectionPart == "header" }.compactMap(\.text) == ["Inbox", "More"])
        #expect(tree.filter { $0.sectionPart == "footer" }.compactMap(\.text) == ["3 items"])
        let list = try #require(tree.first { $0.type == "List" })
        #expect(tree.listRows(of: list.index).map(\.type) == ["OneViewRow", "OneViewRow", "OneViewRow", "Text"])
        // The header is still on screen, read and listed where it was.
        #expect(host.texts.contains("Inbox") && host.dump().contains("Text \"Inbox\""))
    }

    @Test func eachViewCarriesItsOwnBodyRunsSinceReset() throws {
        let host = ViewHost(ShelfScreen())
        #expect(host.tree.filter { $0.type == "RowLabel" }.allSatisfy { $0.bodyRuns == 1 })
        host.resetCounts()
        #expect(host.tree.allSatisfy { $0.bodyRuns == 0 })
        host.tap("B")
        let tree = host.tree
        let list = try #require(tree.first { $0.type == "List" })
        let ran = tree.listRows(of: list.index).filter { row in tree.subtree(at: row.index).contains { $0.bodyRuns > 0 } }
        // ThinRow never re-runs; every RowLabel does (each read the whole array).
        #expect(host.bodyCount(ThinRow.self) == 0)
        #expect(ran.count == 3, "\(tree.map { "\($0.type) \($0.bodyRuns)" })")
        #expect(tree.filter { $0.type == "RowLabel" }.map(\.bodyRuns) == [1, 1, 1])
    }
}
