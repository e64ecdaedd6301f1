// `ObservableObject`, `@Published` and `ObservableObjectPublisher` are
// Combine's (Sources/CombineSim); this file is how views observe them.

/// A node's subscription (to an object's `objectWillChange`, to an
/// `onReceive` publisher): cancelled when the node is torn down.
final class NodeSubscription {
    private var onCancel: (() -> Void)?
    /// The object observed, so observing it again changes nothing.
    let object: ObjectIdentifier?
    /// What the subscription keeps (an `onReceive`'s publisher and action).
    let payload: AnyObject?
    init(object: ObjectIdentifier? = nil, payload: AnyObject? = nil, onCancel: @escaping () -> Void) {
        self.object = object
        self.payload = payload
        self.onCancel = onCancel
    }
    func cancel() {
        onCancel?()
        onCancel = nil
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
        let subscription = object.objectWillChange.sink { _ in
            RuntimeIssues.noteIfUpdating(RuntimeIssues.publishingDuringUpdate)
            reference.invalidate(because: label)
        }
        node.subscriptions[slot] = NodeSubscription(object: id) { subscription.cancel() }
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
