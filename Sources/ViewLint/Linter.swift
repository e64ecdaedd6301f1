import Dispatch
import Foundation
import SwiftParser
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
        Linter.lintTogether(sources.map { ($0.path, self, Result<String, FileError>.success($0.text)) }).findings
    }

    /// Lints several files' text together, with what the compiler resolved
    /// their names to: rules that judge a call by what it calls
    /// (`side-effect-in-body`, `allocation-in-body`, `expensive-init`,
    /// `unstable-id`, `inline-collection-transform`) then also see through a
    /// qualified name, an alias, a local and the files' own functions,
    /// extension members and computed properties. `resolved` is keyed by these
    /// `path`s, with offsets in these texts.
    public func lint(sources: [(path: String, text: String)], resolved: ResolvedNames) -> [Finding] {
        let declaring = sources.filter { TypeAliases.mayDeclare($0.text) }.map { Parser.parse(source: $0.text) }
        let aliases = declaring.count > 0 && sources.count > 1 ? TypeAliases.targets(in: declaring) : TypeAliases.Table()
        let files = sources.map { LintFile(path: $0.path, source: $0.text, aliases: aliases) }
        let typeNames = DeclaredTypeNames.scan(sources.map(\.text))
        for file in files { file.setTypeNames = typeNames }
        let index = MemberIndex(files: files.map(\.memberFacts), calledNames: Set(files.flatMap(\.calledNames)),
                                hashes: files.map { HashStability.facts(in: $0) }, returned: files.map(\.returnedConstructions))
        let resolution = Resolution(names: resolved, files: files)
        var findings: [Finding] = []
        for file in files {
            file.index = index
            file.resolution = resolution
            findings += lint(file)
        }
        return findings.sorted(by: Finding.ordered)
    }

    /// Lints `jobs` (a file and the linter, i.e. configuration, to lint it with) on all cores.
    static func run(jobs: [(path: String, linter: Linter)], fileErrors: [FileError]) -> LintReport {
        let (findings, errors) = lintTogether(jobs.map { job in (job.path, job.linter, FileCollector.read(job.path)) })
        var allErrors = fileErrors + errors
        allErrors.sort { $0.path < $1.path }
        return LintReport(findings: findings, fileErrors: allErrors, filesLinted: jobs.count)
    }

    /// Each file is linted on its own, in parallel, keeping only its findings and the facts about its
    /// types' members (not its syntax tree). A view type whose declarations are spread over several
    /// files gets a second look: those files are linted again with the members of every file, so
    /// helpers in one file count for a `body` in another; so does a file whose rules asked about a
    /// type declared elsewhere (`LintFile.wantsWholeSet`).
    private static func lintTogether(
        _ jobs: [(path: String, linter: Linter, source: Result<String, FileError>)]
    ) -> (findings: [Finding], errors: [FileError]) {
        struct Linted {
            var findings: [Finding]
            var facts: [String: TypeFacts]
            var source: String
            var wantsWholeSet: Bool
            var calledNames: Set<String>
            var calls: CrossFileCalls.Summary
            var hashes: [String: HashStability.Facts]
            var returned: Set<String>
        }
        // An alias declared in one file and used in another (each file finds its own).
        let declaring = jobs.compactMap { job -> SourceFileSyntax? in
            guard case .success(let source) = job.source, TypeAliases.mayDeclare(source) else { return nil }
            return Parser.parse(source: source)
        }
        let aliases = declaring.count > 0 && jobs.count > 1 ? TypeAliases.targets(in: declaring) : TypeAliases.Table()
        let declaredNames = jobs.count > 1
            ? CrossFileCalls.declaredNames(in: jobs.compactMap { if case .success(let source) = $0.source { source } else { nil } }) : []
        let typeNames = DeclaredTypeNames.scan(jobs.compactMap { if case .success(let source) = $0.source { source } else { nil } })
        let declarations = jobs.count > 1
            ? DeclaredTypeNames.FileCounts(jobs.compactMap { if case .success(let source) = $0.source { source } else { nil } }) : nil
        let results = Slots<Result<Linted, FileError>>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            switch job.source {
            case .success(let source):
                let file = LintFile(path: job.path, source: source, aliases: aliases)
                file.setTypeNames = typeNames
                file.setDeclarations = declarations
                file.seesWholeSet = jobs.count == 1
                let findings = job.linter.lint(file)
                results.set(index, .success(Linted(
                    findings: findings, facts: file.memberFacts, source: source, wantsWholeSet: file.wantsWholeSet,
                    calledNames: file.calledNames,
                    calls: jobs.count > 1 ? CrossFileCalls.summary(of: file, declaredAnywhere: declaredNames) : CrossFileCalls.Summary(declared: [], uses: []),
                    hashes: jobs.count > 1 ? HashStability.facts(in: file) : [:],
                    returned: jobs.count > 1 ? file.returnedConstructions : [])))
            case .failure(let error):
                results.set(index, .failure(error))
            }
        }
        var linted: [Int: Linted] = [:]
        var errors: [FileError] = []
        for (index, result) in results.values.enumerated() {
            switch result {
            case .success(let value): linted[index] = value
            case .failure(let error): errors.append(error)
            case nil: break
            }
        }
        // View types declared or extended in more than one file.
        var files: [String: Int] = [:]
        var isView: Set<String> = []
        for value in linted.values {
            for (path, facts) in value.facts {
                files[path, default: 0] += 1
                if facts.isView { isView.insert(path) }
            }
        }
        let shared = Set(files.filter { $0.value > 1 }.keys).intersection(isView)
        // Files calling by name what another file declares (each with the files it needs).
        let (needs, ambiguous, uniqueSignatures) = CrossFileCalls.plan(
            linted.mapValues(\.calls), sources: Dictionary(uniqueKeysWithValues: linted.map { ($0.key, (jobs[$0.key].path, $0.value.source)) }),
            aliases: aliases, typeNames: typeNames)
        let again = linted.keys.filter {
            linted[$0]!.wantsWholeSet || needs[$0] != nil || !shared.isDisjoint(with: linted[$0]!.facts.keys)
        }.sorted()
        if !again.isEmpty {
            let index = MemberIndex(files: linted.keys.sorted().map { linted[$0]!.facts },
                                    calledNames: linted.values.reduce(into: Set<String>()) { $0.formUnion($1.calledNames) },
                                    hashes: linted.keys.sorted().map { linted[$0]!.hashes },
                                    returned: linted.keys.sorted().map { linted[$0]!.returned })
            let relinted = Slots<[Finding]>(count: again.count)
            let sources = again.map { (jobs[$0].path, jobs[$0].linter, linted[$0]!.source) }
            let allSources = linted.mapValues(\.source)
            // Where each type and free function is declared: a file linted with others also gets the
            // declarations of the views and helpers it hands closures to (`MuteDurationMenu { … }`),
            // whose parameter types say whether a closure is a stored callback or content.
            var declaringFiles: [String: Set<Int>] = [:]
            for (position, value) in linted {
                for path in value.facts.keys { declaringFiles[String(path.split(separator: ".").last ?? ""), default: []].insert(position) }
                for callable in value.calls.declared where callable.typeName == nil { declaringFiles[callable.name, default: []].insert(position) }
            }
            let declaredIn = declaringFiles
            DispatchQueue.concurrentPerform(iterations: sources.count) { position in
                let file = LintFile(path: sources[position].0, source: sources[position].2, aliases: aliases)
                file.setTypeNames = typeNames
                file.index = index
                if var needed = needs[again[position]] {
                    for name in Self.closureTakers(in: file) {
                        guard let declaring = declaredIn[name], declaring.count <= 2 else { continue }
                        for other in declaring.sorted() where other != again[position] && !needed.contains(other) { needed.append(other) }
                    }
                    // Its own parse of each file it calls into: syntax trees are not shared across threads.
                    let beside = needed.map { LintFile(path: jobs[$0].path, source: allSources[$0]!, aliases: aliases) }
                    let resolution = Resolution(names: ResolvedNames(), files: [file] + beside, ambiguousNames: ambiguous, uniqueSignatures: uniqueSignatures)
                    file.resolution = resolution
                    for other in beside { other.resolution = resolution; other.index = index; other.setTypeNames = typeNames }
                    relinted.set(position, withExtendedLifetime(beside) { sources[position].1.lint(file) })
                    return
                }
                relinted.set(position, sources[position].1.lint(file))
            }
            for (position, value) in relinted.values.enumerated() {
                linted[again[position]]?.findings = value ?? []
            }
        }
        var findings = linted.values.flatMap(\.findings)
        findings.sort(by: Finding.ordered)
        return (findings, errors)
    }

    /// Types and capitalised helpers the file calls with a closure argument (`EventActionButton(…) { … }`).
    static func closureTakers(in file: LintFile) -> Set<String> {
        var names: Set<String> = []
        for call in file.calls {
            guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), case .identifier(let name) = reference.baseName.tokenKind,
                  name.first?.isUppercase == true,
                  call.trailingClosure != nil || call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
            else { continue }
            names.insert(name)
        }
        return names
    }

    func lint(_ file: LintFile) -> [Finding] {
        var findings: [Finding] = []
        if configuration.isEnabled("parse-error"), file.tree.hasError {
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: file.tree)
            for diagnostic in diagnostics.prefix(20) where diagnostic.diagMessage.severity == .error {
                let location = file.location(of: diagnostic.position)
                // Spacing the parser reads unambiguously (`@Environment (\.colorScheme)`): the Swift 5
                // language mode accepts it with a warning, only Swift 6's rejects it.
                let spacing = ParseSpacing.isSpacingOnly(diagnostic)
                findings.append(Finding(
                    rule: "parse-error", severity: configuration.severity("parse-error", given: spacing ? .warning : .error), path: file.path,
                    line: location.line, column: location.column,
                    message: spacing
                        ? "\(diagnostic.message): the Swift 5 language mode accepts this with a warning, the Swift 6 mode rejects it; the file is linted as the compiler reads it"
                        : "does not parse: \(diagnostic.message); the rest of the file is still linted"))
            }
        }
        var seen: Set<String> = []
        for rule in Linter.registeredRules where configuration.isEnabled(rule.description.id) {
            let description = rule.description
            for violation in rule.check(file, configuration.options(for: rule)) {
                if file.isInPreview(violation.position) { continue }
                var given = violation.severity ?? description.severity
                var message = violation.message ?? description.message
                // What the rule could not prove from the code is a note that says what to check.
                if case .suspected(let check) = violation.evidence, given > .note {
                    given = .note
                    message += " (a note: not proven from the code; \(check))"
                }
                let severity = configuration.severity(description.id, given: given)
                let location = file.location(of: violation.position)
                let key = "\(description.id):\(location.line):\(location.column)"
                guard seen.insert(key).inserted else { continue }
                findings.append(Finding(
                    rule: description.id, severity: severity, path: file.path, line: location.line,
                    column: location.column, message: message))
            }
        }
        let (directives, problems) = Suppressions.directives(in: file)
        let configuration = self.configuration
        let (kept, unused) = Suppressions.apply(
            to: findings, directives: directives,
            isEnabled: { configuration.isEnabled($0) },
            knownRule: { Linter.ruleIndex[$0] != nil || Linter.metaRuleIDs.contains($0) },
            isEnforced: { configuration.enforcedRules.contains($0) })
        var result = kept
        if configuration.isEnabled("unused-suppression") {
            let severity = configuration.severity("unused-suppression", given: .warning)
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
final class Slots<Value>: @unchecked Sendable {
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
