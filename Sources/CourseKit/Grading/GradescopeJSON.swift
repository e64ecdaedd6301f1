import Foundation

/// `gradescope/<student>/results.json` in Gradescope's autograder format:
/// `score`, `execution_time`, `output`, and `tests[]` with `name`, `score`,
/// `max_score`, `status`, `output`, `visibility` — one test per check and per
/// counted lint rule.
enum GradescopeJSON {
    struct Results: Codable, Equatable {
        var score: Double
        var execution_time: Int
        var output: String
        var output_format = "text"
        var tests: [Test]
    }

    struct Test: Codable, Equatable {
        var name: String
        var score: Double
        var max_score: Double
        var status: String
        var output: String
        var visibility = "visible"
    }

    static func results(_ records: [GradeRecord], labs: [GradedLab]) -> Results {
        let prefix = records.count > 1
        var tests: [Test] = []
        var output: [String] = []
        for full in records {
            // The text output is shown to the student at once: hidden checks stay out of it.
            let record = CheckVisibility.forStudent(full, labs: labs)
            let verdict = record.verdict
            let label = prefix ? "[\(record.lab)] " : ""
            output.append("\(record.lab) — \(verdict.title): \(record.score)/\(record.maxScore)" + (record.reason.map { " — \($0)" } ?? ""))
            output += record.notes.map { "note: \($0)" }
            if let policy = verdict.policy, !policy.isEmpty { output.append("Source policy:\n" + policy.map(VerdictText.policyLine).joined(separator: "\n")) }
            if !verdict.compilerOutput.isEmpty { output.append("Compiler output:\n" + verdict.compilerOutput) }
            // A run that stopped (crash, time-out) says why in its last lines, as in the feedback files.
            if verdict.stage == .run, !verdict.programOutput.isEmpty {
                output.append("Program output (last lines):\n" + verdict.programOutput.split(separator: "\n").suffix(12).joined(separator: "\n"))
            }
            for check in full.verdict.checks {
                let passed = check.passed && record.graderError == nil
                tests.append(Test(
                    name: "\(label)\(check.id): \(check.text)", score: Double(passed ? check.points : 0), max_score: Double(check.points),
                    status: passed ? "passed" : "failed", output: passed ? "" : (check.message == "not run" ? "not run: \(record.reason ?? "")" : check.message),
                    visibility: CheckVisibility.visibility(of: check.id, lab: full.lab, labs: labs)))
            }
            for rule in GradeOutputs.lintRules(of: record, labs: labs) {
                tests.append(Test(
                    name: "\(label)lint \(rule.rule)", score: Double(rule.earned), max_score: Double(rule.points),
                    status: rule.earned == rule.points ? "passed" : "failed", output: rule.output))
            }
            if !verdict.bodyCounts.isEmpty {
                output.append("Body runs (as the simulator counts them; Apple describes (WWDC) skipping an unchanged view, not these numbers):\n" + verdict.bodyCounts.map { row in
                    let why = (row.reasons ?? []).map { "\n      \($0.count) × \($0.reason)" }.joined()
                    return "  \(row.check.map { "[\($0)] " } ?? "")\(row.type): \(row.runs) (expected \(row.expected))\(row.met == false ? " ✗" : "")\(why)"
                }.joined(separator: "\n"))
            }
        }
        return Results(
            score: Double(records.reduce(0) { $0 + $1.score }), execution_time: Int(records.reduce(0) { $0 + $1.seconds }.rounded(.up)),
            output: output.joined(separator: "\n"), tests: tests)
    }

    static func render(_ records: [GradeRecord], labs: [GradedLab]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return JSONText.safe(String(decoding: (try? encoder.encode(results(records, labs: labs))) ?? Data("{}".utf8), as: UTF8.self)) + "\n"
    }
}
