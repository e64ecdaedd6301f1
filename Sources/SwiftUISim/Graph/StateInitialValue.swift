/// A `@State` initial value, as the release in effect treats it
/// (SwiftUIRelease.swift): evaluated where the view value is made (Xcode 26
/// and every explicit `State(…)` call), or kept as the expression for the
/// graph to evaluate when it sets up the storage of a new identity (an
/// Xcode 27 `@State` declaration).
enum StateInitialValue<Value> {
    case value(Value)
    case lazy(() -> Value)

    @MainActor
    init(_ make: @escaping () -> Value, isDeclaration: Bool) {
        if isDeclaration && SwiftUIRelease.inEffect == .xcode27 {
            self = .lazy(make)
        } else {
            self = .value(make())
        }
    }

    /// The value; a lazy one is evaluated again on each call (the graph calls
    /// it once per identity; an uninstalled State reads it like SwiftUI's
    /// "outside of being installed" value).
    @MainActor
    func evaluate() -> Value {
        switch self {
        case .value(let value): value
        case .lazy(let make): Self.outsideBody(make)
        }
    }

    /// Whether `#function` at a `State(wrappedValue:)` call names a
    /// declaration's context (a type: `@State var x = …`, or a memberwise
    /// init) rather than a function or initializer whose code made the call.
    static func isDeclaration(_ function: String) -> Bool {
        !function.contains("(")
    }

    /// Runs `make` as code outside any body: what the initial value's
    /// expression reads is no dependency of the view being set up (it never
    /// was under the wrapper either: the parent's body made the value).
    @MainActor
    static func outsideBody<T>(_ make: () -> T) -> T {
        let reader = Graph.current
        Graph.current = nil
        defer { Graph.current = reader }
        return make()
    }
}
