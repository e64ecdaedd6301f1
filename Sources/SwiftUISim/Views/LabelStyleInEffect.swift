/// A label style draws the labels below it, as SwiftUI does through the
/// environment (`labelStyle(_:)`, iOS 14). Apple: `.iconOnly` "only displays
/// the icon of the label. The title of the label is still used for
/// non-visual descriptions, such as VoiceOver"; `.titleOnly` "only displays
/// the title of the label"; a custom `LabelStyle`'s `makeBody(configuration:)`
/// draws the label from its `title` and `icon`.
///
/// Before, the style was recorded by name and every label drew both parts,
/// so a title an `.iconOnly` style keeps off screen was listed as text a
/// user reads, and a custom style's body never ran (open items of the
/// twenty-second review). Now the style's body is what the label draws; the
/// part a built-in style leaves out stays in the tree as the label's name
/// (a button is still tapped by its title, as VoiceOver reads it) but is
/// drawn hidden and takes no room.
struct LabelStyleInEffect {
    let name: String
    let render: @MainActor (LabelStyleConfiguration) -> AnyView

    /// Expands a label of `title` and `icon` into the style's body.
    @MainActor
    func draw(title: AnyView, icon: AnyView, into children: inout _Children) {
        let configuration = LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon))
        // Inside its own body a `Label(configuration)` is drawn plainly.
        children.append(render(configuration).modifier(_EnvironmentModifier(description: "\(name).makeBody") {
            $0.labelStyleInEffect = nil
        }))
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: LabelStyleInEffect? { nil }
}

extension EnvironmentValues {
    var labelStyleInEffect: LabelStyleInEffect? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

/// A custom label style is given the label's title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

@MainActor
public struct LabelStyleConfiguration {
    /// The label's title, as the label was given it.
    public struct Title: View {
        public typealias Body = Never
        let content: AnyView
        public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content) }
        public static var _role: _ViewRole { .group }
    }
    /// The label's icon, as the label was given it.
    public struct Icon: View {
        public typealias Body = Never
        let content: AnyView
        public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content) }
        public static var _role: _ViewRole { .group }
    }
    public let title: Title
    public let icon: Icon
}

extension View {
    /// Kept as a label's name (what VoiceOver reads, what a check taps it
    /// by) but not drawn and taking no room: the part of a label a built-in
    /// style leaves out.
    fileprivate func keptAsName() -> some View { hidden().frame(width: 0, height: 0) }
}

public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon.background(configuration.title.keptAsName())
    }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title.background(configuration.icon.keptAsName())
    }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }

extension View {
    /// Draws every `Label` below with this style's `makeBody`. The default
    /// styles (`.automatic`, `.titleAndIcon`) draw icon and title, as a
    /// label with no style does.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let name = "labelStyle(\(S.self))"
        if S.self == DefaultLabelStyle.self || S.self == TitleAndIconLabelStyle.self {
            return modifier(_EnvironmentModifier(description: name) { $0.labelStyleInEffect = nil })
        }
        let inEffect = LabelStyleInEffect(name: name) { AnyView(style.makeBody(configuration: $0)) }
        return modifier(_EnvironmentModifier(description: name) { $0.labelStyleInEffect = inEffect })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// iOS 14: "Creates a label representing the configuration of a style"
    /// (inside a custom style's `makeBody`, drawn plainly).
    public init(_ configuration: LabelStyleConfiguration) {
        self.title = configuration.title
        self.icon = configuration.icon
    }
}
