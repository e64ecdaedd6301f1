import SwiftSyntax

/// `anyview`'s `--fix`: a function or computed property whose only statement
/// (after `let`s) is one `if`/`else` or `switch` returning an `AnyView(…)` from
/// every branch becomes a `@ViewBuilder` returning `some View`, its branches the
/// views themselves. Only where that changes nothing else: every path ends in
/// such a return, and the declaration returns `some View` already, or
/// `AnyView` from a `private` declaration (or `body`) whose every use in the
/// file takes any view (a statement of a builder, a modifier's receiver or
/// argument).
enum AnyViewBuilderFix {
    static func corrections(in file: LintFile) -> [Correction] {
        var result: [Correction] = []
        for function in file.functions {
            guard let body = function.body, let returned = function.signature.returnClause?.type,
                  let erased = erasedReturns(body.statements),
                  typeAllows(returned, name: function.name.text, isPrivate: isPrivate(function.modifiers),
                             isOverride: function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }, in: file)
            else { continue }
            var fixed = function.with(\.body, body.with(\.statements, unwrapped(body.statements, erased)))
            if returned.isAnyView {
                fixed = fixed.with(\.signature, fixed.signature.with(\.returnClause, fixed.signature.returnClause?.with(\.type, someView(like: returned))))
            }
            if !hasViewBuilder(function.attributes) {
                let (attribute, indentation) = viewBuilder(before: function.leadingTrivia)
                fixed.leadingTrivia = indentation
                fixed.attributes = AttributeListSyntax([attribute] + Array(fixed.attributes))
            }
            result.append(Correction(at: erased[0].positionAfterSkippingLeadingTrivia, replacing: function, with: fixed))
        }
        for variable in file.variables where variable.bindings.count == 1 {
            guard let binding = variable.bindings.first, let name = binding.name, let returned = binding.typeAnnotation?.type,
                  let accessors = binding.accessorBlock, let statements = getter(of: accessors),
                  let erased = erasedReturns(statements),
                  typeAllows(returned, name: name, isPrivate: isPrivate(variable.modifiers) || name == "body",
                             isOverride: variable.modifiers.contains { $0.name.tokenKind == .keyword(.override) }, in: file)
            else { continue }
            var newBinding = binding.with(\.accessorBlock, accessors.with(\.accessors, withGetter(accessors.accessors, unwrapped(statements, erased))))
            if returned.isAnyView, let annotation = binding.typeAnnotation {
                newBinding = newBinding.with(\.typeAnnotation, annotation.with(\.type, someView(like: returned)))
            }
            var fixed = variable.with(\.bindings, PatternBindingListSyntax([newBinding]))
            if !hasViewBuilder(variable.attributes) {
                let (attribute, indentation) = viewBuilder(before: variable.leadingTrivia)
                fixed.leadingTrivia = indentation
                fixed.attributes = AttributeListSyntax([attribute] + Array(fixed.attributes))
            }
            result.append(Correction(at: erased[0].positionAfterSkippingLeadingTrivia, replacing: variable, with: fixed))
        }
        return result
    }

    // MARK: What qualifies

    /// The `AnyView(…)` calls every path returns, when the statements are
    /// `let`s then one `if`/`else` or `switch` whose every branch ends in one
    /// (nested the same way); nil otherwise.
    private static func erasedReturns(_ statements: CodeBlockItemListSyntax) -> [FunctionCallExprSyntax]? {
        let items = Array(statements)
        guard let last = items.last, items.dropLast().allSatisfy({ $0.item.as(VariableDeclSyntax.self) != nil }) else { return nil }
        // Not `return if …`: its branches must then have one type, which a builder's need not.
        let branching = last.item.as(ExpressionStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
        if let ifExpr = branching?.as(IfExprSyntax.self) { return fromIf(ifExpr) }
        if let switchExpr = branching?.as(SwitchExprSyntax.self) { return fromSwitch(switchExpr) }
        return nil
    }

    private static func fromIf(_ ifExpr: IfExprSyntax) -> [FunctionCallExprSyntax]? {
        guard let first = fromBranch(ifExpr.body.statements) else { return nil }
        switch ifExpr.elseBody {
        case .codeBlock(let block)?: return fromBranch(block.statements).map { first + $0 }
        case .ifExpr(let next)?: return fromIf(next).map { first + $0 }
        default: return nil
        }
    }

    private static func fromSwitch(_ switchExpr: SwitchExprSyntax) -> [FunctionCallExprSyntax]? {
        var all: [FunctionCallExprSyntax] = []
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), let found = fromBranch(switchCase.statements) else { return nil }
            all += found
        }
        return all.isEmpty ? nil : all
    }

    /// A branch: `let`s, then `return AnyView(x)`, `AnyView(x)` or a nested `if`/`switch` of them.
    private static func fromBranch(_ statements: CodeBlockItemListSyntax) -> [FunctionCallExprSyntax]? {
        let items = Array(statements)
        guard let last = items.last, items.dropLast().allSatisfy({ $0.item.as(VariableDeclSyntax.self) != nil }) else { return nil }
        let value = last.item.as(ReturnStmtSyntax.self)?.expression
            ?? last.item.as(ExpressionStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
        guard let value else { return nil }
        if let call = erasure(value) { return [call] }
        if let ifExpr = value.as(IfExprSyntax.self) { return fromIf(ifExpr) }
        if let switchExpr = value.as(SwitchExprSyntax.self) { return fromSwitch(switchExpr) }
        return nil
    }

    /// `AnyView(x)`: one unlabelled argument, no trailing closure.
    private static func erasure(_ expr: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = expr.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "AnyView",
              call.arguments.count == 1, call.arguments.first?.label == nil,
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty
        else { return nil }
        return call
    }

    /// `some View` may replace the declared type: it is `some View` already, or
    /// `AnyView` on a declaration whose every use in this file takes any view.
    private static func typeAllows(_ type: TypeSyntax, name: String, isPrivate: Bool, isOverride: Bool, in file: LintFile) -> Bool {
        if type.isSomeView { return true }
        guard type.isAnyView, isPrivate, !isOverride else { return false }
        for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if !takesAnyView(ExprSyntax(ref)) { return false }
        }
        return true
    }

    /// A use whose value may be any view: a statement (of a builder), a
    /// modifier's receiver, or the argument of a modifier.
    private static func takesAnyView(_ ref: ExprSyntax) -> Bool {
        var use = Syntax(ref)
        // `self.name`, `name(…)`.
        if let member = use.parent?.as(MemberAccessExprSyntax.self), member.declName.id == use.id { use = Syntax(member) }
        if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id { use = Syntax(call) }
        guard let parent = use.parent else { return false }
        if parent.is(CodeBlockItemSyntax.self) { return true }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == use.id,
           member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id {
            return true
        }
        if parent.is(LabeledExprSyntax.self), let call = parent.parent?.parent?.as(FunctionCallExprSyntax.self),
           call.calledExpression.is(MemberAccessExprSyntax.self) {
            return true
        }
        return false
    }

    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    private static func hasViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.lastNameComponent == "ViewBuilder" }
    }

    private static func getter(of block: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch block.accessors {
        case .getter(let statements): return statements
        case .accessors(let list):
            guard list.count == 1, let only = list.first, only.accessorSpecifier.tokenKind == .keyword(.get) else { return nil }
            return only.body?.statements
        @unknown default: return nil
        }
    }

    // MARK: The rewrite

    private static func withGetter(_ accessors: AccessorBlockSyntax.Accessors, _ statements: CodeBlockItemListSyntax) -> AccessorBlockSyntax.Accessors {
        switch accessors {
        case .getter: return .getter(statements)
        case .accessors(let list):
            let only = list.first!
            return .accessors(AccessorDeclListSyntax([only.with(\.body, only.body?.with(\.statements, statements))]))
        @unknown default: return accessors
        }
    }

    /// The statements with `return AnyView(x)` / `AnyView(x)` replaced by `x`.
    private static func unwrapped(_ statements: CodeBlockItemListSyntax, _ erased: [FunctionCallExprSyntax]) -> CodeBlockItemListSyntax {
        Unwrapper(Set(erased.map(\.id))).rewrite(statements).as(CodeBlockItemListSyntax.self) ?? statements
    }

    /// `some View`, keeping the trivia of the type it replaces.
    private static func someView(like type: TypeSyntax) -> TypeSyntax {
        TypeSyntax(SomeOrAnyTypeSyntax(
            someOrAnySpecifier: .keyword(.some, leadingTrivia: type.leadingTrivia, trailingTrivia: .space),
            constraint: IdentifierTypeSyntax(name: .identifier("View", trailingTrivia: type.trailingTrivia))))
    }

    /// `@ViewBuilder` on a line of its own above a declaration that had
    /// `leading` trivia: the attribute takes that trivia (comments, blank
    /// lines), the declaration keeps its indentation.
    private static func viewBuilder(before leading: Trivia) -> (attribute: AttributeListSyntax.Element, indentation: Trivia) {
        var indentation: [TriviaPiece] = []
        for piece in leading.pieces.reversed() {
            if case .spaces = piece { indentation.insert(piece, at: 0); continue }
            if case .tabs = piece { indentation.insert(piece, at: 0); continue }
            break
        }
        let attribute = AttributeSyntax(
            atSign: .atSignToken(leadingTrivia: leading),
            attributeName: TypeSyntax(IdentifierTypeSyntax(name: .identifier("ViewBuilder", trailingTrivia: .newline))))
        return (.attribute(attribute), Trivia(pieces: indentation))
    }
}

private final class Unwrapper: SyntaxRewriter {
    let erased: Set<SyntaxIdentifier>

    init(_ erased: Set<SyntaxIdentifier>) {
        self.erased = erased
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        let value = node.item.as(ReturnStmtSyntax.self)?.expression
            ?? node.item.as(ExpressionStmtSyntax.self)?.expression ?? node.item.as(ExprSyntax.self)
        guard let call = value?.as(FunctionCallExprSyntax.self), erased.contains(call.id),
              let view = call.arguments.first?.expression
        else { return super.visit(node) }
        // `return AnyView(x)` → `x`, with the statement's own leading and trailing trivia.
        let inner = view.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, view.trailingTrivia + call.trailingTrivia)
        return node.with(\.item, .expr(inner))
    }
}

extension TypeSyntax {
    var isAnyView: Bool {
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text == "AnyView" && identifier.genericArgumentClause == nil }
        if let member = self.as(MemberTypeSyntax.self) { return member.name.text == "AnyView" && member.baseType.trimmedDescription == "SwiftUI" }
        return false
    }

    var isSomeView: Bool {
        guard let some = self.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.tokenKind == .keyword(.some) else { return false }
        return some.constraint.trimmedDescription == "View" || some.constraint.trimmedDescription == "SwiftUI.View"
    }
}
