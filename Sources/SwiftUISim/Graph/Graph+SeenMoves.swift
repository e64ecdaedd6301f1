/// Twenty-first review: where views that only move are seen a moment after
/// an update. Graph+SeenLook.swift keeps a re-evaluated view's old look while
/// its animation has not brought the new one on screen; a view that only
/// moves (a row a `ForEach` puts in a new place when its data is re-sorted)
/// is not re-evaluated, and its new place used to land at once: a table
/// re-sorted under `.animation(.linear(duration: 600), value: order)` was
/// read in its new order a second later, while a user still sees the rows
/// in the old order, gliding. Apple, animation(_:value:) (iOS 15): "Applies
/// the given animation to this view when the specified value changes"; a
/// `ForEach` whose order changes moves its rows with the animation in effect
/// there.
///
/// So when an update puts the children a view kept in a new order, and the
/// transaction as it reaches them carries an animation that has not got half
/// way a glance later (`AnimationTiming.arrives(by:)`), the view keeps the
/// order a user sees (`Node.seenOrder`): the kept children in their old
/// order, in the places kept children occupy (inserted children are placed
/// as the update put them; their transition is judged on its own,
/// Graph+SeenChanges.swift). The layout (`LayoutEngine`) and the texts a
/// user reads (`OnScreen`) follow it, until the view's next update (the
/// simulator has no clock to let the rows arrive later).
extension Graph {
    /// After a reconcile: whether the children kept from `old` are in a new
    /// order now, noted when the update may animate.
    func noteReordered(_ node: Node, old: [Node]) {
        guard updateMayAnimate || transactionRulesSeen, old.count > 1, node.children.count > 1 else { return }
        let now = Set(node.children.map(ObjectIdentifier.init))
        let keptBefore = old.filter { now.contains(ObjectIdentifier($0)) }
        guard keptBefore.count > 1 else { return }
        let before = Set(keptBefore.map(ObjectIdentifier.init))
        let keptNow = node.children.filter { before.contains(ObjectIdentifier($0)) }
        guard !zip(keptBefore, keptNow).allSatisfy({ $0 === $1 }) else { return }
        reordered.append((node, keptBefore))
    }

    /// At the end of a transaction: views whose moves a user does not see
    /// land yet keep their children's old order on screen.
    func keepOrdersNotSeenYet(transaction base: Transaction) {
        defer { reordered.removeAll(keepingCapacity: true) }
        for (node, keptBefore) in reordered where node.isAlive {
            guard let moved = keptBefore.first(where: \.isAlive) else { continue }
            let animation = moved.transaction(in: base, update: serial).animation
            guard let animation, !ViewHost.AnimationTiming(animation.timing).arrives(by: seenAfter) else { continue }
            let kept = Set(keptBefore.map(ObjectIdentifier.init))
            var queue = keptBefore.makeIterator()
            node.seenOrder = node.children.map { kept.contains(ObjectIdentifier($0)) ? (queue.next() ?? $0) : $0 }
            layout.noteEvaluated(node)
        }
    }
}

extension Node {
    /// Its children in the order a user sees them drawn now.
    var drawnChildren: [Node] { seenOrder ?? children }
}

/// The same for a view's size (finding "a clipped row that grows over ten
/// minutes"): a view re-evaluated in an update whose animation has not got
/// half way a glance later is still drawn at its size from before
/// (`Node.keptSize`, from the last layout before the update), and a clip
/// around it (`.clipped()`, `.clipShape`; Apple, clipped(antialiased:),
/// iOS 13: "Clips this view to its bounding rectangular frame", the frame
/// that is animating) cuts at that size: details inserted at once
/// (`.transition(.identity)`) into a row that grows over ten minutes stay cut
/// off. Laid-out positions of what is inside still land at once.
extension Graph {
    func keepSizeNotSeenYet(_ node: Node, notSeenYet: Bool) {
        guard notSeenYet else {
            if node.keptSize != nil { node.keptSize = nil }
            return
        }
        if node.keptSize == nil, node.layout.placed != nil { node.keptSize = node.layout.size }
    }
}

extension Legibility {
    /// A clip's frame as a user sees it: no larger than the size the view it
    /// clips still has on screen (`Node.keptSize`), from its top leading corner.
    static func seenClip(_ frame: ViewHost.Frame, of clip: Node) -> ViewHost.Frame {
        var frame = frame
        var current: Node? = clip.children.first
        while let step = current {
            if let kept = step.keptSize {
                frame.width = min(frame.width, kept.width)
                frame.height = min(frame.height, kept.height)
                break
            }
            guard step.role == .modifier || LayoutEngine.isTransparent(step) else { break }
            current = step.children.first
        }
        return frame
    }
}
