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
    static func read(_ text: String) -> [String: [Submitter]] {
        var result: [String: [Submitter]] = [:]
        var folder: String?
        var submittersIndent: Int?
        var current: Submitter?
        func flush() {
            if let folder, let current, !current.id.isEmpty { result[folder, default: []].append(current) }
            current = nil
        }
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = String(raw)
            let indent = line.prefix { $0 == " " }.count
            var body = line.trimmingCharacters(in: .whitespaces)
            if body.isEmpty || body.hasPrefix("#") { continue }
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
            if isItem {
                flush()
                current = Submitter()
                body = String(body.dropFirst(2)).trimmingCharacters(in: .whitespaces)
            }
            guard let colon = body.dropFirst().firstIndex(of: ":"), body.hasPrefix(":") else { continue }
            let key = String(body[body.index(after: body.startIndex)..<colon])
            let value = unquoted(String(body[body.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
            switch key {
            case "name": current?.name = value
            case "sid": current?.sid = value
            case "email": current?.email = value
            default: break
            }
        }
        flush()
        return result
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
