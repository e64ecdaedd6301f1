import Foundation

// Publishers that join several upstreams (Combine, iOS 13 / macOS 10.15):
// `CombineLatest`, `Merge`, `Zip` and their arities, as Apple declares them
// (https://developer.apple.com/documentation/combine/publishers/combinelatest,
// …/merge, …/zip). Values arrive synchronously, as everywhere in CombineSim.

/// The per-subscription state of a join: the latest value (or queue, for
/// zip) of each upstream, which have finished, and the rule that decides
/// when a combined value goes out.
final class Join<Output, Failure: Error>: @unchecked Sendable {
    enum Rule { case latest, zip, merge }
    private let lock = NSLock()
    private let rule: Rule
    private let outlet: Outlet<Output, Failure>
    private let combine: ([Any]) -> Output
    private var queues: [[Any]]
    private var finished: [Bool]

    init<S: Subscriber>(_ count: Int, _ rule: Rule, _ subscriber: S, combine: @escaping ([Any]) -> Output)
    where S.Input == Output, S.Failure == Failure {
        (self.rule, self.combine) = (rule, combine)
        queues = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
        outlet = Outlet(subscriber)
        subscriber.receive(subscription: outlet.subscription)
    }

    /// Subscribes upstream number `index`.
    func add<P: Publisher>(_ publisher: P, at index: Int) where P.Failure == Failure {
        outlet.subscribe(to: publisher, value: { [self] in receive($0, at: index) }, completion: { [self] in complete($0, at: index) })
    }

    private func receive(_ value: Any, at index: Int) {
        let out = lock.withLock { () -> Output? in
            switch rule {
            case .merge:
                return combine([value])
            case .latest:
                queues[index] = [value]
                return queues.allSatisfy { !$0.isEmpty } ? combine(queues.map { $0[0] }) : nil
            case .zip:
                queues[index].append(value)
                guard queues.allSatisfy({ !$0.isEmpty }) else { return nil }
                let values = queues.map { $0[0] }
                for i in queues.indices { queues[i].removeFirst() }
                return combine(values)
            }
        }
        if let out { outlet.send(out) }
    }

    /// A failure ends the join at once; `zip` also ends when one upstream
    /// finishes with nothing queued (no more tuples can form), the others
    /// when every upstream has finished.
    private func complete(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        if case .failure = completion { return outlet.finish(completion) }
        let done = lock.withLock { () -> Bool in
            finished[index] = true
            if rule == .zip && queues[index].isEmpty { return true }
            return finished.allSatisfy { $0 }
        }
        if done { outlet.finish(.finished) }
    }
}

extension Publishers {
    /// Apple: "A publisher that receives and combines the latest elements from two publishers."
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B
        public init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = Join(2, .latest, subscriber) { ($0[0] as! A.Output, $0[1] as! B.Output) }
            join.add(a, at: 0); join.add(b, at: 1)
        }
    }

    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C
        public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = Join(3, .latest, subscriber) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
            join.add(a, at: 0); join.add(b, at: 1); join.add(c, at: 2)
        }
    }

    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C, d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = Join(4, .latest, subscriber) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) }
            join.add(a, at: 0); join.add(b, at: 1); join.add(c, at: 2); join.add(d, at: 3)
        }
    }

    /// Apple: "A publisher created by applying the zip function to two upstream publishers."
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B
        public init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = Join(2, .zip, subscriber) { ($0[0] as! A.Output, $0[1] as! B.Output) }
            join.add(a, at: 0); join.add(b, at: 1)
        }
    }

    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C
        public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = Join(3, .zip, subscriber) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
            join.add(a, at: 0); join.add(b, at: 1); join.add(c, at: 2)
        }
    }

    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C, d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = Join(4, .zip, subscriber) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) }
            join.add(a, at: 0); join.add(b, at: 1); join.add(c, at: 2); join.add(d, at: 3)
        }
    }

    /// Apple: "A publisher created by applying the merge function to two upstream publishers."
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B
        public init(_ a: A, _ b: B) { (self.a, self.b) = (a, b) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = Join(2, .merge, subscriber) { $0[0] as! Output }
            join.add(a, at: 0); join.add(b, at: 1)
        }
    }

    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, A.Output == B.Output, B.Output == C.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C
        public init(_ a: A, _ b: B, _ c: C) { (self.a, self.b, self.c) = (a, b, c) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = Join(3, .merge, subscriber) { $0[0] as! Output }
            join.add(a, at: 0); join.add(b, at: 1); join.add(c, at: 2)
        }
    }

    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure,
          A.Output == B.Output, B.Output == C.Output, C.Output == D.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A, b: B, c: C, d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = Join(4, .merge, subscriber) { $0[0] as! Output }
            join.add(a, at: 0); join.add(b, at: 1); join.add(c, at: 2); join.add(d, at: 3)
        }
    }

    /// Apple: "A publisher created by applying the merge function to an arbitrary number of upstream publishers."
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]
        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            guard !publishers.isEmpty else {
                subscriber.receive(subscription: ListSubscription {})
                return subscriber.receive(completion: .finished)
            }
            let join = Join(publishers.count, .merge, subscriber) { $0[0] as! Output }
            for (index, publisher) in publishers.enumerated() { join.add(publisher, at: index) }
        }
        public func merge(with other: Upstream) -> MergeMany { MergeMany(publishers + [other]) }
    }
}

extension Publisher {
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        .init(self, other)
    }
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        .init(upstream: .init(self, other), transform: transform)
    }
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        .init(self, publisher1, publisher2)
    }
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        .init(upstream: .init(self, publisher1, publisher2), transform: transform)
    }
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.CombineLatest4<Self, P, Q, R> where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        .init(self, publisher1, publisher2, publisher3)
    }
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R, _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T> where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        .init(upstream: .init(self, publisher1, publisher2, publisher3), transform: transform)
    }

    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure { .init(self, other) }
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure {
        .init(upstream: .init(self, other), transform: transform)
    }
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        .init(self, publisher1, publisher2)
    }
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R) -> Publishers.Zip4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        .init(self, publisher1, publisher2, publisher3)
    }

    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where Failure == P.Failure, Output == P.Output {
        .init(self, other)
    }
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, B.Failure == C.Failure, Output == B.Output, B.Output == C.Output {
        .init(self, b, c)
    }
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure, Output == B.Output, B.Output == C.Output, C.Output == D.Output {
        .init(self, b, c, d)
    }
}
