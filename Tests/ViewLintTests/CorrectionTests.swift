import Foundation
import SwiftParser
import Testing
@testable import ViewLint

/// Fixes `source` with only `rule` enabled.
func fixOnly(_ rule: String, _ source: String) -> (text: String, counts: [String: Int], refused: String?) {
    Corrector.fix(source: source, path: "Example.swift", configuration: Configuration(onlyRules: [rule]))
}

let correctableRules = Linter.allRules.filter { !$0.corrections.isEmpty }.map(\.id)

@Suite("--fix")
struct CorrectionTests {
    @Test("the correctable rules are anyview and unstable-id")
    func correctable() {
        #expect(correctableRules == ["anyview", "unstable-id"])
    }

    @Test("every correction example: before → after, after parses, fixing again changes nothing", arguments: correctableRules)
    func examples(rule: String) throws {
        let description = try #require(Linter.rule(id: rule))
        for (index, example) in description.corrections.enumerated() {
            let fixed = fixOnly(rule, example.before)
            #expect(fixed.refused == nil, "\(rule) correction \(index): \(fixed.refused ?? "")")
            #expect(fixed.text == example.after, "\(rule) correction \(index) gave:\n\(fixed.text)")
            #expect(!Parser.parse(source: fixed.text).hasError, "\(rule) correction \(index) does not parse")
            #expect(fixOnly(rule, fixed.text).text == fixed.text, "\(rule) correction \(index) is not idempotent")
            // A change made is a finding gone or a safe rewrite: never a new finding of the rule.
            let before = Set(lintOnly(rule, example.before).map { "\($0.line):\($0.message)" })
            let after = lintOnly(rule, fixed.text).filter { $0.severity != .note }
            #expect(after.count <= before.count, "\(rule) correction \(index) added findings: \(after.map(\.textLine))")
        }
    }

    @Test("a viewlint:disable comment keeps its line as it is")
    func suppressed() throws {
        let before = try #require(Linter.rule(id: "unstable-id")?.corrections.first?.before)
        let disabled = before.replacingOccurrences(of: "ForEach(Tab.allCases", with: "// viewlint:disable:next unstable-id\n        ForEach(Tab.allCases")
        let fixed = fixOnly("unstable-id", disabled)
        #expect(fixed.text.contains("ForEach(Tab.allCases, id: \\.hashValue)"))
        #expect(fixed.text.contains("ForEach(accounts, id: \\.self"))
    }

    @Test("a disabled rule offers no fix")
    func disabledRule() throws {
        let before = try #require(Linter.rule(id: "unstable-id")?.corrections.first?.before)
        let fixed = Corrector.fix(source: before, path: "E.swift", configuration: Configuration(onlyRules: ["anyview"]))
        #expect(fixed.text == before)
    }

    @Test("the unified diff is what patch applies")
    func diffApplies() throws {
        let scratch = try Scratch()
        let example = try #require(Linter.rule(id: "anyview")?.corrections[1])
        let old = "// header\n" + example.before + "\n// a\n// b\n// c\n// d\n// e\n// f\n// g\n" + example.before
        let new = fixOnly("anyview", old).text
        #expect(new != old)
        let file = try scratch.write("Inbox.swift", old)
        let patch = try scratch.write("fix.patch", UnifiedDiff.diff(old: old, new: new, path: "Inbox.swift"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["patch", "-p0", "-s", "-i", patch]
        process.currentDirectoryURL = URL(fileURLWithPath: scratch.path)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == new)
        // A lost final newline is shown as such.
        #expect(UnifiedDiff.diff(old: "a\nb\n", new: "a\nb", path: "x").contains("+b\n\\ No newline at end of file\n"))
        #expect(UnifiedDiff.diff(old: "same\n", new: "same\n", path: "x").isEmpty)
    }

    @Test("course lint --fix shows the diff and writes nothing; --fix --write applies it")
    func command() throws {
        let scratch = try Scratch()
        let example = try #require(Linter.rule(id: "anyview")?.corrections.first)
        let file = try scratch.write("Badge.swift", example.before)
        let shown = runLint([file, "--fix"])
        #expect(shown.code == 0, "\(shown.stderr)")
        #expect(shown.stdout.hasPrefix("--- \(file)\n+++ \(file)\n@@ "))
        #expect(shown.stdout.contains("-            return AnyView(Text(\"Gold\"))\n"))
        #expect(shown.stdout.contains("+            Text(\"Gold\")\n"))
        #expect(shown.stderr.contains("Would fix: 1 fix in 1 file (anyview 1); nothing was written (apply with --fix --write)"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == example.before)

        let written = runLint([file, "--fix", "--write"])
        #expect(written.code == 0, "\(written.stderr)")
        #expect(written.stdout == shown.stdout)
        #expect(written.stderr.contains("Fixed: 1 fix in 1 file (anyview 1); 1 file written"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == example.after)
        // Nothing left: the second run changes nothing, and no temporary file is left behind.
        let again = runLint([file, "--fix", "--write"])
        #expect(again.code == 0 && again.stdout.isEmpty)
        #expect(again.stderr.contains("Fixed: 0 fixes in 0 files; 0 files written"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["Badge.swift"])
    }

    @Test("--fix usage errors exit 2")
    func usage() throws {
        let scratch = try Scratch()
        let file = try scratch.write("Row.swift", anyViewSource)
        #expect(runLint([file, "--write"]).code == 2)
        #expect(runLint([file, "--fix", "--format", "json"]).code == 2)
        #expect(runLint([file, "--fix", "--baseline", scratch.path + "/b.json"]).code == 2)
        #expect(runLint([scratch.path + "/missing.swift", "--fix"]).code == 2)
    }

    @Test("a file changed between read and write is not written")
    func changedSinceRead() throws {
        let scratch = try Scratch()
        let file = try scratch.write("Row.swift", "let edited = 2\n")
        #expect(throws: FixWriter.Refusal.self) {
            try FixWriter.replace(file, expecting: "let edited = 1\n", with: "let fixed = 1\n")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "let edited = 2\n")
        try FixWriter.replace(file, expecting: "let edited = 2\n", with: "let fixed = 2\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "let fixed = 2\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["Row.swift"])
    }

    @Test("a symbolic link stays a link; the file it names is fixed")
    func symlink() throws {
        let scratch = try Scratch()
        let example = try #require(Linter.rule(id: "unstable-id")?.corrections.first)
        let target = try scratch.write("real/Sidebar.swift", example.before)
        let link = scratch.path + "/Sidebar.swift"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let run = runLint([link, "--fix", "--write"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == example.after)
    }
}
