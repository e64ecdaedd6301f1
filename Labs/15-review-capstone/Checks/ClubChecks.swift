import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor private func notesInits(_ host: ViewHost) -> Int {
    host.events.filter { $0 == .stateInit("BookRow.showsNotes") }.count
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("shelf-shows") {
        let host = ViewHost(ClubScreen())
        for expected in ["Tuesday club · 3 books", "Dune: 40 of 412 pages", "Emma: 120 of 474 pages", "Kindred: 0 of 264 pages"] {
            expect(host.texts.contains(expected), "at mount the screen shows \(host.texts); expected “\(expected)” on it")
        }
        host.tap("Read Dune")
        expect(host.texts.contains("Dune: 50 of 412 pages"),
               "after tapping “Read Dune” the screen shows \(host.texts); expected “Dune: 50 of 412 pages”")
        host.tap("Notes for Emma")
        expect(host.texts.contains("Notes: Matchmaking goes wrong"),
               "after tapping “Notes for Emma” the screen shows \(host.texts); expected Emma's notes")
    }
    lab.check("header-follows-club") {
        let host = ViewHost(ClubScreen())
        host.tap("Sunday club")
        expect(host.texts.contains("Beloved: 200 of 324 pages"),
               "after tapping “Sunday club” the shelf shows \(host.texts); expected Sunday's books")
        expect(host.texts.contains("Sunday club · 2 books"),
               "after tapping “Sunday club” the header reads “\(host.texts.first ?? "nothing")”; expected “Sunday club · 2 books”")
    }
    lab.check("notes-survive-reading") {
        let host = ViewHost(ClubScreen())
        host.tap("Notes for Dune")
        host.resetCounts()
        host.tap("Read Dune")
        expect(host.texts.contains("Dune: 50 of 412 pages"), "after “Read Dune” the screen shows \(host.texts)")
        expect(host.texts.contains("Notes: Spice, sand and politics"),
               "Dune's notes were open; after logging 10 pages they are gone (the screen shows \(host.texts)). It is the same book, so its row should keep its state")
        let created = notesInits(host)
        expect(created == 0, "logging pages for Dune created BookRow's showsNotes state \(created == 1 ? "once" : "\(created) times"); expected never")
    }
    lab.check("notes-survive-compact") {
        let host = ViewHost(ClubScreen())
        host.tap("Notes for Dune")
        host.resetCounts()
        host.toggle("Compact")
        expect(host.texts.contains("Notes: Spice, sand and politics"),
               "Dune's notes were open; after switching to Compact they are gone (the screen shows \(host.texts)). A smaller font should not make a new row")
        let created = notesInits(host)
        expect(created == 0, "switching to Compact created BookRow's showsNotes state \(created == 1 ? "once" : "\(created) times"); expected never")
    }
    lab.check("notes-follow-the-book") {
        let host = ViewHost(ClubScreen())
        host.tap("Notes for Dune")
        host.tap("Sunday club")
        let open = host.texts.filter { $0.hasPrefix("Notes: ") }
        expect(open.isEmpty,
               "Dune's notes were open; after switching to the Sunday club, \(open) is open, on a book nobody opened. The open state stayed at the row's position and moved to another book: a row must be identified by its book")
        host.tap("Tuesday club")
        expect(!host.texts.contains("Notes: Matchmaking goes wrong"), "after switching back, Emma's notes are open (the screen shows \(host.texts)); only Dune's were ever opened")
    }
    lab.check("formatter-built-once") {
        NumberFormatter.built = 0
        let host = ViewHost(ClubScreen())
        host.tap("Read Dune")
        host.tap("Read Emma")
        host.toggle("Compact")
        host.tap("Sunday club")
        let built = NumberFormatter.built
        expect(built <= 1,
               "\(built) NumberFormatters were built while the shelf mounted, logged 2 readings, went compact and switched club; expected at most 1")
        recordBodyCounts(host)
    }
}
