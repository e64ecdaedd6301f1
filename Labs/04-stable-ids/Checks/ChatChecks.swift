import SwiftUI
@testable import StudentCode

private func timesText(_ count: Int) -> String {
    count == 1 ? "once" : "\(count) times"
}

@MainActor private func stateInits(_ host: ViewHost) -> Int {
    host.events.filter { $0 == .stateInit("MessageRow.expanded") }.count
}

@MainActor func labChecks(_ lab: LabChecks) {
    let details = "Sent by Ben, message #2"
    lab.check("rows-expand") {
        let host = ViewHost(ChatList(messages: SampleChat.messages))
        host.tap("Details for Ben")
        expect(host.texts.contains(details), "after tapping “Details for Ben” the screen shows \(host.texts); expected “\(details)”")
        expect(host.texts.contains("Ana: Train is delayed •"), "unread messages end in “ •”; the screen shows \(host.texts)")
    }
    lab.check("expanded-survives-sync") {
        let host = ViewHost(ChatList(messages: SampleChat.messages))
        host.tap("Details for Ben")
        host.resetCounts()
        host.tap("Sync")
        expect(host.texts.contains("Synced once"), "after Sync the screen shows \(host.texts)")
        expect(host.texts.contains(details),
               "after tapping Sync (which changes nothing in the messages) Ben's row collapsed; the screen shows \(host.texts)")
        let created = stateInits(host)
        expect(created == 0, "tapping Sync created MessageRow's expanded state \(timesText(created)); expected never")
    }
    lab.check("expanded-survives-edit") {
        let host = ViewHost(ChatList(messages: SampleChat.messages))
        host.tap("Details for Ben")
        host.resetCounts()
        host.tap("Mark all read")
        expect(host.texts.contains("Ben: Saving you a seat"), "after Mark all read the screen shows \(host.texts)")
        expect(host.texts.contains(details),
               "after Mark all read Ben's row collapsed: it is the same message, so it should keep its state; the screen shows \(host.texts)")
        let created = stateInits(host)
        expect(created == 0, "marking the messages read created MessageRow's expanded state \(timesText(created)); expected never")
    }
    lab.check("expanded-survives-insert") {
        let host = ViewHost(ChatList(messages: SampleChat.messages))
        host.tap("Details for Ben")
        host.resetCounts()
        host.tap("Receive")
        expect(host.texts.contains("Dee: On my way •"), "after Receive the screen shows \(host.texts); expected Dee's new message on top")
        expect(host.texts.contains(details),
               "a new message arrived above Ben's and his open row closed (the screen shows \(host.texts)). Each row's state must follow its message, not its position")
        let strays = host.texts.filter { $0.hasPrefix("Sent by") && $0 != details }
        expect(strays.isEmpty, "after a new message arrived above, \(strays) is open, though only Ben's row was: the open state stayed at a position and moved to another message")
        let created = stateInits(host)
        expect(created == 1, "the new message should create one row state (its own); \(timesText(created)) were created")
    }
}
