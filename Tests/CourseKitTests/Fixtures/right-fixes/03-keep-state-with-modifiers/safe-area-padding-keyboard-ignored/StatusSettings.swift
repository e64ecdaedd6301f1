import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            DraftCard()
                .safeAreaPadding(compact ? 4 : 0)
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
        }
        // Only the keyboard's safe area: the insets safeAreaPadding adds
        // are the container's, which the card keeps out of.
        .ignoresSafeArea(.keyboard)
    }
}
