import SwiftSyntax

/// `single-child-group`: `Group { OneView() }`.
enum SingleChildGroupRule: Rule {
    static let description = RuleDescription(
        id: "single-child-group",
        name: "Single-child Group",
        severity: .note,
        message: "Group around a single view adds a wrapper type for nothing; chain the modifiers on the child directly",
        rationale: """
            `Group` exists to apply modifiers to several views at once or to hold conditional content. \
            Around exactly one concrete view it only wraps it in `Group<Child>`: one more generic layer \
            every later modifier is type-checked through, and one more level to read. Drop the Group and \
            modify the child. A Group whose content is a `ForEach`, several views, or an `if`/`switch` \
            does real work and is left alone.
            """,
        triggeringExamples: [
            """
            struct Status: View {
                let text: String
                var body: some View {
                    ↓Group { Text(text) }
                        .padding(.horizontal, 8)
                        .background(.thinMaterial, in: Capsule())
                }
            }
            """,
            """
            struct Wrapper: View {
                var body: some View {
                    VStack {
                        ↓Group {
                            ProfileHeader(name: "A")
                                .font(.title)
                        }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Status: View {
                let loading: Bool
                var body: some View {
                    Group {
                        if loading { ProgressView() } else { Text("Done") }
                    }
                    .padding()
                }
            }
            """,
            """
            struct Several: View {
                let items: [Item]
                var body: some View {
                    Group {
                        Text("Title")
                        Text("Subtitle")
                    }
                    .font(.caption)
                    Group { ForEach(items) { Row(item: $0) } }
                    Group { content }
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls where call.calleeName == "Group" && call.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard let closure = call.contentClosure, closure.statements.count == 1,
                  let only = closure.builderChildren.first, let child = only,
                  let name = child.viewTypeName, name != "ForEach", name != "Group"
            else { continue }
            result.append(Violation(call))
        }
        return result
    }
}
