/// Where a `@State` value lives: in the node of the view that declares it,
/// for as long as that view keeps its identity.
@MainActor
final class StateBox<Value>: Location<Value>, DependencySource {
    private var value: Value
    /// Who read the value, and in which of their evaluations: a reader that
    /// re-ran since without reading it no longer depends on it.
    private var readers: [ObjectIdentifier: (node: Node, evaluation: Int)] = [:]
    weak var owner: Node?
    let label: String

    init(_ value: Value, owner: Node, label: String) {
        self.value = value
        self.owner = owner
        self.label = label
    }

    override func get() -> Value {
        if let reader = Graph.current {
            let key = ObjectIdentifier(reader)
            let previous = readers.updateValue((reader, reader.evaluations), forKey: key)
            if previous == nil { reader.dependencies.append(self) }
        }
        return value
    }

    override func set(_ newValue: Value) {
        guard let owner, owner.isAlive else {
            Diagnostics.warn("""
                a Binding wrote to @State \(label) of a view that is no longer in the tree; \
                the write is ignored. Pass bindings only to views that live inside the state's owner.
                """)
            return
        }
        if Graph.current != nil {
            Diagnostics.warn("Modifying state during view update, this will cause undefined behavior.")
        }
        if Equivalence.values(value, newValue) { return }
        value = newValue
        for (key, reader) in readers {
            guard reader.node.isAlive, reader.evaluation == reader.node.evaluations else {
                readers[key] = nil
                continue
            }
            let node = reader.node
            node.invalidate(becauseOf: self)
        }
    }

    func removeDependent(_ node: Node) {
        readers[ObjectIdentifier(node)] = nil
    }

    override func isSame(as other: Location<Value>) -> Bool { self === other }
    override var root: AnyObject? { self }
}

/// A value owned by the view's identity. Survives every re-creation of the
/// view struct; reset when the identity changes.
@MainActor @propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value
    private let link = Link<StateBox<Value>>()

    public init(wrappedValue value: Value) { initialValue = value }
    public init(initialValue value: Value) { initialValue = value }

    public var wrappedValue: Value {
        get {
            guard let box = link.target else {
                Diagnostics.warnOnce("""
                    Accessing State's value outside of being installed on a View. This will result in a \
                    constant Binding of the initial value and will not update.
                    """)
                return initialValue
            }
            return box.get()
        }
        nonmutating set {
            guard let box = link.target else {
                Diagnostics.warnOnce("Modifying State's value outside of being installed on a View has no effect.")
                return
            }
            box.set(newValue)
        }
    }

    public var projectedValue: Binding<Value> {
        guard let box = link.target else { return .constant(initialValue) }
        return Binding(location: box)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { initialValue = nil }
}

extension State: InstallableProperty, _ComparableProperty {
    func install(on node: Node, slot: Int, label: String) {
        let initialValue = initialValue
        let (box, isNew) = PropertyInstaller.storage(of: node, slot: slot) {
            StateBox(initialValue, owner: node, label: label)
        }
        if isNew { node.graph.events.append(.other(.stateInit("\(node.typeName).\(label.dropFirst())"))) }
        link.target = box
    }

    func refers(to location: AnyObject) -> Bool { link.target === location }

    /// The initial value only matters for a new identity: never a reason to re-run.
    func _isEquivalent(to other: Any) -> Bool { true }
}

/// A reference a property wrapper value shares with its copies, so that
/// installing one copy (the one Mirror hands out) installs them all.
final class Link<Target: AnyObject> {
    var target: Target?
}

extension StateBox {
    /// The value, without registering a dependency (for `dump()`).
    func peek() -> Value {
        let reader = Graph.current
        Graph.current = nil
        defer { Graph.current = reader }
        return get()
    }
}
