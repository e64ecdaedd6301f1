import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// One line of `host.dump()`: its depth (two spaces a level) and its text.
private struct DumpLine: Equatable {
    let depth: Int
    let text: String
}

private func lines(of dump: String) -> [DumpLine] {
    dump.split(separator: "\n").map { line in
        let indent = line.prefix { $0 == " " }.count
        return DumpLine(depth: indent / 2, text: String(line.dropFirst(indent)))
    }
}

/// The line that shows `prefix` (a `Text "…"` line) and every line above it
/// that contains it, outermost first: the views and modifiers a change of
/// that text goes through.
private func path(toText prefix: String, in dump: String) -> [DumpLine]? {
    let all = lines(of: dump)
    guard let index = all.firstIndex(where: { $0.text.hasPrefix("Text \"\(prefix)") }) else { return nil }
    var path = [all[index]]
    var depth = all[index].depth
    for line in all[..<index].reversed() where line.depth < depth {
        path.insert(line, at: 0)
        depth = line.depth
    }
    return path
}

/// A dump line without the state values it lists (`[count = 2]`).
private func withoutState(_ text: String) -> String {
    text.replacingOccurrences(of: #" \[[^\]]*\]"#, with: "", options: .regularExpression)
}

/// The `.id(…)` a dump line carries, if any.
private func idValue(_ line: DumpLine) -> Substring? {
    guard let start = line.text.range(of: ".id(") else { return nil }
    return line.text[start.upperBound...].prefix { $0 != ")" }
}

@MainActor private func receiptShown(_ host: ViewHost) -> Bool {
    host.texts.contains { $0.hasPrefix("Receipt:") }
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("order-works") {
        let host = ViewHost(OrderScreen())
        try require(host.texts.contains("Items: 1"), "at first the card should show “Items: 1”; the screen shows \(host.texts)")
        try require(!receiptShown(host), "at first the receipt should be hidden; the screen shows \(host.texts)")
        let adds = Scenario.int(in: 2...4)
        for _ in 0..<adds { host.tap("Add item") }
        expect(host.texts.contains("Items: \(1 + adds)"), "after \(adds) taps on Add item the card should show “Items: \(1 + adds)”; the screen shows \(host.texts)")
        host.tap("Show receipt")
        let receipt = "Receipt: \(1 + adds) items, \(OrderPrices.total(for: 1 + adds))"
        expect(host.texts.contains(receipt), "after Show receipt the screen should show “\(receipt)”; it shows \(host.texts)")
        host.tap("Hide receipt")
        expect(!receiptShown(host), "after Hide receipt no receipt should be visible; the screen shows \(host.texts)")
        host.tap("Show details")
        expect(host.texts.contains("Details: \(1 + adds) × \(OrderPrices.itemName)"), "after Show details the card should list the details; the screen shows \(host.texts)")
    }

    lab.check("receipt-inserted") {
        // A transition runs when its view is inserted into the tree or
        // removed from it; a view that only changes opacity (or size) is
        // neither, so its `.transition` never runs.
        let host = ViewHost(OrderScreen())
        let panels = { host.views(of: ReceiptPanel.self).count }
        try require(panels() == 0, """
            with the receipt hidden, a ReceiptPanel is still in the view tree (\(panels()) of them), only not drawn: \
            the receipt is never removed or inserted, so its .transition(.move(edge: .bottom)) never runs. \
            Include the panel only while it shows (an `if`), so showing it inserts it
            """)
        let before = host.dump()
        host.tap("Show receipt")
        try require(panels() == 1 && receiptShown(host), "after Show receipt one ReceiptPanel should be on screen; the screen shows \(host.texts)")
        // The view the tap inserted: on the way from the root to the
        // receipt's text, the outermost line the dump did not have before
        // (state values in brackets left out: they change, the view stays).
        let old = Set(lines(of: before).map { withoutState($0.text) })
        let top = path(toText: "Receipt:", in: host.dump())?.first { !old.contains(withoutState($0.text)) }
        expect(top.map { $0.text.contains(".transition") } ?? false, """
            Show receipt inserted \(top.map { "“\($0.text)”" } ?? "nothing new"), which carries no .transition: \
            the transition belongs on the view that is inserted and removed (inside the `if`), where it runs
            """)
        host.tap("Hide receipt")
        expect(panels() == 0 && !receiptShown(host), "after Hide receipt the ReceiptPanel should be removed from the tree; \(panels()) remain, and the screen shows \(host.texts)")
    }

    lab.check("details-survive-count") {
        let host = ViewHost(OrderScreen())
        host.tap("Show details")
        try require(host.texts.contains { $0.hasPrefix("Details:") }, "after Show details the card should list the details; the screen shows \(host.texts)")
        host.resetCounts()
        let adds = Scenario.int(in: 2...4)
        for _ in 0..<adds { host.tap("Add item") }
        try require(host.texts.contains("Items: \(1 + adds)"), "after \(adds) taps on Add item the card should show “Items: \(1 + adds)”; the screen shows \(host.texts)")
        expect(host.texts.contains("Details: \(1 + adds) × \(OrderPrices.itemName)"), """
            the user opened the details, then added \(adds) items, and the details closed (the screen shows \(host.texts)): \
            the card's @State was lost
            """)
        let resets = host.events.filter { $0 == .stateInit("QuantityCard.showsDetails") }.count
        expect(resets == 0, """
            QuantityCard's showsDetails was created again \(resets) times while the count changed: \
            \(host.rebuilds(of: QuantityCard.self).map(\.description).joined(separator: "; ")). \
            A new .id is a new view with new state; animate the number's change inside one card instead
            """)
    }

    lab.check("count-animates") {
        // The count's change is still animated: by a content transition on
        // the number (or around it), or by a transition on a view whose
        // identity follows the count, as long as that view holds no state
        // (the check above judges that part).
        let host = ViewHost(OrderScreen())
        let before = host.dump()
        host.tap("Add item")
        let after = host.dump()
        guard let pathBefore = path(toText: "Items: 1", in: before), let pathAfter = path(toText: "Items: 2", in: after) else {
            throw CheckStopped(message: "the card should show “Items: 1”, then “Items: 2” after Add item; the screen shows \(host.texts)")
        }
        let content = pathAfter.contains { $0.text.contains(".contentTransition") }
        let replaced = zip(pathBefore, pathAfter).contains { old, new in
            new.text.contains(".transition") && idValue(new) != nil && idValue(old) != idValue(new)
        }
        expect(content || replaced, """
            the count changes without an animation of its own: nothing on the way to the “Items: 2” text carries a \
            .contentTransition, and no view there with a .transition gets a new identity when the count changes \
            (a .transition runs only on insertion and removal). Give the number a content transition, \
            .contentTransition(.numericText(value:)), which animates inside the same view
            """)
    }
}
