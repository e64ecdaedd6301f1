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

/// Derives its heading from its inputs on every pass: nothing is copied into
/// state, so it always matches the selected club.
struct ClubHeader: View {
    let club: String
    let count: Int

    private var heading: String { "\(club) club · \(count) books" }

    var body: some View {
        Text(heading).font(.headline)
    }
}

struct ShelfList: View {
    let books: [Book]
    let compact: Bool
    let onRead: (String) -> Void

    var body: some View {
        VStack(alignment: .leading) {
            // A book is identified by its title (unique here), which never
            // changes while its pages read do.
            ForEach(books, id: \.title) { book in
                BookRow(book: book, compact: compact, onRead: onRead)
            }
        }
    }
}

struct BookRow: View {
    let book: Book
    let compact: Bool
    let onRead: (String) -> Void
    @State private var showsNotes = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(book.title): \(PageCount.text(book.pagesRead)) of \(PageCount.text(book.pages)) pages")
            HStack {
                Button("Read \(book.title)") { onRead(book.title) }
                Button("Notes for \(book.title)") { showsNotes.toggle() }
            }
            if showsNotes {
                Text("Notes: \(book.notes)")
            }
        }
        // Always the same modifier; compact only picks its value.
        .font(compact ? .caption : .body)
    }
}

/// Page counts as the app writes them ("1,024"), with one shared formatter.
enum PageCount {
    private static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    static func text(_ pages: Int) -> String {
        formatter.string(from: NSNumber(value: pages)) ?? "?"
    }
}
