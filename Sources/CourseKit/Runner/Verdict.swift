/// Everything one `course check` found out about a lab: each check, each lint
/// finding, the body-count table and the score. Stable JSON for scripts and
/// for grading.
public struct Verdict: Codable, Equatable, Sendable {
    public struct CheckResult: Codable, Equatable, Sendable {
        public var id: String
        public var text: String
        public var points: Int
        public var passed: Bool
        /// Why it failed (empty when it passed).
        public var message: String
        /// Wall-clock seconds of the check's own run of the lab program (the
        /// runner starts one per check); absent when it did not run, and in
        /// verdicts of older runners.
        public var seconds: Double? = nil
    }

    public struct LintResult: Codable, Equatable, Sendable {
        public var rule: String
        public var severity: String
        public var path: String
        public var line: Int
        public var column: Int
        public var message: String
        /// The lab counts this rule: a finding costs its points and the pass.
        public var counts: Bool
    }

    public struct BodyCountRow: Codable, Equatable, Sendable {
        public var type: String
        public var runs: Int
        /// `≤ 1`, `3`, `≥ 2`, or `—` when only recorded.
        public var expected: String
        /// The check whose scenario counted this (absent in verdicts of older runners).
        public var check: String?
        /// Whether the expectation held (absent without one).
        public var met: Bool?
        /// When it did not hold: why the body ran, from the simulator, the most frequent reason first.
        public var reasons: [ReasonCount]?

        public init(type: String, runs: Int, expected: String, check: String? = nil, met: Bool? = nil, reasons: [ReasonCount]? = nil) {
            (self.type, self.runs, self.expected, self.check, self.met, self.reasons) = (type, runs, expected, check, met, reasons)
        }
    }

    /// "10 × `@self` changed because `onTap` is a closure".
    public struct ReasonCount: Codable, Equatable, Sendable {
        public var count: Int
        public var reason: String

        public init(count: Int, reason: String) {
            self.count = count
            self.reason = reason
        }
    }

    /// How far the lab got.
    public enum Stage: String, Codable, Sendable {
        /// A student file is missing, unreadable, a link or not UTF-8.
        case files
        /// The student's code breaks the lab's source policy (`policy` says
        /// where); it was not run.
        case policy
        case compile
        /// It compiled but the run did not finish its checks.
        case run
        /// Every check reported.
        case complete
    }

    public var lab: String
    public var title: String
    public var passed: Bool
    public var score: Int
    public var maxScore: Int
    public var stage: Stage
    /// Why the run or build stopped early (missing file, crash, timeout…).
    public var problem: String?
    public var checks: [CheckResult]
    public var lint: [LintResult]
    /// What the source policy refused (docs/labs.md "The source policy").
    public var policy: [PolicyViolation]?
    public var bodyCounts: [BodyCountRow]
    /// Compiler diagnostics, with the student's own file names.
    public var compilerOutput: String
    /// What the lab program printed (capped).
    public var programOutput: String
    /// Lines on the result channel without this run's nonce: lab code tried to
    /// write results itself. They were ignored.
    public var ignoredChannelLines: Int
    public var seconds: Double
    /// `course dev verify` only: every check id the lab's Checks registered.
    public var registeredChecks: [String]?
    /// `course dev verify` only, on frozen hosts: the checks that tried to act.
    public var actedChecks: [String]?
}
