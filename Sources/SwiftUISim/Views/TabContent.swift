// iOS 18's tab family (macOS 15): `TabContent`, `TabSection`, `TabRole`,
// the tab modifiers and sidebar customisation, as Apple declares them
// (https://developer.apple.com/documentation/swiftui/tabcontent).
//
// Here `TabContent` refines `View` (as `ToolbarContent` does, docs/simulator.md)
// and `TabView`'s builder is `ViewBuilder`, so tabs are members of the
// tab view the way `.tabItem` children are: `Tab` carries its title and
// value (the tab's label and tag, Views/Navigation.swift), a `TabSection`
// is a group whose tabs are members of the tab view. Sidebar-only settings
// (customisation, placement, section headers) are recorded, not modelled:
// a phone in portrait shows a tab bar. A `TabContent` of one's own whose
// `body` lists several tabs does not compile here (SwiftUI builds it with
// `TabContentBuilder`); one whose body is a single tab does.

/// Apple: "A type that provides content for programmatically selectable tabs in a tab view."
@MainActor @preconcurrency
public protocol TabContent<TabValue>: View {
    associatedtype TabValue: Hashable
}

extension Tab: TabContent { public typealias TabValue = Value }
extension ModifiedContent: TabContent where Content: TabContent, Modifier: ViewModifier {
    public typealias TabValue = Content.TabValue
}

/// Apple: "A value that defines the purpose of the tab." (iOS 18: `.search`.)
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}

/// A group of tabs under a header in the sidebar (iOS 18); in a tab bar its
/// tabs are the tab view's own. As Apple declares it, the section is
/// `TabContent` of its tabs' selection type and builds its tabs with
/// `TabContentBuilder<SelectionValue>`, so `Tab("Songs", …, value: .songs)`
/// inside it finds `.songs` in the tab view's selection type, and the
/// `TabContent` modifiers (`customizationID(_:)`, `defaultVisibility`, …)
/// apply to it. https://developer.apple.com/documentation/swiftui/tabsection
public struct TabSection<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: TabContent {
    public typealias Body = Never
    public typealias TabValue = SelectionValue
    let content: Content
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) where Footer == EmptyView {
        self.content = content()
    }
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header,
                @ViewBuilder footer: () -> Footer) {
        self.content = content()
    }
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) where Header == EmptyView, Footer == EmptyView {
        self.content = content()
    }
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView {
        self.content = content()
    }
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView {
        self.content = content()
    }
    /// Apple: actions shown beside the section's header in the sidebar (recorded).
    public func sectionActions<A: View>(@ViewBuilder content: () -> A) -> some TabContent<SelectionValue> {
        modifier(_RecordedModifier("sectionActions"))
    }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content) }
    public static var _role: _ViewRole { .group }
}

/// Apple: `ForEach` is `TabContent` when its content is (iOS 18), so a
/// section or tab view can list tabs from data.
extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
}

/// Where a customisable tab shows: the tab bar, the sidebar, or both.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), tabBar = Self(name: "tabBar"), sidebar = Self(name: "sidebar")
}

/// Apple: "A place that a tab can appear" (`.pinned`: trailing in the top tab bar on iPad).
public struct TabPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), pinned = Self(name: "pinned"), sidebarOnly = Self(name: "sidebarOnly")
}

/// Apple: "The customization behavior of customizable tab view content."
public struct TabCustomizationBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), reorderable = Self(name: "reorderable"), disabled = Self(name: "disabled")
}

/// The user's customisation of a sidebar-adaptable tab view (iOS 18), kept
/// with `@AppStorage` or `@SceneStorage` (a JSON string). Nobody customises
/// anything here: every tab keeps its default visibility.
public struct TabViewCustomization: Equatable, Codable, Sendable, RawRepresentable {
    /// Apple (iOS 18.4): "The customizations a user has made to a Tab."
    public struct TabCustomization: Equatable, Sendable {
        public var sidebarVisibility: Visibility = .automatic
        public internal(set) var tabBarVisibility: Visibility = .automatic
    }
    var visibility: [String: String] = [:]
    public init() {}
    public init?(rawValue: String) {
        guard let data = rawValue.data(using: .utf8), let decoded = try? JSONDecoder().decode(Self.self, from: data) else { return nil }
        self = decoded
    }
    public var rawValue: String { (try? JSONEncoder().encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}" }
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { Visibility.allCases.first { "\($0)" == visibility[id] } ?? .automatic }
        set { visibility[id] = "\(newValue)" }
    }
    public subscript(tab id: String) -> TabCustomization {
        get { TabCustomization(sidebarVisibility: self[sidebarVisibility: id]) }
        set { self[sidebarVisibility: id] = newValue.sidebarVisibility }
    }
    public mutating func resetVisibility() { visibility = [:] }
    public mutating func resetSectionOrder(sectionCustomizationID: String) {}
    public mutating func resetTabOrder() {}
}

/// iOS 26: what selecting the search tab does to its search field.
public struct TabSearchActivation: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), searchTabSelection = Self(name: "searchTabSelection")
}

extension TabContent {
    public func customizationID(_ id: String) -> some TabContent<TabValue> { modifier(_RecordedModifier("customizationID(\(id))")) }
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        modifier(_RecordedModifier("customizationBehavior"))
    }
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        modifier(_RecordedModifier("defaultVisibility"))
    }
    public func tabPlacement(_ placement: TabPlacement) -> some TabContent<TabValue> { modifier(_RecordedModifier("tabPlacement")) }
    public func badge(_ count: Int) -> some TabContent<TabValue> { modifier(_RecordedModifier("badge(\(count))")) }
    public func badge(_ label: Text?) -> some TabContent<TabValue> { modifier(_RecordedModifier("badge")) }
    public func badge(_ key: LocalizedStringKey?) -> some TabContent<TabValue> { modifier(_RecordedModifier("badge")) }
    /// A hidden tab is not in the tab bar; here it is recorded and stays a member.
    public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> { modifier(_RecordedModifier("tabHidden(\(hidden))")) }
    public func accessibilityIdentifier(_ identifier: String) -> some TabContent<TabValue> {
        modifier(_RecordedModifier("accessibilityIdentifier(\(identifier))"))
    }
    public func accessibilityLabel(_ label: Text) -> some TabContent<TabValue> { modifier(_RecordedModifier("accessibilityLabel")) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some TabContent<TabValue> { modifier(_RecordedModifier("accessibilityLabel")) }
    public func accessibilityHint(_ hint: Text) -> some TabContent<TabValue> { modifier(_RecordedModifier("accessibilityHint")) }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some TabContent<TabValue> { modifier(_RecordedModifier("accessibilityHint")) }
    public func accessibilityValue(_ value: Text) -> some TabContent<TabValue> { modifier(_RecordedModifier("accessibilityValue")) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some TabContent<TabValue> { modifier(_RecordedModifier("accessibilityValue")) }
    public func accessibilityHidden(_ hidden: Bool) -> some TabContent<TabValue> { modifier(_RecordedModifier("accessibilityHidden(\(hidden))")) }
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some TabContent<TabValue> { modifier(_RecordedModifier("springLoadingBehavior")) }
}

extension View {
    /// iOS 18: the customisation a sidebar-adaptable tab view reads and writes (recorded).
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        modifier(_RecordedModifier("tabViewCustomization"))
    }
    /// iOS 18: views above, below and at the bottom of the sidebar; no sidebar here (recorded).
    public func tabViewSidebarHeader<C: View>(@ViewBuilder content: () -> C) -> some View { modifier(_RecordedModifier("tabViewSidebarHeader")) }
    public func tabViewSidebarFooter<C: View>(@ViewBuilder content: () -> C) -> some View { modifier(_RecordedModifier("tabViewSidebarFooter")) }
    public func tabViewSidebarBottomBar<C: View>(@ViewBuilder content: () -> C) -> some View { modifier(_RecordedModifier("tabViewSidebarBottomBar")) }
    /// iOS 26 (recorded).
    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View { modifier(_RecordedModifier("tabViewSearchActivation")) }
}

/// iOS 17: whether a view (a tab, a button) activates when something is
/// dragged over it and held. No drag happens here (recorded).
public struct SpringLoadingBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), enabled = Self(name: "enabled"), disabled = Self(name: "disabled")
}

extension View {
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { modifier(_RecordedModifier("springLoadingBehavior")) }
}

/// Apple: "A result builder that constructs tabs for a tab view that supports
/// programmatic selection." (iOS 18.) It gives each `Tab(value:)` the tab
/// view's selection type, so `Tab("Home", systemImage: "house", value: .home)`
/// finds `.home` in the selection's enum. Here it builds the same views as
/// `ViewBuilder`; `TabView(selection:)` tries it before `ViewBuilder`, which
/// still takes `.tabItem` children, `ForEach` and sections.
@MainActor @resultBuilder
public struct TabContentBuilder<SelectionValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }
    public static func buildBlock<each C: View>(_ content: repeat each C) -> TupleView<(repeat each C)> {
        ViewBuilder.buildBlock(repeat each content)
    }
    public static func buildIf<C: View>(_ content: C?) -> C? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(first: first) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(second: second) }
}

extension TabView {
    /// iOS 18: a tab view of `Tab`s whose values are the selection's type.
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(selection: Optional(selection), viewContent: content())
    }
}
