/// Where a child sits inside its parent: with the child's type, this is its
/// identity. Structural identity uses positions and branches; explicit
/// identity uses `.id(_:)` values and `ForEach` element ids.
///
/// A struct rather than an enum with payloads: structural keys (nearly all
/// of them) then compare as two integers, without copying an id.
struct ChildKey: Hashable {
    private enum Kind: UInt8 { case body, index, branch, present, element, explicit }
    private let kind: Kind
    /// The position of an `index` key, 1 or 0 for a `branch` key.
    private let number: Int
    /// The id of an `element` or `explicit` key.
    private let id: AnyHashable?

    /// A custom view's body.
    static var body: ChildKey { ChildKey(kind: .body, number: 0, id: nil) }
    /// The child at this position.
    static func index(_ position: Int) -> ChildKey { ChildKey(kind: .index, number: position, id: nil) }
    /// One side of an `if`/`else`.
    static func branch(_ isTrue: Bool) -> ChildKey { ChildKey(kind: .branch, number: isTrue ? 1 : 0, id: nil) }
    /// The content of an `if` without `else`, or of an optional.
    static var present: ChildKey { ChildKey(kind: .present, number: 0, id: nil) }
    /// A `ForEach` element, by its id.
    static func element(_ id: AnyHashable) -> ChildKey { ChildKey(kind: .element, number: 0, id: id) }
    /// A view given an identity with `.id(_:)`.
    static func explicit(_ id: AnyHashable) -> ChildKey { ChildKey(kind: .explicit, number: 0, id: id) }

    /// The id of a `ForEach` element's row (a Picker option's implicit tag).
    var elementID: AnyHashable? { kind == .element ? id : nil }
    /// The id of a view given an identity with `.id(_:)` (or presented).
    var explicitID: AnyHashable? { kind == .explicit ? id : nil }
    /// Which side of an `if`/`else` this is, if it is one.
    var branchValue: Bool? { kind == .branch ? number == 1 : nil }

    static func == (lhs: ChildKey, rhs: ChildKey) -> Bool {
        guard lhs.kind == rhs.kind, lhs.number == rhs.number else { return false }
        return lhs.kind.rawValue < Kind.element.rawValue || lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(number)
        if kind.rawValue >= Kind.element.rawValue { hasher.combine(id) }
    }
}

/// What a view's expansion produced: its children, in order, plus what a
/// built-in view records on its own node (text, control, effects, modifiers).
@MainActor
public struct _Children {
    struct Item {
        var key: ChildKey
        var view: any View
        /// Built and kept but covered (see `Node.isHidden`).
        var hidden = false
    }

    var items: [Item]
    var facts = NodeFacts()
    /// Positions count every child, built or not, so a skipped lazy row
    /// never shifts the identity of the rows after it.
    private var position = 0
    unowned(unsafe) let node: Node

    init(node: Node, items: [Item]) {
        self.node = node
        self.items = items
    }

    mutating func append<Content: View>(_ view: Content, key: ChildKey? = nil) {
        appendRow(key: key) { view }
    }

    /// A child that stays built while something covers it (a pushed view's
    /// parent, a tab not selected).
    mutating func append<Content: View>(_ view: Content, key: ChildKey, hidden: Bool) {
        position += 1
        items.append(Item(key: key, view: view, hidden: hidden))
    }

    /// A container's expansion: its layout role on the node, its content as the child.
    mutating func append<Content: View>(_ content: Content, laidOutAs layout: LayoutRole) {
        facts.layout = layout
        append(content)
    }

    /// Appends a child made only if it is built: rows a lazy container
    /// leaves out are never created (their content closure never runs).
    mutating func appendRow<Content: View>(key: ChildKey? = nil, _ make: () -> Content) {
        let key = key ?? .index(position)
        position += 1
        // A `ForEach`'s own child is an element of its own (its row); any
        // other view is built with the element it draws (LazyRowElements.swift).
        if let window = node.rowWindow, ViewTypeInfo.of(Content.self).role.kind != .group,
           !(node.view is any _ForEachRows ? window.claimRow() : node.rowElement?.claim(in: window) ?? window.claimRow()) { return }
        guard !memberWrappers.isEmpty else { return items.append(Item(key: key, view: make())) }
        var view: any View = make()
        for wrap in memberWrappers.reversed() { view = wrap(view) }
        items.append(Item(key: key, view: view))
    }

    /// Modifiers that apply to each member of a list being expanded, the
    /// innermost last (see `ModifiedContent`).
    private var memberWrappers: [(any View) -> any View] = []

    /// Runs `expand` with every child it appends wrapped by `wrap`.
    mutating func wrappingMembers(in wrap: @escaping (any View) -> any View, _ expand: (inout _Children) -> Void) {
        memberWrappers.append(wrap)
        expand(&self)
        memberWrappers.removeLast()
    }

    /// The members of a list of views (a tuple, a `ForEach`, `if`s),
    /// flattened, each with a key that keeps it apart from the others. A
    /// view that is not a list is its only member.
    /// `keepingSections`: a `Section` is one member, not its parts (`ForEach(sections:)`, iOS 18).
    func members<Content: View>(of content: Content, keepingSections: Bool = false) -> [Item] {
        guard ViewTypeInfo.of(Content.self).role.kind == .group else { return [Item(key: .index(0), view: content)] }
        if keepingSections, content is any _SectionParts { return [Item(key: .index(0), view: content)] }
        var list = _Children(node: node, items: [])
        Content._expand(content, into: &list)
        var members: [Item] = []
        for item in list.items {
            let inner = Self.members(of: item.view, node: node, keepingSections: keepingSections)
            if inner.count == 1, inner[0].key == .index(0), !(Self.isList(item.view)) {
                members.append(item)
            } else {
                members += inner.map { Item(key: .explicit(AnyHashable([AnyHashable(item.key), AnyHashable($0.key)])), view: $0.view) }
            }
        }
        return members
    }

    private static func members(of view: any View, node: Node, keepingSections: Bool) -> [Item] {
        func open<V: View>(_ view: V) -> [Item] { _Children(node: node, items: []).members(of: view, keepingSections: keepingSections) }
        return open(view)
    }

    private static func isList(_ view: any View) -> Bool {
        func open<V: View>(_ view: V) -> Bool { ViewTypeInfo.of(V.self).role.kind == .group }
        return open(view)
    }

    mutating func appendErased(_ value: Any, key: ChildKey) {
        guard let view = value as? any View else {
            preconditionFailure("SwiftUISim: \(type(of: value)) is not a View")
        }
        appendOpened(view, key: key)
    }

    private mutating func appendOpened<Content: View>(_ view: Content, key: ChildKey) {
        append(view, key: key)
    }
}

/// What a built-in view tells the graph about its own node. Most nodes
/// record nothing or only a text, so everything else lives in one shared,
/// copied-on-write box: a node carries two words instead of two hundred
/// bytes, and the graph swaps facts in on every evaluation.
struct NodeFacts {
    var text: String?
    private var rare: Rare?

    private final class Rare {
        var control: Control?
        var modifier: String?
        var effects: [Effect] = []
        var environment: ((inout EnvironmentValues) -> Void)?
        var modifierContent: (any View)?
        var layout: LayoutRole?
        var remembered: Any?
        var rowData: (any _RowData)?
        var presentation: PresentationRecord?
        var tag: AnyHashable?
        var tabLabel: String?
        var paintedShape: ViewHost.PaintedShape?
        var shapeGeometry: ViewHost.ShapeGeometry?
        var shapeOutline: ShapeOutline?
        var padding: ViewHost.Insets?
        var drawing: Drawing?
        var preferences: [PreferenceFact] = []
        var transactionRule: TransactionRule?
        var transition: AnyTransition?
        var safeArea: SafeAreaFact?
        var progress: Double?

        func copy() -> Rare {
            let copy = Rare()
            (copy.control, copy.modifier, copy.effects) = (control, modifier, effects)
            (copy.environment, copy.modifierContent, copy.layout) = (environment, modifierContent, layout)
            copy.remembered = remembered
            copy.rowData = rowData
            (copy.presentation, copy.tag, copy.tabLabel) = (presentation, tag, tabLabel)
            (copy.paintedShape, copy.padding, copy.drawing, copy.preferences) = (paintedShape, padding, drawing, preferences)
            (copy.transactionRule, copy.transition) = (transactionRule, transition)
            copy.shapeGeometry = shapeGeometry
            copy.shapeOutline = shapeOutline
            copy.safeArea = safeArea
            copy.progress = progress
            return copy
        }
    }

    var control: Control? {
        get { rare?.control }
        set { if newValue != nil || rare != nil { writableRare().control = newValue } }
    }
    var modifier: String? {
        get { rare?.modifier }
        set { if newValue != nil || rare != nil { writableRare().modifier = newValue } }
    }
    var effects: [Effect] {
        get { rare?.effects ?? [] }
        set { if !newValue.isEmpty || rare != nil { writableRare().effects = newValue } }
    }
    var environment: ((inout EnvironmentValues) -> Void)? {
        get { rare?.environment }
        set { if newValue != nil || rare != nil { writableRare().environment = newValue } }
    }
    var modifierContent: (any View)? {
        get { rare?.modifierContent }
        set { if newValue != nil || rare != nil { writableRare().modifierContent = newValue } }
    }
    /// What the node does in layout (Layout/LayoutRole.swift); nil: transparent.
    var layout: LayoutRole? {
        get { rare?.layout }
        set { if newValue != nil || rare != nil { writableRare().layout = newValue } }
    }

    /// What a built-in view keeps from its first expansion to the next ones
    /// (the data of a constant `ForEach`). The node's previous facts are
    /// still in place while it expands: read them there, write them here.
    var remembered: Any? {
        get { rare?.remembered }
        set { if newValue != nil || rare != nil { writableRare().remembered = newValue } }
    }

    /// A `ForEach`'s data as it expanded: which element ids it holds, so
    /// the graph can tell a row whose element left the data from one a lazy
    /// container merely stopped building (Graph+ReplacedRows.swift).
    var rowData: (any _RowData)? {
        get { rare?.rowData }
        set { if newValue != nil || rare != nil { writableRare().rowData = newValue } }
    }

    /// Presented content (a sheet, an alert, a pushed view): how to close it.
    var presentation: PresentationRecord? {
        get { rare?.presentation }
        set { if newValue != nil || rare != nil { writableRare().presentation = newValue } }
    }
    /// `.transaction { }`, `.animation(…)`: how the transaction changes below (Graph+Animation.swift).
    var transactionRule: TransactionRule? {
        get { rare?.transactionRule }
        set { if newValue != nil || rare != nil { writableRare().transactionRule = newValue } }
    }
    /// `.transition(_:)`: what the view does when inserted or removed (Modifiers/Transitions.swift).
    var transition: AnyTransition? {
        get { rare?.transition }
        set { if newValue != nil || rare != nil { writableRare().transition = newValue } }
    }
    /// `.tag(_:)`: the value a Picker or TabView selects through this view.
    var tag: AnyHashable? {
        get { rare?.tag }
        set { if newValue != nil || rare != nil { writableRare().tag = newValue } }
    }
    /// `.tabItem { … }`: the text of the tab's button.
    var tabLabel: String? {
        get { rare?.tabLabel }
        set { if newValue != nil || rare != nil { writableRare().tabLabel = newValue } }
    }
    /// The outline a shape view draws, or a clip (`clipShape`, `cornerRadius`)
    /// or shaped paint (`background(_:in:)`) applies (Host/ViewHost+Paint.swift).
    var paintedShape: ViewHost.PaintedShape? {
        get { rare?.paintedShape }
        set { if newValue != nil || rare != nil { writableRare().paintedShape = newValue } }
    }
    /// What a shape's own modifiers (`trim`, `offset`, `scale`, `inset`,
    /// `rotation`, a dash pattern) do to the area it draws (Views/ShapeGeometry.swift).
    var shapeGeometry: ViewHost.ShapeGeometry? {
        get { rare?.shapeGeometry }
        set { if newValue != nil || rare != nil { writableRare().shapeGeometry = newValue } }
    }
    /// An app shape's `path(in:)`, run on its laid-out rect (Host/ViewHost+LaidOutShape.swift).
    var shapeOutline: ShapeOutline? {
        get { rare?.shapeOutline }
        set { if newValue != nil || rare != nil { writableRare().shapeOutline = newValue } }
    }
    /// A padding modifier's insets in points, as written (the layout's are cells).
    var padding: ViewHost.Insets? {
        get { rare?.padding }
        set { if newValue != nil || rare != nil { writableRare().padding = newValue } }
    }

    /// `.safeAreaPadding` or `.ignoresSafeArea` (Layout/SafeAreaPadding.swift).
    var safeArea: SafeAreaFact? {
        get { rare?.safeArea }
        set { if newValue != nil || rare != nil { writableRare().safeArea = newValue } }
    }

    /// The share of its track a `ProgressView(value:total:)` draws filled
    /// (iOS 14): part of its look, so an animation that has not brought a
    /// new value on screen leaves the old share drawn (Graph+SeenLook.swift).
    var progress: Double? {
        get { rare?.progress }
        set { if newValue != nil || rare != nil { writableRare().progress = newValue } }
    }

    /// What a drawing modifier does to the pixels of its content (opacity,
    /// scale, blur, mask…), or a text's own font and colour: what
    /// `Legibility` reads to tell whether a user can see a view.
    var drawing: Drawing? {
        get { rare?.drawing }
        set { if newValue != nil || rare != nil { writableRare().drawing = newValue } }
    }

    /// Preferences this node writes or transforms (Graph/Preferences.swift), in modifier order.
    var preferences: [PreferenceFact] {
        get { rare?.preferences ?? [] }
        set { if !newValue.isEmpty || rare != nil { writableRare().preferences = newValue } }
    }

    /// Takes what `old` drew (the parts an animation moves between two
    /// looks: the recorded modifier and its values, drawing, padding, shape
    /// and layout, a progress bar's filled share), keeping everything else (controls, text, effects,
    /// environment, transaction rules) as it is now.
    mutating func keepLook(of old: NodeFacts) {
        guard rare != nil || old.rare != nil else { return }
        modifier = old.modifier
        drawing = old.drawing
        padding = old.padding
        paintedShape = old.paintedShape
        shapeGeometry = old.shapeGeometry
        layout = old.layout
        progress = old.progress
    }

    private mutating func writableRare() -> Rare {
        if rare == nil {
            rare = Rare()
        } else if !isKnownUniquelyReferenced(&rare) {
            rare = rare!.copy()
        }
        return rare!
    }
}

/// A control the host can operate.
enum Control {
    case button(action: @MainActor () -> Void)
    case toggle(isOn: Binding<Bool>)
    case textField(prompt: String, text: Binding<String>)
    /// A Picker or TabView: sets its selection to an option's tag; false
    /// when the tag's type is not the selection's.
    case picker(label: String?, select: @MainActor (AnyHashable) -> Bool)
    case stepper(increment: @MainActor () -> Void, decrement: @MainActor () -> Void)
    case slider(value: @MainActor () -> Double, set: @MainActor (Double) -> Void)
    /// Views with a gesture other than a tap (drag, long press, magnify…).
    case gesture(GestureRecord)
}

/// Lifecycle and change effects a modifier attaches to its node.
enum Effect {
    case appear(@MainActor () -> Void)
    case disappear(@MainActor () -> Void)
    /// `task(id:)`: the id only needs to be `Equatable`, as in SwiftUI.
    case task(id: Any?, action: @MainActor @Sendable () async -> Void)
    case change(value: Any, initial: Bool, action: @MainActor (Any, Any) -> Void)
    /// `.focused(_:)`: what typing into the field below sets.
    case focus(@MainActor () -> Void)
    /// `.onSubmit`: what pressing return in a field below runs.
    case submit(@MainActor () -> Void)
}

/// The rows a lazy container has built so far: the first screenful, then
/// the rows near each index the host scrolled to. Rows outside these ranges
/// are not created.
final class RowWindow {
    let visibleRows: Int
    private(set) var builtRanges: [Range<Int>]
    private(set) var cursor = 0
    /// Where the scroll view around it opens (`defaultScrollAnchor`), until
    /// its rows are first counted (Layout/DefaultScrollAnchor.swift).
    var pendingAnchor: UnitPoint?

    init(visibleRows: Int) {
        self.visibleRows = visibleRows
        self.builtRanges = [0..<visibleRows]
    }

    /// The rows of each `ForEach` counted in the last pass: where its rows
    /// start, how many, and the row of an id (Layout/ProgrammaticScroll.swift).
    var rowLookups: [ObjectIdentifier: (base: Int, count: Int, row: (AnyHashable) -> Int?)] = [:]

    func beginPass() { cursor = 0; pass += 1 }

    /// Which expansion of the container this is (an element's views share
    /// the row claimed for it in the same pass, LazyRowElements.swift).
    private(set) var pass = 0

    /// Counts one row; true if that row is built.
    func claimRow() -> Bool {
        defer { cursor += 1 }
        return builtRanges.contains { $0.contains(cursor) }
    }

    /// The first rows built are the `count` rows from `start` on (a scroll
    /// view that opens elsewhere than at the top).
    func opens(at start: Int) {
        builtRanges = [start..<(start + visibleRows)]
    }

    /// Whether the rows built are one screenful (where the container
    /// opened, or where the app scrolled it): laid out from the content's
    /// start, they lie where a user sees them. After the host scrolls
    /// (`reveal(around:)`), the first screenful stays built above.
    var isOneScreenful: Bool { builtRanges.count == 1 }

    /// The rows on screen after the last scroll: the range built last.
    var shownRows: Range<Int>? { builtRanges.last }

    /// A programmatic scroll (Layout/ProgrammaticScroll.swift): the rows on
    /// screen become the screenful that puts `row` at `fraction` of the
    /// viewport (0: its top, 1: its bottom), within the `total` rows; the
    /// rows left behind are no longer on screen (nor built).
    func scrolls(toRow row: Int, fraction: Double, total: Int) {
        let start = max(0, min(row - Int((Double(visibleRows - 1) * min(1, max(0, fraction))).rounded()), total - visibleRows))
        builtRanges = [start..<(start + visibleRows)]
    }

    func reveal(around row: Int) {
        let start = max(0, row - visibleRows / 2)
        builtRanges.append(start..<(start + visibleRows))
    }
}
