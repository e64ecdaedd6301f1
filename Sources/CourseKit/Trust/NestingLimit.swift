import SwiftParser
import SwiftSyntax

/// How deep student code may nest before the runner refuses to read it.
///
/// The linter, the source policy and the `#Preview` blanking parse the
/// student's files with SwiftSyntax and walk the trees, in the grading worker
/// itself (outside the sandbox) and in `course check`. SwiftParser recurses on
/// some nestings (array literals, generic arguments, `try`/`await`, `->`,
/// `#if`) and overflows the stack thousands of levels down; it builds a
/// member chain (`a.b.b.b…`, a call chain, `x!!!`) without recursing but
/// as a tree as deep as the chain, which every recursive walk then
/// overflows (a 160,000-deep chain crashed the worker); and it takes time
/// exponential in a run of `[`/`(` opened in a row (26 nested `[` took
/// eight minutes). So, before anything else reads a student file:
///
/// 1. `scan`, on the text (a linear, iterative lexer: strings,
///    interpolations, comments): brackets, braces and interpolations nested
///    more than `brackets` deep, more than `openersInARow` of `(`/`[` in a
///    row, generic arguments nested more than `generics` deep, more than
///    `prefixes` of `try`/`await`/… in a row, more than `arrows` `->` in one
///    declaration, `#if` nested more than `conditions` deep;
/// 2. `treeDepth`, on the parsed tree (an iterative walk): more than
///    `syntaxLevels` levels.
///
/// Either refuses the submission with "nesting deeper than N at
/// file:line" (the student's own verdict; nothing was compiled or run). Real
/// code stays far below: the course's labs and this repository reach 57
/// syntax levels and a dozen brackets. What the scan cannot foresee, the
/// grading worker catches by phase (`GradeWorker.readingPhase`): a crash or
/// a timeout while reading student code is that student's.
enum NestingLimit {
    static let brackets = 100
    static let openersInARow = 8
    static let generics = 32
    static let prefixes = 16
    static let arrows = 64
    static let conditions = 32
    static let syntaxLevels = 1000

    /// Keywords the parser reads by recursing into what follows.
    static let prefixKeywords: Set<String> = [
        "try", "await", "consume", "copy", "each", "repeat", "some", "any", "inout", "borrowing", "consuming", "isolated", "sending",
    ]

    struct TooDeep: Equatable {
        var limit: Int
        var line: Int
        var column: Int
        /// What nests: "brackets, braces and interpolations inside each other".
        var what: String
    }

    /// The first place any of `sources` nests too deeply, as a policy
    /// violation (rule `nesting-depth`), or nil.
    static func violation(in sources: [LintStep.Source]) -> PolicyViolation? {
        for source in sources {
            guard let found = scan(source.text) ?? treeDepth(source.text) else { continue }
            return PolicyViolation(
                rule: "nesting-depth", path: source.displayPath, line: found.line, column: found.column,
                message: "nesting deeper than \(found.limit) at \(source.displayPath):\(found.line) (\(found.what)): "
                    + "the grader does not read code nested this deeply; split it up")
        }
        return nil
    }

    // MARK: 1. The text

    /// What the lexer is inside.
    private enum Mode {
        case code
        /// A string literal: its `#`s, whether it is `"""`, and (when it
        /// holds the current interpolation) the bracket depth that closes it.
        case string(hashes: Int, multiline: Bool)
    }

    /// Scans Swift source text without parsing it; never recurses.
    static func scan(_ text: String) -> TooDeep? {
        let bytes = Array(text.utf8)
        let count = bytes.count
        var index = 0
        var line = 1, lineStart = 0
        var depth = 0
        /// Each open interpolation: its string's delimiters and the depth its `)` returns to.
        var interpolations: [(hashes: Int, multiline: Bool, depth: Int)] = []
        var mode = Mode.code
        var openers = 0, generic = 0, prefixRun = 0, arrowRun = 0, conditions = 0
        /// At the start of a line (only blanks before): where `#if` counts.
        var lineHead = true

        func found(_ limit: Int, _ what: String) -> TooDeep {
            TooDeep(limit: limit, line: line, column: index - lineStart + 1, what: what)
        }
        func isName(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
        }
        func at(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }

        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
                lineHead = true
                generic = 0
            }
            switch mode {
            case .string(let hashes, let multiline):
                // The closing delimiter: `"` (or `"""`) and the same number of `#`.
                if byte == 0x22, !multiline || (at(1) == 0x22 && at(2) == 0x22) {
                    let quotes = multiline ? 3 : 1
                    var closing = 0
                    while closing < hashes, at(quotes + closing) == 0x23 { closing += 1 }
                    if closing == hashes {
                        index += quotes + hashes
                        mode = .code
                        continue
                    }
                }
                if byte == 0x5C {  // backslash: an escape, or `\(` (after the `#`s) opening an interpolation
                    var escapeHashes = 0
                    while escapeHashes < hashes, at(1 + escapeHashes) == 0x23 { escapeHashes += 1 }
                    if escapeHashes == hashes {
                        if at(1 + hashes) == 0x28 {
                            interpolations.append((hashes, multiline, depth))
                            depth += 1
                            if depth > brackets { return found(brackets, "brackets, braces and interpolations inside each other") }
                            index += 2 + hashes
                            mode = .code
                            openers = 1
                            continue
                        }
                        // The escape; a `\"` or `\\` must not end the string or start another escape.
                        index += 1 + hashes
                        if index < count, bytes[index] == 0x22 || bytes[index] == 0x5C { index += 1 }
                        continue
                    }
                }
                if byte == 0x0A, !multiline { mode = .code }  // an unterminated string ends at the line
                index += 1
                continue
            case .code:
                break
            }

            // Blanks and comments: they separate nothing the limits count.
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
                continue
            }
            if byte == 0x2F, at(1) == 0x2F {
                while index < count, bytes[index] != 0x0A { index += 1 }
                continue
            }
            if byte == 0x2F, at(1) == 0x2A {
                var comments = 0
                repeat {
                    if at(0) == 0x2F, at(1) == 0x2A {
                        comments += 1
                        index += 2
                    } else if at(0) == 0x2A, at(1) == 0x2F {
                        comments -= 1
                        index += 2
                    } else {
                        if bytes[index] == 0x0A {
                            line += 1
                            lineStart = index + 1
                        }
                        index += 1
                    }
                } while comments > 0 && index < count
                continue
            }
            let wasLineHead = lineHead
            lineHead = false

            // A string literal: `#`s, then `"` or `"""`.
            if byte == 0x23 || byte == 0x22 {
                var hashes = 0
                while at(hashes) == 0x23 { hashes += 1 }
                if at(hashes) == 0x22 {
                    let multiline = at(hashes + 1) == 0x22 && at(hashes + 2) == 0x22
                    index += hashes + (multiline ? 3 : 1)
                    mode = .string(hashes: hashes, multiline: multiline)
                    openers = 0
                    prefixRun = 0
                    continue
                }
            }
            // `#if` / `#endif` at the start of a line.
            if byte == 0x23, wasLineHead {
                var end = index + 1
                while end < count, isName(bytes[end]) { end += 1 }
                let directive = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                if directive == "if" {
                    conditions += 1
                    if conditions > self.conditions { return found(self.conditions, "#if inside #if") }
                } else if directive == "endif" {
                    conditions = max(0, conditions - 1)
                }
                index = end
                openers = 0
                continue
            }
            // A name or keyword.
            if isName(byte) {
                var end = index
                while end < count, isName(bytes[end]) { end += 1 }
                let word = String(decoding: bytes[index..<end], as: UTF8.self)
                if prefixKeywords.contains(word) {
                    prefixRun += 1
                    if prefixRun > prefixes { return found(prefixes, "`\(word)` and its kind in a row") }
                } else {
                    prefixRun = 0
                }
                if word == "func" || word == "var" || word == "let" { arrowRun = 0 }
                index = end
                openers = 0
                continue
            }
            switch byte {
            case 0x28, 0x5B, 0x7B:  // ( [ {
                depth += 1
                if depth > brackets { return found(brackets, "brackets, braces and interpolations inside each other") }
                if byte == 0x7B {
                    openers = 0
                    arrowRun = 0
                } else {
                    openers += 1
                    if openers > openersInARow { return found(openersInARow, "`(` and `[` opened in a row") }
                }
                prefixRun = 0
            case 0x29, 0x5D, 0x7D:  // ) ] }
                depth = max(0, depth - 1)
                openers = 0
                prefixRun = 0
                if byte == 0x7D { arrowRun = 0 }
                // The `)` that closes an interpolation goes back into its string.
                if byte == 0x29, let open = interpolations.last, open.depth == depth {
                    interpolations.removeLast()
                    index += 1
                    mode = .string(hashes: open.hashes, multiline: open.multiline)
                    continue
                }
            case 0x3C:  // <: generic arguments when it follows a name or `>` directly (not `<<`, `<=`)
                if index > 0, isName(bytes[index - 1]) || bytes[index - 1] == 0x3E, at(1) != 0x3C, at(1) != 0x3D {
                    generic += 1
                    if generic > generics { return found(generics, "generic arguments inside each other") }
                }
                openers = 0
            case 0x3E:  // >, and `->`
                if index > 0, bytes[index - 1] == 0x2D {
                    arrowRun += 1
                    if arrowRun > arrows { return found(arrows, "-> after -> in one declaration") }
                } else {
                    generic = max(0, generic - 1)
                }
                openers = 0
            case 0x3B, 0x3D:  // ; =
                arrowRun = 0
                openers = 0
                prefixRun = 0
            case 0x3F, 0x21:  // `try?`, `try!` keep a run of prefixes going
                openers = 0
            default:
                openers = 0
                prefixRun = 0
            }
            index += 1
        }
        return nil
    }

    // MARK: 2. The tree

    /// The first node deeper than `syntaxLevels` in the parsed file, found
    /// without recursing (the parse itself is safe once `scan` passed).
    static func treeDepth(_ text: String, limit: Int = syntaxLevels) -> TooDeep? {
        let tree = Parser.parse(source: text)
        var stack: [(Syntax, Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            if depth > limit {
                let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
                var line = 1, lineStart = 0
                for (index, byte) in text.utf8.prefix(offset).enumerated() where byte == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                return TooDeep(
                    limit: limit, line: line, column: offset - lineStart + 1,
                    what: "syntax levels: a chain of member accesses, calls, subscripts or operators this long")
            }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }
}
