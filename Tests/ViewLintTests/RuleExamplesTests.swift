import Testing
@testable import ViewLint

/// A triggering example with its `↓` marks removed and the (line, column) of each mark.
struct MarkedExample {
    let source: String
    let marks: [Position]

    struct Position: Hashable, Comparable, CustomStringConvertible {
        let line: Int
        let column: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
        var description: String { "\(line):\(column)" }
    }

    init(_ marked: String, prefix: String = "") {
        var text = ""
        var marks: [Position] = []
        var line = 1
        var column = 1
        for scalar in (prefix + marked).unicodeScalars {
            if Character(scalar) == RuleDescription.marker {
                marks.append(Position(line: line, column: column))
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        source = text
        self.marks = marks
    }
}

func positions(_ findings: [Finding], rule: String) -> [MarkedExample.Position] {
    findings.filter { $0.rule == rule }.map { MarkedExample.Position(line: $0.line, column: $0.column) }.sorted()
}

/// Lints with only `rule` enabled (plus the meta rules), so examples test one rule each.
func lintOnly(_ rule: String, _ source: String) -> [Finding] {
    let linter = Linter(configuration: Configuration(onlyRules: [rule, "unused-suppression"]))
    return linter.lint(source: source, path: "Example.swift")
}

let ruleIDs = Linter.allRules.map(\.id)

@Suite("Rule examples")
struct RuleExamplesTests {
    @Test("there are the 18 rules of DESIGN.md and those added since, each fully described")
    func catalogue() {
        #expect(ruleIDs == [
            "anyview", "conditional-modifier-extension", "side-effect-in-body", "allocation-in-body",
            "expensive-init", "inline-collection-transform", "unstable-id", "single-child-group",
            "closure-content", "computed-view-section", "conditional-inclusion", "zstack-decoration",
            "clip-without-compositing-group", "non-lazy-large-list", "print-changes",
            "stateobject-from-parent", "equatable-without-conformance", "long-body", "per-frame-state",
            "unobserved-class-state", "implicit-animation", "shared-row-state", "broad-observation",
        ])
        for rule in Linter.allRules {
            #expect(!rule.message.isEmpty && !rule.message.contains("\n"), "\(rule.id) needs a one-line message")
            #expect(rule.rationale.count > 100, "\(rule.id) needs a rationale")
            #expect(rule.matters.count > 40 && rule.doesNotMatter.count > 40,
                    "\(rule.id) must say when it is worth following and when it is not")
            #expect(!rule.triggeringExamples.isEmpty && !rule.nonTriggeringExamples.isEmpty, "\(rule.id) needs examples")
            for example in rule.triggeringExamples {
                #expect(example.contains(RuleDescription.marker), "\(rule.id): a triggering example has no ↓ mark")
            }
        }
    }

    @Test("every triggering example fires exactly at its marks", arguments: ruleIDs)
    func triggering(rule: String) throws {
        let description = try #require(Linter.rule(id: rule))
        for (index, raw) in description.triggeringExamples.enumerated() {
            let example = MarkedExample(raw)
            let findings = lintOnly(rule, example.source)
            #expect(positions(findings, rule: rule) == example.marks.sorted(),
                    "\(rule) triggering example \(index): \(findings.map(\.textLine))")
            #expect(!findings.contains { $0.rule == "parse-error" }, "\(rule) example \(index) does not parse")
        }
    }

    @Test("every non-triggering example is silent", arguments: ruleIDs)
    func nonTriggering(rule: String) throws {
        let description = try #require(Linter.rule(id: rule))
        for (index, example) in description.nonTriggeringExamples.enumerated() {
            let findings = lintOnly(rule, example)
            #expect(findings.isEmpty, "\(rule) non-triggering example \(index): \(findings.map(\.textLine))")
        }
    }

    @Test("nothing fires inside comments or string literals", arguments: ruleIDs)
    func commentsAndStrings(rule: String) throws {
        let description = try #require(Linter.rule(id: rule))
        for (index, raw) in description.triggeringExamples.enumerated() {
            let source = MarkedExample(raw).source
            let lineComments = source.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "// " + $0 }.joined(separator: "\n")
            let blockComment = "/*\n" + source.replacingOccurrences(of: "*/", with: "* /")
                .replacingOccurrences(of: "/*", with: "/ *") + "\n*/"
            let rawString = "let text = #\"\"\"\n" + source + "\n\"\"\"#\n"
            for (kind, wrapped) in [("line comments", lineComments), ("block comment", blockComment), ("string", rawString)] {
                let findings = lintOnly(rule, wrapped).filter { $0.rule == rule }
                #expect(findings.isEmpty, "\(rule) example \(index) in \(kind): \(findings.map(\.textLine))")
            }
        }
    }

    @Test("examples behave the same after a multi-byte character", arguments: ruleIDs)
    func multiByte(rule: String) throws {
        let description = try #require(Linter.rule(id: rule))
        // Same line as the first code (shifts columns on line 1) and a line before (shifts offsets).
        for prefix in ["/* 🦄 é */ ", "// 👩‍👩‍👧 emoji\n"] {
            for (index, raw) in description.triggeringExamples.enumerated() {
                let example = MarkedExample(raw, prefix: prefix)
                let findings = lintOnly(rule, example.source)
                #expect(positions(findings, rule: rule) == example.marks.sorted(),
                        "\(rule) example \(index) after \(prefix.debugDescription): \(findings.map(\.textLine))")
            }
            for (index, example) in description.nonTriggeringExamples.enumerated() {
                let findings = lintOnly(rule, prefix + example)
                #expect(findings.isEmpty, "\(rule) non-triggering \(index) after emoji: \(findings.map(\.textLine))")
            }
        }
    }

    @Test("each trigger is silenced by its disable comment", arguments: ruleIDs)
    func silencedBySuppression(rule: String) throws {
        let description = try #require(Linter.rule(id: rule))
        for (index, raw) in description.triggeringExamples.enumerated() {
            let example = MarkedExample(raw)
            var lines = example.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let marked = Set(example.marks.map(\.line))
            // `disable:next` above each marked line (bottom-up so line numbers stay valid).
            var withNext = lines
            for line in marked.sorted(by: >) {
                withNext.insert("// viewlint:disable:next \(rule)", at: line - 1)
            }
            let nextFindings = lintOnly(rule, withNext.joined(separator: "\n"))
            #expect(nextFindings.isEmpty, "\(rule) example \(index) with disable:next: \(nextFindings.map(\.textLine))")
            // `disable:this` at the end of each marked line (as a block comment, safe mid-expression).
            for line in marked { lines[line - 1] += " /* viewlint:disable:this \(rule) */" }
            let thisFindings = lintOnly(rule, lines.joined(separator: "\n"))
            #expect(thisFindings.isEmpty, "\(rule) example \(index) with disable:this: \(thisFindings.map(\.textLine))")
            // A disable/enable range around the whole example.
            let ranged = "// viewlint:disable \(rule)\n" + example.source + "\n// viewlint:enable \(rule)\n"
            let rangeFindings = lintOnly(rule, ranged)
            #expect(rangeFindings.isEmpty, "\(rule) example \(index) in a disabled range: \(rangeFindings.map(\.textLine))")
        }
    }
}
