import SwiftSyntax

/// `long-body`: a `body` too long to read or to invalidate cheaply.
enum LongBodyRule: Rule {
    static let description = RuleDescription(
        id: "long-body",
        name: "Long body",
        severity: .note,
        message: "This body is long; split it into smaller View types, each with the inputs it needs",
        rationale: """
            A view is SwiftUI's unit of invalidation: when anything a `body` reads changes, the whole \
            `body` runs again — every conditional, modifier chain and string interpolation in it. A long \
            `body` usually mixes several sections with different inputs, so each small change redoes \
            all of them, and it is hard to read and slow to type-check. Split it into `View` types with \
            narrow inputs; the parent just composes them. The limit is `max-lines` lines between the \
            braces.
            """,
        options: [RuleOption(name: "max-lines", defaultValue: 40, summary: "lines a body may have between its braces")],
        triggeringExamples: [
            """
            struct Dashboard: View {
                var ↓body: some View {
                    VStack {
            \((1...40).map { "            Text(\"Row \($0)\")" }.joined(separator: "\n"))
                    }
                }
            }
            """,
            """
            struct Card: ViewModifier {
                func ↓body(content: Content) -> some View {
                    content
            \((1...40).map { _ in "            .padding(1)" }.joined(separator: "\n"))
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Dashboard: View {
                var body: some View {
                    VStack {
                        Header()
                        Stats()
                        Activity()
                    }
                }
            }
            """,
            """
            final class Model {
                var body: String {
                    \"\"\"
            \((1...45).map { "line \($0)" }.joined(separator: "\n"))
                    \"\"\"
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        let maxLines = options["max-lines"]
        var result: [Violation] = []
        for decl in file.typeDecls where decl.isViewDecl(in: file) {
            for item in decl.memberBlock.members {
                var candidate: (TokenSyntax, Syntax)?
                if let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic {
                    for binding in variable.bindings where binding.name == "body" && binding.isComputed {
                        if let block = binding.accessorBlock, let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                            candidate = (name.identifier, Syntax(block))
                        }
                    }
                } else if let function = item.decl.as(FunctionDeclSyntax.self),
                          ["body", "makeBody"].contains(function.name.text), let body = function.body {
                    candidate = (function.name, Syntax(body))
                }
                guard let (name, block) = candidate else { continue }
                let span = file.lineSpan(of: block)
                let lines = span <= 2 ? 1 : span - 2
                if lines > maxLines {
                    result.append(Violation(name, message:
                        "body is \(lines) lines (limit \(maxLines)); split it into smaller View types, each with the inputs it needs"))
                }
            }
        }
        return result
    }
}
