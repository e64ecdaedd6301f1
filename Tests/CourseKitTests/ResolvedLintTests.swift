import Foundation
import Testing
import ViewLint

@testable import CourseKit

/// Counted lint rules judged on what the compiler resolved (issue 22, class
/// 6): each rule's `resolvedTriggeringExamples` — a qualified name, an alias,
/// a local, a wrapper function, an extension member — compiled as the runner
/// compiles a student module, fire exactly at their marks with the
/// compiler's names, and its `resolvedNonTriggeringExamples` stay quiet.
@Suite(.serialized) struct ResolvedLintTests {
    static let rules = Linter.allRules.filter { !$0.resolvedTriggeringExamples.isEmpty }.map(\.id)

    /// The example without its `↓` marks, and the (line, column) of each mark.
    static func marked(_ example: String) -> (source: String, marks: [String]) {
        var text = "", marks: [String] = []
        var line = 1, column = 1
        for scalar in example.unicodeScalars {
            if Character(scalar) == RuleDescription.marker {
                marks.append("\(line):\(column)")
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (text, marks.sorted())
    }

    /// `rule`'s findings in `source`, linted with what the compiler resolved its names to.
    static func findings(_ rule: String, _ source: String, runner: LabRunner) throws -> [Finding] {
        let built = try StudentBuild(source, named: "Example.swift", runner: runner)
        defer { built.remove() }
        let student = try built.build.compileStudent([built.file], paths: built.paths)
        #expect(student.succeeded, "the example must compile: \(student.diagnostics)")
        let references = try StudentBuild.references(student)
        let names = LintStep.resolvedNames(references, display: [built.file: "Example.swift"])
        return Linter(configuration: Configuration(onlyRules: [rule])).lint(sources: [("Example.swift", source)], resolved: names)
    }

    static func runner() throws -> (LabRunner, CourseSandbox) {
        let sandbox = try CourseSandbox()
        let runner = try LabRunner.prepare(courseRoot: sandbox.course, currentDirectory: sandbox.root, environment: sandbox.environment, log: { _ in })
        return (runner, sandbox)
    }

    @Test func everyCountedRuleThatJudgesACallByNameHasEvasions() {
        let counted = Set(CourseLabsTests.labFolders.flatMap { (try? CourseLabsTests.manifest($0))?.lint?.map(\.rule) ?? [] })
        for rule in LintStep.rulesOnResolvedNames {
            #expect(Self.rules.contains(rule), "\(rule) judges calls by name and needs resolved examples")
            let quiet = Linter.rule(id: rule).map { !$0.resolvedNonTriggeringExamples.isEmpty } ?? false
            #expect(quiet, "\(rule) needs resolved examples that stay quiet")
        }
        #expect(LintStep.rulesOnResolvedNames.isSubset(of: counted), "rules judged on resolved names are the counted ones")
    }

    @Test(arguments: rules) func evasionsAreFoundOnResolvedNames(rule: String) throws {
        let (runner, sandbox) = try Self.runner()
        defer { sandbox.remove() }
        let description = try #require(Linter.rule(id: rule))
        for raw in description.resolvedTriggeringExamples {
            let example = Self.marked(raw)
            #expect(!example.marks.isEmpty, "\(rule): a resolved triggering example has no ↓ mark")
            let found = try Self.findings(rule, example.source, runner: runner).filter { $0.rule == rule }
            #expect(found.map { "\($0.line):\($0.column)" }.sorted() == example.marks, "\(rule): \(found.map { "\($0.line):\($0.column) \($0.message)" })\n\(example.source)")
            // Spelling alone misses at least one of them: they are evasions.
            let bySpelling = Linter(configuration: Configuration(onlyRules: [rule])).lint(source: example.source, path: "Example.swift")
                .filter { $0.rule == rule }.map { "\($0.line):\($0.column)" }
            #expect(!Set(example.marks).isSubset(of: Set(bySpelling)), "\(rule): spelling alone finds every mark of\n\(example.source)")
        }
        for source in description.resolvedNonTriggeringExamples {
            let found = try Self.findings(rule, source, runner: runner).filter { $0.rule == rule }
            #expect(found.isEmpty, "\(rule) fired on resolved names: \(found.map { "\($0.line):\($0.column) \($0.message)" })\n\(source)")
        }
    }
}
