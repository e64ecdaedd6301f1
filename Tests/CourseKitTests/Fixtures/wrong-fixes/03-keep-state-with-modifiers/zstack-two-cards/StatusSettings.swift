import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            // Both cards stay in the tree; we just show the right one.
            ZStack {
                DraftCard()
                    .opacity(compact ? 0 : 1)
                DraftCard()
                    .padding(4)
                    .opacity(compact ? 0.8 : 0)
            }
        }
    }
}

struct DraftCard: View {
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Status", text: $draft)
            Text("Preview: \(draft)")
        }
    }
}
