import SwiftUI
import Observation

/// The inbox's shared state; the sync service writes to it in the background.
@MainActor @Observable final class InboxStore {
    var userName = "Ada"
    var unreadCount = 3
    var isSyncing = false

    /// Bookkeeping no view shows: not tracked, so writing it re-runs nothing.
    @ObservationIgnored private var resets = 0

    func markAllRead() {
        resets += 1
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
            Text("Unread: \(store.unreadCount)")
            Spacer()
            Button("Mark all read", action: store.markAllRead)
        }
    }
}

struct SyncStatus: View {
    @Environment(InboxStore.self) private var store

    var body: some View {
        Label(store.isSyncing ? "Syncing…" : "Up to date", systemImage: store.isSyncing ? "arrow.triangle.2.circlepath" : "checkmark")
            .labelStyle(.titleOnly)
            .font(.footnote)
    }
}
