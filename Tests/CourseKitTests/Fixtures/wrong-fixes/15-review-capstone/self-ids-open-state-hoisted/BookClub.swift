import Foundation
import SwiftUI

struct Book: Hashable {
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
    /// Which books' notes are open, by title: kept here, so a row can come and go.
    @State private var open: Set<String> = []

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(books, id: \.self) { book in
                BookRow(book: book, onRead: onRead, showsNotes: open.contains(book.title)) {
                    if open.contains(book.title) { open.remove(book.title) } else { open.insert(book.title) }
                }
            }
        }
        .font(compact ? .caption : .body)
    }
}

struct BookRow: View {
    let book: Book
    let onRead: (String) -> Void
    let showsNotes: Bool
    let toggleNotes: () -> Void

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
                Button("Notes for \(book.title)", action: toggleNotes)
            }
            if showsNotes {
                Text("Notes: \(book.notes)")
            }
        }
    }
}
