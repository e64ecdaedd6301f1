/// What a user sees of views an update inserts and removes, a moment after
/// it (red-team round 19). Graph+SeenLook.swift keeps the old look of a view
/// whose animation has not brought its new look on screen a glance later;
/// this file does the same for the two ends of a view's life:
///
/// - Inserted: a view inserted in an animated update runs its transition's
///   insertion, from its start state (faded out, moved off, scaled down) to
///   the view as written. Apple, transition(_:) (iOS 13): "When this view
///   appears or disappears, the transition will be applied to it, allowing
///   for animating it in and out"; with none written, SwiftUI fades the view
///   in and out (Apple's SwiftUI tutorial "Animating views and transitions",
///   iOS 13; `AnyTransition.opacity`: "A transition from transparent to
///   opaque on insertion, and from opaque to transparent on removal"). When that
///   animation has not got half way a glance after the change
///   (`AnimationTiming.arrives(by:)`: `withAnimation(.linear(duration: 600))`,
///   `.delay(30)`, `repeatForever`), the view is still in its start state:
///   `Legibility` judges it not seen (`Node.arrivesUnseen`), until the
///   view's next update (the simulator has no clock to let it arrive later).
///   A transition that changes nothing a user sees on insertion
///   (`.identity`) shows the view at once.
/// - Removed: SwiftUI keeps a removed view on screen while its removal
///   transition runs. `ViewHost.removals` records, for each view an update
///   removed, the transition that applied to it and the animation it left
///   with, so a check can tell a view that leaves as a user sees (a move,
///   a fade) from one that vanishes in one frame (no animation, an
///   `.identity` removal).
extension Graph {
    /// A view `mount` built as a child of a view that existed before the
    /// running update: the outermost view the update inserted there.
    func noteInserted(_ node: Node) -> Node {
        if serial > 1, !node.isHidden, let parent = node.parent, parent.bornIn < serial, updateMayAnimate || transactionRulesSeen {
            insertedTops.append(node)
        }
        return node
    }

    /// At the end of a transaction (its transaction now `lastTransaction`
    /// when it wrote state): marks inserted views a user does not see yet,
    /// and records the removals.
    func judgeInsertionsAndRemovals(written: Transaction?, action: String) {
        defer {
            insertedTops.removeAll(keepingCapacity: true)
            removedTops.removeAll(keepingCapacity: true)
        }
        // Without a write, the transaction animated nothing (`lastTransaction` is an older one's).
        let animated = written != nil
        for top in insertedTops where top.isAlive && animated {
            let view = Self.viewInside(top)
            let transition = view.appliedTransition
            let timing = transition?.insertionTiming ?? view.transactionInLastUpdate.animation.map { ViewHost.AnimationTiming($0.timing) }
            guard let timing, !timing.arrives(by: seenAfter), transition?.changesOnInsertion ?? true else { continue }
            top.arrivesUnseen = true
            unseenArrivals += 1
            layout.noteEvaluated(top)
        }
        for top in removedTops {
            let view = Self.viewInside(top)
            let transition = animated ? view.appliedTransition : nil
            let timing = animated
                ? transition?.removalTiming ?? view.transactionInLastUpdate.animation.map { ViewHost.AnimationTiming($0.timing) }
                : nil
            var texts: [String] = []
            func collect(_ node: Node) {
                if let text = node.facts.text, !node.isHidden { texts.append(text) }
                node.children.forEach(collect)
            }
            collect(top)
            removals.append(ViewHost.Removal(
                type: TreeDump.baseName(view), texts: texts, transition: transition, timing: timing, action: action))
        }
        if removals.count > Self.maximumRemovals { removals.removeFirst(removals.count - Self.maximumRemovals) }
    }

    /// The removals a host keeps, newest last.
    static let maximumRemovals = 200

    /// The view a top node stands for: down through the modifiers wrapped
    /// around it (a `.transition` sits on one of them) and the branches of
    /// an `if`/`else` it is in (a transition inside one still runs).
    private static func viewInside(_ node: Node) -> Node {
        var view = node
        while view.role == .modifier || view.role == .group, view.children.count == 1, let content = view.children.first { view = content }
        return view
    }
}

extension Node {
    /// Whether this view, or one it is inside, was inserted with an
    /// animation that has not brought it on screen yet.
    var isArrivingUnseen: Bool {
        guard graph.unseenArrivals > 0 else { return false }
        var current: Node? = self
        while let node = current {
            if node.arrivesUnseen { return true }
            current = node.parent
        }
        return false
    }
}

extension ViewHost {
    /// A view an update removed, as a user saw it leave.
    public struct Removal: CustomStringConvertible {
        /// The view removed (the outermost one), as `dump()` names it.
        public let type: String
        /// The texts it showed.
        public let texts: [String]
        /// The `.transition` that applied to it; nil: none written, so
        /// SwiftUI fades it out (its default transition, opacity).
        public let transition: AppliedTransition?
        /// The animation it was removed with (its transition's own, else the
        /// transaction's at the view); nil: the update did not animate there.
        public let timing: AnimationTiming?
        /// The action that removed it (`tap("Hide receipt")`).
        public let action: String

        /// Whether a user sees it leave: its removal changes what shows (a
        /// written transition's removal side, or the default fade) and runs
        /// with an animation a user sees play (`AnimationTiming.shows`).
        /// Otherwise it vanishes in one frame.
        public var seenLeaving: Bool {
            (transition?.changesOnRemoval ?? true) && timing?.shows == true
        }

        public var description: String {
            let how = transition.map { "\($0)" } ?? "the default fade"
            let when = timing.map { "animated \($0)" } ?? "not animated"
            return "\(type) \(texts) removed by \(action) with \(how), \(when)"
        }
    }

    /// Every view removed since the host was made, oldest first (the last 200).
    public var removals: [Removal] { graph.removals }

    /// The share of its track each `ProgressView(value:total:)` a user sees
    /// draws filled, in tree order: as drawn a glance after the last change
    /// (an animation that has not brought a new value on screen leaves the
    /// old share, Graph+SeenLook.swift). Apple, ProgressView(value:total:)
    /// (iOS 14).
    public var progressShown: [Double] {
        graph.layoutIfNeeded()
        var shares: [Double] = []
        graph.forEachNode { node in
            // Drawn by a custom style: the share its body shows (Views/ProgressStyleInEffect.swift).
            if node.facts.progress != nil, let share = DrawnProgress.seen(on: node), Legibility.shows(node) { shares.append(share) }
        }
        return shares
    }
}
