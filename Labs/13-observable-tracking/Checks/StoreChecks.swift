import SwiftUI
@testable import StudentCode

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("screen-shows") {
        let store = InboxStore()
        let host = ViewHost(HomeScreen(store: store))
        for expected in ["Hello, Ada", "Unread: 3", "Up to date"] {
            expect(host.texts.contains(expected), "at mount the screen shows \(host.texts); expected “\(expected)” on it")
        }
        store.unreadCount = 7
        store.isSyncing = true
        host.update()
        expect(host.texts.contains("Unread: 7") && host.texts.contains("Syncing…"),
               "after the store changed to 7 unread and syncing, the screen shows \(host.texts); expected “Unread: 7” and “Syncing…”")
        host.tap("Mark all read")
        expect(host.texts.contains("Unread: 0"), "after tapping Mark all read the screen shows \(host.texts); expected “Unread: 0”")
    }
    lab.check("only-readers-rerun") {
        let store = InboxStore()
        let host = ViewHost(HomeScreen(store: store))
        for _ in 0..<3 {
            store.unreadCount += 1
            host.update()
        }
        expect(host.texts.contains("Unread: 6"), "after 3 new messages the screen shows \(host.texts); expected “Unread: 6”")
        expectBodyCount(UnreadBadge.self, in: host, exactly: 4)
        // Neither reads unreadCount, so neither should re-run.
        expectBodyCount(GreetingHeader.self, in: host, exactly: 1)
        expectBodyCount(SyncStatus.self, in: host, exactly: 1)
        expectBodyCount(HomeScreen.self, in: host, exactly: 1)
    }
}
