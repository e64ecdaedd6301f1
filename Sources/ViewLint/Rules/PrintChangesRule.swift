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
            // Another library's method of the same name (The Composable Architecture's
            // `Reducer._printChanges()`) is not SwiftUI's.
            """
            struct AppFeature: Reducer {
                var body: some ReducerOf<Self> {
                    Reduce { state, action in .none }
                        ._printChanges()
                }
            }
            let store = Store(initialState: AppFeature.State()) { AppFeature()._printChanges() }
            """,
            // Compiled only into debug builds: nothing ships.
            """
            struct Counter: View {
                var body: some View {
                    #if DEBUG
                    let _ = Self._printChanges()
                    #endif
                    Text("count")
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        file.calls.filter { ["_printChanges", "_logChanges"].contains($0.calleeName ?? "") && isViewsOwn($0, in: file) && !inDebugBuildOnly($0) }
            .map { Violation($0) }
    }

    /// SwiftUI's `_printChanges()`/`_logChanges()` are static methods of `View`: called as
    /// `Self._printChanges()` (or on a view type's name, or unqualified) in a view's
    /// declaration or extension. A call on any other receiver (`Reduce { … }._printChanges()`,
    /// a reducer value) is another library's method of that name.
    static func isViewsOwn(_ call: FunctionCallExprSyntax, in file: LintFile) -> Bool {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            if name != "Self" && name != "self" { return file.viewTypeNames.contains(name) }
        }
        guard let group = call.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else { return false }
        return group.isViewDecl(in: file)
    }

    /// Whether every build that has the call is a debug build: it sits in an `#if DEBUG` clause.
    static func inDebugBuildOnly(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let syntax = current {
            if let clause = syntax.as(IfConfigClauseSyntax.self), clause.poundKeyword.tokenKind == .poundIf,
               clause.condition?.trimmedDescription == "DEBUG" {
                return true
            }
            current = syntax.parent
        }
        return false
    }
}
