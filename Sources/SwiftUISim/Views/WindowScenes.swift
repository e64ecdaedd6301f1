// More of the scene family (macOS 13–15, iOS 16–18), as Apple declares it:
// windows that present a value (`WindowGroup(for:)`), macOS 15's
// `UtilityWindow`, and the window-behaviour scene modifiers. As for every
// scene, an app's first one shows its content (Views/AppAndData.swift); a
// window presenting a value starts with none (nil, or its default) until
// `openWindow(value:)` opens another window, which does not happen here.
// https://developer.apple.com/documentation/swiftui/windowgroup
// https://developer.apple.com/documentation/swiftui/utilitywindow

/// The content of a window that presents a value: the app's closure, with a
/// binding to the window's value, kept for the scene's life.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
    @State var value: Data?
    let defaultValue: Data?
    let content: (Binding<Data?>) -> Content
    public var body: some View { content(Binding(get: { value ?? defaultValue }, set: { value = $0 })) }
}

extension WindowGroup {
    public init<D: Codable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init { PresentedWindowContent<D, C>(value: nil, defaultValue: nil, content: content) }
    }
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, id: String? = nil, for type: D.Type,
                                                                  @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(for: type, content: content)
    }
    public init<D: Codable & Hashable, C: View>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C> {
        self.init(for: type, content: content)
    }
    /// With a default value: the window's value is never nil.
    public init<D: Codable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
                                               defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C> {
        let initial = defaultValue()
        self.init {
            PresentedWindowContent<D, C>(value: initial, defaultValue: initial) { value in
                content(Binding(get: { value.wrappedValue ?? initial }, set: { value.wrappedValue = $0 }))
            }
        }
    }
}

/// Apple (macOS 15): "A specialized window scene that provides secondary utility to the content of the main scene."
public struct UtilityWindow<Content: View>: Scene {
    public typealias Body = Never
    let content: Content
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public var _rootContent: (any View)? { content }
}

/// macOS 15's window settings: each a value the scene modifiers take.
public struct WindowLevel: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), desktop = Self(name: "desktop"), floating = Self(name: "floating"), normal = Self(name: "normal")
}
public struct SceneRestorationBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), disabled = Self(name: "disabled")
}
public struct SceneLaunchBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), presented = Self(name: "presented"), suppressed = Self(name: "suppressed")
}
public struct WindowInteractionBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), enabled = Self(name: "enabled"), disabled = Self(name: "disabled")
}

extension Scene {
    public func windowLevel(_ level: WindowLevel) -> some Scene { self }
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene { self }
    public func defaultLaunchBehavior(_ behavior: SceneLaunchBehavior) -> some Scene { self }
    public func windowMinimizeBehavior(_ behavior: WindowInteractionBehavior) -> some Scene { self }
    public func windowDismissBehavior(_ behavior: WindowInteractionBehavior) -> some Scene { self }
    public func windowFullScreenBehavior(_ behavior: WindowInteractionBehavior) -> some Scene { self }
    public func windowBackgroundDragBehavior(_ behavior: WindowInteractionBehavior) -> some Scene { self }
    public func windowManagerRole(_ role: WindowManagerRole) -> some Scene { self }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some Scene { self }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene { self }
}

public struct WindowManagerRole: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), principal = Self(name: "principal"), associated = Self(name: "associated")
}
