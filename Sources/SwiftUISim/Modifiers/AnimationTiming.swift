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
        var shape = Shape.curve(.linear)

        /// How the remaining way falls over the animation's run.
        enum Shape: Equatable, Sendable {
            /// A timing curve (linear, ease, bezier): the way covered at a
            /// time is the curve's value at that share of the duration
            /// (red-team round 20: an ease-out is 52 % of the way at 40 % of
            /// its time, an ease-in 32 % at half time; Apple, UnitCurve, iOS 17).
            case curve(UnitBezier)
            /// A program's own `CustomAnimation` (iOS 17), run: its value at
            /// each moment, for a change of 1 (`CustomCurve`).
            case custom(CustomCurve)
            /// A damped spring: the way left is its envelope (`SpringPhysics`),
            /// at the spring's own time (`duration` is its settling duration).
            case spring(SpringPhysics)
            /// Repeats: the change reads as done only when the last one ends.
            case repeated
        }

        init(delay: Double = 0, duration: Double, shape: Shape = .curve(.linear)) {
            (self.delay, self.duration, self.shape) = (delay, duration, shape)
        }

        /// A spring timed by its physics: it runs until it settles.
        init(_ spring: SpringPhysics) {
            self.init(duration: spring.settlingDuration, shape: .spring(spring))
        }

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
            case .curve(let curve): return 1 - curve.value(at: fraction)
            case .custom(let curve): return curve.remaining(at: fraction * curve.duration)
            case .repeated: return 1
            case .spring(let spring): return spring.envelope(at: fraction * spring.settlingDuration)
            }
        }
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control
/// points: x is the share of the animation's time, y the share of the way.
/// Apple gives the named curves' points (UnitCurve, iOS 17): easeIn
/// (0.42, 0)–(1, 1), easeOut (0, 0)–(0.58, 1), easeInOut (0.42, 0)–(0.58, 1);
/// `Animation.easeIn(duration:)` and its kin (iOS 13) run these curves.
/// https://developer.apple.com/documentation/swiftui/unitcurve/easeout
struct UnitBezier: Equatable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    static let linear = UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    static let easeIn = UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    static let easeOut = UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    static let easeInOut = UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        // Apple clamps the x of the control points to 0...1 (a curve must be a function of time).
        (self.x1, self.y1, self.x2, self.y2) = (min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)
    }

    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    /// The share of the way covered at share `x` of the time.
    func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if self == .linear { return x }
        // x(s) rises monotonically with s (its control x's are in 0...1): bisect.
        var (low, high) = (0.0, 1.0)
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if Self.bezier(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return Self.bezier((low + high) / 2, y1, y2)
    }
}

/// A `CustomAnimation` run for a change of 1 (Apple, iOS 17:
/// `animate(value:time:context:)` returns "the current value of the
/// animation, or nil if the animation has finished"). Its duration is the
/// first time it returns nil, found by sampling up to `longest` seconds
/// (beyond that it is taken to run for ever).
/// https://developer.apple.com/documentation/swiftui/customanimation/animate(value:time:context:)
final class CustomCurve: Equatable, @unchecked Sendable {
    /// The animation itself (Hashable): two curves are equal when their animations are.
    private let key: AnyHashable
    private let sample: @Sendable (Double) -> Double?
    /// Seconds until it returns nil; infinite when it still ran after `longest`.
    let duration: Double

    /// A day: an animation still running then never ends for a user.
    static let longest = 86_400.0

    init<A: CustomAnimation>(_ animation: A) {
        key = AnyHashable(animation)
        let sample: @Sendable (Double) -> Double? = { time in
            var context = AnimationContext<Double>()
            return animation.animate(value: 1.0, time: time, context: &context)
        }
        self.sample = sample
        // Doubling from a hundredth of a second to the first time it has finished, then bisecting.
        var running = 0.0, finished = 0.01
        while sample(finished) != nil {
            running = finished
            finished *= 2
            if finished > Self.longest { break }
        }
        if finished > Self.longest {
            duration = .infinity
            return
        }
        for _ in 0..<40 {
            let middle = (running + finished) / 2
            if sample(middle) != nil { running = middle } else { finished = middle }
        }
        duration = running == 0 ? 0 : finished
    }

    /// The share of the way still to go at `time` seconds: how far its value
    /// is from the target (1), so an overshoot counts as a distance too.
    func remaining(at time: Double) -> Double {
        guard let value = sample(time), value.isFinite else { return time >= duration ? 0 : 1 }
        return abs(1 - value)
    }

    static func == (a: CustomCurve, b: CustomCurve) -> Bool { a === b || (a.key == b.key && a.duration == b.duration) }
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
