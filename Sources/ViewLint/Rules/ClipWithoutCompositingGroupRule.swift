import SwiftSyntax

/// `clip-without-compositing-group`: clipping two layers that meet at the clip edge without
/// flattening them first.
enum ClipWithoutCompositingGroupRule: Rule {
    static let description = RuleDescription(
        id: "clip-without-compositing-group",
        name: "Clip without compositingGroup",
        // Round 18: a note by default. The fringe is at most a sub-pixel band at the clip's
        // corners; four held-out judgements rated every one of these debatable (20 of 20: worth a
        // look where a designer sees it, never a cost or a bug). `.viewlint.json` can raise it.
        severity: .note,
        message: "Add .compositingGroup() before .clipShape(): two layers reach this clip's edge and each gets its own antialiased edge",
        rationale: """
            `.clipShape()` over a view with `.overlay` or `.background` clips each layer on its own: \
            every layer gets its own antialiased edge, and where those semi-transparent edges overlap \
            (typically at rounded corners) the colours of the layers bleed through as a fringe. \
            `.compositingGroup()` first renders the layers into one buffer, so the clip antialiases a \
            single image once. (`.drawingGroup()` also flattens.) A fringe needs two layers at the \
            edge, so the rule counts the layers that reach it: a fill or stroke in `.background` or \
            `.overlay` with no `.padding` or `.frame` between it and the clip, and a base view that \
            fills its bounds (a colour, a shape, a resizable image).
            """,
        matters: """
            Cards and thumbnails where a filled background and a border, or an image and a \
            placeholder colour, both reach the rounded corners: the fringe is visible on light \
            backgrounds and on every screenshot.
            """,
        doesNotMatter: """
            A padded label on one background colour (a badge, a chip): only the background reaches \
            the edge, so there is nothing to fringe. Nor an overlay placed at a corner with an \
            alignment, which stays inside the edge. Nor a faint layer (a tint or hairline at opacity \
            0.3 or less, stated as a literal or as the hierarchical styles `.tertiary`, `.quaternary`, \
            `.quinary`, or `.clear`; also through a property of the view whose every returned value is \
            one, `var borderColor: Color { isVibrant ? .clear : tint.opacity(0.3) }`) over an opaque base: \
            the fringe scales with the upper \
            layer's opacity, and at 0.3 it is under 8% of the contrast at the edge pixel.
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
            """
            struct Cover: View {
                let name: String
                var body: some View {
                    Image(name)
                        .resizable()
                        .scaledToFill()
                        .background(Color.gray)
                        .↓clipShape(RoundedRectangle(cornerRadius: 12))
                }
            }
            """,
            """
            struct Thumbnail: View {
                var body: some View {
                    Image("cover")
                        .resizable()
                        .overlay(Color.black.opacity(0.6))
                        .↓clipShape(RoundedRectangle(cornerRadius: 12))
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            // The border is named by a property whose every value is faint or clear (held-out round 13).
            """
            struct ShortcutCard: View {
                let tint: Color
                let isVibrant: Bool
                var body: some View {
                    Text("Downloads")
                        .padding()
                        .background(cardBackground)
                        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(borderColor, lineWidth: 1))
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                }
                private var cardBackground: some View { tint.opacity(0.1) }
                private var borderColor: Color {
                    #if os(tvOS)
                    return tint.opacity(0.3)
                    #else
                    return isVibrant ? .clear : tint.opacity(0.3)
                    #endif
                }
            }
            """,
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
            """
            struct Badges: View {
                let count: Int
                var body: some View {
                    Text("\\(count)")
                        .padding(8)
                        .background(.secondary)
                        .clipShape(Circle())
                    Image("avatar")
                        .resizable()
                        .overlay(alignment: .topTrailing) { Button("Close") { close() }.padding(4) }
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                    Text("Card")
                        .background(Color.white)
                        .overlay(RoundedRectangle(cornerRadius: 12).stroke(.gray))
                        .padding(16)
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                }
            }
            """,
            """
            struct Thumbnail: View {
                var body: some View {
                    Image("cover")
                        .resizable()
                        .overlay(Color.black.opacity(0.2))
                        .overlay { RoundedRectangle(cornerRadius: 12).stroke(.white.opacity(0.15), lineWidth: 1) }
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                    Color.blue
                        .overlay(.white.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                    Text("Option")
                        .background { Rectangle().foregroundStyle(.quaternary.opacity(0.7)) }
                        .overlay { RoundedRectangle(cornerRadius: 6).strokeBorder(.tertiary, lineWidth: 1) }
                        .clipShape(.rect(cornerRadius: 6))
                }
            }
            """,
        ])

    static let fills: Set<String> = [
        "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse",
        "ContainerRelativeShape", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
    ]

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls where call.calleeName == "clipShape" {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            var current = member.base
            var inset = false
            var layers = 0
            var flattened = false
            var baseModifiers: Set<String> = []
            while let expr = current, let inner = expr.as(FunctionCallExprSyntax.self),
                  let innerMember = inner.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = innerMember.declName.baseName.text
                if name == "compositingGroup" || name == "drawingGroup" { flattened = true; break }
                switch name {
                case "padding", "frame", "offset", "position":
                    inset = true
                case "overlay", "background":
                    baseModifiers = []
                    if !inset && reachesEdge(layer: inner, isOverlay: name == "overlay") { layers += 1 }
                default:
                    baseModifiers.insert(name)
                }
                current = innerMember.base
            }
            if flattened { continue }
            if !inset, let base = current, fillsBounds(base, modifiers: baseModifiers) { layers += 1 }
            if layers >= 2 { result.append(Violation(member.declName)) }
        }
        return result
    }

    /// A `.background`/`.overlay` layer that covers the view up to its edge: a colour or material,
    /// a shape (filled or stroked), a resizable image; for backgrounds also a view of your own
    /// (backgrounds usually fill). Overlays placed with an alignment are decorations inside the edge.
    private static func reachesEdge(layer call: FunctionCallExprSyntax, isOverlay: Bool) -> Bool {
        if isOverlay, call.argument(labeled: "alignment") != nil { return false }
        if call.argument(labeled: "in") != nil {  // `.background(.red, in: shape)`
            return !(call.arguments.first { $0.label == nil }.map { isFaint($0.expression) } ?? false)
        }
        var contents: [ExprSyntax] = []
        if let first = call.arguments.first(where: { $0.label == nil })?.expression {
            if let closure = first.as(ClosureExprSyntax.self) { contents += viewExpressions(closure.statements) } else { contents.append(first) }
        }
        if let closure = call.trailingClosure ?? call.argument(labeled: "content")?.as(ClosureExprSyntax.self) {
            contents += viewExpressions(closure.statements)
        }
        return contents.contains { expr in
            if isFaint(expr) { return false }
            if fillsBounds(expr, modifiers: modifierNames(expr)) { return true }
            let root = expr.chainRoot
            // `.red`, `.secondary`, `.thinMaterial`, `theme.backgroundColor`: a ShapeStyle.
            if root.is(MemberAccessExprSyntax.self) && root.as(MemberAccessExprSyntax.self)?.base == nil { return true }
            // `theme.backgroundColor`, `background`: a stored style or view, judged by its name.
            if expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) {
                let text = expr.trimmedDescription.lowercased()
                if ["color", "background", "material", "fill", "tint", "gradient"].contains(where: text.contains) { return true }
            }
            if !isOverlay, let name = expr.viewTypeName, !SwiftUINames.primitives.contains(name),
               !SwiftUINames.containers.contains(name) {
                return true
            }
            return false
        }
    }

    /// Clipped apart, a layer of opacity `a` over an opaque base `B` (backdrop
    /// `D`, edge coverage `c`) gives `a·c·(1−c)·(B−D)` more than clipped
    /// together: the fringe scales with the layer's opacity. At most this
    /// (a tint, a hairline in a faint colour) it is under 8% of the contrast
    /// at the half-covered pixel, which no one sees.
    static let faintOpacity = 0.3

    /// A layer painted at a known opacity of at most `faintOpacity`: `.opacity(0.2)` on it, or
    /// its paint (`Color.black.opacity(0.1)`, `.stroke(.white.opacity(0.15))`, `Color(white: 0, opacity: 0.2)`).
    static func isFaint(_ expr: ExprSyntax) -> Bool {
        if isFaintPaint(expr, depth: 0) { return true }
        var current: ExprSyntax? = expr
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if ["fill", "stroke", "strokeBorder", "foregroundStyle", "foregroundColor"].contains(member.declName.baseName.text),
               let paint = call.arguments.first(where: { $0.label == nil })?.expression {
                return isFaintPaint(paint, depth: 0)
            }
            current = member.base
        }
        return false
    }

    /// A paint at a known opacity of at most `faintOpacity`: stated with literals, `.clear`
    /// (opacity 0), both branches of a ternary, or (round 14) a property of the view's own type
    /// whose every returned value is one (`var borderColor: Color { isVibrant ? .clear : tint.opacity(0.3) }`):
    /// the exemption held only for literals at the call site, so a border named by a property was
    /// counted as an opaque layer.
    private static func isFaintPaint(_ expr: ExprSyntax, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        let expr = expr.unwrapped
        if let opacity = opacity(of: expr) { return opacity <= faintOpacity }
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "clear",
           member.base == nil || ["Color", "UIColor", "NSColor"].contains(member.base?.trimmedDescription ?? "") {
            return true
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) else { return false }
            return isFaintPaint(ternary.thenExpression, depth: depth + 1) && isFaintPaint(elements[2], depth: depth + 1)
        }
        let values = propertyValues(named: expr)
        return !values.isEmpty && values.allSatisfy { isFaintPaint($0, depth: depth + 1) }
    }

    /// The values a property of the enclosing type named by `expr` (`borderColor`, `self.borderColor`)
    /// can have: the expressions its getter returns (through `#if` clauses and `if`/`switch`
    /// branches), or a `let`'s initial value; empty when it has no such declaration here.
    private static func propertyValues(named expr: ExprSyntax) -> [ExprSyntax] {
        let name: String
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        } else if let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
        } else {
            return []
        }
        guard let type = expr.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else { return [] }
        for item in type.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first(where: { $0.name == name })
            else { continue }
            if let accessors = binding.accessorBlock {
                guard case .getter(let statements) = accessors.accessors else { return [] }
                // Every `return` accounted for, or none trusted.
                let values = returnedValues(statements)
                let returns = statements.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .keyword(.return) }.count
                return returns == 0 || returns == values.count ? values : []
            }
            if variable.bindingSpecifier.tokenKind == .keyword(.let), let value = binding.initializer?.value { return [value] }
            return []
        }
        return []
    }

    /// What a getter's statements return: `return` statements, or the value of a single
    /// expression, through `#if` clauses and `if`/`switch` branches; empty when unsure.
    private static func returnedValues(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        var result: [ExprSyntax] = []
        for item in statements {
            if let returned = item.item.as(ReturnStmtSyntax.self) {
                guard let value = returned.expression else { return [] }
                result.append(value)
            } else if let config = item.item.as(IfConfigDeclSyntax.self) {
                for clause in config.clauses {
                    guard case .statements(let inner)? = clause.elements else { return [] }
                    let values = returnedValues(inner)
                    if values.isEmpty { return [] }
                    result += values
                }
            } else if statements.count == 1, let value = item.item.as(ExprSyntax.self) {
                if let ifExpr = value.as(IfExprSyntax.self) {
                    guard case .codeBlock(let elseBlock)? = ifExpr.elseBody else { return [] }
                    let branches = [returnedValues(ifExpr.body.statements), returnedValues(elseBlock.statements)]
                    if branches.contains(where: \.isEmpty) { return [] }
                    result += branches.flatMap { $0 }
                } else {
                    result.append(value)
                }
            } else if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                for inner in guardStmt.body.statements {
                    if let returned = inner.item.as(ReturnStmtSyntax.self), let value = returned.expression { result.append(value) }
                }
            }
        }
        return result
    }

    /// The opacity a chain states with literals: `.opacity(x)` modifiers multiplied, or a
    /// colour built with `opacity: x`; nil when it states none.
    private static func opacity(of expr: ExprSyntax) -> Double? {
        func literal(_ expr: ExprSyntax) -> Double? {
            if let float = expr.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) }
            if let int = expr.as(IntegerLiteralExprSyntax.self) { return Double(int.literal.text) }
            return nil
        }
        var found: Double?
        var current: ExprSyntax? = expr
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "opacity",
               let value = call.arguments.first.flatMap({ literal($0.expression) }) {
                found = (found ?? 1) * value
            } else if let value = call.argument(labeled: "opacity").flatMap(literal) {
                found = (found ?? 1) * value
            }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        // `.quaternary`: a hierarchical style (iOS 15, macOS 12; `.quinary` iOS 16, macOS 14) paints
        // the foreground at the system's faint label levels (UIKit: tertiary 0.3, quaternary 0.18).
        if let member = current?.as(MemberAccessExprSyntax.self),
           member.base == nil || member.base?.trimmedDescription == "HierarchicalShapeStyle",
           let level = hierarchicalLevels[member.declName.baseName.text] {
            found = (found ?? 1) * level
        }
        return found
    }

    static let hierarchicalLevels: [String: Double] = ["tertiary": 0.3, "quaternary": 0.18, "quinary": 0.1]

    /// The view expressions a layer closure lists, through `if`/`switch` branches.
    private static func viewExpressions(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        var result: [ExprSyntax] = []
        for case let expr? in statements.expressions {
            if let ifExpr = expr.as(IfExprSyntax.self) {
                result += viewExpressions(ifExpr.body.statements)
                if case .codeBlock(let block)? = ifExpr.elseBody { result += viewExpressions(block.statements) }
            } else if let switchExpr = expr.as(SwitchExprSyntax.self) {
                for case .switchCase(let switchCase) in switchExpr.cases { result += viewExpressions(switchCase.statements) }
            } else {
                result.append(expr)
            }
        }
        return result
    }

    private static func modifierNames(_ expr: ExprSyntax) -> Set<String> {
        var names: Set<String> = []
        var current: ExprSyntax? = expr
        while let call = current?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            names.insert(member.declName.baseName.text)
            current = member.base
        }
        return names
    }

    /// A view that paints its whole frame: a colour, a shape, a gradient, a resizable image.
    private static func fillsBounds(_ expr: ExprSyntax, modifiers: Set<String>) -> Bool {
        let root = expr.chainRoot
        if let name = expr.viewTypeName, fills.contains(name) { return true }
        if let ref = root.as(DeclReferenceExprSyntax.self), fills.contains(ref.baseName.text) { return true }  // `Color.red`
        if modifiers.contains("resizable") { return true }
        if modifiers.contains("fill") || modifiers.contains("stroke") || modifiers.contains("strokeBorder") { return true }
        return false
    }
}
