import Foundation

/// How an LMS names the files or folders of a bulk download, as a regular
/// expression with named groups: `student` (required: the id the student is
/// graded under), `file` (the name the student handed in; a pattern without
/// it names folders), and optionally `name` (a display name), `attempt` (the
/// newest attempt is graded; compared as text, so timestamps and
/// equal-length numbers order right), `assignment` (must be the same for
/// every file of one download: a name that reads with another assignment is
/// refused, never taken). Canvas is read by `LMSFile` (its names can split
/// several ways); these are the others, and `--name-pattern` adds any.
struct NameScheme: Sendable {
    var label: String
    var pattern: String
    /// Names this scheme knows to hold nothing to grade (Blackboard's
    /// per-attempt receipt, Moodle's online-text folder): skipped, and listed.
    var companion: String?

    struct Reading: Equatable {
        var student: String
        var file: String?
        var name: String?
        var attempt: String?
        var assignment: String?
    }

    /// Moodle's "Download all submissions" (mod/assign/locallib.php,
    /// `download_submissions`): `<Full Name>_<participant id>_assignsubmission_file_<file>`,
    /// or, with "download submissions in folders" (the default since 3.1), a
    /// folder `<Full Name>_<participant id>_assignsubmission_file_/`. Moodle
    /// replaces `_` in the name with a space, so the name holds none.
    static let moodle = NameScheme(
        label: "Moodle", pattern: "^(?<name>[^_]+)_(?<student>[0-9]+)_assignsubmission_file_(?<file>.*)$",
        companion: "^[^_]+_[0-9]+_assignsubmission_(?!file_)[a-z]+_.*$")

    /// Blackboard Learn's "Download Assignment":
    /// `<Assignment>_<username>_attempt_<YYYY-MM-DD-HH-MM-SS>_<file>`, and a
    /// receipt `<Assignment>_<username>_attempt_<timestamp>.txt` per attempt.
    static let blackboard = NameScheme(
        label: "Blackboard",
        pattern: "^(?<assignment>.+)_(?<student>[^_]+)_attempt_(?<attempt>[0-9]{4}(?:-[0-9]{2}){5})_(?<file>.+)$",
        companion: "^.+_[^_]+_attempt_[0-9]{4}(?:-[0-9]{2}){5}\\.txt$")

    static let builtIn = [moodle, blackboard]

    /// `--name-pattern REGEX`: the instructor's own scheme.
    static func custom(_ pattern: String) throws(CourseError) -> NameScheme {
        let regex: NSRegularExpression
        do { regex = try NSRegularExpression(pattern: pattern) } catch {
            throw CourseError.usage("error: --name-pattern \(pattern) is not a regular expression (\(error.localizedDescription)).")
        }
        let groups = Set(namedGroups(in: pattern))
        guard groups.contains("student") else {
            throw CourseError.usage(
                "error: --name-pattern needs a group named student, as in '^(?<student>[a-z0-9]+)-(?<file>.+)$' (groups: student, file, name, attempt, assignment).")
        }
        _ = regex
        return NameScheme(label: "--name-pattern", pattern: pattern)
    }

    private static func namedGroups(in pattern: String) -> [String] {
        guard let finder = try? NSRegularExpression(pattern: "\\(\\?<([A-Za-z][A-Za-z0-9]*)>") else { return [] }
        return finder.matches(in: pattern, range: NSRange(pattern.startIndex..., in: pattern)).compactMap { match in
            Range(match.range(at: 1), in: pattern).map { String(pattern[$0]) }
        }
    }

    /// Every way this scheme reads the name; `folder`: a folder's name, for
    /// which a scheme with a `file` group reads only names where that group is
    /// empty. The pattern is tried as written (each quantifier taking all it
    /// can) and with every quantifier lazy (taking the least): when a name can
    /// be split more than one way these two give different readings, and a
    /// caller refuses the name instead of guessing (a file handed in as
    /// `x_bob_attempt_2099-…_Feed.swift` makes Blackboard's name read as Bob's).
    func readings(_ text: String, folder: Bool) -> [Reading] {
        var found: [Reading] = []
        for pattern in [pattern, Self.lazy(pattern)] {
            if let reading = Self.read(text, pattern: pattern, folder: folder), !found.contains(reading) { found.append(reading) }
        }
        return found
    }

    private static func read(_ text: String, pattern: String, folder: Bool) -> Reading? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), match.range.length == (text as NSString).length
        else { return nil }
        func group(_ name: String) -> String? {
            let range = match.range(withName: name)
            guard range.location != NSNotFound, let swiftRange = Range(range, in: text) else { return nil }
            return String(text[swiftRange])
        }
        guard let student = group("student"), !student.isEmpty else { return nil }
        let file = group("file")
        if folder, let file, !file.isEmpty { return nil }
        if !folder, file?.isEmpty ?? true { return nil }
        return Reading(student: student, file: folder ? nil : file, name: group("name"), attempt: group("attempt"), assignment: group("assignment"))
    }

    /// The pattern with every greedy quantifier (`*`, `+`, `?`, `{m,n}`) made
    /// lazy; escapes, character classes and group syntax (`(?<name>`) kept.
    static func lazy(_ pattern: String) -> String {
        var result = ""
        var characters = Array(pattern)[...]
        var inClass = false
        while let character = characters.popFirst() {
            result.append(character)
            if character == "\\" {
                if let escaped = characters.popFirst() { result.append(escaped) }
                continue
            }
            if inClass {
                if character == "]" { inClass = false }
                continue
            }
            switch character {
            case "[":
                inClass = true
                // `[]…]` and `[^]…]`: a `]` first in a class is a member.
                if characters.first == "^" { result.append(characters.removeFirst()) }
                if characters.first == "]" { result.append(characters.removeFirst()) }
            case "(":
                // `(?:`, `(?<name>`, `(?=`: this `?` opens a group, it is not a quantifier.
                if characters.first == "?" { result.append(characters.removeFirst()) }
            case "*", "+", "?", "}":
                if character == "}", !result.dropLast().contains("{") { continue }
                if characters.first == "?" || characters.first == "+" { result.append(characters.removeFirst()) } else { result.append("?") }
            default:
                break
            }
        }
        return result
    }

    func isCompanion(_ text: String) -> Bool {
        guard let companion, let regex = try? NSRegularExpression(pattern: companion) else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
