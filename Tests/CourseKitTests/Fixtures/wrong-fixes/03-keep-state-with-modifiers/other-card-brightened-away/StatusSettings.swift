import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            // Both cards stay in the tree; the one not in use is brightened
            // away (its black text turns white on the white screen).
            ZStack {
                DraftCard()
                    .brightness(compact ? 1 : 0)
                DraftCard()
                    .padding(4)
                    .opacity(0.8)
                    .brightness(compact ? 0 : 1)
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
