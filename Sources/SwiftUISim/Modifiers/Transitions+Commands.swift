// Recorded modifiers for API with nothing to simulate here.

extension View {
    /// macOS's Delete command (the Delete key or Edit > Delete) on a focused
    /// view: there is no menu bar or keyboard, so it is recorded only.
    /// https://developer.apple.com/documentation/swiftui/view/ondeletecommand(perform:)
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View { modifier(_RecordedModifier("onDeleteCommand")) }

    /// iOS 18's zoom transition: the view a presentation zooms from.
    /// Transitions are not animated here; recorded.
    /// https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        modifier(_RecordedModifier("matchedTransitionSource(\(id))"))
    }
    public func matchedTransitionSource(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration
    ) -> some View {
        modifier(_RecordedModifier("matchedTransitionSource(\(id))"))
    }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        modifier(_RecordedModifier("navigationTransition(\(style))"))
    }
}

/// How a navigation push or presentation animates (iOS 18).
/// https://developer.apple.com/documentation/swiftui/navigationtransition
public protocol NavigationTransition: Sendable {}

public struct ZoomNavigationTransition: NavigationTransition, CustomStringConvertible {
    let sourceID: String
    public var description: String { "zoom(\(sourceID))" }
}
public struct AutomaticNavigationTransition: NavigationTransition, CustomStringConvertible {
    public var description: String { "automatic" }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: "\(sourceID)")
    }
}
extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

/// What `matchedTransitionSource(id:in:configuration:)` styles.
public protocol MatchedTransitionSourceConfiguration: Sendable {}
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    public func background(_ style: some ShapeStyle) -> Self { self }
    public func clipShape(_ shape: RoundedRectangle) -> Self { self }
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}
