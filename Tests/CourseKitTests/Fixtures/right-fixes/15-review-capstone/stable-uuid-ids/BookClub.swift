import Foundation
import SwiftUI

struct Book: Identifiable, Hashable {
    /// Made once with the book and kept as its pages change: a stable identity.
    let id = UUID()
    let title: String
    let pages: Int
    var pagesRead: Int
    var notes: String
}

/// The reading club screen: pick a club, see its shelf, log your reading.
struct ClubScreen: View {
    @State private var club = "Tuesday"
    @State private var compact = false
    @State private var shelves: [String: [Book]] = [
        "Tuesday": [
            Book(title: "Dune", pages: 412, pagesRead: 40, notes: "Spice, sand and politics"),
            Book(title: "Emma", pages: 474, pagesRead: 120, notes: "Matchmaking goes wrong"),
            Book(title: "Kindred", pages: 264, pagesRead: 0, notes: "Time travel to 1815"),
        ],
        "Sunday": [
            Book(title: "Beloved", pages: 324, pagesRead: 200, notes: "A house with a ghost"),
            Book(title: "Ulysses", pages: 730, pagesRead: 15, notes: "One day in Dublin"),
        ],
    ]

    var body: some View {
        VStack(alignment: .leading) {
            ClubHeader(club: club, count: shelves[club]?.count ?? 0)
            HStack {
                Button("Tuesday club") { club = "Tuesday" }
                Button("Sunday club") { club = "Sunday" }
            }
            Toggle("Compact", isOn: $compact)
            ShelfList(books: shelves[club] ?? [], compact: compact) { title in
                guard let index = shelves[club]?.firstIndex(where: { $0.title == title }) else { return }
                shelves[club]?[index].pagesRead += 10
            }
        }
    }
}

struct ClubHeader: View {
    // Plain inputs: the header follows the parent's values on every pass.
    let club: String
    let count: Int

    var body: some View {
        Text("\(club) club · \(count) books").font(.headline)
    }
}

struct ShelfList: View {
    let books: [Book]
    let compact: Bool
    let onRead: (String) -> Void

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(books) { book in
                // One row type; only the font changes with `compact`.
                BookRow(book: book, onRead: onRead)
                    .font(compact ? .caption : .body)
            }
        }
    }
}

struct BookRow: View {
    let book: Book
    let onRead: (String) -> Void
    @State private var showsNotes = false

    /// Built once, the first time any row needs it.
    private static let pages: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    var body: some View {
        let pages = Self.pages
        VStack(alignment: .leading) {
            Text("\(book.title): \(pages.string(from: NSNumber(value: book.pagesRead)) ?? "?") of \(pages.string(from: NSNumber(value: book.pages)) ?? "?") pages")
            HStack {
                Button("Read \(book.title)") { onRead(book.title) }
                Button("Notes for \(book.title)") { showsNotes.toggle() }
            }
            if showsNotes {
                Text("Notes: \(book.notes)")
            }
        }
    }
}
