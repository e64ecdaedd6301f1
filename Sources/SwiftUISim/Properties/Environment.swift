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
        // Unwrapped first: an absent value cast to an optional `Value` would be
        // nil, not the key's default (`horizontalSizeClass` is `.compact`).
        get {
            guard let stored = storage[ObjectIdentifier(key)] else { return Key.defaultValue }
            return stored as? Key.Value ?? Key.defaultValue
        }
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
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }

/// `@Environment(\.dismiss) private var dismiss` … `dismiss()`: closes the
/// presented content (sheet, alert, pushed view) it is read in, by setting
/// its presenter's binding back; outside presented content, nothing.
public struct DismissAction: Sendable {
    /// Compared by identity, so the environment holding it stays the same
    /// from pass to pass.
    private let record: PresentationRecord?

    init() { record = nil }
    init(record: PresentationRecord) { self.record = record }

    @MainActor public func callAsFunction() { record?.close() }
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
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// True inside presented content.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
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
    private let link = PropertyLink<ValueBox<Value>>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(lookUp: { $0.object(objectType) }, typeName: "\(objectType)")
    }

    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(lookUp: { $0.object(objectType) }, typeName: "\(objectType)")
    }

    public var wrappedValue: Value {
        if let box = link.target {
            // A read while a body runs: the view depends on the value (an
            // action's read, later, is not one).
            if Graph.current != nil { box.isRead = true }
            return box.value
        }
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

final class ValueBox<Value>: EnvironmentReadMark {
    let value: Value
    var isRead = false
    init(_ value: Value) { self.value = value }
    var heldValue: Any { value }
}

/// Whether a body read an `@Environment` property's value (a property
/// installed but never read is no dependency), and the value it was given.
protocol EnvironmentReadMark: AnyObject {
    var isRead: Bool { get }
    var heldValue: Any { get }
}

extension Environment: InstallableProperty, _ComparableProperty {
    func install(on node: Node, slot: Int, label: String) {
        switch source {
        case .keyPath(let keyPath):
            let value = node.environment[keyPath: keyPath]
            let box = ValueBox(value)
            link.target = box
            let describe: ((EnvironmentValues) -> (old: String, new: String))? =
                node.graph.why == nil ? nil : { (brief(value), brief($0[keyPath: keyPath])) }
            node.environmentReads.append((label, { !Equivalence.values($0[keyPath: keyPath], value) }, describe, box))
        case .object(let lookUp, _):
            let value = lookUp(node.environment)
            let box = value.map { ValueBox($0) }
            link.target = box
            let describe: ((EnvironmentValues) -> (old: String, new: String))? =
                node.graph.why == nil ? nil : { environment in
                    (value.map { "a \(Node.displayName(of: type(of: $0)))" } ?? "none", lookUp(environment).map { "another \(Node.displayName(of: type(of: $0)))" } ?? "none")
                }
            node.environmentReads.append((label, { environment in
                switch (lookUp(environment), value) {
                case (nil, nil): false
                case (let new?, let old?): !Equivalence.values(new, old)
                default: true
                }
            }, describe, box))
        }
    }

    func _isEquivalent(to other: Any) -> Bool { true }
}

/// An `ObservableObject` an ancestor put in the environment.
@MainActor @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let link = PropertyLink<ObjectBox<ObjectType>>()

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

extension EnvironmentObject: ObjectObservingProperty {
    static var objectTypeName: String { Node.displayName(of: ObjectType.self) }
}

extension Bindable: WhyComparableProperty {
    func whyDifferent(from other: Any) -> ViewHost.FieldChange.Why { .differentInstance(className: Node.displayName(of: Value.self)) }
}

extension EnvironmentObject: InstallableProperty, _ComparableProperty {
    func install(on node: Node, slot: Int, label: String) {
        let object = node.environment.object(ObjectType.self)
        link.target = object.map { ObjectBox($0) }
        if let object { ObjectObservation.observe(object, from: node, slot: slot, label: label) }
        let typeID = ObjectIdentifier(ObjectType.self)
        let describe: ((EnvironmentValues) -> (old: String, new: String))? =
            node.graph.why == nil ? nil : { environment in
                (object == nil ? "none" : "one \(ObjectType.self)", environment.object(withTypeID: typeID) == nil ? "none" : "another \(ObjectType.self)")
            }
        node.environmentReads.append((label, { $0.object(withTypeID: typeID) !== object }, describe, nil))
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

// MARK: More of SwiftUI's environment values

public enum ScenePhase: Hashable, Comparable, Sendable { case background, inactive, active }

public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

public enum LegibilityWeight: Hashable, Sendable { case regular, bold }

/// `@Environment(\.openURL) var openURL` … `openURL(url)`: records nothing,
/// opens nothing (there is no system to hand the URL to).
public struct OpenURLAction: Sendable {
    public struct Result: Sendable {
        public static let handled = Result(), discarded = Result(), systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }
    private let handler: @Sendable (URL) -> Result
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }
    public func callAsFunction(_ url: URL) { _ = handler(url) }
    public func callAsFunction(_ url: URL, completion: @escaping @Sendable (Bool) -> Void) { _ = handler(url); completion(true) }
}

/// The older `@Environment(\.presentationMode)`: `dismiss()` as `\.dismiss` does.
public struct PresentationMode: Sendable {
    let action: DismissAction
    public let isPresented: Bool
    @MainActor public mutating func dismiss() { action() }
}

/// `@Environment(\.refresh)`, set by `refreshable`.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    public func callAsFunction() async { await action() }
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .handled } }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
private struct RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }
private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }
private struct SizeCategoryKey: EnvironmentKey { static let defaultValue = ContentSizeCategory.large }
private struct LegibilityWeightKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }
private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }

extension EnvironmentValues {
    /// Always `.active`: the simulated app is in the foreground.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// nil unless an ancestor provides one with `.environment(\.editMode, $mode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var sizeCategory: ContentSizeCategory {
        get { self[SizeCategoryKey.self] }
        set { self[SizeCategoryKey.self] = newValue }
    }
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
    public var isSearching: Bool { self[IsSearchingKey.self] }
    public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }
    public var accessibilityReduceTransparency: Bool { self[ReduceMotionKey.self] }
    public var accessibilityDifferentiateWithoutColor: Bool { self[ReduceMotionKey.self] }
    public var accessibilityVoiceOverEnabled: Bool { self[ReduceMotionKey.self] }
    public var legibilityWeight: LegibilityWeight? { self[LegibilityWeightKey.self] }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    public var isFocused: Bool { self[IsFocusedKey.self] }
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    @MainActor public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(action: dismiss, isPresented: isPresented)
        return .constant(mode)
    }
}
