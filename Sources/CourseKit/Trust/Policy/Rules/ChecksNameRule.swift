import SwiftSyntax

/// `checks-name`: a declaration that could change what the lab's checks
/// call. The checks import the student's module (as a unit test target
/// imports an app), so a top-level `struct ViewHost`, `func expect`, or an
/// `extension Array { func contains }` would be visible to them, and Swift
/// may prefer it to the real one. Only names the checks use count, and only
/// outside the student's own types (a member of their own view is theirs).
///
/// This rule gives a clear message early; what actually holds the line is
/// the check after compiling that every name in the checks resolved to the
/// lab's own types or to trusted modules (`SourcePolicy.checkReferences`).
enum ChecksNameRule: SyntaxPolicyRule {
    static let description = PolicyRuleDescription(
        id: "checks-name",
        message: "the lab's checks use this name; declaring it here could change what they call",
        violating: [
            """
            struct ↓ViewHost { var texts: [String] = ["Count: 2"] }
            """,
            """
            func ↓expect(_ condition: Bool, _ message: String) {}
            """,
            """
            extension Array where Element == String {
                func ↓contains(_ text: String) -> Bool { true }
            }
            """,
            """
            extension Int {
                static func ↓== (lhs: Int, rhs: Int) -> Bool { true }
            }
            """,
            """
            extension Sequence { var ↓count: Int { 0 } }
            """,
        ],
        allowed: [
            """
            import SwiftUI
            struct CounterView: View {
                @State private var count = 0
                func contains(_ text: String) -> Bool { false }
                var body: some View { Text("Count: \\(count)") }
            }
            extension CounterView { static func == (lhs: CounterView, rhs: CounterView) -> Bool { true } }
            extension Array { func total() -> Int { count } }
            """,
        ])

    static func check(_ file: SourceFileSyntax, context: PolicyContext) -> [(position: AbsolutePosition, message: String?)] {
        var found: [(position: AbsolutePosition, message: String?)] = []
        for declaration in topLevelDeclarations(file) {
            if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                let type = extensionDecl.extendedType.writtenName
                guard !context.studentTypes.contains(type) else { continue }
                for member in extensionDecl.memberBlock.members {
                    for (name, token) in declaredNames(member.decl, initializerName: type.lastComponent)
                    where context.checkNames.contains(name) && !context.starterNames.contains(type + "." + name) {
                        found.append((token.positionAfterSkippingLeadingTrivia, "the lab's checks use `\(name)`; adding it to \(type) here could change what they call: rename it"))
                    }
                }
            } else {
                for (name, token) in declaredNames(declaration, initializerName: nil)
                where context.checkNames.contains(name) && !context.starterNames.contains(name) {
                    found.append((token.positionAfterSkippingLeadingTrivia, "the lab's checks use `\(name)` (from SwiftUI, Swift or the lab); declaring your own could change what they call: rename it"))
                }
            }
        }
        return found
    }

    /// The declarations at file scope, including those inside `#if` blocks.
    static func topLevelDeclarations(_ file: SourceFileSyntax) -> [DeclSyntax] {
        func flatten(_ items: [CodeBlockItemSyntax.Item]) -> [DeclSyntax] {
            items.flatMap { item -> [DeclSyntax] in
                guard let declaration = item.as(DeclSyntax.self) else { return [] }
                if let conditional = declaration.as(IfConfigDeclSyntax.self) {
                    return conditional.clauses.flatMap { clause -> [DeclSyntax] in
                        switch clause.elements {
                        case .statements(let statements)?: return flatten(statements.map(\.item))
                        case .decls(let members)?: return members.map(\.decl)
                        default: return []
                        }
                    }
                }
                return [declaration]
            }
        }
        return flatten(file.statements.map(\.item))
    }

    /// The names a declaration introduces, with the token to report.
    static func declaredNames(_ declaration: DeclSyntax, initializerName: String?) -> [(String, TokenSyntax)] {
        if let function = declaration.as(FunctionDeclSyntax.self) { return [(function.name.text, function.name)] }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return variable.bindings.flatMap { binding in
                collect(IdentifierPatternSyntax.self, in: binding.pattern) { $0.identifier }.map { ($0.text, $0) }
            }
        }
        if let initializer = declaration.as(InitializerDeclSyntax.self), let initializerName {
            return [(initializerName, initializer.initKeyword)]
        }
        if let subscriptDecl = declaration.as(SubscriptDeclSyntax.self) { return [("subscript", subscriptDecl.subscriptKeyword)] }
        if let type = declaration.asProtocol(NamedDeclSyntax.self) { return [(type.name.text, type.name)] }
        if let operatorDecl = declaration.as(OperatorDeclSyntax.self) { return [(operatorDecl.name.text, operatorDecl.name)] }
        return []
    }
}
