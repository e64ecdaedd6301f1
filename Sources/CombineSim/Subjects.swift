import Foundation

/// Apple: "A publisher that exposes a method for outside callers to publish elements."
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// Apple: "A subject that broadcasts elements to downstream subscribers."
/// Here every subscriber gets each value synchronously, inside `send`.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()

    public init() {}

    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        _ = subscribers.add(subscriber)
    }
}

/// Apple: "A subject that wraps a single value and publishes a new element
/// whenever the value changes." A new subscriber gets the current value first.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    public init(_ value: Output) { current = value }

    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    public func send(_ value: Output) {
        lock.withLock { current = value }
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        if subscribers.add(subscriber) != nil { _ = subscriber.receive(value) }
    }
}
