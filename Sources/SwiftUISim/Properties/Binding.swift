/// Somewhere a binding reads and writes. Subclasses: state, a projection of
/// another location, an object's property, a pair of closures, a constant.
@MainActor
class Location<Value> {
    func get() -> Value { fatalError("abstract") }
    func set(_ newValue: Value) { fatalError("abstract") }
    /// Two bindings are equal when they point at the same place.
    func isSame(as other: Location<Value>) -> Bool { false }
    /// The state box at the bottom of a chain of projections, if any.
    var root: AnyObject? { nil }
}

/// A two-way connection to a value someone else owns. Passing `$x` along is
/// not a read: only views that read `wrappedValue` depend on the value.
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let location: Location<Value>

    init(location: Location<Value>) { self.location = location }

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        location = ClosureLocation(get: get, set: set)
    }

    /// iOS 13: a binding whose setter is also given the transaction of the
    /// write (that of the `withAnimation`/`withTransaction` body it runs in,
    /// or an empty one).
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        location = ClosureLocation(get: get, set: { set($0, TransactionContext.current) })
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: ProjectedLocation(base: location, keyPath: keyPath))
    }
}

extension Binding: BindingProperty, WhyComparableProperty {
    func whyDifferent(from other: Any) -> ViewHost.FieldChange.Why { .differentBinding }
}

extension Binding: InstallableProperty, _ComparableProperty {
    /// A binding owns nothing: reading it registers on the state it reaches.
    func install(on node: Node, slot: Int, label: String) {}
    static var needsInstalling: Bool { false }

    func refers(to location: AnyObject) -> Bool { self.location.root === location }

    func _isEquivalent(to other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return location.isSame(as: other.location)
    }
}

final class ClosureLocation<Value>: Location<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }
    override func get() -> Value { getter() }
    override func set(_ newValue: Value) { setter(newValue) }
}

final class ConstantLocation<Value>: Location<Value> {
    private let value: Value
    init(_ value: Value) { self.value = value }
    override func get() -> Value { value }
    override func set(_ newValue: Value) {}
    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? ConstantLocation<Value> else { return false }
        return Equivalence.values(value, other.value)
    }
}

final class ProjectedLocation<Base, Value>: Location<Value> {
    let base: Location<Base>
    let keyPath: WritableKeyPath<Base, Value>
    init(base: Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }
    override func get() -> Value { base.get()[keyPath: keyPath] }
    override func set(_ newValue: Value) {
        var value = base.get()
        value[keyPath: keyPath] = newValue
        base.set(value)
    }
    override var root: AnyObject? { base.root }
    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? ProjectedLocation<Base, Value> else { return false }
        return keyPath == other.keyPath && base.isSame(as: other.base)
    }
}

/// `$flag.animation(_:)`, `$flag.transaction(_:)`: the same value, whose
/// writes carry a transaction (Graph/Graph+Animation.swift).
final class TransactionLocation<Value>: Location<Value> {
    let base: Location<Value>
    let transaction: Transaction
    init(base: Location<Value>, transaction: Transaction) {
        self.base = base
        self.transaction = transaction
    }
    override func get() -> Value { base.get() }
    override func set(_ newValue: Value) { TransactionContext.with(transaction) { base.set(newValue) } }
    override var root: AnyObject? { base.root }
    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? TransactionLocation<Value> else { return false }
        return transaction.animation == other.transaction.animation && transaction.disablesAnimations == other.transaction.disablesAnimations
            && base.isSame(as: other.base)
    }
}

/// A property of a reference type, reached through `$model.name`.
final class ObjectLocation<Root: AnyObject, Value>: Location<Value> {
    let object: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>
    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }
    override func get() -> Value { object[keyPath: keyPath] }
    override func set(_ newValue: Value) { object[keyPath: keyPath] = newValue }
    override func isSame(as other: Location<Value>) -> Bool {
        guard let other = other as? ObjectLocation<Root, Value> else { return false }
        return object === other.object && keyPath == other.keyPath
    }
}
