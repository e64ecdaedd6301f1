import Foundation

// Operators that subscribe to further publishers (Combine, iOS 13 / macOS
// 10.15; the `Failure == Never` overloads of `flatMap` and `switchToLatest`
// are iOS 14 / macOS 11): `flatMap`, `switchToLatest`, `append`/`prepend`,
// `catch`, `retry`, as Apple declares them
// (https://developer.apple.com/documentation/combine/publishers/flatmap, …).

extension Publishers {
    /// Apple: "A publisher that transforms elements from an upstream publisher into a new publisher."
    /// Every inner publisher's values go downstream; it finishes when upstream and every inner one have.
    /// `maxPublishers` is kept, not enforced (demand is not modelled).
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let live = Box(1), transform = transform
            let done: (Subscribers.Completion<Failure>, Outlet<Output, Failure>) -> Void = { completion, outlet in
                if case .failure = completion { return outlet.finish(completion) }
                live.value -= 1
                if live.value == 0 { outlet.finish(.finished) }
            }
            upstream.relay(to: subscriber, value: { value, outlet in
                live.value += 1
                outlet.subscribe(to: transform(value), value: { outlet.send($0) }, completion: { done($0, outlet) })
            }, completion: done)
        }
    }

    /// Apple: "A publisher that flattens nested publishers": values of the latest inner publisher only.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let generation = Box(0), upstreamDone = Box(false), innerDone = Box(true)
            upstream.relay(to: subscriber, value: { inner, outlet in
                generation.value += 1
                let mine = generation.value
                innerDone.value = false
                outlet.subscribe(to: inner, value: { if generation.value == mine { outlet.send($0) } }, completion: { completion in
                    guard generation.value == mine else { return }
                    if case .failure = completion { return outlet.finish(completion) }
                    innerDone.value = true
                    if upstreamDone.value { outlet.finish(.finished) }
                })
            }, completion: { completion, outlet in
                if case .failure = completion { return outlet.finish(completion) }
                upstreamDone.value = true
                if innerDone.value { outlet.finish(.finished) }
            })
        }
    }

    /// Apple: "A publisher that emits all of one publisher's elements before those from another publisher."
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix
        public init(prefix: Prefix, suffix: Suffix) { (self.prefix, self.suffix) = (prefix, suffix) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let suffix = suffix
            prefix.relay(to: subscriber, value: { $1.send($0) }, completion: { completion, outlet in
                guard case .finished = completion else { return outlet.finish(completion) }
                outlet.subscribe(to: suffix, value: { outlet.send($0) }, completion: { outlet.finish($0) })
            })
        }
    }

    /// Apple: "A publisher that handles errors from an upstream publisher by replacing the failed publisher with another publisher."
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) { (self.upstream, self.handler) = (upstream, handler) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = handler
            upstream.relay(to: subscriber, value: { $1.send($0) }, completion: { completion, outlet in
                switch completion {
                case .finished: outlet.finish(.finished)
                case .failure(let error): outlet.subscribe(to: handler(error), value: { outlet.send($0) }, completion: { outlet.finish($0) })
                }
            })
        }
    }

    /// Apple: "A publisher that attempts to recreate its subscription to a failed upstream publisher."
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let retries: Int?
        public init(upstream: Upstream, retries: Int?) { (self.upstream, self.retries) = (upstream, retries) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            subscriber.receive(subscription: outlet.subscription)
            Self.attempt(upstream, left: retries, outlet)
        }
        private static func attempt(_ upstream: Upstream, left: Int?, _ outlet: Outlet<Output, Failure>) {
            outlet.subscribe(to: upstream, value: { outlet.send($0) }, completion: { completion in
                if case .failure = completion, left.map({ $0 > 0 }) ?? true {
                    attempt(upstream, left: left.map { $0 - 1 }, outlet)
                } else {
                    outlet.finish(completion)
                }
            })
        }
    }
}

extension Publisher {
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
        .init(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where Failure == P.Failure, Output == P.Output {
        .init(prefix: self, suffix: publisher)
    }
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        .init(prefix: self, suffix: .init(sequence: elements))
    }
    public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where Output == S.Element {
        .init(prefix: self, suffix: .init(sequence: elements))
    }
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where Failure == P.Failure, Output == P.Output {
        .init(prefix: publisher, suffix: self)
    }
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        .init(prefix: .init(sequence: elements), suffix: self)
    }
    public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where Output == S.Element {
        .init(prefix: .init(sequence: elements), suffix: self)
    }
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output {
        .init(upstream: self, handler: handler)
    }
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { .init(upstream: self, retries: retries) }
}

extension Publisher where Failure == Never {
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        .init(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        .init(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        .init(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { .init(upstream: self) }
}

extension Publisher where Failure == Never, Output: Publisher {
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        .init(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { .init(upstream: self) }
}
