import Foundation

// The publishers Apple's Foundation adds when Combine is imported.

extension Timer {
    /// Apple: `Timer.publish(every:tolerance:on:in:options:)`, "a publisher
    /// that repeatedly emits the current date on the given interval." It
    /// asks its run loop to repeat after the interval, which never happens
    /// without a clock (Schedulers.swift): it connects and sends nothing.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        private let subscribers = SubscriberList<Date, Never>()

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            (self.interval, self.tolerance, self.runLoop, self.mode, self.options) = (interval, tolerance, runLoop, mode, options)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            _ = subscribers.add(subscriber)
        }

        public func connect() -> any Cancellable {
            if runLoop === RunLoop.main, let schedule = MainRunLoopTimers.schedule {
                let ticks = Ticks(every: interval, schedule: schedule, subscribers: subscribers)
                ticks.arm()
                return AnyCancellable { ticks.stop() }
            }
            let start = runLoop.now.advanced(by: .seconds(interval))
            return runLoop.schedule(after: start, interval: .seconds(interval), tolerance: .seconds(tolerance ?? 0), options: options) {
                [subscribers] in subscribers.send(Date())
            }
        }
    }
}

/// The main run loop's timers, on the clock of whoever sets `schedule`
/// (the simulator's host sets its virtual clock, SwiftUISim's
/// ScheduledWork.swift: a `Timer.publish(every:on: .main, in:)` ticks there
/// as a device's main run loop fires it, a glance running the ticks due by
/// its end). Unset, a timer publisher sends nothing (no clock).
public enum MainRunLoopTimers {
    public nonisolated(unsafe) static var schedule: (@Sendable (_ seconds: Double, _ fire: @escaping @Sendable () -> Void) -> Void)?
}

/// A repeating timer's ticks until cancelled. Apple, Timer (iOS 2): a
/// timer's interval "less than or equal to 0.0" is taken as 0.0001 s.
private final class Ticks: @unchecked Sendable {
    private let interval: TimeInterval
    private let schedule: @Sendable (Double, @escaping @Sendable () -> Void) -> Void
    private let subscribers: SubscriberList<Date, Never>
    private let lock = NSLock()
    private var stopped = false

    init(every interval: TimeInterval, schedule: @escaping @Sendable (Double, @escaping @Sendable () -> Void) -> Void,
         subscribers: SubscriberList<Date, Never>) {
        (self.interval, self.schedule, self.subscribers) = (max(interval, 0.0001), schedule, subscribers)
    }

    func arm() {
        schedule(interval) { [self] in
            lock.lock(); let done = stopped; lock.unlock()
            guard !done else { return }
            subscribers.send(Date())
            arm()
        }
    }

    func stop() { lock.lock(); stopped = true; lock.unlock() }
}

extension NotificationCenter {
    /// Apple: "A publisher that emits elements when broadcasting notifications."
    /// Each subscriber observes the center while subscribed; `post` delivers at once.
    public struct Publisher: CombineSim.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            (self.center, self.name, self.object) = (center, name, object)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let token = Box<(any NSObjectProtocol)?>(nil)
            let center = center
            subscriber.receive(subscription: ListSubscription {
                if let observer = token.value { center.removeObserver(observer) }
                token.value = nil
            })
            let target = Box(AnySubscriberBox<Notification, Never>(subscriber))
            token.value = center.addObserver(forName: name, object: object, queue: nil) { notification in
                _ = target.value.receive(notification)
            }
        }
    }

    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// Apple: "Returns a publisher that wraps a URL session data task for a
    /// given URL request." No request leaves the process here (a lab has no
    /// network, and the simulator no clock to deliver a reply later): the
    /// publisher accepts subscribers and sends nothing, like a request whose
    /// reply has not come. A check that needs data sends it through a subject.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher { DataTaskPublisher(request: request, session: self) }
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { DataTaskPublisher(request: URLRequest(url: url), session: self) }

    public struct DataTaskPublisher: Publisher, @unchecked Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession
        public init(request: URLRequest, session: URLSession) { (self.request, self.session) = (request, session) }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: ListSubscription {})
        }
    }
}

// MARK: Key-value observing publishers (iOS 13)

/// Foundation's "options for key-value observation" (Apple's Foundation;
/// Linux's has no key-value observing, so it is declared here).
/// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1), old = NSKeyValueObservingOptions(rawValue: 2),
        initial = NSKeyValueObservingOptions(rawValue: 4), prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// What Apple's `NSObject` conforms to for `publisher(for:options:)`.
public protocol _KeyValueCodingAndObservingPublishing {}
extension NSObject: _KeyValueCodingAndObservingPublishing {}

extension _KeyValueCodingAndObservingPublishing where Self: NSObject {
    /// Apple: "Returns a publisher that emits events when the value of a KVO-compliant property changes"
    /// (`AVAudioSession.sharedInstance().publisher(for: \.outputVolume)`). There is no key-value
    /// observing on Linux: the publisher sends the property's value when subscribed (with `.initial`,
    /// the default) and no change after.
    /// https://developer.apple.com/documentation/objectivec/nsobject/keyvalueobservingpublisher
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>,
                                 options: NSKeyValueObservingOptions = [.initial, .new]) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}

extension NSObject {
    /// Apple: "A Combine publisher that produces a new element whenever the observed value changes."
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Publisher, @unchecked Sendable {
        public typealias Output = Value
        public typealias Failure = Never
        public let object: Subject
        public let keyPath: KeyPath<Subject, Value>
        public let options: NSKeyValueObservingOptions
        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            (self.object, self.keyPath, self.options) = (object, keyPath, options)
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subscriber.receive(subscription: ListSubscription {})
            if options.contains(.initial) { _ = subscriber.receive(object[keyPath: keyPath]) }
        }
    }
}
