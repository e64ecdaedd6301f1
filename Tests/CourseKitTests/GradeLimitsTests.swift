import Foundation
import Testing

@testable import CourseKit

/// Issue 22's attacks in size and timing, and a grading run left alone:
/// each through the real `course` binary on real files and processes.
@Suite(.serialized) struct GradeLimitsTests {
    /// Whether bubblewrap builds its walls here: the tests run with
    /// `--isolation auto` and say which of the two ways they exercised.
    static let hasWalls: Bool = (try? Sandbox.detect(.auto, environment: ProcessInfo.processInfo.environment))?.hasWalls ?? false

    /// `course grade SUBMISSIONS --lab LAB --out OUT --format json`.
    static func grade(
        _ grading: GradeClass, lab: String = "01-counter", submissions: String? = nil, out: String? = nil, isolation: String = "none", _ extra: [String] = []
    ) throws -> (status: Int32, summary: [String: Any], result: CourseSandbox.Result) {
        let result = try grading.sandbox.run(
            ["grade", submissions ?? grading.submissions, "--lab", lab, "--out", out ?? grading.out, "--jobs", "2", "--isolation", isolation, "--format", "json"]
                + extra)
        let object = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any]
        return (result.status, object ?? [:], result)
    }

    /// The verdict `course grade` recorded for `student` in `out`/results.json.
    static func verdict(_ grading: GradeClass, _ student: String, out: String? = nil) throws -> [String: Any] {
        let records = try grading.json("results.json", in: out)["records"] as? [[String: Any]] ?? []
        return records.first { $0["student"] as? String == student }?["verdict"] as? [String: Any] ?? [:]
    }

    static func setLabField(_ grading: GradeClass, lab: String = "01-counter", _ field: String, _ value: Any) throws {
        let manifest = grading.sandbox.course + "/Labs/\(lab)/lab.json"
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifest))) as? [String: Any] ?? [:]
        object[field] = value
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(to: URL(fileURLWithPath: manifest))
    }

    // MARK: Class 9: a CPU-limit kill is the student's

    /// The kernel's CPU-time limit stops a program with `SIGXCPU` at the soft
    /// limit (and `SIGKILL` at the hard one, for a program that ignores
    /// `SIGXCPU`): both are the student's time limit, scored and cached, never
    /// "could not be graded". The lab sets `cpuTimeLimit` to 1 s so that one
    /// busy thread meets it (by default it is the wall clock's limit + 1 s, met
    /// by busy threads on several cores).
    @Test func aCPULimitKillIsTheStudentsTimeLimit() throws {
        var grading = try GradeClass(timeLimit: 20)
        defer { grading.remove() }
        try Self.setLabField(grading, "cpuTimeLimit", 1)
        try grading.sandbox.addOpenLab()  // a copy of 01-counter, with the C library allowed
        try grading.add("alice", grading.source(.good))
        try grading.add("loop", grading.source(.endlessLoop))
        // Survives SIGXCPU: the kernel's SIGKILL at the hard limit, read from the CPU counters.
        let stubborn = grading.sandbox.root + "/open-class"
        try FileManager.default.createDirectory(atPath: stubborn + "/stubborn", withIntermediateDirectories: true)
        try grading.solution
            .replacingOccurrences(of: "Button(\"Increment\") { count += 1 }", with: "Button(\"Increment\") { ignoreCPULimit(); while count >= 0 { count &+= 0 } }")
            .appending("\n#if canImport(Glibc)\nimport Glibc\n#endif\nfunc ignoreCPULimit() { signal(SIGXCPU, SIG_IGN) }\n")
            .write(toFile: stubborn + "/stubborn/Counter.swift", atomically: true, encoding: .utf8)

        for isolation in Self.hasWalls ? ["none", "auto"] : ["none"] {
            let out = grading.sandbox.root + "/out-" + isolation
            let first = try Self.grade(grading, out: out, isolation: isolation)
            #expect(first.status == 0, "\(isolation): \(first.result.output)")
            #expect(first.summary["graded"] as? Int == 2, "\(first.summary)")
            let scores = Dictionary(try grading.csv("gradebook.csv", in: out).dropFirst().map { ($0[0], $0[1]) }, uniquingKeysWith: { $1 })
            #expect(scores == ["alice": "6", "loop": "0"], "\(isolation): \(scores)")
            let loop = try Self.verdict(grading, "loop", out: out)
            #expect(loop.problem.contains("timed out: used its 1 s of CPU time"), "\(isolation): \(loop.problem)")
            #expect(!first.result.output.contains("could not be graded"), "\(first.result.output)")
            // Cached: a grade, not the machine's failure.
            let again = try Self.grade(grading, out: out, isolation: isolation)
            #expect(again.summary["cached"] as? Int == 2 && again.summary["graded"] as? Int == 0, "\(again.summary)")

            let open = try Self.grade(grading, lab: "02-open", submissions: stubborn, out: out + "-open", isolation: isolation)
            #expect(open.status == 0, "\(isolation): \(open.result.output)")
            let killed = try Self.verdict(grading, "stubborn", out: out + "-open")
            #expect(killed.problem.contains("timed out: used its 1 s of CPU time"), "\(isolation): SIGKILL at the hard limit: \(killed.problem)")
        }
        if !Self.hasWalls { print("note: bubblewrap cannot build its walls here: the CPU limit was tested with --isolation none only") }

        // `course check` says the same.
        try grading.sandbox.run(["reset", "01-counter"])
        try grading.source(.endlessLoop).write(toFile: grading.sandbox.workspace + "/01-counter/Counter.swift", atomically: true, encoding: .utf8)
        let check = try grading.sandbox.run(["check", "01-counter", "--format", "json"])
        let verdict = (try? JSONSerialization.jsonObject(with: Data(check.stdout.utf8))) as? [String: Any] ?? [:]
        #expect(check.status == 1, "\(check.output)")
        #expect(verdict.problem.contains("s of CPU time"), "\(check.output)")
    }

    /// The soft CPU limit is below the hard one, so the kernel's first word is SIGXCPU.
    @Test func theCPULimitIsSoftBelowHard() throws {
        let sandbox = try Sandbox.detect(.none, environment: ProcessInfo.processInfo.environment)
        try #require(sandbox.prlimit != nil, "prlimit (util-linux) is needed")
        let program = try sandbox.program("/bin/true", arguments: [], workFolder: NSTemporaryDirectory(), environment: [:], limits: .init(seconds: 10, memoryMB: 256))
        let cpu = try #require(program.command.first { $0.hasPrefix("--cpu=") })
        let parts = cpu.dropFirst(6).split(separator: ":").compactMap { Int($0) }
        #expect(parts.count == 2 && parts[0] < parts[1] && parts[0] == 11, "\(cpu)")
    }

    // MARK: A looping student costs one check's time limit

    /// After the first check that hits its time limit, the submission's other
    /// checks are not run (scored 0, with the reason): a loop costs one time
    /// limit, not one per check. The checks that ran are still each a process.
    @Test func aLoopingStudentCostsOneTimeLimit() throws {
        let limit = 4.0
        let grading = try GradeClass(timeLimit: limit)
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        try grading.add("loop", grading.source(.endlessLoop))
        let (status, _, result) = try Self.grade(grading, ["--jobs", "1"])
        #expect(status == 0, "\(result.output)")
        let report = try grading.json("results.json")["records"] as? [[String: Any]] ?? []
        let seconds = Dictionary(report.map { ($0["student"] as? String ?? "", $0["seconds"] as? Double ?? 0) }, uniquingKeysWith: { $1 })
        let loop = try Self.verdict(grading, "loop")
        #expect(loop.check("counts")?["message"] as? String ?? "" == "timed out: still running after 4 s while check \"counts\" was running (an endless loop, or waiting forever?)")
        #expect(loop.check("badge-skipped")?["message"] as? String == "not run: an earlier check hit the time limit", "\(loop)")
        #expect(loop.problem.contains("1 later check was not run"), "\(loop.problem)")
        // One time limit plus what an honest submission costs (its compile and runs), not two.
        let budget = limit + (seconds["alice"] ?? 0) + 1.5
        #expect((seconds["loop"] ?? 99) < budget, "the looping student took \(seconds["loop"] ?? 0) s; one time limit + a compile is \(budget) s")
        let feedback = try grading.read("feedback/loop.md")
        #expect(feedback.contains("| 0/3 | not run: an earlier check hit the time limit |"), "\(feedback)")
    }

    /// Code that waits just under the time limit in every check costs the
    /// checks' shared budget, not every limit in turn (red-team review): once
    /// the budget is spent the remaining checks are not run, scored 0, with why.
    @Test func checksShareOneTimeBudget() throws {
        let grading = try GradeClass(timeLimit: 3)
        defer { grading.remove() }
        try Self.setLabField(grading, "checksTimeBudget", 3)
        let patient = grading.solution.replacingOccurrences(of: "var body: some View {", with: "var body: some View {\n        let _ = waitOnce()")
            + "\nimport Foundation\n@MainActor var waited = false\n@MainActor func waitOnce() { if !waited { waited = true; Thread.sleep(forTimeInterval: 2.6) } }\n"
        try grading.add("patient", patient)
        let (status, _, result) = try Self.grade(grading, ["--jobs", "1"])
        #expect(status == 0, "\(result.output)")
        let verdict = try Self.verdict(grading, "patient")
        let messages = (verdict["checks"] as? [[String: Any]] ?? []).map { $0["message"] as? String ?? "" }
        #expect(messages.first == "", "the first check runs whole: \(messages)")
        #expect(messages.dropFirst().allSatisfy { $0.contains("time budget of one run (3 s)") || $0.contains("what was left of the run's time budget") }, "\(messages)")
        #expect(verdict.problem.contains("time budget"), "\(verdict.problem)")
    }

    // MARK: Class 8: messages, the result channel and output files are capped

    /// A 300-byte submission whose view shows 24 MB of text once produced a
    /// 24 MB failure message and 161 MB of output files. Every part of a
    /// verdict lab code can grow is capped, with "… truncated"; the channel
    /// is capped per field (the harness, then the runner) and per run.
    @Test func messagesTheChannelAndOutputFilesAreCapped() throws {
        var grading = try GradeClass(timeLimit: 20)
        defer { grading.remove() }
        let huge = """
            import SwiftUI

            struct CounterView: View {
                var body: some View {
                    VStack {
                        Text(String(repeating: "🙂", count: 6_000_000))
                        Button("Increment") {}
                        Badge(title: "")
                    }
                }
            }

            struct Badge: View {
                let title: String
                var body: some View { Text(title) }
            }
            """
        #expect(huge.utf8.count < 400)
        try grading.add("huge", huge)
        // 2,000 lint findings of a counted rule.
        try grading.add("linty", grading.solution + "\n" + (0..<2000).map { "func f\($0)() -> AnyView { AnyView(Text(\"\($0)\")) }" }.joined(separator: "\n") + "\n")
        try grading.add("alice", grading.source(.good))
        // The open lab lets code write to any file descriptor: 2 MB of forged records at the channel.
        try grading.sandbox.addOpenLab()
        let open = grading.sandbox.root + "/open-class"
        try FileManager.default.createDirectory(atPath: open + "/flooder", withIntermediateDirectories: true)
        try (grading.solution.replacingOccurrences(of: "Text(title)", with: "Text(flood(title))") + """

            #if canImport(Glibc)
            import Glibc
            #endif
            func flood(_ title: String) -> String {
                let line = Array(String(repeating: "x", count: 65536).utf8) + [10]
                // (From 32: the harness moves the channel there; below are the runtime's own pipes.)
                for _ in 0..<32 { for fd: Int32 in 32...1024 { _ = write(fd, line, line.count) } }
                return title
            }
            """).write(toFile: open + "/flooder/Counter.swift", atomically: true, encoding: .utf8)

        let start = Date()
        let (status, _, result) = try Self.grade(grading, isolation: "auto")
        #expect(status == 0, "\(result.output)")
        // A guard against a run that never ends, not a speed target (the bench measures speed; CI machines are shared).
        #expect(Date().timeIntervalSince(start) < 300, "grading took \(Date().timeIntervalSince(start)) s")
        let scores = Dictionary(try grading.csv("gradebook.csv").dropFirst().map { ($0[0], $0[1]) }, uniquingKeysWith: { $1 })
        #expect(scores == ["huge": "1", "linty": "5", "alice": "6"], "\(scores)")
        let counts = try Self.verdict(grading, "huge").check("counts")?["message"] as? String ?? ""
        #expect(counts.hasPrefix("after two taps the screen shows [\"🙂🙂"), "\(counts.prefix(200))")
        #expect(counts.contains("… truncated (") && counts.utf8.count <= VerdictLimits.message + 100, "\(counts.utf8.count) bytes")
        let lint = try Self.verdict(grading, "linty")["lint"] as? [[String: Any]] ?? []
        #expect(lint.count == VerdictLimits.lintFindings + 1, "\(lint.count)")
        let more = lint.last?["message"] as? String ?? ""
        #expect(more.hasPrefix("… truncated: ") && more.hasSuffix("more findings"), "\(lint.last ?? [:])")
        #expect(try grading.read("feedback/linty.md").contains(more))

        // Every file about one student, and the class's, stays small.
        var files = ["results.json", "junit.xml", "summary.html", "gradebook.csv", "canvas.csv"]
        for student in ["huge", "linty"] { files += ["feedback/\(student).md", "feedback/\(student).html", "gradescope/\(student)/results.json"] }
        for file in files {
            let size = (try FileManager.default.attributesOfItem(atPath: grading.out + "/" + file)[.size] as? Int) ?? 0
            #expect(size < 256 << 10, "\(file) is \(size) bytes")
        }
        for entry in try FileManager.default.contentsOfDirectory(atPath: grading.out + "/.cache") {
            let size = (try FileManager.default.attributesOfItem(atPath: grading.out + "/.cache/" + entry)[.size] as? Int) ?? 0
            #expect(size < 256 << 10, ".cache/\(entry) is \(size) bytes")
        }

        // The channel flood is the flooder's own failure, not the grader's.
        let flood = try Self.grade(grading, lab: "02-open", submissions: open, out: grading.sandbox.root + "/out-open", isolation: "auto")
        #expect(flood.status == 0, "\(flood.result.output)")
        let flooded = try Self.verdict(grading, "flooder", out: grading.sandbox.root + "/out-open")
        #expect(flooded.problem.contains("result flood: more than 1024 KB of check results"), "\(flooded.problem.prefix(300))")

        // `course check` prints the capped verdict.
        try grading.sandbox.run(["reset", "01-counter"])
        try huge.write(toFile: grading.sandbox.workspace + "/01-counter/Counter.swift", atomically: true, encoding: .utf8)
        let check = try grading.sandbox.run(["check", "01-counter"])
        #expect(check.status == 1, "\(check.output.prefix(2000))")
        #expect(check.output.utf8.count < 64 << 10 && check.output.contains("… truncated"), "\(check.output.utf8.count) bytes")
    }

    // MARK: Class 7: student code nested too deeply to read

    /// Deep code of each shape that once crashed or hung the linter and policy
    /// step (which runs in the grading worker, outside the sandbox): refused
    /// before anything parses it, with "nesting deeper than N at file:line",
    /// as that student's own verdict; the class's other students are graded.
    static func deepShapes(_ solution: String) -> [(student: String, source: String, limit: Int)] {
        [
            // 120,000 levels in 240 KB: deep enough to overflow a recursive walk, small enough for `Files.studentSourceLimit`.
            ("chain", solution + "\nlet deep = x" + String(repeating: ".a", count: 120_000) + "\n", NestingLimit.syntaxLevels),
            ("arrays", solution + "\nlet deep = " + String(repeating: "[", count: 26) + String(repeating: "]", count: 26) + "\n", NestingLimit.openersInARow),
            ("closures", solution + "\nlet deep = " + String(repeating: "{ ", count: 5000) + String(repeating: "}", count: 5000) + "\n", NestingLimit.brackets),
            ("generics", solution + "\nlet deep: " + String(repeating: "Array<", count: 5000) + "Int" + String(repeating: ">", count: 5000) + " = []\n", NestingLimit.generics),
            ("tries", solution + "\nlet deep = " + String(repeating: "try ", count: 20_000) + "0\n", NestingLimit.prefixes),
            ("conditions", solution + "\n" + String(repeating: "#if DEEP\n", count: 5000) + String(repeating: "#endif\n", count: 5000), NestingLimit.conditions),
        ]
    }

    @Test func codeNestedTooDeeplyIsRefusedBeforeItIsRead() throws {
        let grading = try GradeClass(timeLimit: 10)
        defer { grading.remove() }
        let shapes = Self.deepShapes(grading.solution)
        for shape in shapes { try grading.add(shape.student, shape.source) }
        try grading.add("zz-honest", grading.source(.good))
        let start = Date()
        let (status, summary, result) = try Self.grade(grading, isolation: "auto")
        #expect(status == 0, "\(result.output)")
        #expect((summary["ungradable"] as? [Any])?.isEmpty == true, "\(summary)")
        // The parser took about 8 minutes on 26 nested [ before the scan: a guard, not a speed target.
        #expect(Date().timeIntervalSince(start) < 300, "\(Date().timeIntervalSince(start)) s")
        let line = grading.solution.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        for shape in shapes {
            let verdict = try Self.verdict(grading, shape.student)
            let expected = "nesting deeper than \(shape.limit) at Counter.swift:\(shape.student == "conditions" ? line + NestingLimit.conditions : line)"
            #expect(verdict.problem.hasPrefix(expected), "\(shape.student): \(verdict.problem)")
            #expect(verdict["stage"] as? String == "policy")
            let feedback = try grading.read("feedback/\(shape.student).md")
            #expect(feedback.contains(expected) && !feedback.contains("rflags") && !feedback.contains("Backtrace"), "\(feedback.prefix(800))")
        }
        let scores = try grading.csv("gradebook.csv").dropFirst().map { $0[1] }
        #expect(scores == Array(repeating: "0", count: shapes.count) + ["6"], "\(scores)")

        // `course check` and `course autograde` say the same, and neither crashes.
        try grading.sandbox.run(["reset", "01-counter"])
        try shapes[0].source.write(toFile: grading.sandbox.workspace + "/01-counter/Counter.swift", atomically: true, encoding: .utf8)
        let check = try grading.sandbox.run(["check", "01-counter"])
        #expect(check.status == 1 && check.output.contains("nesting deeper than \(NestingLimit.syntaxLevels) at"), "\(check.output.prefix(2000))")
        let submission = grading.sandbox.root + "/autograder/submission"
        try FileManager.default.createDirectory(atPath: submission, withIntermediateDirectories: true)
        try shapes[0].source.write(toFile: submission + "/Counter.swift", atomically: true, encoding: .utf8)
        let results = grading.sandbox.root + "/autograder/results.json"
        let autograde = try grading.sandbox.run(["autograde", "--gradescope", "--submission", submission, "--results", results, "--isolation", "none"])
        #expect(autograde.status == 0, "\(autograde.output)")
        let gradescope = try String(contentsOfFile: results, encoding: .utf8)
        #expect(gradescope.contains("nesting deeper than") && !gradescope.contains("rflags"), "\(gradescope.prefix(800))")
    }

    /// A file past `Files.studentSourceLimit` is refused before anything reads
    /// it, naming the file, its size and the limit; one byte under it is
    /// graded. (A 3.8 MB file of `let` lines cost minutes of reading and
    /// compiling outside any check's limit.)
    @Test func aFileOverTheSourceLimitIsRefusedUnread() throws {
        let grading = try GradeClass(timeLimit: 10)
        defer { grading.remove() }
        func padded(to size: Int) -> String {
            var text = grading.source(.good) + "\n"
            var index = 0
            while text.utf8.count < size - 40 { text += "let padding\(index) = \(index)\n"; index += 1 }
            return text + String(repeating: " ", count: size - text.utf8.count)
        }
        let over = padded(to: Files.studentSourceLimit + 1)
        let under = padded(to: Files.studentSourceLimit)
        #expect(over.utf8.count == Files.studentSourceLimit + 1 && under.utf8.count == Files.studentSourceLimit)
        try grading.add("big", over)
        try grading.add("fits", under)
        let (status, _, result) = try Self.grade(grading)
        #expect(status == 0, "\(result.output)")
        let refused = try Self.verdict(grading, "big")
        #expect(refused.problem.contains("Counter.swift is 256 KB; the limit is 256 KB"), "\(refused.problem)")
        let scores = try grading.csv("gradebook.csv").dropFirst().map { [$0[0], $0[1]] }
        #expect(scores == [["big", "0"], ["fits", "6"]], "\(scores)")

        try grading.sandbox.run(["reset", "01-counter"])
        try over.write(toFile: grading.sandbox.workspace + "/01-counter/Counter.swift", atomically: true, encoding: .utf8)
        let check = try grading.sandbox.run(["check", "01-counter"])
        #expect(check.status == 1 && check.output.contains("the limit is 256 KB: hand in only the lab's own code"), "\(check.output.prefix(2000))")
    }

    /// What the scan cannot foresee, the worker's phase marks catch: with the
    /// limits off (`COURSE_TEST_NO_NESTING_LIMITS`), the deep chain overflows
    /// the linter's stack and the nested arrays take the parser exponential
    /// time; a crash (SIGSEGV) or the reading alarm (the lab's compile time
    /// limit) while reading student code is that student's verdict, cached.
    @Test func aCrashOrHangWhileReadingCodeIsTheStudents() throws {
        let grading = try GradeClass(timeLimit: 10)
        defer { grading.remove() }
        try Self.setLabField(grading, "compileTimeLimit", 4)
        let shapes = Self.deepShapes(grading.solution)
        try grading.add("arrays", shapes[1].source)
        try grading.add("chain", shapes[0].source)
        try grading.add("zz-honest", grading.source(.good))
        func grade() throws -> (status: Int32, summary: [String: Any], result: CourseSandbox.Result) {
            let result = try grading.sandbox.run(
                ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--jobs", "2", "--isolation", "none", "--format", "json"],
                environment: [GradeWorker.nestingLimitsOff: "1"])
            return (result.status, (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any] ?? [:], result)
        }
        let first = try grade()
        #expect(first.status == 0, "\(first.result.output)")
        #expect(try Self.verdict(grading, "chain").problem.hasPrefix("the grader could not read this code: parsing or walking it overflowed the stack"))
        #expect(try Self.verdict(grading, "arrays").problem.hasPrefix("the grader stopped reading this code after 4 s"))
        #expect(!(try grading.read("feedback/chain.md")).contains("rflags"))
        #expect(try grading.csv("gradebook.csv").dropFirst().map { $0[1] } == ["0", "0", "6"])
        let again = try grade()
        #expect(again.summary["cached"] as? Int == 3, "the student's verdicts are cached: \(again.summary)")
    }

    /// Real code stays far below every limit: the course's labs, solutions,
    /// fixtures and this repository's own sources (strings, raw strings,
    /// interpolations, regexes, comments and all).
    @Test func realCodeIsNotTooDeep() throws {
        var checked = 0
        for folder in ["Labs", "Solutions", "Sources", "Tests"] {
            for entry in Files.walk(CourseSandbox.packageRoot + "/" + folder) where entry.path.hasSuffix(".swift") && entry.kind == .file {
                let path = CourseSandbox.packageRoot + "/" + folder + "/" + entry.path
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                #expect(NestingLimit.scan(text) == nil, "\(path): \(NestingLimit.scan(text).map { "\($0)" } ?? "")")
                #expect(NestingLimit.treeDepth(text, limit: NestingLimit.syntaxLevels / 10) == nil, "\(path)")
                checked += 1
            }
        }
        #expect(checked > 300)
    }

    // MARK: A grading run is safe to leave alone

    /// `course grade` started in the background with every scratch folder in
    /// `<sandbox>/tmp`, and what it left: its processes, its folders.
    struct Background {
        let grading: GradeClass
        let process = Process()
        var tmp: String { grading.sandbox.root + "/tmp" }

        init(_ grading: GradeClass, jobs: Int = 2) throws {
            self.grading = grading
            try FileManager.default.createDirectory(atPath: grading.sandbox.root + "/tmp", withIntermediateDirectories: true)
            process.executableURL = URL(fileURLWithPath: CourseSandbox.binary)
            process.arguments = ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--jobs", String(jobs), "--isolation", "none"]
            process.environment = grading.sandbox.environment.merging(["TMPDIR": grading.sandbox.root + "/tmp"]) { $1 }
            process.currentDirectoryURL = URL(fileURLWithPath: grading.sandbox.course)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        /// Every process but the grader whose command line names the sandbox.
        func processes() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry in
                guard Int32(entry) != nil, entry != String(process.processIdentifier),
                    let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"), !data.isEmpty
                else { return nil }
                let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
                return line.contains(grading.sandbox.root) ? "\(entry): \(line)" : nil
            }
        }

        /// The student programs among them: argv[0] is the built `lab`
        /// (the linker's command line names it too, after `-o`).
        func programs() -> [String] { processes().filter(Self.isStudentProgram) }

        static func isStudentProgram(_ line: String) -> Bool {
            line.drop { $0 != ":" }.dropFirst(2).prefix { $0 != " " }.hasSuffix("/lab")
        }

        func folders() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: tmp)) ?? []).sorted() }

        func cached() -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: grading.out + "/.cache")) ?? []).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.count
        }

        /// Waits for `grades` cached grades and `programs` student programs running.
        func waitFor(grades: Int, programs: Int) -> Bool {
            let deadline = Date().addingTimeInterval(180)
            while Date() < deadline, process.isRunning {
                if cached() >= grades, self.programs().count >= programs { return true }
                Thread.sleep(forTimeInterval: 0.1)
            }
            return false
        }

        /// Waits until every student program has spent `seconds` of CPU time:
        /// far more than starting and reading its greeting takes, so a program
        /// in an endless loop is in it (a fixed sleep is not, on a loaded machine).
        func waitForLoops(cpuSeconds seconds: Double) -> Bool {
            let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
            func cpu(_ line: String) -> Double {
                let pid = line.prefix { $0 != ":" }
                guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                    let close = stat.lastIndex(of: ")")
                else { return 0 }
                // After "(comm)": state is field 3, utime 14, stime 15.
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
                return (user + system) / ticks
            }
            return eventually(180) {
                let programs = self.programs()
                return !programs.isEmpty && programs.allSatisfy { cpu($0) >= seconds }
            }
        }

        /// Waits up to `seconds` for `condition`.
        func eventually(_ seconds: Double, _ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if condition() { return true }
                Thread.sleep(forTimeInterval: 0.1)
            }
            return condition()
        }
    }

    /// `kill -9` of the grader: its workers die with it (the kernel's parent-
    /// death signal) and take their compilers and student programs along;
    /// their scratch folders go with them, and the next run removes the
    /// lab snapshots the grader left. Ctrl-C removes every folder of the run.
    @Test func workersAndScratchFoldersDieWithTheGrader() throws {
        let grading = try GradeClass(timeLimit: 60)
        defer { grading.remove() }
        for index in 0..<2 { try grading.add("a-good\(index)", grading.source(.good)) }
        for index in 0..<3 { try grading.add("b-loop\(index)", grading.source(.endlessLoop)) }

        // kill -9
        let killed = try Background(grading)
        #expect(killed.waitFor(grades: 2, programs: 2), "never got two student programs running: \(killed.processes())")
        #expect(killed.folders().filter { $0.hasPrefix("course-grade.") }.count == 2, "\(killed.folders())")
        kill(killed.process.processIdentifier, SIGKILL)
        killed.process.waitUntilExit()
        #expect(killed.eventually(5) { killed.processes().isEmpty }, "left running after kill -9: \(killed.processes())")
        #expect(killed.eventually(5) { !killed.folders().contains { $0.hasPrefix("course-grade.") } }, "\(killed.folders())")
        #expect(killed.folders().count == 1 && killed.folders()[0].hasPrefix("course-grade-labs."), "only the grader's own: \(killed.folders())")
        for line in killed.processes() { if let pid = Int32(line.prefix { $0 != ":" }) { kill(pid, SIGKILL) } }

        // Ctrl-C: the next run first removes what the killed one left.
        let interrupted = try Background(grading)
        #expect(interrupted.waitFor(grades: 2, programs: 2), "\(interrupted.processes())")
        #expect(!interrupted.folders().contains { $0.contains(".\(killed.process.processIdentifier).") }, "stale: \(interrupted.folders())")
        kill(interrupted.process.processIdentifier, SIGINT)
        interrupted.process.waitUntilExit()
        #expect(interrupted.process.terminationStatus == 130)
        #expect(interrupted.processes().isEmpty, "\(interrupted.processes())")
        #expect(interrupted.folders().isEmpty, "left by Ctrl-C: \(interrupted.folders())")
        for line in interrupted.processes() { if let pid = Int32(line.prefix { $0 != ":" }) { kill(pid, SIGKILL) } }
    }

    /// A grader killed together with its workers (nobody left to clean up):
    /// the next run kills what still runs in the dead run's control groups and
    /// removes them, and removes its scratch folders.
    @Test func theNextRunRemovesWhatAKilledRunLeft() throws {
        guard let groups = ControlGroups.detect() else {
            print("note: skipped: no control groups here, so a killed run's student programs are only stopped by their CPU limit")
            return
        }
        let grading = try GradeClass(timeLimit: 60)
        defer { grading.remove() }
        for index in 0..<2 { try grading.add("b-loop\(index)", grading.source(.endlessLoop)) }
        let run = try Background(grading)
        #expect(run.waitFor(grades: 0, programs: 2), "\(run.processes())")
        #expect(run.waitForLoops(cpuSeconds: 1.5), "never reached the loop: \(run.processes())")
        // The grader and its workers at once, nothing else: the student programs are orphaned.
        let workers = ProcessTree.children(of: run.process.processIdentifier)
        func groupsOfWorkers() -> [String] {
            groups.parents.flatMap { parent in
                ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter { name in
                    workers.contains { name.hasPrefix("course-\($0)-") }
                }.map { parent + "/" + $0 }
            }
        }
        // Before the kill: the student programs run in their workers' groups.
        let confined = groupsOfWorkers().flatMap { group in
            ((try? String(contentsOfFile: group + "/cgroup.procs", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
        let programs = run.programs().map { String($0.prefix { $0 != ":" }) }
        #expect(!programs.isEmpty && programs.allSatisfy(confined.contains), "programs \(programs) not in their workers' groups \(confined)")
        for pid in [run.process.processIdentifier] + workers { kill(pid, SIGSTOP) }
        for pid in [run.process.processIdentifier] + workers { kill(pid, SIGKILL) }
        run.process.waitUntilExit()
        Thread.sleep(forTimeInterval: 0.5)
        // Orphaned now, unless a grading run that another test started
        // meanwhile already removed them (the same mechanism this test is about).
        if run.programs().isEmpty || groupsOfWorkers().isEmpty {
            print("note: another grading run removed the killed run's programs first: \(run.processes()) \(groupsOfWorkers())")
        }

        for index in 0..<2 { try grading.add("b-loop\(index)", grading.source(.good)) }
        let next = try grading.sandbox.run(
            ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--jobs", "2", "--isolation", "none"],
            environment: ["TMPDIR": run.tmp])
        #expect(next.status == 0, "\(next.output)")
        #expect(run.processes().isEmpty, "still running: \(run.processes())")
        #expect(groupsOfWorkers().isEmpty, "\(groupsOfWorkers())")
        #expect(run.folders().isEmpty, "\(run.folders())")
        for line in run.processes() { if let pid = Int32(line.prefix { $0 != ":" }) { kill(pid, SIGKILL) } }
    }

    // MARK: What is graded is what was keyed

    /// A file swapped while the run waits on another student is not what gets
    /// graded or cached: each file is read once, when the run keys it, and
    /// the worker compiles those bytes (red-team review, cache poisoning).
    @Test func aFileSwappedDuringTheRunIsNotGradedOrCachedUnderItsOldKey() throws {
        let grading = try GradeClass(timeLimit: 8)
        defer { grading.remove() }
        try grading.add("a-loop", grading.source(.endlessLoop))
        try grading.add("b-partial", grading.source(.partial))
        let run = try Background(grading, jobs: 1)
        #expect(run.waitFor(grades: 0, programs: 1), "\(run.processes())")
        // a-loop holds the only worker: b-partial was keyed, not yet read by a worker.
        try grading.add("b-partial", grading.source(.good))
        run.process.waitUntilExit()
        let first = Dictionary(try grading.csv("gradebook.csv").dropFirst().map { ($0[0], $0[1]) }, uniquingKeysWith: { $1 })
        try grading.add("b-partial", grading.source(.partial))
        let again = try grading.sandbox.run(["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--isolation", "none", "--force"])
        #expect(again.status == 0, "\(again.output)")
        let fresh = Dictionary(try grading.csv("gradebook.csv").dropFirst().map { ($0[0], $0[1]) }, uniquingKeysWith: { $1 })
        #expect(first["b-partial"] == fresh["b-partial"], "graded the swapped-in file: \(first) vs \(fresh)")
    }

    // MARK: One run per output folder, and only its students

    /// A second `course grade` on a `--out` that a running one holds fails at
    /// once (exit 2), naming the other run's pid; once that run is gone its
    /// lock is too (it dies with the process, even by kill -9).
    @Test func oneRunHoldsAnOutputFolder() throws {
        let grading = try GradeClass(timeLimit: 60)
        defer { grading.remove() }
        // A finished run elsewhere, for merge.
        let other = grading.sandbox.root + "/other-class"
        try FileManager.default.createDirectory(atPath: other + "/amy", withIntermediateDirectories: true)
        #expect(try Self.grade(grading, submissions: other, out: grading.sandbox.root + "/other").status == 0)
        try grading.add("loop", grading.source(.endlessLoop))
        let first = try Background(grading, jobs: 1)
        #expect(first.waitFor(grades: 0, programs: 1), "\(first.processes())")
        let second = try Self.grade(grading)
        #expect(second.status == 2, "\(second.result.output)")
        #expect(second.result.stderr.contains("another `course grade` (pid \(first.process.processIdentifier)) is writing to \(grading.out)"), "\(second.result.stderr)")
        // merge writes there too.
        let merge = try grading.sandbox.run(["grade", "merge", grading.sandbox.root + "/other", "--out", grading.out])
        #expect(merge.status == 2 && merge.stderr.contains("pid \(first.process.processIdentifier)"), "\(merge.output)")
        kill(first.process.processIdentifier, SIGKILL)
        first.process.waitUntilExit()
        _ = first.eventually(5) { first.processes().isEmpty }
        try grading.add("loop", grading.source(.good))
        let third = try Self.grade(grading)
        #expect(third.status == 0, "the lock died with its run: \(third.result.output)")
    }

    /// Per-student files of students an earlier run had and this one has not
    /// are removed (they would read as this run's); other files stay.
    @Test func staleStudentFilesAreRemoved() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        for student in ["amy", "ben", "cy"] { try grading.addFolder(student) }  // "no files submitted": nothing to compile
        #expect(try Self.grade(grading).status == 0)
        for file in ["feedback/ben.md", "feedback/ben.html", "gradescope/ben/results.json"] {
            #expect(FileManager.default.fileExists(atPath: grading.out + "/" + file), "\(file)")
        }
        try "mine".write(toFile: grading.out + "/feedback/notes.txt", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: grading.submissions + "/ben")
        // Dropping a student's grades takes --replace (the twenty-second review).
        let refused = try Self.grade(grading)
        #expect(refused.status == 2 && refused.result.output.contains("1 student(s) this run does not grade (\"ben\")"), "\(refused.result.output)")
        #expect(FileManager.default.fileExists(atPath: grading.out + "/feedback/ben.md"))
        let (status, summary, result) = try Self.grade(grading, ["--replace"])
        #expect(status == 0, "\(result.output)")
        #expect(summary["removed"] as? [String] == ["feedback/ben.html", "feedback/ben.md", "gradescope/ben/results.json"], "\(summary)")
        #expect((summary["warnings"] as? [String] ?? []).contains { $0.contains("1 student(s) graded into") && $0.contains("\"ben\"") }, "\(summary)")
        #expect(!FileManager.default.fileExists(atPath: grading.out + "/feedback/ben.md"))
        #expect(!FileManager.default.fileExists(atPath: grading.out + "/gradescope/ben"))
        #expect(FileManager.default.fileExists(atPath: grading.out + "/feedback/amy.md"))
        #expect(FileManager.default.fileExists(atPath: grading.out + "/feedback/notes.txt"), "not a file a run writes")
        #expect(try grading.csv("gradebook.csv").dropFirst().map { $0[0] } == ["amy", "cy"])
    }

    /// `course grade merge` refuses, naming it, a missing shard, a shard given
    /// twice, shards of different N or of different classes, and a whole run
    /// among shards; all N shards of one run merge.
    @Test func mergeRefusesAMissingOrDoubledShard() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        for student in ["amy", "ben", "cy", "dot", "eve"] { try grading.addFolder(student) }
        let root = grading.sandbox.root
        for shard in 1...3 { #expect(try Self.grade(grading, out: root + "/out-\(shard)", ["--shard", "\(shard)/3"]).status == 0) }
        #expect(try Self.grade(grading, out: root + "/whole").status == 0)
        #expect(try Self.grade(grading, out: root + "/half-1", ["--shard", "1/2"]).status == 0)
        try FileManager.default.copyItem(atPath: root + "/out-2", toPath: root + "/out-2-again")
        func merge(_ folders: [String]) throws -> CourseSandbox.Result {
            try grading.sandbox.run(["grade", "merge"] + folders.map { root + "/" + $0 } + ["--out", root + "/merged"])
        }
        let missing = try merge(["out-1", "out-3"])
        #expect(missing.status == 2 && missing.stderr.contains("error: shard 2/3 is missing (given: 1/3 in \(root)/out-1, 3/3 in \(root)/out-3)"), "\(missing.output)")
        let twice = try merge(["out-1", "out-2", "out-2-again", "out-3"])
        #expect(twice.status == 2 && twice.stderr.contains("error: shard 2/3 is given twice: \(root)/out-2 and \(root)/out-2-again"), "\(twice.output)")
        let mixedN = try merge(["out-1", "out-2", "out-3", "half-1"])
        #expect(mixedN.status == 2 && mixedN.stderr.contains("is shard 1/3 but \(root)/half-1 is shard 1/2"), "\(mixedN.output)")
        let withWhole = try merge(["whole", "out-1", "out-2", "out-3"])
        #expect(withWhole.status == 2 && withWhole.stderr.contains("holds a whole run"), "\(withWhole.output)")
        #expect(!FileManager.default.fileExists(atPath: root + "/merged/gradebook.csv"), "a refused merge writes nothing")
        // A shard graded after the class changed: the slices no longer add up.
        try grading.addFolder("fay")
        #expect(try Self.grade(grading, out: root + "/out-3-later", ["--shard", "3/3"]).status == 0)
        let changed = try merge(["out-1", "out-2", "out-3-later"])
        #expect(changed.status == 2 && changed.stderr.contains("cut from classes of different sizes"), "\(changed.output)")
        // The same size, another list: a folder renamed between shards (red-team review).
        try FileManager.default.removeItem(atPath: grading.submissions + "/fay")
        try FileManager.default.moveItem(atPath: grading.submissions + "/amy", toPath: grading.submissions + "/zed")
        #expect(try Self.grade(grading, out: root + "/out-3-renamed", ["--shard", "3/3"]).status == 0)
        let renamed = try merge(["out-1", "out-2", "out-3-renamed"])
        #expect(renamed.status == 2 && renamed.stderr.contains("cut from different class lists"), "\(renamed.output)")
        try FileManager.default.moveItem(atPath: grading.submissions + "/zed", toPath: grading.submissions + "/amy")
        let all = try merge(["out-3", "out-1", "out-2"])
        #expect(all.status == 0, "\(all.output)")
        #expect(try grading.csv("gradebook.csv", in: root + "/merged").dropFirst().map { $0[0] } == ["amy", "ben", "cy", "dot", "eve"])
    }
}
