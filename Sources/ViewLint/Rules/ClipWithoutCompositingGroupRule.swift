import SwiftSyntax

/// `clip-without-compositing-group`: clipping layered content without flattening it first.
enum ClipWithoutCompositingGroupRule: Rule {
    static let description = RuleDescription(
        id: "clip-without-compositing-group",
        name: "Clip without compositingGroup",
        severity: .warning,
        message: "Add .compositingGroup() before .clipShape() when clipping a view with overlay/background layers",
        rationale: """
            `.clipShape()` over a view with `.overlay` or `.background` clips each layer on its own: \
            every layer gets its own antialiased edge, and where those semi-transparent edges overlap \
            (typically at rounded corners) the colours of the layers bleed through as a fringe. \
            `.compositingGroup()` first renders the layers into one buffer, so the clip antialiases a \
            single image once. (`.drawingGroup()` also flattens.)
            """,
        triggeringExamples: [
            """
            struct Tile: View {
                let shape = RoundedRectangle(cornerRadius: 16)
                var body: some View {
                    Color.red
                        .overlay(.white, in: shape)
                        .↓clipShape(shape)
                        .frame(width: 200, height: 150)
                }
            }
            """,
            """
            struct Chip: View {
                var body: some View {
                    Text("New").padding(6).background(Color.blue).overlay { Capsule().stroke() }.↓clipShape(Capsule())
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Tile: View {
                var body: some View {
                    Color.red
                        .overlay(.white, in: .rect)
                        .compositingGroup()
                        .clipShape(RoundedRectangle(cornerRadius: 16))
                    Image("photo").resizable().clipShape(Circle())
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls where call.calleeName == "clipShape" {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            var current = member.base
            var layered = false
            while let expr = current, let inner = expr.as(FunctionCallExprSyntax.self),
                  let innerMember = inner.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = innerMember.declName.baseName.text
                if name == "compositingGroup" || name == "drawingGroup" { break }
                if name == "overlay" || name == "background" { layered = true; break }
                current = innerMember.base
            }
            if layered { result.append(Violation(member.declName)) }
        }
        return result
    }
}
