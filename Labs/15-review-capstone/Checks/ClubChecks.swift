import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor private func notesInits(_ host: ViewHost) -> Int {
    host.events.filter { $0 == .stateInit("BookRow.showsNotes") }.count
}

/// A count as the shelf writes it: grouped by thousands, as a `.decimal`
/// NumberFormatter does in the simulator's locale (en_US): “1,216”.
private func grouped(_ number: Int) -> String {
    let digits = String(number)
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { out += "," }
        out.append(digit)
    }
    return out
}

@MainActor private func progress(_ book: Book) -> String {
    "\(book.title): \(grouped(book.pagesRead)) of \(grouped(book.pages)) pages"
}

/// The font of every text of the shelf's rows a user sees, by text: each
/// book's progress line, its “Read …” and “Notes for …” buttons' labels and
/// its open notes (any visible text that names one of `books` or shows its
/// notes). The font a user sees: the font the text is drawn in, as the
/// simulator resolves it (`host.visibleTree`'s `font`: the text's own
/// `.font`, else the environment's at the text, where the nearest `.font(…)`
/// or `.environment(\.font, …)` around it wins), not a modifier written
/// somewhere above it; nil for the default font. Compact is the rows' font (README:
/// "the rows' text is drawn in the caption font"), so it is judged on every
/// text a row shows, not only the line the checks wrote first.
@MainActor private func rowFonts(_ books: [Book], in host: ViewHost) -> [(text: String, font: String?)] {
    host.visibleTree.compactMap { node in
        guard node.isBuiltIn, node.type == "Text", let text = node.text,
              books.contains(where: { text.contains($0.title) || text.contains($0.notes) }) else { return nil }
        return (text, node.font)
    }
}

/// The shelf's books as a club's data source changes them after the first
/// load (a book added, one removed, pages logged), for the student's
/// `ShelfList` shown on its own.
@MainActor @Observable final class LabShelf {
    var books: [Book]
    init(_ books: [Book]) { self.books = books }
}

struct LabShelfProbe: View {
    let shelf: LabShelf
    let compact: Bool
    var body: some View {
        ShelfList(books: shelf.books, compact: compact) { title in
            guard let index = shelf.books.firstIndex(where: { $0.title == title }) else { return }
            shelf.books[index].pagesRead += 10
        }
    }
}

/// The Tuesday club's books as `ClubScreen` starts with them (the README's shelf).
@MainActor private let tuesdayBooks = [
    Book(title: "Dune", pages: 412, pagesRead: 40, notes: "Spice, sand and politics"),
    Book(title: "Emma", pages: 474, pagesRead: 120, notes: "Matchmaking goes wrong"),
    Book(title: "Kindred", pages: 264, pagesRead: 0, notes: "Time travel to 1815"),
]

@MainActor private let titles = ["Middlemarch", "Beloved", "Ulysses", "Persuasion", "Kindred", "Dracula", "Ivanhoe", "Walden", "Nostromo", "Rebecca"]

/// What readers write in a book's notes: short, so two books often say the same.
@MainActor private let notesPool = ["Loved it", "Slow start, great ending", "Book of the month", "Too long"]

/// Books of the checks' own, where two share a page count (over a thousand,
/// as long novels have) and at least two share their notes.
@MainActor private func sampleShelf() -> [Book] {
    let shared = Scenario.int(in: 1_001...1_499)
    let notes = Scenario.repeating(notesPool, count: 5)
    return Scenario.shuffled(titles).prefix(5).enumerated().map { index, title in
        let pages = index < 2 ? shared : Scenario.int(in: 200...2_400)
        return Book(title: title, pages: pages, pagesRead: Scenario.int(in: 0...pages), notes: notes[index])
    }
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("shelf-shows") {
        let host = ViewHost(ClubScreen())
        for expected in ["Tuesday club · 3 books", "Dune: 40 of 412 pages", "Emma: 120 of 474 pages", "Kindred: 0 of 264 pages"] {
            expect(host.texts.contains(expected), "at mount the screen shows \(host.texts); expected “\(expected)” on it")
        }
        // Progress and notes follow the taps: a number of readings drawn per
        // run, and neither text on screen before its taps.
        let readings = Scenario.int(in: 1...3)
        expectChange(in: host, to: "Dune: \(40 + 10 * readings) of 412 pages", after: "tapping “Read Dune” \(readings) time\(readings == 1 ? "" : "s")") {
            for _ in 0..<readings { host.tap("Read Dune") }
        }
        expectChange(in: host, to: "Notes: Matchmaking goes wrong", after: "tapping “Notes for Emma”") { host.tap("Notes for Emma") }
    }
    lab.check("header-follows-club") {
        let host = ViewHost(ClubScreen())
        let clubs = [("Tuesday", ["Dune", "Emma", "Kindred"]), ("Sunday", ["Beloved", "Ulysses"])]
        // Both ways, a few times, in a seeded order; a tap on the club shown changes nothing.
        var taps = ["Sunday", "Tuesday", "Sunday"]
        taps.insert(Scenario.pick(["Tuesday", "Sunday"]), at: Scenario.int(in: 0...3))
        var shown = "Tuesday"
        for club in taps {
            host.resetCounts()
            let books = clubs.first { $0.0 == club }!.1
            let heading = "\(club) club · \(books.count) books"
            // A switch shows a header that was not on screen before it (a
            // screen showing both clubs' headers all along says nothing).
            if club == shown {
                host.tap("\(club) club")
            } else {
                expectChange(in: host, to: heading, after: "tapping “\(club) club”") { host.tap("\(club) club") }
            }
            shown = club
            try require(host.texts.contains(heading),
                        "after tapping “\(club) club” the header reads “\(host.texts.first ?? "nothing")”; expected “\(heading)”")
            for title in books where !host.texts.contains(where: { $0.hasPrefix("\(title): ") }) {
                expect(false, "after tapping “\(club) club” the shelf shows \(host.texts); expected \(title) on it")
            }
            // One tap, one pass: a view that runs again in the same update, because
            // a copy in its own @State was refreshed after the fact (onChange, task,
            // onAppear), showed the old club for a pass and trusts a copy that only
            // that trigger refreshes.
            let runs = host.transactions.flatMap(\.runs).filter { $0.outcome == .ran }
            let twice = Dictionary(grouping: runs, by: \.id).values.filter { $0.count > 1 }
            if let again = twice.first, let last = again.last {
                expect(false, """
                    tapping “\(club) club” ran \(last.view).body \(again.count) times in one update; the last run because \
                    \(last.reasonLines.joined(separator: "; ")). The first run showed the old club: a copy of the parent's \
                    data kept in @State and refreshed afterwards goes stale whenever its trigger does not fire (a book \
                    added to the same club). Compute what the header shows from its inputs in body
                    """)
                break
            }
        }
    }
    lab.check("notes-survive-reading") {
        let host = ViewHost(ClubScreen())
        // The notes open on the tap and the pages follow the reading: notes or
        // pages shown from the start would keep nothing.
        expectChange(in: host, to: "Notes: Spice, sand and politics", after: "tapping “Notes for Dune”") { host.tap("Notes for Dune") }
        host.resetCounts()
        expectChange(in: host, to: "Dune: 50 of 412 pages", after: "“Read Dune”") { host.tap("Read Dune") }
        expect(host.texts.contains("Notes: Spice, sand and politics"),
               "Dune's notes were open; after logging 10 pages they are gone (the screen shows \(host.texts)). It is the same book, so its row should keep its state")
        let created = notesInits(host)
        expect(created == 0, "logging pages for Dune created BookRow's showsNotes state \(created == 1 ? "once" : "\(created) times"); expected never")
        expectNoRebuilds(in: host, "while logging pages for Dune")
        // A row whose id changes with the book's pages is replaced on every
        // reading, wherever the open state is kept: the same book, a new view.
        expectNoReplacedRows(in: host, "while logging pages for Dune")
    }
    lab.check("notes-survive-compact") {
        let host = ViewHost(ClubScreen())
        // Notes shown from the start would survive anything: they must open on the tap.
        expectChange(in: host, to: "Notes: Spice, sand and politics", after: "tapping “Notes for Dune”") { host.tap("Notes for Dune") }
        host.resetCounts()
        host.toggle("Compact")
        expect(host.texts.contains("Notes: Spice, sand and politics"),
               "Dune's notes were open; after switching to Compact they are gone (the screen shows \(host.texts)). A smaller font should not make a new row")
        let created = notesInits(host)
        expect(created == 0, "switching to Compact created BookRow's showsNotes state \(created == 1 ? "once" : "\(created) times"); expected never")
        expectNoRebuilds(in: host, "while switching to Compact")
        // Compact must still do its job: the rows' text in the caption font, and
        // back: every text a row shows (progress, the Read and Notes buttons,
        // the open notes), since a Compact that shrinks one line leaves the rows as tall.
        let books = tuesdayBooks
        let small = rowFonts(books, in: host)
        for line in ["Dune: 40 of 412 pages", "Emma: 120 of 474 pages", "Read Dune", "Notes for Emma", "Notes: Spice, sand and politics"] {
            expect(small.contains { $0.text == line }, "with Compact on, “\(line)” is not on screen as a text of the rows (the rows show \(small.map(\.text)))")
        }
        let large = small.filter { !["caption", "caption2", "footnote"].contains($0.font ?? "") }
        expect(large.isEmpty, "with Compact on, "
               + large.map { "“\($0.text)” is drawn in \($0.font.map { "the \($0) font" } ?? "the default font")" }.joined(separator: ", ")
               + "; expected the caption font for every text of the rows (Compact makes the whole row small: its progress, its buttons and its notes)")
        host.toggle("Compact")
        let back = rowFonts(books, in: host).filter { !($0.font == nil || $0.font == "body" || $0.font == "nil") }
        expect(back.isEmpty, "with Compact off again, "
               + back.map { "“\($0.text)” is drawn in the \($0.font ?? "?") font" }.joined(separator: ", ") + "; expected the body font")
        expect(host.texts.contains("Notes: Spice, sand and politics"), "after switching Compact off again Dune's notes are gone (the screen shows \(host.texts))")
        expectNoRebuilds(in: host, "while switching Compact on and off")
        expectNoReplacedRows(in: host, "while switching Compact on and off")
    }
    lab.check("notes-follow-the-book") {
        let host = ViewHost(ClubScreen())
        // What the tap changes (not on screen before it), so that a screen whose
        // notes never open, or are open all along, cannot pass.
        expectChange(in: host, to: "Notes: Spice, sand and politics", after: "tapping “Notes for Dune”") { host.tap("Notes for Dune") }
        try require(host.texts.contains("Notes: Spice, sand and politics"), "after tapping “Notes for Dune” its notes should be open; the screen shows \(host.texts)")
        host.tap("Sunday club")
        let open = host.texts.filter { $0.hasPrefix("Notes: ") }
        expect(open.isEmpty,
               "Dune's notes were open; after switching to the Sunday club, \(open) is open, on a book nobody opened. The open state stayed at the row's position and moved to another book: a row must be identified by its book")
        host.tap("Tuesday club")
        expect(!host.texts.contains("Notes: Matchmaking goes wrong"), "after switching back, Emma's notes are open (the screen shows \(host.texts)); only Dune's were ever opened")
    }
    lab.check("shelf-keeps-each-book") {
        // The checks show your ShelfList with a shelf of their own that changes
        // after the first load: two books share a page count and two their
        // notes (added books share both with the opened one), books are added
        // and removed, pages are logged. Each row must stay its book's row.
        let shelf = LabShelf(sampleShelf())
        let host = ViewHost(LabShelfProbe(shelf: shelf, compact: false))
        let opened = shelf.books[1]
        host.tap("Notes for \(opened.title)")
        var steps = ["\(opened.title)'s notes were opened"]
        let spare = titles.filter { title in !shelf.books.contains { $0.title == title } }
        for (number, action) in Scenario.shuffled(["add", "add", "remove", "read"]).enumerated() {
            switch action {
            case "add":
                let title = spare[number]
                let book = Book(title: title, pages: opened.pages, pagesRead: Scenario.int(in: 0...opened.pages), notes: opened.notes)
                // Above the opened book, where an id by position or by a shared value shifts.
                let position = Scenario.int(in: 0...shelf.books.firstIndex { $0.title == opened.title }!)
                shelf.books.insert(book, at: position)
                steps.append("\(title) (\(grouped(book.pages)) pages and the same notes too) was added at row \(position + 1)")
                host.update()
            case "remove":
                let others = shelf.books.indices.filter { shelf.books[$0].title != opened.title }
                let removed = shelf.books.remove(at: Scenario.pick(others))
                steps.append("\(removed.title) was removed")
                host.update()
            default:
                host.tap("Read \(opened.title)")
                steps.append("10 pages were logged for \(opened.title)")
            }
            let story = steps.joined(separator: ", then ")
            let texts = host.texts
            for book in shelf.books where !texts.contains(progress(book)) {
                let shown = texts.first { $0.hasPrefix("\(book.title): ") }
                try require(false, "after \(story): the shelf shows \(shown.map { "“\($0)”" } ?? "no line for \(book.title)"); expected “\(progress(book))” (its own pages, grouped by thousands as the shelf's formatter writes them)")
            }
            let open = texts.filter { $0.hasPrefix("Notes: ") }
            try require(open == ["Notes: \(opened.notes)"], """
                after \(story): the open notes are \(open); expected only \(opened.title)'s, “Notes: \(opened.notes)”. \
                A row whose id is not its book's own (a position, or a value books share such as the page count) \
                moves its open notes to another book
                """)
            // Books can share their notes: the open notes must be under the opened book's line.
            if let notesAt = texts.firstIndex(of: "Notes: \(opened.notes)"),
               let owner = texts[..<notesAt].last(where: { line in shelf.books.contains { line.hasPrefix("\($0.title): ") } }),
               !owner.hasPrefix("\(opened.title): ") {
                try require(false, """
                    after \(story): the open notes “Notes: \(opened.notes)” are shown under “\(owner)”, not under \(opened.title). \
                    \(opened.title)'s open state went to another book with the same notes: a row must be identified by its book
                    """)
            }
            expectNoRebuilds(in: host, "after \(story)")
            // Adding or removing a book makes or drops its own row only; logging
            // pages keeps the book's row: no row is replaced by a new identity.
            expectNoReplacedRows(in: host, "after \(story)")
        }
    }
    lab.check("formatter-built-once") {
        NumberFormatter.built = 0
        let host = ViewHost(ClubScreen())
        // The session must happen on screen: Beloved (Sunday club) is not shown before it.
        expectChange(in: host, to: "Beloved: 200 of 324 pages", after: "the session (Read Dune, Read Emma, Compact, Sunday club)") {
            host.tap("Read Dune")
            host.tap("Read Emma")
            host.toggle("Compact")
            host.tap("Sunday club")
        }
        // Long books too: the shelf's formatter groups thousands.
        let shelf = LabShelf(sampleShelf())
        let other = ViewHost(LabShelfProbe(shelf: shelf, compact: Scenario.pick([false, true])))
        for book in shelf.books where !other.texts.contains(progress(book)) {
            expect(false, "a shelf with \(book.title) shows \(other.texts.filter { $0.hasPrefix("\(book.title): ") }); expected “\(progress(book))”, the pages grouped by thousands")
            break
        }
        let built = NumberFormatter.built
        expect(built <= 1,
               "\(built) NumberFormatters were built while the shelf mounted, logged 2 readings, went compact, switched club and showed a second shelf; expected at most 1")
        recordBodyCounts(host)
    }
}
