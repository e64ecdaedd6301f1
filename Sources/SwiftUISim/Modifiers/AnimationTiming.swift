#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// When an animation starts, how long it runs and how far it has got at a
// given time, so that a check can tell an animation a user sees play from
// one that only carries the name (red-team round 14: `.linear(duration: 0)`,
// `.speed(1_000_000)`, `.delay(86_400)` all "animated" lab 22's receipt), and
// the screen can show what a user sees a second after a change (round 15:
// `.linear(duration: 600)` on a pressed look).
//
// Apple (iOS 13 on): `delay(_:)` "delays the start of the animation by the
// specified number of seconds"; `speed(_:)` "changes the duration of the
// animation by a factor of speed" (a one-second animation at speed 2 takes
// half a second). A speed applies to what it wraps, a delay written before
// it included: the whole timeline runs faster.

extension Animation {
    /// Seconds before it starts, seconds until it settles (every repeat
    /// included; infinite for one that never settles), and how far it has
    /// got over that time (`Shape`).
    struct Timing: Equatable, Sendable {
        var delay = 0.0
        var duration: Double
        var shape = Shape.curve

        /// How the remaining way falls over the animation's run.
        enum Shape: Equatable, Sendable {
            /// A timing curve (linear, ease, bezier): judged by its time, the
            /// way left is the time left (an ease-in-out is half way at half time).
            case curve
            /// A damped spring: the way left is its envelope (`SpringPhysics`),
            /// at the spring's own time (`duration` is its settling duration).
            case spring(SpringPhysics)
            /// Repeats: the change reads as done only when the last one ends.
            case repeated
        }

        init(delay: Double = 0, duration: Double, shape: Shape = .curve) {
            (self.delay, self.duration, self.shape) = (delay, duration, shape)
        }

        /// A spring timed by its physics: it runs until it settles.
        init(_ spring: SpringPhysics) {
            self.init(duration: spring.settlingDuration, shape: .spring(spring))
        }

        /// The default spring (`spring(response: 0.5, dampingFraction: 0.825)`, Apple, iOS 13).
        static let spring = Timing(SpringPhysics(response: 0.5, dampingRatio: 0.825))

        func delayed(by seconds: Double) -> Timing { Timing(delay: delay + seconds, duration: duration, shape: shape) }

        /// A speed of 0 (or less) never runs the animation: it never ends.
        func sped(by speed: Double) -> Timing {
            guard speed > 0 else { return Timing(delay: .infinity, duration: .infinity, shape: shape) }
            return Timing(delay: delay / speed, duration: duration / speed, shape: shape)
        }

        /// `repeatCount(_:)` runs `count` cycles; `repeatForever` never settles.
        func repeated(_ count: Int?) -> Timing {
            guard let count else { return Timing(delay: delay, duration: .infinity, shape: .repeated) }
            return Timing(delay: delay, duration: duration * Double(max(count, 1)), shape: count > 1 ? .repeated : shape)
        }

        /// The fraction of the way from the old look to the new one still to
        /// go `seconds` after the change (1: not started; 0: arrived).
        func remaining(after seconds: Double) -> Double {
            guard seconds > delay else { return 1 }
            guard duration.isFinite else { return 1 }
            guard duration > 0, seconds - delay < duration else { return 0 }
            let fraction = (seconds - delay) / duration
            switch shape {
            case .curve: return 1 - fraction
            case .repeated: return 1
            case .spring(let spring): return spring.envelope(at: fraction * spring.settlingDuration)
            }
        }
    }
}

/// A damped harmonic oscillator, as Apple's `Spring` (iOS 17) describes one:
/// mass m, stiffness k, damping c; `response` 2π·√(m/k) (the period of the
/// undamped spring, Apple's `duration` for a spring that does not bounce) and
/// `dampingRatio` c / (2·√(k·m)) (1: critically damped; `bounce` 1 − ratio).
/// Apple's example: `Spring(duration: 0.5, bounce: 0.3)` is mass 1, stiffness
/// 157.9, damping 17.6; `Spring(mass: 1, stiffness: 100, damping: 10)` is
/// duration 0.63, bounce 0.5.
/// https://developer.apple.com/documentation/swiftui/spring
struct SpringPhysics: Equatable, Sendable {
    /// Natural angular frequency √(k/m), in radians a second.
    let omega: Double
    let dampingRatio: Double

    init(mass: Double, stiffness: Double, damping: Double) {
        let (m, k) = (max(mass, .leastNonzeroMagnitude), max(stiffness, 0))
        omega = (k / m).squareRoot()
        dampingRatio = k > 0 ? max(damping, 0) / (2 * (k * m).squareRoot()) : .infinity
    }

    init(response: Double, dampingRatio: Double) {
        omega = response > 0 ? 2 * Double.pi / response : .infinity
        self.dampingRatio = max(dampingRatio, 0)
    }

    /// Apple's `duration`/`bounce` pair (iOS 17): a bounce of 0 is critically
    /// damped, above 0 underdamped (ratio 1 − bounce), below 0 overdamped
    /// (ratio 1 / (1 + bounce)).
    init(duration: Double, bounce: Double) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / max(1 + bounce, .leastNonzeroMagnitude)
        self.init(response: duration, dampingRatio: ratio)
    }

    /// Apple's `settlingDuration` threshold: "an `epsilon` of 0.001".
    /// https://developer.apple.com/documentation/swiftui/spring/settlingduration
    static let epsilon = 0.001

    /// How far from its target the spring can still be at `t` seconds,
    /// moving from 0 to 1 at rest: the envelope of its motion (for a spring
    /// that bounces, the exponential its oscillation stays inside).
    func envelope(at t: Double) -> Double {
        guard omega.isFinite else { return 0 }
        guard omega > 0, t > 0 else { return 1 }
        let zeta = dampingRatio
        if zeta < 1 {
            return exp(-zeta * omega * t) / (1 - zeta * zeta).squareRoot()
        } else if zeta == 1 {
            return (1 + omega * t) * exp(-omega * t)
        } else if zeta.isInfinite {
            return 1
        } else {
            // Two real rates; the slow one decides (x = 1 − (r2·e^−r1t − r1·e^−r2t)/(r2 − r1)).
            let root = (zeta * zeta - 1).squareRoot()
            let (slow, fast) = (omega * (zeta - root), omega * (zeta + root))
            return (fast * exp(-slow * t) - slow * exp(-fast * t)) / (fast - slow)
        }
    }

    /// Seconds until the envelope stays under `epsilon`: infinite for an
    /// undamped spring, which "oscillates indefinitely" (Apple,
    /// `spring(response:dampingFraction:blendDuration:)`).
    var settlingDuration: Double {
        guard omega.isFinite else { return 0 }
        var high = 1.0
        while envelope(at: high) > Self.epsilon {
            high *= 2
            if high > 1e9 { return .infinity }
        }
        var low = 0.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if envelope(at: middle) > Self.epsilon { low = middle } else { high = middle }
        }
        return high
    }
}

extension ViewHost {
    /// An animation as it runs: when it starts after the change and how
    /// long it takes, in seconds, speed and delays applied.
    public struct AnimationTiming: Equatable, Sendable, CustomStringConvertible {
        public let delay: Double
        /// Until it settles: a spring's settling duration from its physics,
        /// every repeat of a repeating one (infinite for `repeatForever`,
        /// an undamped spring, a speed of 0).
        public let duration: Double
        let timing: Animation.Timing

        init(_ timing: Animation.Timing) { (delay, duration, self.timing) = (timing.delay, timing.duration, timing) }

        /// The shortest animation a user sees move: 0.1 s. A change faster
        /// than a tenth of a second reads as instantaneous (the response-time
        /// limit of Miller 1968 and Card et al. 1991; six frames at 60 Hz).
        public static let shortestSeen = 0.1
        /// The longest animation a user watches to its end: 10 s (the
        /// limit for keeping attention on the task, same sources).
        public static let longestWatched = 10.0
        /// The longest delay after which a user still ties the motion to
        /// the tap: 1 s (the limit for the flow of thought, same sources);
        /// later, the view sits in its transition's start state (moved off,
        /// faded out) and the user has taken the tap as doing nothing.
        public static let longestDelay = 1.0
        /// When a user reads what a change did: 1 s after it (the same
        /// limit). The screen the simulator shows after a change is the one
        /// at that time (`arrivesByGlance`).
        public static let glance = 1.0

        /// Whether a user sees it play: it starts within `longestDelay`
        /// and runs between `shortestSeen` and `longestWatched`. One that
        /// never settles (`repeatForever`, an undamped spring) never
        /// shows the change done.
        public var shows: Bool {
            delay <= Self.longestDelay && duration >= Self.shortestSeen && duration <= Self.longestWatched
        }

        /// Whether, `glance` seconds after the change, the view shows the new
        /// look: the animation has started and covered at least half of the
        /// way, and it settles. Otherwise a user still sees the old look
        /// (not started, barely moved, or moving for ever).
        public var arrivesByGlance: Bool { arrives(by: Self.glance) }

        /// How long a finger rests on the screen in an ordinary tap: 0.2 s,
        /// the upper end of a tap (a tenth to a fifth of a second). A
        /// pressed look (`ButtonStyleConfiguration.isPressed`, iOS 13: "whether
        /// the user is currently pressing the button") is judged as a user
        /// sees it this long into the press (`ViewHost.press`): one that an
        /// `Animation.delay(_:)` starts later, or that moves too slowly, shows
        /// only after the finger has lifted (red-team round 19).
        public static let tapHold = 0.2

        /// Whether, `seconds` after the change, the view shows the new look
        /// (`arrivesByGlance` at another moment).
        public func arrives(by seconds: Double) -> Bool {
            duration.isFinite && timing.remaining(after: seconds) <= 0.5
        }

        public var description: String {
            let start = delay == 0 ? "" : "after \(format(delay)) s, "
            guard duration.isFinite else {
                return start + (timing.shape == .repeated ? "repeating for ever" : "never settling")
            }
            return start + "for \(format((duration * 100).rounded() / 100)) s"
        }

        public static func == (a: AnimationTiming, b: AnimationTiming) -> Bool { a.timing == b.timing }
    }
}
