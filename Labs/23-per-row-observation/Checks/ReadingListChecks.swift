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

/// The app's other code changing the library it handed the screen (saved
/// favourites at launch, a sync applying what another device did, a detail
/// screen): it writes the model itself, `library.books[i].isFavourite`,
/// never through the views of the screen judged, nor through another copy
/// of them. A row that shows a copy (its own `@State`, a table beside the
/// library shared by every screen) does not see it.
@MainActor private func setFavourite(_ library: Library, _ number: Int, _ isFavourite: Bool) throws {
    guard let index = library.books.firstIndex(where: { $0.id == number }) else {
        throw CheckStopped(message: "the library holds no book with id \(number); keep Library.books, one book per id 1…\(BookTitles.count)")
    }
    library.books[index].isFavourite = isFavourite
}

/// The library the app saves must hold what the user starred: a star kept
/// beside it (a table keyed by the library, a row's copy) is lost.
@MainActor private func expectLibrary(_ library: Library, starred: Set<Int>, after step: String) {
    let held = Set(library.books.filter(\.isFavourite).map(\.id))
    guard held != starred else { return }
    expect(false, """
        after \(step) the library's favourites are \(held.sorted().map(BookTitles.title)); expected \
        \(starred.sorted().map(BookTitles.title)). A star the user sets must be written to the Library the app \
        owns (and saves, and syncs), not kept in a copy beside it
        """)
}

/// The views outside the list's rows whose code ran since the last
/// `resetCounts()`, except the header (a view that shows “Favourites: …”
/// and holds no list): one star changes one book and the count, so only
/// its row and the header have anything to redo. A view that holds the
/// list and re-runs (the screen reading the whole `books` array) makes
/// every row's value again and has the list compare them all, whatever
/// the rows' own counts say.
@MainActor private func othersThatRan(_ host: ViewHost) -> [String] {
    let tree = host.tree
    let lists = tree.filter { $0.isBuiltIn && $0.type == "List" }
    let inRows = Set(lists.flatMap { list in tree.listRows(of: list.index).flatMap { tree.subtree(at: $0.index).map(\.index) } })
    return tree.compactMap { node -> String? in
        guard node.bodyRuns > 0 || node.contentRuns > 0, !inRows.contains(node.index) else { return nil }
        let views = tree.subtree(at: node.index)
        let holdsList = views.contains { $0.isBuiltIn && $0.type == "List" }
        if !holdsList, views.contains(where: { $0.text?.hasPrefix("Favourites") == true }) { return nil }
        let runs = node.contentRuns == 0 ? "its body \(node.bodyRuns)" : "its body \(node.bodyRuns), its content closures \(node.contentRuns)"
        return holdsList ? "\(node.type) (\(runs)), which holds the list: every row's value is made again and compared"
            : "\(node.type) (\(runs)), which shows neither the book nor the count"
    }
}

/// One change re-ran no view outside its row but the header.
@MainActor private func expectOnlyRowAndHeaderRan(_ host: ViewHost, after change: String) {
    let others = othersThatRan(host)
    expect(others.isEmpty, """
        \(change) re-ran \(others.prefix(3).joined(separator: "; ")). One star changes one book and the count: only \
        that book's row and the header should run again. A view whose body reads the whole books array depends on \
        every book, so it re-runs on every star; let each row observe its own book
        """)
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
            expectOnlyRowAndHeaderRan(host, after: "tapping \(BookTitles.title(number))")
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
        expectOnlyRowAndHeaderRan(host, after: "after scrolling, tapping \(BookTitles.title(150))")
        // A star changed in the library by the app's other code (not by a tap
        // on this list) re-runs one row too: the row of that book.
        let library = Library()
        let list = ViewHost(ReadingListScreen(library: library))
        let number = Scenario.int(in: 1...15)
        list.resetCounts()
        try setFavourite(library, number, true)
        list.update()
        expect(star(list, number) == "★", "after \(BookTitles.title(number)) was starred in the library (a sync), its row shows \(star(list, number).map { "“\($0)”" } ?? "nothing"); expected ★")
        expectBodyCount(BookRow.self, in: list, atMost: 1)
        expectOneRowRan(list, after: "starring \(BookTitles.title(number)) in the library (a sync)")
        expectOnlyRowAndHeaderRan(list, after: "starring \(BookTitles.title(number)) in the library (a sync)")
    }

    lab.check("rows-show-their-book") {
        // Some books are starred in the library before the list appears
        // (saved favourites), drawn per run; then the app's other code (a
        // sync) stars one more and unstars one: every row shows its own book.
        let library = Library()
        let order = Scenario.shuffled(Array(1...15))
        let atLaunch = Array(order.prefix(Scenario.int(in: 2...4)))
        for number in atLaunch { try setFavourite(library, number, true) }
        let host = ViewHost(ReadingListScreen(library: library))
        var starred = Set(atLaunch)
        expectStars(host, 1...15, starred: starred, after: "\(atLaunch.map(BookTitles.title).joined(separator: ", ")) were starred in the library before the list appeared")
        for (number, step) in [(order[atLaunch.count], "starring"), (atLaunch[0], "unstarring")] {
            try setFavourite(library, number, step == "starring")
            host.update()
            starred.formSymmetricDifference([number])
            expectStars(host, 1...15, starred: starred, after: "\(step) \(BookTitles.title(number)) in the library (a sync)")
        }
        // What the user stars on the list is in the library the app saves.
        let tapped = order[atLaunch.count + 1]
        try flip(host, tapped)
        starred.formSymmetricDifference([tapped])
        expectLibrary(library, starred: starred, after: "tapping \(BookTitles.title(tapped)) on the list")
        // And a book far down the list, starred in the library before the list is scrolled to it.
        try setFavourite(library, 150, true)
        host.update()
        host.scroll(to: 150)
        expectStars(host, 150...150, starred: [150], after: "Book 150 was starred in the library and the list scrolled to it")
        try flip(host, 150)
        expectLibrary(library, starred: starred, after: "unstarring \(BookTitles.title(150)) on the list")
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
        // Books starred in the library before the list appears, and changes the
        // app's other code makes to the library (a sync), count too.
        let library = Library()
        let atLaunch = Array(Scenario.shuffled(Array(1...15)).prefix(Scenario.int(in: 1...3)))
        for number in atLaunch { try setFavourite(library, number, true) }
        let list = ViewHost(ReadingListScreen(library: library))
        try requireHeader(list, atLaunch.count, after: "\(atLaunch.map(BookTitles.title).joined(separator: ", ")) were starred in the library before the list appeared")
        try setFavourite(library, atLaunch[0], false)
        list.update()
        try requireHeader(list, atLaunch.count - 1, after: "unstarring \(BookTitles.title(atLaunch[0])) in the library (a sync)")
    }
}
