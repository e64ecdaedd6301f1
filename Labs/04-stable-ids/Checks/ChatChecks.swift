import SwiftUI
@testable import StudentCode

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
        expect(host.texts.contains("Synced 1 times"), "after Sync the screen shows \(host.texts)")
        expect(host.texts.contains(details),
               "after tapping Sync (which changes nothing in the messages) Ben's row collapsed; the screen shows \(host.texts)")
        let created = stateInits(host)
        expect(created == 0, "tapping Sync created MessageRow's expanded state \(created) times; expected 0")
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
        expect(created == 0, "marking the messages read created MessageRow's expanded state \(created) times; expected 0")
    }
}
