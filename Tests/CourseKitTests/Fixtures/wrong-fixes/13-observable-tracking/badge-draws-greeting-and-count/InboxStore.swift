import SwiftUI

/// The inbox's shared state; the sync service writes to it in the background.
/// `@Observable` records which properties each body read, so a change
/// reaches only the views that read that property.
@MainActor @Observable final class InboxStore {
    var userName = "Ada"
    var unreadCount = 3
    var isSyncing = false
}

struct HomeScreen: View {
    let store: InboxStore

    var body: some View {
        VStack(alignment: .leading) {
            UnreadBadge()
            SyncStatus()
        }
        .environment(store)
    }
}

struct GreetingHeader: View {
    @Environment(InboxStore.self) private var store

    var body: some View {
        Text("Hello, \(store.userName)")
            .font(.title)
    }
}

struct UnreadBadge: View {
    @Environment(InboxStore.self) private var store

    var body: some View {
        VStack(alignment: .leading) {
            GreetingHeader()
            UnreadCount(count: store.unreadCount)
            Spacer()
            Button("Mark all read") { store.unreadCount = 0 }
        }
    }
}

struct SyncStatus: View {
    @Environment(InboxStore.self) private var store

    var body: some View {
        Text(store.isSyncing ? "Syncing…" : "Up to date")
            .font(.footnote)
    }
}

/// The count line.
struct UnreadCount: View {
    let count: Int

    var body: some View {
        Text("Unread: \(count)")
    }
}
