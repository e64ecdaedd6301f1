import Foundation
import Testing

/// The command line through the real binary: every verb README lists has a
/// `--help` of the one shape and refuses an unknown option with the one
/// usage error; an error that is not about the arguments does not point to --help.
@Suite("command line")
struct CommandLineTests {
    /// The verbs of README's "Every verb" table (`dev verify`, … as two words), and `grade merge`.
    static func readmeVerbs() throws -> [[String]] {
        let readme = try String(contentsOfFile: CourseSandbox.packageRoot + "/README.md", encoding: .utf8)
        let table = try #require(readme.components(separatedBy: "## Every verb").dropFirst().first?.components(separatedBy: "\n## ").first)
        var verbs: [[String]] = []
        for line in table.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(3).prefix { $0 != "`" }
            let words = cell.split(separator: " ").map(String.init)
            verbs.append(words.first == "dev" ? Array(words.prefix(2)) : [words[0]])
        }
        return verbs + [["grade", "merge"], ["dev"]]
    }

    @Test func everyVerbHasHelpAndTheOneUsageError() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let verbs = try Self.readmeVerbs()
        #expect(verbs.count >= 22, "\(verbs)")
        let overview = try sandbox.run(["--help"])
        #expect(overview.status == 0)
        for verb in verbs {
            let name = verb.joined(separator: " ")
            // The overview lists every top-level verb, the verb's help its subverbs.
            #expect(overview.stdout.contains("\n  \(verb[0])"), "\(name) missing from course --help")
            let help = try sandbox.run(verb + ["--help"])
            #expect(help.status == 0 && help.stderr.isEmpty, "\(name): \(help.output)")
            #expect(help.stdout.hasPrefix("Usage: course \(name)"), "\(name): \(help.stdout)")
            #expect(help.stdout.contains("Every verb also takes --course DIR, --workspace DIR, -h, --help (course --help)."), "\(name)")
            let unknown = try sandbox.run(verb + ["--no-such-option"])
            #expect(unknown.status == 2, "\(name): \(unknown.output)")
            #expect(unknown.stdout.isEmpty)
            #expect(unknown.stderr == "error: course \(name): unknown option --no-such-option. Run `course \(name) --help` for usage.\n", "\(name)")
        }
    }

    @Test func missingAndBadValuesAndUnknownVerbs() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let cases: [([String], String)] = [
            (["frobnicate"], "course: unknown verb \"frobnicate\""),
            (["check", "--seed"], "course check: --seed needs a value (N)"),
            (["list", "--format", "xml"], "course list: --format takes text or json, not \"xml\""),
            (["grade", "class", "--out", "o"], "course grade: needs exactly one of --lab ID and --all"),
            (["grade", "class", "--all", "--out", "o", "--shard", "3/2"], "course grade: --shard takes K/N with 1 ≤ K ≤ N ≤ 10000, like 2/4, not \"3/2\""),
            (["autograde", "--gradescope", "--isolation", "walls"], "course autograde: --isolation takes auto, sandbox or none, not \"walls\""),
            (["quiz", "--mock", "--list"], "course quiz: choose one of --mock, --review, --list and --verify"),
            (["lint", "--explain", "no-such-rule"], "course lint: --explain takes a rule id"),
            (["reset"], "course reset: needs a LAB"),
            (["status", "extra"], "course status: unexpected argument \"extra\" (it takes no arguments)"),
        ]
        for (arguments, problem) in cases {
            let result = try sandbox.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.output)")
            #expect(result.stderr.hasPrefix("error: " + problem), "\(arguments): \(result.stderr)")
            let command = String(problem.prefix { $0 != ":" })
            #expect(result.stderr.hasSuffix(". Run `\(command) --help` for usage.\n"), "\(arguments): \(result.stderr)")
        }
        // Help and the version.
        #expect(try sandbox.run(["help", "dev", "verify"]).stdout.hasPrefix("Usage: course dev verify"))
        #expect(try sandbox.run(["--version"]).stdout.hasPrefix("course "))
        #expect(try sandbox.run([]).stdout.hasPrefix("Usage: course <verb>"))
    }

    /// Exit 2 that is not about the arguments (no course there, no such lab) says what is wrong, not "--help".
    @Test func errorsThatAreNotUsageErrorsDoNotPointToHelp() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        for arguments in [["list", "--course", sandbox.root + "/nowhere"], ["lab", "99-nothing"], ["quiz", "--topic", "layout"], ["dev", "verify", "99"]] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.output)")
            #expect(!result.stderr.isEmpty && !result.stderr.contains("--help"), "\(arguments): \(result.stderr)")
        }
    }
}
