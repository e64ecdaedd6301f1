// Toolbar, container and scene-level modifiers as Apple's SDK declares them
// (iOS 16–26 / macOS 13–26) that the simulator records: what each does to
// the screen is either nothing a check reads (a bar's visibility, an index
// title, a spacing hint: classed unseen) or a backdrop the simulator does not
// draw (classed unmodelled, named by `ViewHost.unmodelledHandler`).
// `scenePadding` is laid out as the padding it adds.
// https://developer.apple.com/documentation/swiftui/toolbars,
// https://developer.apple.com/documentation/swiftui/view/scenepadding(_:edges:),
// https://developer.apple.com/documentation/swiftui/view/containerbackground(_:for:)

/// How a `ToolbarSpacer` (or a `Spacer` in iOS 26 toolbars) sizes.
public struct SpacerSizing: Hashable, Sendable {
    let name: String
    public static let flexible = Self(name: "flexible"), fixed = Self(name: "fixed")
}

/// A toolbar item the system provides (iOS 18: `.search`; the sidebar toggle).
public struct DefaultToolbarItem: View {
    public typealias Body = Never
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}
    public static func _expand(_ view: Self, into children: inout _Children) {}
    public static var _role: _ViewRole { .group }
}
extension DefaultToolbarItem: CustomizableToolbarContent {}

/// Where a container draws a background of the app's choosing (iOS 17).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let navigation = Self(name: "navigation"), navigationSplitView = Self(name: "navigationSplitView")
    public static let tabView = Self(name: "tabView"), widget = Self(name: "widget"), window = Self(name: "window")
}

/// The padding a scene uses (iOS 16 / macOS 13).
public struct ScenePadding: Hashable, Sendable {
    let name: String
    public static let minimum = Self(name: "minimum"), navigationBar = Self(name: "navigationBar")
}

/// How Liquid Glass appears and disappears (iOS 26).
public struct GlassEffectTransition: Hashable, Sendable {
    let name: String
    public static let identity = Self(name: "identity"), matchedGeometry = Self(name: "matchedGeometry"), materialize = Self(name: "materialize")
    public static func matchedGeometry(properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center) -> Self { Self(name: "matchedGeometry") }
}

/// When a tab bar shrinks (iOS 26).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), never = Self(name: "never")
    public static let onScrollDown = Self(name: "onScrollDown"), onScrollUp = Self(name: "onScrollUp")
}

/// How content fades under a bar at a scroll view's edge (iOS 26).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), hard = Self(name: "hard"), soft = Self(name: "soft")
}

/// How a button fills the space offered (iOS 26).
public struct ButtonSizing: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), fitted = Self(name: "fitted"), flexible = Self(name: "flexible")
}

extension View {
    // Bars
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_RecordedModifier("toolbarBackground"))
    }
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_RecordedModifier("toolbar(\(visibility))"))
    }
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { modifier(_RecordedModifier("toolbarTitleMenu")) }
    /// A toolbar the user can customise (macOS, iPadOS): shown like `toolbar { }`.
    public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View { toolbar(content: content) }
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { modifier(_RecordedModifier("tabBarMinimizeBehavior")) }
    public func tabViewBottomAccessory<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(_AccessoryModifier(name: "tabViewBottomAccessory", accessory: content()))
    }
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        modifier(_RecordedModifier("scrollEdgeEffectStyle"))
    }
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        modifier(_RecordedModifier("scrollEdgeEffectStyle"))
    }
    /// iOS 26: a bar laid out like `safeAreaInset`.
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    // Containers and scenes
    /// Laid out as the padding it adds (the default padding, on those edges).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges) }
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(_RecordedModifier("containerBackground"))
    }
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        modifier(_RecordedModifier("containerBackground"))
    }
    /// The simulator lays out left to right only: nothing to flip.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { modifier(_RecordedModifier("flipsForRightToLeftLayoutDirection")) }

    // Labels, lists, buttons (iOS 26 unless noted)
    public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View { modifier(_RecordedModifier("labelIconToTitleSpacing")) }
    public func labelReservedIconWidth(_ value: CGFloat) -> some View { modifier(_RecordedModifier("labelReservedIconWidth")) }
    public func sectionIndexLabel(_ label: Text) -> some View { modifier(_RecordedModifier("sectionIndexLabel")) }
    public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View { modifier(_RecordedModifier("sectionIndexLabel")) }
    public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View { modifier(_RecordedModifier("sectionIndexLabel")) }
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View { modifier(_RecordedModifier("listSectionIndexVisibility")) }
    public func buttonSizing(_ sizing: ButtonSizing) -> some View { modifier(_RecordedModifier("buttonSizing")) }

    // Liquid Glass (iOS 26)
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { modifier(_RecordedModifier("glassEffectTransition")) }
    /// Mirrors and blurs the view into the safe area around it: drawing not done here.
    public func backgroundExtensionEffect() -> some View { modifier(_RecordedModifier("backgroundExtensionEffect")) }
}

extension ToolbarContent {
    /// iOS 26: whether the item shares the toolbar's glass background.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent { self }
}
