import ViewLint

/// The lint step of a check: ViewLint over the student's files, with the rules
/// lab.json counts marked. A counted rule cannot be switched off by the
/// student: a `viewlint:disable` comment naming it is reported and ignored.
enum LintStep {
    struct Source {
        var displayPath: String
        var text: String
    }

    static func findings(in sources: [Source], countedRules: [LabManifest.LintRule]) -> [Verdict.LintResult] {
        let counted = Set(countedRules.map(\.rule))
        var configuration = Configuration.default
        configuration.enforcedRules = counted
        let linter = Linter(configuration: configuration)
        return sources.flatMap { source in
            linter.lint(source: source.text, path: source.displayPath).map { finding in
                Verdict.LintResult(
                    rule: finding.rule, severity: finding.severity.rawValue, path: finding.path, line: finding.line,
                    column: finding.column, message: finding.message, counts: counted.contains(finding.rule))
            }
        }
    }
}
