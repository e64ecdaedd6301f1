import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            let look = compact ? (padding: 4.0, opacity: 0.8) : (padding: 0.0, opacity: 1.0)
            DraftCard()
                .padding(look.padding)
                .opacity(look.opacity)
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
