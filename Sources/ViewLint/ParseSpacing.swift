import SwiftDiagnostics
import SwiftParser
import SwiftSyntax

/// Parse errors about spacing alone. Swift 6's parser (the one the linter
/// uses) rejects some spacing the Swift 5 language mode accepts with a
/// warning (`@Environment (\.colorScheme)`: "extraneous whitespace between
/// attribute name and '('; this is an error in the Swift 6 language mode").
/// Such a diagnostic's fix-its change only whitespace: the parser has read
/// the code as the compiler does, so it is not a failure to parse.
///
/// The reverse holds for a type attribute written against the parameter list of the function type
/// it marks (`@escaping @MainActor([Entry]) -> Void`): the Swift 5 mode reads `([Entry])` as the
/// function type's parameters and compiles it, Swift 6's parser reads it as the attribute's
/// arguments and then misses the function type. A space after the attribute's name is the whole
/// difference, so this is a spacing diagnostic too (a warning, not a failure to parse).
enum ParseSpacing {
    static func isSpacingOnly(_ diagnostic: Diagnostic) -> Bool {
        if isAttributeAgainstParameters(diagnostic) { return true }
        guard !diagnostic.fixIts.isEmpty else { return false }
        return diagnostic.fixIts.allSatisfy { fixIt in
            fixIt.changes.allSatisfy { change in
                switch change {
                case .replaceLeadingTrivia(_, let trivia), .replaceTrailingTrivia(_, let trivia):
                    return trivia.allSatisfy(\.isWhitespace)
                case .replace(let old, let new):
                    // The same tokens, spaced differently.
                    return old.tokens(viewMode: .sourceAccurate).map(\.text) == new.tokens(viewMode: .sourceAccurate).map(\.text)
                case .replaceText(let range, let text, let node):
                    let old = node.syntaxTextBytes
                    let start = range.lowerBound.utf8Offset - node.position.utf8Offset, end = range.upperBound.utf8Offset - node.position.utf8Offset
                    guard start >= 0, end <= old.count, start <= end else { return false }
                    let removed = String(decoding: old[start..<end], as: UTF8.self)
                    return (removed + text).allSatisfy(\.isWhitespace)
                default:
                    return false
                }
            }
        }
    }

    /// The diagnostic is inside an attributed type one of whose attributes takes its `(` with no
    /// space, and the type parses as the Swift 5 mode reads it: the attribute without arguments,
    /// the parenthesised list the function type's. (With a space, Swift 6's parser still reads the
    /// list as arguments, with an "extraneous whitespace" error, so the check drops the name instead.)
    /// Type attributes that do take arguments (`@convention(c)`, `@isolated(any)`): their list is theirs.
    static let typeAttributesWithArguments: Set<String> = ["convention", "differentiable", "opened", "isolated", "_opaqueReturnTypeOf"]

    static func isAttributeAgainstParameters(_ diagnostic: Diagnostic) -> Bool {
        // The diagnosed node, or the token where it is reported and the one before (the
        // attribute's `)`): the missing function type sits next to the attribute.
        let token = diagnostic.node.root.token(at: diagnostic.position)
        let starts = [diagnostic.node, token.map(Syntax.init), token?.previousToken(viewMode: .sourceAccurate).map(Syntax.init)]
        var attributed: AttributedTypeSyntax?
        for start in starts.compactMap({ $0 }) where attributed == nil {
            var current: Syntax? = start
            for _ in 0..<8 {
                guard let node = current else { break }
                if let found = node.as(AttributedTypeSyntax.self) { attributed = found; break }
                current = node.parent
            }
        }
        guard let attributed else { return false }
        let start = attributed.position.utf8Offset
        let names = attributed.attributes.compactMap { element -> Range<Int>? in
            guard let attribute = element.as(AttributeSyntax.self), let paren = attribute.leftParen,
                  attribute.attributeName.trailingTrivia.isEmpty, paren.leadingTrivia.isEmpty,
                  !typeAttributesWithArguments.contains(attribute.attributeName.trimmedDescription)
            else { return nil }
            return (attribute.atSign.positionAfterSkippingLeadingTrivia.utf8Offset - start)..<(paren.position.utf8Offset - start)
        }
        guard !names.isEmpty else { return false }
        var bytes = Array(attributed.syntaxTextBytes)
        for name in names.sorted(by: { $0.lowerBound > $1.lowerBound }) where name.lowerBound >= 0 && name.upperBound <= bytes.count {
            bytes.replaceSubrange(name, with: [UInt8(ascii: " ")])
        }
        let reread = "func reread(_ value: " + String(decoding: bytes, as: UTF8.self) + ") {}"
        return !Parser.parse(source: reread).hasError
    }
}
