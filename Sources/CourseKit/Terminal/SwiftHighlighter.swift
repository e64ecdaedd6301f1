import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift syntax colouring from the toolchain's own classifier, so the course
/// highlights exactly what the compiler sees as a keyword, type, literal….
public enum SwiftHighlighter {
    /// Returns `code` with colour added; with colour off, `code` unchanged.
    /// Code that does not parse is still coloured token by token (the parser
    /// recovers and keeps every byte). Colour never spans a line break, so
    /// callers may prefix each line (a gutter) safely.
    public static func highlight(_ code: String, style: TerminalStyle) -> String {
        guard style.usesColor else { return code }
        let bytes = Array(code.utf8)
        let tree = Parser.parse(source: code)
        var output = ""
        var cursor = 0
        // Classification ranges are UTF-8 offsets; slicing the byte array (not
        // the String's characters) keeps emoji and accented text intact.
        for classified in tree.classifications {
            let start = classified.range.lowerBound.utf8Offset
            let end = min(classified.range.upperBound.utf8Offset, bytes.count)
            guard start >= cursor, start < end else { continue }
            output += String(decoding: bytes[cursor..<start], as: UTF8.self)
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            output += paintEachLine(text, with: painter(for: classified.kind, style: style))
            cursor = end
        }
        output += String(decoding: bytes[cursor...], as: UTF8.self)
        return output
    }

    private static func painter(
        for kind: SyntaxClassification, style: TerminalStyle
    ) -> ((String) -> String)? {
        switch kind {
        case .keyword: return style.magenta
        case .type: return style.cyan
        case .stringLiteral, .regexLiteral: return style.red
        case .integerLiteral, .floatLiteral: return style.blue
        case .lineComment, .blockComment, .docLineComment, .docBlockComment:
            return { style.dim(style.italic($0)) }
        case .attribute, .ifConfigDirective: return style.yellow
        default: return nil
        }
    }

    private static func paintEachLine(_ text: String, with painter: ((String) -> String)?) -> String {
        guard let painter else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { painter(String($0)) }
            .joined(separator: "\n")
    }
}
