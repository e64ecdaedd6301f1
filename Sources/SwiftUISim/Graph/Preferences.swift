/// Preferences: values that flow from views up to their ancestors, the
/// opposite way from the environment. Apple: "you use preferences to send
/// configuration information from subviews toward their container", and a
/// `PreferenceKey` says "how to merge preferences from multiple subviews"
/// (https://developer.apple.com/documentation/swiftui/preferences).
///
/// The graph keeps no preference state of its own: a node records what it
/// writes (`.preference(key:value:)`) or transforms (`.transformPreference`)
/// in its facts, and the value a subtree produces is worked out from them
/// when someone observes it (`onPreferenceChange`, Graph+Preferences.swift).
public protocol PreferenceKey {
    associatedtype Value
    /// Apple: "Views that have no explicit value for the key produce this default value."
    static var defaultValue: Value { get }
    /// Apple: "Combines a sequence of values by modifying the
    /// previously-accumulated value with the result of a closure that
    /// provides the next value." Called in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// A key's default and reduce, its type erased, so one walk serves every key.
struct PreferenceKeyInfo {
    let id: ObjectIdentifier
    let name: String
    let defaultValue: () -> Any
    let reduce: (inout Any, Any) -> Void

    static func of<K: PreferenceKey>(_ key: K.Type) -> PreferenceKeyInfo {
        PreferenceKeyInfo(
            id: ObjectIdentifier(key), name: String(describing: key), defaultValue: { K.defaultValue },
            reduce: { value, next in
                var typed = value as! K.Value
                K.reduce(value: &typed) { next as! K.Value }
                value = typed
            })
    }
}

/// What one modifier does to a key's value on its node.
enum PreferenceFact {
    /// `.preference(key:value:)`: the value of the view, replacing what its content produced.
    case write(key: ObjectIdentifier, value: Any)
    /// `.transformPreference(_:_:)`: changes what the content produced (the default if nothing).
    case transform(key: PreferenceKeyInfo, apply: (inout Any) -> Void)
}

@MainActor
enum Preferences {
    /// The value `node`'s subtree produces for `key`: its children's values
    /// reduced in tree order, then the node's own writes and transforms in
    /// modifier order. Nil when nothing below wrote one (the key's default
    /// then, without a reduce that could lose an explicit value to it).
    /// Covered views (a pushed view's parent, a tab not shown) take no part.
    static func value(of key: PreferenceKeyInfo, in node: Node) -> Any? {
        var result: Any?
        for child in node.children where !child.isHidden {
            guard let next = value(of: key, in: child) else { continue }
            if result == nil { result = next } else { key.reduce(&result!, next) }
        }
        for fact in node.facts.preferences {
            switch fact {
            case .write(let id, let value) where id == key.id:
                result = value
            case .transform(let info, let apply) where info.id == key.id:
                var value = result ?? key.defaultValue()
                apply(&value)
                result = value
            default:
                break
            }
        }
        return result
    }
}

struct _PreferenceWritingModifier<K: PreferenceKey>: ViewModifier, BuiltinModifier {
    let value: K.Value
    func record(into facts: inout NodeFacts) {
        facts.modifier = "preference(\(K.self))"
        facts.preferences.append(.write(key: ObjectIdentifier(K.self), value: value))
    }
}

struct _PreferenceTransformModifier<K: PreferenceKey>: ViewModifier, BuiltinModifier {
    let transform: (inout K.Value) -> Void
    func record(into facts: inout NodeFacts) {
        facts.modifier = "transformPreference(\(K.self))"
        let transform = transform
        facts.preferences.append(.transform(key: .of(K.self)) { value in
            var typed = value as! K.Value
            transform(&typed)
            value = typed
        })
    }
}

extension View {
    /// Apple: "Sets a value for the given preference."
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Apple: "Applies a transformation to a preference value."
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }

    /// Apple: "Adds an action to perform when the specified preference key's
    /// value changes." The closure is not `@Sendable` (Xcode 16.2's betas made
    /// it so; Xcode 16.3 took it back, and the current page declares a plain
    /// closure), so it may write the view's state.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(_PreferenceObservingModifier<K>(action: action))
    }
}
