/// Lab code controls the size of much of a verdict: a check's message quotes
/// what its views show (a 300-byte submission can show 24 MB), type names
/// fill the body-count table, its source lines fill compiler output, and a
/// file can hold thousands of lint findings. Every output file a grading run
/// writes (feedback, Gradescope's results, JUnit, the summary, the cache)
/// repeats the verdict, so each part of it has a cap, with "… truncated"
/// where text was cut and a last entry saying how many were left out of a
/// list. The runner caps a verdict once, before it is shown, stored or
/// cached (`LabRunner.check`); the grading engine caps what a worker sends
/// again. With the caps a submission's verdict is at most about
/// `VerdictLimits.bound` bytes, and so is each file written about it.
enum VerdictLimits {
    /// A check's message, the problem, a policy message.
    static let message = 16 << 10
    /// A lint message, a body-count reason, a path.
    static let line = 1 << 10
    /// A view type's name, a check id, an expectation.
    static let name = 512
    static let compilerOutput = 64 << 10
    /// What the program printed (`--why` and `--trace` ask for more: it is the point there).
    /// (The runner keeps the last 8 KB, or 512 KB: `LabRunner.tail`; these are the backstop.)
    static let programOutput = 9 << 10
    static let programOutputWithReasons = 513 << 10
    static let lintFindings = 200
    static let policyViolations = 200
    static let bodyCountRows = 400
    static let reasonsPerRow = 20

    /// The most a capped verdict of a lab with `checks` checks holds (strings' UTF-8 bytes).
    static func bound(checks: Int) -> Int {
        checks * (message + name) + message + compilerOutput + programOutputWithReasons
            + (lintFindings + 1) * (3 * line) + (policyViolations + 1) * (message + line)
            + (bodyCountRows + 1) * (3 * name + reasonsPerRow * line)
    }

    static let marker = "… truncated"

    /// `text` cut to at most `bytes` UTF-8 bytes (at a character boundary),
    /// with the marker and how much was left out.
    static func text(_ text: String, _ bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        var kept = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            count += UTF8.width(scalar)
            if count > bytes { break }
            kept.append(scalar)
        }
        return String(kept) + "\n\(marker) (\(text.utf8.count - bytes) more bytes)"
    }

    /// The last `bytes` of `text`, after the marker.
    static func tail(_ text: String, _ bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        return "\(marker) (\(text.utf8.count - bytes) earlier bytes)\n" + String(decoding: text.utf8.suffix(bytes), as: UTF8.self)
    }
}

extension Verdict {
    /// This verdict with every part lab code can grow capped (`VerdictLimits`).
    /// `printsReasons`: `--why`/`--trace` output, kept longer.
    func capped(printsReasons: Bool = false) -> Verdict {
        typealias Limit = VerdictLimits
        var verdict = self
        verdict.problem = problem.map { Limit.text($0, Limit.message) }
        verdict.checks = checks.map { check in
            var check = check
            check.message = Limit.text(check.message, Limit.message)
            return check
        }
        if lint.count > Limit.lintFindings || lint.contains(where: { $0.message.utf8.count > Limit.line || $0.path.utf8.count > Limit.line }) {
            verdict.lint = lint.prefix(Limit.lintFindings).map { finding in
                var finding = finding
                finding.message = Limit.text(finding.message, Limit.line)
                finding.path = Limit.text(finding.path, Limit.line)
                return finding
            }
            if lint.count > Limit.lintFindings {
                verdict.lint.append(
                    LintResult(
                        rule: "truncated", severity: "note", path: verdict.lint.last?.path ?? "", line: 0, column: 0,
                        message: "\(Limit.marker): \(lint.count - Limit.lintFindings) more findings", counts: false))
            }
        }
        if let policy, policy.count > Limit.policyViolations || policy.contains(where: { $0.message.utf8.count > Limit.message || $0.path.utf8.count > Limit.line }) {
            var kept = policy.prefix(Limit.policyViolations).map { violation in
                var violation = violation
                violation.message = Limit.text(violation.message, Limit.message)
                violation.path = Limit.text(violation.path, Limit.line)
                return violation
            }
            if policy.count > Limit.policyViolations {
                kept.append(
                    PolicyViolation(
                        rule: "truncated", path: kept.last?.path ?? "", line: 0, column: 0,
                        message: "\(Limit.marker): \(policy.count - Limit.policyViolations) more lines"))
            }
            verdict.policy = kept
        }
        if bodyCounts.count > Limit.bodyCountRows
            || bodyCounts.contains(where: { $0.type.utf8.count > Limit.name || ($0.check?.utf8.count ?? 0) > Limit.name || $0.expected.utf8.count > Limit.name
                || ($0.reasons?.count ?? 0) > Limit.reasonsPerRow || ($0.reasons ?? []).contains { $0.reason.utf8.count > Limit.line } })
        {
            verdict.bodyCounts = bodyCounts.prefix(Limit.bodyCountRows).map { row in
                var row = row
                row.type = Limit.text(row.type, Limit.name)
                row.expected = Limit.text(row.expected, Limit.name)
                row.check = row.check.map { Limit.text($0, Limit.name) }
                if let reasons = row.reasons {
                    row.reasons = reasons.prefix(Limit.reasonsPerRow).map { .init(count: $0.count, reason: Limit.text($0.reason, Limit.line)) }
                    if reasons.count > Limit.reasonsPerRow {
                        let left = reasons.dropFirst(Limit.reasonsPerRow).reduce(0) { $0 + $1.count }
                        row.reasons!.append(.init(count: left, reason: "\(Limit.marker): \(reasons.count - Limit.reasonsPerRow) more reasons"))
                    }
                }
                return row
            }
            if bodyCounts.count > Limit.bodyCountRows {
                verdict.bodyCounts.append(.init(type: "\(Limit.marker): \(bodyCounts.count - Limit.bodyCountRows) more rows", runs: 0, expected: "—"))
            }
        }
        verdict.compilerOutput = Limit.text(compilerOutput, Limit.compilerOutput)
        verdict.programOutput = Limit.tail(programOutput, printsReasons ? Limit.programOutputWithReasons : Limit.programOutput)
        return verdict
    }
}
