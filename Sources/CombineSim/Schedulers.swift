import Foundation

/// Apple: "A protocol that defines when and how to execute a closure."
///
/// The stand-in has no clock (nor does the simulator's `ViewHost`): work
/// asked for *now* (`schedule(options:_:)`, what `receive(on:)` uses) runs
/// at once, on the caller's thread; work asked for *later* (after a date,
/// or repeating: timers, `debounce`, `throttle`, `delay`) never runs. On
/// Apple platforms `DispatchQueue.main` and `RunLoop.main` run the first
/// kind on the main thread's next turn; a check that needs a timer's tick
/// drives the change itself (docs/simulator.md, "Combine and OSLog").
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
/// for now at once, work for later never.
public protocol _ClocklessScheduler: Scheduler where SchedulerTimeType == SchedulerTime {}

extension _ClocklessScheduler {
    public var now: SchedulerTime { SchedulerTime(seconds: Date().timeIntervalSinceReferenceDate) }
    public var minimumTolerance: SchedulerTime.Stride { .nanoseconds(0) }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
    public func schedule(after date: SchedulerTime, tolerance: SchedulerTime.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {}
    public func schedule(
        after date: SchedulerTime, interval: SchedulerTime.Stride, tolerance: SchedulerTime.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        AnyCancellable {}
    }
}

extension DispatchQueue: _ClocklessScheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public struct SchedulerOptions: Sendable {
        public var qos: DispatchQoS
        public init(qos: DispatchQoS = .unspecified) { self.qos = qos }
    }
}

extension RunLoop: _ClocklessScheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public struct SchedulerOptions: Sendable {}
}

extension OperationQueue: _ClocklessScheduler {
    public typealias SchedulerTimeType = SchedulerTime
    public struct SchedulerOptions: Sendable {}
}

/// Apple: "A scheduler for performing synchronous actions."
public struct ImmediateScheduler: _ClocklessScheduler, Sendable {
    public typealias SchedulerTimeType = SchedulerTime
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()
}
