import Foundation
import Testing

import CourseKit

/// The student's verbs through the real binary.
@Suite struct VerbTests {
    @Test func nextWalksThroughTheCourse() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let first = try sandbox.run(["next"])
        #expect(first.status == 0)
        #expect(first.stdout.contains("A counter whose badge stays still"))
        #expect(first.stdout.contains("Lab 01-counter: Keep the badge still"))
        #expect(first.stdout.contains("workspace/01-counter/Counter.swift"))
        #expect(FileManager.default.fileExists(atPath: sandbox.studentFile))

        let stillFailing = try sandbox.run(["next"])
        #expect(stillFailing.stdout.contains("Not passing yet: 1 of 2 checks passes."), "\(stillFailing.output)")

        try sandbox.writeStudentFile(sandbox.solution())
        let moved = try sandbox.run(["next"])
        #expect(moved.stdout.contains("Lab 01-counter passes"), "\(moved.output)")
        #expect(moved.stdout.contains("Afterword"))
        let finished = try sandbox.run(["next"])
        #expect(finished.stdout.contains("Read: Afterword"))
        #expect(finished.stdout.contains("You have finished the course"))

        let list = try sandbox.run(["list", "--format", "json"])
        let entries = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(entries.map { $0["status"] as? String } == ["passed", "read"])
    }

    @Test func workspaceFromOptionAndEnvironment() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let elsewhere = sandbox.root + "/mine"
        #expect(try sandbox.run(["next", "--workspace", elsewhere]).status == 0)
        #expect(FileManager.default.fileExists(atPath: elsewhere + "/01-counter/Counter.swift"))
        #expect(FileManager.default.fileExists(atPath: elsewhere + "/.course/progress.json") == false, "a lab start needs no progress write")
        let viaEnvironment = sandbox.root + "/env"
        #expect(try sandbox.run(["next"], environment: ["COURSE_WORKSPACE": viaEnvironment]).status == 0)
        #expect(FileManager.default.fileExists(atPath: viaEnvironment + "/01-counter/Counter.swift"))
        // Found from a subfolder, and with --course from anywhere.
        #expect(try sandbox.run(["status"], directory: sandbox.course + "/Labs/01-counter").status == 0)
        #expect(try sandbox.run(["status", "--course", sandbox.course], directory: "/").status == 0)
    }

    /// A run that completes keeps its output to itself unless asked:
    /// `--show-output` shows the `_printChanges()` lines of the checks' run.
    @Test func checkShowsProgramOutputOnRequest() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let printing = try sandbox.solution().replacingOccurrences(
            of: "    var body: some View {\n        Text(title)", with: "    var body: some View {\n        let _ = Self._printChanges()\n        Text(title)")
        #expect(printing.contains("_printChanges"))
        try sandbox.writeStudentFile(printing)
        let quiet = try sandbox.run(["check"])
        #expect(quiet.status == 0, "\(quiet.output)")
        #expect(!quiet.stdout.contains("Badge: @self"), "\(quiet.stdout)")
        let shown = try sandbox.run(["check", "--show-output"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("Program output:"), "\(shown.stdout)")
        #expect(shown.stdout.contains("  Badge: @self, @identity changed."), "\(shown.stdout)")
        let help = try sandbox.run(["check", "--help"])
        #expect(help.stdout.contains("--show-output"))
        #expect(try sandbox.run(["list", "--show-output"]).status == 2, "only check takes --show-output")
    }

    @Test func hintsComeOneAtATime() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let first = try sandbox.run(["hint"])
        #expect(first.stdout.contains("Hint 1 of 2 for 01-counter: Look at what Badge stores"), "\(first.output)")
        let second = try sandbox.run(["hint", "01-counter"])
        #expect(second.stdout.contains("Hint 2 of 2"))
        #expect(second.stdout.contains("That was the last hint"))
        #expect(try sandbox.run(["hint", "1"]).stdout.contains("Hint 2 of 2"))
    }

    @Test func resetBacksUpAndRestoresTheStarter() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        try sandbox.writeStudentFile("// my work\n")
        let result = try sandbox.run(["reset", "01-counter"])
        #expect(result.status == 0)
        let starter = try String(contentsOfFile: sandbox.course + "/Labs/01-counter/Starter/Counter.swift", encoding: .utf8)
        #expect(try String(contentsOfFile: sandbox.studentFile, encoding: .utf8) == starter)
        let backups = try FileManager.default.subpathsOfDirectory(atPath: sandbox.workspace + "/.course/backup/01-counter")
        let saved = try #require(backups.first { $0.hasSuffix("Counter.swift") })
        #expect(try String(contentsOfFile: sandbox.workspace + "/.course/backup/01-counter/" + saved, encoding: .utf8) == "// my work\n")
    }

    @Test func solutionOnlyAfterPassingOrForced() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let refused = try sandbox.run(["solution", "01-counter"])
        #expect(refused.status == 1)
        #expect(!refused.stdout.contains("struct Badge"))
        let forced = try sandbox.run(["solution", "01-counter", "--force"])
        #expect(forced.status == 0)
        #expect(forced.stdout.contains("struct Badge: View"))
        try sandbox.writeStudentFile(sandbox.solution())
        #expect(try sandbox.run(["check"]).status == 0)
        #expect(try sandbox.run(["solution", "01-counter"]).status == 0)
    }

    @Test func listStatusAndLesson() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let list = try sandbox.run(["list"])
        #expect(list.stdout.contains("Lab 01-counter: Keep the badge still"))
        #expect(list.stdout.contains("Lesson 02-afterword: Afterword"))
        let status = try sandbox.run(["status"])
        #expect(status.stdout.contains("0/2"))
        #expect(status.stdout.contains("Next: lab 01-counter"))
        #expect(try sandbox.run(["lesson", "2"]).stdout.contains("That is the whole trick."))
        #expect(try sandbox.run(["lesson", "afterword"]).status == 0)
        #expect(try sandbox.run(["lesson"]).stdout.contains("A counter whose badge stays still"))
        #expect(try sandbox.run(["lesson", "7"]).status == 2)
    }

    @Test func helpForEveryVerbAndVersion() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        for verb in ["next", "check", "watch", "hint", "lab", "reset", "solution", "list", "status", "lesson", "run"] {
            let help = try sandbox.run([verb, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("Usage: course \(verb)"), "\(verb): \(help.output)")
        }
        #expect(try sandbox.run(["lint", "--help"]).status == 0)
        #expect(try sandbox.run(["--help"]).stdout.contains("Exit codes"))
        #expect(try sandbox.run(["--version"]).stdout.hasPrefix("course "))
    }

    /// Xcode code that imports only SwiftUI uses Foundation freely (UUID,
    /// Date, sleep): SwiftUI re-exports it, and so does the simulator.
    @Test func importSwiftUIBringsFoundation() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/only-swiftui.swift"
        try """
            import SwiftUI
            struct Row: View {
                let id = UUID()
                var body: some View { Text("at \\(Date(timeIntervalSince1970: 0).timeIntervalSince1970)") }
            }
            let host = ViewHost(Row().id(UUID()))
            usleep(1)
            print(host.texts)
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["run", file])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("[\"at 0.0\"]"), "\(result.output)")
    }

    /// Files from Xcode end with `#Preview`: the preview is left out, the
    /// rest compiles and runs, and diagnostics keep their line numbers.
    @Test func previewsAreLeftOutOfTheCompile() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/xcode.swift"
        try """
            import SwiftUI
            struct Hello: View {
                var body: some View { Text("hello") }
            }
            #Preview("Light") {
                Hello()
            }
            struct Hello_Previews: PreviewProvider {
                static var previews: some View { Hello().previewDisplayName("old style") }
            }
            print(ViewHost(Hello()).texts)
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try sandbox.run(["run", file])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains(#"["hello"]"#))

        try """
            import SwiftUI
            #Preview {
                Text("preview")
            }
            let broken: Int = "after the preview"
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let broken = try sandbox.run(["run", file])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("xcode.swift:5:"), "the line number is the file's own: \(broken.stderr)")

        // A lab file with a preview is checked as usual.
        try sandbox.startLab()
        try sandbox.writeStudentFile(sandbox.solution() + "\n#Preview {\n    CounterView()\n}\n")
        let checked = try sandbox.run(["check"])
        #expect(checked.status == 0, "\(checked.output)")
    }

    @Test func runPassesOutputAndExitCodeThrough() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let file = sandbox.root + "/play.swift"
        try """
            import SwiftUI
            import Foundation
            struct Hello: View {
                var body: some View { Text("hello") }
            }
            let host = ViewHost(Hello())
            print(host.texts, host.bodyCount(Hello.self))
            print(ProcessInfo.processInfo.environment["SWIFTUISIM_TRACE"] ?? "no trace")
            exit(3)
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let plain = try sandbox.run(["run", file])
        #expect(plain.status == 3, "\(plain.output)")
        #expect(plain.stdout.contains("[\"hello\"] 1"))
        #expect(plain.stdout.contains("no trace"))
        let traced = try sandbox.run(["run", file, "--trace"])
        #expect(traced.stdout.contains("[trace] Hello: @self, @identity changed."), "\(traced.output)")
        #expect(traced.stdout.contains("1\n"), "the program sees SWIFTUISIM_TRACE=1: \(traced.output)")
        #expect(!plain.stdout.contains("[trace]"))

        try "let x: Int = \"no\"\n".write(toFile: file, atomically: true, encoding: .utf8)
        let broken = try sandbox.run(["run", file])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("play.swift:1:"), "\(broken.output)")
    }

    @Test func watchRechecksOnSaveWithoutATerminal() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        try sandbox.startLab()
        let watch = try LoggedProcess(sandbox.process(["watch"]), log: sandbox.root + "/watch.log")
        defer { watch.stop() }
        #expect(watch.waitFor("Not passed yet"))
        try sandbox.writeStudentFile(sandbox.solution())
        #expect(watch.waitFor("✓ Passed."), "\(watch.output)")
        #expect(watch.process.isRunning, "without a terminal, watch keeps watching and never waits for keys")
    }
}

/// The benchmark's measuring code, on the debug build (the figure itself comes
/// from `swift run -c release bench`).
@Suite struct BenchmarkTests {
    @Test func checkRatioIsMeasured() throws {
        let measured = try CheckBenchmark.measure(
            courseRoot: CourseSandbox.fixtures + "/course", lab: "01-counter", courseBinary: CourseSandbox.binary, iterations: 1,
            environment: ProcessInfo.processInfo.environment.merging(
                ["COURSE_CACHE": CourseSandbox.sharedCache, "COURSE_SIMULATOR_SOURCES": CourseSandbox.packageRoot + "/Sources/SwiftUISim"]) { $1 })
        #expect(measured.bareCompileAndRun > 0)
        #expect(measured.ratio > 0.3 && measured.ratio < 3, "ratio \(measured.ratio)")
    }
}
