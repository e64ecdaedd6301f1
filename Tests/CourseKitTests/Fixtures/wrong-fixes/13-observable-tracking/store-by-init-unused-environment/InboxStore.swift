import SwiftUI

// WRONG FIX: every view gets the store through its initialiser (what the lab
// refuses); an unused @Environment property satisfies "reads the store with
// @Environment". Nothing is ever put in the environment.
@MainActor @Observable final class InboxStore {
    var userName = "Ada"
    var unreadCount = 3
    var isSyncing = false
}

struct HomeScreen: View {
    let store: InboxStore

    var body: some View {
        VStack(alignment: .leading) {
            GreetingHeader(store: store)
            UnreadBadge(store: store)
            SyncStatus(store: store)
        }
    }
}

struct GreetingHeader: View {
    let store: InboxStore
    @Environment(InboxStore.self) private var decoy: InboxStore?

    var body: some View {
        Text("Hello, \(store.userName)")
            .font(.title)
    }
}

struct UnreadBadge: View {
    let store: InboxStore
    @Environment(InboxStore.self) private var decoy: InboxStore?

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
    @Environment(InboxStore.self) private var decoy: InboxStore?

    var body: some View {
        Text(store.isSyncing ? "Syncing…" : "Up to date")
            .font(.footnote)
    }
}
