import Foundation

/// Apple: "A protocol that defines when and how to execute a closure."
///
/// Work asked for *now* (`schedule(options:_:)`, what `receive(on:)` uses)
/// runs at once, on the caller's thread. Work asked for *later* (after a
/// date, or repeating: `delay`, `debounce`, `throttle`, timers) on the main
/// thread's schedulers (`DispatchQueue.main`, `RunLoop.main`,
/// `OperationQueue.main`) runs on the clock of whoever sets
/// `MainRunLoopTimers.schedule` (the simulator's host: its virtual clock,
/// a glance running what is due by its end), as a device's main run loop
/// runs it at its date (twenty-sixth review, finding 01: a
/// `delay(for: 0.3, scheduler: RunLoop.main)` never ran, so a jump it
/// made went unseen). On other schedulers, or with no clock set, it never
/// runs (docs/simulator.md, "Combine and OSLog").
public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
    var now: SchedulerTimeType { get }
    var minimumTolerance: SchedulerTimeType.Stride { get }
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }
    /// Apple, Scheduler.schedule(after:interval:_:) and
    /// schedule(after:interval:tolerance:_:): repeating, with the
    /// scheduler's minimum tolerance and no options when left out.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}

public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// A point in a scheduler's time: `DispatchQueue.SchedulerTimeType`,
/// `RunLoop.SchedulerTimeType` and `ImmediateScheduler.SchedulerTimeType` here.
public struct SchedulerTime: Strideable, Hashable, Sendable {
    public var seconds: Double
    public init(seconds: Double) { self.seconds = seconds }
    public func distance(to other: SchedulerTime) -> Stride { Stride(other.seconds - seconds) }
    public func advanced(by n: Stride) -> SchedulerTime { SchedulerTime(seconds: seconds + n.timeInterval) }

    /// A span of scheduler time, written `.milliseconds(300)`, `.seconds(1)` or `0.5`.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Sendable {
        public var timeInterval: Double
        public init(_ timeInterval: Double) { self.timeInterval = timeInterval }
        public init(floatLiteral value: Double) { timeInterval = value }
        public init(integerLiteral value: Int) { timeInterval = Double(value) }
        public init?<T: BinaryInteger>(exactly source: T) { timeInterval = Double(source) }
        public var magnitude: Double { abs(timeInterval) }
        public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1e3) }
        public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1e6) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1e9) }
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.timeInterval < rhs.timeInterval }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval + rhs.timeInterval) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval - rhs.timeInterval) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.timeInterval * rhs.timeInterval) }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    }
}

/// What the stand-in's schedulers share: `now` from the wall clock, work
/// for now at once, work for later on the main run loop's clock when the
/// scheduler is the main thread's (`_runsOnMainRunLoop`), else never.
public protocol _ClocklessScheduler: Scheduler where SchedulerTimeType == SchedulerTime {
    /// Whether this scheduler runs its work on the main thread's run loop
    /// (`DispatchQueue.main`, `RunLoop.main`, `OperationQueue.main`).
    var _runsOnMainRunLoop: Bool { get }
}

extension _ClocklessScheduler {
    public var _runsOnMainRunLoop: Bool { false }
    public var now: SchedulerTime { SchedulerTime(seconds: Date().timeIntervalSinceReferenceDate) }
    public var minimumTolerance: SchedulerTime.Stride { .nanoseconds(0) }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
    /// Apple, Scheduler.schedule(after:tolerance:options:_:): "Performs the
    /// action at some time after the specified date."
    public func schedule(after date: SchedulerTime, tolerance: SchedulerTime.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        guard _runsOnMainRunLoop, let clock = MainRunLoopTimers.schedule else { return }
        let work = MainRunLoopWork(action)
        clock(max(0, now.distance(to: date).timeInterval)) { work.run() }
    }
    /// Apple, Scheduler.schedule(after:interval:tolerance:options:_:):
    /// "Performs the action at some time after the specified date, at the
    /// specified frequency, optionally taking into account tolerance if
    /// possible." Repeats until the returned cancellable is cancelled.
    public func schedule(
        after date: SchedulerTime, interval: SchedulerTime.Stride, tolerance: SchedulerTime.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        guard _runsOnMainRunLoop, let clock = MainRunLoopTimers.schedule else { return AnyCancellable {} }
        let repeating = MainRunLoopRepeat(every: interval.timeInterval, clock: clock, work: MainRunLoopWork(action))
        repeating.arm(after: max(0, now.distance(to: date).timeInterval))
        return AnyCancellable { repeating.stop() }
    }
}

/// An action a main-thread scheduler was given: run on the main thread by
/// the clock (the host's glance, or its wall-clock backup on the main
/// queue), so handed across as the run loop hands its blocks.
final class MainRunLoopWork: @unchecked Sendable {
    private let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
    func run() { action() }
}

/// A repeating main-thread action until stopped. Apple, Timer (iOS 2): an
/// interval "less than or equal to 0.0" is taken as 0.0001 s.
private final class MainRunLoopRepeat: @unchecked Sendable {
    private let interval: Double
    private let clock: @Sendable (Double, @escaping @Sendable () -> Void) -> Void
    private let work: MainRunLoopWork
    private let lock = NSLock()
    private var stopped = false

    init(every interval: Double, clock: @escaping @Sendable (Double, @escaping @Sendable () -> Void) -> Void, work: MainRunLoopWork) {
        (self.interval, self.clock, self.work) = (max(interval, 0.0001), clock, work)
    }

    func arm(after delay: Double) {
        clock(delay) { [self] in
            guard !lock.withLock({ stopped }) else { return }
            work.run()
            arm(after: interval)
        }
    }

    func stop() { lock.withLock { stopped = true } }
}

extension DispatchQueue: _ClocklessScheduler {
    public typealias SchedulerTimeType = SchedulerTime
    /// The main queue (on Linux `DispatchQueue.main` is not one object:
    /// its label names it).
    public var _runsOnMainRunLoop: Bool { label == DispatchQueue.main.label }
    public struct SchedulerOptions: Sendable {
        public var qos: DispatchQoS
        public init(qos: DispatchQoS = .unspecified) { self.qos = qos }
    }
}

extension RunLoop: _ClocklessScheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public var _runsOnMainRunLoop: Bool { self === RunLoop.main }
    public struct SchedulerOptions: Sendable {}
}

extension OperationQueue: _ClocklessScheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public var _runsOnMainRunLoop: Bool { self === OperationQueue.main }
    public struct SchedulerOptions: Sendable {}
}

/// Apple: "A scheduler for performing synchronous actions."
public struct ImmediateScheduler: _ClocklessScheduler, Sendable {
    public typealias SchedulerTimeType = SchedulerTime
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()
}
