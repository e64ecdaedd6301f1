import SwiftSyntax

/// `zstack-decoration`: a ZStack that only decorates one primary view.
enum ZStackDecorationRule: Rule {
    static let description = RuleDescription(
        id: "zstack-decoration",
        name: "ZStack used for decoration",
        severity: .note,
        message: "This ZStack decorates one view; attach the decoration with .overlay or .background so the primary view stays the layout anchor",
        rationale: """
            `ZStack` composes peers: every child takes part in layout and the stack is as big as the \
            union of them. To put a badge, icon, shape or colour on or behind one main view, `.overlay` \
            and `.background` say so directly: the modified view stays the layout anchor and the \
            decoration is offered exactly its size (so a `Capsule()` fills the view instead of all the \
            space available). Keep `ZStack` when the decoration must take part in sizing — for \
            example a full-screen colour with `.ignoresSafeArea()` — or when the children are peers.
            """,
        triggeringExamples: [
            """
            struct Continue: View {
                var body: some View {
                    ↓ZStack(alignment: .trailing) {
                        Button("Continue") { next() }
                        Image(systemName: "lock.fill")
                            .padding(.trailing, 8)
                    }
                }
            }
            """,
            """
            struct Inbox: View {
                var body: some View {
                    ↓ZStack {
                        Capsule().strokeBorder(.blue, lineWidth: 2)
                        HStack { Image(systemName: "tray"); Text("Inbox") }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Continue: View {
                var body: some View {
                    Button("Continue") { next() }
                        .overlay(alignment: .trailing) {
                            Image(systemName: "lock.fill").padding(.trailing, 8)
                        }
                }
            }
            """,
            """
            struct Screen: View {
                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea()
                        ContentView()
                    }
                    ZStack {
                        CardView(card: first)
                        CardView(card: second).offset(y: 20)
                        CardView(card: third).offset(y: 40)
                    }
                }
            }
            """,
        ])

    static let decorations: Set<String> = [
        "Image", "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse",
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "ContainerRelativeShape",
    ]

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls where call.calleeName == "ZStack" && call.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard let closure = call.contentClosure, closure.statements.count == 2 else { continue }
            // A ZStack given an explicit frame sizes its layers itself: they are peers.
            if let chain = call.parent?.as(MemberAccessExprSyntax.self)?.ancestor(CodeBlockItemSyntax.self),
               chain.trimmedDescription.contains(".frame(") {
                continue
            }
            let children = closure.builderChildren.compactMap { $0 }
            guard children.count == 2 else { continue }
            let kinds = children.map(kind)
            let decorationsCount = kinds.filter { $0 == .decoration }.count
            let primaries = kinds.filter { $0 == .primary }.count
            if decorationsCount == 1 && primaries == 1 { result.append(Violation(call)) }
        }
        return result
    }

    enum Kind { case decoration, primary, other }

    static func kind(_ expr: ExprSyntax) -> Kind {
        let text = expr.trimmedDescription
        if text.contains("ignoresSafeArea") || text.contains("edgesIgnoringSafeArea") || text.contains(".frame(") {
            return .other
        }
        let root = expr.chainRoot
        var name: String?
        if let call = root.as(FunctionCallExprSyntax.self), call.calledExpression.is(DeclReferenceExprSyntax.self) {
            name = call.calleeName
        } else if let ref = root.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        }
        guard let name, name.first?.isUppercase == true else { return .other }
        if decorations.contains(name) { return .decoration }
        if ["ForEach", "Spacer", "EmptyView", "GeometryReader"].contains(name) { return .other }
        return root.is(FunctionCallExprSyntax.self) ? .primary : .other
    }
}
