import Foundation

/// Apple: "A namespace for types that serve as publishers." The operators
/// SwiftUI code chains most; each passes the upstream's subscription down.
public enum Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Relay(subscriber, transform))
        }
    }

    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Relay(subscriber, transform))
        }
    }

    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            upstream.receive(subscriber: Relay(subscriber) { isIncluded($0) ? $0 : nil })
        }
    }

    /// Apple: "A publisher that publishes only elements that don't match the previous element."
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = Box<Output?>(nil), predicate = predicate
            upstream.receive(subscriber: Relay(subscriber) { value in
                defer { last.value = value }
                if let previous = last.value, predicate(previous, value) { return nil }
                return value
            })
        }
    }

    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let left = Box(count)
            upstream.receive(subscriber: Relay(subscriber) { value in
                guard left.value > 0 else { return value }
                left.value -= 1
                return nil
            })
        }
    }

    /// Delivers through the scheduler's `schedule(options:_:)`: at once here (Schedulers.swift).
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, options) = (scheduler, options)
            upstream.receive(subscriber: Relay<Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { value in
                    scheduler.schedule(options: options) { _ = subscriber.receive(value) }
                    return .none
                },
                completion: { completion in scheduler.schedule(options: options) { subscriber.receive(completion: completion) } }))
        }
    }

    /// Apple: "A publisher that publishes elements only after a specified
    /// time interval elapses between events." The wait is the scheduler's:
    /// the virtual clock on the main thread's schedulers, else it never
    /// elapses (Schedulers.swift).
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, options, dueTime) = (scheduler, options, dueTime)
            let latest = Box(0)
            upstream.receive(subscriber: Relay<Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { value in
                    latest.value += 1
                    let mine = latest.value
                    scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
                        if latest.value == mine { _ = subscriber.receive(value) }
                    }
                    return .none
                },
                completion: { subscriber.receive(completion: $0) }))
        }
    }

    /// `throttle` and `delay`: each value waits for the scheduler (the
    /// virtual clock on the main thread's schedulers, else never;
    /// Schedulers.swift).
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, options, interval) = (scheduler, options, interval)
            upstream.receive(subscriber: Relay<Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { value in
                    scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options) {
                        _ = subscriber.receive(value)
                    }
                    return .none
                },
                completion: { subscriber.receive(completion: $0) }))
        }
    }

    public typealias Throttle<Upstream: Publisher, Context: Scheduler> = Delay<Upstream, Context>

    /// Apple: a publisher that "automatically connects to an upstream
    /// connectable publisher" when it gets its first subscriber, and
    /// disconnects when the last one cancels. The connection lasts as long
    /// as a subscription does, not as long as this object is referenced:
    /// `for await _ in Timer.publish(…).autoconnect().values` and a `sink`
    /// on a publisher made inline keep ticking (twenty-sixth review, 08).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private let lock = NSLock()
        /// The upstream's connection: none, being made (`connect()` runs
        /// outside the lock: it may deliver at once), or made.
        private enum Connection {
            case none, connecting
            case made(any Cancellable)
        }
        private var connection = Connection.none
        private var subscribed = 0
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            lock.withLock { subscribed += 1 }
            upstream.receive(subscriber: Relay<Output, Failure>(
                subscription: { subscriber.receive(subscription: KeepingSubscription($0) { self.subscriberLeft() }) },
                value: { subscriber.receive($0) },
                completion: { subscriber.receive(completion: $0) }))
            let connects = lock.withLock { () -> Bool in
                guard case .none = connection, subscribed > 0 else { return false }
                connection = .connecting
                return true
            }
            guard connects else { return }
            let made = upstream.connect()
            // Everyone left while it was made: it ends at once.
            let abandoned = lock.withLock { () -> Bool in
                connection = subscribed > 0 ? .made(made) : .none
                return subscribed == 0
            }
            if abandoned { made.cancel() }
        }

        private func subscriberLeft() {
            let ending = lock.withLock { () -> (any Cancellable)? in
                subscribed -= 1
                guard subscribed == 0, case .made(let made) = connection else { return nil }
                connection = .none
                return made
            }
            ending?.cancel()
        }
    }
}

/// A subscription that keeps what made it (through `left`) until it is
/// cancelled, and says so once.
private final class KeepingSubscription: Subscription, @unchecked Sendable {
    private let inner: any Subscription
    private let lock = NSLock()
    private var left: (() -> Void)?
    init(_ inner: any Subscription, left: @escaping () -> Void) { (self.inner, self.left) = (inner, left) }
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    func request(_ demand: Subscribers.Demand) { inner.request(demand) }
    func cancel() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { left = nil }
            return left
        }
        inner.cancel()
        action?()
    }
}

/// Per-subscription state of an operator.
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> { .init(upstream: self, transform: transform) }
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> { .init(upstream: self) { $0[keyPath: keyPath] } }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> { .init(upstream: self, transform: transform) }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> { .init(upstream: self, isIncluded: isIncluded) }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        .init(upstream: self, predicate: predicate)
    }
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { .init(upstream: self, count: count) }
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        .init(upstream: self, scheduler: scheduler, options: options)
    }
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.Debounce<Self, S>
    {
        .init(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        .init(upstream: self, interval: interval, scheduler: scheduler, options: nil)
    }
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
                                    options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        .init(upstream: self, interval: interval, scheduler: scheduler, options: options)
    }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { .init(upstream: self, predicate: ==) }
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Apple: "A publisher that performs type erasure by wrapping another publisher."
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribe: (AnySubscriber<Output, Failure>) -> Void
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.receive(subscriber: $0) }
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(AnySubscriber(subscriber))
    }
    public var description: String { "AnyPublisher" }
}

/// Apple: "A type-erasing subscriber."
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    public let combineIdentifier: CombineIdentifier
    private let onSubscription: (any Subscription) -> Void
    private let onValue: (Input) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        combineIdentifier = subscriber.combineIdentifier
        onSubscription = { subscriber.receive(subscription: $0) }
        onValue = { subscriber.receive($0) }
        onCompletion = { subscriber.receive(completion: $0) }
    }
    public func receive(subscription: any Subscription) { onSubscription(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}

/// Apple: "A publisher that emits an output to each subscriber just once, and then finishes."
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: ListSubscription {})
        _ = subscriber.receive(output)
        subscriber.receive(completion: .finished)
    }
}

extension Just: Equatable where Output: Equatable {}

/// Apple: "A publisher that never publishes any values, and optionally finishes immediately."
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: ListSubscription {})
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
    public static func == (lhs: Empty, rhs: Empty) -> Bool { lhs.completeImmediately == rhs.completeImmediately }
}

/// Apple: "A publisher that immediately terminates with the specified error."
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: ListSubscription {})
        subscriber.receive(completion: .failure(error))
    }
}
