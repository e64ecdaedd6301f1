// The value containers SwiftUI's `@Entry` writes into besides the
// environment (`Entry()`, iOS 18, back-deployed): `FocusedValues` (iOS 14),
// `Transaction`'s keyed values (iOS 17) and `ContainerValues` (iOS 18), each
// read and written by key type as Apple declares them.
//
// Focus here is one field at a time (Properties/Focus.swift) and no view
// publishes focused values to a command or menu reader: `@FocusedValue`,
// `@FocusedBinding` and `@FocusedObject` read nil, as in a scene where
// nothing focused has set one, and `focusedValue`/`focusedSceneValue` are
// recorded. A container value is recorded on the view that sets it.
// https://developer.apple.com/documentation/swiftui/focusedvalues
// https://developer.apple.com/documentation/swiftui/transactionkey
// https://developer.apple.com/documentation/swiftui/containervalues

/// Holds a value of any type in a `Sendable` container; the simulator is
/// single-threaded (main actor), so the values never cross threads.
struct _UncheckedValue: @unchecked Sendable { let value: Any }

/// Apple: "A protocol for identifier types used when publishing and observing focused values."
public protocol FocusedValueKey {
    associatedtype Value
}

/// Apple: "A collection of state exported by the focused scene and its focused view."
public struct FocusedValues: Sendable {
    var values: [ObjectIdentifier: _UncheckedValue] = [:]
    public init() {}
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)]?.value as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue.map { _UncheckedValue(value: $0) } }
    }
}

/// Apple: "A property wrapper for observing values from the focused view or one of its ancestors."
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    /// iOS 17: the focused view's `Observable` object of this type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
    public var wrappedValue: Value? { nil }
}

/// Apple: "A convenience property wrapper for observing and automatically unwrapping state bindings from the focused view."
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value?> { .constant(nil) }
}

/// Apple (iOS 16): "A property wrapper type for an observable object supplied by the focused view."
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType? { nil }
}

extension View {
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        modifier(_RecordedModifier("focusedValue"))
    }
    /// iOS 16.4: `nil` publishes nothing.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        modifier(_RecordedModifier("focusedValue"))
    }
    /// iOS 17: publishes an `Observable` object by its type.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { modifier(_RecordedModifier("focusedValue")) }
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        modifier(_RecordedModifier("focusedValue"))
    }
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        modifier(_RecordedModifier("focusedValue"))
    }
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View { modifier(_RecordedModifier("focusedValue")) }
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { modifier(_RecordedModifier("focusedValue")) }
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { modifier(_RecordedModifier("focusedValue")) }
}

/// Apple (iOS 17): "A key for accessing values in a transaction."
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Apple (iOS 18): whether two values are the same, for animations that merge.
    static func _valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool
}

extension TransactionKey {
    public static func _valuesEqual(_ lhs: Value, _ rhs: Value) -> Bool { false }
}

extension Transaction {
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { keyed[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue }
        set { keyed[ObjectIdentifier(key)] = _UncheckedValue(value: newValue) }
    }
}

/// Apple (iOS 18): "A key for accessing container values."
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Apple (iOS 18): "A collection of container values associated with a given view."
public struct ContainerValues {
    var values: [ObjectIdentifier: _UncheckedValue] = [:]
    public init() {}
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = _UncheckedValue(value: newValue) }
    }
}

extension View {
    /// iOS 18: a value the container of this view reads from its subview
    /// (`subview.containerValues`, Views/ContainerSubviews.swift).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(_ContainerValueModifier(apply: { $0[keyPath: keyPath] = value }))
    }
}

public struct _ContainerValueModifier: ViewModifier, BuiltinModifier {
    let apply: (inout ContainerValues) -> Void
    func record(into facts: inout NodeFacts) { facts.modifier = "containerValue" }
}

extension ContainerValues {
    /// iOS 18: the view's `.tag(_:)`, if it is of type `V`.
    public func tag<V: Hashable>(for type: V.Type) -> V? { tagValue?.base as? V }
    /// iOS 18: whether the view's tag is `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool { tagValue == AnyHashable(tag) }
    var tagValue: AnyHashable? {
        get { values[ObjectIdentifier(ContainerValues.self)]?.value as? AnyHashable }
        set { values[ObjectIdentifier(ContainerValues.self)] = newValue.map { _UncheckedValue(value: $0) } }
    }
}
