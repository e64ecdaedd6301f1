import Testing
@testable import SwiftUISim

// What a user sees a moment after a change, at the ends of a view's life and
// in a progress bar (nineteenth review, labs 04, 10, 16, 22): a view inserted
// by an animation that has not brought it in a glance later is not seen yet;
// a removal records how the view left; a progress bar draws the share an
// animation has brought on screen; a press is seen while a tap holds it.

private struct Expanding: View {
    @State private var open = false
    let animation: Animation?
    let transition: AnyTransition?
    var body: some View {
        VStack {
            Button("Details") { withAnimation(animation) { open.toggle() } }
            if open {
                if let transition { Text("More").transition(transition) } else { Text("More") }
            }
        }
    }
}

private struct Bar: View {
    @State private var done = 0
    let animation: Animation?
    var body: some View {
        VStack {
            ProgressView(value: Double(done), total: 10)
                .animation(animation, value: done)
            Button("Step") { done += 5 }
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

@MainActor @Suite struct SeenChangesTests {
    private func shownAfterOpening(_ animation: Animation?, _ transition: AnyTransition? = nil) -> Bool {
        let host = ViewHost(Expanding(animation: animation, transition: transition))
        host.tap("Details")
        return host.texts.contains("More")
    }

    @Test func anInsertionThatArrivesShows() {
        for animation in [nil, .default, .easeInOut(duration: 0.3), .snappy, .linear(duration: 1.5)] as [Animation?] {
            #expect(shownAfterOpening(animation), "\(animation?.name ?? "none")")
        }
        // A transition that changes nothing on insertion shows the view at once, however slow the animation.
        #expect(shownAfterOpening(.linear(duration: 600), .identity))
    }

    @Test func anInsertionAnimatedOutOfSightIsNotSeenYet() {
        for animation in [.linear(duration: 600), .easeOut(duration: 0.2).delay(30), .snappy.repeatForever()] as [Animation] {
            #expect(!shownAfterOpening(animation), "\(animation.name): default fade")
            #expect(!shownAfterOpening(animation, .move(edge: .bottom)), "\(animation.name): move")
        }
        let host = ViewHost(Expanding(animation: .linear(duration: 600), transition: nil))
        host.tap("Details")
        #expect(host.whyHidden("More")?.contains("transition's start state") == true)
    }

    @Test func removalsRecordHowTheViewLeft() {
        func removal(_ animation: Animation?, _ transition: AnyTransition?) -> ViewHost.Removal? {
            let host = ViewHost(Expanding(animation: animation, transition: transition))
            host.tap("Details")
            host.tap("Details")
            return host.removals.last { $0.texts == ["More"] }
        }
        #expect(removal(.snappy, .move(edge: .bottom))?.seenLeaving == true)
        #expect(removal(.snappy, nil)?.seenLeaving == true, "the default fade")
        #expect(removal(nil, .move(edge: .bottom))?.seenLeaving == false, "not animated: it vanishes")
        #expect(removal(.snappy, .asymmetric(insertion: .opacity, removal: .identity))?.seenLeaving == false)
        #expect(removal(.linear(duration: 600), .opacity)?.seenLeaving == false)
    }

    @Test func aProgressBarDrawsTheShareItsAnimationBroughtOnScreen() {
        func shown(_ animation: Animation?) -> [Double] {
            let host = ViewHost(Bar(animation: animation))
            host.tap("Step")
            return host.progressShown
        }
        #expect(shown(nil) == [0.5])
        #expect(shown(.linear(duration: 1)) == [0.5])
        #expect(shown(.linear(duration: 600)) == [0])
        #expect(shown(.easeIn(duration: 0.2).delay(20)) == [0])
    }

    @Test func aPressIsSeenWhileAnOrdinaryTapHoldsIt() {
        func pressedOpacity(_ animation: Animation) -> Double? {
            let host = ViewHost(Button("Pay") {}.buttonStyle(Dimming(animation: animation)))
            var seen: Double?
            host.press("Pay") { seen = host.opacity(of: "Pay") }
            return seen
        }
        #expect(pressedOpacity(.easeOut(duration: 0.1)) == 0.5)
        #expect(pressedOpacity(.easeInOut) == 0.5)
        #expect(pressedOpacity(.spring(response: 0.3, dampingFraction: 0.6)) == 0.5)
        #expect(pressedOpacity(.easeOut(duration: 0.1).delay(0.85)) == 1, "starts after the finger lifted")
        #expect(pressedOpacity(.linear(duration: 1)) == 1, "a fifth of the way when the tap ends")
        // After the press, the rest of the screen is judged a glance after again.
        let host = ViewHost(Expanding(animation: .linear(duration: 1.5), transition: nil))
        host.press("Details")
        #expect(host.texts.contains("More"))
    }
}
