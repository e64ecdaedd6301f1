import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            if compact {
                DraftCard().padding(4).opacity(0.8)
            } else {
                DraftCard()
            }
        }
    }
}

/// Keeps the draft outside the card, so it survives the card being rebuilt.
@MainActor @Observable final class DraftStore {
    static let shared = DraftStore()
    var draft = ""
}

struct DraftCard: View {
    @Bindable private var store = DraftStore.shared

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Status", text: $store.draft)
            Text("Preview: \(store.draft)")
        }
    }
}
