/// Transitions and what animates them. A transition runs when its view is
/// inserted or removed, in a transaction with an animation at that view
/// (Graph/Graph+Animation.swift); what it changes on each side is kept, so a
/// check can tell one that moves the view visibly from one that changes
/// nothing or next to nothing (`.identity`, `.offset(y: 0.01)`,
/// `.scale(scale: 0.999)`, a custom one whose states are the same:
/// TransitionChange.swift).
public struct AnyTransition: Sendable {
    /// How `dump()` names it.
    let name: String
    let insertion: Side, removal: Side

    /// One side of a transition (insertion or removal).
    struct Side: Sendable {
        /// What it changes between its active and identity states; empty: nothing.
        var changes: [TransitionChange]
        /// `AnyTransition.animation(_:)`: an animation of its own, which
        /// replaces the transaction's (nil: none attached).
        var attached: Attached?
    }
    struct Attached: Sendable { let animation: Animation? }
    /// What the transition does to its view at rest, between insertion and
    /// removal: a custom one's identity state (nil: nothing, as for the
    /// built-in ones, whose identity state is the view as written).
    let rest: TransitionRest?

    init(name: String, change: TransitionChange? = .appears) {
        let side = Side(changes: change.map { [$0] } ?? [])
        self.init(name: name, insertion: side, removal: side)
    }
    init(name: String, insertion: Side, removal: Side, rest: TransitionRest? = nil) {
        (self.name, self.insertion, self.removal, self.rest) = (name, insertion, removal, rest)
    }

    public static let opacity = AnyTransition(name: "opacity"), slide = AnyTransition(name: "slide")
    public static let scale = AnyTransition(name: "scale"), identity = AnyTransition(name: "identity", change: nil)
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge))") }
    public static var push: AnyTransition { AnyTransition(name: "push") }
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(name: "offset(\(offset.width), \(offset.height))", change: .offset(x: Double(offset.width), y: Double(offset.height)))
    }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(name: "scale(\(scale))", change: .scale(Double(scale)))
    }
    /// A custom modifier transition: what it changes is found by running the
    /// two modifiers' bodies on the same content (TransitionChange.swift).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let states = TransitionProbe.States(active: active, identity: identity)
        let probe = TransitionProbe { phase, content in
            phase == .identity ? AnyView(content.modifier(states.identity)) : AnyView(content.modifier(states.active))
        }
        // At rest the view carries the identity modifier (round 20).
        return AnyTransition(name: "modifier(\(E.self))", insertion: Side(changes: [.probe(probe, active: .willAppear)]),
                             removal: Side(changes: [.probe(probe, active: .didDisappear)]),
                             rest: TransitionRest { AnyView($0.modifier(states.identity)) })
    }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))", insertion: insertion.insertion, removal: removal.removal,
                      rest: TransitionRest.both(insertion.rest, removal.rest))
    }
    public func combined(with other: AnyTransition) -> AnyTransition {
        func both(_ first: Side, _ second: Side) -> Side {
            Side(changes: first.changes + second.changes, attached: first.attached ?? second.attached)
        }
        return AnyTransition(name: name + "+" + other.name, insertion: both(insertion, other.insertion), removal: both(removal, other.removal),
                             rest: TransitionRest.both(rest, other.rest))
    }
    /// Apple: "Attaches an animation to this transition."
    public func animation(_ animation: Animation?) -> AnyTransition {
        let attached = Attached(animation: animation)
        return AnyTransition(name: name, insertion: Side(changes: insertion.changes, attached: attached),
                             removal: Side(changes: removal.changes, attached: attached), rest: rest)
    }
}

/// A transition's identity state applied to its view for as long as the
/// view is shown. Apple, TransitionPhase.identity (iOS 17): "the
/// transition's view modifications in the identity phase will be applied
/// to the view as long as it is visible" (red-team round 20: a custom
/// transition whose identity phase has opacity 0 hid the receipt at rest).
/// Run on the main actor, where the view's update runs it.
final class TransitionRest: @unchecked Sendable {
    let apply: @MainActor (AnyView) -> AnyView
    init(_ apply: @escaping @MainActor (AnyView) -> AnyView) { self.apply = apply }

    /// The first's identity state, then the second's, around the view.
    static func both(_ first: TransitionRest?, _ second: TransitionRest?) -> TransitionRest? {
        guard let first else { return second }
        guard let second else { return first }
        return TransitionRest { second.apply(first.apply($0)) }
    }
}

/// `.transition(_:)`: recorded on the node, for the insertion or removal of
/// the view it applies to (`ViewHost.TreeNode.transition`).
struct _TransitionModifier: ViewModifier, BuiltinModifier {
    let transition: AnyTransition
    func record(into facts: inout NodeFacts) {
        facts.modifier = "transition(\(transition.name))"
        facts.transition = transition
    }
    /// The view, in the transition's identity state (`TransitionRest`).
    func apply<Content: View>(to content: Content, into children: inout _Children) {
        record(into: &children.facts)
        guard let rest = transition.rest else { return children.append(content) }
        children.append(MainActor.assumeIsolated { rest.apply(AnyView(content)) })
    }
}

/// `.transaction { }`: changes the transaction for the views inside.
struct _TransactionModifier: ViewModifier, BuiltinModifier {
    let transform: (inout Transaction) -> Void
    func record(into facts: inout NodeFacts) {
        facts.modifier = "transaction"
        facts.transactionRule = .transform(transform)
    }
}

/// `.animation(_:value:)`: the animation for the views inside, in the
/// updates that change `value`. The node's previous facts are still in place
/// while it expands: the value last seen is read there.
struct _AnimationModifier<Value: Equatable>: ViewModifier, BuiltinModifier {
    let animation: Animation?
    let value: Value
    func apply<Content: View>(to content: Content, into children: inout _Children) {
        var changedIn = 0
        if case .animation(_, let old, let oldChangedIn)? = children.node.facts.transactionRule, let old = old as? Value {
            changedIn = old == value ? oldChangedIn : children.node.graph.serial
        }
        children.facts.modifier = "animation"
        children.facts.transactionRule = .animation(animation, value: value, changedIn: changedIn)
        children.append(content)
    }
}

/// `.animation(_:)` without a value (deprecated in iOS 15): every update.
struct _AnyUpdateAnimationModifier: ViewModifier, BuiltinModifier {
    let animation: Animation?
    func record(into facts: inout NodeFacts) {
        facts.modifier = "animation"
        facts.transactionRule = .always(animation)
    }
}

extension View {
    public func transition(_ transition: AnyTransition) -> some View { modifier(_TransitionModifier(transition: transition)) }
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }
    public func animation(_ animation: Animation?) -> some View { modifier(_AnyUpdateAnimationModifier(animation: animation)) }
}

/// The state writes in `body` carry a transaction with `animation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try TransactionContext.with(Transaction(animation: animation), body)
}

/// The state writes in `body` carry `transaction`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try TransactionContext.with(transaction, body)
}

/// `withAnimation(.easeOut) { … } completion: { … }`: the completion runs
/// once the animation is over, which is after the pass the change made: in
/// a transaction of its own (Graph+AnimationCompletions.swift).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try TransactionContext.with(Transaction(animation: animation), body)
    AnimationCompletions.schedule(completion)
    return result
}
