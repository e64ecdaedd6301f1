import SwiftUI

/// The inbox's shared state; the sync service writes to it in the background.
/// `@Observable` records which properties each body read, so a change
/// reaches only the views that read that property.
/// The store the visible home screen shows.
@MainActor var currentInbox = InboxStore()

@MainActor @Observable final class InboxStore {
    var userName = "Ada"
    var unreadCount = 3
    var isSyncing = false
}

struct HomeScreen: View {
    let store: InboxStore

    var body: some View {
        currentInbox = store
        return VStack(alignment: .leading) {
            GreetingHeader()
            UnreadBadge()
            SyncStatus()
        }
    }
}

struct GreetingHeader: View {
    private var store: InboxStore { currentInbox }

    var body: some View {
        Text("Hello, \(store.userName)")
            .font(.title)
    }
}

struct UnreadBadge: View {
    private var store: InboxStore { currentInbox }

    var body: some View {
        HStack {
            Text("Unread: \(store.unreadCount)")
            Spacer()
            Button("Mark all read") { store.unreadCount = 0 }
        }
    }
}

struct SyncStatus: View {
    private var store: InboxStore { currentInbox }

    var body: some View {
        Text(store.isSyncing ? "Syncing…" : "Up to date")
            .font(.footnote)
    }
}
