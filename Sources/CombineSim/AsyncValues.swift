import Foundation

// `publisher.values` (Combine, iOS 15 / macOS 12): a publisher as an
// asynchronous sequence, as Apple declares it
// (https://developer.apple.com/documentation/combine/asyncpublisher).
// Values sent before the loop asks for them wait in order in a buffer
// (Apple's demands one at a time; with no back-pressure here, the stand-in
// keeps what comes).

/// What an iterator has received and not yet handed out, and the one
/// `next()` that may be waiting for it.
final class AsyncBuffer<Element, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Element] = []
    private var end: Subscribers.Completion<Failure>?
    private var waiting: UnsafeContinuation<Handover<Result<Element?, Failure>>, Never>?
    private var cancellable: AnyCancellable?

    init<P: Publisher>(_ publisher: P) where P.Output == Element, P.Failure == Failure {
        cancellable = publisher.sink(receiveCompletion: { [weak self] in self?.complete($0) }, receiveValue: { [weak self] in self?.add($0) })
    }

    deinit { cancellable?.cancel() }

    private func add(_ value: Element) {
        let waiter = lock.withLock { () -> UnsafeContinuation<Handover<Result<Element?, Failure>>, Never>? in
            guard let waiter = waiting else { items.append(value); return nil }
            waiting = nil
            return waiter
        }
        waiter?.resume(returning: Handover(.success(value)))
    }

    private func complete(_ completion: Subscribers.Completion<Failure>) {
        let waiter = lock.withLock { () -> UnsafeContinuation<Handover<Result<Element?, Failure>>, Never>? in
            end = completion
            defer { waiting = nil }
            return waiting
        }
        waiter?.resume(returning: Handover(completion.asEnd()))
    }

    func next() async -> Result<Element?, Failure> {
        await withUnsafeContinuation { continuation in
            let ready = lock.withLock { () -> Result<Element?, Failure>? in
                if !items.isEmpty { return .success(items.removeFirst()) }
                if let end { return end.asEnd() }
                waiting = continuation
                return nil
            }
            if let ready { continuation.resume(returning: Handover(ready)) }
        }.value
    }
}

/// A value handed from the thread that sent it to the task awaiting it;
/// the buffer's lock orders the two, which the compiler cannot see.
struct Handover<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension Subscribers.Completion {
    fileprivate func asEnd<Element>() -> Result<Element?, Failure> {
        if case .failure(let error) = self { .failure(error) } else { .success(nil) }
    }
}

/// Apple: "A publisher that exposes its elements as an asynchronous sequence."
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    public typealias Failure = Never
    private let publisher: P
    public init(_ publisher: P) { self.publisher = publisher }

    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let buffer: AsyncBuffer<P.Output, Never>
        public mutating func next() async -> P.Output? {
            switch await buffer.next() { case .success(let value): value }
        }
    }

    public func makeAsyncIterator() -> Iterator { Iterator(buffer: AsyncBuffer(publisher)) }
}

/// Apple: "A publisher that exposes its elements as an asynchronous sequence, and may throw an error."
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output
    private let publisher: P
    public init(_ publisher: P) { self.publisher = publisher }

    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let buffer: AsyncBuffer<P.Output, P.Failure>
        public mutating func next() async throws -> P.Output? { try await buffer.next().get() }
    }

    public func makeAsyncIterator() -> Iterator { Iterator(buffer: AsyncBuffer(publisher)) }
}

extension Publisher where Failure == Never {
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}
