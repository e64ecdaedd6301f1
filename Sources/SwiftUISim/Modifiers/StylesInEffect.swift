// Two things a modifier sets for every view below it, as SwiftUI does
// through the environment: the button style in effect (a custom
// `ButtonStyle`'s `makeBody` draws each button below it) and the redaction
// reasons (`.redacted(reason:)`, lifted again by `.unredacted()`).

/// A custom button style in effect: how a button below it draws its label.
struct ButtonStyleInEffect {
    let name: String
    /// The style's own type (`ViewHost.buttons`).
    let type: Any.Type
    /// Draws a label; the flag is `configuration.isPressed`.
    let render: @MainActor (AnyView, Bool) -> AnyView
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleInEffect? { nil }
}

extension EnvironmentValues {
    var buttonStyleInEffect: ButtonStyleInEffect? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws every `Button` below with this style's `makeBody`. The
    /// simulator's own styles (`.plain`, `.bordered`) are only recorded;
    /// `isPressed` is true while the host holds a press on the button
    /// (`ViewHost.press(_:while:)`), false otherwise.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let name = "buttonStyle(\(S.self))"
        if StyleOrigin.isSimulators(S.self) {
            let bezel = S.self == BorderedButtonStyle.self
            return modifier(_EnvironmentModifier(description: name) {
                $0.buttonStyleIsAutomatic = false
                $0.buttonStyleHasBezel = bezel
                $0.bezelKind = bezel ? ((style as? BorderedButtonStyle)?.prominent == true ? .prominent : .bordered) : nil
            })
        }
        let inEffect = ButtonStyleInEffect(name: name, type: S.self) { label, isPressed in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: label, isPressed: isPressed)))
        }
        return modifier(_EnvironmentModifier(description: name) {
            $0.buttonStyleInEffect = inEffect
            $0.primitiveButtonStyleInEffect = nil
            $0.buttonStyleIsAutomatic = false
            $0.buttonStyleHasBezel = false
        })
    }

    /// Adds `reason` to the redaction reasons of the views below (added to
    /// what a parent set, as Apple documents: "an additive process").
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentModifier(description: "redacted(\(reason.names))") { $0.redactionReasons.formUnion(reason) })
    }

    /// Keeps this view (a brand name, a label that is always known) out of
    /// a redaction applied above it.
    public func unredacted() -> some View {
        modifier(_EnvironmentModifier(description: "unredacted") { $0.redactionReasons = [] })
    }
}

extension RedactionReasons {
    var names: String {
        var names: [String] = []
        if contains(.placeholder) { names.append("placeholder") }
        if contains(.privacy) { names.append("privacy") }
        if contains(.invalidated) { names.append("invalidated") }
        return names.isEmpty ? "[]" : names.joined(separator: ", ")
    }
}

enum StyleOrigin {
    private static let module = String(String(reflecting: _ViewRole.self).prefix { $0 != "." })
    static func isSimulators(_ type: Any.Type) -> Bool { String(reflecting: type).hasPrefix(module + ".") }
}
