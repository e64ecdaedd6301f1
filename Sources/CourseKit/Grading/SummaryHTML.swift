import Foundation

/// `summary.html`: the class at a glance — counts, the score distribution as
/// an inline SVG histogram, each check's pass rate, the slowest submissions
/// and every submission that did not pass, with the reason; what the
/// submissions folder held that was skipped or refused, and any student's
/// file that could not be written.
enum SummaryHTML {
    /// `fileNames`: each student's name in feedback/ (`GradeOutputs.fileNames`).
    static func render(
        _ report: GradeReport, fileNames: [StudentID: String], unwritten: [String] = [], unmatched: Unmatched? = nil, rosterNames: [StudentID: String] = [:],
        incomplete: Bool = false
    ) -> String {
        func link(_ student: StudentID) -> String {
            let name = rosterNames[student].map { " — " + XML.escape($0) } ?? ""
            guard let file = fileNames[student] else { return XML.escape(student.text) + name }
            return "<a href=\"feedback/\(HTMLPage.link(file)).html\">\(XML.escape(student.text))</a>" + name
        }
        let e = XML.escape
        let records = report.records
        var html = ["<h1>Class summary</h1>"]
        // Written first by a run and replaced last (`GradeOutputs.write`):
        // seen only when the run stopped before it finished (the twenty-sixth review).
        if incomplete {
            html.append(
                "<p class=\"fail\"><strong>Incomplete:</strong> the run that wrote this page had not finished writing this folder. If this line is "
                    + "still here, it was interrupted: the gradebook, Gradescope results and feedback here may be from different runs "
                    + "(\(OutputFolder.incompleteFile) says the same). Run the same command again before using any of them.</p>")
        }
        let passed = records.filter { $0.verdict.passed && $0.graderError == nil }.count
        let ungraded = records.filter { $0.graderError != nil }.count
        let mean = records.isEmpty ? 0 : records.reduce(0.0) { $0 + percent($1) } / Double(records.count)
        html.append(
            "<p>\(counted(report.students.count, "student")), \(counted(records.count, "submission")): \(passed) passed, \(records.count - passed - ungraded) not passed"
                + (ungraded > 0 ? ", <span class=\"fail\">\(ungraded) could not be graded</span>" : "")
                + ". Mean score \(String(format: "%.1f", mean))%.</p>")
        html.append("<p class=\"muted\">Labs: " + report.labs.map { "\(e($0.title)) (\(e($0.id)), \($0.maxScore) points)" }.joined(separator: "; ")
            + ". Isolation: \(e(report.isolation))." + (report.shard.map { " Shard \(e($0))." } ?? "") + "</p>")

        html.append("<h2>Score distribution</h2>")
        html.append(histogram(records.map(percent)))

        if !unwritten.isEmpty {
            html.append("<h2 class=\"fail\">Files that could not be written (\(unwritten.count))</h2><ul>")
            html += unwritten.map { "<li>\(e($0))</li>" }
            html.append("</ul>")
        }
        if let unmatched, unmatched.count > 0 {
            html.append("<h2 class=\"fail\">Not read or not matched (\(unmatched.count))</h2>")
            html.append("<p class=\"muted\">Also in unmatched.json; <code>--strict</code> makes any of these exit 3.</p><ul>")
            html += unmatched.lines.map { "<li>\(e($0))</li>" }
            html.append("</ul>")
        }
        if let warnings = report.warnings, !warnings.isEmpty {
            html.append("<h2>Skipped or refused in the submissions folder (\(warnings.count))</h2>")
            html.append("<p class=\"muted\">Names the grader will not guess at: a refused student scores 0 and their feedback says why.</p><ul>")
            html += warnings.map { "<li>\(e($0))</li>" }
            html.append("</ul>")
        }

        let late = records.filter { $0.late == true }
        if !late.isEmpty {
            html.append("<h2>Marked late by the LMS (\(late.count))</h2><p class=\"muted\">Scored as graded; no penalty applied.</p><ul>")
            html += late.map { "<li>\(link($0.student)) — \(e($0.lab))</li>" }
            html.append("</ul>")
        }

        html.append("<h2>Pass rate per check</h2><table><tr><th>lab</th><th>check</th><th>passed</th><th>rate</th></tr>")
        for lab in report.labs {
            let ofLab = records.filter { $0.lab == lab.id }
            guard !ofLab.isEmpty else { continue }
            for check in lab.checks {
                let count = ofLab.filter { record in record.graderError == nil && record.verdict.checks.contains { $0.id == check.id && $0.passed } }.count
                html.append(row(lab: lab.id, name: "\(check.id): \(check.text)", count: count, of: ofLab.count))
            }
            for rule in lab.lint {
                let count = ofLab.filter { record in GradeOutputs.lintRules(of: record, labs: report.labs).contains { $0.rule == rule.rule && $0.earned == $0.points } }.count
                html.append(row(lab: lab.id, name: "lint \(rule.rule)", count: count, of: ofLab.count))
            }
        }
        html.append("</table>")

        html.append("<h2>Slowest submissions</h2><table><tr><th>student</th><th>lab</th><th>seconds</th><th>score</th></tr>")
        for record in records.sorted(by: { $0.seconds > $1.seconds }).prefix(10) {
            html.append("<tr><td>\(link(record.student))</td><td>\(e(record.lab))</td><td class=\"num\">\(String(format: "%.1f", record.seconds))</td><td class=\"num\">\(record.score)/\(record.maxScore)</td></tr>")
        }
        html.append("</table>")

        let failed = records.filter { !$0.verdict.passed || $0.graderError != nil }
        html.append("<h2>Not passed (\(failed.count))</h2>")
        if failed.isEmpty {
            html.append("<p>Every submission passed.</p>")
        } else {
            html.append("<table><tr><th>student</th><th>lab</th><th>score</th><th>why</th></tr>")
            for record in failed {
                html.append("<tr><td>\(link(record.student))</td><td>\(e(record.lab))</td><td class=\"num\">\(record.score)/\(record.maxScore)</td><td class=\"\(record.graderError == nil ? "" : "fail")\">\(e(record.reason ?? ""))</td></tr>")
            }
            html.append("</table>")
        }
        return HTMLPage.render(title: "Class summary", body: html.joined(separator: "\n"))
    }

    static func percent(_ record: GradeRecord) -> Double {
        record.maxScore == 0 ? 100 : Double(record.score) * 100 / Double(record.maxScore)
    }

    private static func row(lab: String, name: String, count: Int, of total: Int) -> String {
        let rate = total == 0 ? 0 : count * 100 / total
        return "<tr><td>\(XML.escape(lab))</td><td>\(XML.escape(name))</td><td class=\"num\">\(count)/\(total)</td><td class=\"num\">\(rate)%</td></tr>"
    }

    /// Ten bins of ten percent (100% counts in the last), as bars with counts.
    static func histogram(_ percents: [Double]) -> String {
        var bins = [Int](repeating: 0, count: 10)
        for value in percents { bins[min(max(Int(value / 10), 0), 9)] += 1 }
        let (width, height, left, bottom) = (520.0, 200.0, 30.0, 30.0)
        let barWidth = (width - left) / 10
        let top = max(bins.max() ?? 0, 1)
        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"Score distribution\">",
            "<title>Score distribution: \(bins.enumerated().map { "\($0.offset * 10)–\($0.offset * 10 + 10)%: \($0.element)" }.joined(separator: ", "))</title>",
        ]
        for (index, count) in bins.enumerated() {
            let barHeight = (height - bottom - 20) * Double(count) / Double(top)
            let x = left + Double(index) * barWidth
            let y = height - bottom - barHeight
            svg.append("<rect class=\"bar\" x=\"\(f(x + 2))\" y=\"\(f(y))\" width=\"\(f(barWidth - 4))\" height=\"\(f(barHeight))\"><title>\(index * 10)–\(index * 10 + 10)%: \(count)</title></rect>")
            if count > 0 { svg.append("<text x=\"\(f(x + barWidth / 2))\" y=\"\(f(y - 4))\" text-anchor=\"middle\">\(count)</text>") }
            svg.append("<text x=\"\(f(x + barWidth / 2))\" y=\"\(f(height - bottom + 14))\" text-anchor=\"middle\">\(index * 10)%</text>")
        }
        svg.append("<line class=\"axis\" x1=\"\(f(left))\" y1=\"\(f(height - bottom))\" x2=\"\(f(width))\" y2=\"\(f(height - bottom))\"/>")
        svg.append("<text x=\"\(f(width - 2))\" y=\"\(f(height - 4))\" text-anchor=\"end\">score, % of maximum</text>")
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    private static func f(_ value: Double) -> String { String(format: "%.1f", value) }
}
