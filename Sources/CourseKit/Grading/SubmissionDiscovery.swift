import Foundation

/// One student's files for one lab, found in the submissions folder.
struct Submission: Sendable, Equatable {
    struct File: Sendable, Equatable {
        /// The name the lab expects (`Counter.swift`).
        var name: String
        /// As submitted (the LMS file name, or a differently named single file).
        var submittedName: String
        var path: String
    }

    var student: String
    var lab: Lab
    /// Files matched to the lab's `files`, by lab name.
    var files: [File]
    /// Lab files not found in the submission.
    var missing: [String]
    var notes: [String]
    /// Why the submission cannot be graded as handed in (a symbolic link
    /// where a file or folder should be): it scores 0 with this reason.
    var refused: [String] = []
}

/// Finds submissions in the three layouts, never following a symbolic link
/// (a link where a student's folder, lab folder or file should be is refused
/// with the reason, never read):
///
/// - `SUBMISSIONS/<student>/<lab-id>/*.swift` (with `--all` or `--lab`)
/// - `SUBMISSIONS/<student>/*.swift` (with `--lab`)
/// - an LMS bulk download, flat files `name_userid_submissionid_File.swift`
///   (Canvas also writes `name_LATE_userid_…` and `File-1.swift` for a
///   resubmission): student = userid, the file name restored (with `--lab`).
enum SubmissionDiscovery {
    struct Found {
        var submissions: [Submission]
        /// Things skipped, for the instructor.
        var warnings: [String]
    }

    static func discover(in root: String, labs: [Lab], only selected: Lab?) throws(CourseError) -> Found {
        guard Files.isDirectory(root) else {
            throw CourseError.usage("error: the submissions folder \(root) does not exist (or is not a folder).")
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else {
            throw CourseError("error: cannot read the submissions folder \(root) (check its permissions).")
        }
        var found = Found(submissions: [], warnings: [])
        var flat: [String: [LMSFile]] = [:]
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = root + "/" + name
            let kind = Files.kind(path)
            if kind == .directory {
                found.submissions += studentFolder(name, path: path, labs: labs, selected: selected, warnings: &found.warnings)
            } else if kind == .symbolicLink, !name.hasSuffix(".swift") || LMSFile(fileName: name, path: path) == nil {
                if let lab = selected {
                    found.submissions.append(refusedLink(name, lab: lab, what: "the folder \(name)"))
                } else {
                    found.warnings.append("skipped \(name): a symbolic link (links are never followed)")
                }
            } else if let file = LMSFile(fileName: name, path: path) {
                flat[file.userID, default: []].append(file)
            } else {
                found.warnings.append("skipped \(name): not a student folder, and not an LMS file named name_userid_submissionid_File.swift")
            }
        }
        if !flat.isEmpty {
            guard let lab = selected else {
                throw CourseError.usage(
                    "error: \(root) holds LMS files (\(flat.values.first!.first!.fileName)…): they belong to one assignment, so name its lab with --lab ID.")
            }
            for (student, files) in flat.sorted(by: { $0.key < $1.key }) {
                if found.submissions.contains(where: { $0.student == student && $0.lab.id == lab.id }) {
                    found.warnings.append("student \(student) has both a folder and LMS files; the folder was graded")
                    continue
                }
                found.submissions.append(lmsSubmission(student, files: files, lab: lab))
            }
        }
        found.submissions.sort { ($0.student, $0.lab.folder) < ($1.student, $1.lab.folder) }
        return found
    }

    private static func studentFolder(_ student: String, path: String, labs: [Lab], selected: Lab?, warnings: inout [String]) -> [Submission] {
        let entries = Files.list(path)
        let labFolders = entries.filter { Files.kind(path + "/" + $0) == .directory }
        func labNamed(_ name: String) -> Lab? { labs.first { $0.id == name || $0.folder == name } }
        let linkedLabs = entries.filter { Files.kind(path + "/" + $0) == .symbolicLink }.compactMap { name in labNamed(name).map { (name, $0) } }
        if let lab = selected {
            if let folder = labFolders.first(where: { labNamed($0)?.id == lab.id }) {
                return [match(student, lab: lab, directory: path + "/" + folder)]
            }
            if let (name, _) = linkedLabs.first(where: { $0.1.id == lab.id }) {
                return [refusedLink(student, lab: lab, what: "the folder \(student)/\(name)")]
            }
            return [match(student, lab: lab, directory: path)]
        }
        var submissions = linkedLabs.map { refusedLink(student, lab: $0.1, what: "the folder \(student)/\($0.0)") }
        for folder in labFolders {
            if let lab = labNamed(folder) {
                submissions.append(match(student, lab: lab, directory: path + "/" + folder))
            } else {
                warnings.append("skipped \(student)/\(folder)/: no lab with that id")
            }
        }
        let loose = entries.filter { $0.hasSuffix(".swift") && Files.kind(path + "/" + $0) != .directory }
        if !loose.isEmpty {
            warnings.append("skipped \(student)/*.swift: files outside a lab folder need --lab ID")
        }
        if submissions.isEmpty, loose.isEmpty {
            warnings.append("skipped \(student)/: no lab folders in it")
        }
        return submissions
    }

    /// Pairs the `.swift` files of a folder with the lab's files.
    private static func match(_ student: String, lab: Lab, directory: String) -> Submission {
        let swift = Files.list(directory, suffix: ".swift").filter { Files.kind(directory + "/" + $0) != .directory }
        var submission = pair(student, lab: lab, submitted: swift.map { (name: $0, submittedName: $0, path: directory + "/" + $0) })
        submission.refused = swift.filter { Files.kind(directory + "/" + $0) == .symbolicLink }.map(linkRefusal)
        return submission
    }

    /// A submission whose folder is a link: graded 0 with the reason.
    private static func refusedLink(_ student: String, lab: Lab, what: String) -> Submission {
        Submission(student: student, lab: lab, files: [], missing: [], notes: [], refused: [linkRefusal(what)])
    }

    static func linkRefusal(_ what: String) -> String {
        "\(what) is a symbolic link; links are never followed (they could point at a classmate's work or the course's files): hand in the file itself"
    }

    private static func lmsSubmission(_ student: String, files: [LMSFile], lab: Lab) -> Submission {
        // A resubmission has a higher submission id; only the newest counts.
        let ids: [String] = files.map(\.submissionID)
        let newest: String = ids.max(by: { (a: String, b: String) -> Bool in a.count == b.count ? a < b : a.count < b.count })!
        var notes: [String] = []
        if Set(files.map(\.submissionID)).count > 1 { notes.append("graded submission \(newest), the newest of \(Set(files.map(\.submissionID)).count)") }
        var submitted: [(name: String, submittedName: String, path: String)] = []
        for file in files where file.submissionID == newest {
            var name = file.originalName
            if !lab.manifest.files.contains(name), let unsuffixed = LMSFile.withoutResubmissionSuffix(name), lab.manifest.files.contains(unsuffixed) {
                name = unsuffixed
            }
            submitted.append((name: name, submittedName: file.fileName, path: file.path))
        }
        var submission = pair(student, lab: lab, submitted: submitted)
        submission.notes = notes + submission.notes
        submission.refused = files.filter { $0.submissionID == newest && Files.kind($0.path) == .symbolicLink }.map { linkRefusal($0.fileName) }
        return submission
    }

    static func pair(_ student: String, lab: Lab, submitted: [(name: String, submittedName: String, path: String)]) -> Submission {
        var files: [Submission.File] = []
        var notes: [String] = []
        var missing: [String] = []
        let expected = lab.manifest.files
        for name in expected {
            if let file = submitted.first(where: { $0.name == name }) {
                files.append(.init(name: name, submittedName: file.submittedName, path: file.path))
            } else {
                missing.append(name)
            }
        }
        var unused = submitted.filter { !expected.contains($0.name) }
        // One file expected, one other .swift file handed in: grade it under the expected name.
        if expected.count == 1, missing.count == 1, unused.count == 1 {
            files.append(.init(name: expected[0], submittedName: unused[0].submittedName, path: unused[0].path))
            notes.append("\(unused[0].submittedName) was graded as \(expected[0])")
            missing = []
            unused = []
        }
        for file in unused { notes.append("\(file.submittedName) was not graded (the lab grades \(expected.joined(separator: ", ")))") }
        return Submission(student: student, lab: lab, files: files, missing: missing, notes: notes)
    }
}

/// `name_userid_submissionid_File.swift` (Canvas; `name_LATE_userid_…` for a late one).
struct LMSFile {
    var fileName: String
    var path: String
    var userID: String
    var submissionID: String
    var originalName: String

    init?(fileName: String, path: String) {
        var parts = fileName.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 4 else { return nil }
        parts.removeFirst()  // the name
        if parts.first?.lowercased() == "late" { parts.removeFirst() }
        let isNumber = { (text: String) in !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber } }
        guard parts.count >= 3, isNumber(parts[0]), isNumber(parts[1]) else { return nil }
        let original = parts.dropFirst(2).joined(separator: "_")
        guard !original.isEmpty else { return nil }
        self.fileName = fileName
        self.path = path
        userID = parts[0]
        submissionID = parts[1]
        originalName = original
    }

    /// `Counter-1.swift` → `Counter.swift` (Canvas numbers resubmitted files).
    static func withoutResubmissionSuffix(_ name: String) -> String? {
        guard name.hasSuffix(".swift") else { return nil }
        let stem = name.dropLast(6)
        guard let dash = stem.lastIndex(of: "-") else { return nil }
        let digits = stem[stem.index(after: dash)...]
        guard !digits.isEmpty, digits.allSatisfy(\.isNumber) else { return nil }
        return String(stem[..<dash]) + ".swift"
    }
}
