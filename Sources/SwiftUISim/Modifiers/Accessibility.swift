// Accessibility: recorded for `dump()`; VoiceOver is not simulated.

public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = Self(rawValue: 1 << 0), isHeader = Self(rawValue: 1 << 1), isSelected = Self(rawValue: 1 << 2)
    public static let isLink = Self(rawValue: 1 << 3), isSearchField = Self(rawValue: 1 << 4), isImage = Self(rawValue: 1 << 5)
    public static let playsSound = Self(rawValue: 1 << 6), isKeyboardKey = Self(rawValue: 1 << 7), isStaticText = Self(rawValue: 1 << 8)
    public static let isSummaryElement = Self(rawValue: 1 << 9), updatesFrequently = Self(rawValue: 1 << 10)
    public static let startsMediaSession = Self(rawValue: 1 << 11), allowsDirectInteraction = Self(rawValue: 1 << 12)
    public static let causesPageTurn = Self(rawValue: 1 << 13), isModal = Self(rawValue: 1 << 14), isToggle = Self(rawValue: 1 << 15)
    public static let isTabBar = Self(rawValue: 1 << 16)
}

public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = Self(name: "ignore"), contain = Self(name: "contain"), combine = Self(name: "combine")
}

public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public static let `default` = Self(name: "default"), escape = Self(name: "escape"), magicTap = Self(name: "magicTap")
    public init(named name: Text) { self.name = name.content }
    init(name: String) { self.name = name }
}

public struct AccessibilityHeadingLevel: Hashable, Sendable {
    public static let unspecified = Self(), h1 = Self(), h2 = Self(), h3 = Self(), h4 = Self(), h5 = Self(), h6 = Self()
}

extension View {
    public func accessibilityLabel(_ label: Text) -> some View { modifier(_RecordedModifier("accessibilityLabel")) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { modifier(_RecordedModifier("accessibilityLabel")) }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { modifier(_RecordedModifier("accessibilityHint")) }
    public func accessibilityHint(_ hint: Text) -> some View { modifier(_RecordedModifier("accessibilityHint")) }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { modifier(_RecordedModifier("accessibilityHint")) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { modifier(_RecordedModifier("accessibilityValue")) }
    public func accessibilityValue(_ value: Text) -> some View { modifier(_RecordedModifier("accessibilityValue")) }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { modifier(_RecordedModifier("accessibilityValue")) }
    public func accessibilityIdentifier(_ identifier: String) -> some View { modifier(_RecordedModifier("accessibilityIdentifier(\(identifier))")) }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { modifier(_RecordedModifier("accessibilityAddTraits")) }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { modifier(_RecordedModifier("accessibilityRemoveTraits")) }
    public func accessibilityHidden(_ hidden: Bool) -> some View { modifier(_RecordedModifier("accessibilityHidden(\(hidden))")) }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(_RecordedModifier("accessibilityElement(children: \(children.name))"))
    }
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { modifier(_RecordedModifier("accessibilityChildren")) }
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(_RecordedModifier("accessibilityRepresentation"))
    }
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { modifier(_RecordedModifier("accessibilityInputLabels")) }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { modifier(_RecordedModifier("accessibilityInputLabels")) }
    public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> some View { modifier(_RecordedModifier("accessibilityInputLabels")) }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { modifier(_RecordedModifier("accessibilitySortPriority")) }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { modifier(_RecordedModifier("accessibilityHeading")) }
    public func accessibilityShowsLargeContentViewer() -> some View { modifier(_RecordedModifier("accessibilityShowsLargeContentViewer")) }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        modifier(_RecordedModifier("accessibilityAction"))
    }
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        modifier(_RecordedModifier("accessibilityAction(\(name))"))
    }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { modifier(_RecordedModifier("accessibilityAction")) }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        modifier(_RecordedModifier("accessibilityAdjustableAction"))
    }
    public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding) -> some View { modifier(_RecordedModifier("accessibilityFocused")) }
    /// VoiceOver focus on this view while the state equals `value` (iOS 15); not simulated.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_RecordedModifier("accessibilityFocused"))
    }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        modifier(_RecordedModifier("accessibilityRespondsToUserInteraction"))
    }
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { modifier(_RecordedModifier("accessibilityTextContentType")) }
    /// The pre-iOS 14 spelling: `.accessibility(label: Text("…"))`.
    public func accessibility(label: Text) -> some View { modifier(_RecordedModifier("accessibilityLabel")) }
    public func accessibility(hint: Text) -> some View { modifier(_RecordedModifier("accessibilityHint")) }
    public func accessibility(value: Text) -> some View { modifier(_RecordedModifier("accessibilityValue")) }
    public func accessibility(hidden: Bool) -> some View { modifier(_RecordedModifier("accessibilityHidden(\(hidden))")) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { modifier(_RecordedModifier("accessibilityAddTraits")) }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { modifier(_RecordedModifier("accessibilityRemoveTraits")) }
    public func accessibility(identifier: String) -> some View { modifier(_RecordedModifier("accessibilityIdentifier(\(identifier))")) }
}

public struct AccessibilityTextContentType: Sendable {
    public static let plain = Self(), console = Self(), fileSystem = Self(), messaging = Self(), narrative = Self()
    public static let sourceCode = Self(), spreadsheet = Self(), wordProcessing = Self()
}

/// `@AccessibilityFocusState`: compiles; VoiceOver focus is not simulated.
@MainActor @propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private let value: Value
    public init() where Value == Bool { value = false }
    public init<T: Hashable>() where Value == T? { value = nil }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding { Binding() }
    @MainActor public struct Binding {}
}
