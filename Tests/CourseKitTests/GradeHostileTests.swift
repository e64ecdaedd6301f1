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
        #expect(feedback.contains("ran out of memory (the cap is 400 MB for the whole program)"), "\(feedback)")
        #expect(try grading.json("gradescope/hog/results.json")["score"] as? Double == 0)
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
            try "// more of the lab\nenum Extra {}\n".write(toFile: folder + "/Extra.swift", atomically: true, encoding: .utf8)
        }
        try grading.add("both", grading.source(.good))
        try grading.add("both", "// more of the lab\nenum Extra {}\n", file: "Extra.swift")
        try grading.add("half", grading.source(.good))
        try grading.add("partial", grading.source(.partial))
        try grading.add("partial", "// more of the lab\nenum Extra {}\n", file: "Extra.swift")
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
        while Date() < deadline, process.isRunning, cached() < 2 || ours().filter(GradeLimitsTests.Background.isStudentProgram).count < 2 {
            Thread.sleep(forTimeInterval: 0.1)
        }
        let before = ours()
        #expect(before.contains(where: GradeLimitsTests.Background.isStudentProgram), "student programs were running: \(before)")
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
}
