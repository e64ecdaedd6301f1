import Foundation

// A stand-in for Apple's Combine on Linux (Combine is Apple-only): the names
// SwiftUI code spells, with Combine's shapes, so a file that compiles in
// Xcode compiles here. The runner builds this module as `CombineSim` and
// compiles lab code with `-module-alias Combine=CombineSim`; SwiftUISim
// re-exports it, as `import SwiftUI` brings Combine's names in Xcode
// (docs/simulator.md, "Combine and OSLog").
//
// What it does: values flow synchronously from a publisher to its
// subscribers, in the order they subscribed. Demand is not modelled (every
// subscriber takes whatever comes). Nothing here has a clock: work a
// scheduler is asked to do *later* never runs (`Schedulers.swift`), so
// timers, `debounce`, `throttle` and `delay` deliver nothing.

/// Apple: "Declares that a type can transmit a sequence of values over time."
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Attaches the subscriber; it gets a subscription, then values.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Apple: "Attaches the specified subscriber to this publisher."
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// A publisher that starts only when told to (`connect()`), or on the first
/// subscriber with `autoconnect()`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> any Cancellable
}

public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

public protocol Cancellable {
    func cancel()
}

public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt64
    private static let counter = Counter()
    public init() { value = Self.counter.next() }
    public init(_ object: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }
    public var description: String { "0x" + String(value, radix: 16) }
}

/// A thread-safe counter (subjects can be used from any thread, as Combine's).
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var last: UInt64 = 0
    func next() -> UInt64 { lock.withLock { last += 1; return last } }
}

public enum Subscribers {
    /// How many values a subscriber asks for. Kept for the API's shape: the
    /// stand-in's publishers send every value whatever was asked.
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        public let max: Int?
        public static let unlimited = Demand(max: nil)
        public static let none = Demand(max: 0)
        public static func max(_ value: Int) -> Demand { Demand(max: value) }
        private init(max: Int?) { self.max = max }
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): false
            case (_, nil): true
            case (let l?, let r?): l < r
            }
        }
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max, let r = rhs.max else { return .unlimited }
            return .max(l + r)
        }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
    }

    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// Apple: "A type-erasing cancellable object that executes a provided
/// closure when canceled", and cancels itself when it is deinitialized.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    public convenience init<C: Cancellable>(_ canceller: C) { self.init { canceller.cancel() } }

    public func cancel() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { onCancel = nil }
            return onCancel
        }
        action?()
    }

    deinit { cancel() }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
}

extension Cancellable {
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}
