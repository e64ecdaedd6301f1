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
            modify the child. That includes texts joined with `+` (one `Text`) and a single view \
            under an `#if` with no `#else` (write the `#if` in the builder itself). A Group whose \
            content is a `ForEach`, several views, or an `if`/`switch` does real work and is left \
            alone.
            """,
        matters: """
            Never for speed in a measurable way: it is one more level to read and one more generic \
            layer to type-check, which is why it is a note.
            """,
        doesNotMatter: """
            A Group that turns `#if`/`#else` or `if`/`switch` alternatives into one view that later \
            modifiers apply to, or that is the body of a property without `@ViewBuilder`, does \
            real work and is not reported.
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
            """
            struct Stamp: View {
                let date: Date
                var body: some View {
                    ↓Group {
                        Text(date, style: .date) + Text(" at ") + Text(date, style: .time)
                    }
                    .font(.caption)
                    ↓Group {
                        #if os(iOS)
                        Text("Tap to edit").foregroundStyle(.secondary)
                        #endif
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
            """
            struct Platform: View {
                var body: some View {
                    Group {
                        #if os(iOS)
                        Text("Phone")
                        #else
                        Text("Mac")
                        #endif
                    }
                    .padding()
                }
                var hint: some View {
                    Group {
                        #if os(iOS)
                        Text("Swipe to delete")
                        #endif
                    }
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls where call.calleeName == "Group" && call.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard let closure = call.contentClosure, closure.statements.count == 1, let item = closure.statements.first
            else { continue }
            if let child = closure.builderChildren.first ?? nil {
                if isSingleView(child) { result.append(Violation(call)) }
            } else if let config = item.item.as(IfConfigDeclSyntax.self), config.clauses.count == 1,
                      case .statements(let statements)? = config.clauses.first?.elements, statements.count == 1,
                      let only = statements.expressions.first, let child = only, isSingleView(child),
                      isInBuilder(call) {
                result.append(Violation(call))
            }
        }
        return result
    }

    /// One view: a view expression other than `ForEach`/`Group`, or texts joined with `+`.
    private static func isSingleView(_ expr: ExprSyntax) -> Bool {
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return sequence.elements.enumerated().allSatisfy { index, element in
                index % 2 == 1 ? element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" : element.viewTypeName == "Text"
            }
        }
        guard let name = expr.viewTypeName else { return false }
        return name != "ForEach" && name != "Group"
    }

    /// True if the Group is a statement of a view builder (where an `#if` could stand on its own):
    /// a container's content, `body`, or a `@ViewBuilder` member, not the lone result of a plain property.
    private static func isInBuilder(_ call: FunctionCallExprSyntax) -> Bool {
        guard let item = call.ancestor(CodeBlockItemSyntax.self) else { return false }
        var current = item.parent?.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) { return true }
            if let function = node.as(FunctionDeclSyntax.self) {
                return function.hasAttribute("ViewBuilder") || ["body", "makeBody"].contains(function.name.text)
            }
            if let binding = node.as(PatternBindingSyntax.self), let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) {
                return variable.hasAttribute("ViewBuilder") || binding.name == "body"
            }
            current = node.parent
        }
        return false
    }
}
