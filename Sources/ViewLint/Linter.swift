import Dispatch
import Foundation
import SwiftParserDiagnostics
import SwiftSyntax

/// Lints SwiftUI source with the view-structure rules of DESIGN.md.
public struct Linter: Sendable {
    public let configuration: Configuration

    public init(configuration: Configuration = .default) {
        self.configuration = configuration
    }

    // MARK: Rules

    /// Every rule, in a stable order (the order of DESIGN.md's table).
    public static let allRules: [RuleDescription] = registeredRules.map(\.description)

    /// The rule with this id, if any.
    public static func rule(id: String) -> RuleDescription? {
        ruleIndex[id]?.description
    }

    /// Findings the linter itself reports, not a view rule: a file that does not
    /// parse, and a suppression comment that suppresses nothing.
    public static let metaRuleIDs: Set<String> = ["parse-error", "unused-suppression"]

    static let ruleIndex: [String: RegisteredRule] = Dictionary(
        uniqueKeysWithValues: registeredRules.map { ($0.description.id, $0) })

    // MARK: Linting

    /// Lints one file's text. `path` is only used to label the findings.
    public func lint(source: String, path: String) -> [Finding] {
        let file = LintFile(path: path, source: source)
        return lint(file)
    }

    /// Lints files and folders (folders recursively, `.swift` files only), in parallel.
    /// Files that cannot be linted (unreadable, binary, not UTF-8, broken links) come back as
    /// `io-error` findings so callers see every problem; use `report(paths:)` to get them apart.
    public func lint(paths: [String]) throws -> [Finding] {
        let report = report(paths: paths)
        let problems = report.fileErrors.map {
            Finding(rule: "io-error", severity: .error, path: $0.path, line: 1, column: 1, message: $0.message)
        }
        return (report.findings + problems).sorted(by: Finding.ordered)
    }

    /// Lints files and folders; findings and file problems kept apart.
    public func report(paths: [String]) -> LintReport {
        var collection = FileCollector.Collection()
        for path in paths { FileCollector.collect(path, configuration: configuration, into: &collection) }
        return Linter.run(jobs: collection.files.map { ($0, self) }, fileErrors: collection.errors)
    }

    /// Lints several files' text together: a view's extensions in one file count for its `body` in
    /// another (see `side-effect-in-body`). `path` only labels the findings.
    public func lint(sources: [(path: String, text: String)]) -> [Finding] {
        let files = Slots<LintFile>(count: sources.count)
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            let file = LintFile(path: sources[index].path, source: sources[index].text)
            _ = file.memberFacts
            files.set(index, file)
        }
        let parsed = files.values.compactMap { $0 }
        Linter.share(index: parsed)
        let findings = Slots<[Finding]>(count: parsed.count)
        DispatchQueue.concurrentPerform(iterations: parsed.count) { index in
            findings.set(index, lint(parsed[index]))
        }
        return findings.values.flatMap { $0 ?? [] }.sorted(by: Finding.ordered)
    }

    /// Lints `jobs` (a file and the linter, i.e. configuration, to lint it with) on all cores:
    /// every file is parsed first, so the rules see the members of a type across all of them.
    static func run(jobs: [(path: String, linter: Linter)], fileErrors: [FileError]) -> LintReport {
        let parsed = Slots<Result<LintFile, FileError>>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            switch FileCollector.read(jobs[index].path) {
            case .success(let source):
                let file = LintFile(path: jobs[index].path, source: source)
                _ = file.memberFacts
                parsed.set(index, .success(file))
            case .failure(let error):
                parsed.set(index, .failure(error))
            }
        }
        var errors = fileErrors
        var work: [(file: LintFile, linter: Linter)] = []
        for (index, result) in parsed.values.enumerated() {
            switch result {
            case .success(let file): work.append((file, jobs[index].linter))
            case .failure(let error): errors.append(error)
            case nil: break
            }
        }
        share(index: work.map(\.file))
        let ready = work
        let results = Slots<[Finding]>(count: ready.count)
        DispatchQueue.concurrentPerform(iterations: ready.count) { index in
            results.set(index, ready[index].linter.lint(ready[index].file))
        }
        var findings = results.values.flatMap { $0 ?? [] }
        findings.sort(by: Finding.ordered)
        errors.sort { $0.path < $1.path }
        return LintReport(findings: findings, fileErrors: errors, filesLinted: jobs.count)
    }

    /// Gives every file one member index built from all of them.
    private static func share(index files: [LintFile]) {
        guard files.count > 1 else { return }
        let index = MemberIndex(files: files.map(\.memberFacts))
        for file in files { file.index = index }
    }

    func lint(_ file: LintFile) -> [Finding] {
        var findings: [Finding] = []
        if configuration.isEnabled("parse-error"), file.tree.hasError {
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: file.tree)
            for diagnostic in diagnostics.prefix(20) where diagnostic.diagMessage.severity == .error {
                let location = file.location(of: diagnostic.position)
                findings.append(Finding(
                    rule: "parse-error", severity: configuration.severities["parse-error"] ?? .error, path: file.path,
                    line: location.line, column: location.column,
                    message: "does not parse: \(diagnostic.message); the rest of the file is still linted"))
            }
        }
        var seen: Set<String> = []
        for rule in Linter.registeredRules where configuration.isEnabled(rule.description.id) {
            let description = rule.description
            let configured = configuration.severities[description.id]
            for violation in rule.check(file, configuration.options(for: rule)) {
                if file.isInPreview(violation.position) { continue }
                let severity = configured ?? violation.severity ?? description.severity
                let location = file.location(of: violation.position)
                let key = "\(description.id):\(location.line):\(location.column)"
                guard seen.insert(key).inserted else { continue }
                findings.append(Finding(
                    rule: description.id, severity: severity, path: file.path, line: location.line,
                    column: location.column, message: violation.message ?? description.message))
            }
        }
        let (directives, problems) = Suppressions.directives(in: file)
        let configuration = self.configuration
        let (kept, unused) = Suppressions.apply(
            to: findings, directives: directives,
            isEnabled: { configuration.isEnabled($0) },
            knownRule: { Linter.ruleIndex[$0] != nil || Linter.metaRuleIDs.contains($0) })
        var result = kept
        if configuration.isEnabled("unused-suppression") {
            let severity = configuration.severities["unused-suppression"] ?? .warning
            for problem in unused + problems {
                result.append(Finding(
                    rule: "unused-suppression", severity: severity, path: file.path, line: problem.line,
                    column: problem.column, message: problem.message))
            }
        }
        return result.sorted(by: Finding.ordered)
    }
}

/// The outcome of linting many files.
public struct LintReport: Sendable, Equatable {
    public var findings: [Finding]
    /// Files that could not be linted, each with a message saying why.
    public var fileErrors: [FileError]
    public var filesLinted: Int
}

/// A path that could not be linted, and why.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String

    public var description: String { "\(path): error: \(message)" }
}

/// One slot per job, written from `concurrentPerform` workers.
private final class Slots<Value>: @unchecked Sendable {
    // @unchecked: every access goes through `lock`.
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
