import SwiftSyntax

/// `equatable-without-conformance`: `.equatable()` on a view that is not `Equatable`.
enum EquatableWithoutConformanceRule: Rule {
    static let description = RuleDescription(
        id: "equatable-without-conformance",
        name: ".equatable() without Equatable",
        severity: .error,
        message: "This view type is not Equatable; add `: Equatable` (with an == comparing what body uses) or drop .equatable()",
        rationale: """
            `.equatable()` wraps a view in `EquatableView`, which skips the body when `==` says the new \
            value equals the old one. It only exists for `Equatable` views: on a type without the \
            conformance it does not compile in SwiftUI, and the intent — skip this body unless its data \
            changed — is lost. Declare `Equatable` and write `==` over the inputs the body really uses \
            (a wrong `==` shows stale UI). Types declared in other files are not checked.
            """,
        matters: """
            Always: without the conformance SwiftUI cannot compare the values (it does not compile \
            in SwiftUI), and the intent of skipping the body is lost.
            """,
        doesNotMatter: """
            Types declared in other files are not checked, so a conformance added elsewhere is \
            never a false alarm.
            """,
        triggeringExamples: [
            """
            struct Chart: View {
                let points: [Double]
                var body: some View { Text("\\(points.count)") }
            }
            struct Screen: View {
                let points: [Double]
                var body: some View {
                    Chart(points: points).↓equatable()
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Chart: View, Equatable {
                let points: [Double]
                var body: some View { Text("\\(points.count)") }
            }
            struct Screen: View {
                let points: [Double]
                var body: some View {
                    Chart(points: points).equatable()
                    Legend().equatable()
                }
            }
            """,
            """
            struct Chart: View {
                let points: [Double]
                var body: some View { Text("\\(points.count)") }
            }
            extension Chart: Equatable {}
            struct Screen: View {
                var body: some View { Chart(points: []).padding().equatable() }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls where call.calleeName == "equatable" && call.arguments.isEmpty {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base,
                  let name = receiver.viewTypeName,
                  file.declaredTypeNames.contains(name), !file.equatableTypeNames.contains(name)
            else { continue }
            // Only when no modifier sits between the view and .equatable() (modifiers change the type).
            guard receiver.as(FunctionCallExprSyntax.self)?.receiver == nil else { continue }
            result.append(Violation(member.declName))
        }
        return result
    }
}
