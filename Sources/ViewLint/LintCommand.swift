import ArgumentParsing
import Foundation

/// `course lint PATH… [--format text|json|sarif] [--config FILE] [--baseline FILE] [--fix [--write]] [--explain RULE] [--list-rules]`,
/// declared for the one parser every verb uses (ArgumentParsing).
public enum LintCommand {
    static let paths = Positionals<String>("PATH", help: "files and folders (searched for .swift files) to lint")
    static let format = Option<OutputFormat>(
        "--format", valueName: "FORMAT", as: .choice(),
        help: "text (default: path:line:col: severity: message [rule]), json (an array of findings) or sarif (SARIF 2.1.0)")
    static let config = Option<String>("--config", valueName: "FILE", help: "use this configuration instead of the nearest .viewlint.json")
    static let baseline = Option<String>(
        "--baseline", valueName: "FILE",
        help: """
            when FILE does not exist, write today's findings to it and report none; when it does, report only \
            findings not in it (keyed by rule, file, enclosing declaration and the line's text, so moving code does not make a finding new)
            """)
    static let explain = Option<String>(
        "--explain", valueName: "RULE",
        as: ValueType("a rule id: \(Linter.allRules.map(\.id).joined(separator: ", "))") { Linter.rule(id: $0) == nil ? nil : $0 },
        help: "print a rule's rationale and examples")
    static let listRules = Flag("--list-rules", help: "list every rule with its default severity")
    static let fix = Flag("--fix", help: "print the rules' mechanical rewrites as a unified diff (`patch -p0` reads it); writes nothing")
    static let write = Flag("--write", help: "with --fix: apply them (each file replaced atomically, and only if unchanged since it was read)")

    public static let verb = Verb(
        "lint", summary: "the view-structure linter",
        discussion: """
            Lints SwiftUI source files (folders are searched for .swift files) with the
            view-structure rules. Findings go to stdout; problems with files go to stderr.
            `course lint --explain RULE` and `course lint --list-rules` need no PATH.
            """,
        [paths, format, config, baseline, fix, write, explain, listRules],
        exitCodes: """
            Exit status: 0 no error-severity findings, 1 some, 2 usage, configuration or file error.
            With --fix: 0 the diff was shown (or written), 1 a file was not fixed (it changed
            since it was read, or the rewrite would not parse), 2 usage, configuration or file error.
            """
    ) { parsed in
        try run(parsed, stdout: { FileHandle.standardOutput.write(Data($0.utf8)) }, stderr: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Runs the verb on a command line (the arguments after `lint`), printing to
    /// stdout/stderr; returns the exit code.
    public static func run(arguments: [String]) -> Int32 {
        run(arguments: arguments, stdout: { FileHandle.standardOutput.write(Data($0.utf8)) },
            stderr: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    static func run(arguments: [String], stdout: (String) -> Void, stderr: (String) -> Void) -> Int32 {
        do {
            switch try verb.resolve(arguments, path: ["course"]) {
            case .help(let text):
                stdout(text + "\n")
                return 0
            case .run(_, let parsed):
                return try run(parsed, stdout: stdout, stderr: stderr)
            }
        } catch {
            stderr(error.line + "\n")
            return UsageError.exitCode
        }
    }

    static func run(_ parsed: Parsed, stdout: (String) -> Void, stderr: (String) -> Void) throws(UsageError) -> Int32 {
        let paths = parsed[Self.paths]
        let format = parsed[Self.format] ?? .text
        let configPath = parsed[Self.config]
        let baselinePath = parsed[Self.baseline]

        if let explain = parsed[Self.explain], let rule = Linter.rule(id: explain) {
            stdout(explanation(of: rule))
            return 0
        }
        if parsed[Self.listRules] {
            let width = Linter.allRules.map(\.id.count).max() ?? 0
            for rule in Linter.allRules {
                let pad = String(repeating: " ", count: width - rule.id.count)
                let severity = rule.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                stdout("\(rule.id)\(pad)  \(severity) \(rule.message)\n")
            }
            return 0
        }
        guard !paths.isEmpty else { throw parsed.usageError("needs a PATH (a file or folder to lint)") }
        let fix = parsed[Self.fix], write = parsed[Self.write]
        if write && !fix { throw parsed.usageError("--write applies the rewrites of --fix; use --fix --write") }
        if fix && (parsed[Self.format] != nil || baselinePath != nil) { throw parsed.usageError("--fix prints a diff; it takes no --format or --baseline") }

        // Configuration: --config for everything, else the nearest .viewlint.json per path.
        var jobs: [(path: String, linter: Linter)] = []
        var fileErrors: [FileError] = []
        var explicit: Configuration?
        if let configPath {
            do {
                explicit = try Configuration.load(from: configPath)
            } catch {
                stderr(error.description + "\n")
                return 2
            }
        }
        for path in paths {
            let configuration: Configuration
            if let explicit {
                configuration = explicit
            } else {
                do {
                    configuration = try Configuration.discover(for: path) ?? .default
                } catch {
                    stderr(error.description + "\n")
                    return 2
                }
            }
            var collection = FileCollector.Collection()
            FileCollector.collect(path, configuration: configuration, into: &collection)
            let linter = Linter(configuration: configuration)
            jobs += collection.files.map { ($0, linter) }
            fileErrors += collection.errors
        }
        // The same file named twice (directly and via a folder) is linted once.
        var seen: Set<String> = []
        jobs = jobs.filter { seen.insert(PathTools.absolute($0.path)).inserted }
        if fix {
            return FixCommand.run(jobs: jobs, fileErrors: fileErrors, write: write, stdout: stdout, stderr: stderr)
        }

        let report = Linter.run(jobs: jobs, fileErrors: fileErrors)
        var shown = report.findings
        var summaryTail = ""
        if let baselinePath {
            let file = PathTools.absolute(baselinePath)
            let folder = (file as NSString).deletingLastPathComponent
            if FileManager.default.fileExists(atPath: file) {
                let baseline: Baseline
                do {
                    baseline = try Baseline.load(from: file)
                } catch {
                    stderr("course lint: cannot read the baseline \(baselinePath): \(PathTools.reason(error))\n")
                    return 2
                }
                shown = baseline.newFindings(report.findings, relativeTo: folder)
                summaryTail = " new (\(report.findings.count - shown.count) in the baseline not shown)"
            } else {
                do {
                    try Baseline(findings: Baseline.entries(for: report.findings, relativeTo: folder).sorted()).write(to: file)
                } catch {
                    stderr("course lint: cannot write the baseline \(baselinePath): \(PathTools.reason(error))\n")
                    return 2
                }
                stderr("course lint: wrote \(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") to the baseline \(baselinePath); runs with --baseline \(baselinePath) report only new ones\n")
                shown = []
                summaryTail = " new (\(report.findings.count) written to the baseline)"
            }
        }
        stdout(format.render(shown))
        for error in report.fileErrors { stderr(error.description + "\n") }
        if format == .text {
            let errors = shown.filter { $0.severity == .error }.count
            let warnings = shown.filter { $0.severity == .warning }.count
            let notes = shown.count - errors - warnings
            stderr("Linted \(report.filesLinted) file\(report.filesLinted == 1 ? "" : "s"): "
                + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), "
                + "\(notes) note\(notes == 1 ? "" : "s")" + summaryTail
                + (report.fileErrors.isEmpty ? "" : ", \(report.fileErrors.count) file\(report.fileErrors.count == 1 ? "" : "s") not linted")
                + "\n")
        }
        if !report.fileErrors.isEmpty { return 2 }
        return shown.contains { $0.severity == .error } ? 1 : 0
    }

    /// The `--explain` text: message, severity, options, rationale and examples.
    public static func explanation(of rule: RuleDescription) -> String {
        var text = "\(rule.id) (\(rule.severity.rawValue)): \(rule.name)\n\n\(rule.message)\n\n\(rule.rationale)\n"
        text += "\nWorth following: \(rule.matters)\n"
        text += "\nNot worth it: \(rule.doesNotMatter)\n"
        if !rule.options.isEmpty {
            text += "\nOptions (in .viewlint.json under \"rules\": {\"\(rule.id)\": {…}}):\n"
            for option in rule.options {
                text += "  \(option.name) (default \(option.defaultValue)): \(option.summary)\n"
            }
        }
        if let bad = rule.triggeringExamples.first {
            text += "\nFlagged (↓ marks the spot):\n\n" + indent(bad) + "\n"
        }
        if let good = rule.nonTriggeringExamples.first {
            text += "\nNot flagged:\n\n" + indent(good) + "\n"
        }
        if let hidden = rule.resolvedTriggeringExamples.first {
            text += "\nAlso flagged where the compiler's names are known (`course check` and grading; not `course lint`):\n\n"
                + indent(hidden) + "\n"
        }
        text += "\nSuppress one finding with `// viewlint:disable:next \(rule.id)` on the line above.\n"
        return text
    }

    private static func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
