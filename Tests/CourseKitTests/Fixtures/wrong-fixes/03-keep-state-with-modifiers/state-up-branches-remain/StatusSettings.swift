import SwiftUI

struct StatusSettings: View {
    @State private var compact = false
    // Keep the draft up here so it survives whichever card is shown.
    @State private var draft = ""

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            if compact {
                DraftCard(draft: $draft)
                    .padding(4)
                    .opacity(0.8)
            } else {
                DraftCard(draft: $draft)
            }
        }
    }
}

struct DraftCard: View {
    @Binding var draft: String

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Status", text: $draft)
            Text("Preview: \(draft)")
        }
    }
}
