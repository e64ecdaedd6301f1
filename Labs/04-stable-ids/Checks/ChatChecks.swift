import SwiftUI
@testable import StudentCode

/// Taps `label` and returns how many `MessageRow`s were made during it. A row
/// SwiftUI tears down and makes again (a new identity, as an id that changes
/// with the message gives) loses its state, whatever keeps the open flag
/// elsewhere; `expectNoRebuilds` sees only rows rebuilt at the same identity.
@MainActor func rowsMade(in host: ViewHost, tapping label: String) -> Int {
    let before = host.tree.map(\.createdIn).max() ?? 0
    host.tap(label)
    return host.tree.filter { $0.viewType == MessageRow.self && $0.createdIn > before }.count
}

/// Fails unless exactly `expected` rows were made (one per message that arrived).
@MainActor func expectRowsMade(_ made: Int, _ expected: Int, _ when: String) {
    expect(made == expected, """
        \(when) \(made) message row\(made == 1 ? " was" : "s were") made anew; expected \(expected) (one per message that arrived). \
        A row made again for a message already shown is a new view: its state and onAppear start over. Identify rows by something that does not change with the message
        """)
}

@MainActor func labChecks(_ lab: LabChecks) {
    let details = "Sent by Ben, message #2"
    lab.check("rows-expand") {
        let host = ViewHost(ChatList(messages: SampleChat.messages))
        host.tap("Details for Ben")
        expect(host.texts.contains(details), "after tapping “Details for Ben” the screen shows \(host.texts); expected “\(details)”"
               + (host.whyHidden(details).map { " (it is in the tree but not seen: \($0))" } ?? ""))
        expect(host.texts.contains("Ana: Train is delayed •"), "unread messages end in “ •”; the screen shows \(host.texts)")
    }
    lab.check("expanded-survives-sync") {
        let host = ViewHost(ChatList(messages: SampleChat.messages))
        host.tap("Details for Ben")
        host.resetCounts()
        expectRowsMade(rowsMade(in: host, tapping: "Sync"), 0, "during Sync")
        expect(host.texts.contains("Synced once"), "after Sync the screen shows \(host.texts)")
        expect(host.texts.contains(details),
               "after tapping Sync (which changes nothing in the messages) Ben's row collapsed; the screen shows \(host.texts)")
        expectNoRebuilds(MessageRow.self, in: host, "while Sync updated the list")
    }
    lab.check("expanded-survives-edit") {
        let host = ViewHost(ChatList(messages: SampleChat.messages))
        host.tap("Details for Ben")
        host.resetCounts()
        expectRowsMade(rowsMade(in: host, tapping: "Mark all read"), 0, "while the messages were marked read")
        expect(host.texts.contains("Ben: Saving you a seat"), "after Mark all read the screen shows \(host.texts)")
        expect(host.texts.contains(details),
               "after Mark all read Ben's row collapsed: it is the same message, so it should keep its state; the screen shows \(host.texts)")
        expectNoRebuilds(MessageRow.self, in: host, "while the messages were marked read")
    }
    lab.check("expanded-survives-insert") {
        let host = ViewHost(ChatList(messages: SampleChat.messages))
        host.tap("Details for Ben")
        host.resetCounts()
        expectRowsMade(rowsMade(in: host, tapping: "Receive"), 1, "while a new message arrived on top")
        expect(host.texts.contains("Dee: On my way •"), "after Receive the screen shows \(host.texts); expected Dee's new message on top")
        expect(host.texts.contains(details),
               "a new message arrived above Ben's and his open row closed (the screen shows \(host.texts)). Each row's state must follow its message, not its position")
        let strays = host.texts.filter { $0.hasPrefix("Sent by") && $0 != details }
        expect(strays.isEmpty, "after a new message arrived above, \(strays) is open, though only Ben's row was: the open state stayed at a position and moved to another message")
        expectNoRebuilds(MessageRow.self, in: host, "while a new message arrived on top")
    }
    lab.check("rows-follow-their-messages") {
        // A conversation where authors and texts repeat (the checks pick it
        // at random): one author wrote twice and two messages say the same
        // thing; Receive brings Dee's very same message again and again. A
        // row is opened, then Dee's newest row is opened and another copy of
        // it arrives above it. Each row must go on showing its own message,
        // only the opened messages stay open, and no row is torn down and
        // built again.
        var messages = SampleChat.repeating()
        var opened: Set<Int> = []
        let host = ViewHost(ChatList(messages: messages))
        @MainActor func open(_ author: String) {
            host.tap("Details for \(author)")
            opened.insert(messages.first { $0.author == author }!.id)
        }
        @MainActor func expectRows(_ when: String) {
            let lines = host.texts.filter { line in ["Ana", "Ben", "Cleo", "Dee"].contains { line.hasPrefix("\($0): ") } }
            let expected = messages.map { "\($0.author): \($0.text)\($0.isRead ? "" : " •")" }
            expect(lines == expected, "\(when) the rows read \(lines); expected \(expected), one row per message in order")
            let open = host.texts.filter { $0.hasPrefix("Sent by") }
            let openExpected = messages.filter { opened.contains($0.id) }.map { "Sent by \($0.author), message #\($0.id)" }
            expect(open == openExpected, """
                \(when) the open rows show \(open); expected \(openExpected). Several messages here share an author or a text: \
                a row identified by one of those shares its identity (and its open state) with another message's row
                """)
        }
        let author = Scenario.pick(["Ana", "Ben", "Cleo"])
        open(author)
        expectRows("after tapping “Details for \(author)”")
        host.resetCounts()
        let extras = Scenario.shuffled(["Mark all read", "Sync", "Receive"])
        let split = Scenario.int(in: 0...extras.count)
        for action in extras[..<split] + ["Receive", "Details for Dee", "Receive"] + extras[split...] {
            switch action {
            case "Receive":
                expectRowsMade(rowsMade(in: host, tapping: action), 1, "during Receive")
                messages.insert(Message(id: messages.count + 1, author: "Dee", text: "On my way"), at: 0)
            case "Mark all read":
                expectRowsMade(rowsMade(in: host, tapping: action), 0, "during Mark all read")
                for index in messages.indices { messages[index].isRead = true }
            case "Details for Dee":
                open("Dee")
            default:
                expectRowsMade(rowsMade(in: host, tapping: action), 0, "during \(action)")
            }
            expectRows("after \(action == "Receive" ? "Receive (Dee: On my way)" : action)")
        }
        expectNoRebuilds(MessageRow.self, in: host, "while messages arrived, were opened, marked read and synced")
    }
}
