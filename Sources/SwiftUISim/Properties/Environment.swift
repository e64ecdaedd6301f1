import Synchronization

/// A key for a value that flows down the tree through the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors. `revision` changes with
/// every write, so an unchanged environment is recognised without comparing.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]
    private(set) var revision = 0
    private static let revisions = Atomic<Int>(0)

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { write(newValue, at: ObjectIdentifier(key)) }
    }

    func object<T: AnyObject>(_ type: T.Type) -> T? { storage[ObjectIdentifier(type)] as? T }

    func object(withTypeID id: ObjectIdentifier) -> AnyObject? { storage[id] as AnyObject? }

    mutating func setObject<T: AnyObject>(_ object: T) { write(object, at: ObjectIdentifier(T.self)) }

    private mutating func write(_ value: Any, at key: ObjectIdentifier) {
        storage[key] = value
        revision = Self.revisions.add(1, ordering: .relaxed).newValue
    }

    /// Same keys, equivalent values: children need not hear of a change.
    @MainActor func hasSameContents(as other: EnvironmentValues) -> Bool {
        revision == other.revision
            || (storage.count == other.storage.count
                && storage.allSatisfy { key, value in
                    other.storage[key].map { Equivalence.values(value, $0) } ?? false
                })
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }
}

public enum ColorScheme: Hashable, Sendable { case light, dark }

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }

/// `@Environment(\.dismiss) private var dismiss` … `dismiss()`: the
/// simulator presents nothing, so there is nothing to dismiss.
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    public var dismiss: DismissAction { self[DismissKey.self] }
    /// A phone held upright, as the screen is.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}

/// Reads a value from the environment; the view depends on that value only.
@MainActor @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(lookUp: (EnvironmentValues) -> Value?, typeName: String)
    }
    private let source: Source
    private let link = Link<ValueBox<Value>>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(lookUp: { $0.object(objectType) }, typeName: "\(objectType)")
    }

    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(lookUp: { $0.object(objectType) }, typeName: "\(objectType)")
    }

    public var wrappedValue: Value {
        if let box = link.target { return box.value }
        switch source {
        case .keyPath(let keyPath):
            Diagnostics.warnOnce("Accessing Environment's value outside of being installed on a View. This will always read the default value and will not update.")
            return EnvironmentValues()[keyPath: keyPath]
        case .object(_, let typeName):
            Diagnostics.fail("""
                No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be \
                missing as an ancestor of this view.
                """)
        }
    }
}

final class ValueBox<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension Environment: InstallableProperty, _ComparableProperty {
    func install(on node: Node, slot: Int, label: String) {
        switch source {
        case .keyPath(let keyPath):
            let value = node.environment[keyPath: keyPath]
            link.target = ValueBox(value)
            node.environmentReads.append((label, { !Equivalence.values($0[keyPath: keyPath], value) }))
        case .object(let lookUp, _):
            let value = lookUp(node.environment)
            if let value { link.target = ValueBox(value) }
            node.environmentReads.append((label, { environment in
                switch (lookUp(environment), value) {
                case (nil, nil): false
                case (let new?, let old?): !Equivalence.values(new, old)
                default: true
                }
            }))
        }
    }

    func _isEquivalent(to other: Any) -> Bool { true }
}

/// An `ObservableObject` an ancestor put in the environment.
@MainActor @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let link = Link<ObjectBox<ObjectType>>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let box = link.target else {
            Diagnostics.fail("""
                No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \
                \(ObjectType.self) may be missing as an ancestor of this view.
                """)
        }
        return box.object
    }

    public var projectedValue: ObjectBindings<ObjectType> { ObjectBindings(object: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty, _ComparableProperty {
    func install(on node: Node, slot: Int, label: String) {
        let object = node.environment.object(ObjectType.self)
        link.target = object.map { ObjectBox($0) }
        if let object { ObjectObservation.observe(object, from: node, slot: slot, label: label) }
        let typeID = ObjectIdentifier(ObjectType.self)
        node.environmentReads.append((label, { $0.object(withTypeID: typeID) !== object }))
    }

    func _isEquivalent(to other: Any) -> Bool { true }
}

/// Bindings to the properties of an `@Observable` model (`$model.name`).
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
}

extension Bindable: _ComparableProperty {
    func _isEquivalent(to other: Any) -> Bool {
        (other as? Bindable<Value>)?.wrappedValue === wrappedValue
    }
}
