import Foundation

/// The downstream end of one subscription to an operator: what the
/// operator sends on, and the upstream subscription it cancels when it
/// ends the stream early (`first()`, a thrown error), as Apple's do.
/// Once ended it sends nothing more.
final class Outlet<Input, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private let downstream: AnySubscriberBox<Input, Failure>
    private var upstream: [any Subscription] = []
    private var ended = false

    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        downstream = AnySubscriberBox(subscriber)
    }

    var isEnded: Bool { lock.withLock { ended } }

    /// Keeps an upstream subscription to cancel with the stream.
    func hold(_ subscription: any Subscription) {
        let late = lock.withLock { () -> Bool in
            if !ended { upstream.append(subscription) }
            return ended
        }
        if late { subscription.cancel() }
    }

    func send(_ value: Input) {
        guard !isEnded else { return }
        _ = downstream.receive(value)
    }

    /// Completes downstream once and cancels what is still upstream.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        let upstream = lock.withLock { () -> [any Subscription]? in
            guard !ended else { return nil }
            ended = true
            defer { self.upstream = [] }
            return self.upstream
        }
        guard let upstream else { return }
        upstream.forEach { $0.cancel() }
        downstream.receive(completion: completion)
    }

    /// Downstream cancelled: stop and cancel upstream, completing nothing.
    func cancel() {
        let upstream = lock.withLock { () -> [any Subscription] in
            ended = true
            defer { self.upstream = [] }
            return self.upstream
        }
        upstream.forEach { $0.cancel() }
    }

    /// The subscription the downstream subscriber holds.
    var subscription: any Subscription { ListSubscription { [weak self] in self?.cancel() } }
}

extension Publisher {
    /// Subscribes an operator's logic between this publisher and `subscriber`:
    /// `value` and `completion` see what comes from upstream and send on
    /// through the outlet. Downstream gets its subscription first.
    func relay<S: Subscriber>(
        to subscriber: S,
        value: @escaping (Output, Outlet<S.Input, S.Failure>) -> Void,
        completion: @escaping (Subscribers.Completion<Failure>, Outlet<S.Input, S.Failure>) -> Void
    ) {
        let outlet = Outlet(subscriber)
        subscriber.receive(subscription: outlet.subscription)
        outlet.subscribe(to: self, value: { value($0, outlet) }, completion: { completion($0, outlet) })
    }
}

extension Outlet {
    /// Subscribes to one upstream of this outlet (an operator can have several).
    func subscribe<P: Publisher>(
        to publisher: P, value: @escaping (P.Output) -> Void, completion: @escaping (Subscribers.Completion<P.Failure>) -> Void
    ) {
        guard !isEnded else { return }
        publisher.receive(subscriber: Relay<P.Output, P.Failure>(
            subscription: { [weak self] in self?.hold($0) ?? $0.cancel() },
            value: { [weak self] in
                if self?.isEnded == false { value($0) }
                return .none
            },
            completion: completion))
    }
}

extension Subscribers.Completion {
    /// The same completion with its error changed (`mapError`, `setFailureType`).
    func mapError<E: Error>(_ transform: (Failure) -> E) -> Subscribers.Completion<E> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }
}
