import ViewLint

/// The lint step of a check: ViewLint over the student's files, with the rules
/// lab.json counts marked. A counted rule cannot be switched off by the
/// student: a `viewlint:disable` comment naming it is reported and ignored.
/// Rules about using an API are also checked on what the compiler resolved
/// (`resolvedFindings`), so `SwiftUI.AnyView(…)`, a backquoted name or a
/// `typealias` counts as what it is.
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

    /// API-use rules as the compiler saw them: the declarations each counted
    /// rule is about, found among the student's resolved references.
    static let resolvedAPIs: [String: (pattern: String, message: String)] = [
        "anyview": (#"^SwiftUISim\.AnyView\b"#, "AnyView erases this view's type (the compiler resolved this name to AnyView); return `some View` instead"),
        "print-changes": (#"\bSwiftUISim\.View\._(printChanges|logChanges)\b"#, "Remove _printChanges()/_logChanges() before shipping; they are debugging aids"),
    ]

    /// A counted finding for every line where the compiler resolved a name to
    /// what a counted API rule is about and the linter found nothing of that rule.
    static func resolvedFindings(
        _ references: ResolvedReferences, files: SourceFiles, countedRules: [LabManifest.LintRule], already: [Verdict.LintResult]
    ) -> [Verdict.LintResult] {
        var found: [Verdict.LintResult] = []
        for rule in Set(countedRules.map(\.rule)) {
            guard let api = resolvedAPIs[rule] else { continue }
            var lines = Set(already.filter { $0.rule == rule }.map { "\($0.path):\($0.line)" })
            var matches: [String: Bool] = [:]
            for reference in references.references where reference.kind == .declaration || reference.kind == .type {
                let matched = matches[reference.symbol] ?? (reference.match(api.pattern) != nil)
                matches[reference.symbol] = matched
                guard matched, let location = files.location(reference.file, reference.offset),
                    lines.insert("\(location.path):\(location.line)").inserted
                else { continue }
                found.append(
                    Verdict.LintResult(
                        rule: rule, severity: "warning", path: location.path, line: location.line, column: location.column, message: api.message, counts: true))
            }
        }
        return found.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    }
}
