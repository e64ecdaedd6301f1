import SwiftUI

struct StatusSettings: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
                .toggleStyle(.radio)
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

/// A radio-button look for the settings' switches.
struct RadioToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label {
            configuration.label
        } icon: {
            Image(systemName: configuration.isOn ? "largecircle.fill.circle" : "circle")
        }
        .contentShape(Rectangle())
    }
}

extension ToggleStyle where Self == RadioToggleStyle {
    static var radio: RadioToggleStyle { RadioToggleStyle() }
}
