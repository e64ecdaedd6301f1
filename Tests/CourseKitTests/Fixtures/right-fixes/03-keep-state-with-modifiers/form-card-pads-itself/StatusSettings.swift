import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        Form {
            Toggle("Compact", isOn: $compact)
            DraftCard(compact: compact)
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
        }
        .padding(EdgeInsets(top: compact ? 4 : 0, leading: compact ? 4 : 0, bottom: compact ? 4 : 0, trailing: compact ? 4 : 0))
        .opacity(compact ? 0.8 : 1)
    }
}
