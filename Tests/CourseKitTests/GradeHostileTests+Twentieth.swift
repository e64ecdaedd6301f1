import Foundation
import Testing

@testable import CourseKit

/// The twentieth review's attacks on grading (outputs, merge, discovery),
/// each through the real `course` binary on real files (docs/trust.md, "The
/// twentieth review: grading (outputs, merge, discovery)").
extension GradeHostileTests {
    private func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func list(_ object: [String: Any], _ key: String) -> [String] { object[key] as? [String] ?? [] }

    /// A second lab in the sandbox's course: the fixture lab under another id.
    private func addTwinLab(_ grading: GradeClass) throws {
        let from = grading.sandbox.course + "/Labs/01-counter", to = grading.sandbox.course + "/Labs/02-twin"
        try FileManager.default.copyItem(atPath: from, toPath: to)
        let manifest = try String(contentsOfFile: to + "/lab.json", encoding: .utf8)
        try manifest.replacingOccurrences(of: "\"id\": \"01-counter\"", with: "\"id\": \"02-twin\"")
            .write(toFile: to + "/lab.json", atomically: true, encoding: .utf8)
    }

    /// `--all` and `merge` follow `grade`'s --out rule: an --out holding
    /// grades of a lab this run writes none of is refused (exit 2), judged by
    /// the labs found (an `--all` run that finds only lab 02 may not replace
    /// lab 01's grades); and merge's --out may not be one of its inputs.
    @Test func allAndMergeDoNotReplaceAnotherLabsResults() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try addTwinLab(grading)
        let root = grading.sandbox.root
        try write(root + "/week1/alice/01-counter/Counter.swift", grading.source(.good))
        try write(root + "/week2/dave/02-twin/Counter.swift", grading.source(.good))
        func grade(_ folder: String, _ out: String) throws -> CourseSandbox.Result {
            try grading.sandbox.run(["grade", root + "/" + folder, "--all", "--out", root + "/" + out, "--jobs", "2", "--isolation", "none"])
        }
        #expect(try grade("week1", "grades").status == 0)
        let before = try grading.read("results.json", in: root + "/grades")

        let all = try grade("week2", "grades")
        #expect(all.status == 2 && all.output.contains("holds the results of lab(s) 01-counter"), "\(all.output)")
        #expect(try grading.read("results.json", in: root + "/grades") == before)
        #expect(FileManager.default.fileExists(atPath: root + "/grades/feedback/alice.md"))

        #expect(try grade("week2", "week2-grades").status == 0)
        let merge = try grading.sandbox.run(["grade", "merge", root + "/week2-grades", "--out", root + "/grades"])
        #expect(merge.status == 2 && merge.output.contains("holds the results of lab(s) 01-counter"), "\(merge.output)")
        #expect(try grading.read("results.json", in: root + "/grades") == before)

        let week2 = try grading.read("results.json", in: root + "/week2-grades")
        let into = try grading.sandbox.run(["grade", "merge", root + "/week2-grades", "--out", root + "/./week2-grades"])
        #expect(into.status == 2 && into.output.contains("is one of the folders to merge"), "\(into.output)")
        #expect(try grading.read("results.json", in: root + "/week2-grades") == week2)

        // Both labs' results merge into a new folder, and a run of both may replace them.
        #expect(try grading.sandbox.run(["grade", "merge", root + "/grades", root + "/week2-grades", "--out", root + "/both"]).status == 0)
    }

    /// A second section of the same lab graded into the first's --out (none
    /// of its students graded there before) is refused, for `grade` and
    /// `merge`, leaving the first class's gradebook as it was; `--replace`
    /// replaces it and names whose grades went.
    @Test func anotherClassOfTheSameLabIsNotGradedOverTheFirst() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let root = grading.sandbox.root
        for student in ["alice", "bob"] { try write(root + "/sectionA/\(student)/Counter.swift", grading.source(.good)) }
        for student in ["carol", "dave"] { try write(root + "/sectionB/\(student)/Counter.swift", grading.source(.good)) }
        func grade(_ section: String, _ out: String, _ extra: [String] = []) throws -> CourseSandbox.Result {
            try grading.sandbox.run(["grade", root + "/" + section, "--lab", "01-counter", "--out", root + "/" + out, "--jobs", "2", "--isolation", "none"] + extra)
        }
        #expect(try grade("sectionA", "grades").status == 0)
        let before = try grading.read("results.json", in: root + "/grades")

        let second = try grade("sectionB", "grades")
        #expect(second.status == 2 && second.output.contains("holds the grades of 2 other student(s) (\"alice\", \"bob\")"), "\(second.output)")
        #expect(try grading.read("results.json", in: root + "/grades") == before)
        #expect(FileManager.default.fileExists(atPath: root + "/grades/feedback/alice.md"))

        #expect(try grade("sectionB", "b1", ["--shard", "1/2"]).status == 0)
        #expect(try grade("sectionB", "b2", ["--shard", "2/2"]).status == 0)
        let merge = try grading.sandbox.run(["grade", "merge", root + "/b1", root + "/b2", "--out", root + "/grades"])
        #expect(merge.status == 2 && merge.output.contains("none of this run's"), "\(merge.output)")
        #expect(try grading.read("results.json", in: root + "/grades") == before)

        let replaced = try grade("sectionB", "grades", ["--replace"])
        #expect(replaced.status == 0, "\(replaced.output)")
        #expect(replaced.output.contains("2 student(s) graded into") && replaced.output.contains("\"alice\", \"bob\""), "\(replaced.output)")
        #expect(!FileManager.default.fileExists(atPath: root + "/grades/feedback/alice.md"))
        #expect(FileManager.default.fileExists(atPath: root + "/grades/feedback/carol.md"))
    }

    /// merge does not read a shard a `course grade` run is still writing
    /// (exit 2 naming its pid), nor shards of two gradings of one class (a
    /// submission changed between them).
    @Test func mergeRefusesAShardBeingWrittenOrOfAnotherGrading() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        try grading.add("bob", grading.source(.good))
        let (s1, s2) = (grading.sandbox.root + "/s1", grading.sandbox.root + "/s2")
        #expect(try grading.grade(["--shard", "1/2"], out: s1).status == 0)
        #expect(try grading.grade(["--shard", "2/2"], out: s2).status == 0)
        let merged = grading.sandbox.root + "/merged"

        // A run writing s2 holds its lock (here: this test process).
        let fd = open(s2 + "/" + OutputFolder.lockFile, O_RDWR)
        #expect(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
        let busy = try grading.sandbox.run(["grade", "merge", s1, s2, "--out", merged])
        close(fd)
        #expect(busy.status == 2 && busy.output.contains("is being written by a `course grade` run"), "\(busy.output)")
        #expect(!FileManager.default.fileExists(atPath: merged + "/results.json"))
        #expect(try grading.sandbox.run(["grade", "merge", s1, s2, "--out", merged]).status == 0)

        // Alice (shard 1) resubmits and only shard 1 is graded again: not one grading.
        try grading.add("alice", grading.source(.partial))
        #expect(try grading.grade(["--shard", "1/2"], out: s1).status == 0)
        let stale = try grading.sandbox.run(["grade", "merge", s1, s2, "--out", grading.sandbox.root + "/merged2"])
        #expect(stale.status == 2 && stale.output.contains("different contents of the class"), "\(stale.output)")
    }

    /// `--out LINK/../grades`, LINK a student's folder: the kernel reads it
    /// as SUBMISSIONS/grades, and so does the check (exit 2, nothing made).
    @Test func anOutThroughALinkAndDotDotIsInsideSubmissions() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        let link = grading.sandbox.root + "/here"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: grading.submissions + "/alice")
        let result = try grading.grade(out: link + "/../grades")
        #expect(result.status == 2 && result.output.contains("is inside the submissions folder"), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: grading.submissions + "/grades"))
    }

    /// Canvas files whose chosen part names a classmate's user id: the
    /// classmate's feedback gets one note, the same however many files,
    /// quoting neither the chosen text nor the ids read from it; and the
    /// class-wide lists stay bounded whatever the count.
    @Test func aCanvasNameNamingAClassmateIsNotQuotedToThemAndListsAreCapped() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try write(grading.submissions + "/smithbob_1002_70002_Counter.swift", grading.source(.good))
        try write(grading.submissions + "/jonesmallory_1003_70003_Counter.swift", grading.source(.good))
        let chosen = "NOTICE-from-your-instructor-this-submission-was-flagged"
        for index in 0..<150 {
            try write(grading.submissions + "/jonesmallory_1003_\(80000 + index)_1002_\(index)_\(chosen).swift", "// \(index)\n")
        }
        let result = try grading.grade(["--strict"])
        #expect(result.status == 3, "\(result.output)")
        let bob = try grading.read("feedback/1002.md")
        #expect(!bob.contains("NOTICE") && !bob.contains("flagged"), "\(bob)")
        #expect(bob.components(separatedBy: "read both as yours and as another student's").count == 2 && !bob.contains("80001"),
            "one note, naming no id read from the names: \(bob)")
        // Less the one line a folder in Canvas's layout always gets (the twenty-sixth review), said after the capped list.
        let skipped = list(try grading.json("unmatched.json"), "skipped").filter { !$0.contains("cannot be verified from a folder") }
        #expect(skipped.count <= SubmissionDiscovery.maxListed + 1 && skipped.last?.contains("140 more LMS files refused") == true, "\(skipped.count)")
        let warnings = list(try grading.json("results.json"), "warnings").filter { !$0.contains("cannot be verified from a folder") }
        #expect(warnings.count <= SubmissionDiscovery.maxListed + 1, "\(warnings.count)")
        #expect(result.output.utf8.count < 40_000, "\(result.output.utf8.count) bytes on the terminal")
        #expect(try grading.read("summary.html").utf8.count < 60_000)
    }

    /// A class folder zipped by macOS's Finder: `__MACOSX/` and top-level
    /// AppleDouble `._*` files are listed as skipped, never a student, so
    /// no phantom row and no stranger that distrusts the roster's matches.
    @Test func macOSArchiveLitterIsNotAStudent() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        try grading.add("bob", grading.source(.good))
        try write(grading.submissions + "/__MACOSX/alice/._Counter.swift", "\0\u{5}\u{16}\u{7}")
        try write(grading.submissions + "/._alice", "\0\u{5}\u{16}\u{7}")
        let roster = grading.sandbox.root + "/roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section\n\"Smith, Alice\",1001,S1001,alice,A\n\"Stone, Bob\",1002,S1002,bob,A\n"
            .write(toFile: roster, atomically: true, encoding: .utf8)
        let result = try grading.grade(["--strict", "--roster", roster])
        #expect(result.status == 3, "\(result.output)")
        #expect(!(try grading.csv("gradebook.csv")).contains { $0.first == "__MACOSX" })
        #expect(!FileManager.default.fileExists(atPath: grading.out + "/feedback/__MACOSX.md"))
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains(["Smith, Alice", "1001", "S1001", "alice", "A", "6"]), "\(canvas)")
        let unmatched = try grading.json("unmatched.json")
        let skipped = list(unmatched, "skipped")
        #expect(skipped.contains { $0.contains("\"__MACOSX\"/") } && skipped.contains { $0.contains("AppleDouble") && $0.contains("._alice") }, "\(skipped)")
        #expect(list(unmatched, "distrusted").isEmpty && list(unmatched, "submissionsNotInRoster").isEmpty, "\(unmatched)")
    }

    /// Two entries of one name in a zip are refused (named), never run
    /// together; entries whose mode has no file type are read as files, and said.
    @Test func zipDuplicateAndUntypedEntriesAreNeverSilent() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip") else {
            print("skipped: this machine has no /usr/bin/unzip")
            return
        }
        let grading = try GradeClass()
        defer { grading.remove() }
        let good = Data(grading.source(.good).utf8), starter = Data(grading.starter.utf8)
        try FileManager.default.createDirectory(atPath: grading.submissions + "/twice", withIntermediateDirectories: true)
        try StoredZip.make([("Counter.swift", starter, StoredZip.regular), ("Counter.swift", good, StoredZip.regular)])
            .write(to: URL(fileURLWithPath: grading.submissions + "/twice/sub.zip"))
        try FileManager.default.createDirectory(atPath: grading.submissions + "/untyped", withIntermediateDirectories: true)
        try StoredZip.make([("Project/", Data(), 0), ("Project/Counter.swift", good, 0o600 << 16)])
            .write(to: URL(fileURLWithPath: grading.submissions + "/untyped/a.zip"))
        let result = try grading.grade()
        #expect(result.status == 0, "\(result.output)")
        let twice = try grading.read("feedback/twice.md").replacingOccurrences(of: "\\_", with: "_")
        #expect(twice.contains("holds the entry \"Counter.swift\" twice") && !twice.contains("does not compile"), "\(twice)")
        let untyped = try grading.read("feedback/untyped.md").replacingOccurrences(of: "\\_", with: "_")
        #expect(untyped.contains("no file type") && untyped.contains("read as a regular file"), "\(untyped)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains { $0.first == "untyped" && $0.contains("6") }, "\(gradebook)")
    }

    /// A Moodle participant who handed in only online text gets a record
    /// whose feedback says so, and is listed (`--strict` exits 3); one who
    /// also handed in files has the online text as Moodle's companion.
    @Test func moodleOnlineTextOnlyIsRecordedAndListed() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("Alice Smith_4101_assignsubmission_file_", grading.source(.good))
        try grading.add("Alice Smith_4101_assignsubmission_onlinetext_", "<p>see my file</p>", file: "onlinetext.html")
        try grading.add("Bob Stone_4102_assignsubmission_onlinetext_", "<pre>" + grading.source(.good) + "</pre>", file: "onlinetext.html")
        let result = try grading.grade(["--strict"])
        #expect(result.status == 3, "\(result.output)")
        #expect(result.output.contains("4102") && result.output.contains("online text"), "\(result.output)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains { $0.first == "4101" } && gradebook.contains { $0.first == "4102" }, "\(gradebook)")
        let bob = try grading.read("feedback/4102.md")
        #expect(bob.contains("you handed in online text"), "\(bob)")
        let unmatched = try grading.json("unmatched.json")
        #expect(list(unmatched, "skipped").contains { $0.contains("\"4102\"") && $0.contains("online text only") }, "\(unmatched)")
        #expect(list(unmatched, "ignored").contains { $0.contains("Alice Smith_4101_assignsubmission_onlinetext_") }, "\(unmatched)")
    }

    /// A check that hits its time limit in the first round does not end the
    /// seed rounds: a check that drew still runs with every seed, and fails
    /// on the one that fails it (a student could otherwise loop in a check
    /// they fail anyway and keep every drawn check's first-seed pass).
    @Test func aCheckThatTimesOutDoesNotSpareTheOthersTheirSeeds() throws {
        let sandbox = try CourseSandbox(timeLimit: 2)
        defer { sandbox.remove() }
        try sandbox.startLab()
        try sandbox.writeStudentFile(try sandbox.solution())
        let checksFile = sandbox.course + "/Labs/01-counter/Checks/CounterChecks.swift"
        let course = try Course.load(root: sandbox.course)
        var seeds: [UInt64] = []
        for nonce in 0..<10_000 {
            try write(checksFile, """
                import SwiftUI
                @testable import StudentCode

                // nonce \(nonce)
                @MainActor func labChecks(_ lab: LabChecks) {
                    lab.check("counts") {
                        let drawn = Scenario.int(in: 0...9)
                        expect(Scenario.seed % 5 != 0, "drew \\(drawn) from a seed the check refuses")
                    }
                    lab.check("badge-skipped") {
                        var spins = 0
                        while spins >= 0 { spins &+= 0 }
                    }
                }
                """)
            let derived = ScenarioSeeds.derive(labHash: try LabSnapshot.hash(of: try course.lab(named: "01-counter")))
            if derived.count > 1, derived[0] % 5 != 0, derived[1] % 5 == 0 {
                seeds = derived
                break
            }
        }
        try #require(seeds.count == ScenarioSeeds.count)
        let (status, verdict, result) = try sandbox.checkJSON()
        #expect(status == 1, "\(result.output)")
        let counts = verdict.check("counts")
        #expect(counts?["passed"] as? Bool == false, "\(verdict)")
        let message = (counts?["message"] as? String) ?? ""
        #expect(message.contains("(scenario seed \(seeds[1])"), "\(counts ?? [:])")
        #expect(verdict.check("badge-skipped")?["passed"] as? Bool == false, "\(verdict)")
    }

    /// The verb's help says what a submission that could not be graded gets: no score.
    @Test func gradeHelpSaysAnUngradableSubmissionGetsNoScore() throws {
        let sandbox = try CourseSandbox()
        defer { sandbox.remove() }
        let help = try sandbox.run(["grade", "--help"]).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(!help.contains("scored 0") && help.contains("given no score"), "\(help)")
    }
}

/// A zip of stored (uncompressed) entries with the external attributes
/// given, as a Unix zip tool would write it: what `unzip -Z` lists as
/// `-rw-r--r--` (`regular`), or `?rw-------` for a mode with no file type
/// (Python's `ZipInfo` + `writestr`).
enum StoredZip {
    static let regular: UInt32 = 0o100644 << 16

    static func make(_ entries: [(name: String, data: Data, attributes: UInt32)]) -> Data {
        var out = Data(), central = Data()
        func u16(_ value: Int, into data: inout Data) { data.append(contentsOf: [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)]) }
        func u32(_ value: UInt32, into data: inout Data) { for shift in stride(from: 0, to: 32, by: 8) { data.append(UInt8((value >> UInt32(shift)) & 0xFF)) } }
        for entry in entries {
            let name = Data(entry.name.utf8), crc = crc32(entry.data), offset = UInt32(out.count)
            u32(0x0403_4B50, into: &out); u16(20, into: &out); u16(0, into: &out); u16(0, into: &out); u16(0, into: &out); u16(0x21, into: &out)
            u32(crc, into: &out); u32(UInt32(entry.data.count), into: &out); u32(UInt32(entry.data.count), into: &out)
            u16(name.count, into: &out); u16(0, into: &out); out.append(name); out.append(entry.data)
            u32(0x0201_4B50, into: &central); u16(3 << 8 | 20, into: &central); u16(20, into: &central); u16(0, into: &central); u16(0, into: &central)
            u16(0, into: &central); u16(0x21, into: &central); u32(crc, into: &central); u32(UInt32(entry.data.count), into: &central)
            u32(UInt32(entry.data.count), into: &central); u16(name.count, into: &central); u16(0, into: &central); u16(0, into: &central)
            u16(0, into: &central); u16(0, into: &central); u32(entry.attributes, into: &central); u32(offset, into: &central); central.append(name)
        }
        let start = UInt32(out.count)
        out.append(central)
        u32(0x0605_4B50, into: &out); u16(0, into: &out); u16(0, into: &out); u16(entries.count, into: &out); u16(entries.count, into: &out)
        u32(UInt32(central.count), into: &out); u32(start, into: &out); u16(0, into: &out)
        return out
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
