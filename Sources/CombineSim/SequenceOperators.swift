import Foundation

// Combine's operators that treat a stream like a sequence (iOS 13 /
// macOS 10.15; https://developer.apple.com/documentation/combine/publisher,
// "Reducing elements", "Filtering elements", "Selecting specific elements",
// "Applying sequence operations", "Mapping elements"). Each is the struct
// Apple declares, with the operator's logic on one subscription's outlet.

extension Publishers {
    /// Apple: "Transforms elements from the upstream publisher by providing the current element to a closure along with the last value returned by the closure."
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let result = Box(initialResult), next = nextPartialResult
            upstream.relay(to: subscriber, value: { result.value = next(result.value, $0); $1.send(result.value) }, completion: { $1.finish($0) })
        }
    }

    /// Apple: "A publisher that buffers items" until upstream finishes, then sends them as one array.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let items = Box<[Upstream.Output]>([])
            upstream.relay(to: subscriber, value: { value, _ in items.value.append(value) }, completion: { completion, outlet in
                if case .finished = completion { outlet.send(items.value) }
                outlet.finish(completion)
            })
        }
    }

    /// Apple: "A publisher that buffers a maximum number of items": full arrays as they fill, the rest when upstream finishes.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let items = Box<[Upstream.Output]>([]), count = count
            upstream.relay(to: subscriber, value: { value, outlet in
                items.value.append(value)
                if items.value.count >= count { outlet.send(items.value); items.value = [] }
            }, completion: { completion, outlet in
                if case .finished = completion, !items.value.isEmpty { outlet.send(items.value) }
                outlet.finish(completion)
            })
        }
    }

    /// Apple: `reduce(_:_:)`: one value, the accumulated result, when upstream finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let result = Box(initial), next = nextPartialResult
            upstream.relay(to: subscriber, value: { value, _ in result.value = next(result.value, value) }, completion: { completion, outlet in
                if case .finished = completion { outlet.send(result.value) }
                outlet.finish(completion)
            })
        }
    }

    /// Apple: "A publisher that publishes the number of elements received from the upstream publisher."
    public struct Count<Upstream: Publisher>: Publisher {
        public typealias Output = Int
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Failure {
            Reduce(upstream: upstream, initial: 0) { count, _ in count + 1 }.receive(subscriber: subscriber)
        }
    }

    /// Apple: "A publisher that publishes the first element of a stream that satisfies a predicate closure." `first()` is this with a predicate that is always true.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.relay(to: subscriber, value: { value, outlet in
                if predicate(value) { outlet.send(value); outlet.finish(.finished) }
            }, completion: { $1.finish($0) })
        }
    }

    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            FirstWhere(upstream: upstream) { _ in true }.receive(subscriber: subscriber)
        }
    }

    /// Apple: "A publisher that waits until after the stream finishes and then publishes the last element of the stream that satisfies a predicate closure."
    public struct LastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let last = Box<Output?>(nil), predicate = predicate
            upstream.relay(to: subscriber, value: { value, _ in if predicate(value) { last.value = value } }, completion: { completion, outlet in
                if case .finished = completion, let value = last.value { outlet.send(value) }
                outlet.finish(completion)
            })
        }
    }

    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            LastWhere(upstream: upstream) { _ in true }.receive(subscriber: subscriber)
        }
    }

    /// Apple: "A publisher that publishes elements specified by a range in the sequence of published elements" (`output(at:)`, `output(in:)`, `prefix(_:)`).
    public struct Output<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let range: CountableRange<Int>
        public init(upstream: Upstream, range: CountableRange<Int>) { (self.upstream, self.range) = (upstream, range) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Upstream.Output, S.Failure == Failure {
            let index = Box(0), range = range
            upstream.relay(to: subscriber, value: { value, outlet in
                defer { index.value += 1 }
                if range.contains(index.value) { outlet.send(value) }
                if index.value + 1 >= range.upperBound { outlet.finish(.finished) }
            }, completion: { $1.finish($0) })
        }
    }

    /// Apple: "A publisher that republishes elements while a predicate closure indicates publishing should continue."
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            upstream.relay(to: subscriber, value: { value, outlet in
                if predicate(value) { outlet.send(value) } else { outlet.finish(.finished) }
            }, completion: { $1.finish($0) })
        }
    }

    /// Apple: "A publisher that omits elements from an upstream publisher until a given closure returns false."
    public struct DropWhile<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let dropping = Box(true), predicate = predicate
            upstream.relay(to: subscriber, value: { value, outlet in
                if dropping.value, predicate(value) { return }
                dropping.value = false
                outlet.send(value)
            }, completion: { $1.finish($0) })
        }
    }

    /// Apple: "A publisher that emits a Boolean value when it receives a specific element from its upstream publisher" (and `contains(where:)`).
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            let predicate = predicate
            upstream.relay(to: subscriber, value: { value, outlet in
                if predicate(value) { outlet.send(true); outlet.finish(.finished) }
            }, completion: { completion, outlet in
                if case .finished = completion { outlet.send(false) }
                outlet.finish(completion)
            })
        }
    }

    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let output: Upstream.Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            let output = output
            ContainsWhere(upstream: upstream) { $0 == output }.receive(subscriber: subscriber)
        }
    }

    /// Apple: "A publisher that publishes a single Boolean value that indicates whether all received elements pass a given predicate."
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            let predicate = predicate
            ContainsWhere(upstream: upstream) { !predicate($0) }.map { !$0 }.receive(subscriber: subscriber)
        }
    }

    /// Apple: "A publisher that ignores all upstream elements, but passes along the upstream publisher's completion state."
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        public typealias Output = Never
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Never, S.Failure == Failure {
            upstream.relay(to: subscriber, value: { _, _ in }, completion: { $1.finish($0) })
        }
    }

    /// Apple: "A publisher that replaces an empty stream with a provided element."
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let output: Upstream.Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let seen = Box(false), output = output
            upstream.relay(to: subscriber, value: { value, outlet in seen.value = true; outlet.send(value) }, completion: { completion, outlet in
                if case .finished = completion, !seen.value { outlet.send(output) }
                outlet.finish(completion)
            })
        }
    }

    /// Apple: "A publisher that republishes elements until another publisher emits an element."
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let other: Other
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outlet = Outlet(subscriber)
            subscriber.receive(subscription: outlet.subscription)
            outlet.subscribe(to: other, value: { _ in outlet.finish(.finished) }, completion: { _ in })
            outlet.subscribe(to: upstream, value: { outlet.send($0) }, completion: { outlet.finish($0) })
        }
    }
}

extension Publisher {
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        .init(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
    public func collect() -> Publishers.Collect<Self> { .init(upstream: self) }
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> { .init(upstream: self, count: count) }
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        .init(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
    public func count() -> Publishers.Count<Self> { .init(upstream: self) }
    public func first() -> Publishers.First<Self> { .init(upstream: self) }
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> { .init(upstream: self, predicate: predicate) }
    public func last() -> Publishers.Last<Self> { .init(upstream: self) }
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> { .init(upstream: self, predicate: predicate) }
    public func output(at index: Int) -> Publishers.Output<Self> { .init(upstream: self, range: index..<(index + 1)) }
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        .init(upstream: self, range: range.relative(to: 0..<Int.max))
    }
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { .init(upstream: self, range: 0..<maxLength) }
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> { .init(upstream: self, predicate: predicate) }
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> { .init(upstream: self, other: publisher) }
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> { .init(upstream: self, predicate: predicate) }
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> { .init(upstream: self, predicate: predicate) }
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> { .init(upstream: self, predicate: predicate) }
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { .init(upstream: self) }
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> { .init(upstream: self, output: output) }
    /// Apple: "Replaces nil elements in the stream with the provided element."
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? { .init(upstream: self) { $0 ?? output } }
}

extension Publisher where Output: Equatable {
    public func contains(_ output: Output) -> Publishers.Contains<Self> { .init(upstream: self, output: output) }
}

extension Publishers {
    /// Apple: "A publisher that republishes items from another publisher only if each new item is in increasing order from the previously-published item" (`max()`, `min()`, `max(by:)`): the one element kept when upstream finishes.
    public struct Comparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let best = Box<Output?>(nil), ordered = areInIncreasingOrder
            upstream.relay(to: subscriber, value: { value, _ in
                if let current = best.value, !ordered(current, value) { return }
                best.value = value
            }, completion: { completion, outlet in
                if case .finished = completion, let value = best.value { outlet.send(value) }
                outlet.finish(completion)
            })
        }
    }
}

extension Publisher {
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        .init(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        .init(upstream: self) { areInIncreasingOrder($1, $0) }
    }
}

extension Publisher where Output: Comparable {
    public func max() -> Publishers.Comparison<Self> { max(by: <) }
    public func min() -> Publishers.Comparison<Self> { min(by: <) }
}
