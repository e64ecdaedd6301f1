import Foundation

// Publishers that make values rather than transform them (Combine, iOS 13 /
// macOS 10.15; `Optional.publisher` iOS 14 / macOS 11): `Future`,
// `Deferred`, `Publishers.Sequence` (`[1, 2].publisher`), `Result.Publisher`,
// `Optional.Publisher`, as Apple declares them
// (https://developer.apple.com/documentation/combine/future, …/deferred, …).

/// Apple: "A publisher that eventually produces a single value and then
/// finishes or fails." The closure runs at once, when the future is made;
/// subscribers get the result when the promise is fulfilled (or at once, if
/// it already was).
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    public typealias Promise = (Result<Output, Failure>) -> Void
    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private let subscribers = SubscriberList<Output, Failure>()

    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] in fulfil($0) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        let first = lock.withLock { () -> Bool in
            guard self.result == nil else { return false }
            self.result = result
            return true
        }
        guard first else { return }
        switch result {
        case .success(let value):
            subscribers.send(value)
            subscribers.finish(.finished)
        case .failure(let error):
            subscribers.finish(.failure(error))
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        if let result = lock.withLock({ result }) {
            subscriber.receive(subscription: ListSubscription {})
            if case .success(let value) = result { _ = subscriber.receive(value) }
            subscriber.receive(completion: result.completion)
        } else {
            _ = subscribers.add(subscriber)
        }
    }
}

extension Result {
    var completion: Subscribers.Completion<Failure> {
        if case .failure(let error) = self { .failure(error) } else { .finished }
    }
}

/// Apple: "A publisher that awaits subscription before running the supplied closure to create a publisher for the new subscriber."
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

extension Publishers {
    /// Apple: "A publisher that publishes a given sequence of elements", then finishes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            subscriber.receive(subscription: outlet.subscription)
            for element in sequence {
                guard !outlet.isEnded else { return }
                outlet.send(element)
            }
            outlet.finish(.finished)
        }
    }
}

extension Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { .init(sequence: self) }
}

extension Result {
    /// Apple: `Result.Publisher`, "a publisher that publishes an output to each subscriber exactly once then finishes, or fails immediately without producing any elements."
    public struct Publisher: CombineSim.Publisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>
        public init(_ result: Result<Success, Failure>) { self.result = result }
        public init(_ output: Success) { result = .success(output) }
        public init(_ failure: Failure) { result = .failure(failure) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
            subscriber.receive(subscription: ListSubscription {})
            if case .success(let value) = result { _ = subscriber.receive(value) }
            subscriber.receive(completion: result.completion)
        }
    }

    public var publisher: Publisher { Publisher(self) }
}

extension Optional {
    /// Apple: `Optional.Publisher` (iOS 14), "a publisher that publishes an optional value to each subscriber exactly once, if the optional has a value."
    public struct Publisher: CombineSim.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never
        public let output: Wrapped?
        public init(_ output: Wrapped?) { self.output = output }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
            subscriber.receive(subscription: ListSubscription {})
            if let output { _ = subscriber.receive(output) }
            subscriber.receive(completion: .finished)
        }
    }

    public var publisher: Publisher { Publisher(self) }
}
