/// Where a `@State` value lives: in the node of the view that declares it,
/// for as long as that view keeps its identity.
@MainActor
final class StateBox<Value>: Location<Value> {
    private var value: Value
    /// Who read the value since it last changed, and in which of their
    /// evaluations: a reader that re-ran since without reading it no longer
    /// depends on it. Handles, not nodes, so a removed view is freed.
    private var readers: [(handle: NodeHandle, evaluation: Int)] = []
    /// When the list is this long, stale entries are dropped (amortised:
    /// the limit is twice what survives).
    private var compactionLimit = 16
    weak var owner: Node?
    let label: String

    init(_ value: Value, owner: Node, label: String) {
        self.value = value
        self.owner = owner
        self.label = label
    }

    override func get() -> Value {
        if let reader = Graph.current { noteRead(by: reader) }
        return value
    }

    private func noteRead(by reader: Node) {
        if let last = readers.last, last.handle === reader.handle, last.evaluation == reader.evaluations { return }
        if readers.count >= compactionLimit { dropStaleReaders() }
        readers.append((reader.handle, reader.evaluations))
    }

    private func dropStaleReaders() {
        var seen = Set<ObjectIdentifier>()
        readers.removeAll { reader in
            guard let node = reader.handle.node, node.isAlive, node.evaluations == reader.evaluation else { return true }
            return !seen.insert(ObjectIdentifier(node)).inserted
        }
        compactionLimit = max(16, readers.count * 2)
    }

    override func set(_ newValue: Value) {
        guard let owner, owner.isAlive else {
            Diagnostics.warn("""
                a Binding wrote to @State \(label) of a view that is no longer in the tree; \
                the write is ignored. Pass bindings only to views that live inside the state's owner.
                """)
            return
        }
        RuntimeIssues.noteIfUpdating(RuntimeIssues.stateDuringUpdate)
        if Equivalence.values(value, newValue) { return }
        if let why = owner.graph.why { noteChange(from: value, to: newValue, in: why.currentTransaction) }
        value = newValue
        owner.graph.stateWrites.append((owner.info.index, label))
        TransactionContext.noteWrite()
        // Every current reader re-runs and, if it still reads the value,
        // registers again: the list starts over.
        for reader in readers {
            guard let node = reader.handle.node, node.isAlive, node.evaluations == reader.evaluation else { continue }
            node.invalidate(becauseOf: self)
        }
        readers.removeAll(keepingCapacity: true)
    }

    override func isSame(as other: Location<Value>) -> Bool { self === other }
    override var root: AnyObject? { self }

    /// The value before the first change and after the last one of a
    /// transaction, briefly (only while reasons are recorded).
    private var change: (old: String, new: String, transaction: Int)?

    private func noteChange(from old: Value, to new: Value, in transaction: Int) {
        if let change, change.transaction == transaction {
            self.change = (change.old, brief(new), transaction)
        } else {
            change = (brief(old), brief(new), transaction)
        }
    }
}

extension StateBox: WhyDescribedChange, WhyTransparentBox {
    var whyChange: (old: String, new: String)? { change.map { ($0.old, $0.new) } }
    var whyName: String { (owner?.typeName).map { "\($0).\(label)" } ?? label }
}

/// A value owned by the view's identity. Survives every re-creation of the
/// view struct; reset when the identity changes.
@MainActor @propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initial: StateInitialValue<Value>
    private let link = PropertyLink<StateBox<Value>>()

    /// `@State var x = value` calls this, and so does an explicit
    /// `State(wrappedValue:)`. Which of the two is told by `function`: the
    /// compiler passes the declaring type's name for a declaration's initial
    /// value, and the enclosing function's signature for a call in code.
    /// Under Xcode 27 a declaration's value waits for the graph to set up
    /// storage (StateInitialValue.swift). SwiftUI has no such parameter: its
    /// type is underscored, so code that passes one (a literal names
    /// `_CallerFunction.init(stringLiteral:)`) breaks the `simulator-internals`
    /// policy rule; only the compiler's default reaches it unnamed.
    ///
    /// `#function` alone cannot tell them apart: a call in a property's
    /// accessor or initialiser (`static var makeState: … { { State(…) } }`)
    /// passes a name without parentheses, as a declaration does. Such a value
    /// waits until the graph installs it: a declaration is the backing storage
    /// (`_x`) of the very type `#function` named; any other is an explicit call,
    /// evaluated then, and its site (`#fileID`, `#line`, `#column`) evaluates at
    /// once ever after (StateInitialValue.swift).
    public init(wrappedValue value: @autoclosure @escaping () -> Value, function: _CallerFunction = #function,
                file: _CallerFunction = #fileID, line: _CallerFunction = #line, column: _CallerFunction = #column) {
        initial = StateInitialValue(value, function: function.text,
                                    site: StateCallSite(file: file.text, line: line.text, column: column.text))
    }
    public init(initialValue value: Value) { initial = .value(value) }

    private var initialValue: Value { initial.evaluate() }

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
    public init() { initial = .value(nil) }
}

/// A value owned by the view's identity, kept in a `StateBox` in the
/// node's slot (`@State`, `@GestureState`, `@FocusState`): installing it
/// links the property to its box, made (and reported) once per identity.
@MainActor
protocol StateLikeProperty: InstallableProperty, _ComparableProperty {
    associatedtype Value
    var initialStateValue: Value { get }
    var stateLink: PropertyLink<StateBox<Value>> { get }
    /// Called after the storage is looked up (StateInitialValue.swift): a
    /// `State` whose call only looked like a declaration learns it was explicit.
    func settle(label: String, isNew: Bool)
}

extension StateLikeProperty {
    func install(on node: Node, slot: Int, label: String) {
        // The initial value is read only when the storage is new: a lazy one
        // (Xcode 27's `@State` declaration) is evaluated here, once per identity.
        let (box, isNew) = PropertyInstaller.storage(of: node, slot: slot) {
            StateBox(StateInitialValue<Value>.outsideBody { initialStateValue }, owner: node, label: label)
        }
        settle(label: label, isNew: isNew)
        if isNew { node.graph.events.append(.other(.stateInit("\(node.typeName).\(label.dropFirst())"))) }
        stateLink.target = box
    }

    func refers(to location: AnyObject) -> Bool { stateLink.target === location }

    func settle(label: String, isNew: Bool) {}

    /// The initial value only matters for a new identity: never a reason to re-run.
    func _isEquivalent(to other: Any) -> Bool { true }
}

extension State: StateLikeProperty {
    var initialStateValue: Value { initialValue }
    var stateLink: PropertyLink<StateBox<Value>> { link }

    /// A value whose `#function` looked like a declaration's is settled by
    /// where it is installed (StateInitialValue.swift). An explicit call's
    /// value for new storage was just evaluated, once, as the call would
    /// have; one for storage that exists (the identity kept its first) is
    /// evaluated now and dropped, as the call's would have been.
    func settle(label: String, isNew: Bool) {
        guard case .lazy(let make, _?) = initial,
              !initial.isDeclaration(installedIn: PropertyInstaller.installingOwnerName, label: label), !isNew else { return }
        _ = StateInitialValue<Value>.outsideBody(make)
    }
}

/// A reference a property wrapper value shares with its copies, so that
/// installing one copy (the one Mirror hands out) installs them all.
final class PropertyLink<Target: AnyObject> {
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

/// What `#function` names where a simulator API needs its caller's context
/// (`State.init(wrappedValue:function:)`). Underscored: an app cannot make
/// one without naming simulator internals, so the context cannot be forged.
public struct _CallerFunction: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, Sendable {
    let text: String
    public init(stringLiteral text: String) { self.text = text }
    /// `#line`, `#column`.
    public init(integerLiteral value: Int) { text = String(value) }
}
