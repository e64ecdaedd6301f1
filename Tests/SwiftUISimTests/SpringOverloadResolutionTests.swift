import Foundation
import Testing
@testable import SwiftUISim

// Round 15 (corpus-r14): `.animation(.spring(), value:)` was ambiguous here,
// because `spring(response:dampingFraction:blendDuration:)` (iOS 13) and
// `spring(duration:bounce:blendDuration:)` (iOS 17, back-deployed to iOS 13)
// both default every argument. Xcode compiles it: the SDK marks the response
// forms of `spring` and `interactiveSpring` `@_disfavoredOverload`, so the
// empty call is the duration-and-bounce one (a critically damped 0.5 s spring
// for `spring()`, bounce 0.15 for `interactiveSpring()`).
// https://developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:)
// https://developer.apple.com/documentation/swiftui/animation/interactivespring(duration:extrabounce:blendduration:)

private struct SpringSpellings: View {
    @State private var on = false
    var body: some View {
        VStack {
            Text("a").animation(.spring(), value: on)
            Text("b").animation(.spring, value: on)
            Text("c").animation(.interactiveSpring(), value: on)
            Text("d").animation(.interactiveSpring, value: on)
            Text("e").animation(.interpolatingSpring(), value: on)
            Text("f").animation(.interpolatingSpring, value: on)
            Text("g").animation(.interpolatingSpring(stiffness: 170, damping: 15), value: on)
            Text("h").animation(.interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 0), value: on)
            Text("i").animation(.spring(response: 0.3), value: on)
            Text("j").animation(.spring(response: 0.4, dampingFraction: 0.7), value: on)
            Text("k").animation(.spring(duration: 0.4), value: on)
            Text("l").animation(.spring(bounce: 0.3), value: on)
            Text("m").animation(.spring(blendDuration: 0.2), value: on)
            Text("n").animation(.interactiveSpring(response: 0.2), value: on)
            Text("o").animation(.smooth(), value: on)
            Text("p").animation(.snappy(), value: on)
            Text("q").animation(.bouncy(), value: on)
            Text("r").animation(.spring(.bouncy), value: on)
            Text("s").animation(.spring().delay(0.1).speed(2), value: on)
            Button("Toggle") { withAnimation(.spring()) { on.toggle() } }
        }
    }
}

@MainActor @Suite struct SpringOverloadResolutionTests {
    @Test func theCommonSpringSpellingsCompileAndRender() {
        let host = ViewHost(SpringSpellings())
        host.tap("Toggle")
        #expect(host.texts.contains("s"))
    }

    @Test func anEmptySpringCallIsTheDurationAndBounceSpring() {
        #expect(Animation.spring().timing == Animation.spring(duration: 0.5, bounce: 0).timing)
        #expect(Animation.spring.timing == Animation.spring(duration: 0.5, bounce: 0).timing)
        #expect(Animation.spring().timing != Animation.spring(response: 0.5, dampingFraction: 0.825).timing)
        #expect(Animation.interactiveSpring().timing == Animation.spring(duration: 0.15, bounce: 0.15).timing)
        #expect(Animation.interactiveSpring.timing == Animation.interactiveSpring().timing)
        #expect(Animation.interpolatingSpring().timing == Animation.interpolatingSpring(duration: 0.5, bounce: 0).timing)
        // A response given names the iOS 13 form, damping fraction 0.825 by default.
        #expect(Animation.spring(response: 0.5).timing == Animation.spring(response: 0.5, dampingFraction: 0.825).timing)
    }
}
