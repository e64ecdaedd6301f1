import Foundation
import Testing

/// `course check --seed N`, `course run --check-stale`, and the messages that
/// point the right way (issue 21): the simulator's own error first, an empty
/// or missing file said in one line. All through the real binary.
@Suite struct ReplayAndMessagesTests {
    /// Replaces the fixture lab's checks (in the sandbox's copy of the course).
    static func writeChecks(_ source: String, in sandbox: CourseSandbox) throws {
        try source.write(toFile: sandbox.course + "/Labs/01-counter/Checks/CounterChecks.swift", atomically: true, encoding: .utf8)
    }

    /// The scenario seed reaches every check with `--seed N` (the harness
    /// reads it on fd 4 after the check's id), so a failed run replays; a
    /// value that is not a seed is a usage error.
    @Test func seedReplaysTheScenario() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try Self.writeChecks(
            """
            import SwiftUI
            @testable import StudentCode

            @MainActor func labChecks(_ lab: LabChecks) {
                lab.check("counts") {
                    let pick = Scenario.int(in: 0...1_000_000_000)
                    expect(false, "picked \\(pick) from seed \\(Scenario.seed)")
                }
                lab.check("badge-skipped") {
                    expect(Scenario.seed == 42, "badge-skipped saw seed \\(Scenario.seed)")
                }
            }
            """, in: sandbox)
        func picked(_ output: String) -> String? {
            output.split(separator: "\n").first { $0.contains("picked ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let first = try sandbox.run(["check", "--seed", "42"])
        #expect(first.status == 1, "\(first.output)")
        #expect(first.stdout.contains("from seed 42"), "\(first.output)")
        #expect(first.stdout.contains("(scenario seed 42: `course check --seed 42` replays this run's choices)"), "\(first.output)")
        #expect(first.stdout.contains("✓ badge-skipped"), "every check gets the seed: \(first.output)")
        #expect(first.stdout.contains("Every check drew its scenario from seed 42 (--seed)."), "\(first.output)")
        let again = try sandbox.run(["check", "--seed=42", "--format", "json"])
        let verdict = try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any] ?? [:]
        let message = verdict.check("counts")?["message"] as? String ?? ""
        #expect(picked(first.stdout) == picked(message), "the same seed draws the same: \(first.stdout) / \(message)")
        let unseeded = try sandbox.run(["check"])
        #expect(!unseeded.stdout.contains("from seed 42"), "without --seed each check draws its own: \(unseeded.output)")
        #expect(!unseeded.stdout.contains("(--seed)"))

        for bad in [["--seed", "abc"], ["--seed", "-1"], ["--seed=18446744073709551616"], ["--seed"]] {
            let refused = try sandbox.run(["check"] + bad)
            #expect(refused.status == 2, "\(bad): \(refused.output)")
            #expect(refused.stderr.contains("--seed"), "\(bad): \(refused.output)")
        }
        #expect(try sandbox.run(["check", "--seed", "abc"]).stderr.contains("--seed takes a whole number from 0 to 18446744073709551615"))
        #expect(try sandbox.run(["list", "--seed", "1"]).status == 2, "only check and watch take --seed")
        let help = try sandbox.run(["check", "--help"])
        #expect(help.stdout.contains("--seed N"), "\(help.stdout)")
        #expect(try sandbox.run(["watch", "--help"]).stdout.contains("--seed N"))
    }

    /// `course watch --seed N` runs every check with that seed too.
    @Test func watchTakesTheSeed() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try Self.writeChecks(
            """
            import SwiftUI
            @testable import StudentCode

            @MainActor func labChecks(_ lab: LabChecks) {
                lab.check("counts") { expect(false, "counts saw seed \\(Scenario.seed)") }
                lab.check("badge-skipped") { expect(false, "badge-skipped saw seed \\(Scenario.seed)") }
            }
            """, in: sandbox)
        let watch = try LoggedProcess(sandbox.process(["watch", "--seed", "7"]), log: sandbox.root + "/watch.log")
        defer { watch.stop() }
        #expect(watch.waitFor("badge-skipped saw seed 7"), "\(watch.output)")
        #expect(watch.output.contains("counts saw seed 7"), "\(watch.output)")
    }

    /// `course run --check-stale` has the simulator warn, on stderr, of a view
    /// an `==` skipped while what it shows changed; without it, nothing.
    @Test func runChecksStaleScreensOnRequest() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/stale.swift"
        try """
            import SwiftUI
            struct Total: View, Equatable {
                let title: String
                let count: Int
                static func == (a: Total, b: Total) -> Bool { a.title == b.title }
                var body: some View { Text("\\(title): \\(count)") }
            }
            struct Screen: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Total(title: "Total", count: count).equatable()
                        Button("Add") { count += 1 }
                    }
                }
            }
            let host = ViewHost(Screen())
            host.tap("Add")
            print(host.texts)
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let checked = try sandbox.run(["run", file, "--check-stale"])
        #expect(checked.status == 0, "a warning, not an error: \(checked.output)")
        #expect(checked.stderr.contains("SwiftUISim: warning: stale screen after tap(\"Add\"), in Total"), "\(checked.output)")
        #expect(checked.stderr.contains("Total: 1"), "what a fresh render shows: \(checked.output)")
        let plain = try sandbox.run(["run", file], environment: ["SWIFTUISIM_CHECK_STALE": "1"])
        #expect(!plain.stderr.contains("stale screen"), "only --check-stale turns it on: \(plain.output)")
        #expect(plain.stdout.contains("[\"Total: 0\", \"Add\"]"), "\(plain.output)")
        #expect(try sandbox.run(["run", "--help"]).stdout.contains("--check-stale"))
        #expect(try sandbox.run(["check", "--check-stale"]).status == 2, "lab programs always check; the option is run's")
    }

    /// What a stale line says cannot hide it from the report: text with
    /// control characters, separators or what looks like the report's own
    /// length prefixes crosses from the fresh copy intact (red team 5, 02).
    @Test func staleTextCannotForgeOrDropTheReport() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/forged.swift"
        try """
            import SwiftUI
            struct Total: View, Equatable {
                let count: Int
                static func == (a: Total, b: Total) -> Bool { true }
                var body: some View { Text("\\u{1F}\\u{1E}0;3:abc;\\(count)") }
            }
            struct Screen: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Total(count: count).equatable()
                        Button("Add") { count += 1 }
                    }
                }
            }
            let host = ViewHost(Screen())
            host.tap("Add")
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let checked = try sandbox.run(["run", file, "--check-stale"])
        #expect(checked.stderr.contains("stale screen after tap(\"Add\"), in Total"), "\(checked.output)")
        #expect(checked.stderr.contains("0;3:abc;1"), "the fresh line, whole: \(checked.output)")
    }

    /// A fresh render that crashes is a failure, not "nothing stale": lab code
    /// can tell it runs in the oracle's copy (a body running right after its
    /// own == said equal) and crash there to hide a stale screen (red team 4).
    @Test func aFreshRenderThatCrashesIsReportedNotIgnored() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/silenced.swift"
        try """
            import SwiftUI
            var saidEqual = false
            struct Total: View, Equatable {
                let count: Int
                static func == (a: Total, b: Total) -> Bool { saidEqual = true; return true }
                var body: some View {
                    if saidEqual { fatalError("only the oracle's copy gets here") }
                    return Text("Total: \\(count)")
                }
            }
            struct Screen: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Total(count: count).equatable()
                        Button("Add") { count += 1 }
                    }
                }
            }
            let host = ViewHost(Screen())
            host.tap("Add")
            print(host.texts)
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let checked = try sandbox.run(["run", file, "--check-stale"])
        #expect(checked.stdout.contains("[\"Total: 0\", \"Add\"]"), "the measured run goes on: \(checked.output)")
        #expect(checked.stderr.contains("a fresh render of the same state could not be made: a body crashed when it ran again"), "\(checked.output)")
    }

    /// A lab program the simulator stopped (a control not on screen) leads
    /// with the simulator's error, not with "exited with status 1" and a
    /// guess about exit().
    @Test func simulatorErrorLeadsTheVerdict() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try Self.writeChecks(
            """
            import SwiftUI
            @testable import StudentCode

            @MainActor func labChecks(_ lab: LabChecks) {
                lab.check("counts") {
                    let host = ViewHost(CounterView())
                    print("about to tap")
                    host.tap("Flag Mina")
                }
                lab.check("badge-skipped") {
                    let host = ViewHost(CounterView())
                    expectBodyCount(Badge.self, in: host, atMost: 1)
                }
            }
            """, in: sandbox)
        let (status, verdict, result) = try sandbox.checkJSON()
        #expect(status == 1)
        let message = verdict.check("counts")?["message"] as? String ?? ""
        #expect(message.hasPrefix("SwiftUISim: error: no Button labelled \"Flag Mina\" on screen."), "\(message)")
        #expect(message.contains("- Button \"Increment\""), "the controls on screen come with it: \(message)")
        #expect(message.contains("while check \"counts\" was running"), "\(message)")
        #expect(!message.contains("exit()"), "\(message)")
        #expect(verdict.problem == message, "\(result.output)")
        #expect(verdict.check("badge-skipped")?["passed"] as? Bool == true)

        let text = try sandbox.run(["check"])
        #expect(text.stdout.contains("      SwiftUISim: error: no Button labelled \"Flag Mina\" on screen."), "\(text.stdout)")
        #expect(text.stdout.contains("✗ The simulator stopped the lab program: its error is under check \"counts\" above."), "\(text.stdout)")
        #expect(text.stdout.contains("Program output before the simulator's error (last lines):"), "\(text.stdout)")
        #expect(text.stdout.contains("  about to tap"), "\(text.stdout)")
        #expect(text.stdout.components(separatedBy: "Flag Mina").count == 2, "the error is shown once: \(text.stdout)")
        #expect(!text.stdout.contains("exited with status"), "\(text.stdout)")
    }

    /// An empty file (or one of only comments) is said in one line, before
    /// anything is compiled: no errors from the lab's checks, no temporary paths.
    @Test func emptyStudentFileIsSaidPlainly() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try sandbox.writeStudentFile("")
        let empty = try sandbox.run(["check"])
        #expect(empty.status == 1, "\(empty.output)")
        #expect(
            empty.stdout.contains(
                "✗ workspace/01-counter/Counter.swift is empty (0 bytes): put back the starter with `course reset 01-counter` or write the view"),
            "\(empty.output)")
        #expect(!empty.output.contains("error:"), "no compiler output: \(empty.output)")
        #expect(!empty.output.contains("CounterChecks"), "nor the checks' source: \(empty.output)")
        #expect(!empty.output.contains("/tmp/") && !empty.output.contains(NSTemporaryDirectory()), "nor temporary paths: \(empty.output)")
        #expect(empty.stdout.split(separator: "\n").count <= 3, "\(empty.stdout)")

        try sandbox.writeStudentFile("// I started over\n/* later /* nested */ */\n\n")
        let comments = try sandbox.run(["check", "--format", "json"])
        #expect(comments.status == 1)
        let verdict = try JSONSerialization.jsonObject(with: Data(comments.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(verdict["stage"] as? String == "files")
        #expect(verdict.problem.contains("Counter.swift is empty (only comments, no code)"), "\(verdict.problem)")
        #expect((verdict["compilerOutput"] as? String ?? "x").isEmpty)

        try sandbox.writeStudentFile("// a comment, then code\nlet answer = 42 // not a view, but code\n")
        let code = try sandbox.run(["check", "--format", "json"])
        #expect(!code.stdout.contains("is empty"), "a file with code is compiled: \(code.stdout)")
    }

    /// A missing lab file names the Swift files in the folder that the lab
    /// does not know (a renamed file), and the lab's own files.
    @Test func missingStudentFileNamesWhatIsThere() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try FileManager.default.moveItem(atPath: sandbox.studentFile, toPath: sandbox.labDirectory + "/MyCounter.swift")
        let renamed = try sandbox.run(["check"])
        #expect(renamed.status == 1, "\(renamed.output)")
        #expect(
            renamed.stdout.contains(
                "✗ Counter.swift not found in workspace/01-counter/; MyCounter.swift is in the folder and is not part of the lab (the lab's files: Counter.swift)."),
            "\(renamed.output)")
        #expect(renamed.stdout.contains("Rename it to Counter.swift, or run `course reset 01-counter`"), "\(renamed.output)")
        #expect(!renamed.output.contains("error:"), "\(renamed.output)")

        try FileManager.default.removeItem(atPath: sandbox.labDirectory + "/MyCounter.swift")
        let gone = try sandbox.run(["check"])
        #expect(gone.status == 1)
        #expect(gone.stdout.contains("Counter.swift not found in workspace/01-counter/ (the lab's files: Counter.swift)."), "\(gone.output)")
    }
}
