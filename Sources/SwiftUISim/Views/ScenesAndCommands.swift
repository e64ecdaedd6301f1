import Foundation

// Scenes beyond `WindowGroup` and `Settings`, their modifiers, and menu-bar
// commands, as Apple declares them (macOS apps reach them most):
// `Window` and `MenuBarExtra` (macOS 13), `Commands`, `CommandMenu` and
// `CommandGroup` (iOS 14 / macOS 11), `windowResizability` (macOS 13),
// `windowStyle`/`windowToolbarStyle` (macOS 11), `defaultSize` (macOS 13).
// https://developer.apple.com/documentation/swiftui/window,
// …/menubarextra, …/commands, …/commandmenu, …/commandgroup,
// …/scene/windowresizability(_:), …/scene/windowstyle(_:).
// An app's `main` shows its first window's content (AppAndData.swift); the
// rest is accepted and inert: there is no menu bar or window server here.

/// Apple: "A scene that presents its content in a single, unique window" (macOS 13).
public struct Window<Content: View>: Scene {
    public typealias Body = Never
    let content: Content
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public var _rootContent: (any View)? { content }
}

/// Apple: "A scene that renders itself as a persistent control in the system menu bar" (macOS 13).
public struct MenuBarExtra<Label: View, Content: View>: Scene {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content() }
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content() }
    public var _rootContent: (any View)? { content }
}

extension MenuBarExtra where Label == SwiftUISim.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

public protocol MenuBarExtraStyle {}
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle { public init() {} }
extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle { public static var automatic: AutomaticMenuBarExtraStyle { .init() } }
extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle { public static var menu: PullDownMenuBarExtraStyle { .init() } }
extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle { public static var window: WindowMenuBarExtraStyle { .init() } }

public protocol WindowStyle {}
public struct DefaultWindowStyle: WindowStyle { public init() {} }
public struct HiddenTitleBarWindowStyle: WindowStyle { public init() {} }
public struct TitleBarWindowStyle: WindowStyle { public init() {} }
public struct PlainWindowStyle: WindowStyle { public init() {} }
extension WindowStyle where Self == DefaultWindowStyle { public static var automatic: DefaultWindowStyle { .init() } }
extension WindowStyle where Self == HiddenTitleBarWindowStyle { public static var hiddenTitleBar: HiddenTitleBarWindowStyle { .init() } }
extension WindowStyle where Self == TitleBarWindowStyle { public static var titleBar: TitleBarWindowStyle { .init() } }
extension WindowStyle where Self == PlainWindowStyle { public static var plain: PlainWindowStyle { .init() } }

public protocol WindowToolbarStyle {}
public struct DefaultWindowToolbarStyle: WindowToolbarStyle { public init() {} }
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle { public init() {} }
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
    public init(showsTitle: Bool) {}
}
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    public init() {}
    public init(showsTitle: Bool) {}
}
extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle { public static var automatic: DefaultWindowToolbarStyle { .init() } }
extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle { public static var expanded: ExpandedWindowToolbarStyle { .init() } }
extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    public static var unified: UnifiedWindowToolbarStyle { .init() }
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { .init(showsTitle: showsTitle) }
}
extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { .init() }
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle { .init(showsTitle: showsTitle) }
}

/// Apple: "The resizing strategy to apply to windows in a scene" (macOS 13).
public struct WindowResizability: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), contentSize = Self(name: "contentSize"), contentMinSize = Self(name: "contentMinSize")
}

extension Scene {
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { self }
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { self }
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene { self }
    public func defaultSize(_ size: CGSize) -> some Scene { self }
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    public func defaultPosition(_ position: UnitPoint) -> some Scene { self }
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
    /// macOS 13: the scene's default commands left out / replaced by `content`.
    public func commandsRemoved() -> some Scene { self }
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
}

// MARK: Commands

/// Apple: "Conforming types represent a group of related commands that can be exposed to the user via the main menu on macOS and key commands on iOS."
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Self.Body { get }
}

extension Never: Commands {}
extension Commands where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive command group") }
}

@MainActor @resultBuilder
public enum CommandsBuilder {
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _TupleCommands { _TupleCommands() }
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
    public static func buildIf<C: Commands>(_ content: C?) -> C? { content }
    public static func buildEither<T: Commands>(first: T) -> _TupleCommands { _TupleCommands() }
    public static func buildEither<F: Commands>(second: F) -> _TupleCommands { _TupleCommands() }
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> _TupleCommands { _TupleCommands() }
}

extension Optional: Commands where Wrapped: Commands {
    public typealias Body = Never
}

public struct _TupleCommands: Commands { public typealias Body = Never }
public struct EmptyCommands: Commands {
    public typealias Body = Never
    public init() {}
}

/// Apple: "Command menus are stand-alone, top-level containers for controls that perform related, app-specific commands."
public struct CommandMenu<Content: View>: Commands {
    public typealias Body = Never
    let content: Content
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ name: Text, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// Apple: "Groups of controls that you can add to existing command menus."
public struct CommandGroup<Content: View>: Commands {
    public typealias Body = Never
    let content: Content
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
}

/// Apple: "The standard locations that you can place new command groups relative to."
public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = Self(name: "appInfo"), appSettings = Self(name: "appSettings"), systemServices = Self(name: "systemServices")
    public static let appVisibility = Self(name: "appVisibility"), appTermination = Self(name: "appTermination")
    public static let newItem = Self(name: "newItem"), saveItem = Self(name: "saveItem"), importExport = Self(name: "importExport")
    public static let printItem = Self(name: "printItem"), undoRedo = Self(name: "undoRedo"), pasteboard = Self(name: "pasteboard")
    public static let textEditing = Self(name: "textEditing"), textFormatting = Self(name: "textFormatting"), toolbar = Self(name: "toolbar")
    public static let sidebar = Self(name: "sidebar"), windowSize = Self(name: "windowSize"), windowList = Self(name: "windowList")
    public static let singleWindowList = Self(name: "singleWindowList"), windowArrangement = Self(name: "windowArrangement")
    public static let help = Self(name: "help")
}

// The standard command sets an app adds (macOS 11; Inspector macOS 14).
public struct SidebarCommands: Commands { public typealias Body = Never; public init() {} }
public struct ToolbarCommands: Commands { public typealias Body = Never; public init() {} }
public struct TextEditingCommands: Commands { public typealias Body = Never; public init() {} }
public struct TextFormattingCommands: Commands { public typealias Body = Never; public init() {} }
public struct InspectorCommands: Commands { public typealias Body = Never; public init() {} }
public struct ImportFromDevicesCommands: Commands { public typealias Body = Never; public init() {} }
