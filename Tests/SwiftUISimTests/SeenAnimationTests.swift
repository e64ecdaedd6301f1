import Testing
@testable import SwiftUISim

// Whether a user sees an animation play and a transition change its view
// (fourteenth review, lab 22): an animation's delay and duration after
// `speed(_:)` and `delay(_:)`, a transition's change measured against the
// visible bounds, and a custom transition judged by running its body.

/// A custom transition that changes nothing: an `.identity` by another name.
private struct Still: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// One that lifts the view by `lift` points while it is not in its identity phase.
private struct Rise: Transition {
    let lift: CGFloat
    func body(content: Content, phase: TransitionPhase) -> some View { content.offset(y: phase.isIdentity ? 0 : lift) }
}

private struct Lift: ViewModifier {
    let y: CGFloat
    func body(content: Content) -> some View { content.offset(y: y) }
}

private struct Fade: ViewModifier {
    let opacity: Double
    func body(content: Content) -> some View { content.opacity(opacity) }
}

@MainActor @Suite struct SeenAnimationTests {
    private struct Screen: View {
        @State var shows = false
        let animation: Animation
        var body: some View {
            VStack {
                Button("Toggle") { withAnimation(animation) { shows.toggle() } }
                if shows { Text("Panel").transition(.move(edge: .bottom)) }
            }
        }
    }

    private func timing(_ animation: Animation) throws -> ViewHost.AnimationTiming {
        let host = ViewHost(Screen(animation: animation))
        host.tap("Toggle")
        let panel = try #require(host.tree.first { $0.text == "Panel" })
        let transition = try #require(panel.transition)
        #expect(transition.insertionTiming == panel.animationTiming, "the transition runs with the transaction's animation")
        return try #require(transition.insertionTiming)
    }

    @Test func speedAndDelayChangeWhenAndHowLongAnAnimationRuns() throws {
        // https://developer.apple.com/documentation/swiftui/animation/speed(_:) (iOS 13): a one-second animation at speed 2 takes half a second.
        #expect(try timing(.linear(duration: 1).speed(2)) == ViewHost.AnimationTiming(Animation.Timing(duration: 0.5)))
        #expect(try timing(.easeIn(duration: 0.3).delay(0.4)) == ViewHost.AnimationTiming(Animation.Timing(delay: 0.4, duration: 0.3, shape: .curve(.easeIn))))
        // A speed applies to the delay written before it, and to a spring's settling time.
        let snappy = try timing(.snappy)
        let sped = try timing(.snappy.delay(2).speed(4))
        #expect(sped.delay == 0.5 && abs(sped.duration - snappy.duration / 4) < 1e-9, "\(sped) vs \(snappy)")
    }

    @Test func anAnimationShowsOnlyWithinHumanBounds() throws {
        let seen: [Animation] = [.default, .snappy, .easeInOut(duration: 0.2), .spring(duration: 0.8, bounce: 0.2), .smooth.delay(0.5), .bouncy.speed(2)]
        for animation in seen { #expect(try timing(animation).shows, "\(animation.name)") }
        let unseen: [Animation] = [.linear(duration: 0), .snappy.speed(1_000_000), .snappy.delay(86_400), .linear(duration: 0.05),
                                   .easeIn(duration: 3600), .default.speed(0)]
        for animation in unseen { #expect(try !timing(animation).shows, "\(animation.name)") }
    }

    @Test func aTransitionChangesItsViewOnlyBeyondTheVisibleBounds() {
        let cases: [(AnyTransition, Bool)] = [
            (.offset(x: 0, y: 0.01), false), (.offset(x: 1, y: 1), false), (.offset(x: 0, y: 2), true),
            (.scale(scale: 0.999), false), (.scale(scale: 0.5), true), (.move(edge: .bottom), true),
            (.scale(scale: 0.999).combined(with: .opacity), true),
        ]
        for (transition, changes) in cases {
            let host = ViewHost(Text("A receipt of some width").transition(transition))
            let applied = host.tree.first?.transition
            #expect(applied?.changesOnInsertion == changes && applied?.changesOnRemoval == changes, "\(transition.name)")
        }
    }

    @Test func aCustomTransitionIsJudgedByWhatItsBodyChanges() throws {
        let cases: [(AnyView, Bool)] = [
            (AnyView(Text("x").transition(Still())), false),
            (AnyView(Text("x").transition(Rise(lift: 0.01))), false),
            (AnyView(Text("x").transition(Rise(lift: 40))), true),
            (AnyView(Text("x").transition(.modifier(active: Lift(y: 0), identity: Lift(y: 0)))), false),
            (AnyView(Text("x").transition(.modifier(active: Lift(y: 30), identity: Lift(y: 0)))), true),
            (AnyView(Text("x").transition(.modifier(active: Fade(opacity: 0.99), identity: Fade(opacity: 1)))), false),
            (AnyView(Text("x").transition(.modifier(active: Fade(opacity: 0), identity: Fade(opacity: 1)))), true),
            (AnyView(Text("x").transition(Still().combined(with: .opacity))), true),
        ]
        for (view, changes) in cases {
            let applied = try #require(ViewHost(view).tree.first { $0.transition != nil }?.transition)
            #expect(applied.changesOnInsertion == changes && applied.changesOnRemoval == changes, "\(applied.name)")
        }
    }

    @Test func valuesOfATypeAreFoundInsideStructsObjectsAndOptionals() {
        final class Settings { var units: Int? = 3; var name = "x" }
        struct Preferences { let settings: Settings; let other = 7 }
        let found = ViewHost.values(of: Int.self, in: Preferences(settings: Settings()))
        #expect(found.sorted() == [3, 3, 7] || found.sorted() == [3, 7], "\(found)")
        #expect(ViewHost.values(of: Int.self, in: "no numbers").isEmpty)
    }
}
