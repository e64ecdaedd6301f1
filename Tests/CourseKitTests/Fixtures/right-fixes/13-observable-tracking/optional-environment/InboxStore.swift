import SwiftUI

/// The inbox's shared state; the sync service writes to it in the background.
/// With `@Observable`, each body is invalidated only by the properties it read.
@MainActor @Observable final class InboxStore {
    var userName = "Ada"
    var unreadCount = 3
    var isSyncing = false

    func markAllRead() {
        unreadCount = 0
    }
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

// Each view reads the store as an optional, so a preview or a screen that
// forgot to inject it shows placeholders instead of crashing.

struct GreetingHeader: View {
    @Environment(InboxStore.self) private var store: InboxStore?

    var body: some View {
        Text("Hello, \(store?.userName ?? "…")")
            .font(.title)
    }
}

struct UnreadBadge: View {
    @Environment(InboxStore.self) private var store: InboxStore?

    var body: some View {
        HStack {
            Text("Unread: \(store?.unreadCount ?? 0)")
            Spacer()
            Button("Mark all read") { store?.markAllRead() }
        }
    }
}

struct SyncStatus: View {
    @Environment(InboxStore.self) private var store: InboxStore?

    var body: some View {
        Text(store?.isSyncing == true ? "Syncing…" : "Up to date")
            .font(.footnote)
    }
}
