import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
                .toggleStyle(PillLook())
            DraftCard()
                .padding(compact ? 4 : 0)
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
    }
}

/// A pill-shaped button for the settings' switches.
struct PillLook: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            configuration.label
                .padding(.horizontal, 12)
                .background(configuration.isOn ? Color.blue : Color.gray, in: Capsule())
        }
        .buttonStyle(.plain)
    }
}
