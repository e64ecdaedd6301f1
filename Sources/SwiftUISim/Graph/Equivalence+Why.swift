/// Why two values of a view compared unequal, in the same terms as the
/// comparison itself (`Equivalence`): only asked for when reasons are
/// recorded, after the comparison said "unequal".
extension Equivalence {
    /// The `@self` reason for a view whose new value compared unequal.
    static func explain(_ old: any View, _ new: any View, info: ViewTypeInfo) -> ViewHost.Reason {
        let fields = fieldChanges(old, new)
        switch info.comparison {
        case .equatable?, .equatableView?:
            return ViewHost.Reason(kind: .equatableFalse, typeName: info.name, fields: fields)
        default:
            return ViewHost.Reason(kind: .selfChanged, fields: fields)
        }
    }

    /// The stored properties of two values of one type that compare unequal, each with why.
    static func fieldChanges(_ old: Any, _ new: Any, depth: Int = 0) -> [ViewHost.FieldChange] {
        let oldMirror = Mirror(reflecting: old), newMirror = Mirror(reflecting: new)
        var changes: [ViewHost.FieldChange] = []
        for (index, (a, b)) in zip(oldMirror.children, newMirror.children).enumerated() {
            if let why = difference(a.value, b.value, depth: depth + 1) {
                changes.append(ViewHost.FieldChange(field: a.label ?? "[\(index)]", why: why))
            }
        }
        return changes
    }

    /// Why `old` and `new` compare unequal the way the graph compares them; nil when they are equal.
    static func difference(_ old: Any, _ new: Any, depth: Int = 0) -> ViewHost.FieldChange.Why? {
        guard type(of: old) == type(of: new) else {
            return .valueChanged(old: "a \(Node.displayName(of: type(of: old)))", new: "a \(Node.displayName(of: type(of: new)))")
        }
        if values(old, new, depth: depth) { return nil }
        func open<T>(_ old: T) -> ViewHost.FieldChange.Why { typedDifference(old, new as! T, depth: depth) }
        return _openExistential(old, do: open)
    }

    private static func typedDifference<T>(_ old: T, _ new: T, depth: Int) -> ViewHost.FieldChange.Why {
        let name = Node.displayName(of: T.self)
        if isFunction(T.self) { return .closure }
        if let property = old as? any WhyComparableProperty { return property.whyDifferent(from: new) }
        if T.self is AnyClass { return .differentInstance(className: name) }
        let (before, after) = (brief(old), brief(new))
        if old is any Equatable || _isPOD(T.self) {
            return before != after ? .valueChanged(old: before, new: after) : .equatableFalse(typeName: name)
        }
        let mirror = Mirror(reflecting: old)
        if mirror.displayStyle == .enum || mirror.children.isEmpty || depth >= 8 {
            return before != after ? .valueChanged(old: before, new: after) : .equatableFalse(typeName: name)
        }
        let fields = fieldChanges(old, new, depth: depth)
        if fields.isEmpty { return .valueChanged(old: before, new: after) }
        return .fieldByField(typeName: name, fields: fields)
    }
}

/// Property wrappers say why two of their values differ (a binding to
/// another place, another observed object).
@MainActor
protocol WhyComparableProperty {
    func whyDifferent(from other: Any) -> ViewHost.FieldChange.Why
}
