import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            DraftCard()
                .padding(compact ? 4 : 0)
                .opacity(compact ? 0.8 : 1)
        }
    }
}

struct DraftCard: View {
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Status", text: $draft)
            Text("Preview: \(draft)")
                .contentTransition(.opacity)
                .animation(.easeOut(duration: 0.3), value: draft)
        }
    }
}
