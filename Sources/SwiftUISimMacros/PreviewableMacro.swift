import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable` (Apple, `Previewable()`, Xcode 16; back-deployed to iOS 17)
/// tags a dynamic property declared at the top of a `#Preview` body, which
/// `#Preview` turns into a property of the view it generates. The runner
/// compiles files with each `#Preview` blanked out (CourseKit `Previews`), so
/// the tag only reaches the compiler outside a preview, where SwiftUI rejects
/// it too ("It is an error to use `@Previewable` outside of a `#Preview` body
/// closure").
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        throw DiagnosticsError(diagnostics: [
            Diagnostic(
                node: node,
                message: MacroMisuse(message: "'@Previewable' is only for a variable at the top of a '#Preview' body", id: "Previewable")),
        ])
    }
}
