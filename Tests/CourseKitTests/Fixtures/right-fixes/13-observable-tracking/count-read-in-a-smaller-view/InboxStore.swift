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
            GreetingHeader()
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
        HStack {
            UnreadCount()
            Spacer()
            Button("Mark all read") { store.unreadCount = 0 }
        }
    }
}

/// The one view that reads the count, so the one view a new message re-runs.
struct UnreadCount: View {
    @Environment(InboxStore.self) private var store

    var body: some View {
        Text("Unread: \(store.unreadCount)")
    }
}

struct SyncStatus: View {
    @Environment(InboxStore.self) private var store

    var body: some View {
        Text(store.isSyncing ? "Syncing…" : "Up to date")
            .font(.footnote)
    }
}
