// Liquid Glass (iOS 26, macOS 26): the material behind a view and its
// foreground effects over it. The simulator draws cells, not materials:
// `glassEffect` is recorded and classed unmodelled (ModifierClasses.swift),
// as it changes how the content it modifies looks in ways not computed here.
// https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)

/// "A structure that defines the configuration of the Liquid Glass material."
public struct Glass: Equatable, Sendable {
    let variant: String
    let tint: Color?
    let isInteractive: Bool

    /// The default variant.
    public static var regular: Glass { Glass(variant: "regular", tint: nil, isInteractive: false) }
    /// More transparent, for media behind it.
    public static var clear: Glass { Glass(variant: "clear", tint: nil, isInteractive: false) }
    /// No effect (to turn the glass off conditionally).
    public static var identity: Glass { Glass(variant: "identity", tint: nil, isInteractive: false) }

    public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tint: color, isInteractive: isInteractive) }
    public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(variant: variant, tint: tint, isInteractive: isEnabled) }
}

/// The shape `glassEffect` uses when none is given: a capsule.
public struct DefaultGlassEffectShape: Equatable, Sendable {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}
extension DefaultGlassEffectShape: Shape {}

extension View {
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(_RecordedModifier("glassEffect(\(glass.variant))"))
    }
    /// Which glass shapes morph into each other in a container (recorded; no animation here).
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        modifier(_RecordedModifier("glassEffectID"))
    }
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
        modifier(_RecordedModifier("glassEffectUnion"))
    }
}

/// "A view that combines multiple Liquid Glass shapes into a single shape":
/// here its content, laid out as it is.
public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}
