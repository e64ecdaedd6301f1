/// `feedback/<student>.html`: the Markdown feedback's content as a
/// self-contained page.
enum FeedbackHTML {
    static func render(student: String, records: [GradeRecord], labs: [GradedLab]) -> String {
        let e = XML.escape
        var html = ["<h1>Feedback for \(e(student))</h1>"]
        if records.count > 1 {
            html.append("<p>Total: <strong>\(records.reduce(0) { $0 + $1.score })/\(records.reduce(0) { $0 + $1.maxScore })</strong></p>")
        }
        if records.isEmpty { html.append("<p>No submission was found.</p>") }
        for record in records {
            let verdict = record.verdict
            let passed = verdict.passed && record.graderError == nil
            html.append("<h2>\(e(record.lab)) — \(e(verdict.title)): \(record.score)/\(record.maxScore)</h2>")
            html.append(passed ? "<p class=\"pass\">✓ Passed.</p>" : "<p class=\"fail\">✗ Not passed: \(e(sentence(record.reason ?? "not passed")))</p>")
            if !record.files.isEmpty { html.append("<p class=\"muted\">Files: " + record.files.map { "<code>\(e($0))</code>" }.joined(separator: ", ") + "</p>") }
            if !record.notes.isEmpty { html.append("<ul>" + record.notes.map { "<li>Note: \(e($0))</li>" }.joined() + "</ul>") }
            if let policy = verdict.policy, !policy.isEmpty {
                html.append("<h3>Source policy</h3><p>This lab's code may not do what these lines do; nothing was run:</p><ul>")
                html += policy.map { "<li><code>\(e($0.path)):\($0.line):\($0.column)</code> \(e($0.message)) [\(e($0.rule))]</li>" }
                html.append("</ul>")
            }
            var rows = ["<tr><th></th><th>check</th><th>points</th><th>message</th></tr>"]
            for check in verdict.checks {
                let ok = check.passed && record.graderError == nil
                rows.append(
                    "<tr><td class=\"\(ok ? "pass" : "fail")\">\(ok ? "✓" : "✗")</td><td><strong>\(e(check.id))</strong><br>\(e(check.text))</td>"
                        + "<td class=\"num\">\(ok ? check.points : 0)/\(check.points)</td><td>\(multiline(check.message))</td></tr>")
            }
            for rule in GradeOutputs.lintRules(of: record, labs: labs) {
                let ok = rule.earned == rule.points
                rows.append(
                    "<tr><td class=\"\(ok ? "pass" : "fail")\">\(ok ? "✓" : "✗")</td><td><strong>lint \(e(rule.rule))</strong></td>"
                        + "<td class=\"num\">\(rule.earned)/\(rule.points)</td><td>\(multiline(rule.output))</td></tr>")
            }
            html.append("<table>\n" + rows.joined(separator: "\n") + "\n</table>")
            if !verdict.lint.isEmpty {
                html.append("<h3>Lint findings</h3><ul>")
                for finding in verdict.lint {
                    html.append(
                        "<li><code>\(e(finding.path)):\(finding.line):\(finding.column)</code> \(e(finding.severity)): \(e(finding.message)) "
                            + "[\(e(finding.rule))]\(finding.counts ? " <span class=\"fail\">counts in this lab</span>" : "")</li>")
                }
                html.append("</ul>")
            }
            if !verdict.bodyCounts.isEmpty {
                html.append("<h3>Body runs</h3><p class=\"muted\">As the simulator counts them: Apple describes (WWDC) skipping an unchanged view, not these numbers.</p><table><tr><th>check</th><th>view type</th><th>runs</th><th>expected</th><th>why it ran (from the simulator)</th></tr>")
                html += verdict.bodyCounts.map { row in
                    let why = (row.reasons ?? []).map { "\($0.count) × \(e($0.reason))" }.joined(separator: "<br>")
                    let expected = e(row.expected) + (row.met == false ? " <span class=\"fail\">✗</span>" : "")
                    return "<tr><td>\(e(row.check ?? ""))</td><td><code>\(e(row.type))</code></td><td class=\"num\">\(row.runs)</td><td>\(expected)</td><td>\(why)</td></tr>"
                }
                html.append("</table>")
            }
            if !verdict.compilerOutput.isEmpty { html.append("<h3>Compiler output</h3><pre>\(e(verdict.compilerOutput))</pre>") }
            if !verdict.programOutput.isEmpty {
                html.append("<h3>Program output (last lines)</h3><pre>\(e(verdict.programOutput))</pre>")
            }
            if verdict.ignoredChannelLines > 0 {
                html.append("<p>Note: \(counted(verdict.ignoredChannelLines, "line")) written to the result channel by lab code \(verdict.ignoredChannelLines == 1 ? "was" : "were") ignored: only the checks report results.</p>")
            }
        }
        return HTMLPage.render(title: "Feedback for \(student)", body: html.joined(separator: "\n"))
    }

    private static func multiline(_ text: String) -> String {
        XML.escape(text).split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "<br>")
    }
}
