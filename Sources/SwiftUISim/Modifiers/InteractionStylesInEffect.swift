// Styles that own a control's interaction, set through the environment as
// SwiftUI sets them (eighteenth review):
// - a custom `PrimitiveButtonStyle` (iOS 13): its `makeBody` draws the
//   button and decides what a tap does; the button's action runs only when
//   the body calls `configuration.trigger()` (Apple,
//   PrimitiveButtonStyleConfiguration.trigger(): "Performs the button's
//   action"). The Button itself is then no tap target: what its body draws
//   (a `Button(configuration)`, an `onTapGesture { configuration.trigger() }`)
//   is, and a body with no such thing leaves nothing to tap.
// - a custom `ToggleStyle` (iOS 13): its `makeBody` draws the toggle and
//   flips `configuration.isOn` itself (Apple's ToggleStyle example toggles
//   it in an `onTapGesture`); `ViewHost.toggle(_:)` taps what the body
//   draws, so a style that never writes `isOn` cannot flip it.
// - whether a button's style is the automatic one, which in a `List` row
//   makes the whole row one tap target (`ViewHost.tapRoute`).

/// A custom primitive button style in effect.
struct PrimitiveButtonStyleInEffect {
    let name: String
    let type: Any.Type
    /// Draws a button from its label and its action (what `trigger()` runs).
    let render: @MainActor (AnyView, @escaping @MainActor () -> Void) -> AnyView
}

/// A custom toggle style in effect.
struct ToggleStyleInEffect {
    let name: String
    let type: Any.Type
    /// Draws a toggle from its label and its binding.
    let render: @MainActor (AnyView, Binding<Bool>) -> AnyView
}

private struct PrimitiveButtonStyleKey: EnvironmentKey {
    static var defaultValue: PrimitiveButtonStyleInEffect? { nil }
}
private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: ToggleStyleInEffect? { nil }
}
private struct AutomaticButtonStyleKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}
private struct BezelButtonStyleKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    var primitiveButtonStyleInEffect: PrimitiveButtonStyleInEffect? {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
    var toggleStyleInEffect: ToggleStyleInEffect? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
    /// True while no `.buttonStyle(_:)` other than `.automatic` is set above:
    /// the buttons below have the automatic style.
    var buttonStyleIsAutomatic: Bool {
        get { self[AutomaticButtonStyleKey.self] }
        set { self[AutomaticButtonStyleKey.self] = newValue }
    }
    /// True while `.bordered` or `.borderedProminent` is the button style
    /// set nearest above: the buttons below draw a bezel behind their label
    /// (Apple, BorderedButtonStyle, iOS 15), which the simulator does not
    /// paint, so their label's colour is not judged against the screen
    /// (`ViewHost.whyLabelUnseen`).
    var buttonStyleHasBezel: Bool {
        get { self[BezelButtonStyleKey.self] }
        set { self[BezelButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws every `Button` below with this primitive style. A custom style's
    /// `makeBody` draws the button and owns its tap (`trigger()`); the
    /// simulator's own (`.borderless`, `.link`, `.automatic`…) draw the label.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let name = "buttonStyle(\(S.self))"
        let automatic = S.self == DefaultButtonStyle.self
        if StyleOrigin.isSimulators(S.self) {
            return modifier(_EnvironmentModifier(description: name) {
                $0.buttonStyleIsAutomatic = automatic
                $0.buttonStyleHasBezel = false
            })
        }
        let inEffect = PrimitiveButtonStyleInEffect(name: name, type: S.self) { label, action in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: label, role: nil, action: action))
                .modifier(_EnvironmentModifier(description: "\(name).makeBody") { $0.primitiveButtonStyleInEffect = nil }))
        }
        return modifier(_EnvironmentModifier(description: name) {
            $0.primitiveButtonStyleInEffect = inEffect
            $0.buttonStyleInEffect = nil
            $0.buttonStyleIsAutomatic = false
            $0.buttonStyleHasBezel = false
        })
    }

    /// Draws every `Toggle` below with this style. A custom style's
    /// `makeBody` draws the toggle and flips `configuration.isOn` itself.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let name = "toggleStyle(\(S.self))"
        if StyleOrigin.isSimulators(S.self) {
            return modifier(_EnvironmentModifier(description: name) { $0.toggleStyleInEffect = nil })
        }
        let inEffect = ToggleStyleInEffect(name: name, type: S.self) { label, isOn in
            AnyView(style.makeBody(configuration: ToggleStyleConfiguration(label: .init(content: label), isOn: isOn))
                .modifier(_EnvironmentModifier(description: "\(name).makeBody") { $0.toggleStyleInEffect = nil }))
        }
        return modifier(_EnvironmentModifier(description: name) { $0.toggleStyleInEffect = inEffect })
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// iOS 15: "Creates a button based on a configuration for a style with
    /// a custom appearance and custom interaction behavior": its tap is
    /// the configuration's `trigger()`.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(action: { configuration.trigger() }, label: { configuration.label })
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// iOS 15: "Creates a toggle based on a toggle style configuration".
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn, label: { configuration.label })
    }
}
