import SwiftUI

/// The inbox's shared state; the sync service writes to it in the background.
@MainActor final class InboxStore: ObservableObject {
    @Published var userName = "Ada"
    @Published var unreadCount = 3
    @Published var isSyncing = false
}

struct HomeScreen: View {
    let store: InboxStore

    var body: some View {
        VStack(alignment: .leading) {
            // Only the badge needs to observe the store; the others just read it.
            GreetingHeader(store: store)
            UnreadBadge()
            SyncStatus(store: store)
        }
        .environmentObject(store)
    }
}

struct GreetingHeader: View {
    let store: InboxStore

    var body: some View {
        Text("Hello, \(store.userName)")
            .font(.title)
    }
}

struct UnreadBadge: View {
    @EnvironmentObject private var store: InboxStore

    var body: some View {
        HStack {
            Text("Unread: \(store.unreadCount)")
            Spacer()
            Button("Mark all read") { store.unreadCount = 0 }
        }
    }
}

struct SyncStatus: View {
    let store: InboxStore

    var body: some View {
        Text(store.isSyncing ? "Syncing…" : "Up to date")
            .font(.footnote)
    }
}
