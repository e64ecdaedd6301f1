/// `simulator-internals`: SwiftUI's underscored API other than the
/// debugging calls `_printChanges()` and `_logChanges()`. The simulator
/// exposes some machinery publicly for technical reasons (a view's `_role`,
/// `_ViewRole`, `_expand`); using it to change how the simulator treats a
/// view would change what it counts. (The simulator also treats any view of
/// another module as a custom view, or a `Shape` of another module as a
/// drawn shape, whatever role it claims.)
enum SimulatorInternalsRule: ReferencePolicyRule {
    static let description = PolicyRuleDescription(
        id: "simulator-internals",
        message: "this lab's code may not use SwiftUI's underscored internals (only _printChanges() and _logChanges())",
        violating: [
            """
            import SwiftUI
            struct Quiet: View {
                ↓static var _role: _ViewRole { Group<Text>._role }
                var body: some View { Text("quiet") }
            }
            """,
            """
            import SwiftUI
            func context<T: ExpressibleByStringLiteral>() -> T { "Card" }
            func storage(_ value: @autoclosure @escaping () -> Int) -> State<Int> {
                State(wrappedValue: value(), function: ↓context())
            }
            """,
        ],
        allowed: [
            """
            import SwiftUI
            struct Card: View {
                @State private var count: Int
                init(start: Int) { _count = State(wrappedValue: start) }
                var body: some View { Text("\\(count)") }
            }
            """,
            """
            import SwiftUI
            struct Badge: View {
                var body: some View {
                    Text("3").background(Capsule().fill(Color.green))
                }
            }
            """,
            """
            import SwiftUI
            struct Loud: View {
                var body: some View {
                    let _ = Self._printChanges()
                    Text("loud")
                }
            }
            """,
        ])

    static let debuggingCalls: Set<String> = ["_printChanges", "_logChanges"]

    /// Types whose values only the compiler may make, as a default argument
    /// (`#function`): any expression of the source with such a type forges
    /// one, whatever it names (a generic helper returning `T:
    /// ExpressibleByStringLiteral` names nothing underscored).
    static let compilerGivenTypes: Set<String> = ["SwiftUISim._CallerFunction"]

    /// Declarations the source names, judged by the declaration itself: the
    /// simulator's underscored types also appear, unnamed, in what the
    /// compiler makes of ordinary code (`_ConditionalContent` for an `if` in
    /// a builder) and in ordinary API's signatures (`Shape.fill` returns a
    /// `ModifiedContent<Self, _LayoutModifier>`, as SwiftUI's returns a `_ShapeView`).
    static func check(_ reference: ResolvedReferences.Reference) -> String? {
        if reference.kind == .type, !reference.implicit, compilerGivenTypes.contains(reference.name) {
            return "this lab's code may not make a value of \(reference.shortName): only the compiler's default argument gives it (it tells the simulator where a call was written)"
        }
        guard reference.kind == .declaration, !reference.implicit else { return nil }
        let path = reference.declarationPath
        guard path.hasPrefix("SwiftUISim.") || path.hasPrefix("CombineSim."),
            let name = path.split(separator: ".").dropFirst().first(where: { $0.hasPrefix("_") }).map(String.init),
            !debuggingCalls.contains(name)
        else { return nil }
        return "this lab's code may not use SwiftUI's underscored internals (\(name)): they change how the simulator treats a view"
    }
}
