import Foundation
import Testing
@testable import SwiftUISim

// Springs timed by their physics (fifteenth review, lab 22): a spring given
// by mass, stiffness and damping, by response and damping fraction, or by
// duration and bounce runs until it settles, as Apple's `Spring` (iOS 17)
// describes it; one that never settles never shows a change done.

@MainActor @Suite struct SpringTimingTests {
    private func timing(_ animation: Animation) -> ViewHost.AnimationTiming { ViewHost.AnimationTiming(animation.timing) }

    @Test func springConvertsAsApplesExamplesSay() {
        // https://developer.apple.com/documentation/swiftui/spring (iOS 17):
        // Spring(duration: 0.5, bounce: 0.3) is (mass 1, stiffness 157.9, damping 17.6);
        // Spring(mass: 1, stiffness: 100, damping: 10) is (duration 0.63, bounce 0.5).
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        let physics = bouncy.physics
        #expect(abs(physics.omega * physics.omega - 157.9) < 0.1)
        #expect(abs(2 * physics.dampingRatio * physics.omega - 17.6) < 0.1)
        let stiff = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(stiff.duration - 0.63) < 0.005 && abs(stiff.bounce - 0.5) < 1e-9, "\(stiff.duration) \(stiff.bounce)")
    }

    @Test func settlingDurationFollowsTheOscillator() {
        // Critically damped, response 0.5 s: (1 + ωt)·e^(−ωt) = 0.001 at ωt ≈ 9.23, ω = 4π: 0.73 s.
        #expect(abs(SpringPhysics(duration: 0.5, bounce: 0).settlingDuration - 9.2335 / (4 * .pi)) < 0.001)
        // Underdamped ζ = 0.5, ω = 10: e^(−5t)/√0.75 = 0.001 at t = ln(1000/√0.75)/5.
        let underdamped = SpringPhysics(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(underdamped.settlingDuration - log(1000 / 0.75.squareRoot()) / 5) < 0.001)
        // Heavily overdamped (the round-15 spring): the slow rate ≈ k/c = 0.001 a second: about two hours.
        let sluggish = SpringPhysics(mass: 1, stiffness: 0.001, damping: 1)
        #expect(sluggish.settlingDuration > 6_000 && sluggish.settlingDuration < 7_500, "\(sluggish.settlingDuration)")
        // Apple: a damping fraction of 0 is "an undamped spring that oscillates indefinitely".
        #expect(SpringPhysics(response: 0.5, dampingRatio: 0).settlingDuration == .infinity)
        #expect(SpringPhysics(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
    }

    @Test func honestSpringsShowAndExtremeOnesDoNot() {
        let honest: [Animation] = [.spring, .smooth, .snappy, .bouncy, .spring(response: 0.3, dampingFraction: 0.6),
                                   .interpolatingSpring(stiffness: 170, damping: 15), .interactiveSpring(),
                                   .spring(Spring(mass: 1, stiffness: 200, damping: 20)), .bouncy(duration: 0.4, extraBounce: 0.1),
                                   .interpolatingSpring(duration: 0.4, bounce: 0.2)]
        for animation in honest {
            let seen = timing(animation)
            #expect(seen.shows && seen.arrivesByGlance, "\(animation.name): \(seen)")
        }
        let extreme: [Animation] = [.interpolatingSpring(stiffness: 0.001, damping: 1), .spring(Spring(mass: 1, stiffness: 0.001, damping: 1)),
                                    .spring(response: 0.5, dampingFraction: 0), .interpolatingSpring(stiffness: 100, damping: 0),
                                    .spring(response: 600, dampingFraction: 1), .snappy.repeatForever(autoreverses: true),
                                    .easeInOut(duration: 0.3).repeatForever()]
        for animation in extreme {
            let seen = timing(animation)
            #expect(!seen.shows && !seen.arrivesByGlance, "\(animation.name): \(seen)")
        }
        #expect(timing(.snappy.repeatForever()).description == "repeating for ever")
        #expect(timing(.spring(response: 0.5, dampingFraction: 0)).description == "never settling")
        // A few repeats end: three 0.3 s cycles are done within a second; five are not.
        #expect(timing(.easeInOut(duration: 0.3).repeatCount(3)).arrivesByGlance)
        #expect(!timing(.easeInOut(duration: 0.3).repeatCount(5)).arrivesByGlance)
    }
}
