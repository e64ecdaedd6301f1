import Foundation

/// Writes every output file of a grading run into the output folder, each
/// atomically (temp file + fsync + rename), and joins shard outputs.
enum GradeOutputs {
    static let reportFile = "results.json"

    /// What one write of the outputs did: the files written (relative to the
    /// output folder) and each student file that could not be written, with why.
    struct Written {
        var files: [String] = []
        var failures: [String] = []
        /// Per-student files of an earlier run's students, removed (`OutputFolder.removeStale`).
        var removed: [String] = []
    }

    /// Writes the class-wide files first (gradebook.csv, canvas.csv,
    /// junit.xml, summary.html, results.json), then each student's
    /// gradescope/<name>/results.json and feedback/<name>.{md,html}, where
    /// <name> is `fileNames`' bounded, unique name for the student. A class
    /// file that cannot be written is an error (after trying the others); a
    /// student's file that cannot be written costs only that file: it is
    /// listed in `failures` and on the summary page, and the rest are written.
    ///
    /// The folder is never left looking complete when it is not (the
    /// twenty-sixth review, finding 11): `OutputFolder.incompleteFile` is
    /// written before anything is replaced and summary.html first, with an
    /// "Incomplete" banner; the stale per-student files are removed after
    /// this run's are written, then summary.html is written again without
    /// the banner, and the marker removed last. A run stopped anywhere in
    /// between leaves the marker and (once summary.html was replaced) the banner.
    static func write(_ report: GradeReport, roster: Roster?, to directory: String) throws(CourseError) -> Written {
        var written = Written()
        try OutputFolder.markIncomplete(directory)
        var classErrors: [String] = []
        let names = fileNames(report.students)
        func put(_ name: String, _ text: String) -> String? {
            do {
                try Files.writeAtomically(text, to: directory + "/" + name)
                written.files.append(name)
                return nil
            } catch {
                return error.message
            }
        }
        let unmatched = Unmatched(report, roster: roster)
        // Each student's roster name (one-to-one matches only), beside the id in the summary and feedback.
        let rosterNames: [StudentID: String] = roster.map { roster in
            roster.match(report.students, lms: Set(report.lmsStudents ?? []), checked: Set(report.checkedStudents ?? [])).row.compactMapValues { roster.entries[$0].name.isEmpty ? nil : roster.entries[$0].name }
        } ?? [:]
        func titled(_ student: StudentID) -> String { rosterNames[student].map { "\($0) (\(student.text))" } ?? student.text }
        // A shard writes no canvas.csv: whose row a grade is entered on is
        // judged class-wide (a stranger in another shard refuses a row in
        // this one), so only `course grade merge` writes it (the twentieth review).
        if report.shard != nil { Files.remove(directory + "/canvas.csv") }
        let canvas: [(String, () -> String)] = report.shard == nil ? [("canvas.csv", { CanvasCSV.render(report, roster: roster) })] : []
        let unvouched = Set(CanvasCSV.unvouched(report, roster: roster))
        let classFiles: [(String, () -> String)] = [
            ("summary.html", { SummaryHTML.render(report, fileNames: names, unmatched: unmatched, rosterNames: rosterNames, incomplete: true) }),
            ("gradebook.csv", { GradebookCSV.render(report, roster: roster) }),
        ] + canvas + [
            ("junit.xml", { JUnitXML.render(report) }),
            ("unmatched.json", { unmatched.json }),
            (reportFile, { encode(report) }),
        ]
        for (name, render) in classFiles {
            if let error = put(name, render()) { classErrors.append(error) }
        }
        for student in report.students {
            let records = report.records(of: student)
            // Feedback is the student's: checks the lab keeps hidden are left out (Gradescope hides its own tests).
            var shown = records.map { CheckVisibility.forStudent($0, labs: report.labs) }
            if unvouched.contains(student) {
                for index in shown.indices { shown[index].notes.insert(CanvasCSV.unvouchedReason(student, roster: roster), at: 0) }
            }
            let file = names[student]!
            // A student with a submission the grader could not grade gets no
            // results.json (its score would be imported): feedback says why.
            let scored: [(String, () -> String)] = records.contains { $0.gradedScore == nil } ? [] : [
                ("gradescope/\(file)/results.json", { GradescopeJSON.render(records, labs: report.labs) })
            ]
            for (name, render) in scored + [
                ("feedback/\(file).md", { FeedbackMarkdown.render(student: titled(student), records: shown, labs: report.labs) }),
                ("feedback/\(file).html", { FeedbackHTML.render(student: titled(student), records: shown, labs: report.labs) }),
            ] as [(String, () -> String)] {
                if let error = put(name, render()) { written.failures.append("\(name) (student \(student)): \(error)") }
            }
        }
        guard classErrors.isEmpty else {
            // The marker stays: the folder is not complete.
            throw CourseError(classErrors.joined(separator: "\n") + "\n(the class files above could not be written; the others were)")
        }
        written.removed = OutputFolder.removeStale(in: directory, keeping: written.files)
        // Without the banner; the summary says which files are missing, and why.
        if let error = put("summary.html", SummaryHTML.render(report, fileNames: names, unwritten: written.failures, unmatched: unmatched, rosterNames: rosterNames)) {
            throw CourseError(error + "\n(summary.html could not be written; the other files were)")
        }
        written.files = written.files.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        OutputFolder.markComplete(directory)
        return written
    }

    static func encode(_ report: GradeReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return JSONText.safe(String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self)) + "\n"
    }

    static func readReport(_ directory: String) throws(CourseError) -> GradeReport {
        let path = directory + "/" + reportFile
        guard Files.exists(path) else {
            throw CourseError.usage("error: \(path) does not exist: is \(directory) the --out folder of a `course grade` run?")
        }
        return try JSONFile.decode(GradeReport.self, from: Files.readText(path, what: "grade results"), path: path)
    }

    /// Joins the reports of shards (or of any runs): labs in first-seen order,
    /// every record once; the same student and lab in two reports is an error
    /// unless both hold the same grade.
    static func merge(_ reports: [(directory: String, report: GradeReport)]) throws(CourseError) -> GradeReport {
        var labs: [GradedLab] = []
        var records: [[UInt8]: (GradeRecord, String)] = [:]
        var isolation: [String] = []
        var warnings: [String] = []
        var lms: [StudentID] = []
        var skipped: [String] = [], ignored: [String] = [], distrusted: [String] = []
        var checked: [StudentID] = []
        var columns: [String: String] = [:]
        var rosters: Set<String> = []
        var accounts: [GradescopeAccount] = []
        for (directory, report) in reports {
            if let roster = report.roster { rosters.insert(roster) }
            for account in report.gradescopeAccounts ?? [] where !accounts.contains(account) { accounts.append(account) }
            columns.merge(report.canvasColumns ?? [:]) { first, _ in first }
            // Each shard read the whole submissions folder: the same entries, said once.
            for entry in report.skipped ?? [] where !skipped.contains(entry) { skipped.append(entry) }
            for entry in report.ignored ?? [] where !ignored.contains(entry) { ignored.append(entry) }
            for entry in report.distrusted ?? [] where !distrusted.contains(entry) { distrusted.append(entry) }
            for student in report.checkedStudents ?? [] where !checked.contains(student) { checked.append(student) }
            for student in report.lmsStudents ?? [] where !lms.contains(student) { lms.append(student) }
            for lab in report.labs where !labs.contains(where: { $0.id == lab.id }) { labs.append(lab) }
            if !isolation.contains(report.isolation) { isolation.append(report.isolation) }
            for warning in report.warnings ?? [] where !warnings.contains(warning) { warnings.append(warning) }
            for record in report.records {
                // By bytes: two ids that are equal as Strings but not as bytes stay two students.
                let id = record.student.bytes + [0] + Array(record.lab.utf8)
                if let (earlier, from) = records[id], earlier.key != record.key {
                    throw CourseError.usage(
                        "error: \(record.student)'s \(record.lab) was graded differently in \(from) and \(directory): merge outputs of shards of one run.")
                }
                records[id] = (record, directory)
            }
        }
        var merged = GradeReport(labs: labs, records: records.values.map(\.0), shard: nil, isolation: isolation.joined(separator: "; "), warnings: warnings)
        merged.lmsStudents = lms.isEmpty ? nil : lms.sorted()
        merged.skipped = skipped
        merged.canvasColumns = columns.isEmpty ? nil : columns
        merged.ignored = ignored
        merged.distrusted = distrusted.isEmpty ? nil : distrusted
        merged.checkedStudents = checked.isEmpty ? nil : checked.sorted()
        merged.roster = rosters.sorted().first
        merged.gradescopeAccounts = accounts.isEmpty ? nil : accounts.sorted()
        return merged
    }

    /// Students with a submission, then roster students no submission was
    /// matched to (`Roster.match`).
    static func students(_ report: GradeReport, roster: Roster?) -> [StudentID] {
        var students = report.students
        guard let roster else { return students }
        let matched = Set(roster.match(students, lms: Set(report.lmsStudents ?? []), checked: Set(report.checkedStudents ?? [])).row.values)
        for (index, entry) in roster.entries.enumerated() where !matched.contains(index) {
            let id = StudentID([entry.folder, entry.sisLoginID, entry.id, entry.sisUserID, entry.name].first { !$0.isEmpty }!)
            if !students.contains(id) { students.append(id) }
        }
        return students
    }

    /// Each student's name in the output folder (`feedback/<name>.md`,
    /// `gradescope/<name>/`): bounded and unique whatever the ids are. An id
    /// that is short, printable, NFC, without `/` and not hidden is its own
    /// name; any other id (a 250-byte folder name, control characters, an
    /// id that would collide with another on a case-insensitive or
    /// normalizing file system) is a truncated, cleaned prefix and a hash of
    /// its exact bytes: `jos_-1f3a…`. One student's name can therefore
    /// never be too long to write, nor overwrite another's file.
    static func fileNames(_ students: [StudentID]) -> [StudentID: String] {
        var names: [StudentID: String] = [:]
        for student in students { names[student] = plainFileName(student) ?? hashedFileName(student) }
        // Names a case-insensitive, normalizing file system would take for one:
        // each gets its hash (again, in case a plain name was another's hashed one).
        var colliding = true
        while colliding {
            colliding = false
            var byFolded: [String: [StudentID]] = [:]
            for student in students { byFolded[fold(names[student]!), default: []].append(student) }
            for (_, group) in byFolded where group.count > 1 {
                for student in group where names[student] != hashedFileName(student) {
                    names[student] = hashedFileName(student)
                    colliding = true
                }
            }
        }
        return names
    }

    /// The id as it is, when it is safe as a file name on any system this
    /// runs on: at most 64 bytes, no control or invisible character, no `/`,
    /// `\` or leading `.` or `-`, no trailing space or dot, already NFC.
    static func plainFileName(_ student: StudentID) -> String? {
        let text = student.text
        guard !text.isEmpty, text.utf8.count <= 64, !text.hasPrefix("."), !text.hasPrefix("-"), !text.hasSuffix(" "), !text.hasSuffix("."),
            !text.contains("/"), !text.contains("\\"),
            !text.unicodeScalars.contains(where: { Untrusted.acts($0) || $0.properties.isDefaultIgnorableCodePoint || $0.value == 0xFFFD }),
            text.sameBytes(text.precomposedStringWithCanonicalMapping)
        else { return nil }
        return text
    }

    /// Up to 32 bytes of the id's letters, digits and `.-_@+` (others as `_`),
    /// `-`, then 16 hex digits of the SHA-256 of its exact bytes.
    static func hashedFileName(_ student: StudentID) -> String {
        var prefix = ""
        for scalar in student.text.unicodeScalars {
            // Accents and invisible characters are left out (`jose` for either spelling of `josé`).
            if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.isDefaultIgnorableCodePoint { continue }
            let safe = scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal || "-_@+.".unicodeScalars.contains(scalar)
            let piece = safe && !Untrusted.acts(scalar) ? String(scalar) : "_"
            if prefix.utf8.count + piece.utf8.count > 32 { break }
            prefix += piece
        }
        while prefix.hasPrefix(".") || prefix.hasPrefix("-") { prefix.removeFirst() }
        var hasher = SHA256()
        hasher.update(student.bytes)
        return (prefix.isEmpty ? "" : prefix + "-") + String(hasher.finalize().prefix(16))
    }

    private static func fold(_ name: String) -> String { name.precomposedStringWithCompatibilityMapping.lowercased() }

    struct LintOutcome {
        var rule: String
        var points: Int
        var earned: Int
        var output: String
    }

    /// Each lint rule the lab counts: its points earned (only once the checks
    /// ran to the end, as in the runner's score) and the findings.
    static func lintRules(of record: GradeRecord, labs: [GradedLab]) -> [LintOutcome] {
        guard let lab = labs.first(where: { $0.id == record.lab }) else { return [] }
        let complete = record.verdict.stage == .complete && record.graderError == nil
        return lab.lint.map { rule in
            let findings = record.verdict.lint.filter { $0.rule == rule.rule }
            let output: String
            if !findings.isEmpty {
                output = findings.map { "\($0.path):\($0.line):\($0.column): \($0.message)" }.joined(separator: "\n")
            } else if !complete {
                output = "not counted: the checks did not run to the end"
            } else {
                output = ""
            }
            return LintOutcome(rule: rule.rule, points: rule.points, earned: findings.isEmpty && complete ? rule.points : 0, output: output)
        }
    }
}
