/// `@FocusState`: which field has the keyboard. It holds its value like
/// `@State` (a write re-runs the views that read it); `.focused($flag)`
/// ties a field to it, and typing into a field (`host.type`) focuses it.
@MainActor @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let initialValue: Value
    private let link = PropertyLink<StateBox<Value>>()

    public init() where Value == Bool { initialValue = false }
    public init<T: Hashable>() where Value == T? { initialValue = nil }

    public var wrappedValue: Value {
        get { link.target?.get() ?? initialValue }
        nonmutating set { FocusHolder.write(newValue, to: link, unfocused: initialValue) }
    }

    public var projectedValue: Binding { Binding(box: link, initial: initialValue) }

    /// `$focus`: passed to `.focused(_:)` and `.focused(_:equals:)`.
    @MainActor @propertyWrapper
    public struct Binding {
        fileprivate let box: PropertyLink<StateBox<Value>>
        fileprivate let initial: Value
        public var wrappedValue: Value {
            get { box.target?.get() ?? initial }
            nonmutating set { set(newValue) }
        }
        public var projectedValue: Binding { self }
        func set(_ value: Value) { FocusHolder.write(value, to: box, unfocused: initial) }
    }
}

extension FocusState: StateLikeProperty {
    var initialStateValue: Value { initialValue }
    var stateLink: PropertyLink<StateBox<Value>> { link }
}

/// Focuses the fields it wraps when the host types into them.
public struct _FocusModifier: ViewModifier, BuiltinModifier {
    let focus: @MainActor () -> Void
    func record(into facts: inout NodeFacts) {
        facts.modifier = "focused"
        facts.effects.append(.focus(focus))
    }
}

extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusModifier(focus: { condition.set(true) }))
    }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_FocusModifier(focus: { binding.set(value) }))
    }
    public func focusable(_ isFocusable: Bool = true) -> some View { modifier(_RecordedModifier("focusable")) }
    public func focusSection() -> some View { modifier(_RecordedModifier("focusSection")) }
    /// iOS 17 / macOS 13: where focus goes first, evaluated `.automatic`ally
    /// (when the focus system looks for a default) or also when the user
    /// starts a focus interaction (`.userInitiated`); recorded.
    /// https://developer.apple.com/documentation/swiftui/view/defaultfocus(_:_:priority:)
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        modifier(_RecordedModifier("defaultFocus"))
    }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { modifier(_RecordedModifier("scrollDismissesKeyboard")) }
}

public struct ScrollDismissesKeyboardMode: Sendable {
    public static let automatic = Self(), immediately = Self(), interactively = Self(), never = Self()
}

/// Which focus state holds the focus. There is one focus (per window in
/// SwiftUI; per process here): a field that gains it takes it from the one
/// that had it, whose `@FocusState` goes back to `false` / `nil` (Apple,
/// `FocusState`: "When focus moves to [another] view, the bound value
/// becomes false" / "nil").
@MainActor
enum FocusHolder {
    private static var holder: (box: ObjectIdentifier, unfocus: @MainActor () -> Void)?

    static func write<Value: Hashable>(_ value: Value, to link: PropertyLink<StateBox<Value>>, unfocused: Value) {
        guard let box = link.target else { return }
        let id = ObjectIdentifier(box)
        if value != unfocused {
            if let holder, holder.box != id { holder.unfocus() }
            holder = (id, { [weak box] in
                // A view that left the tree holds no focus to give back.
                guard let box, box.owner?.isAlive == true else { return }
                box.set(unfocused)
            })
        } else if holder?.box == id {
            holder = nil
        }
        box.set(value)
    }
}

/// When a `defaultFocus` applies (iOS 17 / macOS 13).
/// https://developer.apple.com/documentation/swiftui/defaultfocusevaluationpriority
public struct DefaultFocusEvaluationPriority: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), userInitiated = Self(name: "userInitiated")
}
