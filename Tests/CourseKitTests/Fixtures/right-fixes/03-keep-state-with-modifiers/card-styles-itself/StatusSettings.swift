import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            DraftCard(compact: compact)
        }
    }
}

/// The card knows how it looks when compact; the flag is an input, so
/// flipping it changes values, never which card this is.
struct DraftCard: View {
    let compact: Bool
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Status", text: $draft)
            Text("Preview: \(draft)")
        }
        .padding(compact ? 4 : 0)
        .opacity(compact ? 0.8 : 1)
    }
}
