/// Completions of `withAnimation(_:_:completion:)`. Apple: the function
/// "runs the completion when all animations are complete", and
/// `Transaction.addAnimationCompletion`'s callback "will always be fired
/// exactly one time". An animation outlives the pass that started it, so a
/// completion runs after that transaction ends, in one of its own: its
/// writes are a second update (and `--why` shows them as one), never folded
/// into the change that started the animation. The simulator animates
/// nothing, so every completion is due as soon as the pass is over.
@MainActor
enum AnimationCompletions {
    /// Transactions running, on any graph (a completion waits for them).
    static var transactionsRunning = 0
    private static var pending: [() -> Void] = []

    static func schedule(_ completion: @escaping () -> Void) {
        // Outside a transaction (test code, a task) the change is applied
        // by the next update: nothing to wait for.
        if transactionsRunning == 0 { completion() } else { pending.append(completion) }
    }

    static func takeDue() -> [() -> Void] {
        guard transactionsRunning == 0, !pending.isEmpty else { return [] }
        defer { pending.removeAll() }
        return pending
    }
}

extension Graph {
    /// Runs the completions the transaction that just ended scheduled, each in a transaction of its own.
    func runAnimationCompletions() {
        for completion in AnimationCompletions.takeDue() {
            transaction(cause: "withAnimation completion") { completion() }
        }
    }
}
