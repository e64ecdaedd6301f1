import Foundation

/// A verdict as the student reads it in a terminal, and as JSON for scripts.
enum VerdictText {
    /// The program's output is shown when the run did not complete (its last
    /// lines), or whole (as kept: the last 8 KB) with `showOutput`, for
    /// `print` or `_printChanges()` lines of a run that did.
    /// `reasons`: the run printed why each body ran (`course check --why [Type]`:
    /// `why` is "1" or the types; `--trace`): its output is shown whole, check by check.
    static func render(
        _ verdict: Verdict, style: TerminalStyle, width: Int = 100, showOutput: Bool = false, reasons: (why: String?, trace: Bool)? = nil
    ) -> String {
        var lines = [style.bold("Lab \(verdict.lab): \(verdict.title)")]
        if verdict.stage == .policy {
            lines.append(style.red("✗ This lab's code may not do what these lines do (nothing was compiled into the lab or run):"))
            for violation in verdict.policy ?? [] { lines.append(style.red(policyLine(violation))) }
        } else if verdict.stage == .compile {
            let problem = verdict.problem ?? "it does not compile"
            lines.append(style.red("✗ " + problem.prefix(1).uppercased() + problem.dropFirst() + (verdict.compilerOutput.isEmpty ? "." : ":")))
            if !verdict.compilerOutput.isEmpty {
                lines.append(colorDiagnostics(verdict.compilerOutput.trimmingCharacters(in: .newlines), style: style))
            }
        } else if verdict.stage == .files, let problem = verdict.problem {
            // One line per file (nothing was compiled: no compiler noise).
            lines += problem.split(separator: "\n").map { style.red("✗ " + $0) }
        } else {
            let idWidth = verdict.checks.map(\.id.count).max() ?? 0
            for check in verdict.checks {
                let mark = check.passed ? style.green("✓") : style.red("✗")
                let points = "\(check.passed ? check.points : 0)/\(check.points)"
                let id = check.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
                // Long check texts go on their own line rather than wrapping mid-word.
                if 4 + idWidth + 2 + check.text.count + 2 + points.count <= width {
                    lines.append("  \(mark) \(id)  \(check.text)  \(style.dim(points))")
                } else {
                    lines.append("  \(mark) \(id)  \(style.dim(points))")
                    lines.append("      " + check.text)
                }
                if !check.passed, !check.message.isEmpty {
                    lines += check.message.split(separator: "\n").map { "      " + style.yellow(String($0)) }
                }
            }
            if verdict.stage == .run, let problem = verdict.problem {
                if problem.hasPrefix(LabRunner.simulatorErrorPrefix) {
                    // Its error is shown whole under the check it stopped.
                    let check = verdict.checks.first { $0.message == problem }.map { " under check \"\($0.id)\"" } ?? ""
                    lines.append(style.red("✗ The simulator stopped the lab program: its error is\(check) above."))
                } else {
                    lines.append(style.red("✗ The lab program " + problem + "."))
                }
            }
        }
        if !verdict.bodyCounts.isEmpty { lines += bodyCountTable(verdict.bodyCounts, style: style) }
        if !verdict.lint.isEmpty {
            lines.append(style.bold("Lint:"))
            for finding in verdict.lint {
                let counted = finding.counts ? style.red(" (counts in this lab)") : ""
                // A finding the lab does not count cannot fail it, so it is never shown as an error.
                let severity = !finding.counts && finding.severity == "error" ? "warning" : finding.severity
                lines.append("  \(finding.path):\(finding.line):\(finding.column): \(severity): \(finding.message) [\(finding.rule)]\(counted)")
            }
        }
        if let reasons, verdict.stage == .run || verdict.stage == .complete {
            if let why = reasons.why {
                let what = why == "1" ? "every view" : why.split(separator: ",").joined(separator: ", ")
                lines.append(style.bold("Why each body ran or was skipped in the lab's scenario, check by check (\(what)):"))
            } else {
                lines.append(style.bold("Each body run in the lab's scenario, check by check (--trace):"))
            }
            let output = verdict.programOutput.hasSuffix("\n") ? String(verdict.programOutput.dropLast()) : verdict.programOutput
            // A check in which nothing was recorded (a filtered type, or a
            // UIViewRepresentable, which has no body) says so under its heading.
            let nothing = "  (no body " + (reasons.why.map { $0 == "1" ? "" : "of \($0.split(separator: ",").joined(separator: ", ")) " } ?? "") + "ran or was skipped in this check)"
            let printed = output.split(separator: "\n", omittingEmptySubsequences: false)
            lines += output.isEmpty ? ["  (nothing was printed)"] : printed.indices.flatMap { index -> [String] in
                let line = printed[index]
                guard line.hasPrefix("══ check ") || line.hasPrefix("── ") else { return ["  " + line] }
                let empty = line.hasPrefix("══ check ") && (index + 1 == printed.count || printed[index + 1].hasPrefix("══ check "))
                return [style.cyan(String(line))] + (empty ? [nothing] : [])
            }
        } else if showOutput, verdict.stage != .compile {
            let output = verdict.programOutput.hasSuffix("\n") ? String(verdict.programOutput.dropLast()) : verdict.programOutput
            lines.append(style.dim(output.isEmpty ? "Program output: none." : "Program output:"))
            if !output.isEmpty { lines += output.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 } }
        } else if verdict.stage != .complete, verdict.stage != .compile, !verdict.programOutput.isEmpty {
            // The simulator's error is already shown whole: the lines before it are the news here.
            let simulatorError = verdict.problem.flatMap { $0.hasPrefix(LabRunner.simulatorErrorPrefix) ? $0 : nil }
            var output = verdict.programOutput
            if let simulatorError, let first = simulatorError.split(separator: "\n").first,
                let range = output.range(of: String(first), options: .backwards)
            {
                output = String(output[..<range.lowerBound])
            }
            let last = output.split(separator: "\n").suffix(12).map { "  " + String($0) }
            if !last.isEmpty, !(simulatorError != nil && last.allSatisfy { $0.hasPrefix("  ── ") }) {
                lines.append(style.dim(simulatorError == nil ? "Program output (last lines):" : "Program output before the simulator's error (last lines):"))
                lines += last
            }
        }
        if verdict.ignoredChannelLines > 0 {
            lines.append(style.yellow("Note: \(counted(verdict.ignoredChannelLines, "line")) written to the result channel by lab code \(verdict.ignoredChannelLines == 1 ? "was" : "were") ignored: only the checks report results."))
        }
        let summary = "Score \(verdict.score)/\(verdict.maxScore)"
        lines.append(verdict.passed ? style.green(style.bold("✓ Passed. \(summary)")) : style.red(style.bold("✗ Not passed yet. \(summary)")))
        return lines.joined(separator: "\n")
    }

    /// `path:line:col: error: message [policy rule]`, the form editors and terminals make clickable.
    static func policyLine(_ violation: PolicyViolation) -> String {
        (violation.path.isEmpty ? "" : "\(violation.path):\(violation.line):\(violation.column): ") + "error: \(violation.message) [policy \(violation.rule)]"
    }

    /// The body-count table: the check each row was counted in (when the
    /// harness said), the view type, its runs and the expectation; a row
    /// whose expectation failed is marked ✗ (the check's message says why).
    static func bodyCountTable(_ rows: [Verdict.BodyCountRow], style: TerminalStyle) -> [String] {
        let typeWidth = max(rows.map(\.type.count).max() ?? 0, 9)
        let checks = rows.contains { $0.check != nil }
        let checkWidth = max(rows.map { ($0.check ?? "").count }.max() ?? 0, 5)
        func checkColumn(_ text: String) -> String { checks ? text.padding(toLength: checkWidth, withPad: " ", startingAt: 0) + "  " : "" }
        var lines = [
            style.bold("Body runs") + style.dim(" (as the simulator counts them; Apple describes (WWDC) skipping an unchanged view, not these numbers):"),
            "  " + checkColumn("check") + "view type".padding(toLength: typeWidth, withPad: " ", startingAt: 0) + "   runs  expected",
        ]
        for row in rows {
            let runs = String(row.runs)
            let mark = row.met == false ? "  " + style.red("✗") : ""
            lines.append(
                "  " + checkColumn(row.check ?? "") + row.type.padding(toLength: typeWidth, withPad: " ", startingAt: 0) + "  "
                    + String(repeating: " ", count: max(5 - runs.count, 0)) + runs + "  " + row.expected + mark)
        }
        return lines
    }

    /// Compiler output with `error:` in red, `warning:` in yellow, `note:` in cyan.
    static func colorDiagnostics(_ text: String, style: TerminalStyle) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let line = String(line)
            if line.contains(" error: ") || line.hasPrefix("error:") { return style.red(line) }
            if line.contains(" warning: ") { return style.yellow(line) }
            if line.contains(" note: ") { return style.cyan(line) }
            return line
        }.joined(separator: "\n")
    }

    static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { JSONText.safe(String(decoding: $0, as: UTF8.self)) } ?? "{}"
    }
}
