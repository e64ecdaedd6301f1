import SwiftUI

/// The inbox's shared state; the sync service writes to it in the background.
/// With `@Observable`, each body is invalidated only by the properties it read.
@MainActor @Observable final class InboxStore {
    var userName = "Ada"
    var unreadCount = 3
    var isSyncing = false
}

/// The store travels through the environment under its own key.
private struct InboxStoreKey: EnvironmentKey {
    static let defaultValue: InboxStore? = nil
}

extension EnvironmentValues {
    var inboxStore: InboxStore? {
        get { self[InboxStoreKey.self] }
        set { self[InboxStoreKey.self] = newValue }
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
        .environment(\.inboxStore, store)
    }
}

struct GreetingHeader: View {
    @Environment(\.inboxStore) private var store

    var body: some View {
        Text("Hello, \(store?.userName ?? "")")
            .font(.title)
    }
}

struct UnreadBadge: View {
    @Environment(\.inboxStore) private var store

    var body: some View {
        HStack {
            Text("Unread: \(store?.unreadCount ?? 0)")
            Spacer()
            Button("Mark all read") { store?.unreadCount = 0 }
        }
    }
}

struct SyncStatus: View {
    @Environment(\.inboxStore) private var store

    var body: some View {
        Text(store?.isSyncing == true ? "Syncing…" : "Up to date")
            .font(.footnote)
    }
}
