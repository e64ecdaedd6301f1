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
/// (`NodeFacts.keepLook`). Its state, controls and structure are the new
/// ones. A text's string and its font from the environment are content:
/// under a content transition (Apple, ContentTransition, iOS 16: `.opacity`
/// "fades from transparent to opaque", `.numericText`, `.interpolate`, and
/// the cross-fade SwiftUI runs when none is set) they too arrive with the
/// animation, half way through (red-team round 20: a ten-minute cross-fade
/// of the time labels); under `.contentTransition(.identity)` at once. The
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
        defer {
            looksBefore.removeAll(keepingCapacity: true)
            environmentsBefore.removeAll(keepingCapacity: true)
        }
        let environmentChanged: Set<ObjectIdentifier> = environmentsBefore.isEmpty ? [] : Set(environmentsBefore.map { ObjectIdentifier($0.node) })
        for (node, before) in looksBefore where node.isAlive {
            let animation = node.transaction(in: base, update: serial).animation
            let notSeenYet = animation.map { !ViewHost.AnimationTiming($0.timing).arrives(by: seenAfter) } ?? false
            node.showsOldLook = notSeenYet
            keepSizeNotSeenYet(node, notSeenYet: notSeenYet)
            guard notSeenYet else {
                if node.keptEnvironment != nil, !environmentChanged.contains(ObjectIdentifier(node)) { node.keptEnvironment = nil }
                continue
            }
            node.facts.keepLook(of: before)
            // A text's new string is content: under a content transition
            // (`.opacity`, `.numericText`, `.interpolate`, or SwiftUI's
            // default cross-fade) it arrives with the animation (round 20).
            if let old = before.text, node.facts.text != old, node.drawsTextContent, node.environment.contentChangesAnimate {
                node.facts.text = old
            }
            layout.noteEvaluated(node)
        }
        // A text's font from the environment (`.font(_:)` above it) is drawn
        // content too: changed in an animation that has not got half way,
        // the text is still drawn in the font from before (round 20).
        for (node, before) in environmentsBefore where node.isAlive {
            let drawnBefore = node.keptEnvironment ?? before
            guard drawnBefore.font != node.environment.font, node.environment.contentChangesAnimate else {
                node.keptEnvironment = nil
                continue
            }
            let animation = node.transaction(in: base, update: serial).animation
            let notSeenYet = animation.map { !ViewHost.AnimationTiming($0.timing).arrives(by: seenAfter) } ?? false
            node.keptEnvironment = notSeenYet ? drawnBefore : nil
            if notSeenYet {
                node.showsOldLook = true
                layout.noteEvaluated(node)
            }
        }
    }

    /// Before a text is given a new environment in an update that may
    /// animate: the environment it drew with (`keepLooksNotSeenYet`).
    func noteEnvironmentBefore(_ node: Node) {
        guard updateMayAnimate || transactionRulesSeen, node.drawsTextContent,
              node.environmentRecordedIn != serial else { return }
        node.environmentRecordedIn = serial
        environmentsBefore.append((node, node.environment))
    }
}

extension Node {
    /// A `Text` (or a titled progress view): a view whose string and font
    /// SwiftUI draws, so a content transition animates them. Not a
    /// representable's label: UIKit draws that, outside SwiftUI's animations.
    var drawsTextContent: Bool { role == .primitive && facts.text != nil && !info.isRepresentable }

    /// The environment this view draws with: the one from before its last
    /// update while an animation has not brought the new one on screen.
    var drawnEnvironment: EnvironmentValues { keptEnvironment ?? environment }

    /// The transaction of an update (`base`, numbered `update`) as it reaches
    /// this view: changed by every modifier it is nested in.
    func transaction(in base: Transaction, update: Int) -> Transaction {
        guard let parent else { return base }
        var transaction = parent.transaction(in: base, update: update)
        parent.facts.transactionRule?.apply(to: &transaction, update: update)
        return transaction
    }
}
