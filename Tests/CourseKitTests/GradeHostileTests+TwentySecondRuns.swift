import Foundation
import Testing

@testable import CourseKit

/// The twenty-second review's attacks on grading's reruns, shards and
/// `--all`'s starters, each through the real `course` binary on real files
/// (docs/trust.md, "The twenty-second review: grading (reruns, shards,
/// starters)").
extension GradeHostileTests {
    private func put(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func strings(_ object: [String: Any], _ key: String) -> [String] { object[key] as? [String] ?? [] }

    /// An --out records what kind of run wrote it (a whole class, or shard
    /// K/N): `--shard 1/2` into a whole run's --out (which would keep the
    /// shard's slice and remove canvas.csv), a whole run into a shard's, or
    /// shard 2/2 into shard 1/2's, is refused (exit 2) and leaves it as it
    /// was; the same shard again is a rerun; `--replace` proceeds, naming
    /// the grades it drops and canvas.csv, and `--strict` counts them.
    @Test func aRunOfAnotherKindDoesNotReplaceAnOut() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        for student in ["alice", "bob", "carol", "dave"] { try grading.add(student, grading.source(.good)) }
        #expect(try grading.grade().status == 0)
        let before = try grading.read("results.json")
        #expect(FileManager.default.fileExists(atPath: grading.out + "/canvas.csv"))

        let shard = try grading.grade(["--shard", "1/2"])
        #expect(shard.status == 2, "\(shard.output)")
        #expect(shard.output.contains("holds the results of a whole-class run") && shard.output.contains("this run is shard 1/2"), "\(shard.output)")
        #expect(shard.output.contains("--replace") && shard.output.contains("\"carol\", \"dave\""), "\(shard.output)")
        #expect(try grading.read("results.json") == before)
        #expect(FileManager.default.fileExists(atPath: grading.out + "/canvas.csv"))
        #expect(FileManager.default.fileExists(atPath: grading.out + "/feedback/dave.md"))

        // Shards in their own folders: the same shard again is a rerun; another K/N or a whole run is not.
        let s1 = grading.sandbox.root + "/s1"
        #expect(try grading.grade(["--shard", "1/2"], out: s1).status == 0)
        #expect(try grading.grade(["--shard", "1/2"], out: s1).status == 0)
        let other = try grading.grade(["--shard", "2/2"], out: s1)
        #expect(other.status == 2 && other.output.contains("shard 1/2 of a grading") && other.output.contains("this run is shard 2/2"), "\(other.output)")
        let whole = try grading.grade(out: s1)
        #expect(whole.status == 2 && whole.output.contains("this run is a whole-class run"), "\(whole.output)")

        let replaced = try grading.grade(["--shard", "1/2", "--replace", "--strict"])
        #expect(replaced.status == 3, "\(replaced.output)")
        #expect(replaced.output.contains("2 student(s) graded into") && replaced.output.contains("\"carol\", \"dave\""), "\(replaced.output)")
        #expect(replaced.output.contains("canvas.csv is removed"), "\(replaced.output)")
        #expect(strings(try grading.json("unmatched.json"), "skipped").contains { $0.contains("\"carol\", \"dave\"") })
    }

    /// Section B graded into section A's --out with one id in both (an
    /// `alice` in each): the grades of the students it does not grade are
    /// not dropped without `--replace` (exit 2, naming them), whatever the
    /// overlap; a resubmission's rerun goes on; a student who left the class
    /// is dropped with `--replace`, named, and counted by `--strict`.
    @Test func aRerunDropsNoGradesWithoutReplace() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let root = grading.sandbox.root
        for student in ["alice", "bob", "carol"] { try put(root + "/A/\(student)/Counter.swift", grading.source(.good)) }
        for student in ["alice", "dave", "erin"] { try put(root + "/B/\(student)/Counter.swift", grading.source(.good)) }
        func grade(_ section: String, _ extra: [String] = []) throws -> CourseSandbox.Result {
            try grading.sandbox.run(["grade", root + "/" + section, "--lab", "01-counter", "--out", root + "/grades", "--jobs", "2", "--isolation", "none"] + extra)
        }
        #expect(try grade("A").status == 0)
        let before = try grading.read("results.json", in: root + "/grades")

        let sectionB = try grade("B")
        #expect(sectionB.status == 2, "\(sectionB.output)")
        #expect(sectionB.output.contains("holds the grades of 2 student(s) this run does not grade (\"bob\", \"carol\")"), "\(sectionB.output)")
        #expect(try grading.read("results.json", in: root + "/grades") == before)
        #expect(FileManager.default.fileExists(atPath: root + "/grades/feedback/bob.md"))

        // A resubmission graded again: the same class, nothing dropped.
        try put(root + "/A/alice/Counter.swift", grading.source(.partial))
        #expect(try grade("A").status == 0)

        // Carol left the class: refused, then dropped with --replace (named; --strict exits 3).
        try FileManager.default.removeItem(atPath: root + "/A/carol")
        let left = try grade("A")
        #expect(left.status == 2 && left.output.contains("1 student(s) this run does not grade (\"carol\")"), "\(left.output)")
        let replaced = try grade("A", ["--replace", "--strict"])
        #expect(replaced.status == 3, "\(replaced.output)")
        #expect(replaced.output.contains("1 student(s) graded into") && replaced.output.contains("\"carol\""), "\(replaced.output)")
        #expect(!FileManager.default.fileExists(atPath: root + "/grades/feedback/carol.md"))
        #expect(try grade("A").status == 0)
    }

    /// `--all`: a starter handed in with a comment added, its line ends made
    /// CRLF or its layout changed is the starter as code (not attempted: no
    /// points, no column, listed); a lab fewer than half of the class handed
    /// in work for is said, naming them, however many they are.
    @Test func aStarterWithCommentsIsNotWorkHandedIn() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let from = grading.sandbox.course + "/Labs/01-counter", to = grading.sandbox.course + "/Labs/02-twin"
        try FileManager.default.copyItem(atPath: from, toPath: to)
        let manifest = try String(contentsOfFile: to + "/lab.json", encoding: .utf8)
        try manifest.replacingOccurrences(of: "\"id\": \"01-counter\"", with: "\"id\": \"02-twin\"").write(toFile: to + "/lab.json", atomically: true, encoding: .utf8)
        for student in ["alice", "bob", "carol", "dave", "erin"] {
            try put(grading.submissions + "/\(student)/01-counter/Counter.swift", grading.source(.good))
        }
        let starter = grading.starter
        try put(grading.submissions + "/alice/02-twin/Counter.swift", "// done\n" + starter + "\n/* all of it */\n")
        try put(grading.submissions + "/bob/02-twin/Counter.swift", starter.replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(of: "    ", with: "\t"))
        func all(_ out: String) throws -> CourseSandbox.Result {
            try grading.sandbox.run(["grade", grading.submissions, "--all", "--out", out, "--jobs", "2", "--isolation", "none", "--strict"])
        }
        let first = grading.sandbox.root + "/first"
        let run = try all(first)
        #expect(run.status == 3, "\(run.output)")
        let gradebook = try grading.csv("gradebook.csv", in: first)
        #expect(gradebook.first == ["student", "01-counter", "total"], "\(gradebook)")
        #expect(strings(try grading.json("unmatched.json", in: first), "skipped").contains {
            $0.contains("2 submission(s) of 02-twin are its starter as handed out, unchanged") && $0.contains("\"alice\", \"bob\"")
        }, "\(run.output)")

        // Alice and Bob hand in work for it (two of five): graded, and said, naming both.
        try put(grading.submissions + "/alice/02-twin/Counter.swift", grading.source(.good))
        try put(grading.submissions + "/bob/02-twin/Counter.swift", grading.source(.good))
        let second = try all(grading.sandbox.root + "/second")
        #expect(second.output.contains("only 2 of 5 students handed in work for 02-twin (\"alice\", \"bob\")"), "\(second.output)")
        let both = try grading.csv("gradebook.csv", in: grading.sandbox.root + "/second")
        #expect(both.first == ["student", "01-counter", "02-twin", "total"], "\(both)")
    }
}
