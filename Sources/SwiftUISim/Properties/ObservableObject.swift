import Synchronization

/// Combine's `objectWillChange` publisher, reduced to what SwiftUI uses:
/// views subscribe, `@Published` setters send. (Combine is not on Linux.)
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let subscribers = Mutex<[Int: @Sendable () -> Void]>([:])
    private let nextID = Atomic<Int>(0)

    public init() {}

    /// Tells every subscriber the object is about to change, in the order
    /// they subscribed (so views re-run in the same order on every run).
    public func send() {
        for subscriber in subscribers.withLock({ $0.sorted { $0.key < $1.key }.map(\.value) }) { subscriber() }
    }

    func subscribe(_ receive: @escaping @Sendable () -> Void) -> Subscription {
        let id = nextID.add(1, ordering: .relaxed).newValue
        subscribers.withLock { $0[id] = receive }
        return Subscription { [weak self] in self?.subscribers.withLock { $0[id] = nil } }
    }
}

/// Ends a subscription when cancelled.
final class Subscription {
    private var onCancel: (() -> Void)?
    let object: ObjectIdentifier?
    init(object: ObjectIdentifier? = nil, onCancel: @escaping () -> Void) {
        self.object = object
        self.onCancel = onCancel
    }
    func cancel() {
        onCancel?()
        onCancel = nil
    }
}

/// A class whose changes invalidate every view observing it, whatever the
/// view read (unlike `@Observable`).
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
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

/// A property of an `ObservableObject` whose changes are announced before
/// they happen.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            if WhySwitch.isOn.load(ordering: .relaxed) {
                PublishedLog.note(object, property: PublishedLog.propertyName(storageKeyPath), old: object[keyPath: storageKeyPath].value, new: newValue)
            }
            (object as? any ObservableObject)?.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// Subscribes a node to an object's `objectWillChange`, once per object.
@MainActor
enum ObjectObservation {
    static func observe(_ object: some ObservableObject, from node: Node, slot: Int, label: String) {
        let id = ObjectIdentifier(object)
        if let existing = node.subscriptions[slot], existing.object == id { return }
        node.subscriptions[slot]?.cancel()
        let reference = NodeReference(node: node)
        let subscription = object.objectWillChange.subscribe {
            reference.invalidate(because: label)
        }
        node.subscriptions[slot] = Subscription(object: id) { subscription.cancel() }
    }
}

/// A model the view observes but does not own: the parent passes it in.
@MainActor @propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

extension ObservedObject: ObjectObservingProperty, WhyComparableProperty {
    static var objectTypeName: String { Node.displayName(of: ObjectType.self) }
    func whyDifferent(from other: Any) -> ViewHost.FieldChange.Why { .differentInstance(className: Self.objectTypeName) }
}

extension StateObject: ObjectObservingProperty {
    static var objectTypeName: String { Node.displayName(of: ObjectType.self) }
}

extension ObservedObject: InstallableProperty, _ComparableProperty {
    func install(on node: Node, slot: Int, label: String) {
        ObjectObservation.observe(wrappedValue, from: node, slot: slot, label: label)
    }

    func _isEquivalent(to other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }
}

/// `$model`: bindings to an object's properties (`$model.name`).
@MainActor @dynamicMemberLookup
public struct ObjectBindings<ObjectType: AnyObject> {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        Binding(location: ObjectLocation(object: object, keyPath: keyPath))
    }
}

/// A model the view creates and owns: made once per identity.
@MainActor @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private let link = PropertyLink<ObjectBox<ObjectType>>()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    public var wrappedValue: ObjectType {
        guard let box = link.target else {
            Diagnostics.warnOnce("""
                Accessing StateObject's object without being installed on a View. This will create a new \
                instance each time.
                """)
            return make()
        }
        return box.object
    }

    public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }
}

final class ObjectBox<ObjectType: AnyObject> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

extension StateObject: InstallableProperty, _ComparableProperty {
    func install(on node: Node, slot: Int, label: String) {
        let (box, isNew) = PropertyInstaller.storage(of: node, slot: slot) { ObjectBox(make()) }
        if isNew { node.graph.events.append(.other(.stateInit("\(node.typeName).\(label.dropFirst())"))) }
        link.target = box
        ObjectObservation.observe(box.object, from: node, slot: slot, label: label)
    }

    func _isEquivalent(to other: Any) -> Bool { true }
}
