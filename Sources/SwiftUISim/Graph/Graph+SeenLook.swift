/// What a user sees a moment after a change (red-team round 15): the
/// simulator has no frames, so an animated change used to land at once, and
/// a check reading the screen judged the end state even when the animation
/// would take ten minutes (`.linear(duration: 600)`) or start half a minute
/// later (`.delay(30)`). A user reads the result of a change about a second
/// after it (`ViewHost.AnimationTiming.glance`).
///
/// So at the end of each update, every view that was re-evaluated in it and
/// whose transaction (the update's, changed by the `.animation` and
/// `.transaction` modifiers it is nested in, Graph+Animation.swift) carries
/// an animation that has not brought the new look on screen by then
/// (`AnimationTiming.arrivesByGlance`: not started, under half of the way,
/// or never settling) keeps drawing its look from before the update
/// (`NodeFacts.keepLook`). Its state, text, controls and structure are the
/// new ones, as in SwiftUI, where only animatable values interpolate. The
/// old look stays until the view's next update: the simulator has no clock
/// to let it arrive later.
///
/// A press is judged sooner: while a finger rests on the button in an
/// ordinary tap (`seenAfter` is `AnimationTiming.tapHold` then, `ViewHost.press`).
///
/// Every ViewHost query reads the same facts (`tree`, `snapshot`, `paint`,
/// `frame`, `opacity(of:)`, …), so every lab judges what is on screen then.
extension Graph {
    func keepLooksNotSeenYet(transaction base: Transaction) {
        defer { looksBefore.removeAll(keepingCapacity: true) }
        for (node, before) in looksBefore where node.isAlive {
            let animation = node.transaction(in: base, update: serial).animation
            let notSeenYet = animation.map { !ViewHost.AnimationTiming($0.timing).arrives(by: seenAfter) } ?? false
            node.showsOldLook = notSeenYet
            guard notSeenYet else { continue }
            node.facts.keepLook(of: before)
            layout.noteEvaluated(node)
        }
    }
}

extension Node {
    /// The transaction of an update (`base`, numbered `update`) as it reaches
    /// this view: changed by every modifier it is nested in.
    func transaction(in base: Transaction, update: Int) -> Transaction {
        guard let parent else { return base }
        var transaction = parent.transaction(in: base, update: update)
        parent.facts.transactionRule?.apply(to: &transaction, update: update)
        return transaction
    }
}
