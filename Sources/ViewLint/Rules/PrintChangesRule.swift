import SwiftSyntax

/// `print-changes`: debugging calls left in.
enum PrintChangesRule: Rule {
    static let description = RuleDescription(
        id: "print-changes",
        name: "_printChanges left in",
        severity: .warning,
        message: "Remove _printChanges()/_logChanges() before shipping; they are debugging aids",
        rationale: """
            `Self._printChanges()` and `Self._logChanges()` print why a view's body ran (`@self`, \
            `@identity`, or the changed property). They are the first tool for finding needless \
            updates, and underscored, unsupported API: they cost time on every body pass and flood the \
            console. Use them while investigating, then delete them.
            """,
        matters: """
            Always in code that ships or is committed: the calls are debugging aids.
            """,
        doesNotMatter: """
            While you investigate an update problem locally, that is what they are for; remove \
            them before committing.
            """,
        triggeringExamples: [
            """
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    let _ = ↓Self._printChanges()
                    Text("\\(count)")
                }
            }
            """,
            """
            struct Logger: View {
                var body: some View {
                    let _ = ↓Self._logChanges()
                    let _ = ↓_printChanges()
                    EmptyView()
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    // let _ = Self._printChanges()
                    Text("_printChanges() is a debugging aid")
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        file.calls.filter { ["_printChanges", "_logChanges"].contains($0.calleeName ?? "") }.map { Violation($0) }
    }
}
