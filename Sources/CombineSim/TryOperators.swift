import Foundation

// Operators that can fail: a throwing transform ends the stream with the
// error it threw (and cancels upstream), as Apple's do.

/// Apple: "A type that defines methods for decoding" (`JSONDecoder`, `PropertyListDecoder`).
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}

/// Apple: "A type that defines methods for encoding."
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
    /// Apple: "A publisher that transforms all elements from the upstream
    /// publisher with a provided error-throwing closure."
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            let upstreamSubscription = Box<(any Subscription)?>(nil), ended = Box(false), transform = transform
            upstream.receive(subscriber: Relay<Upstream.Output, Upstream.Failure>(
                subscription: { upstreamSubscription.value = $0; subscriber.receive(subscription: $0) },
                value: { value in
                    guard !ended.value else { return .none }
                    do { return subscriber.receive(try transform(value)) } catch {
                        ended.value = true
                        upstreamSubscription.value?.cancel()
                        subscriber.receive(completion: .failure(error))
                        return .none
                    }
                },
                completion: { completion in
                    guard !ended.value else { return }
                    switch completion {
                    case .finished: subscriber.receive(completion: .finished)
                    case .failure(let error): subscriber.receive(completion: .failure(error))
                    }
                }))
        }
    }

    /// Apple: "A publisher that converts any failure from the upstream publisher into a new error."
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.receive(subscriber: Relay<Upstream.Output, Upstream.Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { subscriber.receive($0) },
                completion: { completion in
                    switch completion {
                    case .finished: subscriber.receive(completion: .finished)
                    case .failure(let error): subscriber.receive(completion: .failure(transform(error)))
                    }
                }))
        }
    }

    /// Apple: "A publisher that replaces any errors in the stream with a provided element."
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let output = output
            upstream.receive(subscriber: Relay<Upstream.Output, Upstream.Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { subscriber.receive($0) },
                completion: { completion in
                    if case .failure = completion { _ = subscriber.receive(output) }
                    subscriber.receive(completion: .finished)
                }))
        }
    }
}

extension Publisher {
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        .init(upstream: self, transform: transform)
    }
    /// Apple: `decode(type:decoder:)`, each element decoded; a decoding error ends the stream.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.TryMap<Self, Item>
    where Output == Coder.Input {
        .init(upstream: self) { try decoder.decode(type, from: $0) }
    }
    /// Apple: `encode(encoder:)`.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.TryMap<Self, Coder.Output> where Output: Encodable {
        .init(upstream: self) { try encoder.encode($0) }
    }
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        .init(upstream: self, transform: transform)
    }
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> { .init(upstream: self, output: output) }
}
