import SwiftParser
import SwiftSyntax

/// Files from Xcode end with `#Preview { … }`. The canvas is not simulated
/// and the macro needs Xcode's plugin, so the runner compiles a copy with
/// each `#Preview` blanked out: spaces in its place, line breaks kept, so
/// every diagnostic keeps its line and column.
enum Previews {
    /// `source` with the bytes in `ranges` turned to spaces, line breaks
    /// kept: every diagnostic keeps its line and column.
    static func blanking(_ ranges: [Range<Int>], in source: String) -> String {
        guard !ranges.isEmpty else { return source }
        var bytes = Array(source.utf8)
        for range in ranges {
            for index in range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func blanked(_ source: String) -> String {
        guard source.contains("#Preview") else { return source }
        let finder = PreviewFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        return blanking(finder.ranges, in: source)
    }

    /// `#Preview` as a declaration (in a library file) or as a statement (in
    /// top-level code), with its attributes.
    private final class PreviewFinder: SyntaxVisitor {
        var ranges: [Range<Int>] = []

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { note(Syntax(node)) }
            return .skipChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { note(Syntax(node)) }
            return .skipChildren
        }

        private func note(_ node: Syntax) {
            ranges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }
}
