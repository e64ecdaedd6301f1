import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
                .toggleStyle(CheckboxLook())
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

/// A checkbox look for the settings' switches: a tap flips it.
struct CheckboxLook: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}
