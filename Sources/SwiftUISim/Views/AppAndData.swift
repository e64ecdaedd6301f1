import Foundation

// Data plumbing that everyday views use: @AppStorage,
// ScrollViewReader, AsyncImage, search, refresh, swipe actions, context
// menus, onSubmit, and the App/Scene declarations of an Xcode project.

/// `@AppStorage("key")`: a value shared by every view that names the same
/// key, for the life of the program (nothing is written to disk). A write
/// re-runs the views that read it, as `@State` does.
@MainActor @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let initialValue: Value
    private let link = PropertyLink<StateBox<Value>>()

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        initialValue = wrappedValue
    }

    public var wrappedValue: Value {
        get { link.target?.get() ?? initialValue }
        nonmutating set { link.target?.set(newValue) }
    }

    public var projectedValue: Binding<Value> {
        guard let box = link.target else { return .constant(initialValue) }
        return Binding(location: box)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) {
        self.key = key
        initialValue = nil
    }
}

/// `@SceneStorage("key")`: the same as `@AppStorage` here.
public typealias SceneStorage = AppStorage

/// The shared values of `@AppStorage`, by key.
@MainActor
enum AppStorageValues {
    static var boxes: [String: AnyObject] = [:]
}

extension AppStorage: InstallableProperty, _ComparableProperty {
    func install(on node: Node, slot: Int, label: String) {
        if let box = AppStorageValues.boxes[key] as? StateBox<Value>, box.owner?.isAlive == true {
            link.target = box
            return
        }
        let box = StateBox(initialValue, owner: node.graph.root ?? node, label: label)
        AppStorageValues.boxes[key] = box
        link.target = box
    }
    func refers(to location: AnyObject) -> Bool { link.target === location }
    func _isEquivalent(to other: Any) -> Bool { true }
}

/// `ScrollViewReader { proxy in … proxy.scrollTo(id, anchor:) }` (iOS 14):
/// the proxy scrolls the lazy containers in the reader's content to the row
/// with that id (Layout/ProgrammaticScroll.swift, twenty-second review).
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let reference: ScrollReference
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) {
        let reference = ScrollReference()
        self.reference = reference
        self.content = content(ScrollViewProxy(reference: reference))
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        view.reference.node = children.node
        children.append(view.content)
    }
    public static var _role: _ViewRole { .group }
}

@MainActor @preconcurrency
public struct ScrollViewProxy {
    let reference: ScrollReference
    /// Apple (iOS 14): "Scans all scroll views contained by the proxy for the
    /// first with a child view with identifier id, and then scrolls to that view."
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        ProgrammaticScroll.scroll(in: reference.node, to: .id(AnyHashable(id)), anchor: anchor)
    }
}

/// Loads an image from a URL: nothing loads here, so it shows its
/// placeholder (the `.empty` phase).
public struct AsyncImage<Content: View>: View {
    public typealias Body = Never
    let content: Content
    public init(url: URL?, scale: CGFloat = 1) where Content == Image { content = Image("AsyncImage") }
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.content = ViewBuilder.buildEither(second: placeholder())
    }
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content) }
    public static var _role: _ViewRole { .container }
}

public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)
    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    public var error: (any Error)? { if case .failure(let error) = self { error } else { nil } }
}

/// iOS 16.4: when a search's scope bar appears.
public struct SearchScopeActivation: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), onTextEntry = Self(name: "onTextEntry"),
        onSearchPresentation = Self(name: "onSearchPresentation")
}

public struct SearchFieldPlacement: Sendable {
    public static let automatic = Self(), toolbar = Self(), sidebar = Self()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> Self { Self() }
    public static let navigationBarDrawer = Self()
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// onSubmit: what pressing return in a field below runs (`host.submit("prompt")`).
public struct _SubmitModifier: ViewModifier, BuiltinModifier {
    let action: @MainActor () -> Void
    func record(into facts: inout NodeFacts) {
        facts.modifier = "onSubmit"
        facts.effects.append(.submit(action))
    }
}

extension View {
    /// A search field (prompt "Search" unless given) on screen with the
    /// view: `host.type("milk", into: "Search")` fills it.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_AccessoryModifier(name: "searchable", accessory: TextField(prompt?.content ?? "Search", text: text)))
    }
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(_AccessoryModifier(name: "searchable", accessory: TextField(String(prompt), text: text)))
    }
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(_AccessoryModifier(name: "searchable", accessory: TextField(prompt?.content ?? "Search", text: text)))
    }
    /// iOS 17: the `isPresented` overload takes each prompt spelling the
    /// others do: a `LocalizedStringKey` and any `StringProtocol` value.
    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:ispresented:placement:prompt:)
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }
    /// iOS 15: the `LocalizedStringKey` prompt of the plain overload.
    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-18a8f
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { modifier(_RecordedModifier("searchSuggestions")) }
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        modifier(_RecordedModifier("searchScopes"))
    }
    /// iOS 16.4: when the scope bar shows (recorded, as the scopes are).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        modifier(_RecordedModifier("searchScopes"))
    }
    /// Pull to refresh: recorded (there is no pull); the action is in `\.refresh`.
    /// The action inherits the caller's actor (`@_inheritActorContext`, as
    /// `task`'s does): in a view's body it runs on the main actor, so
    /// `.refreshable { model.load() }` calls a main-actor method without `await`,
    /// as Xcode compiles it (round 12; docs/simulator.md).
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_EnvironmentModifier(description: "refreshable") { $0.refresh = RefreshAction(action: action) })
    }
    /// The row's swipe actions are on screen and tappable without swiping.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        modifier(_AccessoryModifier(name: "swipeActions", accessory: content()))
    }
    /// The menu's items are on screen and tappable without a long press.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_AccessoryModifier(name: "contextMenu", accessory: menuItems()))
    }
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(_AccessoryModifier(name: "contextMenu", accessory: menuItems()))
    }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(_SubmitModifier(action: action))
    }
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { modifier(_RecordedModifier("onDrag")) }
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { modifier(_RecordedModifier("draggable")) }
}

public final class NSItemProvider: @unchecked Sendable {
    public init() {}
    public init(object: Any) {}
}

// MARK: Lists with selection and bindings

extension List {
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, rowContent: rowContent)
    }
    /// `List($items) { $item in … }`.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[(index: C.Index, id: C.Element.ID)], C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension ForEach {
    /// `ForEach($items, id: \.self) { $item in … }`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [(index: C.Index, id: ID)], C.Index: Hashable {
        let elements = data.wrappedValue.indices.map { (index: $0, id: data.wrappedValue[$0][keyPath: id]) }
        self.init(elements, id: \.id) { element in
            content(Binding(location: ProjectedLocation(base: data.location, keyPath: \C.[element.index])))
        }
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) { self.init(content: content) }
}

// MARK: Images and colours

extension Image {
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
    public init(_ name: String, bundle: Bundle?) { self.init(name) }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name) }
    public init(decorative name: String, bundle: Bundle?) { self.init(name) }
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) { self.init(label.content) }
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) { self.init("cgImage") }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    public enum Orientation: UInt8, Hashable, Sendable { case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
}

extension Color {
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { self.init(white: white, opacity: opacity) }
    public init(_ name: String, bundle: Bundle?) { self.init(name) }
    /// iOS 18: "a version of self mixed with another color", `fraction` 0
    /// giving this colour and 1 the other. Resolved when drawn, in the colour
    /// scheme in effect, as the weighted mean of the two (their alpha too);
    /// in sRGB components: `.perceptual`, Apple's default, is not modelled apart.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let share = 1 - min(1, max(0, fraction.isNaN ? 0 : fraction))
        return Color("mean(\(name)@\(share)|\(other.name)@\(share))")
    }
    public static var background: Color { Color("background") }
}

// MARK: App and scenes

/// An Xcode project's `@main struct MyApp: App`. Run (with `course run`), it
/// mounts its first window's content in a `ViewHost` and returns: there is
/// no event loop (drive it from a test instead).
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
    init()
}

extension App {
    public static func main() {
        let app = Self()
        if let content = app.body._rootContent {
            _ = ViewHost(AnyView(content))
        }
    }
}

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
    /// The content a scene shows first (a window's view), if any.
    var _rootContent: (any View)? { get }
}

extension Scene {
    public var _rootContent: (any View)? { body._rootContent }
}

extension Never: Scene {}

extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

@MainActor @resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
        var first: (any View)?
        for scene in repeat each content { if first == nil { first = scene._rootContent } }
        return _TupleScene(first: first)
    }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

public struct _TupleScene: Scene {
    public typealias Body = Never
    let first: (any View)?
    public var _rootContent: (any View)? { first }
}

public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public var _rootContent: (any View)? { content }
}

public struct Settings<Content: View>: Scene {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var _rootContent: (any View)? { content }
}

extension Scene {
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { self }
}
