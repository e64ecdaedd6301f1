import Synchronization

/// What animates a change: SwiftUI's transaction model (iOS 13). A state
/// write carries the transaction of the `withAnimation` / `withTransaction`
/// body it runs in (none outside one); the update it causes runs in that
/// transaction, and on the way down the tree `.transaction { }` and
/// `.animation(_:value:)` change it for the views below them. A transition
/// or a content transition runs only where the transaction has an animation.
///
/// The simulator has no frames: each graph keeps the transaction of its last
/// update that wrote state, and works out on demand what it was at a view
/// (`ViewHost.TreeNode.animation`, `AppliedTransition.animation`).
enum TransactionContext {
    private struct Stack: Sendable {
        /// The transaction of the `withAnimation` / `withTransaction` body running.
        var current: Transaction?
        /// The transaction of the last state write since an update took it.
        var written: Transaction?
    }
    private static let stack = Mutex(Stack())

    /// Runs `body` with `transaction` as the one its writes carry. A write can
    /// come from any thread (an observation callback), hence the lock.
    static func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let outer = stack.withLock { stack in
            defer { stack.current = transaction }
            return stack.current
        }
        defer { stack.withLock { $0.current = outer } }
        return try body()
    }

    /// The transaction of the `withAnimation` / `withTransaction` body
    /// running, or an empty one (what a `Binding(get:set:)` setter is given).
    static var current: Transaction { stack.withLock { $0.current ?? Transaction() } }

    /// A state write: the update it causes runs in its transaction. When
    /// several writes feed one update, the last one's is the update's (the
    /// simulator keeps one transaction per update, not one per write).
    /// Whether the writes an update has not taken yet carry an animation.
    static var writtenAnimates: Bool { stack.withLock { $0.written?.animation != nil } }

    static func noteWrite() {
        stack.withLock { $0.written = $0.current ?? Transaction() }
    }

    /// The transaction of the writes since the last call; nil if none.
    static func takeWritten() -> Transaction? {
        stack.withLock { stack in
            defer { stack.written = nil }
            return stack.written
        }
    }
}

/// How a modifier changes the transaction for the views below it.
enum TransactionRule {
    /// `.transaction { … }`: the closure, on every update.
    case transform((inout Transaction) -> Void)
    /// `.animation(_:value:)`: the animation, in the updates that changed
    /// `value` (`changedIn`, a `Graph.serial`; 0: never, as for a modifier
    /// inserted with its view, whose value did not change).
    case animation(Animation?, value: Any, changedIn: Int)
    /// `.animation(_:)` (deprecated in iOS 15): the animation, on every update.
    case always(Animation?)
    /// `.transaction(value:_:)` (iOS 17): the closure, in the updates that
    /// changed `value` (`changedIn` as for `.animation`).
    case transformOnChange((inout Transaction) -> Void, value: Any, changedIn: Int)

    func apply(to transaction: inout Transaction, update: Int) {
        switch self {
        case .transform(let transform):
            transform(&transaction)
        case .animation(let animation, _, let changedIn):
            // `disablesAnimations` turns implicit animations off.
            if changedIn == update, !transaction.disablesAnimations { transaction.animation = animation }
        case .always(let animation):
            if !transaction.disablesAnimations { transaction.animation = animation }
        case .transformOnChange(let transform, _, let changedIn):
            if changedIn == update { transform(&transaction) }
        }
    }
}

extension Node {
    /// The transaction of the graph's last update as it reached this view:
    /// the update's, changed by every `.transaction` / `.animation` modifier
    /// it is nested in (its own modifiers included, as they wrap it).
    var transactionInLastUpdate: Transaction {
        parent?.transactionForContent ?? graph.lastTransaction
    }

    /// The same for what this node contains (a modifier's rule applies to it).
    var transactionForContent: Transaction {
        var transaction = transactionInLastUpdate
        facts.transactionRule?.apply(to: &transaction, update: graph.lastTransactionSerial)
        return transaction
    }
}
