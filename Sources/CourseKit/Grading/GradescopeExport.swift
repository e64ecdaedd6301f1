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
        /// The submitter's key being read, its column and its raw value so far.
        var open: (key: String, column: Int, value: String)?
        func closeValue() {
            guard let field = open else { return }
            open = nil
            let value = unquoted(field.value)
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
            if let field = open, !body.isEmpty, indent > field.column || isUnclosedQuote(field.value) {
                open?.value += " " + body
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
            open = (key, column, String(body[body.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
        }
        flush()
        return result
    }

    /// A quoted scalar whose closing quote has not come yet (`''` inside single quotes is a quote).
    private static func isUnclosedQuote(_ value: String) -> Bool {
        guard let first = value.first, first == "'" || first == "\"" else { return false }
        if first == "'" {
            let inner = value.dropFirst()
            // Pairs of quotes are escaped quotes: closed when an odd run of quotes ends the value.
            let trailing = inner.reversed().prefix { $0 == "'" }.count
            return inner.isEmpty || trailing % 2 == 0
        }
        var escaped = false
        for character in value.dropFirst() {
            if escaped { escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if character == "\"" { return false }
        }
        return true
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
