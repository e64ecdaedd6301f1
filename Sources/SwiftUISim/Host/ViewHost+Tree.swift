/// `dump()`'s tree as values, for checks: each view with its type, the
/// modifiers the simulator recorded on it, the text it shows and its state,
/// each in a field of its own. What the app's code puts in a text or a state
/// value stays in `text` or `state`: it can never pass for a view, a
/// modifier or a line of the tree, as it could in `dump()`'s text.
extension ViewHost {
    /// One view: one line of `dump()`.
    public struct TreeNode: CustomStringConvertible {
        /// Its position in the array: `parent` and `path(to:)` refer to it.
        public let index: Int
        /// How many views it is nested in (`dump()`'s indentation).
        public let depth: Int
        /// The index of the view it is nested in; nil at the top.
        public let parent: Int?
        /// The view's name as `dump()` prints it (`Text`, `VStack`, `Card`,
        /// `ModifiedContent<Text, CardStyle>`).
        public let type: String
        /// The view's type.
        public let viewType: Any.Type
        /// One of SwiftUI's views (`List`, `Text`), not one of the app's
        /// that took the same name.
        public let isBuiltIn: Bool
        /// For a view modifier of the app's own applied here (a custom
        /// `ViewModifier`, whose body is this view's): its type.
        public let modifierType: Any.Type?
        /// The decoration or presentation this view is listed under
        /// (`background`, `overlay`, `sheet`…); nil for a child.
        public let listedUnder: String?
        /// `header` or `footer` for the view a `Section`'s header or footer
        /// made (the outermost one, listed among the section's content, as
        /// `dump()` lists it); nil otherwise. A `List` shows these as the
        /// section's header and footer, not as rows (`listRows(of:)`).
        public let sectionPart: String?
        /// How many times this view's body ran since mount or
        /// `resetCounts()`: this identity's, not its type's
        /// (`ViewHost.bodyCount(_:)` counts a type). 0 for SwiftUI's views,
        /// which have no body of the app's.
        public let bodyRuns: Int
        /// How many times, since mount or `resetCounts()`, content closures
        /// this view's body wrote re-ran on their own, apart from the body
        /// (a `GeometryReader`'s content, a `ForEach`'s rows, when what they
        /// read changed): SwiftUI runs and tracks them apart (Apple,
        /// `GeometryReader`; "Managing model data in your app", iOS 17), so
        /// a body that ran 0 times can still have run its code. Counted on
        /// the view of the app that wrote the closure.
        public let contentRuns: Int
        /// What a `Text` shows (not judged for visibility; `texts` is).
        public let text: String?
        /// What a built-in view records about itself, as `dump()` prints it
        /// after its name (`Image(trail-1)`, a shape's type); nil for a `Text`
        /// (its styles are in `modifiers`) and for a view that records nothing.
        public let detail: String?
        /// A `TextField`: its prompt and the text in it.
        public let field: (prompt: String, value: String)?
        /// The modifiers the simulator recorded on the view, innermost
        /// (first written) first; a `Text`'s own styles first of all.
        public let modifiers: [Modifier]
        /// The view's `@State`-like storage, in declaration order.
        public let state: [StateValue]
        /// Its `@Environment` properties and whether its last body run read them.
        public let environment: [EnvironmentProperty]
        /// The view of the app (or view modifier) whose body wrote this view,
        /// named as in `bodyCounts`; nil at the root.
        public let declaredIn: String?
        /// That view's index in the array (`declaredIn`'s own node): the
        /// identity whose `bodyRuns` say whether what this view shows was
        /// written again. A check follows a drawn line to the view that
        /// drew it this way, whatever the app named or split its views
        /// (twenty-sixth review).
        public var declaredInIndex: Int? = nil
        /// The view value as its parent last created it (for a view
        /// modifier of the app's applied here: the modifier's value), for
        /// `Mirror`: which property wrappers a view of any type holds
        /// (`Environment<Store>`, `ObservedObject<Store>`, a plain `let`).
        public var value: Any = ()
        /// The update that created this view (its identity): a view an
        /// action inserted has a larger number than every view of a tree
        /// read before that action.
        public let createdIn: Int
        /// The animation of the last update that wrote state, as it reached
        /// this view: `withAnimation`'s (or `withTransaction`'s), changed by the
        /// `.transaction { }` and `.animation(_:value:)` modifiers around it;
        /// nil: that update did not animate here (Graph+Animation.swift).
        public let animation: String?
        /// When that animation started and how long it ran (`shows`: whether
        /// a user sees it play); nil when `animation` is nil.
        public let animationTiming: AnimationTiming?
        /// The `.transition` that runs when this view is inserted or removed:
        /// its own, or (a view of the app) the one on its body's root.
        public let transition: AppliedTransition?
        /// The line `dump()` prints for it, without indentation.
        public let description: String
        /// Where layout put the view, in cells (`dumpLayout()`'s frame):
        /// read from `tree(visibleOnly: true)`, which lays out first; nil in
        /// `tree` (not laid out for it) and for a view layout never placed.
        public let frame: Frame?
        /// For a shape view (`Circle`, `RoundedRectangle`…): its outline.
        public let shape: PaintedShape?
        /// What the view paints, as a user sees it (a `Color`, a filled or
        /// stroked shape): its colour after every effect around it, and
        /// what covers it (ViewHost+SeenPaint.swift); nil for a view that
        /// paints nothing of its own.
        public let paint: Paint?
        /// For a shape view: what its own modifiers (`trim`, `offset`,
        /// `scale`, `inset(by:)`, `rotation`, a stroke's dash pattern) do
        /// to what it draws; nil when it has none.
        public let geometry: ShapeGeometry?

        /// The cells the view's drawing spans inside its frame: for a
        /// `Circle`, the circle centred in it (Apple: its radius is half
        /// the frame's smallest edge); for any other view, its frame; then
        /// moved, scaled, inset or turned by the shape's `geometry` (no
        /// width or height: it draws nothing, e.g. trimmed to nothing).
        /// How much of its outline it draws is `geometry?.drawnFraction`.
        public var drawnFrame: Frame? {
            guard let frame else { return nil }
            let outline = shape.map { $0.outline(in: frame) } ?? frame
            return geometry.map { $0.drawn(in: outline) } ?? outline
        }
        /// A `Text`'s font as it is drawn, by name (`caption`, `title.bold`):
        /// its own `.font`, else the environment's at the text, where the
        /// nearest `.font(_:)` or `.environment(\.font, …)` around it wins;
        /// nil for the default font and for other views.
        public let font: String?
        /// For a `ScrollView`: the axes it scrolls along (`ScrollView([])`
        /// scrolls along none); nil for other views (a `List` scrolls
        /// vertically). Nineteenth review.
        public var scrollAxes: Axis.Set? = nil

        /// Whether a modifier of this name is recorded on the view.
        public func has(_ modifier: String) -> Bool { modifiers.contains { $0.name == modifier } }
        /// The first modifier of this name, if any.
        public func modifier(_ name: String) -> Modifier? { modifiers.first { $0.name == name } }
    }

    /// A modifier as the simulator recorded it.
    public struct Modifier: CustomStringConvertible {
        /// Its name, written by the simulator (`padding`, `transition`, `stroke`).
        public let name: String
        /// Its arguments as the simulator describes them (`16`, `red`); nil
        /// when it has none. Only this part can hold the app's text.
        public let arguments: String?
        /// The view of the app (or view modifier) whose body applied it,
        /// named as in `bodyCounts`.
        public let declaredIn: String?
        /// For a modifier that takes part in layout (`padding`, `frame`,
        /// `overlay`…), where layout put it, in cells (`dumpLayout()`'s
        /// frame after it): in `tree(visibleOnly: true)` only, as
        /// `TreeNode.frame`. A view's outermost laid-out modifier is the
        /// box its parent placed, padding included.
        public internal(set) var frame: Frame? = nil
        /// For a modifier that paints a style (`.background(.yellow)`,
        /// `.background(.yellow, in: Capsule())`, `.overlay(.red)`): that
        /// paint as a user sees it, as `TreeNode.paint`.
        public internal(set) var paint: Paint? = nil
        /// For a modifier that paints or clips to a shape
        /// (`.background(.yellow, in: Circle())`, `.clipShape(Capsule())`):
        /// that shape, and what its own modifiers (`inset`, `trim`…) do to it.
        public internal(set) var shape: PaintedShape? = nil
        public internal(set) var geometry: ShapeGeometry? = nil
        /// For `.frame(width:height:)`: the fixed size in points as written
        /// (nil for a side it leaves free); the cell grid rounds a size below
        /// a cell up to one cell, this keeps what was asked for.
        public internal(set) var fixedSize: (width: Double?, height: Double?)? = nil
        /// For `.padding` (every spelling: a length, edges and a length,
        /// `EdgeInsets`, the default) and `.safeAreaPadding`: the insets in
        /// points as written. The cell grid rounds any padding above zero up
        /// to a cell (a tenth of a point is a row); this keeps the points.
        /// A `.safeAreaPadding` whose content ignores the safe area has no
        /// inset on the edges ignored (Layout/SafeAreaPadding.swift).
        public internal(set) var padding: Insets? = nil
        public var description: String { name + (arguments.map { "(\($0))" } ?? "") }
    }

    /// One stored value a view owns (`@State`, `@StateObject`…).
    public struct StateValue: CustomStringConvertible {
        /// The property's name, without `_`.
        public let name: String
        /// The value now.
        public let value: Any
        public var description: String { "\(name) = \(value)" }
    }

    /// One `@Environment` property of a view.
    public struct EnvironmentProperty: CustomStringConvertible {
        /// The property's name, without `_`.
        public let name: String
        /// Whether the view's last body run read its value.
        public let isRead: Bool
        /// The value the environment gave it for that run (an object in
        /// the environment: the object). Look inside it with
        /// `ViewHost.values(of:in:)`.
        public let value: Any
        public var description: String { "\(name)\(isRead ? "" : " (never read)")" }
    }

    /// The tree `dump()` prints, as values: one per line, in its order.
    public var tree: [TreeNode] { tree(visibleOnly: false) }

    /// What a user sees, as values: the tree without the views no one can
    /// see (hidden, zero-sized, covered, off the screen, unreadable: the
    /// rules of `texts`), each with its frame. Checks that ask what the
    /// screen shows search this, so that a hidden copy cannot answer for
    /// the views on screen (tenth review).
    public var visibleTree: [TreeNode] { tree(visibleOnly: true) }

    /// `dump(visibleOnly:)`'s tree as values.
    public func tree(visibleOnly: Bool) -> [TreeNode] {
        if visibleOnly { graph.layoutIfNeeded() }
        let lines = TreeDump.lines(graph.root, options: TreeDump.Options(visibleOnly: visibleOnly))
        var nodes: [TreeNode] = []
        var open: [Int] = []  // the index of the last line at each depth
        var indexOf: [ObjectIdentifier: Int] = [:]  // a node's line, for `declaredInIndex`
        for (index, line) in lines.enumerated() {
            open.removeSubrange(min(line.depth, open.count)...)
            let node = line.node
            var field: (String, String)?
            if case .textField(let prompt, let binding)? = node.facts.control { field = (prompt, binding.wrappedValue) }
            let own = (node.view as? Text)?.styles.modifiers ?? []
            let declaredIn = node.declaringView.map(\.declarationName)
            nodes.append(TreeNode(
                index: index, depth: line.depth, parent: open.last, type: TreeDump.baseName(node), viewType: node.info.type,
                isBuiltIn: node.info.isBuiltIn,
                modifierType: (node.view as? any AnyModifiedContent)?.modifierType, listedUnder: line.label,
                sectionPart: line.sectionPart, bodyRuns: graph.bodyRuns(of: node), contentRuns: graph.contentRuns(of: node),
                text: node.facts.text,
                detail: node.role == .primitive && !(node.view is Text) ? node.facts.modifier.flatMap { $0 == TreeDump.baseName(node) ? nil : $0 } : nil,
                field: field,
                modifiers: own.map { Self.modifier($0, declaredIn: declaredIn) }
                    + line.modifiers.map { applied in
                        var modifier = Self.modifier(applied.facts.modifier ?? "", declaredIn: applied.declaringView.map(\.declarationName))
                        if visibleOnly, applied.facts.layout != nil { modifier.frame = LayoutQuery.frame(of: applied) }
                        modifier.paint = Self.seenPaint(of: applied, laidOut: visibleOnly)
                        (modifier.shape, modifier.geometry) = visibleOnly ? (Self.laidOutShape(of: applied), Self.laidOutGeometry(of: applied)) : (applied.facts.paintedShape, applied.facts.shapeGeometry)
                        if case .frameSize(let width, let height)? = applied.facts.drawing { modifier.fixedSize = (width, height) }
                        modifier.padding = SafeAreaPadding.insets(of: applied)
                        return modifier
                    },
                state: node.storage.compactMap { $0 as? any StateDescribing }.map { StateValue(name: $0.name, value: $0.currentValue) },
                environment: node.environmentReads.compactMap { read in
                    read.mark.map { EnvironmentProperty(name: String(read.label.drop { $0 == "_" }), isRead: $0.isRead, value: $0.heldValue) }
                },
                declaredIn: declaredIn, createdIn: node.bornIn,
                animation: node.transactionInLastUpdate.animation?.name,
                animationTiming: node.transactionInLastUpdate.animation.map { AnimationTiming($0.timing) }, transition: node.appliedTransition,
                description: String(line.text.dropFirst(line.depth * 2)),
                frame: visibleOnly ? LayoutQuery.frame(of: node) : nil,
                shape: Self.isShape(node) ? (visibleOnly ? Self.laidOutShape(of: node) : node.facts.paintedShape) : nil,
                paint: Self.seenPaint(of: node, laidOut: visibleOnly),
                geometry: Self.isShape(node) ? (visibleOnly ? Self.laidOutGeometry(of: node) : node.facts.shapeGeometry) : nil,
                font: Self.drawnFont(of: node), scrollAxes: Self.scrollAxes(of: node)))
            nodes[index].declaredInIndex = node.declaringView.flatMap { indexOf[ObjectIdentifier($0)] }
            nodes[index].value = (node.view as? any AnyModifiedContent)?.modifierValue ?? node.view
            indexOf[ObjectIdentifier(node)] = index
            open.append(index)
        }
        return nodes
    }

    private static func isShape(_ node: Node) -> Bool {
        if case .shape? = node.facts.layout { return true }
        return false
    }

    /// The font a text is drawn in, resolved as `Legibility` resolves it.
    private static func drawnFont(of node: Node) -> String? {
        guard node.view is Text else { return nil }
        // A text without a font or colour of its own records no drawing.
        var own: Font?
        if case .text(let font, _, _, _)? = node.facts.drawing { own = font }
        return (own ?? node.drawnEnvironment.font)?.name
    }

    private static func modifier(_ description: String, declaredIn: String?) -> Modifier {
        guard let open = description.firstIndex(of: "("), description.hasSuffix(")") else {
            return Modifier(name: description, arguments: nil, declaredIn: declaredIn)
        }
        return Modifier(name: String(description[..<open]),
                        arguments: String(description[description.index(after: open)..<description.index(before: description.endIndex)]),
                        declaredIn: declaredIn)
    }
}

extension Array where Element == ViewHost.TreeNode {
    /// The view at `index` and every view it is nested in, outermost first.
    public func path(to index: Int) -> [ViewHost.TreeNode] {
        var path: [ViewHost.TreeNode] = []
        var current: Int? = index
        while let at = current {
            path.insert(self[at], at: 0)
            current = self[at].parent
        }
        return path
    }

    /// The views of the app around the view at `index`, innermost first:
    /// the view whose body wrote it (`declaredInIndex`), the view whose
    /// body wrote that one, and so on to the root. The views a drawn line
    /// passed through on its way from the model, whatever the app called
    /// them or however finely it split them.
    public func writers(of index: Int) -> [ViewHost.TreeNode] {
        var found: [ViewHost.TreeNode] = []
        var current = self[index].declaredInIndex
        while let at = current {
            found.append(self[at])
            current = self[at].declaredInIndex
        }
        return found
    }

    /// What the `Text`s in the view at `index` and every view nested in it
    /// show, in tree order (its decorations included; visible or not: what
    /// the view draws, not what is seen of it).
    public func texts(in index: Int) -> [String] {
        subtree(at: index).compactMap(\.text)
    }

    /// Where `line` is drawn: the first `Text` showing it, the view of the
    /// app whose body wrote that text (`writer`), and the views that draw
    /// it and nothing of `others` (`drawers`): the writer and each view of
    /// the app around it, innermost first, up to (not including) the first
    /// whose views also show one of `others`. A value that reaches the line
    /// through any of the drawers re-runs only them; one read further out
    /// re-runs a view that draws lines that did not change. Nil when no text
    /// shows `line`. The views are judged by what they draw, not by their
    /// names (twenty-sixth review: a line drawn by a smaller view inside the
    /// starter's row is drawn by both).
    public func drawing(_ line: String, apartFrom others: [String]) -> (text: ViewHost.TreeNode, writer: ViewHost.TreeNode?, drawers: [ViewHost.TreeNode])? {
        guard let text = first(where: { $0.text == line }) else { return nil }
        let around = writers(of: text.index)
        let drawers = around.prefix { view in !texts(in: view.index).contains(where: others.contains) }
        return (text, around.first, Array(drawers))
    }

    /// The views nested directly in the view at `index`.
    public func children(of index: Int) -> [ViewHost.TreeNode] {
        filter { $0.parent == index }
    }

    /// The view at `index` and every view nested in it, at any depth, in
    /// tree order (its decorations and presentations included).
    public func subtree(at index: Int) -> ArraySlice<ViewHost.TreeNode> {
        let depth = self[index].depth
        let end = self[(index + 1)...].firstIndex { $0.depth <= depth } ?? endIndex
        return self[index..<end]
    }

    /// The rows of the list (`List`, `Form`) at `index`, as SwiftUI counts
    /// them: each view its content resolves to. `ForEach`, `Group` and `if`
    /// are no views of their own (the tree never lists them), and neither is
    /// a custom view (or custom modifier, `AnyView`, `EquatableView`) whose
    /// body or content resolves to several views or none: each view of it is
    /// a row of its own. One whose body is one view is that one row. A `Section`'s header
    /// and footer are not rows; decorations and presentations are not either.
    ///
    /// Apple: a `ForEach` or `Group` produces a collection of resolved
    /// subviews, `EmptyView` none, an `if` as many as its branch (WWDC24
    /// "Demystify SwiftUI containers", iOS 18's `ForEach(subviews:)`); `List`
    /// needs a constant number of views per `ForEach` element to know its
    /// rows (WWDC23 "Demystify SwiftUI performance"); `Section` gives
    /// `List` and `Form` "headers and footers for each section" (iOS 13), and
    /// `SectionConfiguration` (iOS 18) keeps `header`, `footer` and `content` apart.
    public func listRows(of index: Int) -> [ViewHost.TreeNode] {
        var children: [Int: [Int]] = [:]
        for node in self where node.listedUnder == nil {
            if let parent = node.parent { children[parent, default: []].append(node.index) }
        }
        func rows(_ at: Int) -> [Int] {
            let node = self[at]
            // `AnyView` and `EquatableView` wrap their content without making a
            // view of their own: they are as many rows as it is.
            let wraps = !node.isBuiltIn || node.modifierType != nil || ["AnyView", "EquatableView"].contains(node.type)
            guard wraps else { return [at] }
            let inner = (children[at] ?? []).filter { self[$0].sectionPart == nil }.flatMap(rows)
            return inner.count == 1 ? [at] : inner
        }
        return (children[index] ?? []).filter { self[$0].sectionPart == nil }.flatMap(rows).map { self[$0] }
    }
}

/// A custom modifier applied to a view: which one.
@MainActor
protocol AnyModifiedContent {
    var modifierType: Any.Type { get }
    var modifierValue: Any { get }
}

extension ModifiedContent: AnyModifiedContent where Content: View, Modifier: ViewModifier {
    var modifierType: Any.Type { Modifier.self }
    var modifierValue: Any { modifier }
}

extension Node {
    /// The view of the app (or the app's view modifier) whose body produced
    /// this node: the nearest such ancestor. A view modifier's content is
    /// not its own: it was written where the modifier was applied. (A view
    /// of the modifier's body of the very type of its content counts as
    /// content too: the stricter reading. A view that takes content as a
    /// value, a generic container, does count as writing it: nothing tells
    /// the two apart at run time.)
    var declaringView: Node? {
        // The nodes passed since the last view whose body could have written them.
        var passed: [Node] = [self]
        var current = parent
        while let node = current {
            if let content = node.facts.modifierContent {
                // A custom modifier: what lies in its content (a node of the
                // content's type on the way up; the members of a modifier
                // applied to the content arrive wrapped, with no node of
                // their own in between) was written where it was applied.
                let contentType = ObjectIdentifier(type(of: content))
                if passed.contains(where: { ObjectIdentifier(type(of: $0.view)) == contentType }) {
                    passed = [node]
                    current = node.parent
                    continue
                }
            }
            if node.role == .custom, node.isTheApps { return node }
            passed.append(node)
            current = node.parent
        }
        return nil
    }

    /// A view of the app, or a view modifier of the app's applied here.
    private var isTheApps: Bool {
        guard info.isBuiltIn else { return true }
        guard let applied = view as? any AnyModifiedContent else { return false }
        return !ViewTypeInfo.isSimulatorView(applied.modifierType)
    }

    /// How `declaredIn` names this node: a custom view modifier by its
    /// modifier's type, anything else by its own (as `bodyCounts` does).
    var declarationName: String {
        if let applied = view as? any AnyModifiedContent { return Node.tableName(of: applied.modifierType) }
        return info.tableName
    }
}

extension ViewHost {
    /// A ScrollView's axes (`TreeNode.scrollAxes`).
    static func scrollAxes(of node: Node) -> Axis.Set? {
        guard case .scroll(let horizontal, let vertical)? = node.facts.layout else { return nil }
        return Axis.Set().union(horizontal ? .horizontal : []).union(vertical ? .vertical : [])
    }
}
