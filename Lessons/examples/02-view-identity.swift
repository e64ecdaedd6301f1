import SwiftUI
import Foundation

// A card that owns a little state: how often it was tapped.
struct TallyCard: View {
    let title: String
    @State private var taps = 0

    var body: some View {
        HStack {
            Text("\(title): \(taps)")
            Button("Tap \(title)") { taps += 1 }
        }
    }
}

struct IdentityDemo: View {
    @State private var dimmed = false

    var body: some View {
        VStack {
            Toggle("Dim", isOn: $dimmed)

            // Two branches = two identities.
            if dimmed {
                TallyCard(title: "Branch").opacity(0.4)
            } else {
                TallyCard(title: "Branch")
            }

            // One view, one identity; only a value changes.
            TallyCard(title: "Modifier").opacity(dimmed ? 0.4 : 1)

            // A brand-new explicit identity on every pass of this body.
            TallyCard(title: "Random").id(UUID())
        }
    }
}

func cards(_ texts: [String]) -> String {
    texts.filter { $0.contains(": ") }.joined(separator: ", ")
}

let host = ViewHost(IdentityDemo())
for title in ["Branch", "Modifier", "Random"] {
    host.tap("Tap \(title)")
    host.tap("Tap \(title)")
}
print("before toggle: \(cards(host.texts))")

host.toggle("Dim")
print("after toggle:  \(cards(host.texts))")

/* Expected output:
before toggle: Branch: 2, Modifier: 2, Random: 2
after toggle:  Branch: 0, Modifier: 2, Random: 0
*/
