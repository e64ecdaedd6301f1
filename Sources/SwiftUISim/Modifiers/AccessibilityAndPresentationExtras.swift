// The rest of the accessibility, presentation and menu families that
// corpus-r5's development files reached (round 5), as Apple's SDK declares
// them: custom accessibility content and labeled pairs (iOS 15/14),
// rotors' entries are not here; sheets' content and background interaction
// (iOS 16.4); a menu's item order (iOS 16). What VoiceOver reads and how a
// sheet scrolls are not shown: recorded, classed unseen.
// https://developer.apple.com/documentation/swiftui/accessibilitycustomcontentkey,
// https://developer.apple.com/documentation/swiftui/view/accessibilitylabeledpair(role:id:in:),
// https://developer.apple.com/documentation/swiftui/view/presentationcontentinteraction(_:),
// https://developer.apple.com/documentation/swiftui/view/menuorder(_:)

/// A key for custom content VoiceOver reads on request.
public struct AccessibilityCustomContentKey: Hashable, Sendable {
    let id: String
    public init(_ label: Text, id: String) { self.id = id }
    public init(_ labelKey: LocalizedStringKey, id: String) { self.id = id }
    public init(_ labelKey: LocalizedStringKey) { id = "\(labelKey)" }
}
public enum AccessibilityLabeledPairRole: Hashable, Sendable { case label, content }

/// How a sheet's content responds to a drag (iOS 16.4).
public struct PresentationContentInteraction: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), resizes = Self(name: "resizes"), scrolls = Self(name: "scrolls")
}
/// The order of a menu's items (iOS 16).
public struct MenuOrder: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), fixed = Self(name: "fixed"), priority = Self(name: "priority")
}

extension View {
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContentImportance = .default) -> some View {
        modifier(_RecordedModifier("accessibilityCustomContent"))
    }
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V,
                                                              importance: AXCustomContentImportance = .default) -> some View {
        modifier(_RecordedModifier("accessibilityCustomContent"))
    }
    public func accessibilityCustomContent(_ label: LocalizedStringKey, _ value: Text, importance: AXCustomContentImportance = .default) -> some View {
        modifier(_RecordedModifier("accessibilityCustomContent"))
    }
    public func accessibilityCustomContent<V: StringProtocol>(_ label: LocalizedStringKey, _ value: V,
                                                              importance: AXCustomContentImportance = .default) -> some View {
        modifier(_RecordedModifier("accessibilityCustomContent"))
    }
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View {
        modifier(_RecordedModifier("accessibilityLabeledPair"))
    }
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        modifier(_RecordedModifier("presentationContentInteraction"))
    }
    public func menuOrder(_ order: MenuOrder) -> some View { modifier(_RecordedModifier("menuOrder")) }

    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`: the data is passed to both closures.
    public func confirmationDialog<T, A: View, M: View>(
        _ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M
    ) -> some View {
        _present("confirmationDialog", closesOnAction: true, isPresented: isPresented) {
            _DialogContent(title: Text(title), actions: data.map(actions), message: data.map(message))
        }
    }
    public func confirmationDialog<S: StringProtocol, T, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> A, @ViewBuilder message: @escaping @MainActor (T) -> M
    ) -> some View {
        _present("confirmationDialog", closesOnAction: true, isPresented: isPresented) {
            _DialogContent(title: Text(title), actions: data.map(actions), message: data.map(message))
        }
    }
}

/// How important a custom content entry is (Accessibility's `AXCustomContent.Importance`).
public enum AXCustomContentImportance: Int, Sendable { case `default`, high }

