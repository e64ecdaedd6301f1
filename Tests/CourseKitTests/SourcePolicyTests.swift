import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import CourseKit

/// The source policy's rules carry their own examples; these tests run them.
/// Syntax rules on the text, reference rules through the real compiler
/// (`-dump-ast`, as the runner does), each example as its own module.
@Suite(.serialized) struct SourcePolicyTests {
    /// A lab whose checks use these names (as the fixture course's do).
    static let context: PolicyContext = {
        var context = PolicyContext()
        context.checkNames = ["ViewHost", "CounterView", "texts", "contains", "expect", "count", "tap", "Int", "=="]
        context.checkNames.formUnion(PolicyContext.implicitNames)
        context.starterNames = ["CounterView"]
        return context
    }()

    static func marked(_ example: String) -> (source: String, marks: [String]) {
        var source = ""
        var marks: [String] = []
        var line = 1, column = 1
        for character in example {
            if character == "↓" {
                marks.append("\(line):\(column)")
                continue
            }
            source.append(character)
            if character == "\n" { line += 1; column = 1 } else { column += character.utf8.count }
        }
        return (source, marks)
    }

    static func syntaxFindings(_ rule: any SyntaxPolicyRule.Type, _ source: String) -> [String] {
        var context = Self.context
        context.studentTypes = SourcePolicy.declaredTypes(in: Parser.parse(source: source))
        context.demandingProtocols = SourcePolicy.demandingProtocols(in: Parser.parse(source: source))
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "Example.swift", tree: tree)
        return rule.check(tree, context: context).map { found in
            let location = converter.location(for: found.position)
            return "\(location.line):\(location.column)"
        }.sorted()
    }

    @Test func everyRuleIsDescribedWithExamplesAndIDsAreUnique() {
        let ids = SourcePolicy.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.sorted() == [
            "c-library", "call-stack", "checks-name", "file-access", "macro-declaration", "process-control", "reflection", "retroactive-conformance",
            "simulator-internals", "source-location", "system-module", "test-host", "underscored-attribute", "unsafe-code",
        ])
        for rule in SourcePolicy.rules {
            #expect(rule.message.hasPrefix("this lab's code may") || rule.id == "checks-name", "\(rule.id): say it in the student's words")
            #expect(!rule.violating.isEmpty && !rule.allowed.isEmpty, "\(rule.id) needs examples")
            for example in rule.violating { #expect(example.contains("↓"), "\(rule.id): a violating example has no ↓ mark") }
        }
    }

    @Test(arguments: SourcePolicy.syntaxRules.map { $0.description.id })
    func syntaxRuleExamples(id: String) throws {
        let rule = try #require(SourcePolicy.syntaxRules.first { $0.description.id == id })
        for (index, example) in rule.description.violating.enumerated() {
            let (source, marks) = Self.marked(example)
            #expect(Self.syntaxFindings(rule, source) == marks.sorted(), "\(id) violating example \(index)")
        }
        for (index, example) in rule.description.allowed.enumerated() {
            #expect(Self.syntaxFindings(rule, example).isEmpty, "\(id) allowed example \(index)")
        }
    }

    /// What the compiler resolved in `source`, compiled as the runner
    /// compiles a student module, with the lines where `rule` is broken
    /// (reference rules report once per line: a marked line must be reported,
    /// an unmarked one must not).
    static func referenceFindings(_ rule: any ReferencePolicyRule.Type, _ source: String, runner: LabRunner) throws -> [String] {
        let student = try StudentBuild(source, named: "Example.swift", runner: runner, memorySafe: false)
        defer { student.remove() }
        let references = try StudentBuild.references(try student.build.compileStudent([student.file], paths: student.paths))
        var files = SourceFiles()
        files.add(student.file, display: "Example.swift", text: source)
        var found: Set<Int> = []
        for reference in references.references where rule.check(reference) != nil {
            if let location = files.location(reference.file, reference.offset) { found.insert(location.line) }
        }
        return found.sorted().map(String.init)
    }

    @Test(arguments: SourcePolicy.referenceRules.map { $0.description.id })
    func referenceRuleExamples(id: String) throws {
        let rule = try #require(SourcePolicy.referenceRules.first { $0.description.id == id })
        let runner = try LabRunner.prepare(
            courseRoot: nil, currentDirectory: NSTemporaryDirectory(),
            environment: ProcessInfo.processInfo.environment.merging(["COURSE_CACHE": CourseSandbox.sharedCache]) { $1 }, log: { _ in })
        // unsafe-code's examples are syntax ones (the compiler's strict memory
        // safety does the rest); its reference half is tested by name below.
        let examples: [String] =
            switch id {
            case UnsafeCodeRule.description.id:
                [
                    "func peek(_ data: [UInt8]) -> Int { data.↓withUnsafeBytes { $0.count } }",
                    "import Foundation\nfunc show(_ value: Int) -> String { ↓String(format: \"%s\", value) }",
                ]
            // Its text examples also say what the compiler sees; these two type-check on their own.
            case UnderscoredAttributeRule.description.id:
                ["↓@`_silgen_name`(\"exit\") func leave(_ code: Int32)", "↓@_cdecl(\"shout\") func shout() {}"]
            default: rule.description.violating
            }
        for (index, example) in examples.enumerated() {
            let (source, marks) = Self.marked(example)
            let lines = Array(Set(marks.map { String($0.prefix { $0 != ":" }) })).sorted { Int($0)! < Int($1)! }
            let found = try Self.referenceFindings(rule, source, runner: runner)
            #expect(found == lines, "\(id) violating example \(index): found lines \(found), marked \(lines)")
        }
        for (index, example) in rule.description.allowed.enumerated() {
            #expect(try Self.referenceFindings(rule, example, runner: runner).isEmpty, "\(id) allowed example \(index)")
        }
    }
}
