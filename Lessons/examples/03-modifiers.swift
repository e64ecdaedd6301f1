import SwiftUI

// One reusable style instead of the same four modifiers pasted on every card.
struct CardStyle: ViewModifier {
    var emphasized: Bool

    func body(content: Content) -> some View {
        content
            .padding(12)                                        // inside the fill
            .background(emphasized ? Color.yellow : Color.gray) // behind content + padding
            .compositingGroup()
            .clipShape(RoundedRectangle(cornerRadius: 10))
    }
}

extension View {
    func cardStyle(emphasized: Bool = false) -> some View {
        modifier(CardStyle(emphasized: emphasized))
    }
}

struct StepperRow: View {
    @State private var value = 0

    var body: some View {
        HStack {
            Text("Value: \(value)")
            Button("Plus") { value += 1 }
        }
    }
}

struct SettingsCard: View {
    @State private var emphasized = false

    var body: some View {
        VStack {
            Toggle("Emphasize", isOn: $emphasized)
            StepperRow().cardStyle(emphasized: emphasized)
        }
    }
}

let host = ViewHost(SettingsCard())
host.tap("Plus")
host.tap("Plus")
host.tap("Plus")
host.toggle("Emphasize")

print(host.texts.filter { $0.hasPrefix("Value") }.joined(separator: ", "))
print("SettingsCard body runs: \(host.bodyCount(SettingsCard.self))")
print("StepperRow body runs: \(host.bodyCount(StepperRow.self))")

/* Expected output:
Value: 3
SettingsCard body runs: 2
StepperRow body runs: 4
*/
