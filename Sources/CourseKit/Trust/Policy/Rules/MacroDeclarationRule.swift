import SwiftSyntax

/// `macro-declaration`: declaring a macro, or expanding `#externalMacro`.
/// A macro runs a compiler plugin at build time; the toolchain's own
/// (`@Observable`, `#Preview`, `#expect`…) are fine to use.
enum MacroDeclarationRule: SyntaxPolicyRule {
    static let description = PolicyRuleDescription(
        id: "macro-declaration",
        message: "this lab's code may use macros but not declare them: a macro declaration runs a compiler plugin while the lab builds",
        violating: [
            """
            ↓@freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = ↓#externalMacro(module: "MyMacros", type: "StringifyMacro")
            """,
        ],
        allowed: [
            """
            import SwiftUI
            import Observation
            @Observable final class Model { var count = 0 }
            #warning("finish the row")
            """,
        ])

    static func check(_ file: SourceFileSyntax, context: PolicyContext) -> [(position: AbsolutePosition, message: String?)] {
        var found = collect(MacroDeclSyntax.self, in: file) { $0.positionAfterSkippingLeadingTrivia }
        found += collect(MacroExpansionExprSyntax.self, in: file) { expansion in
            expansion.macroName.text == "externalMacro" ? expansion.positionAfterSkippingLeadingTrivia : nil
        }
        return found.map { ($0, nil) }
    }
}
