/// `simulator-internals`: SwiftUI's underscored API other than the
/// debugging calls `_printChanges()` and `_logChanges()`. The simulator
/// exposes some machinery publicly for technical reasons (a view's `_role`,
/// `_ViewRole`, `_ConditionalContent`); naming or implementing it changes how
/// the simulator treats a view, and so what it counts.
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
        ],
        allowed: [
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

    static func check(_ reference: ResolvedReferences.Reference) -> String? {
        guard reference.kind == .declaration || reference.kind == .type,
            let name = reference.match(#"\bSwiftUISim\.(?:\w+\.)*(_\w+)"#, group: 1), !debuggingCalls.contains(name)
        else { return nil }
        return "this lab's code may not use SwiftUI's underscored internals (\(name)): they change how the simulator treats a view"
    }
}
