import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor private func star(_ host: ViewHost, _ number: Int) -> String? {
    let title = BookTitles.title(number)
    return host.texts.first { $0 == "☆ \(title)" || $0 == "★ \(title)" }.map { String($0.prefix(1)) }
}

/// Taps the row of book `number` and requires its star to flip.
@MainActor private func flip(_ host: ViewHost, _ number: Int) throws {
    let title = BookTitles.title(number)
    guard let before = star(host, number) else {
        throw CheckStopped(message: "\(title) is not on screen; the screen shows \(host.texts.prefix(6))…")
    }
    host.tap("\(before) \(title)")
    let after = star(host, number)
    try require(after != nil && after != before, """
        tapping “\(before) \(title)” should flip its star; the row now shows \(after.map { "“\($0) \(title)”" } ?? "nothing"). \
        The row must re-run when its own book changes
        """)
}

@MainActor private func requireHeader(_ host: ViewHost, _ favourites: Int, after step: String) throws {
    try require(host.texts.contains("Favourites: \(favourites)"), """
        after \(step) the header should read “Favourites: \(favourites)”; the screen shows \
        \(host.texts.filter { $0.hasPrefix("Favourites") }). A value read in onAppear, task or another closure is \
        not a dependency: only what body reads is tracked
        """)
}

/// The rows of the lists (`List`s) whose views ran their code since the last
/// `resetCounts()`, each named by the first text in it, with the views that
/// ran: every view of the row, whatever its type (a `BookRow` that hands its
/// book to a child doing the work is judged by the child's runs too), and
/// content closures a view's body wrote that re-ran apart from it (a
/// `GeometryReader`'s content, a `ForEach`'s rows: `contentRuns`, counted
/// for the view that wrote them). Read from `host.tree`: every row the list
/// built, on screen or not.
@MainActor private func rowsThatRan(_ host: ViewHost) -> [String] {
    let tree = host.tree
    return tree.filter { $0.isBuiltIn && $0.type == "List" }.flatMap { list in
        tree.listRows(of: list.index).compactMap { row -> String? in
            let views = tree.subtree(at: row.index)
            let ran = views.filter { $0.bodyRuns > 0 || $0.contentRuns > 0 }
            guard !ran.isEmpty else { return nil }
            let name = views.lazy.compactMap(\.text).first.map { "“\($0)”" } ?? row.type
            let counts = ran.map { view in
                view.contentRuns == 0 ? "\(view.type) \(view.bodyRuns)"
                    : "\(view.type) \(view.bodyRuns), its content closures \(view.contentRuns)"
            }
            return "\(name) (\(counts.joined(separator: ", ")))"
        }
    }
}

/// One tap re-ran the views of at most one row, whatever their types.
@MainActor private func expectOneRowRan(_ host: ViewHost, after tap: String) {
    let ran = rowsThatRan(host)
    expect(ran.count <= 1, """
        \(tap) re-ran views in \(ran.count) rows of the list: \(ran.prefix(4).joined(separator: "; "))\(ran.count > 4 ? "; …" : ""). \
        Every view in a row counts, whatever its type, and so does a closure SwiftUI runs apart from the body that \
        wrote it (a GeometryReader's content): one that reads the whole books array re-runs with every star \
        as the row itself did. Each row's views must read only their own book
        """)
}

/// Another screen on the same library (a detail screen, a second window, a
/// sync applying what another device did): the checks change the model
/// through it, never through the row they judge, so a row that shows what
/// was last tapped on it, not its book, is seen.
@MainActor private func anotherScreen(on library: Library) -> ViewHost {
    ViewHost(ReadingListScreen(library: library))
}

/// Every book among `numbers` shows its own star: ★ if `starred` holds it.
@MainActor private func expectStars(_ host: ViewHost, _ numbers: ClosedRange<Int>, starred: Set<Int>, after step: String) {
    let wrong = numbers.filter { star(host, $0) != (starred.contains($0) ? "★" : "☆") }
    expect(wrong.isEmpty, """
        after \(step) the rows of \(wrong.prefix(4).map(BookTitles.title).joined(separator: ", ")) show \
        \(wrong.prefix(4).map { star(host, $0).map { "“\($0)”" } ?? "nothing" }.joined(separator: ", ")); expected \
        \(wrong.prefix(4).map { starred.contains($0) ? "★" : "☆" }.joined(separator: ", ")), the star each book has in the library. \
        A row shows its own book as it is now, however it changed (a tap elsewhere, a sync, saved favourites at launch): \
        a star kept in the row's own @State shows only what was last tapped on that row
        """)
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("list-works") {
        let host = ViewHost(ReadingListScreen(library: Library()))
        // The rows a user sees are a List's (its rows, separators and swipe
        // actions): a ScrollView with a LazyVStack is lazy too, but not a List.
        let seen = host.visibleTree
        let inList = seen.filter { $0.type == "BookRow" }.filter { row in seen.path(to: row.index).contains { $0.isBuiltIn && $0.type == "List" } }
        try require(!inList.isEmpty, """
            the book rows a user sees are not in a List (\(seen.filter { $0.isBuiltIn && ["List", "ScrollView", "LazyVStack", "VStack"].contains($0.type) }
                .map(\.type).joined(separator: ", "))): keep the List, which builds only the rows on screen
            """)
        let built = host.bodyCount(BookRow.self)
        try require(built > 0 && built <= 25, """
            at mount \(built) BookRow bodies ran for \(BookTitles.count) books; a lazy List builds only the rows on \
            screen (the simulator's viewport: 20)
            """)
        let first = Scenario.int(in: 1...15)
        try flip(host, first)
        try flip(host, first)
        host.scroll(to: 150)
        try flip(host, 150)
        expect(star(host, 150) == "★", "after one tap Book 150 should be starred; the screen shows \(host.texts.filter { $0.hasSuffix(" 150") })")
    }

    lab.check("one-row-reruns") {
        let host = ViewHost(ReadingListScreen(library: Library()))
        for number in Scenario.shuffled(Array(1...15)).prefix(3) {
            host.resetCounts()
            try flip(host, number)
            expectBodyCount(BookRow.self, in: host, atMost: 1)
            expectOneRowRan(host, after: "tapping \(BookTitles.title(number))")
            // ... and that count is the rows': the row on screen is drawn by a BookRow.
            if let shown = star(host, number) {
                expectDrawn(by: BookRow.self, ["\(shown) \(BookTitles.title(number))"], in: host, "after tapping \(BookTitles.title(number))")
            }
        }
        host.scroll(to: 150)
        host.resetCounts()
        try flip(host, 150)
        expectBodyCount(BookRow.self, in: host, atMost: 1)
        expectOneRowRan(host, after: "after scrolling, tapping \(BookTitles.title(150))")
        // A star changed on another screen on the same library (not by a tap
        // on this list) re-runs one row too: the row of that book.
        let library = Library()
        let list = ViewHost(ReadingListScreen(library: library))
        let elsewhere = anotherScreen(on: library)
        let number = Scenario.int(in: 1...15)
        list.resetCounts()
        try flip(elsewhere, number)
        list.update()
        expect(star(list, number) == "★", "after \(BookTitles.title(number)) was starred on another screen, its row here shows \(star(list, number).map { "“\($0)”" } ?? "nothing"); expected ★")
        expectBodyCount(BookRow.self, in: list, atMost: 1)
        expectOneRowRan(list, after: "starring \(BookTitles.title(number)) on another screen")
    }

    lab.check("rows-show-their-book") {
        // Some books are starred before the list appears (saved favourites,
        // or a sync), drawn per run; then another screen on the same library
        // stars one more and unstars one: every row shows its own book.
        let library = Library()
        let elsewhere = anotherScreen(on: library)
        let order = Scenario.shuffled(Array(1...15))
        let atLaunch = Array(order.prefix(Scenario.int(in: 2...4)))
        for number in atLaunch { try flip(elsewhere, number) }
        let host = ViewHost(ReadingListScreen(library: library))
        var starred = Set(atLaunch)
        expectStars(host, 1...15, starred: starred, after: "\(atLaunch.map(BookTitles.title).joined(separator: ", ")) were starred before the list appeared")
        for (number, step) in [(order[atLaunch.count], "starring"), (atLaunch[0], "unstarring")] {
            try flip(elsewhere, number)
            host.update()
            starred.formSymmetricDifference([number])
            expectStars(host, 1...15, starred: starred, after: "\(step) \(BookTitles.title(number)) on another screen")
        }
        // And a book far down the list, starred elsewhere before the list is scrolled to it.
        elsewhere.scroll(to: 150)
        try flip(elsewhere, 150)
        host.scroll(to: 150)
        expectStars(host, 150...150, starred: [150], after: "Book 150 was starred on another screen and the list scrolled to it")
    }

    lab.check("header-follows") {
        let host = ViewHost(ReadingListScreen(library: Library()))
        try requireHeader(host, 0, after: "mount")
        let picks = Array(Scenario.shuffled(Array(1...15)).prefix(Scenario.int(in: 2...4)))
        for (index, number) in picks.enumerated() {
            try flip(host, number)
            try requireHeader(host, index + 1, after: "starring \(picks.prefix(index + 1).map(BookTitles.title).joined(separator: ", "))")
        }
        try flip(host, picks[0])
        try requireHeader(host, picks.count - 1, after: "unstarring \(BookTitles.title(picks[0]))")
        // Books starred before the list appears, and changes made on another
        // screen on the same library, count too.
        let library = Library()
        let elsewhere = anotherScreen(on: library)
        let atLaunch = Array(Scenario.shuffled(Array(1...15)).prefix(Scenario.int(in: 1...3)))
        for number in atLaunch { try flip(elsewhere, number) }
        let list = ViewHost(ReadingListScreen(library: library))
        try requireHeader(list, atLaunch.count, after: "\(atLaunch.map(BookTitles.title).joined(separator: ", ")) were starred before the list appeared")
        try flip(elsewhere, atLaunch[0])
        list.update()
        try requireHeader(list, atLaunch.count - 1, after: "unstarring \(BookTitles.title(atLaunch[0])) on another screen")
    }
}
