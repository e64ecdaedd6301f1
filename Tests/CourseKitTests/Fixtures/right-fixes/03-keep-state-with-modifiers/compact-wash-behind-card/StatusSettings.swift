import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            DraftCard()
                .padding(compact ? 4 : 0)
                .opacity(compact ? 0.8 : 1)
                // Compact cards sit on a faint grey wash.
                .overlay { if compact { Color.gray.opacity(0.08).allowsHitTesting(false) } }
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
