/// The view values on screen, as their parents last created them: a check
/// can read how a view of the lab's is built (which property wrappers it
/// holds: `Mirror(reflecting:)` sees `Environment<Store>`,
/// `ObservedObject<Store>`, a plain `let store`), by type identity rather
/// than by the names in `dump()`.
extension ViewHost {
    /// Every mounted view of exactly this type, in tree order.
    public func views<V: View>(of type: V.Type) -> [V] {
        var found: [V] = []
        graph.forEachNode { node in
            // Exactly: `as?` would also unwrap the `Optional<V>` of an `if`
            // around the view, and count the one view twice.
            if Swift.type(of: node.view) == V.self, let view = node.view as? V { found.append(view) }
        }
        return found
    }
}
