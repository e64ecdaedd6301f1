import SwiftSyntax

/// A number a rule reads from configuration (`"rules": {"long-body": {"max-lines": 60}}`).
public struct RuleOption: Sendable, Equatable {
    public let name: String
    public let defaultValue: Int
    public let summary: String

    public init(name: String, defaultValue: Int, summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// Everything the product shows about a rule: its id (a contract), default
/// severity, the one-line message (what to do instead), the rationale shown
/// by `course lint --explain`, its options, and the examples that are its tests.
///
/// In `triggeringExamples` each spot that must fire is marked with `↓`,
/// placed immediately before the token where the finding is reported.
public struct RuleDescription: Sendable, Equatable {
    public let id: String
    public let name: String
    public let severity: Severity
    public let message: String
    public let rationale: String
    /// When the rule is worth following (what a reviewer would ask to change).
    public let matters: String
    /// When it is not (the cases it cannot tell apart, and what it deliberately leaves alone).
    public let doesNotMatter: String
    public let options: [RuleOption]
    public let triggeringExamples: [String]
    public let nonTriggeringExamples: [String]
    /// Spellings that hide what a call calls (a qualified name, an alias, a
    /// local, a wrapper function, an extension member or computed property),
    /// which the rule finds with the compiler's names
    /// (`Linter.lint(sources:resolved:)`): whole files that compile, marked
    /// like `triggeringExamples`. The course's tests compile each one.
    public let resolvedTriggeringExamples: [String]
    /// Whole files that compile where, with the compiler's names, the rule must stay quiet.
    public let resolvedNonTriggeringExamples: [String]
    /// What `course lint --fix` rewrites, before → after; each pair is a test
    /// (the rewrite, its re-parse and its idempotence).
    public let corrections: [CorrectionExample]

    public init(
        id: String, name: String, severity: Severity, message: String, rationale: String,
        matters: String = "", doesNotMatter: String = "",
        options: [RuleOption] = [], triggeringExamples: [String], nonTriggeringExamples: [String],
        resolvedTriggeringExamples: [String] = [], resolvedNonTriggeringExamples: [String] = [],
        corrections: [CorrectionExample] = []
    ) {
        self.corrections = corrections
        self.resolvedTriggeringExamples = resolvedTriggeringExamples
        self.resolvedNonTriggeringExamples = resolvedNonTriggeringExamples
        self.id = id
        self.name = name
        self.severity = severity
        self.message = message
        self.rationale = rationale
        self.matters = matters
        self.doesNotMatter = doesNotMatter
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// The marker used in triggering examples.
    public static let marker: Character = "↓"
}

/// A spot a rule reports, before severity, path and suppressions are applied.
struct Violation: Sendable {
    var position: AbsolutePosition
    /// Overrides the rule's default message (e.g. the stronger `anyview` text inside rows).
    var message: String?
    /// Overrides the rule's default severity for this finding (a weaker form of the problem is a
    /// note); a severity set in configuration still wins.
    var severity: Severity?
    /// What the rule proved; a suspected finding is at most a note (`Evidence`).
    var evidence: Evidence

    init(_ position: AbsolutePosition, message: String? = nil, severity: Severity? = nil, evidence: Evidence = .proven) {
        self.position = position
        self.message = message
        self.severity = severity
        self.evidence = evidence
    }

    init(_ node: some SyntaxProtocol, message: String? = nil, severity: Severity? = nil, evidence: Evidence = .proven) {
        self.init(node.positionAfterSkippingLeadingTrivia, message: message, severity: severity, evidence: evidence)
    }
}

/// Option values a rule runs with (defaults merged with configuration).
struct RuleOptions: Sendable {
    var values: [String: Int]

    subscript(_ name: String) -> Int {
        values[name] ?? 0
    }
}

/// A rule: its description plus the check over one parsed file.
protocol Rule: SendableMetatype {
    static var description: RuleDescription { get }
    static func check(_ file: LintFile, options: RuleOptions) -> [Violation]
    /// The mechanical rewrites of `--fix` in this file (only where the rewrite is provably right).
    static func corrections(in file: LintFile) -> [Correction]
}

extension Rule {
    static func corrections(in file: LintFile) -> [Correction] { [] }
}

/// A rule as the linter stores it: a description and a check that can run on any thread.
struct RegisteredRule: Sendable {
    let description: RuleDescription
    let check: @Sendable (LintFile, RuleOptions) -> [Violation]
    let rule: any Rule.Type

    init<R: Rule>(_ rule: R.Type) {
        description = R.description
        check = { file, options in R.check(file, options: options) }
        self.rule = rule
    }

    /// The rule's `--fix` rewrites in this file.
    func correct(_ file: LintFile) -> [Correction] {
        rule.corrections(in: file)
    }

    func defaultOptions() -> [String: Int] {
        Dictionary(uniqueKeysWithValues: description.options.map { ($0.name, $0.defaultValue) })
    }
}
