import Foundation
import Testing
@testable import SwiftUISim

// iOS 15: "Binding conforms to RandomAccessCollection when Value conforms to
// MutableCollection and RandomAccessCollection"
// (https://developer.apple.com/documentation/swiftui/binding): `$items.isEmpty`
// reads the collection, and `$items[i]` is a binding that writes through.

private struct Shelf: View {
    @State private var books = ["Dune", "Emma"]
    var body: some View {
        VStack {
            // An app's own helper taking a Bool (MakeItSo's `emptyState`).
            Text($books.isEmpty ? "empty" : "\($books.count) books")
            ForEach($books, id: \.self) { $title in Text(title) }
            Button("Rename first") { $books[0].wrappedValue = "Dune Messiah" }
            Button("Clear") { books.removeAll() }
        }
    }
}

@MainActor @Suite struct BindingAsCollectionTests {
    @Test func aBindingToAnArrayIsACollectionOfElementBindings() {
        let host = ViewHost(Shelf())
        #expect(host.texts.contains("2 books"))
        host.tap("Rename first")
        #expect(host.texts.contains("Dune Messiah") && !host.texts.contains("Dune"), "the element binding wrote into the state: \(host.texts)")
        host.tap("Clear")
        #expect(host.texts.contains("empty"))
    }

    @Test func elementBindingsAreTheSamePlaceWhenBaseAndIndexAre() {
        var storage = [1, 2, 3]
        let binding = Binding(get: { storage }, set: { storage = $0 })
        #expect(binding.count == 3 && binding.last?.wrappedValue == 3)
        binding[1].wrappedValue = 20
        #expect(storage == [1, 20, 3])
        #expect(binding.map(\.wrappedValue) == [1, 20, 3], "iterating yields a binding per element")
    }
}
