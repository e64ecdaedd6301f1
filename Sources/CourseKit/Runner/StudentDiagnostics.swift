/// Compiler output as a student sees it in graded feedback (`course grade`,
/// `course autograde`): the student's own files in full, with paths relative
/// to their submission. A diagnostic in the lab's files (its checks, its
/// Support, the interfaces of the simulator) is shown by its message alone:
/// the checks' source lines are the lab's, not the student's, and the
/// grader's scratch and snapshot folders are nobody's business. (`course
/// check`, on a student's own machine where the course is theirs to read,
/// keeps the full output.)
enum StudentDiagnostics {
    /// `studentFiles`: the student's files as named in the output
    /// (`Counter.swift`). `hidden`: folders of the grader's that must not
    /// appear (each occurrence becomes `…`).
    static func filter(_ output: String, studentFiles: Set<String>, hidden: [String]) -> String {
        var kept: [String] = []
        var labErrors: [String] = []
        var keeping = true
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let header = Header(line) {
                keeping = studentFiles.contains(header.path)
                if !keeping, header.severity == "error" {
                    let message = "error: " + header.message
                    if !labErrors.contains(message) { labErrors.append(message) }
                }
            }
            if keeping { kept.append(line) }
        }
        while kept.last?.isEmpty == true { kept.removeLast() }
        var text = kept.joined(separator: "\n")
        if !labErrors.isEmpty {
            text += (text.isEmpty ? "" : "\n\n") + "The lab's checks could not be compiled against your code (their source is not shown):\n"
                + labErrors.map { "- " + $0 }.joined(separator: "\n")
        }
        return withoutFolders(text, hidden: hidden) + "\n"
    }

    /// The text with the grader's folders taken out: a path inside one
    /// becomes relative (`student/Feed.swift`), the folder alone `…`.
    static func withoutFolders(_ text: String, hidden: [String]) -> String {
        var text = text
        for folder in hidden.filter({ !$0.isEmpty }).sorted(by: { $0.count > $1.count }) {
            text = text.replacingOccurrences(of: folder + "/", with: "").replacingOccurrences(of: folder, with: "…")
        }
        return text
    }

    /// `path:line:column: severity: message`, the first line of a diagnostic.
    struct Header {
        var path: String
        var severity: String
        var message: String

        init?(_ line: String) {
            for severity in ["error", "warning", "note", "remark"] {
                guard let range = line.range(of: ": \(severity): ") else { continue }
                let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard location.count >= 3, location.suffix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { continue }
                path = location.dropLast(2).joined(separator: ":")
                self.severity = severity
                message = String(line[range.upperBound...])
                return
            }
            return nil
        }
    }
}
