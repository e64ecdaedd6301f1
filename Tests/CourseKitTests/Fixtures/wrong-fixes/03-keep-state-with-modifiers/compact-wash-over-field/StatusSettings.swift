import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            // Compact cards get a faint grey wash, layered over the card.
            ZStack {
                DraftCard()
                    .padding(compact ? 4 : 0)
                    .opacity(compact ? 0.8 : 1)
                if compact {
                    Color.gray.opacity(0.08)
                }
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
