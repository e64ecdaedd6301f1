import Foundation
import Testing
@testable import ViewLint

@Suite("Configuration")
struct ConfigurationTests {
    @Test(".viewlint.json is found from the linted path upward")
    func discovery() throws {
        let scratch = try Scratch()
        try scratch.write(".viewlint.json", #"{"disabled": ["anyview"]}"#)
        let file = try scratch.write("App/Views/Row.swift", anyViewSource)
        let run = runLint([file])
        #expect(run.code == 0)
        #expect(run.stdout.isEmpty)
        // Without the file the finding comes back.
        try FileManager.default.removeItem(atPath: scratch.path + "/.viewlint.json")
        #expect(runLint([file]).stdout.contains("[anyview]"))
    }

    @Test("--config names the file; severities, options, only and exclude apply")
    func explicitConfig() throws {
        let scratch = try Scratch()
        let config = try scratch.write("lint.json", """
            {
              "rules": { "anyview": { "severity": "error" }, "long-body": { "max-lines": 0 } },
              "exclude": ["Generated/**"]
            }
            """)
        let file = try scratch.write("Row.swift", anyViewSource)
        try scratch.write("Generated/Big.swift", anyViewSource)
        let run = runLint([scratch.path, "--config", config])
        #expect(run.code == 1)
        #expect(run.stdout.contains("error: \(AnyViewRule.rowMessage) [anyview]"))
        #expect(run.stdout.contains("\(file):2:9: note:") && run.stdout.contains("[long-body]"))
        #expect(!run.stdout.contains("Generated"))

        let only = try scratch.write("only.json", #"{"only": ["long-body"]}"#)
        let onlyRun = runLint([file, "--config", only])
        #expect(!onlyRun.stdout.contains("[anyview]"))
    }

    @Test("a severity map sets a rule's findings apart by the severity the rule gave each")
    func perFindingSeverity() throws {
        let scratch = try Scratch()
        let file = try scratch.write("Feed.swift", """
            struct Feed: View {
                let posts: [Post]
                var body: some View {
                    VStack {
                        Text("feed").id(UUID())
                        ForEach(posts, id: \\.hashValue) { TextField("Title", text: .constant($0.title)) }
                    }
                }
            }
            """)
        let severities = { (run: CommandRun) in run.stdout.split(separator: "\n").map { $0.split(separator: " ")[1] } }
        #expect(severities(runLint([file])) == ["error:", "warning:"])
        let map = try scratch.write("map.json", #"{"rules": {"unstable-id": {"severity": {"warning": "note"}}}}"#)
        let mapped = runLint([file, "--config", map])
        #expect(severities(mapped) == ["error:", "note:"], "\(mapped.stdout)")
        #expect(mapped.code == 1)
        let demoted = try scratch.write("demoted.json", #"{"rules": {"unstable-id": {"severity": {"error": "warning", "warning": "note"}}}}"#)
        let run = runLint([file, "--config", demoted])
        #expect(severities(run) == ["warning:", "note:"])
        #expect(run.code == 0)
        // A plain severity still sets every finding of the rule.
        let flat = try scratch.write("flat.json", #"{"rules": {"unstable-id": {"severity": "error"}}}"#)
        #expect(severities(runLint([file, "--config", flat])) == ["error:", "error:"])
    }

    @Test("unknown keys, rule ids and settings are errors naming file and key", arguments: [
        (#"{"disabeld": []}"#, "key 'disabeld'"),
        (#"{"disabled": ["any-view"]}"#, "key 'disabled: any-view' is not a rule id"),
        (#"{"rules": {"anyview": {"severity": "fatal"}}}"#, "key 'rules.anyview.severity'"),
        (#"{"rules": {"long-body": {"maxLines": 3}}}"#, "key 'rules.long-body.maxLines'"),
        (#"{"rules": {"nope": {}}}"#, "key 'rules.nope' is not a rule id"),
        (#"{"rules": {"unstable-id": {"severity": {"fatal": "note"}}}}"#, "key 'rules.unstable-id.severity.fatal'"),
        (#"{"rules": {"long-body": {"max-lines": "x"}}}"#, "key 'rules.long-body.max-lines'"),
        ("{not json", "is not valid JSON"),
        ("[]", "must be a JSON object"),
    ])
    func invalid(text: String, expected: String) throws {
        let scratch = try Scratch()
        let config = try scratch.write("bad.json", text)
        let file = try scratch.write("Row.swift", anyViewSource)
        let run = runLint([file, "--config", config])
        #expect(run.code == 2)
        #expect(run.stderr.contains(config), "\(run.stderr)")
        #expect(run.stderr.contains(expected), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test("a missing --config file is an I/O error")
    func missingConfig() {
        let run = runLint(["x.swift", "--config", "/nonexistent/.viewlint.json"])
        #expect(run.code == 2)
        #expect(run.stderr.contains("/nonexistent/.viewlint.json"))
    }

    @Test("exclude patterns", arguments: [
        ("Generated/**", "Generated/a/b.swift", true),
        ("Generated", "Generated/a.swift", true),
        ("*.generated.swift", "Sources/X.generated.swift", true),
        ("Sources/*/Mocks", "Sources/App/Mocks/M.swift", true),
        ("Generated/**", "Sources/Generated.swift", false),
        ("Tests", "Sources/App.swift", false),
    ])
    func exclude(pattern: String, path: String, matches: Bool) {
        #expect(PathTools.matches(pattern: pattern, path: path) == matches)
    }

    @Test("the public API: Linter(configuration:) with options")
    func api() {
        let source = """
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a")
                        Text("b")
                        Text("c")
                    }
                }
            }
            """
        #expect(Linter().lint(source: source, path: "V.swift").isEmpty)
        let strict = Linter(configuration: Configuration(options: ["long-body": ["max-lines": 3]]))
        let findings = strict.lint(source: source, path: "V.swift")
        #expect(findings.map(\.rule) == ["long-body"])
        #expect(findings.first?.message.contains("5 lines of view code (limit 3)") == true)
    }
}
