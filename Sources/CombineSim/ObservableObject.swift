import Foundation
import Synchronization

/// Apple: "A publisher that publishes changes from observable objects."
/// Views subscribe (SwiftUISim's `ObjectObservation`); `@Published` setters send.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = SubscriberList<Void, Never>()

    public init() {}

    /// Tells every subscriber the object is about to change, in the order
    /// they subscribed (so views re-run in the same order on every run).
    public func send() { subscribers.send(()) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        _ = subscribers.add(subscriber)
    }
}

/// Apple: "A type of object with a publisher that emits before the object
/// has changed." A change invalidates every view observing the object,
/// whatever the view read (unlike `@Observable`).
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { PublisherRegistry.publisher(for: self) }
}

/// One publisher per object for objects that don't declare their own.
enum PublisherRegistry {
    private struct Entry: @unchecked Sendable {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private static let table = Mutex<[ObjectIdentifier: Entry]>([:])

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        table.withLock { table in
            let id = ObjectIdentifier(object)
            if let entry = table[id], entry.object === object { return entry.publisher }
            if table.count > 1024 { table = table.filter { $0.value.object != nil } }
            let publisher = ObservableObjectPublisher()
            table[id] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }
}

/// Lets the simulator's reasons (`--why`) name the `@Published` property
/// that changed: SwiftUISim turns it on while a host records reasons. Off,
/// a setter pays one atomic load.
public enum _PublishedChanges {
    public static let isRecording = Atomic<Bool>(false)
    public typealias Recorder = @Sendable (_ object: AnyObject, _ property: AnyKeyPath, _ old: Any, _ new: Any) -> Void
    public static let recorder = Mutex<Recorder?>(nil)
}

/// Apple: "A type that publishes a property marked with an attribute."
/// The change is announced (the object's `objectWillChange`, then `$property`'s
/// subscribers) before the new value is stored, as in Combine's `willSet`.
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    private var subject: PublishedSubject<Value>?

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var projectedValue: Publisher {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set { set(newValue, on: object, storage: storageKeyPath) }
    }

    /// `$property`: a publisher of the property's values, current one first.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            if let subject = object[keyPath: storageKeyPath].subject { return Publisher(subject: subject) }
            let subject = PublishedSubject(object[keyPath: storageKeyPath].value)
            subject.assignValue = { [weak object] value in
                if let object { set(value, on: object, storage: storageKeyPath) }
            }
            object[keyPath: storageKeyPath].subject = subject
            return Publisher(subject: subject)
        }
        set {}
    }

    private static func set<EnclosingSelf: AnyObject>(
        _ newValue: Value, on object: EnclosingSelf, storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) {
        if _PublishedChanges.isRecording.load(ordering: .relaxed), let recorder = _PublishedChanges.recorder.withLock({ $0 }) {
            recorder(object, storageKeyPath, object[keyPath: storageKeyPath].value, newValue)
        }
        if let observable = object as? any ObservableObject { announce(observable) }
        object[keyPath: storageKeyPath].subject?.send(newValue)
        object[keyPath: storageKeyPath].value = newValue
    }

    private static func announce<Object: ObservableObject>(_ object: Object) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
    }

    /// `$property`: Apple's `Published.Publisher`.
    public struct Publisher: CombineSim.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: PublishedSubject<Value>
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
    }
}

/// The subscribers of one `@Published` property, made when `$property` is first read.
final class PublishedSubject<Value>: @unchecked Sendable {
    private let subject: CurrentValueSubject<Value, Never>
    /// Sets the property through its owner (what `assign(to: &$property)` does).
    var assignValue: (Value) -> Void = { _ in }
    /// `assign(to:)` subscriptions, which live as long as the property.
    var assignments: [AnyCancellable] = []
    init(_ value: Value) { subject = CurrentValueSubject(value) }
    func send(_ value: Value) { subject.send(value) }
    func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never { subject.receive(subscriber: subscriber) }
}

extension Publisher where Failure == Never {
    /// Apple: "Republishes elements received from a publisher, by assigning
    /// them to a property marked as a publisher." Lives as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let subject = published.subject
        let cancellable = sink { [weak subject] value in subject?.assignValue(value) }
        subject.assignments.append(cancellable)
    }
}
