/// The comparison SwiftUI makes before re-running a child's body: inside
/// `EquatableView` by `==`; else plain data bitwise; else `==` when the type
/// is `Equatable`; else field by field, where class instances compare by
/// identity and closures are never equal.
@MainActor
enum Equivalence {
    /// How values of one view type compare, decided once per type.
    enum Strategy {
        case equatableView
        case plainData
        case equatable(any Equatable.Type)
        case fieldByField
    }

    static func strategy<V: View>(for type: V.Type) -> Strategy {
        if ViewTypeInfo.of(V.self).role.kind == .equatable { return .equatableView }
        if _isPOD(V.self) { return .plainData }
        if let equatable = V.self as? any Equatable.Type { return .equatable(equatable) }
        return .fieldByField
    }

    static func views(_ old: any View, _ new: any View, info: ViewTypeInfo) -> Bool {
        openedViews(old, new, info: info)
    }

    /// Opens both existentials (cheaper than a dynamic cast, and no
    /// `Optional<V>` metadata to look up per comparison).
    private static func openedViews<V: View>(_ old: V, _ new: any View, info: ViewTypeInfo) -> Bool {
        compare(old, new, info: info)
    }

    private static func compare<V: View, W: View>(_ old: V, _ new: W, info: ViewTypeInfo) -> Bool {
        guard W.self == V.self else { return false }
        var new = unsafeBitCast(new, to: V.self)
        let strategy = info.comparison ?? strategy(for: V.self)
        info.comparison = strategy
        switch strategy {
        case .equatableView:
            return (old as! any _EquatableViewComparing)._isEqual(to: new)
        case .plainData:
            var old = old
            return withUnsafeBytes(of: &old) { a in withUnsafeBytes(of: &new) { b in a.elementsEqual(b) } }
        case .equatable(let type):
            return isEqual(old, new, as: type)
        case .fieldByField:
            return typed(old, new, depth: 0)
        }
    }

    /// `==` of a type known to be `E` at run time, without a cast per call.
    private static func isEqual<V, E: Equatable>(_ old: V, _ new: V, as type: E.Type) -> Bool {
        unsafeBitCast(old, to: E.self) == unsafeBitCast(new, to: E.self)
    }


    /// Compares two values of any type the way the graph does.
    static func values(_ old: Any, _ new: Any, depth: Int = 0) -> Bool {
        guard type(of: old) == type(of: new) else { return false }
        func open<T>(_ old: T) -> Bool { typed(old, new, depth: depth) }
        return _openExistential(old, do: open)
    }

    private static func typed<T>(_ old: T, _ new: Any, depth: Int) -> Bool {
        var new = new as! T
        var old = old
        if _isPOD(T.self) {
            return withUnsafeBytes(of: &old) { a in withUnsafeBytes(of: &new) { b in a.elementsEqual(b) } }
        }
        if isFunction(T.self) { return false }
        if let property = old as? any _ComparableProperty { return property._isEquivalent(to: new) }
        if T.self is AnyClass { return ObjectIdentifier(old as AnyObject) == ObjectIdentifier(new as AnyObject) }
        if let old = old as? any Equatable { return isEqual(old, new) }
        guard depth < 16 else { return false }
        let oldMirror = Mirror(reflecting: old)
        let newMirror = Mirror(reflecting: new)
        guard oldMirror.children.count == newMirror.children.count else { return false }
        if oldMirror.displayStyle == .enum, oldMirror.children.isEmpty {
            return String(describing: old) == String(describing: new)
        }
        for (a, b) in zip(oldMirror.children, newMirror.children) {
            guard a.label == b.label, values(a.value, b.value, depth: depth + 1) else { return false }
        }
        return true
    }

    private static func isEqual<E: Equatable>(_ old: E, _ new: Any) -> Bool {
        old == (new as! E)
    }

    /// Function types carry no data the graph can compare: never equal.
    static func isFunction(_ type: Any.Type) -> Bool {
        // The runtime's metadata kind for function types (MetadataKind::Function).
        let functionKind = 0x302
        if type is AnyClass { return false }
        return unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == functionKind
    }
}

/// Property wrappers decide how they compare between two view values.
@MainActor
protocol _ComparableProperty {
    func _isEquivalent(to other: Any) -> Bool
}

/// `EquatableView` compares its content with the author's `==`.
@MainActor
protocol _EquatableViewComparing {
    func _isEqual(to other: Any) -> Bool
}
