import Synchronization

/// One view in the live tree. Nodes persist across updates as long as their
/// identity (key + type) does; they own the view's state, its dependencies
/// and its lifecycle effects.
@MainActor
final class Node {
    unowned let graph: Graph
    // Unowned, not weak: a weak reference gives every node a side table
    // and slows each retain and release. A parent outlives its children.
    unowned var parent: Node?
    /// What callbacks from other threads hold instead of the node itself.
    let handle = NodeHandle()
    let key: ChildKey
    let viewType: ObjectIdentifier
    let info: ViewTypeInfo
    let role: _ViewRole.Kind
    let isLazyContainer: Bool
    let tracksReads: Bool
    let depth: Int
    /// The transaction that built this node (`Graph.serial`).
    let bornIn: Int
    /// Covered by what is on top (a pushed view, another tab): alive, state
    /// kept, but not on screen (no texts, no controls, no layout, disappeared).
    /// `ownHidden` is what the parent said; `isHidden` includes the ancestors.
    var ownHidden = false
    var isHidden = false
    var view: any View
    var children: [Node] = []
    var facts = NodeFacts()
    var environment: EnvironmentValues
    var rowWindow: RowWindow?
    /// The `ForEach` element of a lazy container this group draws (its
    /// views are one row of the window, LazyRowElements.swift).
    var rowElement: LazyRowElement?
    /// Size, position and measurement cache (Layout/LayoutEngine.swift).
    var layout = NodeLayout()

    // State and dependencies
    /// What the view's dynamic properties own, by property slot (a
    /// binding owns nothing, so its slot stays empty).
    var storage: [AnyObject?] = []
    /// Each environment value the last body read: its property, whether a new
    /// environment changes it, and (only while reasons are recorded) old → new.
    /// `mark` tells whether the body read the property's value (`ViewHost.tree`).
    var environmentReads: [(label: String, changed: (EnvironmentValues) -> Bool, describe: ((EnvironmentValues) -> (old: String, new: String))?, mark: EnvironmentReadMark?)] = []
    var subscriptions: [Int: NodeSubscription] = [:]

    // Update bookkeeping
    var isDirty = false
    var isAlive = true
    /// Why the next body run happens: a new value from the parent, and the
    /// properties whose change invalidated the node (for `_printChanges()`).
    var selfChanged = false
    var reasons: [String] = []
    var changedStates: [AnyObject] = []
    /// The same, for the run in progress.
    var runSelfChanged = false
    var runReasons: [String] = []
    var runChangedStates: [AnyObject] = []
    var evaluations = 0
    /// Body runs of this identity in the counting round `bodyRunsRound`
    /// (`Graph.bodyRuns(of:)`, `ViewHost.TreeNode.bodyRuns`).
    var bodyRuns = 0
    var bodyRunsRound = 0
    /// Runs, in the round `contentRunsRound`, of content closures this
    /// view's body wrote that SwiftUI runs apart from the body (a
    /// `GeometryReader`'s content, a `ForEach`'s rows), when they re-ran on
    /// their own (`Graph.noteContentRun(of:)`, `ViewHost.TreeNode.contentRuns`).
    var contentRuns = 0
    var contentRunsRound = 0
    /// The update whose facts-before this node recorded (Graph+SeenLook.swift).
    var lookRecordedIn = 0
    /// Whether it shows its look from before the last update, which an
    /// animation has not brought on screen yet (Graph+SeenLook.swift).
    var showsOldLook = false
    /// Its children in the order a user sees them drawn while an animation
    /// moves them to a new order (Graph+SeenMoves.swift); nil: as in `children`.
    var seenOrder: [Node]?
    /// Its laid-out size from before an update whose animation has not
    /// brought its new size on screen (Graph+SeenMoves.swift).
    var keptSize: CellSize?
    /// The environment a text drew with before an update whose animation
    /// has not brought its new font on screen (Graph+SeenLook.swift), and
    /// the update that recorded it.
    var keptEnvironment: EnvironmentValues?
    var environmentRecordedIn = 0
    /// Inserted by an update whose animation has not brought it on screen
    /// a glance later: still in its transition's start state (Graph+SeenChanges.swift).
    var arrivesUnseen = false
    var tasks: [Int: Task<Void, Never>] = [:]
    /// The id each `task(id:)` last started with (any Equatable value).
    var taskIDs: [Int: Any] = [:]
    var changeValues: [Int: Any] = [:]

    init(graph: Graph, parent: Node?, key: ChildKey, view: any View) {
        self.graph = graph
        self.parent = parent
        self.key = key
        self.view = view
        self.viewType = ObjectIdentifier(type(of: view))
        let info = Self.info(of: view)
        self.info = info
        let role = info.role
        self.role = role.kind
        self.isLazyContainer = role.isLazy
        self.tracksReads = role.tracksReads
        if role.isLazy { rowWindow = RowWindow(visibleRows: graph.viewport) }
        self.depth = (parent?.depth ?? -1) + 1
        self.bornIn = graph.serial
        self.environment = parent?.childEnvironment() ?? EnvironmentValues()
        rowWindow?.pendingAnchor = environment.defaultScrollAnchor
        handle.node = self
    }

    isolated deinit {
        handle.node = nil
    }

    private static func info<V: View>(of view: V) -> ViewTypeInfo { ViewTypeInfo.of(V.self) }

    /// Whether a child the parent's new pass produced is this node again:
    /// the same key and the same view type.
    func isIdentified(by item: _Children.Item) -> Bool {
        key == item.key && viewType == ObjectIdentifier(type(of: item.view))
    }

    /// The name SwiftUI prints for this view: the type without its module.
    var typeName: String { info.name }

    private static var displayNames: [ObjectIdentifier: String] = [:]

    static func displayName(of type: Any.Type) -> String {
        if let name = displayNames[ObjectIdentifier(type)] { return name }
        let name = computeDisplayName(of: type)
        displayNames[ObjectIdentifier(type)] = name
        return name
    }

    /// The name in body-count tables: without modules but with enclosing
    /// types (`Decoy.Card<Int>`), so two types never share a row.
    static func tableName(of type: Any.Type) -> String {
        var name = ""
        var path: [String] = []
        var word = ""
        func endPath() {
            path.append(word)
            // The first part is the module, or empty for a type nested in a
            // generic one (`Card<Text>.Title`): keep that dot.
            if path.first == "", !name.isEmpty { name += "." }
            name += path.dropFirst().joined(separator: ".")
            path = []
            word = ""
        }
        for character in withoutLocalContexts(String(reflecting: type)) {
            if character == "." {
                path.append(word)
                word = ""
            } else if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if !path.isEmpty || !word.isEmpty { endPath() }
                name.append(character)
            }
        }
        if !path.isEmpty || !word.isEmpty { endPath() }
        return name
    }

    /// Local types carry "(unknown context at $…)." markers; drop them.
    nonisolated private static func withoutLocalContexts(_ reflected: String) -> String {
        var reflected = reflected
        while let start = reflected.range(of: "(unknown context at "),
              let end = reflected[start.upperBound...].firstIndex(of: ")") {
            let afterMarker = reflected.index(after: end)
            let through = afterMarker < reflected.endIndex && reflected[afterMarker] == "." ? reflected.index(after: afterMarker) : afterMarker
            reflected.removeSubrange(start.lowerBound..<through)
        }
        return reflected
    }

    /// `Card<WeeklyChart>`, not `Lab.Card<Lab.WeeklyChart>`: no module or
    /// enclosing-type prefixes, at any depth of generic arguments.
    nonisolated static func computeDisplayName(of type: Any.Type) -> String {
        let reflected = withoutLocalContexts(String(reflecting: type))
        var name = ""
        var word = ""
        for character in reflected {
            if character == "." {
                // After a generic's `>`, a nested type's dot (`Card<Text>.Title`).
                if word.isEmpty, name.last == ">" { name += "." }
                word = ""
            } else if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                name += word + String(character)
                word = ""
            }
        }
        return name + word
    }

    private var cachedChildEnvironment: EnvironmentValues?

    /// The environment the children see: ours, plus this node's writes.
    /// Kept identical while its contents are, so children skip comparing.
    func childEnvironment() -> EnvironmentValues {
        guard let transform = facts.environment else { return environment }
        var values = environment
        transform(&values)
        if let cached = cachedChildEnvironment, cached.hasSameContents(as: values) { return cached }
        cachedChildEnvironment = values
        return values
    }

    /// Marks the node for re-evaluation in the next pass, with the reason
    /// `_printChanges()` will name.
    func invalidate(because reason: String) {
        guard isAlive else { return }
        if !reasons.contains(reason) { reasons.append(reason) }
        scheduleIfClean()
    }

    /// The same for a state the body read; its property's name is looked up
    /// only if `_printChanges()` asks.
    func invalidate(becauseOf state: AnyObject) {
        guard isAlive else { return }
        if !changedStates.contains(where: { $0 === state }) { changedStates.append(state) }
        scheduleIfClean()
    }

    private func scheduleIfClean() {
        if !isDirty {
            isDirty = true
            graph.scheduleUpdate(of: self)
        }
    }

    /// Why the body that is running now runs, in `_printChanges()` words.
    var runReasonLabels: [String] {
        guard evaluations > 1 else { return ["@self", "@identity"] + PropertyInstaller.labels(of: self) }
        let states = runChangedStates.map { PropertyInstaller.label(of: $0, in: self) ?? "@dependencies" }
        return (runSelfChanged ? ["@self"] : []) + states + runReasons.filter { !states.contains($0) }
    }

    /// The ancestors' chain of type names, for error messages.
    var path: String {
        var names: [String] = []
        var current: Node? = self
        while let node = current {
            if node.role == .custom { names.append(node.typeName) }
            current = node.parent
        }
        return names.reversed().joined(separator: " → ")
    }

    /// The view an effect modifier is attached to, as events name it: the
    /// modified view if it is a custom view, else the custom view whose body
    /// declares the modifier.
    var effectOwnerName: String {
        var content = children.first
        while let node = content, node.role == .modifier { content = node.children.first }
        if let content, content.role == .custom { return content.typeName }
        var ancestor = parent
        while let node = ancestor {
            if node.role == .custom { return node.typeName }
            ancestor = node.parent
        }
        return typeName
    }
}

/// Lets `@Sendable` callbacks (Observation's onChange, a publisher's
/// subscribers), which may fire on any thread, invalidate a main-actor node:
/// they queue the invalidation and the next transaction applies it.
struct NodeReference: @unchecked Sendable {
    let handle: NodeHandle

    @MainActor init(node: Node) { handle = node.handle }

    func invalidate(because reason: String) {
        // Called as an observed object or property is written: a state write.
        TransactionContext.noteWrite()
        PendingInvalidations.queue.withLock { $0.append((self, reason)) }
    }
}

/// A node's stand-in for other threads: cleared when the node goes away.
final class NodeHandle {
    unowned(unsafe) var node: Node?
}

enum PendingInvalidations {
    static let queue = Mutex<[(NodeReference, String)]>([])

    @MainActor static func apply() {
        let pending = queue.withLock { queue in
            defer { queue.removeAll() }
            return queue
        }
        for (reference, reason) in pending { reference.handle.node?.invalidate(because: reason) }
    }
}
