/// `reflection`: reading a value's stored properties by reflection
/// (`Mirror`, `dump`, `String(reflecting:)`, `debugPrint`). The lab's
/// Support types keep what the checks count in properties the student's
/// code cannot name; reflection would read them anyway (and, through what
/// a check sets on them, which check is running: red-team review 7).
enum ReflectionRule: ReferencePolicyRule {
    static let description = PolicyRuleDescription(
        id: "reflection",
        message: "this lab's code may not read values by reflection",
        violating: [
            """
            struct Box { private var secret = 1 }
            let fields = ↓Mirror(reflecting: Box()).children.count
            """,
            """
            struct Box { private var secret = 1 }
            func show() { ↓dump(Box()) }
            """,
            """
            struct Box { private var secret = 1 }
            let text = ↓String(reflecting: Box())
            """,
        ],
        allowed: [
            """
            let count = 3
            let text = "\\(count) items" + String(describing: count)
            """,
        ])

    private static let pattern = #"\bSwift\.(Mirror\b|dump\b|debugPrint\b|String\.init(<[^(]*>)?\(reflecting:)"#

    static func check(_ reference: ResolvedReferences.Reference) -> String? {
        guard reference.kind != .conformance, reference.match(pattern) != nil else { return nil }
        return "this lab's code may not use \(reference.shortName): it reads a value's stored properties by reflection, private ones included"
    }
}
