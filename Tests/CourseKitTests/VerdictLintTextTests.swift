import Testing
@testable import CourseKit

/// How a verdict prints lint findings next to its result.
@Suite struct VerdictLintTextTests {
    @Test func findingsTheLabDoesNotCountAreNeverPrintedAsErrors() {
        func finding(_ rule: String, counts: Bool) -> Verdict.LintResult {
            Verdict.LintResult(rule: rule, severity: "error", path: "Feed.swift", line: 3, column: 5, message: "m", counts: counts)
        }
        let verdict = Verdict(
            lab: "01-x", title: "X", passed: true, score: 10, maxScore: 10, stage: .complete, problem: nil,
            checks: [], lint: [finding("unstable-id", counts: false), finding("side-effect-in-body", counts: true)],
            bodyCounts: [], compilerOutput: "", programOutput: "", ignoredChannelLines: 0, seconds: 0)
        let text = VerdictText.render(verdict, style: .plain)
        #expect(text.contains("Feed.swift:3:5: warning: m [unstable-id]"))
        #expect(text.contains("Feed.swift:3:5: error: m [side-effect-in-body] (counts in this lab)"))
    }
}
