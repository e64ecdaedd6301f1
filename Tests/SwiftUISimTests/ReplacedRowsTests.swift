import Testing
@testable import SwiftUISim

// `host.replacedRows`: a ForEach row whose identity was replaced (its
// element's id left the data and a new one arrived in the same update)
// while the list showed the same items (twenty-sixth review, finding 17).

private struct Shelf: Hashable {
    var title: String
    var pages: Int
}

private struct ShelfRow: View {
    let book: Shelf
    var body: some View { Text("\(book.title): \(book.pages)").onAppear {} }
}

@MainActor @Observable private final class ShelfModel {
    var books = [Shelf(title: "Dune", pages: 10), Shelf(title: "Emma", pages: 20), Shelf(title: "Kindred", pages: 30)]
}

private struct ByValue: View {
    let model: ShelfModel
    var body: some View {
        VStack { ForEach(model.books, id: \.self) { book in ShelfRow(book: book) } }
    }
}

private struct ByTitle: View {
    let model: ShelfModel
    var body: some View {
        VStack { ForEach(model.books, id: \.title) { book in ShelfRow(book: book) } }
    }
}

private struct LazyByTitle: View {
    let model: ShelfModel
    var body: some View {
        List { ForEach(model.books, id: \.title) { book in ShelfRow(book: book) } }
    }
}

@MainActor @Suite struct ReplacedRowsTests {
    @Test func aRowWhoseIdChangesWithItsValueIsReplaced() {
        let model = ShelfModel()
        let host = ViewHost(ByValue(model: model))
        #expect(host.replacedRows.isEmpty, "mounting replaces nothing")
        model.books[0].pages += 10
        host.update()
        let replaced = host.replacedRows(of: ShelfRow.self)
        #expect(replaced.count == 1, "\(host.replacedRows)")
        #expect(replaced.first?.oldElement.contains("10") == true && replaced.first?.newElement.contains("20") == true, "\(replaced)")
        #expect(replaced.first?.restarted == ["onAppear"], "\(replaced)")
        #expect(host.rebuilds.isEmpty, "a replaced identity is not a rebuild at the same identity: \(host.rebuilds)")
        host.resetCounts()
        #expect(host.replacedRows.isEmpty, "resetCounts() forgets replaced rows")
    }

    @Test func aLongIdIsShownWhereItChanged() {
        let old = #"Book(title: "Dune", pages: 412, pagesRead: 40, notes: "Spice, sand and politics")"#
        let new = #"Book(title: "Dune", pages: 412, pagesRead: 50, notes: "Spice, sand and politics")"#
        let (before, after) = IdentityContinuity.shortened(old, new)
        #expect(before != after, "\(before) / \(after)")
        #expect(before.contains("pagesRead: 40") && after.contains("pagesRead: 50"), "\(before) / \(after)")
        #expect(before.hasPrefix("Book(title: \"Dune\""), "\(before)")
        let short = IdentityContinuity.shortened("Row(1)", "Row(2)")
        #expect(short.0 == "Row(1)" && short.1 == "Row(2)")
    }

    @Test func aStableIdKeepsTheRow() {
        let model = ShelfModel()
        let host = ViewHost(ByTitle(model: model))
        model.books[0].pages += 10
        host.update()
        #expect(host.replacedRows.isEmpty, "\(host.replacedRows)")
        #expect(host.texts.contains("Dune: 20"))
    }

    @Test func anInsertionOrARemovalAloneReplacesNothing() {
        let model = ShelfModel()
        let host = ViewHost(ByValue(model: model))
        model.books.insert(Shelf(title: "Walden", pages: 5), at: 0)
        host.update()
        model.books.remove(at: 2)
        host.update()
        #expect(host.replacedRows.isEmpty, "\(host.replacedRows)")
    }

    @Test func everyChangedValueIsAReplacedRow() {
        let model = ShelfModel()
        let host = ViewHost(ByValue(model: model))
        for index in model.books.indices { model.books[index].pages += 1 }
        host.update()
        #expect(host.replacedRows.count == 3, "\(host.replacedRows)")
    }

    @Test func aLazyListThatBuildsAnotherRowReplacesNothing() {
        // A removal at the top of a long lazy list: the row below the built
        // ones is built now, though its element was in the data all along.
        let model = ShelfModel()
        model.books = (1...60).map { Shelf(title: "Book \($0)", pages: $0) }
        let host = ViewHost(LazyByTitle(model: model))
        model.books.removeFirst()
        host.update()
        #expect(host.replacedRows.isEmpty, "\(host.replacedRows)")
        host.scroll(to: 50)
        #expect(host.replacedRows.isEmpty, "\(host.replacedRows)")
    }
}
