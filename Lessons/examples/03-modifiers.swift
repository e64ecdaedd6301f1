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

// The order, drawn: each chain on its own 17x3-cell screen. The title line
// gives the fill's frame and the text's frame (x,y widthxheight, in cells);
// then the screen: ░ is yellow, ▓ is red, text is drawn on top.
@MainActor func picture(_ chain: String, _ view: some View, fill: Color) {
    let screen = ViewHost(view, screen: .init(width: 17, height: 3))
    print("\(chain): \(fill) \(screen.frame(ofBackground: fill)!), text \(screen.frame(of: "On sale")!)")
    print(screen.snapshot())
}

picture(".padding().background(.yellow)", Text("On sale").padding().background(.yellow), fill: .yellow)
picture(".background(.yellow).padding()", Text("On sale").background(.yellow).padding(), fill: .yellow)
picture(".frame(width: 120).background(.red)", Text("On sale").frame(width: 120).background(.red), fill: .red)
picture(".background(.red).frame(width: 120)", Text("On sale").background(.red).frame(width: 120), fill: .red)

/* Expected output:
Value: 3
SettingsCard body runs: 2
StepperRow body runs: 4
.padding().background(.yellow): yellow 3,0 11x3, text 5,1 7x1
   ░░░░░░░░░░░
   ░░On░sale░░
   ░░░░░░░░░░░
.background(.yellow).padding(): yellow 5,1 7x1, text 5,1 7x1

     On░sale

.frame(width: 120).background(.red): red 1,1 15x1, text 5,1 7x1

 ▓▓▓▓On▓sale▓▓▓▓

.background(.red).frame(width: 120): red 5,1 7x1, text 5,1 7x1

     On▓sale

*/
