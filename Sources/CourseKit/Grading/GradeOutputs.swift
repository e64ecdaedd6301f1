import Foundation

/// Writes every output file of a grading run into the output folder, each
/// atomically (temp file + fsync + rename), and joins shard outputs.
enum GradeOutputs {
    static let reportFile = "results.json"

    /// Writes gradebook.csv, canvas.csv, junit.xml, summary.html, results.json,
    /// gradescope/<student>/results.json and feedback/<student>.{md,html}.
    /// Returns the paths written, relative to `directory`.
    @discardableResult
    static func write(_ report: GradeReport, roster: Roster?, to directory: String) throws(CourseError) -> [String] {
        var written: [String] = []
        func put(_ name: String, _ text: String) throws(CourseError) {
            try Files.writeAtomically(text, to: directory + "/" + name)
            written.append(name)
        }
        for student in report.students {
            let records = report.records(of: student)
            let file = fileName(student)
            try put("gradescope/\(file)/results.json", GradescopeJSON.render(records, labs: report.labs))
            try put("feedback/\(file).md", FeedbackMarkdown.render(student: student, records: records, labs: report.labs))
            try put("feedback/\(file).html", FeedbackHTML.render(student: student, records: records, labs: report.labs))
        }
        try put("gradebook.csv", GradebookCSV.render(report, roster: roster))
        try put("canvas.csv", CanvasCSV.render(report, roster: roster))
        try put("junit.xml", JUnitXML.render(report))
        try put("summary.html", SummaryHTML.render(report))
        try put(reportFile, encode(report))
        return written
    }

    static func encode(_ report: GradeReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self) + "\n"
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
        var records: [String: (GradeRecord, String)] = [:]
        var isolation: [String] = []
        for (directory, report) in reports {
            for lab in report.labs where !labs.contains(where: { $0.id == lab.id }) { labs.append(lab) }
            if !isolation.contains(report.isolation) { isolation.append(report.isolation) }
            for record in report.records {
                let id = record.student + "\u{0}" + record.lab
                if let (earlier, from) = records[id], earlier.key != record.key {
                    throw CourseError.usage(
                        "error: \(record.student)'s \(record.lab) was graded differently in \(from) and \(directory): merge outputs of shards of one run.")
                }
                records[id] = (record, directory)
            }
        }
        return GradeReport(labs: labs, records: records.values.map(\.0), shard: nil, isolation: isolation.joined(separator: "; "))
    }

    /// Students with a submission, then roster students without one.
    static func students(_ report: GradeReport, roster: Roster?) -> [String] {
        var students = report.students
        let known = Set(students)
        for entry in roster?.entries ?? [] where !entry.keys.contains(where: known.contains) {
            let id = [entry.folder, entry.sisLoginID, entry.id, entry.sisUserID, entry.name].first { !$0.isEmpty }!
            if !students.contains(id) { students.append(id) }
        }
        return students
    }

    /// A student id as a file name: no `/`, no leading dot.
    static func fileName(_ student: String) -> String {
        var name = student.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "\u{0}", with: "_")
        if name.hasPrefix(".") || name.isEmpty { name = "_" + name }
        return name
    }

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
