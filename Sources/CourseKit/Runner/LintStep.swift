import ViewLint

/// The lint step of a check: ViewLint over the student's files, with the rules
/// lab.json counts marked. A counted rule cannot be switched off by the
/// student: a `viewlint:disable` comment naming it is reported and ignored.
/// Rules about using an API are also checked on what the compiler resolved
/// (`resolvedFindings`), so `SwiftUI.AnyView(…)`, a backquoted name or a
/// `typealias` counts as what it is; rules that judge a call by what it calls
/// are run again with the compiler's names (`rulesOnResolvedNames`), so a
/// qualified name, an alias, a local or a wrapper of the student's counts too.
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

    /// Counted rules that judge a call by what it calls (or a view by what
    /// builds it): run again with the names the compiler resolved (`ViewLint.ResolvedNames`).
    static let rulesOnResolvedNames: Set<String> = [
        "side-effect-in-body", "allocation-in-body", "expensive-init", "unstable-id", "inline-collection-transform",
        "non-lazy-large-list", "conditional-inclusion",
    ]

    /// The counted rules of `rulesOnResolvedNames`, run on the student's files
    /// as compiled (`students`: the compiler's path of each and its source),
    /// with what every name in them resolved to: a finding on a line where the
    /// linter found nothing of that rule by spelling (`already`) is added.
    static func findingsOnResolvedNames(
        _ references: ResolvedReferences, students: [(compiled: String, source: Source)], countedRules: [LabManifest.LintRule],
        already: [Verdict.LintResult]
    ) -> [Verdict.LintResult] {
        let counted = Set(countedRules.map(\.rule))
        let rules = counted.intersection(rulesOnResolvedNames)
        guard !rules.isEmpty else { return [] }
        let names = resolvedNames(references, display: Dictionary(students.map { ($0.compiled, $0.source.displayPath) }, uniquingKeysWith: { first, _ in first }))
        var configuration = Configuration.default
        configuration.onlyRules = rules
        configuration.enforcedRules = counted
        let findings = Linter(configuration: configuration).lint(sources: students.map { ($0.source.displayPath, $0.source.text) }, resolved: names)
        var lines = Set(already.map { "\($0.rule)\t\($0.path):\($0.line)" })
        return findings.filter { rules.contains($0.rule) && lines.insert("\($0.rule)\t\($0.path):\($0.line)").inserted }.map { finding in
            Verdict.LintResult(
                rule: finding.rule, severity: finding.severity.rawValue, path: finding.path, line: finding.line, column: finding.column,
                message: finding.message, counts: true)
        }
    }

    /// What the linter needs of the resolved references: for every name in
    /// the files of `display` (the compiler's path → the path as linted), the
    /// declaration it resolved to and, when that is declared in those files, where.
    static func resolvedNames(_ references: ResolvedReferences, display: [String: String]) -> ResolvedNames {
        var names = ResolvedNames()
        for reference in references.references where reference.kind == .declaration {
            guard let path = display[reference.file] else { continue }
            let declared = references.declarations[reference.symbol]
            let declaredIn = declared.flatMap { display[$0.file] }
            names.add(.init(name: reference.name, declaredIn: declaredIn, declaredAt: declaredIn == nil ? nil : declared?.offset), path: path, offset: reference.offset)
        }
        for access in references.inoutAccesses {
            if let path = display[access.file] { names.addInoutAccess(path: path, offset: access.offset) }
        }
        return names
    }
}
