import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// The view a user sees showing a text that starts with `prefix`, and every
/// view it is nested in, outermost first: the views and modifiers a change of
/// that text goes through. Read from `host.tree(visibleOnly: true)`: a hidden
/// or zero-sized copy of the text is not the one the user watches change;
/// each modifier as the simulator recorded it, never a word in a line.
@MainActor private func path(toText prefix: String, in host: ViewHost) -> [ViewHost.TreeNode]? {
    let tree = host.tree(visibleOnly: true)
    guard let index = tree.firstIndex(where: { $0.text?.hasPrefix(prefix) == true }) else { return nil }
    return tree.path(to: index)
}

private func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
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
        // receipt's text, the outermost view that did not exist before. The
        // transition that applies to it (its own, or the one on the root of
        // its body) must change it on insertion, in an animated transaction.
        let top = path(toText: "Receipt:", in: host)?.first { $0.createdIn > newest }
        if let transition = top?.transition {
            expect(transition.changesOnInsertion, """
                the inserted receipt carries \(transition), which changes nothing a user sees when the receipt is inserted \
                (its inserted look is drawn like its look at rest: a move or size change under \(Int(ViewHost.visibleSizeChange)) points, \
                an opacity change under \(format(ViewHost.visibleOpacityChange)), a blur under \(format(ViewHost.visibleBlurChange)) point \
                or a colour change under CIEDE2000 \(format(ViewHost.visibleDifference)) counts as none): it appears at once \
                instead of sliding up. Give it a transition that moves it in, .move(edge: .bottom)
                """)
            expect(transition.insertionTiming?.shows == true, transition.insertionTiming.map { timing in """
                Show receipt inserted the receipt with an animation a user does not see play (\(timing): it must start \
                within \(format(ViewHost.AnimationTiming.longestDelay)) s and run between \(format(ViewHost.AnimationTiming.shortestSeen)) \
                and \(format(ViewHost.AnimationTiming.longestWatched)) s; a spring runs until it settles, by its physics, and \
                repeatForever never ends), so its \(transition) is never seen: keep withAnimation's \
                own timing, and no .transaction { } or .animation(_:value:) around the receipt may change it
                """ } ?? """
                Show receipt inserted the receipt without an animation at that view, so its \(transition) never runs: \
                the change must happen in withAnimation { … }, and no .transaction { } or .animation(nil, value:) \
                around the receipt may take the animation away
                """)
        } else {
            expect(false, """
                Show receipt inserted \(top.map { "“\($0)”" } ?? "nothing new"), which carries no .transition: \
                the transition belongs on the view that is inserted and removed (inside the `if`), where it runs
                """)
        }
        let removedBefore = host.removals.count
        host.tap("Hide receipt")
        expect(panels() == 0 && !receiptShown(host), "after Hide receipt the ReceiptPanel should be removed from the tree; \(panels()) remain, and the screen shows \(host.texts)")
        // The receipt leaves as it came: SwiftUI keeps a removed view on
        // screen while its transition's removal runs, in an animated
        // transaction. Judged on the outermost view Hide receipt removed
        // with the receipt's text in it (`host.removals`), however the
        // transition or the animation is spelled.
        if let removal = host.removals.dropFirst(removedBefore).last(where: { $0.texts.contains { $0.hasPrefix("Receipt:") } }) {
            let how = removal.transition.map { "its \($0)" } ?? "its default fade (no .transition)"
            expect(removal.transition?.changesOnRemoval ?? true, """
                Hide receipt removed the receipt with \(how), which changes nothing a user sees on removal (an .identity removal, \
                or a removed look drawn like its look at rest: a move or size change under \(Int(ViewHost.visibleSizeChange)) points, \
                an opacity change under \(format(ViewHost.visibleOpacityChange)), a blur under \(format(ViewHost.visibleBlurChange)) point \
                or a colour change under CIEDE2000 \(format(ViewHost.visibleDifference))): it vanishes in one frame. Keep every \
                animation: the receipt leaves as a view, with a removal a user sees (.move(edge: .bottom) both ways)
                """)
            expect(removal.timing?.shows == true, removal.timing.map { timing in """
                Hide receipt removed the receipt with an animation a user does not see play (\(timing): it must start \
                within \(format(ViewHost.AnimationTiming.longestDelay)) s and run between \(format(ViewHost.AnimationTiming.shortestSeen)) \
                and \(format(ViewHost.AnimationTiming.longestWatched)) s), so \(how) is never seen: keep withAnimation on Hide receipt too
                """ } ?? """
                Hide receipt removed the receipt without an animation at that view, so \(how) never runs and the receipt \
                vanishes in one frame: keep every animation, withAnimation { … } on Hide receipt as on Show receipt, and no \
                .transaction { } or .animation(nil, value:) around the receipt taking it away
                """)
        } else {
            expect(false, "Hide receipt removed no view that showed the receipt (“Receipt: …”); the screen shows \(host.texts)")
        }
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
        // Judged by identity, not by @State: a card torn down and built again
        // at its place is a new view (its onAppear, task and focus start
        // over), even with its state moved up out of the way.
        expectNoRebuilds(QuantityCard.self, in: host, "while the count changed (a new .id is a new view; animate the number inside one card instead)")
    }

    lab.check("count-animates") {
        // The count's change is still animated: by a content transition on
        // the number (or around it), or by a transition on a view whose
        // identity follows the count (the check above judges whether that
        // view may lose its identity). Either runs only if the update that
        // changed the number animated there.
        let host = ViewHost(OrderScreen())
        let before = path(toText: "Items: 1", in: host)
        host.tap("Add item")
        guard let pathBefore = before, let pathAfter = path(toText: "Items: 2", in: host), let number = pathAfter.last else {
            throw CheckStopped(message: "the card should show “Items: 1”, then “Items: 2” after Add item; the screen shows \(host.texts)")
        }
        // The content transition in effect at the number: the nearest one
        // (Apple, contentTransition(_:), iOS 16, sets the environment's
        // EnvironmentValues.contentTransition, so the innermost setting wins;
        // ContentTransition.identity: "content changes shouldn't animate").
        // Twenty-first review: `.identity` on the text under a card's
        // `.numericText()` leaves the number unanimated.
        let inEffect = pathAfter.reversed().lazy.compactMap { node in
            node.modifiers.first { $0.name == "contentTransition" }
        }.first
        let content = inEffect.map { $0.arguments != "identity" } ?? false
        let replaced = zip(pathBefore, pathAfter).contains { old, new in
            guard let transition = new.transition, let id = new.modifier("id"), old.modifier("id")?.arguments != id.arguments else { return false }
            return (transition.changesOnInsertion && transition.insertionTiming?.shows == true)
                || (transition.changesOnRemoval && transition.removalTiming?.shows == true)
        }
        expect(content || replaced, """
            the count changes without an animation of its own: \(inEffect == nil ? "nothing on the way to the “Items: 2” text the user sees carries a .contentTransition" : "the .contentTransition nearest the “Items: 2” text the user sees is .identity (the innermost one applies: content changes don't animate)"), and no view there gets a new identity with a .transition that \
            animates (a .transition runs only on insertion and removal). Give the number a content transition, \
            .contentTransition(.numericText(value:)), which animates inside the same view
            """)
        expect(replaced || !content || number.animationTiming?.shows == true, number.animationTiming.map { timing in """
            the number's .contentTransition is never seen: Add item changed the number with an animation a user does not \
            see play (\(timing): it must start within \(format(ViewHost.AnimationTiming.longestDelay)) s and run between \
            \(format(ViewHost.AnimationTiming.shortestSeen)) and \(format(ViewHost.AnimationTiming.longestWatched)) s; a spring \
            runs until it settles, by its physics); no \
            .transaction { } or .animation(_:value:) around the number may change withAnimation's timing
            """ } ?? """
            the number's .contentTransition never runs: Add item changed the number without an animation at the text \
            (the change must happen in withAnimation { … }, and no .transaction { } or .animation(nil, value:) \
            around the number may take the animation away)
            """)
    }
}
