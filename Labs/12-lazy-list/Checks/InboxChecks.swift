import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor private func mount() -> ViewHost {
    ViewHost(InboxView(messages: Mailbox.sample(count: 1_000)))
}

/// How long a user reads the screen after it appears or after an action,
/// in the simulator's virtual seconds (twenty-sixth review, finding 17): the
/// checks read it a glance later and again this much later (`host.wait`),
/// so an inbox that jumps on its own 1.5 or 5 s after opening is seen to,
/// as one that jumps after 0.3 s is. No real time passes.
private let reading = 10.0

/// The inbox's data, which the checks change after the first load (new mail
/// arrives, a message is deleted), as a sync would.
@MainActor @Observable final class LabInboxFeed {
    var messages: [Message]
    init(_ messages: [Message]) { self.messages = messages }
}

/// The student's `InboxView`, shown with the feed's messages of the moment.
struct LabInboxProbe: View {
    let feed: LabInboxFeed
    var body: some View { InboxView(messages: feed.messages) }
}

/// Whether the screen shows `message` as one row: its subject, with its own
/// sender just before it (a row shows the sender, then the subject). A
/// subject can repeat (a reply keeps its thread's subject): any of its lines will do.
@MainActor private func shows(_ message: Message, in texts: [String]) -> String? {
    let places = texts.indices.filter { texts[$0] == message.subject }
    guard let index = places.first else {
        return "“\(message.subject)” (from \(message.sender)) is not on screen"
    }
    guard places.contains(where: { $0 > 0 && texts[$0 - 1] == message.sender }) else {
        return "“\(message.subject)” is shown next to “\(index > 0 ? texts[index - 1] : "nothing")”; it is from \(message.sender)"
    }
    return nil
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("first-rows-show") {
        let host = mount()
        // At mount, and still while the user reads the first rows: an inbox
        // that moves away from them on its own seconds later loses their place.
        for moment in ["at mount", "\(Int(reading)) s after mount"] {
            if moment != "at mount" { host.wait(seconds: reading) }
            let missing = ["Message 1", "Message 2", "Message 10"].filter { !host.texts.contains($0) }
            for expected in missing {
                expect(false, "\(moment) the screen shows \(host.texts.prefix(12))…; expected “\(expected)” among the first rows")
            }
            // The screen must look as it did: one message per line, each under the one before.
            let frames = (1...4).map { host.frame(of: "Message \($0)") }
            var oneColumn = true
            if frames.allSatisfy({ $0 != nil }) {
                let placed = frames.map { $0! }
                for (above, below) in zip(placed, placed.dropFirst()) where !(below.y > above.y && below.x == above.x) {
                    expect(false, """
                        \(moment) the first messages are no longer one per line, each under the one before: “Message 1” to “Message 4” \
                        are drawn at \(placed.map(\.description)) (x,y width x height, in cells). Keep the inbox's look: \
                        a single column of rows
                        """)
                    oneColumn = false
                    break
                }
            }
            // One message is enough: the second reading says the same again.
            if !missing.isEmpty || !oneColumn { break }
        }
    }
    lab.check("builds-visible-rows") {
        let host = mount()
        host.wait(seconds: reading)
        let rows = host.bodyCount(MessageRow.self)
        expect(rows >= 1 && rows <= 20, """
            MessageRow.body ran \(rows) times when the inbox of 1,000 messages appeared and in the \(Int(reading)) s after; \
            expected at most 20, the rows that fit on the simulator's screen
            """)
        expect(host.texts.contains("Message 1"), "\(Int(reading)) s after mount the screen shows \(host.texts.prefix(12))…; expected “Message 1”")
    }
    lab.check("scroll-reveals") {
        let host = mount()
        // The user scrolls once the inbox has settled in front of them.
        host.wait(seconds: reading)
        // Read from `host.visibleTree`: a view of SwiftUI's, not a word in a
        // text, and one a user sees (a hidden 0×0 ScrollView scrolls nothing).
        let tree = host.visibleTree
        let scrolls: (ViewHost.TreeNode) -> Bool = { $0.isBuiltIn && ["ScrollView", "List"].contains($0.type) }
        // Built but not seen (covered by a fullScreenCover, hidden, moved away): say why, not "no longer scrolls".
        if !tree.contains(where: scrolls), host.tree(visibleOnly: false).contains(where: scrolls) {
            try require(false, """
                the inbox's ScrollView is built but a user does not see it\(host.whyHidden("Message 1").map { ": “Message 1” is \($0)" } ?? ""). \
                Keep the inbox on screen.
                """)
        }
        try require(tree.contains(where: scrolls), """
            the inbox no longer scrolls: nothing around its rows is a ScrollView or a List, so a user could never reach \
            message 500 (a lazy stack builds rows as they scroll into view, but it does not scroll by itself). Keep the \
            ScrollView and make the stack inside it lazy. The tree begins:
            \(tree.prefix(8).map { String(repeating: "  ", count: $0.depth) + $0.description }.joined(separator: "\n"))
            """)
        // The rows go down the screen: a ScrollView that scrolls only
        // sideways, or along no axis (`ScrollView([])`), never brings message 500.
        let vertical = tree.contains { $0.isBuiltIn && ($0.type == "List" || ($0.type == "ScrollView" && $0.scrollAxes?.contains(.vertical) == true)) }
        try require(vertical, """
            the inbox no longer scrolls down: its ScrollView scrolls \
            \(tree.first { $0.isBuiltIn && $0.type == "ScrollView" }?.scrollAxes == [.horizontal] ? "only sideways" : "along no axis"), \
            so a user could never reach message 500 below the first rows. Keep `ScrollView` (vertical, its default) \
            around the rows.
            """)
        // A row drawn per run: a fixed one could be shown by a constant text.
        // (Not `expectChange`: the eager starter shows every row at mount, and passes.)
        let row = Scenario.int(in: 200...999)
        host.scroll(to: row)
        expect(host.texts.contains("Message \(row)"), "after scrolling to row \(row) the screen has no “Message \(row)”")
        if host.texts.contains("Message \(row)") {
            host.wait(seconds: reading)
            expect(host.texts.contains("Message \(row)"), """
                \(Int(reading)) s after scrolling to row \(row) the screen shows \(host.texts.prefix(12))…; \
                expected “Message \(row)” still: the inbox moved away from where the user scrolled on its own
                """)
        }
        let rows = host.bodyCount(MessageRow.self)
        expect(rows <= 1_000, "MessageRow.body ran \(rows) times after one scroll; expected each row built at most once")
    }
    lab.check("rows-keep-their-message") {
        // New mail arrives and messages are deleted after the first load, near
        // the top where rows are built, from senders who repeat, with subjects
        // that repeat (a reply keeps its thread's subject). Each row must
        // stay the row of its message: one that is handed another message
        // (its id is a position, or a value messages share) moves its state,
        // its insert/remove animation and the scroll anchor to the wrong message.
        let feed = LabInboxFeed(Mailbox.sample(count: 1_000))
        let host = ViewHost(LabInboxProbe(feed: feed))
        // The inbox as the user reads it, before the mail changes.
        host.wait(seconds: reading)
        let senders = ["Mina", "Theo", "Ana", "Jules"]
        var nextID = 1_001
        var steps: [String] = []
        for change in Scenario.shuffled(["arrive", "arrive", "delete", Scenario.pick(["arrive", "delete"])]) {
            host.resetCounts()
            let position = Scenario.int(in: 0...10)
            let step: String
            var removed: Message?
            if change == "arrive" {
                // A reply in the thread of a message near the top: the same subject.
                // The first one is a follow-up by the same sender: sender and subject both repeat.
                let thread = feed.messages[Scenario.int(in: 0...10)]
                let sender = nextID == 1_001 ? thread.sender : Scenario.pick(senders)
                let message = Message(id: nextID, sender: sender, subject: thread.subject)
                nextID += 1
                feed.messages.insert(message, at: position)
                step = "a new message from \(message.sender), “\(message.subject)”, arrived at row \(position + 1) (a reply: the subject repeats)"
            } else {
                removed = feed.messages.remove(at: position)
                step = "“\(removed!.subject)” (row \(position + 1)) was deleted"
            }
            host.update()
            steps.append(step)
            // A glance after the change, and again once the user has read it.
            var shownWrong = false
            for later in [false, true] where !shownWrong {
                if later { host.wait(seconds: reading) }
                let moment = later ? " and \(Int(reading)) s more" : ""
                let texts = host.texts
                if let removed, !feed.messages.contains(where: { $0.subject == removed.subject }), texts.contains(removed.subject) {
                    expect(false, "after \(step)\(moment), the screen still shows it: \(texts.prefix(16))…")
                    shownWrong = true
                }
                for message in feed.messages.prefix(12) {
                    if let problem = shows(message, in: texts) {
                        expect(false, "after \(steps.joined(separator: ", then "))\(moment): \(problem)")
                        shownWrong = true
                        break
                    }
                }
            }
            let handedAnother = host.reasons(MessageRow.self).filter { run in
                run.outcome == .ran && run.reasons.contains { $0.kind == .selfChanged }
            }
            if let first = handedAnother.first {
                let change = first.reasonLines.first ?? first.summary
                expect(false, """
                    after \(steps.joined(separator: ", then ")): \(handedAnother.count) MessageRow\(handedAnother.count == 1 ? " was" : "s were") \
                    handed another message instead of keeping its own (\(change)). A row's identity must be its message's \
                    own id: with a position or a shared value (a sender) as the id, every row after the change becomes \
                    another message's row (its state, its animation and the scroll position follow the wrong message)
                    """)
                break
            }
            expectNoRebuilds(in: host, "after \(step)")
        }
    }
}
