import Foundation
import Testing
@testable import SwiftUISim

// What a user sees over time (twentieth review): a text's string and font
// are content a content transition animates, a custom transition's identity
// phase applies at rest, a CustomAnimation runs for as long as it says, and
// an animation's progress is its curve's value, not its elapsed time.

private struct Counter: View {
    @State private var count = 0
    let transition: ContentTransition?
    let animation: Animation?
    var body: some View {
        VStack {
            Button("Add") { count += 1 }
            counted
                .animation(animation, value: count)
        }
    }
    @ViewBuilder private var counted: some View {
        if let transition {
            Text("Count: \(count)").contentTransition(transition)
        } else {
            Text("Count: \(count)")
        }
    }
}

private struct Sized: View {
    @State private var small = false
    let animation: Animation?
    var body: some View {
        VStack {
            Toggle("Small", isOn: $small)
            VStack { Text("Row") }
                .font(small ? .caption : .body)
                .animation(animation, value: small)
        }
    }
}

/// Apple's CustomAnimation example shape: linear over `duration`, then nil.
private struct Glide: CustomAnimation {
    let duration: TimeInterval
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > duration ? nil : value.scaled(by: time / duration)
    }
}

/// One that never returns nil.
private struct Endless: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        value.scaled(by: 0.1)
    }
}

/// A transition whose identity phase is the one that hides (a swapped ternary).
private struct HiddenAtRest: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 0 : 1)
    }
}

private struct Invisible: ViewModifier {
    let hidden: Bool
    func body(content: Content) -> some View { content.opacity(hidden ? 0 : 1) }
}

@MainActor @Suite struct SeenOverTimeTests {
    private func countShown(_ transition: ContentTransition?, _ animation: Animation?) -> [String] {
        let host = ViewHost(Counter(transition: transition, animation: animation))
        host.tap("Add")
        return host.texts.filter { $0.hasPrefix("Count") }
    }

    @Test func aTextChangedInALongContentTransitionStillShowsTheOldString() {
        for transition in [ContentTransition.opacity, .numericText(value: 1), .interpolate, nil] as [ContentTransition?] {
            #expect(countShown(transition, .linear(duration: 600)) == ["Count: 0"], "\(transition?.name ?? "default cross-fade")")
            #expect(countShown(transition, .snappy.repeatForever()) == ["Count: 0"])
            #expect(countShown(transition, .easeInOut(duration: 0.3)) == ["Count: 1"])
            #expect(countShown(transition, nil) == ["Count: 1"])
        }
        // `.identity`: "content changes shouldn't animate".
        #expect(countShown(.identity, .linear(duration: 600)) == ["Count: 1"])
    }

    @Test func theOldStringStaysUntilTheTextsNextUpdate() {
        let host = ViewHost(Counter(transition: .opacity, animation: .linear(duration: 600)))
        host.tap("Add")
        host.tap("Add")
        #expect(host.texts.contains("Count: 0"), "each tap re-targets a ten-minute cross-fade: \(host.texts)")
    }

    @Test func aFontChangedInALongAnimationIsStillDrawnInTheOldFont() {
        func font(_ animation: Animation?) -> String? {
            let host = ViewHost(Sized(animation: animation))
            host.toggle("Small")
            return host.visibleTree.first { $0.text == "Row" }?.font
        }
        #expect(font(.linear(duration: 600)) == "body")
        #expect(font(.easeInOut(duration: 0.3)) == "caption")
        #expect(font(nil) == "caption")
    }

    @Test func aCustomTransitionsIdentityPhaseAppliesAtRest() {
        let custom = ViewHost(Text("Receipt").transition(HiddenAtRest()))
        #expect(!custom.texts.contains("Receipt"), "\(custom.texts)")
        let modifier = ViewHost(Text("Receipt").transition(.modifier(active: Invisible(hidden: false), identity: Invisible(hidden: true))))
        #expect(!modifier.texts.contains("Receipt"), "\(modifier.texts)")
        let builtIn = ViewHost(Text("Receipt").transition(.move(edge: .bottom)))
        #expect(builtIn.texts.contains("Receipt"))
    }

    @Test func aCustomAnimationRunsForAsLongAsItSays() {
        let long = ViewHost.AnimationTiming(Animation(Glide(duration: 300)).timing)
        #expect(abs(long.duration - 300) < 0.01 && !long.arrivesByGlance && !long.shows)
        let short = ViewHost.AnimationTiming(Animation(Glide(duration: 0.5)).timing)
        #expect(abs(short.duration - 0.5) < 0.01 && short.arrivesByGlance && short.shows)
        // Half way at half time, as its values say.
        #expect(short.arrives(by: 0.26) && !short.arrives(by: 0.24))
        let endless = ViewHost.AnimationTiming(Animation(Endless()).timing)
        #expect(endless.duration.isInfinite && !endless.arrivesByGlance)
    }

    @Test func progressIsTheCurvesValueNotTheTimeElapsed() {
        // Apple, UnitCurve (iOS 17): easeOut (0, 0)–(0.58, 1), easeIn (0.42, 0)–(1, 1).
        #expect(abs(UnitBezier.easeOut.value(at: 0.4) - 0.57) < 0.01)
        #expect(abs(UnitBezier.easeIn.value(at: 0.5) - 0.32) < 0.02)
        #expect(abs(UnitBezier.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(UnitBezier.linear.value(at: 0.3) == 0.3)
        // A press is judged 0.2 s in: a 0.5 s ease-out is past half way, a 0.4 s ease-in is not.
        let tap = ViewHost.AnimationTiming.tapHold
        #expect(ViewHost.AnimationTiming(Animation.easeOut(duration: 0.5).timing).arrives(by: tap))
        #expect(!ViewHost.AnimationTiming(Animation.easeIn(duration: 0.4).timing).arrives(by: tap))
        #expect(ViewHost.AnimationTiming(Animation.timingCurve(0, 0, 0.58, 1, duration: 0.5).timing).arrives(by: tap))
        #expect(UnitCurve.easeOut.value(at: 0.4) == UnitBezier.easeOut.value(at: 0.4))
    }

    @Test func vectorArithmeticScalesAndInterpolatesAsApplesExampleUses() {
        #expect(2.0.scaled(by: 0.25) == 0.5)
        #expect(CGFloat(4).interpolated(towards: 8, amount: 0.5) == 6)
        #expect(AnimatablePair(1.0, 2.0).scaled(by: 2) == AnimatablePair(2.0, 4.0))
    }
}
