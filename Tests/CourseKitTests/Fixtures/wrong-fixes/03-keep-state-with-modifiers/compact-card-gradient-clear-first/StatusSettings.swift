import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            DraftCard()
                .padding(compact ? 4 : 0)
                .opacity(compact ? 0.8 : 1)
                // Compact mode shades the card from its top edge down.
                .overlay {
                    LinearGradient(stops: [.init(color: .clear, location: 0),
                                           .init(color: .gray.opacity(compact ? 0.25 : 0), location: 0.3)],
                                   startPoint: .top, endPoint: .bottom)
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
