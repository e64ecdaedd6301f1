import SwiftSyntax

/// The type a view expression builds, as far as the syntax decides it: the
/// view's name, its explicit generic arguments, and the shape of every view
/// its content closures build (`VStack{TextField;Button}`), modifiers left
/// out (an inert modifier can be varied by its arguments). Two expressions
/// with different shapes build different types, so SwiftUI could never keep
/// them as one view whatever their arguments.
enum ViewShape {
    static func of(_ expr: ExprSyntax, in file: LintFile) -> String {
        let expr = expr.unwrapped
        if let ifExpr = expr.as(IfExprSyntax.self) {
            var text = "if{" + of(ifExpr.body.statements, in: file) + "}"
            switch ifExpr.elseBody {
            case .ifExpr(let next)?: text += "else " + of(ExprSyntax(next), in: file)
            case .codeBlock(let block)?: text += "else{" + of(block.statements, in: file) + "}"
            default: break
            }
            return text
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            var cases: [String] = []
            for case .switchCase(let item) in switchExpr.cases { cases.append(of(item.statements, in: file)) }
            return "switch{" + cases.joined(separator: "|") + "}"
        }
        guard let call = ViewExpressions.rootCall(of: expr), let name = ViewExpressions.viewName(of: ExprSyntax(call), in: file) else {
            // A view behind a name (`field`, `header`): the same name, the same view.
            return "=" + expr.chainRoot.trimmedDescription
        }
        var text = name
        // Only content closures: an action (`{ model.pause() }`) does not change the type.
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            text += generic.genericArgumentClause.trimmedDescription
        }
        for (label, closure) in call.closureArguments where Scopes.contentKind(closure.statements, in: file) == .views {
            text += (label.map { $0 + ":" } ?? "") + "{" + of(closure.statements, in: file) + "}"
        }
        return text
    }

    /// The views a builder closure lists, in order (declarations and statements that build no view are left out).
    static func of(_ statements: CodeBlockItemListSyntax, in file: LintFile) -> String {
        statements.compactMap { item -> String? in
            switch item.item {
            case .expr(let expr): return of(expr, in: file)
            case .stmt(let stmt): return stmt.as(ExpressionStmtSyntax.self).map { of($0.expression, in: file) }
            default: return nil
            }
        }.joined(separator: ";")
    }
}
