import Foundation

/// The live view tree and its update rule:
/// invalidate → (next transaction) re-run the dirty bodies, parents first →
/// compare each child's new value with its old one → skip the children that
/// are equal and not invalidated → tear down and build what changed identity
/// → run the effects (onAppear, onDisappear, task, onChange) after the pass.
@MainActor
final class Graph {
    private(set) var root: Node!
    /// What happened, in order. Body runs are recorded by type index so the
    /// hot path stores no strings; `ViewHost.events` spells them out.
    var events: [RecordedEvent] = []
    /// Body runs per view type, indexed by `ViewTypeInfo.index`.
    var bodyCounts: [Int] = []
    /// The `@State` values that changed (owner's type index, property
    /// label), in order; `ViewHost.stateWrites` spells them out.
    var stateWrites: [(type: Int, label: String)] = []
    /// Evaluations of any node (a body run, a built-in view re-expanded, a
    /// `GeometryReader`'s content run), `ViewHost.evaluations`.
    var evaluationCount = 0
    /// Bumped by `ViewHost.resetCounts()`: a node's `bodyRuns` counted in an
    /// earlier round are stale (cheaper than walking every node to clear them).
    var countsRound = 0

    /// This identity's body runs since mount or the last `resetCounts()`.
    func bodyRuns(of node: Node) -> Int { node.bodyRunsRound == countsRound ? node.bodyRuns : 0 }
    /// This view's content closures' own runs since mount or the last `resetCounts()` (`Node.contentRuns`).
    func contentRuns(of node: Node) -> Int { node.contentRunsRound == countsRound ? node.contentRuns : 0 }

    /// A built-in view re-evaluated on its own, not in a pass of the body that
    /// made it: what it read while running the app's closure it holds (a
    /// `GeometryReader`'s content, a `ForEach`'s rows: both tracked, as
    /// SwiftUI tracks what view content it builds reads; Apple, "Managing
    /// model data in your app", iOS 17) changed, or its size did. That run
    /// is the app's code: it is counted for the view of the app whose body
    /// wrote the closure, as `TreeNode.contentRuns` (a check that counts a
    /// row's runs counts it; `ViewHost.evaluations` counts every evaluation).
    private func noteContentRun(of node: Node) {
        guard node.role != .custom, node.tracksReads || node.role == .group, let owner = node.declaringView else { return }
        if owner.contentRunsRound != countsRound { (owner.contentRuns, owner.contentRunsRound) = (0, countsRound) }
        owner.contentRuns += 1
    }
    let viewport: Int
    /// Lays the tree out after each transaction (Layout/LayoutEngine.swift).
    let layout = LayoutEngine()
    let trace = ProcessInfo.processInfo.environment["SWIFTUISIM_TRACE"].map { !$0.isEmpty && $0 != "0" } ?? false
    /// Why each body ran or was skipped, when reasons are recorded (nil: not).
    let why: WhyLog?
    /// The SwiftUI this graph behaves as (SwiftUIRelease.swift).
    let release = SwiftUIRelease.mounting ?? SwiftUIRelease.processDefault

    private var dirty: [Node] = []
    /// The dirty nodes being updated; kept so both lists keep their capacity.
    private var batch: [Node] = []
    private var pendingEffects: [@MainActor () -> Void] = []
    /// `.task` starts, run after every appear and change action of the same
    /// pass, whatever the order the modifiers were declared in (as in SwiftUI).
    private var pendingTaskStarts: [@MainActor () -> Void] = []
    private(set) var isUpdating = false {
        didSet { lookMemo.removeAll() }
    }
    /// The number of the transaction running or last run (the mount is 1).
    private(set) var serial = 0
    /// What looks at the screen read of a container since the last update
    /// (Legibility: its drawing order, the paint around a child): between
    /// two updates the tree cannot change, and an update starting or
    /// ending, or a layout pass, drops it all.
    var lookMemo: [LookKey: Any] = [:]
    struct LookKey: Hashable {
        enum Kind { case drawingOrder, paintAround }
        let kind: Kind
        let node: ObjectIdentifier
        var index = 0
    }
    /// The transaction of the last update that wrote state, and its serial
    /// (Graph+Animation.swift): what animated it, for checks to read after.
    var lastTransaction = Transaction()
    var lastTransactionSerial = 0
    /// Each view re-evaluated in the update running, with its facts from
    /// before it (Graph+SeenLook.swift).
    var looksBefore: [(node: Node, facts: NodeFacts)] = []
    /// Each view whose children the running update put in a new order, with
    /// the kept children in their order before (Graph+SeenMoves.swift).
    var reordered: [(node: Node, keptBefore: [Node])] = []
    /// Each text given a new environment in the update running, with the one before.
    var environmentsBefore: [(node: Node, environment: EnvironmentValues)] = []
    /// When a user reads the screen after the running update, in seconds
    /// (Graph+SeenLook.swift): a glance, or less while a press is held.
    var seenAfter = ViewHost.AnimationTiming.glance
    /// The outermost views the running update inserted and removed, and
    /// what a user saw of the removals (Graph+SeenChanges.swift).
    var insertedTops: [Node] = []
    var removedTops: [Node] = []
    var removals: [ViewHost.Removal] = []
    var unseenArrivals = 0
    /// Whether any view ever carried an `.animation`/`.transaction` rule, and
    /// whether this update's writes carry an animation: without either, no
    /// view can keep an old look, and none is recorded (a cost per body run).
    var transactionRulesSeen = false
    var updateMayAnimate = false
    /// Whether any view ever carried a `.zIndex`: until one does, every
    /// container draws its children in the order written, and a look at
    /// the screen need not read each child's (`Legibility.inZOrder`).
    var zIndexSeen = false
    /// Views torn down and built again at the same identity (Graph+Identity.swift).
    let identities = IdentityContinuity()
    /// While the staleness oracle renders (Graph+FreshRender.swift): every
    /// body runs, and each view a comparison would have skipped is noted.
    var rendersFresh = false
    var freshlyRun: Set<ObjectIdentifier> = []
    /// Custom views skipped by a comparison since the oracle last looked.
    var comparisonSkips = 0
    /// What the oracle found (`ViewHost.staleScreens`).
    var staleScreens: [ViewHost.StaleScreen] = []
    /// `onPreferenceChange` modifiers alive in the tree (Graph+Preferences.swift).
    var preferenceObservers: [PreferenceObserver] = []
    var isRunningPreferenceChanges = false
    static let maximumDepth = 1_000
    static let maximumPasses = 100

    /// The node whose body is being evaluated: reads register on it.
    static var current: Node?

    init<Root: View>(root: Root, viewport: Int, recordsReasons: Bool = false) {
        self.viewport = viewport
        why = recordsReasons ? WhyLog() : nil
        transaction(cause: "mount") {
            self.root = mount(root, key: .body, parent: nil)
        }
        frozen = ViewHost.freezesAfterMount
    }

    /// After the mount, with `ViewHost.freezesAfterMount`: every later
    /// transaction (a user action, `update()`, a task resuming) is dropped,
    /// so the screen stays the initial one (`course dev verify`).
    private var frozen = false
    var isFrozen: Bool { frozen }

    // MARK: Transactions

    /// Runs `change`, then updates until nothing is dirty, then effects.
    /// Nested transactions join the outer one. `cause` says what started it
    /// (a user action, `update()`) in the reasons; with `recordedIfEmpty`
    /// false, the reasons forget it when no body ran.
    func transaction(cause: @autoclosure () -> String = "update()", recordedIfEmpty: Bool = true, _ change: () -> Void) {
        if isUpdating { change(); return }
        // A pass's effects and tasks are no body's work, whoever wrote the
        // state that started it (BodyScheduledWork.swift).
        if BodyScheduledWork.scheduledBy != nil {
            BodyScheduledWork.outsidePass { transaction(cause: cause(), recordedIfEmpty: recordedIfEmpty, change) }
            return
        }
        if frozen {
            ViewHost.actionsWhileFrozen += 1
            return
        }
        isUpdating = true
        AnimationCompletions.transactionsRunning += 1
        serial += 1
        why?.begin(cause: cause())
        change()
        var passes = 0
        repeat {
            // Only an update that may animate can leave an old look on screen (Graph+SeenLook.swift).
            updateMayAnimate = TransactionContext.writtenAnimates
            PendingInvalidations.apply()
            flushDirty()
            let effects = pendingEffects
            pendingEffects.removeAll()
            for effect in effects { effect() }
            let taskStarts = pendingTaskStarts
            pendingTaskStarts.removeAll()
            for start in taskStarts { start() }
            passes += 1
            if passes > Self.maximumPasses {
                Diagnostics.fail("""
                    views keep invalidating each other: \(Self.maximumPasses) update passes in one \
                    transaction (last dirty: \(dirty.map(\.path).joined(separator: ", "))). An onAppear, \
                    onChange or body that writes state on every pass never settles.
                    """)
            }
            PendingInvalidations.apply()
        } while !dirty.isEmpty || !pendingEffects.isEmpty || !pendingTaskStarts.isEmpty
        isUpdating = false
        let written = TransactionContext.takeWritten()
        if let written { (lastTransaction, lastTransactionSerial) = (written, serial) }
        keepLooksNotSeenYet(transaction: written ?? Transaction())
        if !reordered.isEmpty { keepOrdersNotSeenYet(transaction: written ?? Transaction()) }
        if !identities.removed.isEmpty { identities.matchRebuilds(action: cause()) }
        if !identities.pendingReplacedRows.isEmpty { identities.finishReplacedRows(action: cause()) }
        identities.mounted.removeAll(keepingCapacity: true)
        why?.end(droppingIfEmpty: !recordedIfEmpty)
        layoutIsStale = true
        if eagerLayout || !geometryReaders.isEmpty { layoutIfNeeded() }
        if !insertedTops.isEmpty || !removedTops.isEmpty { judgeInsertionsAndRemovals(written: written, action: cause()) }
        AnimationCompletions.transactionsRunning -= 1
        runPreferenceChanges()
        runAnimationCompletions()
    }

    /// GeometryReaders in the tree: their content depends on the layout.
    private var geometryReaders: [NodeHandle] = []
    private var isLayingOut = false

    /// With GeometryReaders in the tree, the layout (and the content it
    /// feeds back) is brought up to date at once.
    func settleGeometry() {
        if !geometryReaders.isEmpty { layoutIfNeeded() }
    }

    func noteGeometryReader(_ node: Node) {
        if node.layout.geometrySize == nil, !geometryReaders.contains(where: { $0 === node.handle }) {
            geometryReaders.append(node.handle)
        }
    }

    /// `SWIFTUISIM_EAGER_LAYOUT=1` lays out after every transaction (the
    /// benchmark measures what layout costs that way).
    let eagerLayout = ProcessInfo.processInfo.environment["SWIFTUISIM_EAGER_LAYOUT"] == "1"

    /// Layout runs when someone looks (a frame, a snapshot): its result is
    /// the same as after every transaction, and updates nobody measures
    /// cost nothing. The engine remembers every node that changed since.
    var layoutIsStale = true

    func layoutIfNeeded() {
        guard layoutIsStale, !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        layoutIsStale = false
        // The paint a look read was placed by the layout before (a screen resized outside an update).
        lookMemo.removeAll()
        layout.run(root: root)
        // A GeometryReader laid out at another size than its content ran
        // with runs again with the new size (a few rounds at most).
        for _ in 0..<3 {
            geometryReaders.removeAll { $0.node?.isAlive != true }
            let resized = geometryReaders.compactMap(\.node).filter { $0.layout.placed != nil && $0.layout.size != $0.layout.geometrySize }
            guard !resized.isEmpty else { break }
            transaction(cause: "layout: a GeometryReader's size changed") { for node in resized { node.invalidate(because: "@geometry") } }
            layoutIsStale = false
            layout.run(root: root)
        }
    }

    /// The staleness oracle's render (Host/StaleScreenOracle.swift), made in
    /// a forked copy of the program that ends after it: every body runs on
    /// the state as it is, none is skipped, no effect runs. `freshlyRun`
    /// then names the views a comparison would have skipped.
    func renderFresh() {
        rendersFresh = true
        freshlyRun.removeAll()
        isUpdating = true
        root.isDirty = true
        evaluate(root)
    }

    /// Runs `action` after the pass, with the appear and change actions.
    func afterPass(_ action: @escaping @MainActor () -> Void) {
        pendingEffects.append(action)
    }

    func scheduleUpdate(of node: Node) {
        dirty.append(node)
    }

    /// Whether a write since the last update awaits one (a node made dirty,
    /// or an observed write queued): what a turn of the main run loop
    /// changed (ScheduledWork.run).
    var hasPendingChanges: Bool {
        !dirty.isEmpty || !PendingInvalidations.queue.withLock { $0.isEmpty }
    }

    private func flushDirty() {
        while !dirty.isEmpty {
            swap(&batch, &dirty)  // `batch` was emptied after its pass
            // Parents first: a parent's pass may re-run or remove the child.
            for node in Self.shallowestFirst(batch) where node.isAlive && node.isDirty {
                noteContentRun(of: node)
                if let container = lazyContainer(owning: node) {
                    // Rows are counted from the container; re-expand from there.
                    container.isDirty = true
                    evaluate(container)
                } else {
                    evaluate(node)
                }
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// The nodes ordered by depth, keeping their order within a depth: one
    /// pass into a list per depth (a comparison sort of 100,000 nodes cost
    /// more than re-running them). Lists already in order come back as they are.
    private static func shallowestFirst(_ nodes: [Node]) -> [Node] {
        if zip(nodes, nodes.dropFirst()).allSatisfy({ $0.depth <= $1.depth }) { return nodes }
        let shallowest = nodes.map(\.depth).min()!, deepest = nodes.map(\.depth).max()!
        var levels = [[Node]](repeating: [], count: deepest - shallowest + 1)
        for node in nodes { levels[node.depth - shallowest].append(node) }
        return levels.flatMap { $0 }
    }

    private func lazyContainer(owning node: Node) -> Node? {
        guard node.rowWindow != nil, node.role == .group else { return nil }
        var current = node.parent
        while let candidate = current, candidate.rowWindow != nil {
            if candidate.isLazyContainer { return candidate }
            current = candidate.parent
        }
        return nil
    }

    // MARK: Building and updating nodes

    func mount(_ view: any View, key: ChildKey, parent: Node?, hidden: Bool = false, identity: ViewHost.IdentityChange? = nil) -> Node {
        let node = Node(graph: self, parent: parent, key: key, view: view)
        why?.noteMount(node, change: identity)
        node.ownHidden = hidden
        node.isHidden = hidden || (parent?.isHidden ?? false)
        if node.depth > Self.maximumDepth {
            Diagnostics.fail("""
                the view tree is more than \(Self.maximumDepth) levels deep at \(node.parent?.path ?? node.typeName). \
                A body that contains its own view type with nothing to stop it builds an infinite tree.
                """)
        }
        if let window = parent?.rowWindow, node.role == .group {
            node.rowWindow = window
            node.rowElement = LazyRowElement.of(node, key: key)
        }
        node.isDirty = true
        evaluate(node)
        if serial > 1, IdentityContinuity.follows(node) { identities.mounted.append(node) }
        if node.facts.presentation != nil { presented.append(node) }
        if !node.isHidden { scheduleEffects(appearing: node) }
        return node
    }

    /// Re-evaluates a node: runs a custom view's body or re-expands a
    /// built-in view, then reconciles the children it produced.
    func evaluate(_ node: Node) {
        node.isDirty = false
        // Updated again: what it shows now is judged afresh (Graph+SeenChanges.swift).
        if node.arrivesUnseen { node.arrivesUnseen = false }
        node.evaluations += 1
        evaluationCount += 1
        layout.noteEvaluated(node)
        var children = _Children(node: node, items: spareItemLists.popLast() ?? [])
        if let window = node.rowWindow, node.isLazyContainer { window.beginPass() }
        switch node.role {
        case .custom:
            runBody(of: node, into: &children)
        case .group:
            // A group's content closures (ForEach rows) read state too.
            track(node) { expand(node.view, into: &children) }
        default:
            if node.info.isAppShape, let shape = node.view as? any Shape {
                draw(shape, into: &children)
            } else if node.tracksReads {
                // A representable is a View of the app: its dynamic properties
                // (`@State`, `@Environment`) are installed per identity before
                // `makeUIView`/`updateUIView` run, as a body's are before it runs.
                if node.info.isRepresentable { PropertyInstaller.install(node) }
                track(node) { expand(node.view, into: &children) }
            } else {
                expand(node.view, into: &children)
            }
        }
        // Swapped, not copied: the old facts leave with `children`.
        swap(&node.facts, &children.facts)
        if node.facts.transactionRule != nil { transactionRulesSeen = true }
        if case .zIndex? = node.facts.drawing { zIndexSeen = true }
        if node.evaluations > 1, node.lookRecordedIn != serial, updateMayAnimate || transactionRulesSeen {
            node.lookRecordedIn = serial
            looksBefore.append((node, children.facts))
        }
        if node.evaluations > 1, !node.facts.effects.isEmpty { scheduleChangeEffects(of: node) }
        reconcile(node, with: children.items, rowsBefore: children.facts.rowData)
        children.items.removeAllKeepingCapacity()
        if children.items.capacity <= 64 { spareItemLists.append(children.items) }
    }

    /// Item lists of finished evaluations, emptied for the next ones: a
    /// fresh list per evaluation was an allocation per body run.
    private var spareItemLists: [[_Children.Item]] = []

    private func expand<V: View>(_ view: V, into children: inout _Children) {
        V._expand(view, into: &children)
    }

    /// An app's shape: drawn as the simulator draws one, not by its own `_expand`.
    private func draw<S: Shape>(_ shape: S, into children: inout _Children) {
        S.drawn(shape, into: &children)
    }

    private func runBody(of node: Node, into children: inout _Children) {
        let index = node.info.index
        if index >= bodyCounts.count { bodyCounts += repeatElement(0, count: ViewTypeInfo.count - bodyCounts.count) }
        bodyCounts[index] += 1
        if node.bodyRunsRound != countsRound { (node.bodyRuns, node.bodyRunsRound) = (0, countsRound) }
        node.bodyRuns += 1
        events.append(.body(index))
        PropertyInstaller.install(node)
        swap(&node.runReasons, &node.reasons)
        swap(&node.runChangedStates, &node.changedStates)
        node.reasons.removeAllKeepingCapacity()
        node.changedStates.removeAllKeepingCapacity()
        node.runSelfChanged = node.selfChanged
        node.selfChanged = false
        let previous = ChangeLog.running
        ChangeLog.running = node
        defer { ChangeLog.running = previous }
        why?.ran(node)
        if trace { print("[trace] \(ChangeLog.line(name: node.typeName, reasons: node.runReasonLabels))") }
        // A lab's view builds its children with `body`, never an `_expand` of its own.
        track(node) {
            if node.info.isBuiltIn { expand(node.view, into: &children) } else { appendBody(of: node.view, to: &children) }
        }
    }

    private func appendBody<V: View>(of view: V, to children: inout _Children) {
        children.append(view.body)
    }

    /// Evaluates `work` with `node` as the reader of any state and any
    /// `@Observable` property it touches; re-armed on every evaluation.
    private func track(_ node: Node, _ work: () -> Void) {
        let previous = Self.current
        Self.current = node
        defer { Self.current = previous }
        // Work the body schedules carries its pass (BodyScheduledWork.swift).
        BodyScheduledWork.$scheduledBy.withValue(BodyScheduledWork.Pass(viewName: node.typeName)) {
            observe(node, work)
        }
    }

    private func observe(_ node: Node, _ work: () -> Void) {
        let reference = NodeReference(node: node)
        if let why {
            // Recording reasons: the same, plus which property changed.
            why.track(work, node: node, reference: reference)
            return
        }
        withObservationTracking(work) {
            reference.invalidate(because: "@dependencies")
        }
    }

    /// Matches the new children with the existing nodes by identity.
    /// `rowsBefore`: a `ForEach`'s data at its previous expansion, to tell
    /// rows whose element was replaced (Graph+ReplacedRows.swift).
    private func reconcile(_ node: Node, with items: [_Children.Item], rowsBefore: (any _RowData)? = nil) {
        let old = node.children
        if node.seenOrder != nil { node.seenOrder = nil; layout.noteEvaluated(node) }
        if old.isEmpty, items.isEmpty { return }
        let environment = node.childEnvironment()
        if old.isEmpty {
            node.children = items.map { item in
                noteInserted(mount(item.view, key: item.key, parent: node, hidden: item.hidden,
                                   identity: why?.identityChange(forNew: item.key, view: item.view, parent: node, old: old)))
            }
            return
        }
        if old.count == items.count, old.indices.allSatisfy({ old[$0].isIdentified(by: items[$0]) }) {
            for index in old.indices {
                if old[index].ownHidden != items[index].hidden { setHidden(old[index], items[index].hidden) }
                update(old[index], with: items[index].view, environment: environment)
            }
            return
        }
        var reusable: [ChildKey: Node] = [:]
        for child in old { reusable[child.key] = child }
        var next: [Node] = []
        next.reserveCapacity(items.count)
        let rows = serial > 1 ? rowsBefore.flatMap { before in node.facts.rowData.map { (before, $0) } } : nil
        var newRows: [Node] = [], goneRows: [Node] = []
        for item in items {
            if let child = reusable[item.key], child.isIdentified(by: item) {
                reusable[item.key] = nil
                if child.ownHidden != item.hidden { setHidden(child, item.hidden) }
                update(child, with: item.view, environment: environment)
                next.append(child)
            } else {
                let child = noteInserted(mount(item.view, key: item.key, parent: node, hidden: item.hidden,
                                               identity: why?.identityChange(forNew: item.key, view: item.view, parent: node, old: old)))
                next.append(child)
                if rows != nil { newRows.append(child) }
            }
        }
        // Removed children go in their old order.
        for child in old where reusable[child.key] === child {
            if let why { why.removed(child, change: why.identityChange(forRemoved: child, parent: node, items: items)) }
            if rows != nil { goneRows.append(child) }
            tearDown(child)
            if serial > 1 { removedTops.append(child) }
        }
        if let rows, !newRows.isEmpty, !goneRows.isEmpty {
            identities.noteReplacedRows(gone: goneRows, new: newRows, before: rows.0, now: rows.1)
        }
        node.children = next
        noteReordered(node, old: old)
    }

    /// Gives an existing child its new value from the parent's pass.
    private func update(_ node: Node, with newView: any View, environment: EnvironmentValues) {
        let environmentChanged = node.environment.revision != environment.revision
        if environmentChanged {
            noteEnvironmentBefore(node)
            node.environment = environment
            noteEnvironmentChange(of: node)
        }
        switch node.role {
        case .custom, .equatable:
            if !Equivalence.views(node.view, newView, info: node.info) {
                if let why, node.role == .custom { why.noteSelfChange(node, old: node.view, new: newView) }
                node.view = newView
                node.selfChanged = true
                node.isDirty = true
            }
            if !node.isDirty {
                comparisonSkips += 1
                if rendersFresh {
                    // The oracle's render: run it anyway, and remember a comparison would have skipped it.
                    freshlyRun.insert(ObjectIdentifier(node))
                    node.view = newView
                    node.isDirty = true
                }
            }
            if node.isDirty {
                evaluate(node)
            } else {
                if let why { noteSkip(of: node, in: why) }
                if environmentChanged { propagateEnvironment(below: node) }
            }
        case .primitive where node.children.isEmpty && Equivalence.views(node.view, newView, info: node.info):
            // An unchanged leaf primitive (the same text, say) has nothing to redo.
            break
        case .primitive, .container, .modifier, .group:
            node.view = newView
            evaluate(node)
        }
    }

    /// Records a custom view whose body was skipped (an `EquatableView`'s: its content's).
    private func noteSkip(of node: Node, in why: WhyLog) {
        if node.role == .custom {
            why.skipped(node)
        } else if let content = node.children.first, content.role == .custom, !content.isDirty {
            why.skipped(content, viaEquatableView: true)
        }
    }

    /// A view skipped its body but its environment changed: readers below it
    /// still have to hear about it.
    private func propagateEnvironment(below node: Node) {
        let environment = node.childEnvironment()
        for child in node.children where child.environment.revision != environment.revision {
            noteEnvironmentBefore(child)
            child.environment = environment
            noteEnvironmentChange(of: child)
            propagateEnvironment(below: child)
        }
    }

    private func noteEnvironmentChange(of node: Node) {
        for read in node.environmentReads where read.changed(node.environment) {
            node.invalidate(because: read.label)
            if let why, let describe = read.describe {
                let (old, new) = describe(node.environment)
                why.noteEnvironment(node, label: read.label, old: old, new: new)
            }
        }
    }

    /// Removes a subtree: its state is dropped, its tasks cancelled, and its
    /// onDisappear actions run after the pass.
    func tearDown(_ node: Node) {
        node.isAlive = false
        if serial > 1, IdentityContinuity.follows(node) { identities.noteRemoved(node) }
        why?.forget(node)
        if node.facts.presentation != nil { presented.removeAll { $0 === node } }
        for subscription in node.subscriptions.values { subscription.cancel() }
        node.subscriptions.removeAll()
        for effect in node.facts.effects where !node.isHidden {
            if case .disappear(let action) = effect {
                let name = node.effectOwnerName
                pendingEffects.append { [unowned self] in
                    self.events.append(.other(.disappear(name)))
                    action()
                }
            }
        }
        for (_, task) in node.tasks {
            task.cancel()
            events.append(.other(.taskCancel(node.effectOwnerName)))
        }
        node.tasks.removeAll()
        if !Representables.records.isEmpty { Representables.tearDown(node) }
        for child in node.children { tearDown(child) }
    }

    // MARK: Covered views and presented content

    /// Presented content alive now (sheets, alerts, dialogs), oldest first:
    /// a user can only reach the last one.
    private(set) var presented: [Node] = []

    /// Covers or uncovers a child (a pushed view's parent, a tab): its subtree
    /// stays built with its state; covering runs its onDisappear actions and
    /// cancels its tasks, uncovering runs onAppear and starts the tasks again.
    func setHidden(_ node: Node, _ hidden: Bool) {
        node.ownHidden = hidden
        let effective = hidden || (node.parent?.isHidden ?? false)
        guard effective != node.isHidden else { return }
        func walk(_ node: Node) {
            node.isHidden = effective
            layout.noteEvaluated(node)
            if effective {
                disappear(node)
            } else {
                scheduleEffects(appearing: node)
            }
            for child in node.children where !child.ownHidden { walk(child) }
        }
        walk(node)
        if let parent = node.parent { layout.noteEvaluated(parent) }
    }

    private func disappear(_ node: Node) {
        let name = node.effectOwnerName
        for effect in node.facts.effects {
            if case .disappear(let action) = effect {
                pendingEffects.append { [unowned self] in
                    self.events.append(.other(.disappear(name)))
                    action()
                }
            }
        }
        for (_, task) in node.tasks {
            task.cancel()
            events.append(.other(.taskCancel(name)))
        }
        node.tasks.removeAll()
    }

    // MARK: Effects

    private func scheduleEffects(appearing node: Node) {
        let name = node.effectOwnerName
        for (index, effect) in node.facts.effects.enumerated() {
            switch effect {
            case .appear(let action):
                pendingEffects.append { [unowned self] in
                    guard node.isAlive else { return }
                    self.events.append(.other(.appear(name)))
                    action()
                }
            case .task(let id, let action):
                pendingTaskStarts.append { [unowned self] in
                    guard node.isAlive else { return }
                    self.startTask(index: index, id: id, action: action, on: node, name: name)
                }
            case .change(let value, let initial, let action):
                node.changeValues[index] = value
                if initial {
                    pendingEffects.append { guard node.isAlive else { return }; action(value, value) }
                }
            case .disappear, .focus, .submit:
                break
            }
        }
    }

    /// After a re-evaluation: `onChange` compares its value, `task(id:)` its id.
    private func scheduleChangeEffects(of node: Node) {
        let name = node.effectOwnerName
        for (index, effect) in node.facts.effects.enumerated() {
            switch effect {
            case .change(let value, _, let action):
                let old = node.changeValues[index] ?? value
                node.changeValues[index] = value
                if !Equivalence.values(old, value) {
                    events.append(.other(.change(name)))
                    pendingEffects.append { guard node.isAlive else { return }; action(old, value) }
                }
            case .task(let id?, let action):
                if let running = node.taskIDs[index], !Equivalence.values(running, id) {
                    node.tasks[index]?.cancel()
                    events.append(.other(.taskCancel(name)))
                    pendingTaskStarts.append { [unowned self] in
                        guard node.isAlive else { return }
                        self.startTask(index: index, id: id, action: action, on: node, name: name)
                    }
                }
            default:
                break
            }
        }
    }

    private func startTask(
        index: Int, id: Any?, action: @escaping @MainActor @Sendable () async -> Void,
        on node: Node, name: String
    ) {
        events.append(.other(.taskStart(name)))
        node.taskIDs[index] = id
        // Runs at once up to its first suspension, so work a task does
        // without awaiting is done when the pass that showed the view ends.
        node.tasks[index] = Task.immediate { @MainActor in await action() }
    }

    // MARK: Queries

    /// The first node on screen in tree order that matches, without
    /// visiting the rest. Covered subtrees are not on screen.
    func firstNode(in start: Node? = nil, where matches: (Node) -> Bool) -> Node? {
        func search(_ node: Node) -> Node? {
            if matches(node) { return node }
            for child in node.children where !child.isHidden { if let found = search(child) { return found } }
            return nil
        }
        return search(start ?? root)
    }

    /// Every node on screen (covered subtrees left out), in tree order.
    func forEachNode(in start: Node? = nil, includingHidden: Bool = false, _ visit: (Node) -> Void) {
        func walk(_ node: Node) {
            visit(node)
            for child in node.children where includingHidden || !child.isHidden { walk(child) }
        }
        walk(start ?? root)
    }
}


/// An event as the graph records it.
enum RecordedEvent {
    case body(Int)
    case other(ViewHost.Event)

    @MainActor var event: ViewHost.Event {
        switch self {
        case .body(let index): .body(ViewTypeInfo.all[index].name)
        case .other(let event): event
        }
    }
}

extension Array {
    /// Empties a short list and keeps its storage. For the one or two
    /// elements a node's lists hold, popping them costs a fraction of
    /// `removeAll(keepingCapacity:)`, which runs generic range code.
    mutating func removeAllKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
