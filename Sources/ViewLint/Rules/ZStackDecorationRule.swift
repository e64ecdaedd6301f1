import SwiftSyntax

/// `zstack-decoration`: a ZStack that only decorates one primary view.
enum ZStackDecorationRule: Rule {
    static let description = RuleDescription(
        id: "zstack-decoration",
        name: "ZStack used for decoration",
        severity: .note,
        message: "This ZStack decorates one view; attach the decoration with .overlay(alignment:) or .background so the primary view stays the layout anchor",
        rationale: """
            `ZStack` composes peers: every child takes part in layout and the stack is as big as the \
            union of them. To put a badge, icon, border or dot on one main view, `.overlay` and \
            `.background` say so directly: the modified view stays the layout anchor and the \
            decoration is offered exactly its size (so a stroked `Capsule()` hugs the view instead of \
            taking all the space available, and a badge cannot make the row taller). The rule \
            reports a two-child `ZStack` of one primary view and one decoration: a stroked shape, a \
            small fixed-size shape or image, an SF Symbol, or anything shown under an `if` (a \
            conditional badge).
            """,
        matters: """
            When the decoration should follow the primary view's size: borders, badges, unread \
            dots, lock icons. With `.overlay(alignment: .topTrailing)` they cannot change the layout.
            """,
        doesNotMatter: """
            When a child deliberately sets the size (an invisible copy, a filled shape or colour \
            that should cover the space, a full-screen background with `.ignoresSafeArea()`), when \
            the stack has its own frame, or when the children are peers (cards stacked with \
            offsets). Those are what `ZStack` is for, and are not reported.
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
            """
            struct Avatar: View {
                let hasUnread: Bool
                var body: some View {
                    ↓ZStack(alignment: .topTrailing) {
                        AvatarImage()
                        if hasUnread {
                            Text("New").font(.caption2)
                        } else if let count = mentions, count > 0 {
                            mentionsBadge
                        }
                    }
                    ↓ZStack(alignment: .topTrailing) {
                        Button("Messages") { open() }
                        Circle().fill(.red).frame(width: 8, height: 8)
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
            """
            struct Placeholder: View {
                var body: some View {
                    ZStack {
                        RoundedRectangle(cornerRadius: 8).fill(.black.opacity(0.4))
                        ProgressView()
                    }
                    ZStack {
                        Image(systemName: "eye.slash").opacity(0)
                        Text("ALT")
                    }
                }
            }
            """,
        ])

    static let shapes: Set<String> = [
        "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse",
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
            if kinds.contains(.decoration) && kinds.contains(.primary) { result.append(Violation(call)) }
        }
        return result
    }

    enum Kind { case decoration, primary, other }

    static func kind(_ expr: ExprSyntax) -> Kind {
        // `if hasUnread { badge } else if … { other }` with no final `else`: a decoration shown on condition.
        if let ifExpr = expr.as(IfExprSyntax.self) {
            var current: IfExprSyntax? = ifExpr
            while let branch = current {
                let availability = branch.conditions.contains {
                    if case .availability = $0.condition { return true }
                    return false
                }
                guard !availability, branch.body.statements.count == 1,
                      let only = branch.body.statements.expressions.first, let view = only, isBadge(view)
                else { return .other }
                switch branch.elseBody {
                case .ifExpr(let next)?: current = next
                case nil: current = nil
                default: return .other
                }
            }
            return .decoration
        }
        let modifiers = modifierCalls(expr)
        if isInvisible(expr) || modifiers.keys.contains("ignoresSafeArea") || modifiers.keys.contains("edgesIgnoringSafeArea") {
            return .other
        }
        guard let name = expr.viewTypeName ?? expr.chainRoot.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isUppercase == true
        else { return .other }
        let fixedSize = modifiers["frame"].map { frame in
            frame.argument(labeled: "width") != nil && frame.argument(labeled: "height") != nil
                && frame.argument(labeled: "maxWidth") == nil && frame.argument(labeled: "maxHeight") == nil
        } ?? false
        if shapes.contains(name) {
            // A stroked shape is a border; a small fixed shape is a dot; a filled one covers the space.
            if modifiers.keys.contains("stroke") || modifiers.keys.contains("strokeBorder") { return modifiers.keys.contains("frame") ? .other : .decoration }
            return fixedSize ? .decoration : .other
        }
        if name == "Image" {
            let symbol = expr.chainRoot.as(FunctionCallExprSyntax.self)?.argument(labeled: "systemName") != nil
            return symbol || fixedSize ? .decoration : .other
        }
        if ["ForEach", "Spacer", "EmptyView", "GeometryReader", "Group"].contains(name) { return .other }
        if modifiers.keys.contains("frame") && !fixedSize { return .other }
        return expr.chainRoot.is(FunctionCallExprSyntax.self) ? .primary : .other
    }

    /// Something small shown on condition: a decoration, a text, image or label, or a property named
    /// like one (`supporterBadge`, `unreadDot`). A whole panel under an `if` is a peer, not a badge.
    private static func isBadge(_ view: ExprSyntax) -> Bool {
        if isInvisible(view) { return false }
        if kind(view) == .decoration { return true }
        if let name = view.viewTypeName { return ["Text", "Image", "Label"].contains(name) }
        guard let ref = view.chainRoot.as(DeclReferenceExprSyntax.self) else { return false }
        let name = ref.baseName.text.lowercased()
        return ["badge", "dot", "indicator", "icon", "marker", "checkmark"].contains(where: name.contains)
    }

    /// `.hidden()` or `.opacity(0)`: a child there only to take up space.
    private static func isInvisible(_ expr: ExprSyntax) -> Bool {
        let modifiers = modifierCalls(expr)
        if modifiers["hidden"] != nil { return true }
        if let opacity = modifiers["opacity"], let value = opacity.arguments.first?.expression.trimmedDescription,
           value == "0" || value == "0.0" {
            return true
        }
        return false
    }

    /// The modifiers applied to a view expression, name → call (the outermost of each name).
    private static func modifierCalls(_ expr: ExprSyntax) -> [String: FunctionCallExprSyntax] {
        var result: [String: FunctionCallExprSyntax] = [:]
        var current: ExprSyntax? = expr
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if result[name] == nil { result[name] = call }
            current = member.base
        }
        return result
    }
}
