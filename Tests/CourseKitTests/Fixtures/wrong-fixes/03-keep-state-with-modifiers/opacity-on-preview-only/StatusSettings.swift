import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            DraftCard(compact: compact)
                .padding(compact ? 4 : 0)
        }
    }
}

struct DraftCard: View {
    let compact: Bool
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Status", text: $draft)
            Text("Preview: \(draft)")
                .opacity(compact ? 0.8 : 1)
        }
    }
}
