import Foundation

// Combine's operators that watch, retype or share a stream (iOS 13 /
// macOS 10.15; https://developer.apple.com/documentation/combine/publisher,
// "Debugging", "Handling errors", "Working with multiple subscribers",
// "Controlling timing"), as Apple declares them.

extension Publishers {
    /// Apple: "A publisher that performs the specified closures when publisher events occur."
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public var receiveSubscription: ((any Subscription) -> Void)?
        public var receiveOutput: ((Upstream.Output) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        public var receiveCancel: (() -> Void)?
        public var receiveRequest: ((Subscribers.Demand) -> Void)?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (output, completion, cancel) = (receiveOutput, receiveCompletion, receiveCancel)
            let outlet = Outlet(subscriber)
            let subscription = ListSubscription { [weak outlet] in
                guard let outlet, !outlet.isEnded else { return }
                cancel?()
                outlet.cancel()
            }
            receiveSubscription?(subscription)
            receiveRequest?(.unlimited)
            subscriber.receive(subscription: subscription)
            outlet.subscribe(to: upstream, value: { output?($0); outlet.send($0) }, completion: { completion?($0); outlet.finish($0) })
        }
    }

    /// Apple: "A publisher that prints log messages for all publishing events", to standard output or the stream given.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let prefix: String
        public let stream: (any TextOutputStream)?
        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            (self.upstream, self.prefix, self.stream) = (upstream, prefix, stream)
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let lead = prefix.isEmpty ? "" : prefix + ": ", target = Box(stream)
            let log: (String) -> Void = { line in
                if target.value != nil { target.value!.write(lead + line + "\n") } else { Swift.print(lead + line) }
            }
            HandleEvents(upstream: upstream, receiveSubscription: { _ in log("receive subscription: (\(type(of: upstream)))") },
                         receiveOutput: { log("receive value: (\($0))") },
                         receiveCompletion: { completion in
                             switch completion {
                             case .finished: log("receive finished")
                             case .failure(let error): log("receive error: (\(error))")
                             }
                         },
                         receiveCancel: { log("receive cancel") }, receiveRequest: { log("request \($0)") })
                .receive(subscriber: subscriber)
        }
    }

    /// Apple: a publisher that raises a debugger signal when a closure says so. No debugger here: the closures run, nothing stops.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let receiveSubscription: ((any Subscription) -> Bool)?
        public let receiveOutput: ((Upstream.Output) -> Bool)?
        public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (onOutput, onCompletion) = (receiveOutput, receiveCompletion)
            upstream.relay(to: subscriber, value: { _ = onOutput?($0); $1.send($0) }, completion: { _ = onCompletion?($0); $1.finish($0) })
        }
    }

    /// Apple: "A publisher that appears to send a specified failure type" (its upstream never fails).
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.relay(to: subscriber, value: { $1.send($0) }, completion: { _, outlet in outlet.finish(.finished) })
        }
        public func setFailureType<E: Error>(to failure: E.Type) -> SetFailureType<Upstream, E> { .init(upstream: upstream) }
    }

    /// Apple: "A publisher that raises a fatal error upon receiving any failure."
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let prefix: String
        public let file: StaticString
        public let line: UInt
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let (prefix, file, line) = (prefix, file, line)
            upstream.relay(to: subscriber, value: { $1.send($0) }, completion: { completion, outlet in
                if case .failure(let error) = completion { fatalError("\(prefix)\(error)", file: file, line: line) }
                outlet.finish(.finished)
            })
        }
    }

    /// Apple: "A publisher that shares the output of an upstream publisher with multiple subscribers."
    /// It subscribes upstream for its first subscriber; later ones get what comes after they joined.
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private let subscribers = SubscriberList<Output, Failure>()
        private var connection: AnyCancellable?
        public init(upstream: Upstream) { self.upstream = upstream }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            _ = subscribers.add(subscriber)
            guard connection == nil else { return }
            let subscribers = subscribers
            let relay = Relay<Output, Failure>(subscription: { $0.request(.unlimited) }, value: { subscribers.send($0); return .none },
                                               completion: { subscribers.finish($0) })
            connection = AnyCancellable {}
            upstream.receive(subscriber: relay)
        }
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }

    /// Apple: "A publisher that terminates publishing if the upstream publisher exceeds the specified time interval without producing an element."
    /// The wait is the scheduler's, and with no clock (Schedulers.swift) it never ends: values pass through.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public let customError: (() -> Upstream.Failure)?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, interval, options, customError) = (scheduler, interval, options, customError)
            upstream.relay(to: subscriber, value: { $1.send($0) }, completion: { $1.finish($0) })
            scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options) {
                _ = customError
            }
        }
    }

    /// Apple: "A publisher that republishes all non-nil results of calling an error-throwing closure with each received element."
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            let transform = transform
            upstream.relay(to: subscriber, value: { value, outlet in
                do { if let out = try transform(value) { outlet.send(out) } } catch { outlet.finish(.failure(error)) }
            }, completion: { completion, outlet in outlet.finish(completion.mapError { $0 }) })
        }
    }

    /// Apple: "A publisher that republishes all elements that match a provided error-throwing closure."
    public struct TryFilter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) throws -> Bool
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
            let isIncluded = isIncluded
            upstream.relay(to: subscriber, value: { value, outlet in
                do { if try isIncluded(value) { outlet.send(value) } } catch { outlet.finish(.failure(error)) }
            }, completion: { completion, outlet in outlet.finish(completion.mapError { $0 }) })
        }
    }
}

extension Publisher {
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        .init(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
              receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        .init(upstream: self, prefix: prefix, to: stream)
    }
    public func breakpoint(
        receiveSubscription: ((any Subscription) -> Bool)? = nil, receiveOutput: ((Output) -> Bool)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        .init(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput, receiveCompletion: receiveCompletion)
    }
    public func breakpointOnError() -> Publishers.Breakpoint<Self> { breakpoint(receiveCompletion: { if case .failure = $0 { true } else { false } }) }
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.AssertNoFailure<Self> {
        .init(upstream: self, prefix: prefix, file: file, line: line)
    }
    public func share() -> Publishers.Share<Self> { .init(upstream: self) }
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil, customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        .init(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        .init(upstream: self, transform: transform)
    }
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> { .init(upstream: self, isIncluded: isIncluded) }
}

extension Publisher where Failure == Never {
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> { .init(upstream: self) }
}
