import Foundation
import SwiftUI

struct Book: Identifiable, Hashable {
    var id: String { title }
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
            ClubHeader(heading: "\(club) club · \(shelves[club]?.count ?? 0) books")
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

/// Shows what it is given, every pass.
struct ClubHeader: View {
    let heading: String

    var body: some View {
        Text(heading).font(.headline)
    }
}

struct ShelfList: View {
    let books: [Book]
    let compact: Bool
    let onRead: (String) -> Void

    /// One formatter for the whole shelf, built the first time it is needed
    /// and handed to every row (the same instance on every pass).
    private static let pagesFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(books) { book in
                BookRow(book: book, pages: Self.pagesFormatter, onRead: onRead)
            }
        }
        // Set once for the whole shelf: the rows inherit it through the
        // environment, and their type never depends on it.
        .font(compact ? .caption : .body)
    }
}

struct BookRow: View {
    let book: Book
    let pages: NumberFormatter
    let onRead: (String) -> Void
    @State private var showsNotes = false

    var body: some View {
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
