import Testing
@testable import SwiftUISim

// What a user sees a second after a change (fifteenth review, labs 03, 07,
// 16): a view whose animation has not brought the new look on screen by then
// still draws the old one, in every ViewHost query; honest animations land.

private struct Card: View {
    @State private var compact = false
    let animation: Animation?
    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Compact", isOn: $compact)
            Text("Card")
                .padding(compact ? 16 : 0)
                .opacity(compact ? 0.5 : 1)
                .animation(animation, value: compact)
            Text(compact ? "Compact on" : "Compact off")
        }
    }
}

private struct Dimming: ButtonStyle {
    let animation: Animation
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(.blue)
            .opacity(configuration.isPressed ? 0.5 : 1)
            .animation(animation, value: configuration.isPressed)
    }
}

@MainActor @Suite struct SeenLookTests {
    /// The card's opacity and how far its text moved, after turning Compact on.
    private func compactLook(_ animation: Animation?) -> (opacity: Double?, x: Int?, status: Bool) {
        let host = ViewHost(Card(animation: animation))
        let resting = host.frame(of: "Card")?.x ?? 0
        host.toggle("Compact")
        return (host.opacity(of: "Card"), host.frame(of: "Card").map { $0.x - resting }, host.texts.contains("Compact on"))
    }

    @Test func anHonestAnimationShowsTheNewLook() {
        for animation in [nil, .default, .easeInOut(duration: 0.3), .spring(response: 0.4, dampingFraction: 0.8), .snappy, .linear(duration: 1.5)] as [Animation?] {
            let look = compactLook(animation)
            #expect(look.opacity == 0.5 && (look.x ?? 0) > 0 && look.status, "\(animation?.name ?? "none"): \(look)")
        }
    }

    @Test func aChangeAnimatedOutOfSightShowsTheOldLookButTheNewState() {
        let unseen: [Animation] = [.linear(duration: 600), .easeOut(duration: 0.2).delay(30), .linear(duration: 3),
                                   .interpolatingSpring(stiffness: 0.001, damping: 1), .snappy.repeatForever(), .default.speed(0.01)]
        for animation in unseen {
            let look = compactLook(animation)
            // The padding and opacity are the old ones; the text elsewhere (not animated) is the new one.
            #expect(look.opacity == 1 && look.x == 0 && look.status, "\(animation.name): \(look)")
        }
    }

    @Test func aPressAnimatedOutOfSightDoesNotShow() {
        func pressedOpacity(_ animation: Animation) -> Double? {
            let host = ViewHost(Button("Pay") {}.buttonStyle(Dimming(animation: animation)))
            var seen: Double?
            host.press("Pay") { seen = host.opacity(of: "Pay") }
            return seen
        }
        #expect(pressedOpacity(.easeOut(duration: 0.2)) == 0.5)
        #expect(pressedOpacity(.default) == 0.5)
        #expect(pressedOpacity(.linear(duration: 600)) == 1)
        #expect(pressedOpacity(.easeOut(duration: 0.2).delay(30)) == 1)
    }

    @Test func theOldLookStaysUntilTheViewsNextUpdate() {
        let host = ViewHost(Card(animation: .linear(duration: 600)))
        host.toggle("Compact")
        #expect(host.opacity(of: "Card") == 1)
        host.toggle("Compact")
        #expect(host.opacity(of: "Card") == 1, "back to the look it never left")
    }
}
