import Foundation
import Testing
@testable import ViewLint

/// A scratch folder removed at the end of the test.
final class Scratch {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "viewlint-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }
}

struct CommandRun {
    let code: Int32
    let stdout: String
    let stderr: String
}

func runLint(_ arguments: [String]) -> CommandRun {
    var out = ""
    var err = ""
    let code = LintCommand.run(arguments: arguments, stdout: { out += $0 }, stderr: { err += $0 })
    return CommandRun(code: code, stdout: out, stderr: err)
}

let anyViewSource = """
    struct Row: View {
        var body: some View {
            List(items) { _ in AnyView(Text("row")) }
        }
    }

    """

let unstableSource = """
    struct Row: View {
        var body: some View {
            Text("row").id(UUID())
        }
    }

    """

@Suite("course lint")
struct CommandTests {
    @Test("text output is path:line:col: severity: message [rule]; warnings exit 0")
    func textOutput() throws {
        let scratch = try Scratch()
        let file = try scratch.write("Row.swift", anyViewSource)
        let run = runLint([file])
        #expect(run.code == 0)
        #expect(run.stdout == "\(file):3:28: warning: \(AnyViewRule.rowMessage) [anyview]\n")
        #expect(run.stderr.contains("Linted 1 file: 0 errors, 1 warning, 0 notes"))
    }

    @Test("an error-severity finding exits 1")
    func errorExit() throws {
        let scratch = try Scratch()
        let file = try scratch.write("Row.swift", unstableSource)
        let run = runLint([file])
        #expect(run.code == 1)
        #expect(run.stdout.contains(":3:24: error:"))
        #expect(run.stdout.hasSuffix("[unstable-id]\n"))
    }

    @Test("--format json is an array of findings")
    func json() throws {
        let scratch = try Scratch()
        let file = try scratch.write("Row.swift", anyViewSource)
        let run = runLint([file, "--format", "json"])
        let findings = try JSONDecoder().decode([Finding].self, from: Data(run.stdout.utf8))
        #expect(findings == [Finding(rule: "anyview", severity: .warning, path: file, line: 3, column: 28,
                                     message: AnyViewRule.rowMessage)])
        let empty = try scratch.write("Empty.swift", "let x = 1\n")
        #expect(runLint([empty, "--format=json"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]"
            || runLint([empty, "--format=json"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    @Test("--format sarif is SARIF 2.1.0 with the rules in tool.driver.rules")
    func sarif() throws {
        let scratch = try Scratch()
        let file = try scratch.write("Row.swift", unstableSource)
        let run = runLint([file, "--format", "sarif"])
        #expect(run.code == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String }.prefix(Linter.allRules.count) == ArraySlice(Linter.allRules.map(\.id)))
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let result = try #require(results.first)
        #expect(result["ruleId"] as? String == "unstable-id")
        #expect(result["level"] as? String == "error")
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "unstable-id")
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 3)
        #expect(region["startColumn"] as? Int == 24)
    }

    @Test("usage errors exit 2")
    func usage() {
        #expect(runLint([]).code == 2)
        #expect(runLint(["--format", "xml", "x.swift"]).code == 2)
        #expect(runLint(["--bogus"]).code == 2)
        #expect(runLint(["--explain", "no-such-rule"]).code == 2)
        #expect(runLint(["--config"]).code == 2)
        let help = runLint(["--help"])
        #expect(help.code == 0 && help.stdout.contains("Usage: course lint"))
    }

    @Test("--explain and --list-rules")
    func explainAndList() {
        let explain = runLint(["--explain", "unstable-id"])
        #expect(explain.code == 0)
        #expect(explain.stdout.contains(UnstableIDRule.description.message))
        #expect(explain.stdout.contains("UUID()"))
        let list = runLint(["--list-rules"])
        #expect(list.code == 0)
        #expect(list.stdout.split(separator: "\n").count == Linter.allRules.count)
        #expect(explain.stdout.contains("Worth following: ") && explain.stdout.contains("Not worth it: "))
        let long = runLint(["--explain", "long-body"])
        #expect(long.stdout.contains("max-lines (default 80)"))
    }

    @Test("folders are linted recursively in a stable order, files in parallel")
    func folders() throws {
        let scratch = try Scratch()
        for index in 0..<40 {
            try scratch.write("Sub\(index % 3)/File\(index).swift", anyViewSource)
        }
        try scratch.write("notes.txt", "AnyView(")
        try scratch.write(".build/Hidden.swift", anyViewSource)
        // An Xcode file template holds placeholders, not Swift: never linted (round 21).
        try scratch.write("Templates/Screen.xctemplate/___FILEBASENAME___View.swift",
                          "struct ___VARIABLE_productName:identifier___View: View { var body: some View { AnyView(Text(\"\")) } }")
        let first = runLint([scratch.path, "--format", "json"])
        let second = runLint([scratch.path, "--format", "json"])
        #expect(first.stdout == second.stdout)
        let findings = try JSONDecoder().decode([Finding].self, from: Data(first.stdout.utf8))
        #expect(findings.count == 40)
        #expect(findings.map(\.path) == findings.map(\.path).sorted())
    }
}
