import Foundation
import Testing

@testable import CourseKit

/// The nineteenth review's attacks on grading, each through the real
/// `course` binary on a realistic class (docs/trust.md, "The nineteenth
/// review: grading").
extension GradeHostileTests {
    private func put(_ grading: GradeClass, _ path: String, _ text: String) throws {
        let full = grading.submissions + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    private func strings(_ object: [String: Any], _ key: String) -> [String] { object[key] as? [String] ?? [] }

    /// A GitHub Classroom clone graded against a Canvas gradebook export (no
    /// Folder column): Mallory names her GitHub account after Alice's SIS
    /// login, and Alice's own folder matches no row. Alice's row is not given
    /// Mallory's grade: refused per row, in the output, `unmatched.json`'s
    /// `distrusted` (so `--strict` exits 3) and Mallory's feedback. A class
    /// whose every folder matches a row still matches by SIS login.
    @Test func aFolderNamedAfterAClassmatesLoginTakesNoRow() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("lazy-inbox-alice-codes", grading.source(.good))
        try grading.add("lazy-inbox-asmith", grading.starter)
        let roster = grading.sandbox.root + "/roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section\n\"Smith, Alice\",1001,S1001,asmith,A\n\"Jones, Mallory\",1003,S1003,mjones,A\n"
            .write(toFile: roster, atomically: true, encoding: .utf8)
        let pattern = ["--name-pattern", "^lazy-inbox-(?<student>.+)$", "--roster", roster]

        let result = try grading.grade(pattern + ["--strict"])
        #expect(result.status == 3, "\(result.output)")
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains(["Smith, Alice", "1001", "S1001", "asmith", "A", ""]), "Alice's row is not Mallory's: \(canvas)")
        #expect(!canvas.contains { $0.first == "asmith" }, "Mallory's refused id makes no row of its own: \(canvas)")
        let unmatched = try grading.json("unmatched.json")
        let distrusted = strings(unmatched, "distrusted")
        #expect(distrusted.filter { $0.contains("only through the row's SIS Login ID") }.count == 1, "\(distrusted)")
        // Alice's own folder matches no row: its row has no ids Canvas would read (the twentieth review).
        #expect(distrusted.contains { $0.contains("\"alice-codes\"") && $0.contains("leaves ID, SIS User ID and SIS Login ID empty") }, "\(distrusted)")
        #expect(result.output.contains("refused a roster match"), "\(result.output)")
        let mallory = try grading.read("feedback/asmith.md")
        #expect(mallory.contains("only through its SIS Login ID"), "\(mallory)")

        // Every folder matches a row: the SIS login is the only reading, and is taken.
        try FileManager.default.removeItem(atPath: grading.submissions + "/lazy-inbox-alice-codes")
        try FileManager.default.removeItem(atPath: grading.submissions + "/lazy-inbox-asmith")
        try grading.add("lazy-inbox-asmith", grading.source(.good))
        try grading.add("lazy-inbox-mjones", grading.starter)
        let fine = try grading.grade(pattern + ["--strict"], out: grading.sandbox.root + "/out-fine")
        #expect(fine.status == 0, "\(fine.output)")
        let fineCanvas = try grading.csv("canvas.csv", in: grading.sandbox.root + "/out-fine")
        #expect(fineCanvas.contains(["Smith, Alice", "1001", "S1001", "asmith", "A", "6"]), "\(fineCanvas)")
    }

    /// A second Canvas attachment named like another user's submission
    /// (`…_1002_1_NOTICE-….swift`) reads several ways: graded for no one, and
    /// a reading's user who handed in nothing gets no record: no 0 in
    /// canvas.csv or gradebook.csv, no feedback led by the uploader's text,
    /// no phantom row for the attachment id; the instructor's list names them.
    @Test func aClassmatesIDInACanvasFileNameMakesNoRow() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try put(grading, "smithalice_1001_70001_Counter.swift", grading.source(.good))
        try put(grading, "jonesmallory_1003_70004_Counter.swift", grading.source(.good))
        try put(grading, "jonesmallory_1003_70003_1002_1_NOTICE-your-lab-was-scored-0-appeal-at-example.com.swift", "// notice\n")

        let result = try grading.grade(["--strict"])
        #expect(result.status == 3, "\(result.output)")
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains(["1001", "1001", "", "", "", "6"]) && canvas.contains(["1003", "1003", "", "", "", "6"]), "\(canvas)")
        #expect(!canvas.contains { ["1002", "70003"].contains($0.first ?? "") }, "no row for a reading's user: \(canvas)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(!gradebook.contains { ["1002", "70003"].contains($0.first ?? "") }, "\(gradebook)")
        #expect(!FileManager.default.fileExists(atPath: grading.out + "/feedback/1002.md"))
        let skipped = strings(try grading.json("unmatched.json"), "skipped")
        #expect(skipped.contains { $0.contains("no grade, row or feedback was made for") && $0.contains("user \"1002\"") }, "\(skipped)")
    }

    /// Gradescope, no roster: an SID typed as a classmate's full name (or
    /// any name: a space or a comma) would make a canvas.csv row Canvas
    /// reads as that classmate; an SID typed as a classmate's SID moves the
    /// classmate off theirs. Each is graded under the verified e-mail and
    /// listed in `distrusted`, so `--strict` exits 3.
    @Test func aGradescopeSIDTypedAsAClassmatesNameOrSIDIsDistrustedLoudly() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let metadata = "---\nsubmission_100:\n  :submitters:\n  - :name: Alice Smith\n    :sid: '20231234'\n    :email: alice@uni.example\n"
            + "submission_200:\n  :submitters:\n  - :name: Mallory Jones\n    :sid: Alice Smith\n    :email: mallory@uni.example\n"
            + "submission_300:\n  :submitters:\n  - :name: Eve Stone\n    :sid: Stone Eve\n    :email: eve@uni.example\n"
        try put(grading, "submission_metadata.yml", metadata)
        try put(grading, "submission_100/Counter.swift", grading.source(.good))
        try put(grading, "submission_200/Counter.swift", grading.starter)
        try put(grading, "submission_300/Counter.swift", grading.starter)

        let result = try grading.grade(["--strict"])
        #expect(result.status == 3, "\(result.output)")
        let canvas = try grading.csv("canvas.csv")
        #expect(!canvas.contains { $0.first == "Alice Smith" || $0.first == "Stone Eve" }, "no row Canvas reads as a name: \(canvas)")
        #expect(canvas.contains { $0.first == "mallory@uni.example" } && canvas.contains { $0.first == "20231234" && $0.last == "6" }, "\(canvas)")
        let distrusted = strings(try grading.json("unmatched.json"), "distrusted")
        // The other lines are the twentieth review's: without a roster no row carries an id the student typed.
        #expect(distrusted.filter { !$0.contains("leaves ID, SIS User ID and SIS Login ID empty") }.count == 2, "\(distrusted)")
        #expect(distrusted.contains { $0.contains("another Gradescope account's name") }, "\(distrusted)")
        #expect(distrusted.contains { $0.contains("holds a space or a comma") }, "\(distrusted)")

        // A classmate's SID: both accounts move to their e-mails, and --strict says so.
        let copied = metadata.replacingOccurrences(of: ":sid: Alice Smith", with: ":sid: '20231234'")
        try put(grading, "submission_metadata.yml", copied)
        let moved = try grading.grade(["--strict"], out: grading.sandbox.root + "/out-sid")
        #expect(moved.status == 3, "\(moved.output)")
        let listed = strings(try grading.json("unmatched.json", in: grading.sandbox.root + "/out-sid"), "distrusted")
        #expect(listed.filter { $0.contains("another account lists the same SID") }.count == 2, "\(listed)")
    }

    /// A folder and a Canvas file for one id: neither is graded (the
    /// twenty-first review; before it the folder was), both are listed
    /// (`skipped`, so `--strict` exits 3).
    @Test func anLMSFileLeftOutForAFolderIsListed() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("1002", grading.starter)
        try put(grading, "jones_1002_70002_Counter.swift", grading.source(.good))
        try grading.add("alice", grading.source(.good))

        let result = try grading.grade(["--strict"])
        #expect(result.status == 3, "\(result.output)")
        // Since the twenty-first review neither is graded (no record, both listed).
        let skipped = strings(try grading.json("unmatched.json"), "skipped")
        #expect(skipped.contains { $0.contains("refused the folder \"1002\" and the LMS file(s) \"jones_1002_70002_Counter.swift\"") }, "\(skipped)")
        #expect(!FileManager.default.fileExists(atPath: grading.out + "/feedback/1002.md"))
    }

    /// An empty SUBMISSIONS is a mistake (exit 2), not an empty class whose
    /// outputs replace the last run's; a run of another lab into an --out
    /// holding a lab's results is refused; an --out inside SUBMISSIONS is
    /// refused before anything is written.
    @Test func aRunThatWouldReplaceOrJoinTheClassIsRefused() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        #expect(try grading.grade().status == 0)
        let before = try grading.read("gradebook.csv")

        let empty = grading.sandbox.root + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let none = try grading.sandbox.run(["grade", empty, "--lab", "01-counter", "--out", grading.out, "--isolation", "none"])
        #expect(none.status == 2 && none.output.contains("no submissions found"), "\(none.output)")
        #expect(try grading.read("gradebook.csv") == before)

        // An --out holding another lab's results (the fixture course has one lab: last week's is written as another's).
        let lastWeek = grading.sandbox.root + "/last-week"
        #expect(try grading.grade(out: lastWeek).status == 0)
        let report = try grading.read("results.json", in: lastWeek).replacingOccurrences(of: "01-counter", with: "00-last-week")
        try report.write(toFile: lastWeek + "/results.json", atomically: true, encoding: .utf8)
        let other = try grading.grade(out: lastWeek)
        #expect(other.status == 2 && other.output.contains("holds the results of lab(s) 00-last-week"), "\(other.output)")
        #expect(try grading.read("results.json", in: lastWeek) == report)

        let inside = try grading.grade(out: grading.submissions + "/grades")
        #expect(inside.status == 2 && inside.output.contains("is inside the submissions folder"), "\(inside.output)")
        #expect(!FileManager.default.fileExists(atPath: grading.submissions + "/grades"))
    }

    /// What a student handed in that is not graded is named in their
    /// feedback and listed for the instructor: a `.tar.gz`, a `.swift.txt`,
    /// a `.SWIFT`; and a top-level folder whose name starts with "." (Moodle
    /// keeps a first name's leading dot) is listed, not dropped.
    @Test func whatIsHandedInButNotGradedIsNamed() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        try grading.add("tarry", "not really a tarball", file: "lab.tar.gz")
        try grading.add("notepad", grading.source(.good), file: "Counter.swift.txt")
        try grading.add("upper", grading.source(.good), file: "Counter.SWIFT")
        try grading.add(".NET Bob_4102_assignsubmission_file_", grading.source(.good))
        try grading.add(".git", "ref: refs/heads/main\n", file: "HEAD")

        let result = try grading.grade(["--strict"])
        #expect(result.status == 3, "\(result.output)")
        let skipped = strings(try grading.json("unmatched.json"), "skipped")
        #expect(skipped.contains { $0.contains("\".NET Bob_4102_assignsubmission_file_\"/") && $0.contains("hidden") }, "\(skipped)")
        #expect(!skipped.contains { $0.contains(".git") }, "\(skipped)")
        for (student, file, hint) in [("tarry", "lab.tar.gz", "only .zip archives are"), ("notepad", "Counter.swift.txt", "rename it"),
                                      ("upper", "Counter.SWIFT", "rename it")] {
            #expect(skipped.contains { $0.contains("\"\(student)\"") && $0.contains(file) }, "\(student): \(skipped)")
            let feedback = try grading.read("feedback/\(student).md")
            #expect(feedback.contains(file) && feedback.contains(hint), "\(student): \(feedback)")
        }
    }

    /// One student's repository of many extra `.swift` files: the notes
    /// about them are capped ("… and N more"), so every file about the
    /// submission stays small.
    @Test func notesAboutManyFilesAreCapped() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("mallory", grading.source(.good))
        for index in 0..<400 {
            try grading.add("mallory", "", file: "Padding\(index)-" + String(repeating: "x", count: 150) + ".swift")
        }
        let result = try grading.grade()
        #expect(result.status == 0, "\(result.output)")
        let feedback = try grading.read("feedback/mallory.md")
        #expect(feedback.contains("more .swift files were not graded"), "\(feedback.prefix(2000))")
        #expect(feedback.utf8.count < 20_000, "\(feedback.utf8.count) bytes")
        #expect(try grading.read("results.json").utf8.count < 40_000)
    }
}
