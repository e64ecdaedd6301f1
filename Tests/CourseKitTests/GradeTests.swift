import Foundation
import FoundationXML
import Testing

/// `course grade` through the real binary on a generated class: every output
/// file parsed and checked, the cache, resuming after a kill, shards + merge,
/// the LMS layout with a roster, and `course autograde --gradescope`.
@Suite(.serialized) struct GradeTests {
    @Test func aHostileClassGradesToTheRightScoresInEveryFormat() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let kinds: [(String, GradeClass.Kind)] = [
            ("alice", .good), ("bob", .partial), ("carol", .compileError), ("dave", .crash), ("erin", .endlessLoop),
            ("frank", .fakePass), ("gina", .flood), ("hank", .exitEarly),
        ]
        for (student, kind) in kinds { try grading.add(student, grading.source(kind)) }
        try grading.addFolder("ivy")  // empty folder
        try grading.add("jack", "import SwiftUI\n\u{0}\u{FF}garbage")
        try Data([0x69, 0x6D, 0xFF, 0xFE, 0x00, 0x01]).write(to: URL(fileURLWithPath: grading.submissions + "/jack/Counter.swift"))
        try grading.add("zoë <b>", grading.source(.good), file: "My Counter.swift")

        let (status, summary, result) = try grading.gradeJSON()
        #expect(status == 0, "\(result.output)")
        #expect(summary["graded"] as? Int == 11 && summary["cached"] as? Int == 0, "\(summary)")

        // gradebook.csv
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.first == ["student", "01-counter", "total"])
        let scores = Dictionary(gradebook.dropFirst().map { ($0[0], $0[1]) }, uniquingKeysWith: { $1 })
        #expect(scores == [
            "alice": "6", "bob": "3", "carol": "0", "dave": "0", "erin": "0", "frank": "0", "gina": "0", "hank": "0",
            "ivy": "0", "jack": "0", "zoë <b>": "6",
        ])
        #expect(gradebook.dropFirst().allSatisfy { $0.count == 3 && $0[1] == $0[2] })

        // the reason for each, in results.json and the feedback
        let report = try grading.json("results.json")
        let records = report["records"] as? [[String: Any]] ?? []
        func problem(_ student: String) -> String {
            let verdict = records.first { $0["student"] as? String == student }?["verdict"] as? [String: Any]
            return verdict?["problem"] as? String ?? ""
        }
        #expect(problem("dave").contains("crashed with SIGILL"))
        #expect(problem("erin").contains("timed out"))
        #expect(problem("gina").contains("output flood"))
        // hank calls exit(0), frank writes fake results to every file descriptor:
        // the source policy refuses both (SubmissionTests runs them in a lab that allows it).
        #expect(problem("hank").contains("source policy: c-library"), "\(problem("hank"))")
        #expect(problem("frank").contains("source policy"), "\(problem("frank"))")
        #expect(problem("ivy").contains("no files submitted"))
        #expect(problem("jack").contains("not UTF-8"))
        #expect(!problem("jack").contains("/tmp/"), "scratch paths must not leak: \(problem("jack"))")
        #expect(try grading.read("feedback/carol.md").contains("Counter.swift:19:"))
        #expect(try grading.read("feedback/carol.md").contains("### Compiler output"))
        #expect(try grading.read("feedback/frank.md").contains("### Source policy"))
        let bobFeedback = try grading.read("feedback/bob.md")
        #expect(bobFeedback.contains("| badge-skipped | Badge | 3 | ≤ 1 ✗ | 2 × \\`@self\\` changed because \\`onTap\\` is a closure<br>"), "\(bobFeedback)")
        #expect(bobFeedback.contains("| badge-skipped | CounterView | 3 | 3 |  |"), "\(bobFeedback)")
        #expect(try grading.read("feedback/bob.html").contains("2 × `@self` changed because `onTap` is a closure"))
        #expect(try grading.read("feedback/zoë <b>.md").contains("My Counter.swift was graded as Counter.swift"))

        // canvas.csv
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas[0] == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "Keep the badge still (01-counter)"])
        #expect(canvas[1] == ["    Points Possible", "", "", "", "", "6"])
        // A folder name is the student's choice: no id column Canvas would read (the twentieth review).
        #expect(canvas.contains(["bob", "", "", "", "", "3"]))
        #expect(canvas.count == 13)

        // gradescope/<student>/results.json
        let bob = try grading.json("gradescope/bob/results.json")
        #expect(bob["score"] as? Double == 3)
        #expect(bob["execution_time"] is Int)
        #expect(bob["output"] is String)
        let tests = bob["tests"] as? [[String: Any]] ?? []
        #expect(tests.count == 3)
        for test in tests {
            #expect(Set(test.keys).isSuperset(of: ["name", "score", "max_score", "status", "output", "visibility"]), "\(test)")
            #expect(["passed", "failed"].contains(test["status"] as? String ?? ""))
        }
        #expect(tests.first { ($0["name"] as? String ?? "").hasPrefix("badge-skipped") }?["output"] as? String == "Badge.body ran 3 times; expected ≤ 1: 2 × `@self` changed because `onTap` is a closure; 1 × new identity (inside a new CounterView: first mount)")
        #expect(try grading.json("gradescope/frank/results.json")["score"] as? Double == 0, "forging earns nothing")

        // junit.xml
        let junit = try XMLDocument(data: Data(contentsOf: URL(fileURLWithPath: grading.out + "/junit.xml")))
        let suites = try junit.nodes(forXPath: "/testsuites/testsuite") as? [XMLElement] ?? []
        #expect(suites.count == 11)
        let carolSuite = suites.first { $0.attribute(forName: "name")?.stringValue == "carol/01-counter" }
        #expect(carolSuite?.attribute(forName: "errors")?.stringValue == "3")
        let bobFailures = try junit.nodes(forXPath: "//testsuite[@name='bob/01-counter']/testcase/failure")
        #expect(bobFailures.count == 1)

        // HTML: self-contained and escaped
        let page = try grading.read("feedback/zoë <b>.html")
        #expect(page.contains("Feedback for zoë &lt;b&gt;") && !page.contains("zoë <b>"))
        #expect(!page.contains("<script") && !page.contains("<link") && !page.contains("src="))
        let summaryPage = try grading.read("summary.html")
        #expect(summaryPage.contains("<svg") && summaryPage.contains("Pass rate per check") && summaryPage.contains("timed out"))

        // Unchanged: nothing regraded. One file changed: one regraded.
        let again = try grading.gradeJSON()
        #expect(again.summary["graded"] as? Int == 0 && again.summary["cached"] as? Int == 11, "\(again.summary)")
        try grading.add("bob", grading.source(.good))
        let changed = try grading.gradeJSON()
        #expect(changed.summary["graded"] as? Int == 1 && changed.summary["cached"] as? Int == 10, "\(changed.summary)")
        #expect(try grading.csv("gradebook.csv").contains(["bob", "6", "6"]))
    }
}

@Suite(.serialized) struct GradeRunTests {
    @Test func aRunKilledHalfWayResumesWithoutLosingAGrade() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        for (index, kind) in [GradeClass.Kind.good, .partial, .compileError, .good, .partial, .good].enumerated() {
            try grading.add("s\(index)", grading.source(kind))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CourseSandbox.binary)
        process.arguments = ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--jobs", "1", "--isolation", "none"]
        process.environment = grading.sandbox.environment
        process.currentDirectoryURL = URL(fileURLWithPath: grading.sandbox.course)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let cache = grading.out + "/.cache"
        let deadline = Date().addingTimeInterval(120)
        func finished() -> Int { ((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.count }
        while finished() < 2, Date() < deadline, process.isRunning { Thread.sleep(forTimeInterval: 0.05) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let done = finished()
        #expect(done >= 2 && done < 6, "killed after \(done) grades")
        #expect(!FileManager.default.fileExists(atPath: grading.out + "/gradebook.csv"), "the run was killed before writing outputs")

        let resumed = try grading.gradeJSON()
        #expect(resumed.status == 0, "\(resumed.result.output)")
        #expect(resumed.summary["cached"] as? Int == done, "\(resumed.summary)")
        #expect(resumed.summary["graded"] as? Int == 6 - done)
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.dropFirst().map { $0[1] } == ["6", "3", "0", "6", "3", "6"])
    }

    @Test func shardsMergedEqualAFullRun() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        for (student, kind) in [("amy", GradeClass.Kind.good), ("ben", .partial), ("cy", .compileError), ("dot", .good), ("eve", .partial)] {
            try grading.add(student, grading.source(kind))
        }
        let root = grading.sandbox.root
        let shared = ["--cache", root + "/grade-cache"]
        let first = try grading.gradeJSON(shared + ["--shard", "1/2"], out: root + "/shard1")
        let second = try grading.gradeJSON(shared + ["--shard", "2/2"], out: root + "/shard2")
        #expect(first.status == 0 && second.status == 0, "\(first.result.output)\(second.result.output)")
        #expect(first.summary["students"] as? Int == 2 && second.summary["students"] as? Int == 3, "\(first.summary) \(second.summary)")
        #expect(try grading.csv("gradebook.csv", in: root + "/shard1").dropFirst().map { $0[0] } == ["amy", "ben"])

        let full = try grading.gradeJSON(shared, out: root + "/full")
        #expect(full.summary["graded"] as? Int == 0 && full.summary["cached"] as? Int == 5, "shards share the cache: \(full.summary)")
        let merge = try grading.sandbox.run(["grade", "merge", root + "/shard1", root + "/shard2", "--out", root + "/merged"])
        #expect(merge.status == 0, "\(merge.output)")
        for file in ["gradebook.csv", "canvas.csv", "junit.xml", "summary.html", "feedback/ben.md", "gradescope/cy/results.json"] {
            #expect(try grading.read(file, in: root + "/merged") == grading.read(file, in: root + "/full"), "\(file) differs")
        }
        #expect(try grading.gradeJSON(shared + ["--force"], out: root + "/full").summary["graded"] as? Int == 5)
    }

    @Test func lmsFlatFilesWithARoster() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let files = [
            "smithjane_1001_5001_Counter.swift": grading.starter,  // resubmitted below
            "smithjane_1001_5107_Counter-1.swift": grading.source(.good),
            "doejohn_LATE_1002_5002_Counter.swift": grading.source(.partial),
            "lee_1004_5003_Helpers.swift": "// not a lab file\n",
        ]
        for (name, text) in files { try text.write(toFile: grading.submissions + "/" + name, atomically: true, encoding: .utf8) }
        let roster = grading.sandbox.root + "/roster.csv"
        try """
            Student,ID,SIS User ID,SIS Login ID,Section
                Points Possible,,,,
            "Smith, Jane",1001,S-1,jsmith,Lab A
            "Doe, John",1002,S-2,jdoe,Lab B
            "Park, Min",1003,S-3,mpark,Lab A
            """.write(toFile: roster, atomically: true, encoding: .utf8)
        let result = try grading.grade(["--roster", roster])
        #expect(result.status == 0, "\(result.output)")
        let gradebook = try grading.csv("gradebook.csv")
        // doejohn's file is marked LATE, so the gradebook has a late column.
        #expect(gradebook.contains(["1001", "6", "6", ""]), "\(gradebook)")
        #expect(gradebook.contains(["1002", "3", "3", "01-counter"]))
        #expect(gradebook.contains(["1004", "0", "0", ""]))
        #expect(gradebook.contains(["mpark", "", "", ""]), "a roster student with no submission: empty cells")
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains(["Smith, Jane", "1001", "S-1", "jsmith", "Lab A", "6"]), "\(canvas)")
        #expect(canvas.contains(["Doe, John", "1002", "S-2", "jdoe", "Lab B", "3"]))
        #expect(canvas.contains(["Park, Min", "1003", "S-3", "mpark", "Lab A", ""]))
        let feedback = try grading.read("feedback/1001.md")
        #expect(feedback.contains("graded submission 5107"), "\(feedback)")
        #expect(try grading.read("feedback/1004.md").contains("was graded as Counter.swift"))
        // LMS files need --lab; a bad roster is a usage error.
        #expect(try grading.sandbox.run(["grade", grading.submissions, "--all", "--out", grading.out]).status == 2)
        try "nothing,here\n1,2\n".write(toFile: roster, atomically: true, encoding: .utf8)
        let bad = try grading.grade(["--roster", roster])
        #expect(bad.status == 2 && bad.stderr.contains("roster.csv"), "\(bad.output)")
    }

    @Test func autogradeWritesGradescopeResults() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let submission = grading.sandbox.root + "/autograder/submission/project"
        try FileManager.default.createDirectory(atPath: submission, withIntermediateDirectories: true)
        try grading.source(.partial).write(toFile: submission + "/Counter.swift", atomically: true, encoding: .utf8)
        let results = grading.sandbox.root + "/autograder/results/results.json"
        let run = try grading.sandbox.run([
            "autograde", "--gradescope", "--submission", grading.sandbox.root + "/autograder/submission", "--results", results, "--isolation", "none",
        ])
        #expect(run.status == 0, "\(run.output)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results))) as? [String: Any] ?? [:]
        #expect(object["score"] as? Double == 3)
        #expect((object["tests"] as? [[String: Any]])?.count == 3)
    }

    /// With more than one lab, the lab is the assignment's (`--lab`), never
    /// guessed from the files a student hands in: another lab's files would
    /// be graded as that lab (red-team review).
    @Test func autogradeNeedsTheLabWhenTheCourseHasSeveral() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let labs = grading.sandbox.course + "/Labs"
        try FileManager.default.copyItem(atPath: labs + "/01-counter", toPath: labs + "/02-other")
        try Self.setID(labs + "/02-other/lab.json", "02-other")
        let submission = grading.sandbox.root + "/autograder/submission"
        try FileManager.default.createDirectory(atPath: submission, withIntermediateDirectories: true)
        try grading.source(.good).write(toFile: submission + "/Counter.swift", atomically: true, encoding: .utf8)
        let results = grading.sandbox.root + "/results.json"
        let run = try grading.sandbox.run(["autograde", "--gradescope", "--submission", submission, "--results", results, "--isolation", "none"])
        #expect(run.status == 2 && run.stderr.contains("pass --lab ID") && run.stderr.contains("01-counter, 02-other"), "\(run.output)")
        #expect(!FileManager.default.fileExists(atPath: results))
    }

    static func setID(_ manifest: String, _ id: String) throws {
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifest))) as? [String: Any] ?? [:]
        object["id"] = id
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: manifest))
    }

    @Test func usageErrorsExitTwo() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        for arguments in [
            ["grade"], ["grade", grading.submissions, "--lab", "01-counter"], ["grade", grading.submissions, "--out", grading.out],
            ["grade", grading.submissions, "--lab", "nope", "--out", grading.out], ["grade", grading.submissions + "/missing", "--all", "--out", grading.out],
            ["grade", grading.submissions, "--all", "--out", grading.out, "--shard", "3/2"], ["grade", "merge", "--out", grading.out],
            ["autograde"],
        ] {
            let result = try grading.sandbox.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.output)")
            #expect(result.stderr.contains("error:"), "\(arguments): \(result.output)")
        }
        #expect(try grading.sandbox.run(["grade", "--help"]).stdout.contains("Exit codes"))
    }
}
