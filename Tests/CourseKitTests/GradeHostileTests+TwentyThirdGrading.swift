import Foundation
import Testing

@testable import CourseKit

/// The twenty-third review's attacks on grading's reads of student files,
/// `--shard`'s numbers, refused roster matches, `--all`'s starters and an
/// unreadable --out, each through the real `course` binary on real files
/// (docs/trust.md, "The twenty-third review: grading (reads, shards,
/// refused matches, results.json)").
extension GradeHostileTests {
    private func put(_ path: String, _ data: Data) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }

    private func put(_ path: String, _ text: String) throws { try put(path, Data(text.utf8)) }

    private func strings(_ object: [String: Any], _ key: String) -> [String] { object[key] as? [String] ?? [] }

    /// `--shard` hashes the class as grading reads it (`StudentFile.read`, at
    /// most 256 KB): a student's 1.5 GB sparse file costs a shard what it
    /// costs a whole run (it was read whole, by every shard: minutes and
    /// 3 GB); the shards still merge, and the file is refused for its size.
    @Test func aShardReadsEachFileAsGradingDoes() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        for student in ["bob", "carol", "dave"] { try grading.add(student, grading.source(.good)) }
        try grading.addFolder("alice")
        let huge = grading.submissions + "/alice/Counter.swift"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 1_500_000_000) == 0)
        let root = grading.sandbox.root
        let start = Date()
        for k in 1...2 {
            let shard = try grading.grade(["--shard", "\(k)/2"], out: root + "/s\(k)")
            #expect(shard.status == 0, "\(shard.output)")
        }
        let seconds = Date().timeIntervalSince(start)
        // Grading three small submissions; reading 1.5 GB twice took minutes.
        #expect(seconds < 120, "\(seconds) s")
        let merged = try grading.sandbox.run(["grade", "merge", root + "/s1", root + "/s2", "--out", root + "/merged"])
        #expect(merged.status == 0, "\(merged.output)")
        let alice = try grading.read("feedback/alice.md", in: root + "/merged")
        #expect(alice.contains("the limit is 256 KB"), "\(alice)")
    }

    /// `--shard K/N` is parsed with bounds (N at most `Shard.maxCount`, digits
    /// only) and sliced without overflow: numbers near `Int.max` crashed with
    /// "arithmetic overflow" (exit 132); they are a usage error (exit 2). A
    /// results.json naming such a shard is refused by merge, not looped over;
    /// `--jobs` far above the class grades the class.
    @Test func aShardBeyondBoundsIsAUsageError() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        for student in ["alice", "bob"] { try grading.add(student, grading.source(.good)) }
        for shard in ["4611686018427387904/4611686018427387904", "9223372036854775807/9223372036854775807", "10001/10001", "1/99999999999999999999", "+1/2", "1/-2"] {
            let result = try grading.grade(["--shard", shard])
            #expect(result.status == 2, "\(shard): \(result.output)")
            #expect(result.output.contains("--shard takes K/N with 1 ≤ K ≤ N ≤ 10000"), "\(shard): \(result.output)")
            #expect(!result.output.contains("Fatal error") && !result.output.contains("overflow"), "\(result.output)")
        }
        #expect(Shard(index: Int.max, count: Int.max).students(of: [StudentID("a"), StudentID("b")]) == [StudentID("b")])
        #expect(Shard(index: 3, count: 2).students(of: [StudentID("a")]).isEmpty)
        let root = grading.sandbox.root
        let last = try grading.grade(["--shard", "10000/10000", "--jobs", "9223372036854775807"], out: root + "/s")
        #expect(last.status == 0, "\(last.output)")
        let results = try grading.read("results.json", in: root + "/s")
        try results.replacingOccurrences(of: "\"10000\\/10000\"", with: "\"9223372036854775807\\/9223372036854775807\"")
            .replacingOccurrences(of: "\"10000/10000\"", with: "\"9223372036854775807/9223372036854775807\"")
            .write(toFile: root + "/s/results.json", atomically: true, encoding: .utf8)
        let merge = try grading.sandbox.run(["grade", "merge", root + "/s", "--out", root + "/m"])
        #expect(merge.status == 2 && merge.output.contains("which is not K/N"), "\(merge.output)")
        let jobs = try grading.grade(["--jobs", "99999999999999999999"])
        #expect(jobs.status == 2 && jobs.output.contains("--jobs takes"), "\(jobs.output)")
    }

    /// A student whose roster match was refused is told so, and that the
    /// instructor has the details, never the row's name or ids nor another
    /// submission's id (`MatchNote`), by every route: a folder named with a
    /// classmate's student number (the row's other submission is refused
    /// too), an id on several rows (and the students of those rows), a
    /// Gradescope account typing a classmate's SID, and a look-alike of a
    /// roster key. The instructor's outputs keep the detail.
    @Test func aRefusedMatchIsToldWithoutTheRow() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let root = grading.sandbox.root
        func files(_ out: String, _ student: String) throws -> [String] {
            try ["feedback/\(student).md", "feedback/\(student).html", "gradescope/\(student)/results.json"].map { try grading.read($0, in: out) }
        }
        func run(_ name: String, roster: String, folders: [String: String], metadata: String? = nil) throws -> (String, CourseSandbox.Result) {
            let submissions = root + "/\(name)-class", out = root + "/\(name)-out"
            for (folder, text) in folders { try put(submissions + "/\(folder)/Counter.swift", text) }
            if let metadata { try put(submissions + "/submission_metadata.yml", metadata) }
            try put(root + "/\(name).csv", roster)
            let result = try grading.sandbox.run(
                ["grade", submissions, "--lab", "01-counter", "--out", out, "--roster", root + "/\(name).csv", "--jobs", "2", "--isolation", "none"])
            #expect(result.status == 0, "\(result.output)")
            return (out, result)
        }
        let good = grading.source(.good), starter = grading.starter

        // (a) A contested row: Jane hands in `jdoe3`, Mallory names hers after Jane's SIS User ID.
        let (a, aResult) = try run("a", roster: "Student,ID,SIS User ID,SIS Login ID,Section\n\"Doe, Jane\",101,S101,jdoe3,A\n", folders: ["jdoe3": good, "S101": starter])
        for text in try files(a, "S101") {
            #expect(text.contains("could not be matched to the roster") && text.contains("your instructor has the details"), "\(text)")
            #expect(!text.contains("Doe") && !text.contains("jdoe3") && !text.contains("\"101\""), "\(text)")
        }
        for text in try files(a, "jdoe3") { #expect(text.contains("could not be matched") && !text.contains("S101") && !text.contains("Doe"), "\(text)") }
        // The instructor is told the row: the terminal and summary.html.
        let aSummary = try grading.read("summary.html", in: a)
        #expect(aResult.output.contains("Doe, Jane") && aSummary.contains("Doe, Jane"), "\(aResult.output)")

        // (b) An id on several rows: Bob's Canvas ID 102 is Jane's SIS User ID.
        let (b, bResult) = try run(
            "b", roster: "Student,ID,SIS User ID,SIS Login ID,Section\n\"Doe, Jane\",101,102,jdoe3,A\n\"Stone, Bob\",102,S102,bob,A\n",
            folders: ["102": starter, "bob": good, "jdoe3": good])
        for text in try files(b, "102") {
            #expect(text.contains("matches more than one row of the roster"), "\(text)")
            for secret in ["Doe", "Stone", "jdoe3", "S102", "\"101\""] { #expect(!text.contains(secret), "\(secret): \(text)") }
        }
        for student in ["bob", "jdoe3"] {
            for text in try files(b, student) {
                #expect(text.contains("another submission also matches your roster row") && !text.contains("\"102\""), "\(text)")
            }
        }
        let bSummary = try grading.read("summary.html", in: b)
        #expect(bResult.output.contains("Stone, Bob") && bSummary.contains("Stone, Bob"), "\(bResult.output)")

        // (c) Gradescope: Mallory's account types Jane's SID.
        let metadata = "submission_1:\n  :submitters:\n  - :name: Jane Doe\n    :sid: 'S101'\n    :email: jane@uni.edu\n"
            + "submission_2:\n  :submitters:\n  - :name: Mallory Smith\n    :sid: 'S101'\n    :email: mallory@uni.edu\n"
        let (c, cResult) = try run(
            "c", roster: "First Name,Last Name,SID,Email\nJane,Doe,S101,jane@uni.edu\nMallory,Smith,S103,mallory@uni.edu\n",
            folders: ["submission_1": good, "submission_2": starter], metadata: metadata)
        for text in try files(c, "mallory@uni.edu") {
            #expect(text.contains("S101") && text.contains("you typed") && text.contains("your instructor has the details"), "\(text)")
            #expect(!text.contains("Doe") && !text.contains("jane@uni.edu"), "\(text)")
        }
        #expect(cResult.output.contains("jane@uni.edu") || cResult.output.contains("Doe, Jane"), "\(cResult.output)")
        #expect(strings(try grading.json("unmatched.json", in: c), "distrusted").contains { $0.contains("Doe, Jane") }, "\(cResult.output)")

        // (d) A look-alike of Jane's login leaves Mallory's SIS-id folder matching only through that column.
        let (d, _) = try run("d", roster: "Student,ID,SIS User ID,SIS Login ID,Section\n\"Doe, Jane\",101,S101,jdoe3,A\n", folders: ["JDoe3": good, "S101": starter])
        for text in try files(d, "S101") {
            #expect(text.contains("only through its SIS User ID") && !text.contains("Doe") && !text.contains("jdoe3"), "\(text)")
        }
    }

    /// `--all` compares a handed-in starter as the text the grader grades
    /// (`StudentFile.gradedText`): the starter saved as UTF-16 with a
    /// byte-order mark, or as Windows-1252, is not attempted, like one saved
    /// as UTF-8 with a BOM (they were graded and scored the starter's points).
    @Test func aStarterInAnotherEncodingIsNotWorkHandedIn() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let from = grading.sandbox.course + "/Labs/01-counter", to = grading.sandbox.course + "/Labs/02-twin"
        try FileManager.default.copyItem(atPath: from, toPath: to)
        let manifest = try String(contentsOfFile: to + "/lab.json", encoding: .utf8)
        try manifest.replacingOccurrences(of: "\"id\": \"01-counter\"", with: "\"id\": \"02-twin\"").write(toFile: to + "/lab.json", atomically: true, encoding: .utf8)
        // A starter with a character outside ASCII in its code (not a comment): Windows-1252 bytes are not UTF-8.
        let starter = grading.starter + "\nlet greeting = \"Café\"\n"
        try starter.write(toFile: to + "/Starter/Counter.swift", atomically: true, encoding: .utf8)
        for student in ["alice", "bob", "carol", "dave"] {
            try put(grading.submissions + "/\(student)/01-counter/Counter.swift", grading.source(.good))
        }
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(try #require(starter.data(using: .utf16LittleEndian)))
        try put(grading.submissions + "/alice/02-twin/Counter.swift", utf16)
        let cp1252 = try #require(starter.data(using: .windowsCP1252))
        #expect(String(data: cp1252, encoding: .utf8) == nil)
        try put(grading.submissions + "/bob/02-twin/Counter.swift", cp1252)
        try put(grading.submissions + "/carol/02-twin/Counter.swift", Data([0xEF, 0xBB, 0xBF]) + Data(starter.utf8))
        let out = grading.sandbox.root + "/all"
        let run = try grading.sandbox.run(["grade", grading.submissions, "--all", "--out", out, "--jobs", "2", "--isolation", "none", "--strict"])
        #expect(run.status == 3, "\(run.output)")
        let gradebook = try grading.csv("gradebook.csv", in: out)
        #expect(gradebook.first == ["student", "01-counter", "total"], "\(gradebook)")
        #expect(strings(try grading.json("unmatched.json", in: out), "skipped").contains {
            $0.contains("3 submission(s) of 02-twin are its starter as handed out") && $0.contains("\"alice\", \"bob\", \"carol\"")
        }, "\(run.output)")
    }

    /// An --out whose results.json cannot be read (emptied, cut short, not
    /// this format) is refused (exit 2, naming it and what to do), by a run
    /// and by merge, and the class's feedback stays; with `--replace` it is
    /// graded over, said, and `--strict` counts it. (Taken as empty, another
    /// section's run removed the class's feedback, exit 0.)
    @Test func anUnreadableResultsFileIsRefused() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let root = grading.sandbox.root
        for student in ["alice", "bob", "carol"] { try put(root + "/A/\(student)/Counter.swift", grading.source(.good)) }
        for student in ["dave", "erin"] { try put(root + "/B/\(student)/Counter.swift", grading.source(.good)) }
        func grade(_ section: String, _ extra: [String] = []) throws -> CourseSandbox.Result {
            try grading.sandbox.run(["grade", root + "/" + section, "--lab", "01-counter", "--out", root + "/grades", "--jobs", "2", "--isolation", "none"] + extra)
        }
        #expect(try grade("A").status == 0)
        let results = root + "/grades/results.json"
        for damaged in ["", "{\"labs\": [], \"rec", "{\"format\": 99}", "not json"] {
            try damaged.write(toFile: results, atomically: true, encoding: .utf8)
            let run = try grade("B")
            #expect(run.status == 2, "\(damaged): \(run.output)")
            #expect(run.output.contains("results.json is there but cannot be read") && run.output.contains("--replace"), "\(run.output)")
            #expect(FileManager.default.fileExists(atPath: root + "/grades/feedback/bob.md"), "\(damaged)")
            #expect(FileManager.default.fileExists(atPath: root + "/grades/gradescope/alice/results.json"), "\(damaged)")
        }
        let other = root + "/other"
        #expect(try grading.sandbox.run(["grade", root + "/B", "--lab", "01-counter", "--out", other, "--jobs", "2", "--isolation", "none"]).status == 0)
        let merge = try grading.sandbox.run(["grade", "merge", other, "--out", root + "/grades"])
        #expect(merge.status == 2 && merge.output.contains("cannot be read"), "\(merge.output)")
        #expect(FileManager.default.fileExists(atPath: root + "/grades/feedback/bob.md"))

        let replaced = try grade("B", ["--replace", "--strict"])
        #expect(replaced.status == 3, "\(replaced.output)")
        #expect(replaced.output.contains("could not be read") && replaced.output.contains("graded over it (--replace)"), "\(replaced.output)")
        #expect(strings(try grading.json("unmatched.json", in: root + "/grades"), "skipped").contains { $0.contains("could not be read") })
        #expect(!FileManager.default.fileExists(atPath: root + "/grades/feedback/bob.md"))
    }
}
