import Foundation
import Testing

@testable import CourseKit

/// The twentieth review's attacks on whom a grade is entered for, each
/// through the real `course` binary on a realistic class (docs/trust.md,
/// "The twentieth review: grading (identity)").
extension GradeHostileTests {
    private func write(_ grading: GradeClass, _ path: String, _ text: String) throws {
        let full = grading.submissions + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    private func list(_ object: [String: Any], _ key: String) -> [String] { object[key] as? [String] ?? [] }

    private func gradescope(_ accounts: [(folder: String, name: String, sid: String, email: String)]) -> String {
        "---\n" + accounts.map { "\($0.folder):\n  :submitters:\n  - :name: \($0.name)\n    :sid: '\($0.sid)'\n    :email: \($0.email)\n" }.joined()
    }

    /// Without a roster, an id the student chose (a GitHub account named
    /// after a classmate's SIS login) never fills canvas.csv's ID or SIS
    /// columns: the row keeps it in Student only, listed in `distrusted`
    /// (`--strict` exits 3) and in the student's feedback. A Canvas
    /// download's user id, which Canvas wrote, still fills ID.
    @Test func aStudentChosenIDFillsNoCanvasIDColumn() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("lab01-asmith", grading.starter)
        try grading.add("lab01-alice-gh", grading.source(.good))
        let result = try grading.grade(["--name-pattern", "^lab01-(?<student>.+)$", "--strict"])
        #expect(result.status == 3, "\(result.output)")
        let canvas = Array(try grading.csv("canvas.csv").dropFirst(2))
        #expect(canvas.contains(["asmith", "", "", "", "", "3"]) && canvas.contains(["alice-gh", "", "", "", "", "6"]), "\(canvas)")
        let distrusted = list(try grading.json("unmatched.json"), "distrusted")
        #expect(distrusted.count == 2 && distrusted.allSatisfy { $0.contains("leaves ID, SIS User ID and SIS Login ID empty") }, "\(distrusted)")
        #expect(try grading.read("feedback/asmith.md").contains("leaves ID, SIS User ID and SIS Login ID empty"))

        // A Canvas download: the user id is Canvas's own, and fills ID.
        let canvasClass = try GradeClass()
        defer { canvasClass.remove() }
        try write(canvasClass, "smithalice_1001_70001_Counter.swift", canvasClass.source(.good))
        let lms = try canvasClass.grade(["--strict"])
        // 3 only for the folder's provenance (a Canvas layout graded as a folder: the twenty-sixth review); nothing distrusted.
        #expect(lms.status == 3 && lms.output.contains("Not read or not matched (1") && lms.output.contains("cannot be verified from a folder"), "\(lms.output)")
        #expect(try canvasClass.csv("canvas.csv").contains(["1001", "1001", "", "", "", "6"]))
    }

    /// Mallory renames herself `Stone, Bob_1002` so that her Canvas file
    /// reads as Bob's too; a roster exported before the rename names only
    /// Bob's reading. The roster does not pick it: graded for no one, and
    /// Bob, who handed in nothing, has no record. A name ending in digits
    /// (`jane_42`) is still confirmed.
    @Test func aStaleRosterConfirmsNoForgedCanvasReading() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try write(grading, "stonebob_1002_1003_70003_Counter.swift", grading.starter)
        try write(grading, "jane_42_1004_70004_Counter.swift", grading.source(.good))
        let roster = grading.sandbox.root + "/roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section\n\"Stone, Bob\",1002,S2,bstone,A\n\"Evil, Mallory\",1003,S3,mevil,A\n\"Jane_42\",1004,S4,jane,A\n"
            .write(toFile: roster, atomically: true, encoding: .utf8)
        let result = try grading.grade(["--roster", roster, "--strict"])
        #expect(result.status == 3, "\(result.output)")
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains(["Stone, Bob", "1002", "S2", "bstone", "A", ""]), "Bob's row is not Mallory's: \(canvas)")
        #expect(canvas.contains(["Jane_42", "1004", "S4", "jane", "A", "6"]), "\(canvas)")
        #expect(!FileManager.default.fileExists(atPath: grading.out + "/feedback/1002.md"))
        #expect(list(try grading.json("unmatched.json"), "skipped").contains { $0.contains("stonebob_1002_1003_70003_Counter.swift") })
    }

    /// Gradescope SIDs are compared as Canvas reads them: `01002` is Bob's
    /// `1002`. With a roster, Mallory's `01002` is checked against Bob's row
    /// and refused (her name is not his); Bob keeps his row.
    @Test func aGradescopeSIDVariantIsTheClassmatesSID() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try write(grading, "submission_metadata.yml", gradescope([
            ("submission_1", "Bob Stone", "1002", "bob@uni.example"), ("submission_2", "Mallory Evil", "01002", "mallory@uni.example"),
        ]))
        try write(grading, "submission_1/Counter.swift", grading.source(.good))
        try write(grading, "submission_2/Counter.swift", grading.starter)
        let roster = grading.sandbox.root + "/roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section\n\"Stone, Bob\",5002,1002,bstone,A\n".write(toFile: roster, atomically: true, encoding: .utf8)
        let result = try grading.grade(["--roster", roster, "--strict"])
        #expect(result.status == 3, "\(result.output)")
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains(["Stone, Bob", "5002", "1002", "bstone", "A", "6"]), "\(canvas)")
        #expect(canvas.contains(["mallory@uni.example", "", "", "", "", "3"]), "\(canvas)")
        #expect(list(try grading.json("unmatched.json"), "distrusted").contains { $0.contains("\"01002\"") }, "\(result.output)")

        // Without a roster the two accounts share one SID as Canvas reads it: both move to their e-mails, loudly.
        let bare = try grading.grade(["--strict"], out: grading.sandbox.root + "/out-bare")
        #expect(bare.status == 3, "\(bare.output)")
        let gradebook = try grading.csv("gradebook.csv", in: grading.sandbox.root + "/out-bare").dropFirst().map { $0[0] }
        #expect(Set(gradebook) == ["bob@uni.example", "mallory@uni.example"], "\(gradebook)")
    }

    /// A Gradescope account whose name cannot be compared (no letters, or
    /// initials only) is not believed when its SID reaches a named roster
    /// row; and the roster's Email column, which the grader's warning asks
    /// for, is read: an account whose e-mail is not the row's is refused.
    @Test func aNamelessGradescopeAccountTakesNoRowAndTheRostersEmailIsRead() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try write(grading, "submission_1/Counter.swift", grading.starter)
        try write(grading, "submission_2/Counter.swift", grading.source(.good))
        let roster = grading.sandbox.root + "/roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section\n\"Stone, Bob\",5002,1002,bstone,A\n\"Evil, Mallory\",5003,1003,mevil,A\n\"Ray, Carol\",5004,1004,cray,A\n"
            .write(toFile: roster, atomically: true, encoding: .utf8)
        for (index, name) in [".", "B. S."].enumerated() {
            try write(grading, "submission_metadata.yml", gradescope([
                ("submission_1", name, "1002", "mallory@uni.example"), ("submission_2", "Carol Ray", "1004", "carol@uni.example"),
            ]))
            let out = grading.sandbox.root + "/out-\(index)"
            let result = try grading.grade(["--roster", roster, "--strict"], out: out)
            #expect(result.status == 3, "\(result.output)")
            let canvas = try grading.csv("canvas.csv", in: out)
            #expect(canvas.contains(["Stone, Bob", "5002", "1002", "bstone", "A", ""]), "\(name): \(canvas)")
            #expect(canvas.contains(["Ray, Carol", "5004", "1004", "cray", "A", "6"]), "\(canvas)")
            #expect(list(try grading.json("unmatched.json", in: out), "distrusted").contains { $0.contains("no whole word") }, "\(result.output)")
        }

        // The roster's e-mails (a Gradescope roster export: First Name, Last Name, SID, Email) pin each row:
        // Mallory, typing Bob's whole name and SID, is refused.
        try write(grading, "submission_metadata.yml", gradescope([
            ("submission_1", "Bob Stone", "1002", "mallory@uni.example"), ("submission_2", "Carol Ray", "1004", "carol@uni.example"),
        ]))
        let emails = grading.sandbox.root + "/gradescope-roster.csv"
        try "First Name,Last Name,SID,Email,Role\nBob,Stone,1002,bob@uni.example,Student\nMallory,Evil,1003,mallory@uni.example,Student\nCarol,Ray,1004,carol@uni.example,Student\n"
            .write(toFile: emails, atomically: true, encoding: .utf8)
        let out = grading.sandbox.root + "/out-email"
        let result = try grading.grade(["--roster", emails], out: out)
        #expect(!result.output.contains("the roster has no e-mails"), "\(result.output)")
        let canvas = try grading.csv("canvas.csv", in: out)
        #expect(canvas.contains(["Stone, Bob", "", "1002", "", "", ""]), "\(canvas)")
        #expect(canvas.contains(["Evil, Mallory", "", "1003", "", "", "3"]), "her grade is on her own row, by her verified e-mail: \(canvas)")
    }

    /// Two folders that read as one id (a Gradescope group listing Bob, who
    /// also handed in alone): neither graded as Bob, Bob's cell empty (not
    /// 0), no phantom row for a folder name; listed, `--strict` exits 3.
    @Test func twoFoldersOfOneIDGradeNeitherAndMakeNoPhantomRow() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try write(grading, "submission_metadata.yml",
            "---\nsubmission_1:\n  :submitters:\n  - :name: Mallory Evil\n    :sid: '1003'\n    :email: mallory@uni.example\n"
                + "  - :name: Bob Stone\n    :sid: '1002'\n    :email: bob@uni.example\n"
                + "submission_2:\n  :submitters:\n  - :name: Bob Stone\n    :sid: '1002'\n    :email: bob@uni.example\n")
        try write(grading, "submission_1/Counter.swift", grading.starter)
        try write(grading, "submission_2/Counter.swift", grading.source(.good))
        let roster = grading.sandbox.root + "/roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section\n\"Stone, Bob\",5002,1002,bstone,A\n\"Evil, Mallory\",5003,1003,mevil,A\n"
            .write(toFile: roster, atomically: true, encoding: .utf8)
        let result = try grading.grade(["--roster", roster, "--strict"])
        #expect(result.status == 3, "\(result.output)")
        let canvas = Array(try grading.csv("canvas.csv").dropFirst(2))
        #expect(canvas.contains(["Stone, Bob", "5002", "1002", "bstone", "A", ""]), "\(canvas)")
        #expect(canvas.contains(["Evil, Mallory", "5003", "1003", "mevil", "A", "3"]) && canvas.count == 2, "no phantom row: \(canvas)")
        let gradebook = try grading.csv("gradebook.csv").dropFirst().map { $0[0] }
        #expect(!gradebook.contains("1002") && !gradebook.contains("submission_2"), "\(gradebook)")
        #expect(list(try grading.json("unmatched.json"), "skipped").contains { $0.contains("both read as the id \"1002\"") })
    }

    /// Shards write no canvas.csv (whose row a grade is for is judged
    /// class-wide); merge refuses to write one without the roster the shards
    /// had; merge given a roster the shards lacked checks the Gradescope
    /// SIDs against it as `grade --roster` does.
    @Test func shardsAndMergeJudgeIdentityClassWide() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let root = grading.sandbox.root
        try write(grading, "submission_metadata.yml", gradescope([
            ("submission_1", "Mallory Evil", "1002", "mallory@uni.example"), ("submission_2", "Carol Ray", "1004", "carol@uni.example"),
        ]))
        try write(grading, "submission_1/Counter.swift", grading.starter)
        try write(grading, "submission_2/Counter.swift", grading.source(.good))
        let roster = root + "/roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section\n\"Stone, Bob\",5002,1002,bstone,A\n\"Evil, Mallory\",5003,1003,mevil,A\n\"Ray, Carol\",5004,1004,cray,A\n"
            .write(toFile: roster, atomically: true, encoding: .utf8)
        for k in 1...2 {
            let shard = try grading.grade(["--shard", "\(k)/2"], out: root + "/s\(k)")
            #expect(shard.status == 0, "\(shard.output)")
            #expect(!FileManager.default.fileExists(atPath: root + "/s\(k)/canvas.csv"))
        }
        // The roster given only to merge: Mallory's SID is Bob's, her name is not his.
        let merged = try grading.sandbox.run(["grade", "merge", root + "/s1", root + "/s2", "--out", root + "/m", "--roster", roster])
        #expect(merged.status == 0, "\(merged.output)")
        let canvas = try grading.csv("canvas.csv", in: root + "/m")
        #expect(canvas.contains(["Stone, Bob", "5002", "1002", "bstone", "A", ""]), "\(canvas)")
        #expect(canvas.contains(["Ray, Carol", "5004", "1004", "cray", "A", "6"]), "\(canvas)")
        #expect(canvas.contains(["mallory@uni.example", "", "", "", "", "3"]), "under her e-mail, with no id Canvas would read: \(canvas)")
        let unmatched = try grading.json("unmatched.json", in: root + "/m")
        #expect(list(unmatched, "distrusted").contains { $0.contains("checked by merge") }, "\(unmatched)")
        #expect(try grading.read("feedback/mallory@uni.example.md", in: root + "/m").contains("graded under the e-mail"))

        // Shards graded with the roster: merge without it is refused.
        for k in 1...2 { _ = try grading.grade(["--shard", "\(k)/2", "--roster", roster], out: root + "/r\(k)") }
        let bare = try grading.sandbox.run(["grade", "merge", root + "/r1", root + "/r2", "--out", root + "/mb"])
        #expect(bare.status == 2 && bare.output.contains("give merge the roster too"), "\(bare.output)")
    }
}
