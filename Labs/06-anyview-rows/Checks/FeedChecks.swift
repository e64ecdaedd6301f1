import SwiftUI
@testable import StudentCode

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("rows-show") {
        let host = ViewHost(FeedScreen(items: SampleFeed.items))
        expect(host.texts.contains("Groceries (closed)") && host.texts.contains("Harbour"),
               "the feed shows \(host.texts); expected a closed Groceries note and the Harbour photo")
        host.tap("Open Groceries")
        expect(host.texts.contains("Oats, lemons, coffee"), "after Open Groceries the feed shows \(host.texts)")
        // Another feed where two notes share a title (titles repeat in real
        // feeds): opening the first opens that note alone.
        let titles = Scenario.repeating(["Groceries", "Standup", "Packing"], count: 3)
        let texts = ["Oats, lemons, coffee", "Moved to 9:30", "Passport, charger"]
        var items = zip(titles, texts).enumerated().map { FeedItem(id: $0.offset + 1, title: $0.element.0, kind: .note($0.element.1)) }
        items.insert(FeedItem(id: 4, title: "Harbour", kind: .photo("harbour-dawn")), at: Scenario.int(in: 0...3))
        let twice = titles.first { title in titles.filter { $0 == title }.count > 1 }!
        let (first, second) = (titles.firstIndex(of: twice)!, titles.lastIndex(of: twice)!)
        let other = ViewHost(FeedScreen(items: items))
        other.tap("Open \(twice)")
        let shown = other.texts
        expect(shown.contains(texts[first]) && !shown.contains(texts[second]) && shown.contains("\(twice) (closed)"), """
            in a feed with two notes titled \(twice), tapping the first “Open \(twice)” shows \(shown); expected the first note \
            open (“\(texts[first])”) and the second still closed (“\(twice) (closed)”). Whatever keeps a note open must belong \
            to that note (its row, or its id), not to its title
            """)
    }
    lab.check("pin-highlights") {
        // Notes and photos are pinned and unpinned in a random order (the
        // photo always among them, one item twice): after each tap exactly
        // the pinned rows show a yellow background, each its own.
        let host = ViewHost(FeedScreen(items: SampleFeed.items))
        let titles = SampleFeed.items.map(\.title)
        var pinned: Set<String> = []
        let twice = Scenario.pick(titles)
        for title in Scenario.shuffled(["Groceries", "Harbour", twice, twice]) {
            host.tap("Pin \(title)")
            if pinned.contains(title) { pinned.remove(title) } else { pinned.insert(title) }
            let shown = highlighted(titles, host)
            expect(shown == pinned.sorted(), """
                after tapping Pin \(title), the rows with a visible yellow background are \(shown.isEmpty ? "none" : shown.joined(separator: ", ")); \
                expected \(pinned.isEmpty ? "none" : pinned.sorted().joined(separator: ", ")) (the pinned ones, notes and photos alike; a yellow background lies under at least half of its row, not a dot or an underline in a corner). \(backgroundsSeen(host))The tree:
                \(host.dump(visibleOnly: true))
                """)
        }
    }
    lab.check("pin-keeps-state") {
        let host = ViewHost(FeedScreen(items: SampleFeed.items))
        host.tap("Open Groceries")
        host.resetCounts()
        host.tap("Pin Groceries")
        expect(host.texts.contains("Oats, lemons, coffee"),
               "after pinning the open Groceries note the feed shows \(host.texts); the note closed itself")
        host.tap("Pin Groceries")
        expect(host.texts.contains("Oats, lemons, coffee"), "after unpinning, the feed shows \(host.texts); the note closed itself")
        expectBodyCount(PhotoRow.self, in: host, exactly: 0)
        // Judged by identity, not by @State: a row torn down and rebuilt is
        // the bug whether or not it holds its open state (its onAppear, task,
        // focus and animations restart).
        host.tap("Pin Harbour")
        host.tap("Pin Harbour")
        expectNoRebuilds(in: host, "while Groceries and Harbour were pinned and unpinned")
    }
}

/// The titles of the rows drawn on a yellow background a user can see:
/// each visible view with a `.background` (a style, or a view it holds)
/// that paints yellow as a user sees it (`paint`: judged by its hue after
/// every opacity and colour effect around it, less what is painted over it,
/// never by a name: not `Color.clear`, not a colour at opacity 0.01, not a
/// yellow under `.grayscale(1)` or under a white layer), and the item titles
/// its row content shows inside it (the "Pin …" button's own label does not
/// make a row). Read from `host.tree(visibleOnly:)`.
@MainActor private func highlighted(_ titles: [String], _ host: ViewHost) -> [String] {
    let tree = host.tree(visibleOnly: true)
    var found = Set<String>()
    for view in tree where hasYellowBackground(view, in: tree) {
        let inside = [view] + tree[(view.index + 1)...].prefix { $0.depth > view.depth }
        // The row is what shows the item (its title, its Open button, its
        // caption), not the "Pin …" button beside it: yellow behind that
        // button alone highlights the control, not the row.
        for title in titles where inside.contains(where: { $0.text?.contains(title) == true && $0.text != "Pin \(title)" }) {
            found.insert(title)
        }
    }
    return found.sorted()
}

/// Whether a yellow a user can see is painted behind `view` as a
/// background: `.background` styles on it and views listed under it as its
/// background whose yellow covers at least `backgroundShare` of the row's
/// box (`share(of:)`, in points): a plain style fills the view's bounds, a
/// style in a shape what the shape fills (a disc in the middle of a wide
/// row does not); a dot, an underline or a stripe in the row's corner is a
/// mark on the row, not its background.
private func hasYellowBackground(_ view: ViewHost.TreeNode, in tree: [ViewHost.TreeNode]) -> Bool {
    guard let row = view.modifiers.first(where: { $0.name == "background" })?.frame ?? view.frame else { return false }
    let styles = view.modifiers.filter { $0.name == "background" && $0.paint.map(isVisibleYellow) == true }
    let yellow = tree.children(of: view.index).filter { $0.listedUnder == "background" }.flatMap { background in
        ([background] + tree[(background.index + 1)...].prefix { $0.depth > background.depth })
            .filter { $0.paint.map(isVisibleYellow) == true }
    }
    return styles.map { $0.share(of: row) }.reduce(0, +) + yellow.map { $0.share(of: row) }.reduce(0, +) >= backgroundShare
}

/// The share of the row a yellow background must cover: half. A background
/// fills the row's box (all of it; a rounded rectangle or capsule nearly
/// all); below half, the yellow is an accent on the row (a dot, an
/// underline, a side stripe), not what the row sits on.
private let backgroundShare = 0.5

/// Yellow as drawn: a hue within 14° of 52° (iOS's yellow, #FFCC00, is at
/// 48°; orange, #FF9500, at 35°), saturated and bright, that a user sees
/// (`paint.standsOut`: composited over the screen behind it, it differs
/// from the screen by CIEDE2000 ΔE 5 or more; a 25% yellow on white is 17,
/// a 3% one is 3).
private func isVisibleYellow(_ paint: ViewHost.Paint) -> Bool {
    guard let colour = paint.colour, paint.standsOut else { return false }
    return colour.hue(near: 52, within: 14) && colour.saturation >= 0.5 && colour.brightness >= 0.5
}

/// The backgrounds painted and the colour a user sees each in, after every
/// effect around it and less what covers it ("" when there are none).
@MainActor private func backgroundsSeen(_ host: ViewHost) -> String {
    let tree = host.tree(visibleOnly: true)
    func seen(_ paint: ViewHost.Paint) -> String {
        guard let shown = paint.shown else { return "\(paint)" }
        return "\(paint), seen as \(shown) over \(paint.backdrop) (ΔE \(Int(shown.difference(from: paint.backdrop).rounded())); a user sees 5 or more)"
    }
    let styles = tree.flatMap { view in view.modifiers.filter { $0.name == "background" }.compactMap(\.paint).map { "\(view.type): \(seen($0))" } }
    let views = tree.filter { $0.listedUnder == "background" }.compactMap { view in view.paint.map { "\(view.type): \(seen($0))" } }
    let all = styles + views
    return all.isEmpty ? "" : "The backgrounds drawn, as a user sees them: \(all.joined(separator: "; ")). "
}
