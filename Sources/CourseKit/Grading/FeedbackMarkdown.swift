import Foundation

/// `feedback/<student>.md`: per lab, the score and why, each check with its
/// message, each lint finding, the body-count table, and the compiler or
/// program output when that is what went wrong.
enum FeedbackMarkdown {
    static func render(student: String, records: [GradeRecord], labs: [GradedLab]) -> String {
        var lines = ["# Feedback for \(inline(student))", ""]
        if records.count > 1 {
            lines += ["Total: **\(records.reduce(0) { $0 + $1.score })/\(records.reduce(0) { $0 + $1.maxScore })**", ""]
        }
        for record in records {
            let verdict = record.verdict
            lines += ["## \(inline(record.lab)) — \(inline(verdict.title)): \(record.score)/\(record.maxScore)", ""]
            lines.append(verdict.passed && record.graderError == nil ? "✓ Passed." : "✗ Not passed: " + sentence(inline(record.reason ?? "not passed")))
            lines.append("")
            if !record.files.isEmpty { lines += ["Files: " + record.files.map { "`\(code($0))`" }.joined(separator: ", "), ""] }
            lines += record.notes.map { "- Note: \(inline($0))" }
            if !record.notes.isEmpty { lines.append("") }
            if let policy = verdict.policy, !policy.isEmpty {
                lines += ["### Source policy", "", "This lab's code may not do what these lines do; nothing was run:", ""]
                lines += policy.map { "- `\(code($0.path)):\($0.line):\($0.column)` \(inline($0.message)) [\(inline($0.rule))]" }
                lines.append("")
            }
            lines += ["| | check | points | message |", "|---|---|---|---|"]
            for check in verdict.checks {
                let passed = check.passed && record.graderError == nil
                lines.append("| \(passed ? "✓" : "✗") | **\(cell(check.id))** \(cell(check.text)) | \(passed ? check.points : 0)/\(check.points) | \(cell(check.message)) |")
            }
            for rule in GradeOutputs.lintRules(of: record, labs: labs) {
                lines.append("| \(rule.earned == rule.points ? "✓" : "✗") | **lint \(cell(rule.rule))** | \(rule.earned)/\(rule.points) | \(cell(rule.output)) |")
            }
            lines.append("")
            if !verdict.lint.isEmpty {
                lines += ["### Lint findings", ""]
                for finding in verdict.lint {
                    lines.append("- `\(code(finding.path)):\(finding.line):\(finding.column)` \(finding.severity): \(inline(finding.message)) [\(inline(finding.rule))]\(finding.counts ? " — counts in this lab" : "")")
                }
                lines.append("")
            }
            if !verdict.bodyCounts.isEmpty {
                lines += ["### Body runs", "", "As the simulator counts them: Apple describes (WWDC) skipping an unchanged view, not these numbers.", "", "| check | view type | runs | expected | why it ran (from the simulator) |", "|---|---|---:|---|---|"]
                lines += verdict.bodyCounts.map { row in
                    let why = (row.reasons ?? []).map { "\($0.count) × \($0.reason)" }.joined(separator: "\n")
                    return "| \(cell(row.check ?? "")) | \(cell(row.type)) | \(row.runs) | \(cell(row.expected))\(row.met == false ? " ✗" : "") | \(cell(why)) |"
                }
                lines.append("")
            }
            if !verdict.compilerOutput.isEmpty { lines += ["### Compiler output", ""] + fenced(verdict.compilerOutput) }
            if !verdict.programOutput.isEmpty { lines += ["### Program output (last lines)", ""] + fenced(verdict.programOutput) }
            if verdict.ignoredChannelLines > 0 {
                lines += ["Note: \(counted(verdict.ignoredChannelLines, "line")) written to the result channel by lab code \(verdict.ignoredChannelLines == 1 ? "was" : "were") ignored: only the checks report results.", ""]
            }
        }
        if records.isEmpty { lines += ["No submission was found.", ""] }
        return lines.joined(separator: "\n")
    }

    /// Text in a table cell: one line, pipes escaped.
    private static func cell(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { inline(String($0)).replacingOccurrences(of: "|", with: "\\|") }.joined(separator: "<br>")
    }

    /// Markdown and HTML that a student wrote (names, messages) shown as
    /// text, on one line: a line break or control character is written as an
    /// escape (`\n`, `\x1B`), so a file name cannot end the line it is on
    /// and start a heading or a raw HTML block of its own.
    static func inline(_ text: String) -> String {
        var result = ""
        for character in Untrusted.visible(text) {
            if "\\`*_[]<>#|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// The inside of a code span: no backtick (it would end the span) and no
    /// line break (a blank line ends it too); both as escapes or `'`.
    static func code(_ text: String) -> String { Untrusted.visible(text).replacingOccurrences(of: "`", with: "'") }

    private static func fenced(_ text: String) -> [String] {
        var fence = "```"
        while text.contains(fence) { fence += "`" }
        return [fence + "text", text.trimmingCharacters(in: .newlines), fence, ""]
    }
}
