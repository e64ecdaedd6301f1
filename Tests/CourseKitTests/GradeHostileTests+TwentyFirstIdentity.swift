import Foundation
import Testing

@testable import CourseKit

/// The twenty-first review's attacks on whom a grade is entered for and
/// which labs are graded, each through the real `course` binary on real
/// files (docs/trust.md, "The twenty-first review: grading (identity)").
extension GradeHostileTests {
    private func place(_ grading: GradeClass, _ path: String, _ text: String) throws {
        let full = grading.submissions + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    private func listed(_ object: [String: Any], _ key: String) -> [String] { object[key] as? [String] ?? [] }

    private func metadata(_ accounts: [(folder: String, name: String, sid: String, email: String)]) -> String {
        "---\n" + accounts.map { "\($0.folder):\n  :submitters:\n  - :name: \($0.name)\n    :sid: '\($0.sid)'\n    :email: '\($0.email)'\n" }.joined()
    }

    /// An SID that is a classmate's roster e-mail reaches the classmate's row
    /// through the one definition of the columns that place a grade
    /// (`Roster.Entry.reachingKeys`, Email included), so it is checked like
    /// their SIS id: (a) Eve, on no row, typing `bob@school.edu` is graded
    /// under her own e-mail; (b) Bob handing in from a personal address with
    /// his SID no longer leaves his row to Eve's starter; (c) an account
    /// listed with no e-mail is checked too, and graded under its folder.
    @Test func aGradescopeSIDThatIsAClassmatesRosterEmailIsChecked() throws {
        let roster = "First Name,Last Name,SID,Email\r\nAlice,Smith,1001,alice@school.edu\r\nBob,Stone,1002,bob@school.edu\r\n"
        func run(_ accounts: [(folder: String, name: String, sid: String, email: String)], _ sources: [String])
            throws -> (GradeClass, CourseSandbox.Result, [[String]], [String])
        {
            let grading = try GradeClass()
            try place(grading, "submission_metadata.yml", metadata(accounts))
            for (account, source) in zip(accounts, sources) { try place(grading, account.folder + "/Counter.swift", source) }
            let path = grading.sandbox.root + "/roster.csv"
            try roster.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try grading.grade(["--roster", path, "--strict"])
            return (grading, result, try grading.csv("canvas.csv"), listed(try grading.json("unmatched.json"), "distrusted"))
        }
        let good = try GradeClass()
        defer { good.remove() }
        let (solution, starter) = (good.source(.good), good.starter)

        let (a, resultA, canvasA, distrustedA) = try run(
            [("submission_1", "Alice Smith", "1001", "alice@school.edu"), ("submission_2", "Eve Evil", "bob@school.edu", "eve.personal@example.com")],
            [solution, solution])
        defer { a.remove() }
        #expect(resultA.status == 3, "\(resultA.output)")
        #expect(canvasA.contains(["Stone, Bob", "", "1002", "", "", ""]), "Bob's row is not Eve's: \(canvasA)")
        #expect(distrustedA.contains { $0.contains("eve.personal@example.com") && $0.contains("whose e-mail is not this account's") }, "\(distrustedA)")

        let (b, resultB, canvasB, distrustedB) = try run(
            [("submission_1", "Alice Smith", "1001", "alice@school.edu"), ("submission_2", "Eve Evil", "bob@school.edu", "eve.personal@example.com"),
             ("submission_3", "Bob Stone", "1002", "bob.stone@gmail.example")],
            [solution, starter, solution])
        defer { b.remove() }
        #expect(resultB.status == 3, "\(resultB.output)")
        #expect(canvasB.contains(["Stone, Bob", "", "1002", "", "", ""]), "Eve's starter is not on Bob's row: \(canvasB)")
        #expect(distrustedB.filter { $0.contains("was graded under the e-mail") }.count == 2, "\(distrustedB)")

        let (c, resultC, canvasC, distrustedC) = try run(
            [("submission_1", "Alice Smith", "1001", "alice@school.edu"), ("submission_2", "Eve Evil", "1002", "")], [solution, starter])
        defer { c.remove() }
        #expect(resultC.status == 3, "\(resultC.output)")
        #expect(canvasC.contains(["Stone, Bob", "", "1002", "", "", ""]), "\(canvasC)")
        #expect(distrustedC.contains { $0.contains("its Gradescope folder \"submission_2\"") }, "\(distrustedC)")
        #expect(try c.csv("gradebook.csv").contains { $0.first == "submission_2" })
    }

    /// An LMS writes files at the top of its download, never a folder named by
    /// a user id: a folder and LMS files of one id are both refused (Canvas
    /// and Moodle), and a top-level name that is also an entry of an archive
    /// a student handed in (unpacked in place) is graded for no one.
    @Test func aFolderOrUnpackedEntryBesideLMSFilesIsGradedForNoOne() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try place(grading, "1002/Counter.swift", grading.starter)
        try place(grading, "jonesbob_1002_70002_Counter.swift", grading.source(.good))
        try place(grading, "smithalice_1001_70001_Counter.swift", grading.source(.good))
        let result = try grading.grade(["--strict"])
        #expect(result.status == 3, "\(result.output)")
        let skipped = listed(try grading.json("unmatched.json"), "skipped")
        #expect(skipped.contains { $0.contains("refused the folder \"1002\" and the LMS file(s) \"jonesbob_1002_70002_Counter.swift\"") }, "\(skipped)")
        #expect(!FileManager.default.fileExists(atPath: grading.out + "/feedback/1002.md"))
        #expect(!(try grading.csv("gradebook.csv")).contains { $0.first == "1002" })

        let moodle = try GradeClass()
        defer { moodle.remove() }
        try place(moodle, "4102/Counter.swift", moodle.starter)
        try place(moodle, "Bob Stone_4102_assignsubmission_file_Counter.swift", moodle.source(.good))
        try place(moodle, "Alice Smith_4101_assignsubmission_file_Counter.swift", moodle.source(.good))
        let moodleRun = try moodle.grade(["--strict"])
        #expect(moodleRun.status == 3, "\(moodleRun.output)")
        #expect(listed(try moodle.json("unmatched.json"), "skipped").contains { $0.contains("refused the folder \"4102\"") })
        #expect(!(try moodle.csv("gradebook.csv")).contains { $0.first == "4102" })

        // One Canvas user id under two names: not all Canvas's, none graded.
        let spelled = try GradeClass()
        defer { spelled.remove() }
        try place(spelled, "jonesbob_1002_70002_Counter.swift", spelled.source(.good))
        try place(spelled, "bobjones_1002_79999_Counter.swift", spelled.starter)
        try place(spelled, "smithalice_1001_70001_Counter.swift", spelled.source(.good))
        let spelledRun = try spelled.grade(["--strict"])
        #expect(spelledRun.status == 3, "\(spelledRun.output)")
        #expect(listed(try spelled.json("unmatched.json"), "skipped").contains { $0.contains("they name that user 2 ways") })
        #expect(!(try spelled.csv("gradebook.csv")).contains { $0.first == "1002" })

        // Mallory's zip, unpacked in place, wrote a file Canvas's naming reads as Bob's newer upload.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zip"), Archives.available else {
            Issue.record("skipped the archive case: this machine has no /usr/bin/zip or /usr/bin/unzip")
            return
        }
        let unpacked = try GradeClass()
        defer { unpacked.remove() }
        let stage = unpacked.sandbox.root + "/stage"
        try FileManager.default.createDirectory(atPath: stage, withIntermediateDirectories: true)
        let planted = "jonesbob_1002_79999_Counter.swift"
        try unpacked.starter.write(toFile: stage + "/" + planted, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: unpacked.submissions, withIntermediateDirectories: true)
        let zip = Process()
        zip.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
        zip.currentDirectoryURL = URL(fileURLWithPath: stage)
        zip.arguments = ["-q", unpacked.submissions + "/stonemallory_1003_70003_Project.zip", planted]
        try zip.run()
        zip.waitUntilExit()
        try place(unpacked, planted, unpacked.starter)
        try place(unpacked, "jonesbob_1002_70002_Counter.swift", unpacked.source(.good))
        let unpackedRun = try unpacked.grade(["--strict"])
        #expect(unpackedRun.status == 3, "\(unpackedRun.output)")
        let canvas = try unpacked.csv("canvas.csv")
        #expect(canvas.contains(["1002", "1002", "", "", "", "6"]), "Bob's own upload is graded: \(canvas)")
        #expect(listed(try unpacked.json("unmatched.json"), "skipped").contains {
            $0.contains("refused \"\(planted)\": \"stonemallory_1003_70003_Project.zip\", an archive a student handed in, holds an entry written at that name")
        })
    }

    /// Canvas's gradebook export writes a `Manual Posting` row (no name, no
    /// id) when an assignment posts manually: passed over like `Points
    /// Possible`; any other nameless row is still refused, naming its line.
    @Test func aCanvasExportWithAManualPostingRowIsARoster() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try place(grading, "smithalice_1001_70001_Counter.swift", grading.source(.good))
        let roster = grading.sandbox.root + "/roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section,Counter (123)\n,,,,,Manual Posting\n    Points Possible,,,,,6\n\"Smith, Alice\",1001,S1001,asmith,A,\n"
            .write(toFile: roster, atomically: true, encoding: .utf8)
        let result = try grading.grade(["--roster", roster, "--strict"])
        // 3 only for the folder's provenance (a Canvas layout graded as a folder: the twenty-sixth review).
        #expect(result.status == 3 && result.output.contains("Not read or not matched (1") && result.output.contains("cannot be verified from a folder"), "\(result.output)")
        #expect(try grading.csv("canvas.csv").contains(["Smith, Alice", "1001", "S1001", "asmith", "A", "6"]))

        try "Student,ID,SIS User ID,SIS Login ID,Section\n,,,,Something else\n\"Smith, Alice\",1001,S1001,asmith,A\n"
            .write(toFile: roster, atomically: true, encoding: .utf8)
        let other = try grading.grade(["--roster", roster])
        #expect(other.status == 2 && other.output.contains("roster.csv:2: this row has no name and no id"), "\(other.output)")
    }

    /// `--all` grades the labs someone handed in work for: a lab handed in
    /// as its unchanged starter adds no points and no column (listed), and a
    /// lab only one student handed in work for is said.
    @Test func allGradesOnlyLabsSomeoneHandedInWorkFor() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let from = grading.sandbox.course + "/Labs/01-counter", to = grading.sandbox.course + "/Labs/02-twin"
        try FileManager.default.copyItem(atPath: from, toPath: to)
        let manifest = try String(contentsOfFile: to + "/lab.json", encoding: .utf8)
        try manifest.replacingOccurrences(of: "\"id\": \"01-counter\"", with: "\"id\": \"02-twin\"").write(toFile: to + "/lab.json", atomically: true, encoding: .utf8)
        try place(grading, "alice/01-counter/Counter.swift", grading.source(.good))
        try place(grading, "mallory/01-counter/Counter.swift", grading.source(.good))
        try place(grading, "mallory/02-twin/Counter.swift", grading.starter)
        func all(_ out: String) throws -> CourseSandbox.Result {
            try grading.sandbox.run(["grade", grading.submissions, "--all", "--out", out, "--jobs", "2", "--isolation", "none", "--strict"])
        }
        let first = grading.sandbox.root + "/first"
        let run = try all(first)
        #expect(run.status == 3, "\(run.output)")
        let gradebook = try grading.csv("gradebook.csv", in: first)
        #expect(gradebook.first == ["student", "01-counter", "total"], "\(gradebook)")
        #expect(gradebook.contains(["alice", "6", "6"]) && gradebook.contains(["mallory", "6", "6"]), "\(gradebook)")
        #expect(listed(try grading.json("unmatched.json", in: first), "skipped").contains {
            $0.contains("1 submission(s) of 02-twin are its starter as handed out, unchanged") && $0.contains("\"mallory\"")
        })

        // Bob hands in work for 02-twin: it is graded, said, and Mallory's starter still adds nothing.
        try place(grading, "bob/02-twin/Counter.swift", grading.source(.good))
        let second = grading.sandbox.root + "/second"
        let again = try all(second)
        #expect(again.status == 3 && again.output.contains("only 1 of 3 students handed in work for 02-twin (\"bob\")"), "\(again.output)")
        let both = try grading.csv("gradebook.csv", in: second)
        #expect(both.first == ["student", "01-counter", "02-twin", "total"] && both.contains(["mallory", "6", "", "6"]), "\(both)")
    }
}
