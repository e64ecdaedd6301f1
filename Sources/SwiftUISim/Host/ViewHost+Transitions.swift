/// What a check can ask about a view's animations: the transaction's
/// animation at the view in the last update (`TreeNode.animation`), and the
/// transition that applies to the view (`TreeNode.transition`).
extension ViewHost {
    /// The `.transition` that applies to a view when it is inserted or removed.
    public struct AppliedTransition: CustomStringConvertible {
        /// As `dump()` names it (`move(bottom)`, `asymmetric(identity, opacity)`).
        public let name: String
        /// Whether inserting the view changes it in a way a user sees (an
        /// `.identity`, `.offset(y: 0.01)` or `.scale(scale: 0.999)` side does
        /// not, nor a custom transition whose two states look the same):
        /// a move or a size change of `visibleSizeChange` points, an opacity
        /// change of `visibleOpacityChange`; for a custom transition, its
        /// phases as drawn, also a blur change of `visibleBlurChange`, a
        /// colour change of `visibleDifference`, a clip, a paint or a text
        /// (Modifiers/TransitionChange.swift, TransitionSeenState.swift).
        public let changesOnInsertion: Bool
        /// The same for removing it.
        public let changesOnRemoval: Bool
        /// The animation it ran with on insertion in the last update that
        /// wrote state: one attached to the transition, else the transaction's
        /// where the transition sits; nil: it did not animate.
        public let insertionAnimation: String?
        /// The same for removal.
        public let removalAnimation: String?
        /// When the insertion's animation started and how long it ran
        /// (`shows`: whether a user sees it play); nil: it did not animate.
        public let insertionTiming: AnimationTiming?
        /// The same for removal.
        public let removalTiming: AnimationTiming?
        public var description: String { "transition(\(name))" }
    }
}

extension Node {
    /// The transition that applies to this view (a view node, with the
    /// modifier nodes that wrap it above): the outermost `.transition` on the
    /// view; else, for a custom view, the one on the root of its body. A
    /// transition is a trait of a view, and a custom view's traits are those
    /// of its body's root view (as for `.tag`), so either runs when the
    /// custom view is inserted.
    /// A sheet's or a cover's content comes and goes as UIKit presents it
    /// (`PresentationCover.systemTransition`).
    var appliedTransition: ViewHost.AppliedTransition? {
        if facts.presentation != nil, let system = PresentationCover.systemTransition(of: self) { return system }
        var wrapper = parent
        var found: Node?
        while let node = wrapper, node.role == .modifier {
            if node.facts.transition != nil { found = node }
            wrapper = node.parent
        }
        if let found { return Self.applied(found) }
        // Down through the body's root: its modifiers, then the view itself.
        var content = role == .custom ? children.first : nil
        while let node = content, node.role == .modifier || node.role == .custom {
            if node.role == .modifier, node.facts.transition != nil { return Self.applied(node) }
            content = node.children.count == 1 ? node.children.first : nil
        }
        return nil
    }

    private static func applied(_ node: Node) -> ViewHost.AppliedTransition? {
        guard let transition = node.facts.transition else { return nil }
        let animation = node.transactionForContent.animation
        func ran(_ side: AnyTransition.Side) -> Animation? { side.attached.map(\.animation) ?? animation }
        // A scale is judged on the view's size: laid out on demand, once.
        var frame: ViewHost.Frame? {
            node.graph.layoutIfNeeded()
            return LayoutQuery.frame(of: node)
        }
        // What the view draws (its size and colours), for a custom transition's phases: read once, on demand.
        var content: TransitionedContent?
        func drawn() -> TransitionedContent {
            if let content { return content }
            let read = TransitionedContent.of(node, in: frame)
            content = read
            return read
        }
        func shows(_ side: AnyTransition.Side) -> Bool { side.changes.contains { $0.shows(in: frame, content: drawn()) } }
        return ViewHost.AppliedTransition(
            name: transition.name, changesOnInsertion: shows(transition.insertion), changesOnRemoval: shows(transition.removal),
            insertionAnimation: ran(transition.insertion)?.name, removalAnimation: ran(transition.removal)?.name,
            insertionTiming: ran(transition.insertion).map { ViewHost.AnimationTiming($0.timing) },
            removalTiming: ran(transition.removal).map { ViewHost.AnimationTiming($0.timing) })
    }
}
