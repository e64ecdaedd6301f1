import Foundation

/// `.onReceive(_:perform:)`: the view subscribes to the publisher while it
/// is on screen (its node lives), and each value runs the action in a
/// transaction, so what the action writes updates the views at once, as a
/// user action's writes do. A value sent while a transaction runs (a button
/// action sending on a subject) joins it. Apple: "Adds an action to perform
/// when this view detects data emitted by the given publisher."
///
/// The subscription is kept across body runs while the publisher compares
/// equal to the last one (the graph's comparison: a class by identity), and
/// the action is always the latest body's; a new publisher value (a
/// `Timer.publish` made in `body`) subscribes again, as SwiftUI does.
struct _ReceiveModifier<P: Publisher>: ViewModifier, BuiltinModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    func apply<Content: View>(to content: Content, into children: inout _Children) {
        children.facts.modifier = "onReceive"
        Receivers.attach(self, to: children.node)
        children.append(content)
    }
}

/// What a node keeps of its `onReceive`: the publisher it subscribed to and the latest action.
final class Receiver<P: Publisher>: @unchecked Sendable where P.Failure == Never {
    let publisher: P
    var action: (P.Output) -> Void
    var subscription: AnyCancellable?
    /// The view went (or subscribed to another publisher) before the pass ended.
    var isCancelled = false
    init(publisher: P, action: @escaping (P.Output) -> Void) {
        self.publisher = publisher
        self.action = action
    }
}

@MainActor
enum Receivers {
    /// The subscription slot of a modifier node (property slots count up from 0).
    static let slot = -1

    /// Marks the main queue, whose blocks run on the main actor even when
    /// not on the main thread (Swift Testing's main-actor tests on Linux).
    nonisolated private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor: the main thread or a main-queue block.
    nonisolated private static var onMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    static func attach<P: Publisher>(_ modifier: _ReceiveModifier<P>, to node: Node) {
        if let existing = node.subscriptions[slot]?.payload as? Receiver<P>, Equivalence.values(existing.publisher, modifier.publisher) {
            existing.action = modifier.action
            return
        }
        node.subscriptions[slot]?.cancel()
        let receiver = Receiver(publisher: modifier.publisher, action: modifier.action)
        let handle = NodeReference(node: node).handle
        node.subscriptions[slot] = NodeSubscription(payload: receiver) { receiver.isCancelled = true; receiver.subscription?.cancel() }
        // Subscribes after the pass, with the appear actions: a publisher that
        // sends on subscription (`Just(text)`) must not run the action, and
        // write state, while the body that made it is being evaluated.
        node.graph.afterPass { subscribe(receiver, handle: handle) }
    }

    private static func subscribe<P: Publisher>(_ receiver: Receiver<P>, handle: NodeHandle) {
        guard !receiver.isCancelled else { return }
        receiver.subscription = receiver.publisher.sink { [weak receiver] value in
            let delivery = UncheckedBox((receiver, value, handle))
            if onMainActor {
                MainActor.assumeIsolated { deliver(delivery.value) }
            } else {
                // A value published off the main thread: SwiftUI warns; the action runs on the main actor.
                Task { @MainActor in deliver(delivery.value) }
            }
        }
    }

    private static func deliver<P: Publisher>(_ delivery: (receiver: Receiver<P>?, value: P.Output, handle: NodeHandle)) {
        guard let receiver = delivery.receiver, let node = delivery.handle.node, node.isAlive else { return }
        node.graph.transaction(cause: "onReceive") { receiver.action(delivery.value) }
    }
}

/// Carries a value to the main actor (a publisher's value need not be `Sendable`).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}
