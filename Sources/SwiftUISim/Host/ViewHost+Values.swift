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

extension ViewHost {
    /// Every value of type `T` held in `value`: itself, its stored
    /// properties, the elements of its collections and optionals, and the
    /// stored properties of the objects it refers to, to `depth` levels
    /// (each object looked into once). A check asks what an environment
    /// value carries this way, whatever key or wrapper type the app put it
    /// in (`EnvironmentProperty.value`: a `Units` in `\.units`, in an
    /// `@Observable Settings`, or in a struct of preferences).
    public nonisolated static func values<T>(of type: T.Type, in value: Any, depth: Int = 4) -> [T] {
        var found: [T] = []
        var seen: Set<ObjectIdentifier> = []
        func visit(_ value: Any, _ depth: Int) {
            if let match = value as? T { found.append(match) }
            guard depth > 0 else { return }
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class {
                guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
            }
            var current: Mirror? = mirror
            while let level = current {  // a class's superclasses hold stored properties too
                for child in level.children { visit(child.value, depth - 1) }
                current = level.superclassMirror
            }
        }
        visit(value, depth)
        return found
    }
}
