/// `onPreferenceChange`: after each transaction the graph works out the value
/// each observer's content produces (Preferences.swift) and, where it differs
/// from the last one seen (at first: the key's default), runs the action in a
/// transaction of its own (cause `onPreferenceChange(Key)`). Apple documents
/// only that the action runs "when the specified preference key's value
/// changes"; preferences are read once an update is done (a size from a
/// GeometryReader only exists after layout), so the action's writes are a
/// second update, never part of the one that changed the value, as with
/// `withAnimation`'s completion (Graph+AnimationCompletions.swift). Graphs
/// without an observer pay one empty check per transaction.
struct _PreferenceObservingModifier<K: PreferenceKey>: ViewModifier, BuiltinModifier where K.Value: Equatable {
    let action: (K.Value) -> Void

    func apply<Content: View>(to content: Content, into children: inout _Children) {
        children.facts.modifier = "onPreferenceChange(\(K.self))"
        let node = children.node
        if let observer = node.subscriptions[PreferenceObserver.slot]?.payload as? PreferenceObserver {
            observer.action = { action($0 as! K.Value) }
        } else {
            let observer = PreferenceObserver(node: node, key: .of(K.self), last: K.defaultValue,
                                              equal: { ($0 as? K.Value) == ($1 as? K.Value) }, action: { action($0 as! K.Value) })
            node.subscriptions[PreferenceObserver.slot] = NodeSubscription(payload: observer) { [weak graph = node.graph] in
                graph?.preferenceObservers.removeAll { $0 === observer }
            }
            node.graph.preferenceObservers.append(observer)
        }
        children.append(content)
    }
}

/// One `onPreferenceChange`: its node, the last value it saw, the latest action.
@MainActor
final class PreferenceObserver {
    /// The subscription slot of a modifier node (`onReceive` has -1).
    static let slot = -2
    let handle: NodeHandle
    let key: PreferenceKeyInfo
    var last: Any
    let equal: (Any, Any) -> Bool
    var action: (Any) -> Void

    init(node: Node, key: PreferenceKeyInfo, last: Any, equal: @escaping (Any, Any) -> Bool, action: @escaping (Any) -> Void) {
        handle = node.handle
        (self.key, self.last, self.equal, self.action) = (key, last, equal, action)
    }
}

extension Graph {
    /// Runs the actions of the observers whose value changed, each in a transaction of its own.
    func runPreferenceChanges() {
        guard !preferenceObservers.isEmpty, !isRunningPreferenceChanges else { return }
        isRunningPreferenceChanges = true
        defer { isRunningPreferenceChanges = false }
        var rounds = 0
        while true {
            var changed: [(PreferenceObserver, Any)] = []
            for observer in preferenceObservers {
                guard let node = observer.handle.node, node.isAlive, !node.isHidden else { continue }
                let value = Preferences.value(of: observer.key, in: node) ?? observer.key.defaultValue()
                if !observer.equal(observer.last, value) {
                    observer.last = value
                    changed.append((observer, value))
                }
            }
            guard !changed.isEmpty else { return }
            rounds += 1
            if rounds > Self.maximumPasses {
                Diagnostics.fail("""
                    preferences keep changing: \(Self.maximumPasses) rounds of onPreferenceChange actions \
                    (last: \(changed.map { $0.0.key.name }.joined(separator: ", "))). An action that changes the \
                    value it observes never settles.
                    """)
            }
            for (observer, value) in changed {
                transaction(cause: "onPreferenceChange(\(observer.key.name))") { observer.action(value) }
            }
        }
    }
}
