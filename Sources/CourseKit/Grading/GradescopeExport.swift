import Foundation

/// Gradescope's "Export Submissions": a folder `submission_<id>/` per
/// submission and `submission_metadata.yml`, which names each one's
/// submitters (a group submission has several):
///
///     submission_90001:
///       :submitters:
///       - :name: Jane Doe
///         :sid: '1001'
///         :email: jane@example.edu
///       :created_at: 2024-03-01 10:00:00.000000000 -08:00
///
/// Only this shape is read (keys are Ruby symbols, values plain or quoted
/// scalars), without a YAML library: the package has no dependencies.
enum GradescopeExport {
    static let fileName = "submission_metadata.yml"
    /// The largest metadata file read: a real export's is about 200 bytes a
    /// submission, so this is some 20,000 submissions.
    static let maxBytes = 4 << 20

    struct Submitter: Equatable {
        var name = ""
        var sid = ""
        var email = ""
        /// The id graded under: the student id, else the e-mail.
        var id: String { sid.isEmpty ? email : sid }
    }

    /// Each submission folder's submitters.
    ///
    /// Lines are split at line ends (LF, CRLF, CR) only: a name may hold U+2028 or U+0085,
    /// which are text inside a scalar, never a new key. A long value is
    /// folded by the emitter onto lines indented deeper than its key (or
    /// continues to its closing quote); such lines belong to the value, so a
    /// name cannot start a `:sid:` line of its own.
    static func read(_ text: String) -> [String: [Submitter]] {
        var result: [String: [Submitter]] = [:]
        var folder: String?
        var submittersIndent: Int?
        var current: Submitter?
        /// The submitter's key being read, its column and its raw value so
        /// far; whether that value is a quoted scalar still open, kept as
        /// each line is read (rescanning the whole value at every line made
        /// a value continued over N lines cost N²: the twenty-sixth review,
        /// finding 11). Held apart, not in one tuple, so that each append
        /// is made in place, not on a copy.
        var open: (key: String, column: Int)?
        var openValue = ""
        var quote = QuoteState()
        func closeValue() {
            guard let field = open else { return }
            open = nil
            let value = unquoted(openValue)
            openValue = ""
            switch field.key {
            case "name": current?.name = value
            case "sid": current?.sid = value
            case "email": current?.email = value
            default: break
            }
        }
        func flush() {
            closeValue()
            if let folder, let current, !current.id.isEmpty { result[folder, default: []].append(current) }
            current = nil
        }
        // "\r\n" is one Character to Swift, never equal to "\n": a file saved
        // on Windows must split at its line ends too.
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = String(raw)
            let indent = line.prefix { $0 == " " }.count
            var body = line.trimmingCharacters(in: .whitespaces)
            if let column = open?.column, !body.isEmpty, indent > column || quote.unclosed {
                openValue += " "
                openValue += body
                quote.feed(" " + body)
                continue
            }
            if body.isEmpty || body.hasPrefix("#") { continue }
            closeValue()
            if indent == 0 {
                flush()
                submittersIndent = nil
                folder = body.hasSuffix(":") ? String(body.dropLast()) : nil
                continue
            }
            if body == ":submitters:" {
                flush()
                submittersIndent = indent
                continue
            }
            guard let level = submittersIndent else { continue }
            let isItem = body.hasPrefix("- ")
            // A key at the level of `:submitters:` (not a list item) ends the list.
            if indent < level || (indent == level && !isItem) {
                flush()
                submittersIndent = nil
                continue
            }
            var column = indent
            if isItem {
                flush()
                current = Submitter()
                let item = body.dropFirst(2)
                column += 2 + item.prefix { $0 == " " }.count
                body = item.trimmingCharacters(in: .whitespaces)
            }
            guard let colon = body.dropFirst().firstIndex(of: ":"), body.hasPrefix(":") else { continue }
            let key = String(body[body.index(after: body.startIndex)..<colon])
            open = (key, column)
            openValue = String(body[body.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            quote = QuoteState(openValue)
        }
        flush()
        return result
    }

    /// Whether a value is a quoted scalar whose closing quote has not come
    /// yet (`''` inside single quotes is a quote), fed the value's text as it
    /// is read: each character is looked at once.
    struct QuoteState {
        private var quote: Character?
        private var closed = false
        private var escaped = false
        /// Single quotes: the run of quotes at the end of the value so far
        /// (pairs are escaped quotes: an odd run closes it).
        private var trailingQuotes = 0
        private var inner = 0

        init(_ start: String = "") {
            guard let first = start.first, first == "'" || first == "\"" else { return }
            quote = first
            feed(start.dropFirst())
        }

        var unclosed: Bool {
            guard let quote else { return false }
            if quote == "'" { return inner == 0 || trailingQuotes % 2 == 0 }
            return !closed
        }

        mutating func feed(_ text: some StringProtocol) {
            guard let quote, !closed else { return }
            for character in text {
                inner += 1
                if quote == "'" {
                    trailingQuotes = character == "'" ? trailingQuotes + 1 : 0
                    continue
                }
                if escaped { escaped = false; continue }
                if character == "\\" { escaped = true; continue }
                if character == "\"" { closed = true; return }
            }
        }
    }

    /// `'it''s'` → `it's`, `"a\"b"` → `a"b`, plain text as it is.
    private static func unquoted(_ value: String) -> String {
        if value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
            return String(value.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        }
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            return String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
        }
        return value
    }
}
