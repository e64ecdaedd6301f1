// When an animation starts and how long it runs, so that a check can tell
// an animation a user sees play from one that only carries the name
// (red-team round 14: `.linear(duration: 0)`, `.speed(1_000_000)`,
// `.delay(86_400)` all "animated" lab 22's receipt).
//
// Apple (iOS 13 on): `delay(_:)` "delays the start of the animation by the
// specified number of seconds"; `speed(_:)` "changes the duration of the
// animation by a factor of speed" (a one-second animation at speed 2 takes
// half a second). A speed applies to what it wraps, a delay written before
// it included: the whole timeline runs faster.

extension Animation {
    /// Seconds before it starts, and seconds it runs (one cycle of a repeating one).
    struct Timing: Equatable, Sendable {
        var delay = 0.0
        var duration: Double

        /// A spring's perceptual duration when none is given
        /// (`spring(response: 0.5)`, `snappy(duration: 0.5)`, Apple).
        static let spring = Timing(duration: 0.5)

        func delayed(by seconds: Double) -> Timing { Timing(delay: delay + seconds, duration: duration) }

        /// A speed of 0 (or less) never runs the animation: it never ends.
        func sped(by speed: Double) -> Timing {
            guard speed > 0 else { return Timing(delay: .infinity, duration: .infinity) }
            return Timing(delay: delay / speed, duration: duration / speed)
        }
    }
}

extension ViewHost {
    /// An animation as it runs: when it starts after the change and how
    /// long it takes, in seconds, speed and delays applied.
    public struct AnimationTiming: Equatable, Sendable, CustomStringConvertible {
        public let delay: Double
        public let duration: Double

        init(_ timing: Animation.Timing) { (delay, duration) = (timing.delay, timing.duration) }

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

        /// Whether a user sees it play: it starts within `longestDelay`
        /// and runs between `shortestSeen` and `longestWatched`.
        public var shows: Bool {
            delay <= Self.longestDelay && duration >= Self.shortestSeen && duration <= Self.longestWatched
        }

        public var description: String {
            (delay == 0 ? "" : "after \(format(delay)) s, ") + "for \(format(duration)) s"
        }
    }
}
