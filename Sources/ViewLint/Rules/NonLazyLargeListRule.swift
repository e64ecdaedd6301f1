import SwiftSyntax

/// `non-lazy-large-list`: `ScrollView { VStack { ForEach(large) } }`.
enum NonLazyLargeListRule: Rule {
    static let description = RuleDescription(
        id: "non-lazy-large-list",
        name: "Non-lazy large list",
        severity: .warning,
        message: "Use LazyVStack/LazyHStack (or List) here: a plain stack in a ScrollView builds every row up front",
        rationale: """
            A `VStack` or `HStack` creates all of its children when it appears, so inside a \
            `ScrollView` a `ForEach` over a large or growing collection builds (and keeps) every row, \
            visible or not: slow first appearance and memory that grows with the data. `LazyVStack`, \
            `LazyHStack`, `LazyVGrid` and `List` build only the rows near the viewport. Fixed ranges \
            shorter than `min-rows` are not flagged.
            """,
        options: [RuleOption(name: "min-rows", defaultValue: 50, summary: "literal range sizes at or above which a plain stack is flagged")],
        triggeringExamples: [
            """
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    ScrollView {
                        ↓VStack(spacing: 12) {
                            ForEach(posts) { PostRow(post: $0) }
                        }
                        .padding()
                    }
                }
            }
            """,
            """
            struct Numbers: View {
                var body: some View {
                    ScrollView(.horizontal) {
                        ↓HStack { ForEach(0..<1000) { Text("\\($0)") } }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    ScrollView {
                        LazyVStack { ForEach(posts) { PostRow(post: $0) } }
                    }
                    ScrollView {
                        VStack { ForEach(0..<5) { Text("\\($0)") } }
                        VStack { ForEach(["a", "b"], id: \\.self) { Text($0) } }
                    }
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        let minRows = options["min-rows"]
        for call in file.calls where call.calleeName == "ScrollView" && call.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard let closure = call.contentClosure else { continue }
            for case let child? in closure.builderChildren {
                guard let stack = child.chainRoot.as(FunctionCallExprSyntax.self),
                      let name = stack.calleeName, name == "VStack" || name == "HStack",
                      let content = stack.contentClosure
                else { continue }
                let large = content.builderChildren.contains { item in
                    guard let item, let forEach = item.chainRoot.as(FunctionCallExprSyntax.self),
                          forEach.calleeName == "ForEach", let data = forEach.arguments.first?.expression
                    else { return false }
                    return isLarge(data, minRows: minRows)
                }
                if large { result.append(Violation(stack)) }
            }
        }
        return result
    }

    /// Literal arrays and short literal ranges are small; anything else may grow.
    static func isLarge(_ data: ExprSyntax, minRows: Int) -> Bool {
        let data = data.unwrapped
        if data.is(ArrayExprSyntax.self) { return false }
        let parts: [ExprSyntax]
        if let sequence = data.as(SequenceExprSyntax.self) {
            parts = Array(sequence.elements)
        } else if let infix = data.as(InfixOperatorExprSyntax.self) {
            parts = [infix.leftOperand, infix.operator, infix.rightOperand]
        } else {
            return true
        }
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self) else { return true }
        guard let low = parts[0].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
              let high = parts[2].as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
        else { return true }
        let count = op.operator.text == "..." ? high - low + 1 : high - low
        return count >= minRows
    }
}
