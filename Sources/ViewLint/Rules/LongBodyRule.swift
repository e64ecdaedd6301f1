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
            narrow inputs; the parent just composes them. The limit is `max-lines` lines of view \
            code: lines holding code that runs with `body`; blank lines, comments and the code of \
            action closures and handlers (`Button` actions, `onAppear`, `onChange`, `task`…) do not \
            count, since they do not run with `body`.
            """,
        matters: """
            When a long body mixes sections with different inputs, or sits in a screen that \
            updates often: splitting it lets SwiftUI skip the parts whose inputs did not change, \
            and each part is easier to read and faster to type-check.
            """,
        doesNotMatter: """
            A long but flat body that reads little state (a settings form, a static about screen) \
            costs little to re-run; splitting it is taste, which is why this is a note.
            """,
        options: [RuleOption(name: "max-lines", defaultValue: 80, summary: "lines of view code a body may have (handlers, comments and blank lines not counted)")],
        triggeringExamples: [
            """
            struct Dashboard: View {
                var ↓body: some View {
                    VStack {
            \((1...80).map { "            Text(\"Row \($0)\")" }.joined(separator: "\n"))
                    }
                }
            }
            """,
            """
            struct Card: ViewModifier {
                func ↓body(content: Content) -> some View {
                    content
            \((1...80).map { _ in "            .padding(1)" }.joined(separator: "\n"))
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
            struct Editor: View {
                @State private var text = ""
                var body: some View {
                    TextEditor(text: $text)
                        .onChange(of: text) {
            \((1...90).map { "                save(line: \($0))" }.joined(separator: "\n"))
                        }
                        // Comments and blank lines are not view code either.
            \((1...10).map { _ in "\n            // …" }.joined(separator: "\n"))
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
                let lines = viewCodeLines(in: block, file: file)
                if lines > maxLines {
                    result.append(Violation(name, message:
                        "body is \(lines) lines of view code (limit \(maxLines)); split it into smaller View types, each with the inputs it needs"))
                }
            }
        }
        return result
    }

    /// Lines holding a token of code that runs with `body`: not the braces of the body itself, not
    /// the code of action closures, not comments or blank lines.
    static func viewCodeLines(in block: Syntax, file: LintFile) -> Int {
        let counter = ViewCodeLines(file: file)
        for child in block.children(viewMode: .sourceAccurate) { counter.walk(child) }
        let braces = [block.firstToken(viewMode: .sourceAccurate), block.lastToken(viewMode: .sourceAccurate)]
            .compactMap { $0 }.filter { $0.tokenKind == .leftBrace || $0.tokenKind == .rightBrace }
        var lines = counter.lines
        for brace in braces {
            let line = file.line(of: brace.positionAfterSkippingLeadingTrivia)
            if !counter.otherTokenLines.contains(line) { lines.remove(line) }
        }
        return lines.count
    }
}

private final class ViewCodeLines: SyntaxVisitor {
    let file: LintFile
    var lines: Set<Int> = []
    /// Lines with a token that is not a brace (so a brace sharing a line with code keeps it).
    var otherTokenLines: Set<Int> = []

    init(file: LintFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        Scopes.runsImmediately(node, in: file) ? .visitChildren : .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        let line = file.line(of: token.positionAfterSkippingLeadingTrivia)
        lines.insert(line)
        if token.tokenKind != .leftBrace && token.tokenKind != .rightBrace { otherTokenLines.insert(line) }
        return .skipChildren
    }
}
