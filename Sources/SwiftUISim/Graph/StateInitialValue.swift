/// A `@State` initial value, as the release in effect treats it
/// (SwiftUIRelease.swift): evaluated where the view value is made (Xcode 26
/// and every explicit `State(…)` call), or kept as the expression for the
/// graph to evaluate when it sets up the storage of a new identity (an
/// Xcode 27 `@State` declaration).
///
/// A declaration is told in two steps. At the call, `#function` with a
/// parenthesis names a function, initialiser or subscript whose code made
/// the call: explicit, evaluated at once. Without one it names a property's
/// context: the declaring type for `@State var x = …` (and for a memberwise
/// init), but also an accessor (`static var makeState: … { State(…) }`
/// passes "makeState") or a global's initialiser, where the call is as
/// explicit as in `init`. Such a value waits (`.lazy` with its `site`),
/// and the graph settles it when it installs the state
/// (`settle(installedIn:label:)`): a declaration is installed in the very
/// type `#function` named, as a property wrapper's backing storage (`_x`);
/// anything else is an explicit call, evaluated then (the evaluation
/// `State(wrappedValue:)`'s plain value would have made at the call), and its
/// call site is remembered so that every later call there evaluates at once,
/// on every init, as Apple's `init(wrappedValue value: Value)` does.
enum StateInitialValue<Value> {
    case value(Value)
    case lazy(() -> Value, site: StateCallSite?)

    @MainActor
    init(_ make: @escaping () -> Value, isDeclaration: Bool) {
        if isDeclaration && SwiftUIRelease.inEffect == .xcode27 {
            self = .lazy(make, site: nil)
        } else {
            self = .value(make())
        }
    }

    /// A `State(wrappedValue:)` call: `function` is the compiler's `#function`
    /// there, `site` where the call is written (`#fileID`, `#line`, `#column`).
    @MainActor
    init(_ make: @escaping () -> Value, function: String, site: StateCallSite) {
        if SwiftUIRelease.inEffect == .xcode27, Self.isDeclaration(function), !StateCallSite.explicit.contains(site) {
            var site = site
            site.context = function
            self = .lazy(make, site: site)
        } else {
            self = .value(make())
        }
    }

    /// Whether a waiting value installed as `label` of a property of the
    /// type named `owner` (the view, view modifier or dynamic property whose
    /// stored property it is, `StateCallSite.declaredName(of:)`) is that
    /// type's `@State` declaration. If not, it was an explicit call: its site
    /// is remembered as one (later calls there evaluate at once). A value
    /// with no site (made by the simulator) is a declaration.
    @MainActor
    func isDeclaration(installedIn owner: String?, label: String) -> Bool {
        guard case .lazy(_, let site?) = self else { return true }
        if let owner, site.context == owner, label.hasPrefix("_") { return true }
        StateCallSite.explicit.insert(site)
        return false
    }

    /// The value; a lazy one is evaluated again on each call (the graph calls
    /// it once per identity; an uninstalled State reads it like SwiftUI's
    /// "outside of being installed" value).
    @MainActor
    func evaluate() -> Value {
        switch self {
        case .value(let value): value
        case .lazy(let make, _): Self.outsideBody(make)
        }
    }

    /// Whether `#function` at a `State(wrappedValue:)` call may name a
    /// declaration's context (a type: `@State var x = …`, or a memberwise
    /// init) rather than a function or initializer whose code made the call:
    /// only a candidate, settled at install (`isDeclaration(installedIn:label:)`).
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
        return BodyScheduledWork.outsidePass(make)
    }
}

/// Where a `State(wrappedValue:)` call is written, from the compiler's
/// defaults (`#fileID`, `#line`, `#column`): a declaration's implicit call is
/// placed at its `@State` attribute, an explicit one at the call.
struct StateCallSite: Hashable {
    let file: String
    let line: String
    let column: String
    /// What `#function` named there (not part of the identity).
    var context = ""

    static func == (a: Self, b: Self) -> Bool { a.file == b.file && a.line == b.line && a.column == b.column }
    func hash(into hasher: inout Hasher) { hasher.combine(file); hasher.combine(line); hasher.combine(column) }

    /// Sites found to be explicit calls (their value was installed in a type
    /// other than the one `#function` named, or not as a wrapper's storage).
    @MainActor static var explicit: Set<StateCallSite> = []

    /// A type's name as `#function` gives it in its property initialisers:
    /// the innermost name, without generic arguments.
    static func declaredName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return String(name.prefix { $0 != "<" })
    }
}
