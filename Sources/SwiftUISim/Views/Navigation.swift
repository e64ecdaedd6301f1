/// Navigation: a stack shows its root and, on top, the views pushed onto it.
/// Each pushed view is a child of the stack with its own identity (its
/// place in the stack and its value); the views under the top one stay
/// built, state kept, but are covered (no texts, no controls, onDisappear
/// ran). Tapping a `NavigationLink` pushes; `host.back()` or `dismiss()` in
/// the pushed view pops it, dropping its state.

/// What a stack has pushed, and how its values become views.
@MainActor
final class NavigationModel {
    enum Entry {
        case value(AnyHashable)
        case view(any View, serial: Int)
        case presented(any View, owner: ObjectIdentifier)
    }

    /// The stack's node, invalidated when something is pushed or popped.
    unowned(unsafe) var node: Node?
    /// A `path:` binding, when the stack has one: values live there.
    var path: NavigationPathAccess?
    /// Pushed without a path binding (values), or by a link with a destination view.
    private(set) var pushed: [Entry] = []
    /// `navigationDestination(isPresented:)` and `(item:)` pushes, by the modifier that owns them.
    private var presented: [(owner: ObjectIdentifier, view: any View, close: @MainActor () -> Void)] = []
    /// `navigationDestination(for:)`: value type → the view for a value.
    var destinations: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]
    private var serial = 0

    /// Everything on the stack, bottom first (reads the path binding).
    func entries() -> [Entry] {
        (path?.values() ?? []).map(Entry.value) + pushed + presented.map { .presented($0.view, owner: $0.owner) }
    }

    func push(value: AnyHashable) {
        if let path, path.append(value) { return }
        pushed.append(.value(value))
        node?.invalidate(because: "@navigation")
    }

    func push(view: any View) {
        serial += 1
        pushed.append(.view(view, serial: serial))
        node?.invalidate(because: "@navigation")
    }

    /// Pops the views at `depth` and above.
    func pop(toDepth depth: Int) {
        var excess = entries().count - depth
        guard excess > 0 else { return }
        if let index = presented.indices.last, excess > 0 {
            let close = presented[index].close
            presented.remove(at: index)
            excess -= 1
            close()
        }
        let fromPushed = min(excess, pushed.count)
        pushed.removeLast(fromPushed)
        excess -= fromPushed
        if excess > 0 { path?.removeLast(excess) }
        node?.invalidate(because: "@navigation")
    }

    var depth: Int { entries().count }

    func setPresented(_ view: (any View)?, owner: ObjectIdentifier, close: @escaping @MainActor () -> Void) {
        let index = presented.firstIndex { $0.owner == owner }
        switch (view, index) {
        case (let view?, let index?): presented[index].view = view
        case (let view?, nil):
            presented.append((owner, view, close))
            node?.invalidate(because: "@navigation")
        case (nil, let index?):
            presented.remove(at: index)
            node?.invalidate(because: "@navigation")
        case (nil, nil): break
        }
    }

    /// Lays out a stack: the root, then each entry on top, only the top one uncovered.
    static func expand<Root: View>(root: Root, path: NavigationPathAccess?, into children: inout _Children) {
        let model = children.node.facts.remembered as? NavigationModel ?? NavigationModel()
        children.facts.remembered = model
        model.node = children.node
        model.path = path
        children.facts.environment = { $0.navigation = model }
        let entries = model.entries()
        children.append(root, key: .index(0), hidden: !entries.isEmpty)
        for (depth, entry) in entries.enumerated() {
            let identity: AnyHashable = switch entry {
            case .value(let value): AnyHashable([AnyHashable(depth), value])
            case .view(_, let serial): AnyHashable([AnyHashable(depth), AnyHashable(serial)])
            case .presented(_, let owner): AnyHashable([AnyHashable(depth), AnyHashable(owner)])
            }
            children.append(_NavigationDestination(model: model, entry: entry, depth: depth),
                            key: .explicit(identity), hidden: depth != entries.count - 1)
        }
    }
}

/// Reads and changes a stack's `path:` binding, whatever its element type.
struct NavigationPathAccess {
    let values: @MainActor () -> [AnyHashable]
    let append: @MainActor (AnyHashable) -> Bool
    let removeLast: @MainActor (Int) -> Void
}

/// A pushed view: resolves a value through the `navigationDestination(for:)`
/// registered for its type; `dismiss()` inside it pops it.
struct _NavigationDestination: View {
    typealias Body = Never
    let model: NavigationModel
    let entry: NavigationModel.Entry
    let depth: Int

    static func _expand(_ view: Self, into children: inout _Children) {
        let record = children.node.facts.presentation ?? PresentationRecord(kind: "navigationDestination", isModal: false)
        let model = view.model, depth = view.depth
        record.close = { model.pop(toDepth: depth) }
        children.facts.presentation = record
        let action = DismissAction(record: record)
        children.facts.environment = { $0.dismiss = action }
        switch view.entry {
        case .view(let destination, _), .presented(let destination, _):
            children.appendErased(destination, key: .index(0))
        case .value(let value):
            guard let destination = view.model.destinations[ObjectIdentifier(type(of: value.base))]?(value) else {
                Diagnostics.warnOnce("""
                    A NavigationLink is presenting a value of type “\(type(of: value.base))” but there is no matching \
                    navigationDestination declaration visible from the location of the link. The link cannot be activated.
                    """)
                return
            }
            children.appendErased(destination, key: .index(0))
        }
    }
    static var _role: _ViewRole { .container }
}

private struct NavigationKey: EnvironmentKey { static var defaultValue: NavigationModel? { nil } }

extension EnvironmentValues {
    /// The stack a NavigationLink pushes onto.
    var navigation: NavigationModel? {
        get { self[NavigationKey.self] }
        set { self[NavigationKey.self] = newValue }
    }
}

/// A list of values of any types, for `NavigationStack(path:)`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]
    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    let root: Root
    let path: NavigationPathAccess?

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = NavigationPathAccess(
            values: { path.wrappedValue.elements },
            append: { path.wrappedValue.elements.append($0); return true },
            removeLast: { path.wrappedValue.elements.removeLast(min($0, path.wrappedValue.elements.count)) })
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { path.wrappedValue.removeLast(min($0, path.wrappedValue.count)) })
    }

    public static func _expand(_ view: Self, into children: inout _Children) {
        NavigationModel.expand(root: view.root, path: view.path, into: &children)
    }
    public static var _role: _ViewRole { _ViewRole(kind: .container, tracksReads: true) }
}

/// The older navigation container: pushes like a `NavigationStack`.
public struct NavigationView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public static func _expand(_ view: Self, into children: inout _Children) {
        NavigationModel.expand(root: view.content, path: nil, into: &children)
    }
    public static var _role: _ViewRole { .container }
}

/// Columns side by side (sidebar, content, detail); links push onto the
/// whole as a stack would.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    public static func _expand(_ view: Self, into children: inout _Children) {
        NavigationModel.expand(root: HStack { view.sidebar; view.content; view.detail }, path: nil, into: &children)
    }
    public static var _role: _ViewRole { .container }
}

public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let kind: Int
    public static let automatic = Self(kind: 0), all = Self(kind: 1), doubleColumn = Self(kind: 2), detailOnly = Self(kind: 3)
}

public struct NavigationSplitViewColumn: Hashable, Sendable {
    let kind: Int
    public static let sidebar = Self(kind: 0), content = Self(kind: 1), detail = Self(kind: 2)
}

/// Pushes its destination view, or its value, onto the enclosing stack
/// when tapped (`host.tap("label")`).
public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    enum Target {
        case view(Destination)
        case value(AnyHashable?)
    }
    let label: Label
    let target: Target

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }

    public static func _expand(_ view: Self, into children: inout _Children) {
        let model = children.node.environment.navigation
        let target = view.target
        children.facts.control = .button(action: {
            guard let model else {
                Diagnostics.warnOnce("a NavigationLink outside a NavigationStack does nothing when tapped (SwiftUI shows it disabled).")
                return
            }
            switch target {
            case .view(let destination): model.push(view: destination)
            case .value(let value?): model.push(value: value)
            case .value(nil): break
            }
        })
        children.append(view.label)
    }
    public static var _role: _ViewRole { .primitive }
}

extension NavigationLink where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.init(destination: destination) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.init(destination: destination) { Text(titleKey) } }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.init(value: value) { Text(title) } }
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.init(value: value) { Text(titleKey) } }
}

/// `navigationDestination(for:)`: tells the enclosing stack how to show values of a type.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier, BuiltinModifier {
    let destination: @MainActor (D) -> Destination
    func apply<Content: View>(to content: Content, into children: inout _Children) {
        children.facts.modifier = "navigationDestination(for: \(D.self))"
        let destination = self.destination
        children.node.environment.navigation?.destinations[ObjectIdentifier(D.self)] = { value in
            (value.base as? D).map { destination($0) }
        }
        children.append(content)
    }
}

/// `navigationDestination(isPresented:)` / `(item:)`: pushes while the binding says so.
public struct _NavigationPresentModifier<Destination: View>: ViewModifier, BuiltinModifier {
    static var appliesToEachMember: Bool { false }
    static var readsState: Bool { true }
    let destination: @MainActor () -> Destination?
    let close: @MainActor () -> Void
    func apply<Content: View>(to content: Content, into children: inout _Children) {
        children.facts.modifier = "navigationDestination"
        let view = destination()
        children.node.environment.navigation?.setPresented(view, owner: ObjectIdentifier(children.node), close: close)
        children.append(content)
    }
}

extension View {
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C) -> some View {
        modifier(_NavigationDestinationModifier(destination: destination))
    }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: @escaping @MainActor () -> V) -> some View {
        modifier(_NavigationPresentModifier(destination: { isPresented.wrappedValue ? destination() : nil },
                                            close: { isPresented.wrappedValue = false }))
    }
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping @MainActor (D) -> C) -> some View {
        modifier(_NavigationPresentModifier(destination: { item.wrappedValue.map(destination) }, close: { item.wrappedValue = nil }))
    }

    // MARK: Titles and bars (recorded)

    public func navigationTitle(_ title: Text) -> some View { modifier(_RecordedModifier("navigationTitle(\(title.content))")) }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { modifier(_RecordedModifier("navigationTitle(\(titleKey.string))")) }
    public func navigationTitle(_ title: Binding<String>) -> some View { modifier(_RecordedModifier("navigationTitle(\(title.wrappedValue))")) }
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { modifier(_RecordedModifier("navigationSubtitle")) }
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { modifier(_RecordedModifier("navigationTitle(\(title))")) }
    public func navigationBarTitle(_ title: Text) -> some View { modifier(_RecordedModifier("navigationTitle(\(title.content))")) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { modifier(_RecordedModifier("navigationTitle(\(titleKey.string))")) }
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_RecordedModifier("navigationTitle(\(title))"))
    }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_RecordedModifier("navigationTitle(\(title.content))"))
    }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_RecordedModifier("navigationTitle(\(titleKey.string))"))
    }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_RecordedModifier("navigationBarTitleDisplayMode(\(displayMode))"))
    }
    public func navigationBarHidden(_ hidden: Bool) -> some View { modifier(_RecordedModifier("navigationBarHidden")) }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { modifier(_RecordedModifier("navigationBarBackButtonHidden")) }
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(_AccessoryModifier(name: "navigationBarItems", accessory: HStack { leading; trailing }))
    }
    public func navigationBarItems<L: View>(leading: L) -> some View { modifier(_AccessoryModifier(name: "navigationBarItems", accessory: leading)) }
    public func navigationBarItems<T: View>(trailing: T) -> some View { modifier(_AccessoryModifier(name: "navigationBarItems", accessory: trailing)) }
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { modifier(_RecordedModifier("navigationSplitViewColumnWidth")) }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(_RecordedModifier("navigationSplitViewColumnWidth"))
    }
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { modifier(_RecordedModifier("navigationSplitViewStyle")) }
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        modifier(_RecordedModifier("navigationViewStyle(\(S.self))"))
    }

    // MARK: Toolbars

    /// The toolbar's items are on screen (their texts listed, their buttons
    /// tappable) but take no part in the layout of the view; with no
    /// navigation container around the view, no bar shows them
    /// (`OnScreen.isBarContentWithoutBar`).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_AccessoryModifier(name: "toolbar", accessory: content()))
    }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { modifier(_RecordedModifier("toolbar(\(visibility))")) }
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { modifier(_RecordedModifier("toolbar(removing:)")) }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { modifier(_RecordedModifier("toolbarBackground")) }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { modifier(_RecordedModifier("toolbarBackground")) }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { modifier(_RecordedModifier("toolbarColorScheme")) }
    public func toolbarRole(_ role: ToolbarRole) -> some View { modifier(_RecordedModifier("toolbarRole")) }
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { modifier(_RecordedModifier("toolbarTitleDisplayMode")) }
}

/// Views a modifier puts on screen outside the modified view's layout (a
/// toolbar, navigation bar items, swipe actions, a context menu): listed
/// in `texts`, tappable, not laid out.
public struct _AccessoryModifier<Accessory: View>: ViewModifier, BuiltinModifier {
    static var appliesToEachMember: Bool { false }
    let name: String
    let accessory: Accessory
    func apply<Content: View>(to content: Content, into children: inout _Children) {
        children.facts.modifier = name
        children.facts.layout = .presenting
        children.append(content, key: .index(0))
        children.append(accessory, key: .index(1))
    }
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

public struct ToolbarTitleDisplayMode: Sendable {
    public static let automatic = Self(), inline = Self(), inlineLarge = Self(), large = Self()
}

public struct ToolbarRole: Sendable {
    public static let automatic = Self(), browser = Self(), editor = Self(), navigationStack = Self()
}

public struct ToolbarDefaultItemKind: Sendable {
    public static let sidebarToggle = Self(), title = Self(), search = Self()
}

/// `NavigationView`'s styles (deprecated with it in iOS 16, still common):
/// recorded; the simulator shows one column either way.
public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnsNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: Self { Self() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: Self { Self() } }
extension NavigationViewStyle where Self == ColumnsNavigationViewStyle { public static var columns: Self { Self() } }

public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), bottomBar = Self(name: "bottomBar")
    public static let navigationBar = Self(name: "navigationBar"), tabBar = Self(name: "tabBar"), windowToolbar = Self(name: "windowToolbar")
}

public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), principal = Self(name: "principal"), navigation = Self(name: "navigation")
    public static let primaryAction = Self(name: "primaryAction"), secondaryAction = Self(name: "secondaryAction")
    public static let status = Self(name: "status"), confirmationAction = Self(name: "confirmationAction")
    public static let cancellationAction = Self(name: "cancellationAction"), destructiveAction = Self(name: "destructiveAction")
    public static let keyboard = Self(name: "keyboard"), bottomBar = Self(name: "bottomBar")
    public static let navigationBarLeading = Self(name: "navigationBarLeading"), navigationBarTrailing = Self(name: "navigationBarTrailing")
    public static let topBarLeading = Self(name: "topBarLeading"), topBarTrailing = Self(name: "topBarTrailing")
}

/// A toolbar item's placement, read by `OnScreen.isBarContentWithoutBar`.
protocol _PlacedToolbarItem { var _placement: ToolbarItemPlacement { get } }

/// One item of a toolbar.
public struct ToolbarItem<ID, Content: View>: View, _PlacedToolbarItem {
    public typealias Body = Never
    let content: Content
    let _placement: ToolbarItemPlacement
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
        _placement = placement
    }
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.content = content()
        _placement = placement
    }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content) }
    public static var _role: _ViewRole { .group }
}

public struct ToolbarItemGroup<Content: View>: View, _PlacedToolbarItem {
    public typealias Body = Never
    let content: Content
    let _placement: ToolbarItemPlacement
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
        _placement = placement
    }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content) }
    public static var _role: _ViewRole { .group }
}

/// A space between toolbar items (iOS 26): `.flexible` pushes items apart,
/// `.fixed` separates their glass groups. Takes no cells here.
public struct ToolbarSpacer: View {
    public typealias Body = Never
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
    public static func _expand(_ view: Self, into children: inout _Children) {}
    public static var _role: _ViewRole { .group }
}

// MARK: Tabs

/// Shows one tab at a time. Tabs once shown stay built with their state
/// (the others are covered: no texts, no controls, onDisappear ran); a tab
/// is selected by its `.tag` or, without one, its position
/// (`host.select("Settings")` picks it by its `tabItem` text).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content
    let selection: Binding<SelectionValue>?

    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, viewContent: content())
    }
    init(selection: Binding<SelectionValue>?, viewContent: Content) {
        self.content = viewContent
        self.selection = selection
    }

    /// The selected tab when there is no selection binding.
    final class Selected { var index = 0 }

    public static func _expand(_ view: Self, into children: inout _Children) {
        let members = children.members(of: view.content)
        let internalSelection = children.node.facts.remembered as? Selected ?? Selected()
        children.facts.remembered = internalSelection
        var selectedIndex = internalSelection.index
        if let selection = view.selection {
            let current = AnyHashable(selection.wrappedValue)
            selectedIndex = members.firstIndex { TabProbe.tag(of: $0.view) == current } ?? -1
        }
        for (index, member) in members.enumerated() {
            children.append(member.view, key: member.key, hidden: index != selectedIndex)
        }
        let node = children.node
        children.facts.control = .picker(label: nil, select: { tag in
            if let selection = view.selection {
                guard let value = tag.base as? SelectionValue else { return false }
                selection.wrappedValue = value
                return true
            }
            guard let index = members.firstIndex(where: { TabProbe.tag(of: $0.view) == tag })
                    ?? (tag.base as? Int).flatMap({ members.indices.contains($0) ? $0 : nil }) else { return false }
            internalSelection.index = index
            node.invalidate(because: "@selection")
            return true
        })
    }
    public static var _role: _ViewRole { _ViewRole(kind: .container, tracksReads: true) }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }
}

/// A tab (iOS 18): its title and value are the tab's label and tag; a
/// `role` (`.search`) is kept. Apple's `Tab` has a third generic parameter,
/// its label's type; here a label view is read for its text.
public struct Tab<Value: Hashable, Content: View>: View {
    public typealias Body = Never
    let title: String
    let value: Value?
    let role: TabRole?
    let content: Content

    init(title: String, value: Value?, role: TabRole?, content: Content) {
        (self.title, self.value, self.role, self.content) = (title, value, role, content)
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), value: value, role: role, content: content())
    }
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), value: value, role: role, content: content())
    }
    public init<S: StringProtocol>(_ title: S, image: ImageResource, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), value: value, role: role, content: content())
    }
    public init<Label: View>(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: StaticText.of(label()) ?? "", value: value, role: role, content: content())
    }
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: "", value: value, role: role, content: content())
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.tabLabel = view.title
        if let value = view.value { children.facts.tag = AnyHashable(value) }
        children.facts.modifier = "Tab(\(view.title))"
        children.append(view.content)
    }
    public static var _role: _ViewRole { .container }
}

/// A tab with no value, in a `TabView` without a selection.
extension Tab where Value == Never {
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), value: nil, role: role, content: content())
    }
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), value: nil, role: role, content: content())
    }
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), value: nil, role: role, content: content())
    }
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: "", value: nil, role: role, content: content())
    }
    public init<Label: View>(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(title: StaticText.of(label()) ?? "", value: nil, role: role, content: content())
    }
}

/// Reads a tab's tag from its view value (`.tag(_:)` or a `Tab`'s value),
/// before it is built.
enum TabProbe {
    @MainActor static func tag(of view: any View) -> AnyHashable? {
        (view as? any _TagCarrying)?._tagValue
    }
}

@MainActor
protocol _TagCarrying {
    var _tagValue: AnyHashable? { get }
}

extension ModifiedContent: _TagCarrying where Content: View, Modifier: ViewModifier {
    var _tagValue: AnyHashable? {
        if let tag = modifier as? _TagModifier { return tag.tag }
        return (content as? any _TagCarrying)?._tagValue
    }
}

extension Tab: _TagCarrying {
    var _tagValue: AnyHashable? { value.map { AnyHashable($0) } }
}

/// `.tag(_:)`: the value a Picker or TabView selects through this view.
public struct _TagModifier: ViewModifier, BuiltinModifier {
    let tag: AnyHashable
    func record(into facts: inout NodeFacts) {
        facts.tag = tag
        facts.modifier = "tag(\(tag.base))"
    }
}

/// `.tabItem { Label("Home", systemImage: "house") }`: the tab's button.
public struct _TabItemModifier: ViewModifier, BuiltinModifier {
    let label: String
    func record(into facts: inout NodeFacts) {
        facts.tabLabel = label
        facts.modifier = "tabItem(\(label))"
    }
}

extension View {
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(_TagModifier(tag: AnyHashable(tag))) }
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View { modifier(_TagModifier(tag: AnyHashable(tag))) }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: StaticText.of(label()) ?? ""))
    }
    public func badge(_ count: Int) -> some View { modifier(_RecordedModifier("badge(\(count))")) }
    public func badge<S: StringProtocol>(_ label: S?) -> some View { modifier(_RecordedModifier("badge")) }
    public func badge(_ label: Text?) -> some View { modifier(_RecordedModifier("badge")) }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { modifier(_RecordedModifier("tabViewStyle")) }
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { modifier(_RecordedModifier("indexViewStyle")) }
}

/// The text of a label view known from its value alone (a `Text`, a
/// `Label`, either with modifiers), for tab items and control labels.
enum StaticText {
    @MainActor static func of(_ view: any View) -> String? {
        if let text = view as? Text { return text.content }
        if let carrier = view as? any _StaticTextCarrying { return carrier._staticText }
        return nil
    }
}

@MainActor
protocol _StaticTextCarrying {
    var _staticText: String? { get }
}

extension Label: _StaticTextCarrying {
    var _staticText: String? { StaticText.of(title) }
}

extension ModifiedContent: _StaticTextCarrying where Content: View, Modifier: ViewModifier {
    var _staticText: String? { StaticText.of(content) }
}

extension TupleView: _StaticTextCarrying {
    var _staticText: String? {
        let parts = Mirror(reflecting: value).children.compactMap { ($0.value as? any View).flatMap(StaticText.of) }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}

public struct PageTabViewStyle: Sendable {
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
public struct DefaultTabViewStyle: Sendable { public init() {} }
public struct PageIndexViewStyle: Sendable {
    public enum BackgroundDisplayMode: Sendable { case automatic, always, interactive, never }
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
public protocol TabViewStyle {}
extension PageTabViewStyle: TabViewStyle {}
extension DefaultTabViewStyle: TabViewStyle {}
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle() }
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() } }
public protocol IndexViewStyle {}
extension PageIndexViewStyle: IndexViewStyle {}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle { PageIndexViewStyle() }
}
