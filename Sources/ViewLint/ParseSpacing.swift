import SwiftDiagnostics
import SwiftSyntax

/// Parse errors about spacing alone. Swift 6's parser (the one the linter
/// uses) rejects some spacing the Swift 5 language mode accepts with a
/// warning (`@Environment (\.colorScheme)`: "extraneous whitespace between
/// attribute name and '('; this is an error in the Swift 6 language mode").
/// Such a diagnostic's fix-its change only whitespace: the parser has read
/// the code as the compiler does, so it is not a failure to parse.
enum ParseSpacing {
    static func isSpacingOnly(_ diagnostic: Diagnostic) -> Bool {
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
}
