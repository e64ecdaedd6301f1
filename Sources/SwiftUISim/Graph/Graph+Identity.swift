/// Identity continuity: a view torn down and built again in one transaction
/// at the same place with the same data identity was rebuilt. Its state is
/// new, and so are its onAppear and task, its transitions, focus, scroll
/// position and platform views, whether or not it holds any `@State`.
///
/// "The same place" is the nearest ancestor that outlived the transaction
/// (the anchor); "the same data identity" is the chain of `ForEach` element
/// ids between the anchor and the view, and, outside a `ForEach` row, the
/// view's type (an `if`/`else` showing `Row` in both branches rebuilds it;
/// a row of a `ForEach` is its element whatever type shows it).
@MainActor
final class IdentityContinuity {
    /// A custom view torn down in the running transaction, as it was placed.
    struct Removed {
        let anchor: ObjectIdentifier
        let elements: [AnyHashable]
        let explicitIDs: [AnyHashable]
        let type: ObjectIdentifier
        let name: String
        let described: String
        let topKey: ChildKey
        /// The `ForEach` element of the row it is in, if it is in one: the row
        /// is its element whatever view type shows it.
        let row: AnyHashable?
        let depth: Int
    }

    /// The views whose rebuilds are recorded: the app's own views and the
    /// controls (a text field rebuilt drops its focus and its typing).
    static func follows(_ node: Node) -> Bool {
        node.role == .custom || node.facts.control != nil
    }

    var removed: [Removed] = []
    /// Custom views built in the running transaction (after the first mount).
    var mounted: [Node] = []
    /// Every rebuild since mount or `resetCounts()`.
    var rebuilds: [ViewHost.Rebuild] = []
    /// Rows replaced in the running transaction, named when it ends (Graph+ReplacedRows.swift).
    var pendingReplacedRows: [(old: ReplacedRowSide, new: ReplacedRowSide)] = []
    /// Every row replaced since mount or `resetCounts()`.
    var replacedRows: [ViewHost.ReplacedRow] = []

    func noteRemoved(_ node: Node) {
        guard node.bornIn < node.graph.serial else { return }
        var elements: [AnyHashable] = [], explicitIDs: [AnyHashable] = []
        var topKey = node.key
        var current = node
        // Ancestors torn down with it are already marked dead: the anchor is the first live one.
        while let parent = current.parent, !parent.isAlive {
            Self.collect(current.key, &elements, &explicitIDs)
            current = parent
        }
        Self.collect(current.key, &elements, &explicitIDs)
        topKey = current.key
        guard let anchor = current.parent else { return }
        var row = elements.first
        var above: Node? = anchor
        while let ancestor = above, row == nil {
            row = ancestor.key.elementID
            above = ancestor.parent
        }
        removed.append(Removed(
            anchor: ObjectIdentifier(anchor), elements: elements, explicitIDs: explicitIDs,
            type: node.viewType, name: node.info.tableName, described: WhyLog.describe(current.view), topKey: topKey,
            row: row, depth: node.depth))
    }

    /// What starts over with a rebuilt view: its lifecycle actions and
    /// platform views, and those of every view inside it.
    private static func restarted(below node: Node) -> [String] {
        var appears = false, tasks = false, platformViews = false
        func walk(_ node: Node) {
            for effect in node.facts.effects {
                if case .appear = effect { appears = true }
                if case .task = effect { tasks = true }
            }
            if node.view is any _PlatformRepresentable { platformViews = true }
            node.children.forEach(walk)
        }
        walk(node)
        return [(appears, "onAppear"), (tasks, "task"), (platformViews, "makeUIView")].filter(\.0).map(\.1)
    }

    private static func collect(_ key: ChildKey, _ elements: inout [AnyHashable], _ explicitIDs: inout [AnyHashable]) {
        if let id = key.elementID { elements.append(id) }
        if let id = key.explicitID { explicitIDs.append(id) }
    }

    /// At the end of a transaction that removed views: pairs each with a
    /// view built at the same anchor and data identity.
    func matchRebuilds(action: String) {
        defer { removed.removeAll(keepingCapacity: true) }
        var built: [(anchor: ObjectIdentifier, elements: [AnyHashable], explicitIDs: [AnyHashable], node: Node, top: Node)] = []
        for node in mounted where node.isAlive {
            let serial = node.graph.serial
            var elements: [AnyHashable] = [], explicitIDs: [AnyHashable] = []
            var current = node
            while let parent = current.parent, parent.bornIn == serial {
                Self.collect(current.key, &elements, &explicitIDs)
                current = parent
            }
            Self.collect(current.key, &elements, &explicitIDs)
            guard let anchor = current.parent else { continue }
            built.append((ObjectIdentifier(anchor), elements, explicitIDs, node, current))
        }
        var taken = Set<ObjectIdentifier>()
        var matched: [(node: Node, top: Node, old: Removed, explicitIDs: [AnyHashable])] = []
        // Outermost first, so a row pairs with the row that replaced it, not with a view inside it.
        built.sort { $0.node.depth < $1.node.depth }
        for old in removed.sorted(by: { $0.depth < $1.depth }) {
            func free(_ new: (anchor: ObjectIdentifier, elements: [AnyHashable], explicitIDs: [AnyHashable], node: Node, top: Node)) -> Bool {
                !taken.contains(ObjectIdentifier(new.node)) && new.anchor == old.anchor && new.elements == old.elements
            }
            // The same type at the same place; in a ForEach row, the row is its element whatever type shows it now.
            guard let new = built.first(where: { free($0) && $0.node.viewType == old.type }) ?? (old.row == nil ? nil : built.first(where: free))
            else { continue }
            taken.insert(ObjectIdentifier(new.node))
            matched.append((new.node, new.top, old, new.explicitIDs))
        }
        for (node, top, old, explicitIDs) in matched {
            // Rebuilt with a rebuilt view around it: named, so a message can lead with the outermost.
            var inside: String?
            var above = node.parent
            while let ancestor = above, inside == nil, ancestor !== top.parent {
                if taken.contains(ObjectIdentifier(ancestor)) { inside = ancestor.info.tableName }
                above = ancestor.parent
            }
            let cause: ViewHost.Rebuild.Cause =
                if explicitIDs != old.explicitIDs { .idChanged }
                else if let branch = top.key.branchValue, old.topKey.branchValue == !branch { .branchFlipped }
                else if top.key == old.topKey, top.parent?.view is AnyView {
                    .anyViewTypeChanged(old: old.described, new: WhyLog.describe(top.view))
                } else if top.key == old.topKey { .typeChanged(old: old.described, new: WhyLog.describe(top.view)) }
                else { .moved }
            rebuilds.append(ViewHost.Rebuild(
                type: node.info.tableName, oldType: old.name,
                element: old.row.map { brief($0.base) }, cause: cause, action: action, inside: inside,
                restarted: inside == nil ? Self.restarted(below: node) : []))
        }
    }
}
