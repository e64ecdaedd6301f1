import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// The view showing a text that starts with `prefix`, and every view it is
/// nested in, outermost first: the views and modifiers a change of that text
/// goes through. Read from `host.tree`: each modifier as the simulator
/// recorded it, never a word in a line that a text or a state value could hold.
private func path(toText prefix: String, in tree: [ViewHost.TreeNode]) -> [ViewHost.TreeNode]? {
    guard let index = tree.firstIndex(where: { $0.text?.hasPrefix(prefix) == true }) else { return nil }
    return tree.path(to: index)
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
        // Every view the tap inserts is newer than the newest view before it.
        let newest = host.tree.map(\.createdIn).max() ?? 0
        host.tap("Show receipt")
        try require(panels() == 1 && receiptShown(host), "after Show receipt one ReceiptPanel should be on screen; the screen shows \(host.texts)")
        // The view the tap inserted: on the way from the root to the
        // receipt's text, the outermost view that did not exist before.
        let top = path(toText: "Receipt:", in: host.tree)?.first { $0.createdIn > newest }
        expect(top.map { animates($0, "transition") } ?? false, """
            Show receipt inserted \(top.map { "“\($0)”" } ?? "nothing new"), which carries no .transition: \
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
        let before = host.tree
        host.tap("Add item")
        let after = host.tree
        guard let pathBefore = path(toText: "Items: 1", in: before), let pathAfter = path(toText: "Items: 2", in: after) else {
            throw CheckStopped(message: "the card should show “Items: 1”, then “Items: 2” after Add item; the screen shows \(host.texts)")
        }
        let content = pathAfter.contains { animates($0, "contentTransition") }
        let replaced = zip(pathBefore, pathAfter).contains { old, new in
            animates(new, "transition") && new.modifier("id") != nil && old.modifier("id")?.arguments != new.modifier("id")?.arguments
        }
        expect(content || replaced, """
            the count changes without an animation of its own: nothing on the way to the “Items: 2” text carries a \
            .contentTransition, and no view there with a .transition gets a new identity when the count changes \
            (a .transition runs only on insertion and removal). Give the number a content transition, \
            .contentTransition(.numericText(value:)), which animates inside the same view
            """)
    }
}

/// Whether `node` carries a `name` modifier (`transition`, `contentTransition`)
/// that animates: `.identity` (alone, or on both sides of an asymmetric one)
/// changes nothing, so it does not count.
func animates(_ node: ViewHost.TreeNode, _ name: String) -> Bool {
    node.modifiers.contains { modifier in
        guard modifier.name == name else { return false }
        let words = (modifier.arguments ?? "").split { !$0.isLetter }.filter { $0 != "asymmetric" && $0 != "identity" }
        return !words.isEmpty
    }
}
