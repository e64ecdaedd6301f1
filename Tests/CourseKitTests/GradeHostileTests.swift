import Foundation
import Testing

@testable import CourseKit

/// The hostile and broken kinds GradeTests' class does not cover: unbounded
/// allocation, writing outside the scratch folder, a missing file — and the
/// LMS files checked field for field against Gradescope's and Canvas's formats.
@Suite(.serialized) struct GradeHostileTests {
    @Test func unboundedAllocationCostsOnlyThatStudent() throws {
        let grading = try GradeClass(timeLimit: 20, memoryLimitMB: 400)
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        try grading.add("hog", grading.source(.allocate))
        try grading.add("bob", grading.source(.partial))
        let (status, summary, result) = try grading.gradeJSON()
        #expect(status == 0, "\(result.output)")
        #expect(summary["graded"] as? Int == 3, "\(summary)")
        let scores = Dictionary(try grading.csv("gradebook.csv").dropFirst().map { ($0[0], $0[1]) }, uniquingKeysWith: { $1 })
        #expect(scores == ["alice": "6", "hog": "0", "bob": "3"])
        let feedback = try grading.read("feedback/hog.md")
        #expect(feedback.contains("ran out of memory (the cap is 400 MB)"), "\(feedback)")
        #expect(try grading.json("gradescope/hog/results.json")["score"] as? Double == 0)
    }

    @Test func writingOutsideTheScratchFolderTouchesNothingOfAnyoneElse() throws {
        let isolation = Isolation.detect(environment: ProcessInfo.processInfo.environment)
        guard isolation.description.contains("nothing writable outside") else {
            // Without mount namespaces nothing stops the writes; the grader says so.
            #expect(!isolation.description.isEmpty)
            return
        }
        let grading = try GradeClass(timeLimit: 20)
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        try grading.add("bob", grading.source(.partial))
        // A first run: alice's and bob's outputs and cached grades exist.
        let first = try grading.gradeJSON(["--isolation", "auto"])
        #expect(first.status == 0, "\(first.result.output)")

        let course = grading.sandbox.course
        let outsider = NSTemporaryDirectory() + "course-escape-" + UUID().uuidString
        let home = grading.sandbox.root + "/escaped-home.txt"  // the grader's $HOME is the sandbox root
        let targets = [
            grading.out + "/feedback/alice.md", grading.out + "/gradebook.csv", grading.out + "/gradescope/bob/results.json",
            grading.out + "/results.json", grading.out + "/.cache/forged.json", course + "/Labs/01-counter/lab.json",
            course + "/Labs/01-counter/Checks/CounterChecks.swift", course + "/Solutions/01-counter/Counter.swift",
            grading.submissions + "/alice/Counter.swift", home, outsider,
        ]
        func snapshot() -> [String: Data?] {
            var files: [String: Data?] = [:]
            for path in targets { files[path] = FileManager.default.contents(atPath: path) }
            for folder in [course, grading.out, grading.submissions + "/alice", grading.submissions + "/bob"] {
                for name in FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [] {
                    files[folder + "/" + name] = FileManager.default.contents(atPath: folder + "/" + name)
                }
            }
            return files
        }
        let checks = (try? FileManager.default.contentsOfDirectory(atPath: course + "/Labs/01-counter/Checks")) ?? []
        #expect(checks.contains("CounterChecks.swift"), "the fixture's Checks file: \(checks)")
        let before = snapshot()
        try grading.add("mallory", grading.escaping(targets))
        defer { try? FileManager.default.removeItem(atPath: outsider) }

        let second = try grading.gradeJSON(["--isolation", "auto"])
        #expect(second.status == 0, "\(second.result.output)")
        #expect(second.summary["graded"] as? Int == 1 && second.summary["cached"] as? Int == 2, "\(second.summary)")
        #expect(!FileManager.default.fileExists(atPath: outsider), "nothing written to /tmp")
        #expect(!FileManager.default.fileExists(atPath: home), "nothing written to $HOME")
        #expect(!FileManager.default.fileExists(atPath: grading.out + "/.cache/forged.json"))
        let after = snapshot()
        let mine = ["mallory", "gradebook.csv", "canvas.csv", "junit.xml", "summary.html", "results.json", ".cache"]
        for (path, data) in before where !mine.contains(where: { path.hasPrefix(grading.out + "/" + $0) || path.contains("/mallory") }) {
            #expect(after[path] == data, "\(path) changed")
        }
        for path in before.keys where path.hasPrefix(course) || path.hasPrefix(grading.submissions) {
            #expect(after[path] == before[path], "\(path) changed")
        }
        // The rewritten class files still say what the first run said about alice and bob.
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains(["alice", "6", "6"]) && gradebook.contains(["bob", "3", "3"]) && gradebook.contains(["mallory", "6", "6"]), "\(gradebook)")
        // And mallory's feedback says what happened.
        let feedback = try grading.read("feedback/mallory.md")
        #expect(feedback.contains("escape could not write \(course)/Labs/01-counter/lab.json: Read-only file system"), "\(feedback)")
        #expect(!feedback.contains("escape wrote"), "\(feedback)")
        #expect(try grading.read("summary.html").contains("nothing writable outside"))
    }

    @Test func aMissingFileAndTheLMSFormatsFieldForField() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        // The lab expects two files.
        let lab = grading.sandbox.course + "/Labs/01-counter"
        let manifest = try String(contentsOfFile: lab + "/lab.json", encoding: .utf8)
            .replacingOccurrences(of: "\"files\": [\"Counter.swift\"]", with: "\"files\": [\"Counter.swift\", \"Extra.swift\"]")
        try manifest.write(toFile: lab + "/lab.json", atomically: true, encoding: .utf8)
        for folder in [lab + "/Starter", grading.sandbox.course + "/Solutions/01-counter"] {
            try "// more of the lab\n".write(toFile: folder + "/Extra.swift", atomically: true, encoding: .utf8)
        }
        try grading.add("both", grading.source(.good))
        try grading.add("both", "// more of the lab\n", file: "Extra.swift")
        try grading.add("half", grading.source(.good))
        try grading.add("partial", grading.source(.partial))
        try grading.add("partial", "// more of the lab\n", file: "Extra.swift")
        let (status, _, result) = try grading.gradeJSON()
        #expect(status == 0, "\(result.output)")

        let scores = Dictionary(try grading.csv("gradebook.csv").dropFirst().map { ($0[0], $0[1]) }, uniquingKeysWith: { $1 })
        #expect(scores == ["both": "6", "half": "0", "partial": "3"], "\(result.output)")
        let half = try grading.read("feedback/half.md")
        #expect(half.contains("missing file Extra.swift (the lab grades Counter.swift, Extra.swift)"), "\(half)")
        #expect(try grading.read("feedback/half.html").contains("missing file Extra.swift"))

        // Gradescope: https://gradescope-autograders.readthedocs.io/en/latest/specs/ — exactly these
        // keys, numbers for scores, an integer execution_time, the documented enumerations.
        for student in ["both", "half", "partial"] {
            let results = try grading.json("gradescope/\(student)/results.json")
            #expect(Set(results.keys) == ["score", "execution_time", "output", "output_format", "tests"], "\(student): \(results.keys)")
            #expect(results["score"] is Double || results["score"] is Int)
            #expect((results["execution_time"] as? NSNumber).map { $0.doubleValue == $0.doubleValue.rounded() } == true)
            #expect(["text", "html", "simple_format", "md", "ansi"].contains(results["output_format"] as? String ?? ""))
            let tests = results["tests"] as? [[String: Any]] ?? []
            #expect(tests.count == 3)
            var total = 0.0
            for test in tests {
                #expect(Set(test.keys) == ["name", "score", "max_score", "status", "output", "visibility"], "\(test)")
                #expect(["passed", "failed"].contains(test["status"] as? String ?? ""), "\(test)")
                #expect(["hidden", "after_due_date", "after_published", "visible"].contains(test["visibility"] as? String ?? ""))
                let score = (test["score"] as? NSNumber)?.doubleValue ?? -1, max = (test["max_score"] as? NSNumber)?.doubleValue ?? -1
                #expect(score >= 0 && score <= max, "\(test)")
                #expect((test["status"] as? String == "passed") == (score == max), "\(test)")
                total += score
            }
            #expect((results["score"] as? NSNumber)?.doubleValue == total, "the top-level score is the sum of the tests")
        }
        #expect(try grading.json("gradescope/half/results.json")["output"] as? String ?? "" == "01-counter — Keep the badge still: 0/6 — missing file Extra.swift (the lab grades Counter.swift, Extra.swift)")

        // Canvas gradebook import: the identity columns in Canvas's order, one
        // `Title (id)` column per lab, the `    Points Possible` row (Student
        // column only, identity cells empty), then numeric scores; CRLF rows.
        let text = try grading.read("canvas.csv")
        #expect(text.hasSuffix("\r\n") && !text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas[0] == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "Keep the badge still (01-counter)"])
        #expect(canvas[1] == ["    Points Possible", "", "", "", "", "6"])
        #expect(canvas.dropFirst(2).map { $0[0] }.sorted() == ["both", "half", "partial"])
        for row in canvas {
            #expect(row.count == canvas[0].count, "\(row)")
            #expect(row.last.map { $0.isEmpty || Double($0) != nil } ?? false || row == canvas[0], "\(row)")
        }
    }

    @Test func ctrlCStopsEveryWorkerAndStudentProgramAndKeepsFinishedGrades() throws {
        let grading = try GradeClass(timeLimit: 60)
        defer { grading.remove() }
        for index in 0..<2 { try grading.add("a-good\(index)", grading.source(.good)) }
        for index in 0..<3 { try grading.add("b-loop\(index)", grading.source(.endlessLoop)) }
        // Every scratch folder under the sandbox, so every process of the run names it.
        let tmp = grading.sandbox.root + "/tmp"
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        var environment = grading.sandbox.environment
        environment["TMPDIR"] = tmp
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CourseSandbox.binary)
        process.arguments = ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--jobs", "2", "--isolation", "none"]
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: grading.sandbox.course)
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        func ours() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry in
                guard Int32(entry) != nil, entry != String(process.processIdentifier),
                    let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"), !data.isEmpty
                else { return nil }
                let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
                return line.contains(grading.sandbox.root) ? "\(entry): \(line)" : nil
            }
        }
        let cache = grading.out + "/.cache"
        func cached() -> Int { ((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.count }
        let deadline = Date().addingTimeInterval(180)
        // Wait for both good grades and two endless student programs running.
        while Date() < deadline, process.isRunning, cached() < 2 || ours().filter({ $0.contains("/lab ") }).count < 2 {
            Thread.sleep(forTimeInterval: 0.1)
        }
        let before = ours()
        #expect(before.contains { $0.contains("/lab ") }, "student programs were running: \(before)")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 130, "\(message)")
        #expect(message.contains("interrupted"), "\(message)")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(ours().isEmpty, "orphans left: \(ours())")
        for line in ours() { if let pid = Int32(line.prefix { $0 != ":" }) { kill(pid, SIGKILL) } }
        #expect(cached() == 2, "the finished grades stay cached")
        #expect(!FileManager.default.fileExists(atPath: grading.out + "/gradebook.csv"))
    }

    /// A worker killed for taking too long takes everything it started with it,
    /// even a program that left the worker's process group (`setsid`): in a
    /// PID namespace the worker is its first process; without one (`--isolation
    /// none`) the worker's process tree is stopped and killed.
    @Test(arguments: [true, false]) func aTimedOutWorkerTakesItsStudentProgramsWithIt(isolated: Bool) throws {
        let detected = Isolation.detect(environment: ProcessInfo.processInfo.environment)
        if isolated, !detected.pid {
            #expect(!detected.description.contains("PID"))
            return
        }
        let scratch = try Files.temporaryDirectory(prefix: "course-grade-timeout-test")
        defer { Files.remove(scratch) }
        // A "worker" that starts an escaping program (own session), then hangs.
        let script = #"setsid sh -c 'sleep 2; touch "$1/survived"' sh "$1" & touch "$1/started"; sleep 100"#
        let (executable, arguments) = isolated
            ? detected.wrap("/bin/sh", ["-c", script, "worker", scratch], writable: scratch)
            : ("/bin/sh", ["-c", script, "worker", scratch])
        var worker = Subprocess(executable: executable, arguments: arguments, environment: ["PATH": "/usr/bin:/bin"])
        worker.timeLimit = 1
        worker.ownProcessGroup = true
        let result = try worker.run()
        #expect(result.timedOut)
        #expect(Files.exists(scratch + "/started"), "\(String(decoding: result.stderr, as: UTF8.self))")
        Thread.sleep(forTimeInterval: 2.5)
        #expect(!Files.exists(scratch + "/survived"), "the escaped program outlived its timed-out worker")
    }

    /// Behind the read-only walls workers compile against a module cache the
    /// grader warmed once; a submission importing a module that cache lacks
    /// still compiles (its worker retries with a private cache) and cannot
    /// add anything to the shared one.
    @Test func aModuleTheWarmCacheLacksStillCompilesAndStaysPrivate() throws {
        let isolation = Isolation.detect(environment: ProcessInfo.processInfo.environment)
        guard isolation.mount != nil else { return }
        let grading = try GradeClass(timeLimit: 20)
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        try grading.add("bob", "import _Builtin_float\n" + grading.source(.good))
        let (status, summary, result) = try grading.gradeJSON(["--isolation", "auto"])
        #expect(status == 0, "\(result.output)")
        #expect((summary["isolation"] as? String ?? "").contains("nothing writable outside"), "\(summary)")
        let scores = Dictionary(try grading.csv("gradebook.csv").dropFirst().map { ($0[0], $0[1]) }, uniquingKeysWith: { $1 })
        let feedback = (try? grading.read("feedback/bob.md")) ?? ""
        #expect(scores == ["alice": "6", "bob": "6"], "\(feedback)")
        let shared = (FileManager.default.enumerator(atPath: CourseSandbox.sharedCache)?.allObjects as? [String] ?? [])
            .filter { $0.hasPrefix("grade-modules-") }
        #expect(shared.contains { $0.hasSuffix(".pcm") }, "the grader warmed a shared module cache")
        #expect(!shared.contains { $0.contains("_Builtin_float") }, "\(shared)")
    }
}
