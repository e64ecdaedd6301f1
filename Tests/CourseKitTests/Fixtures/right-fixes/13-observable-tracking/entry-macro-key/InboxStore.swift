import SwiftUI

/// The inbox's shared state; the sync service writes to it in the background.
@MainActor @Observable final class InboxStore {
    var userName = "Ada"
    var unreadCount = 3
    var isSyncing = false
}

extension EnvironmentValues {
    /// The signed-in inbox, for any view of the window that shows it.
    @Entry var inbox: InboxStore? = nil
}

struct HomeScreen: View {
    let store: InboxStore

    var body: some View {
        VStack(alignment: .leading) {
            GreetingHeader()
            UnreadBadge()
            SyncStatus()
        }
        .environment(\.inbox, store)
    }
}

struct GreetingHeader: View {
    @Environment(\.inbox) private var store

    var body: some View {
        Text("Hello, \(store?.userName ?? "")")
            .font(.title)
    }
}

struct UnreadBadge: View {
    @Environment(\.inbox) private var store

    var body: some View {
        HStack {
            Text("Unread: \(store?.unreadCount ?? 0)")
            Spacer()
            Button("Mark all read") { store?.unreadCount = 0 }
        }
    }
}

struct SyncStatus: View {
    @Environment(\.inbox) private var store

    var body: some View {
        Text(store?.isSyncing == true ? "Syncing…" : "Up to date")
            .font(.footnote)
    }
}
