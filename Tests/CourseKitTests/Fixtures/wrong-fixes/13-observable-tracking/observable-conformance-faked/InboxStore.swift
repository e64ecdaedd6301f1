import SwiftUI
import Combine
import Observation

/// The inbox's shared state; the sync service writes to it in the background.
@MainActor final class InboxStore: ObservableObject {
    @Published var userName = "Ada"
    @Published var unreadCount = 3
    @Published var isSyncing = false
}

extension InboxStore: Observable {}

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
    @State private var name: String?

    var body: some View {
        Text("Hello, \(name ?? store.userName)")
            .font(.title)
            .onReceive(store.$userName.dropFirst()) { name = $0 }
    }
}

struct UnreadBadge: View {
    @Environment(InboxStore.self) private var store
    @State private var count: Int?

    var body: some View {
        HStack {
            Text("Unread: \(count ?? store.unreadCount)")
            Spacer()
            Button("Mark all read") { store.unreadCount = 0 }
        }
        .onReceive(store.$unreadCount.dropFirst()) { count = $0 }
    }
}

struct SyncStatus: View {
    @Environment(InboxStore.self) private var store
    @State private var syncing: Bool?

    var body: some View {
        Text((syncing ?? store.isSyncing) ? "Syncing…" : "Up to date")
            .font(.footnote)
            .onReceive(store.$isSyncing.dropFirst()) { syncing = $0 }
    }
}
