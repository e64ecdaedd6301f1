import Foundation

extension Subscribers {
    /// Apple: "A simple subscriber that requests an unlimited number of
    /// values upon subscription." Cancelling it cancels its subscription.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        public let receiveValue: (Input) -> Void
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var isCancelled = false

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            let keep = lock.withLock { () -> Bool in
                guard !isCancelled, self.subscription == nil else { return false }
                self.subscription = subscription
                return true
            }
            if keep { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if lock.withLock({ isCancelled }) { return .none }
            receiveValue(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let live = lock.withLock { () -> Bool in
                defer { subscription = nil }
                return !isCancelled
            }
            if live { receiveCompletion(completion) }
        }

        public func cancel() {
            let subscription = lock.withLock { () -> (any Subscription)? in
                isCancelled = true
                defer { self.subscription = nil }
                return self.subscription
            }
            subscription?.cancel()
        }
    }

    /// Apple: "A simple subscriber that assigns received elements to a
    /// property indicated by a key path."
    public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
        public typealias Failure = Never
        public private(set) var object: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public func receive(subscription: any Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }
        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }
        public func receive(completion: Subscribers.Completion<Never>) { object = nil }
        public func cancel() {
            subscription?.cancel()
            subscription = nil
            object = nil
        }
    }
}

extension Publisher {
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Apple: "Assigns each element from a publisher to a property on an
    /// object." The subscriber keeps the object alive until cancelled.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        receive(subscriber: assign)
        return AnyCancellable(assign)
    }
}

/// A subscriber made of closures: what the operators put between their
/// upstream and the subscriber downstream.
struct Relay<Input, Failure: Error>: Subscriber {
    let combineIdentifier = CombineIdentifier()
    let onSubscription: (any Subscription) -> Void
    let onValue: (Input) -> Subscribers.Demand
    let onCompletion: (Subscribers.Completion<Failure>) -> Void

    func receive(subscription: any Subscription) { onSubscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }
    func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }

    /// Passes the subscription and completion down, and each value through `transform` (nil: dropped).
    init<Downstream: Subscriber>(_ downstream: Downstream, _ transform: @escaping (Input) -> Downstream.Input?)
    where Downstream.Failure == Failure {
        onSubscription = { downstream.receive(subscription: $0) }
        onValue = { value in transform(value).map { downstream.receive($0) } ?? .none }
        onCompletion = { downstream.receive(completion: $0) }
    }

    init(
        subscription: @escaping (any Subscription) -> Void, value: @escaping (Input) -> Subscribers.Demand,
        completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        (onSubscription, onValue, onCompletion) = (subscription, value, completion)
    }
}

/// The subscribers of a subject (or of an object's `objectWillChange`), in
/// the order they subscribed; values go to a copy of the list, so a
/// subscriber may subscribe or cancel while one is delivered.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(id: Int, subscriber: AnySubscriberBox<Output, Failure>)] = []
    private var nextID = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    /// Adds a subscriber and hands it its subscription; nil once completed.
    func add<S: Subscriber>(_ subscriber: S) -> Int? where S.Input == Output, S.Failure == Failure {
        let id = lock.withLock { () -> Int? in
            guard completion == nil else { return nil }
            nextID += 1
            entries.append((nextID, AnySubscriberBox(subscriber)))
            return nextID
        }
        if let id {
            subscriber.receive(subscription: ListSubscription { [weak self] in self?.remove(id) })
        } else {
            subscriber.receive(subscription: ListSubscription {})
            if let completion = lock.withLock({ completion }) { subscriber.receive(completion: completion) }
        }
        return id
    }

    func remove(_ id: Int) { lock.withLock { entries.removeAll { $0.id == id } } }

    var isEmpty: Bool { lock.withLock { entries.isEmpty } }

    func send(_ value: Output) {
        for entry in lock.withLock({ entries }) { _ = entry.subscriber.receive(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let ended = lock.withLock { () -> [(id: Int, subscriber: AnySubscriberBox<Output, Failure>)] in
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { entries.removeAll() }
            return entries
        }
        for entry in ended { entry.subscriber.receive(completion: completion) }
    }
}

/// A subscriber of a known input and failure, its own type erased.
struct AnySubscriberBox<Input, Failure: Error> {
    private let onValue: (Input) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void
    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        onValue = { subscriber.receive($0) }
        onCompletion = { subscriber.receive(completion: $0) }
    }
    func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }
    func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}

/// What a subscriber of a subject holds: cancelling removes it from the list.
final class ListSubscription: Subscription, @unchecked Sendable {
    private var onCancel: (() -> Void)?
    private let lock = NSLock()
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { onCancel = nil }
            return onCancel
        }
        action?()
    }
}
