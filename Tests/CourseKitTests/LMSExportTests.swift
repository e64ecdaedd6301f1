import Foundation
import FoundationXML
import Testing

@testable import CourseKit

/// Issue 25: class exports laid out exactly as each LMS writes them (the file
/// names are those of the LMS's own code or documentation, cited in
/// docs/grading.md), graded by the real `course` binary.
@Suite(.serialized) struct LMSExportTests {
    private func put(_ grading: GradeClass, _ path: String, _ text: String, in folder: String? = nil) throws {
        let full = (folder ?? grading.submissions) + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    /// Canvas's `lib/content_zipper.rb`: `<sortable name>_[LATE_]<user id>_<attachment id>_<file>`,
    /// the sortable name lower-cased with non-word characters removed.
    @Test func canvasNamesAreReadAgainstTheRosterAndLateIsCarried() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        // "O_Brien, Sean": a sortable name that keeps its `_`.
        try put(grading, "o_briensean_1001_70001_Counter.swift", grading.source(.good))
        // "Smith, Jane" handed in twice; Canvas renamed the second file and marked it late.
        try put(grading, "smithjane_1002_70002_Counter.swift", grading.starter)
        try put(grading, "smithjane_LATE_1002_70005_Counter-1.swift", grading.source(.good))
        // "Kim, Lee_42": her file name also reads as user 42's file "70003_Counter.swift".
        try put(grading, "kimlee_42_1003_70003_Counter.swift", grading.source(.good))
        let roster = grading.sandbox.root + "/roster.csv"
        try """
            Student,ID,SIS User ID,SIS Login ID,Section,Keep the badge still (456789),Quiz 1 (456790)
                Points Possible,,,,,6,10
            "O_Brien, Sean",1001,S-1,sobrien,A,,
            "Smith, Jane",1002,S-2,jsmith,A,,
            "Kim, Lee_42",1003,S-3,lkim,A,,
            "Doe, John",42,S-4,jdoe,A,,

            """.write(toFile: roster, atomically: true, encoding: .utf8)

        let (status, summary, result) = try grading.gradeJSON(["--roster", roster])
        #expect(status == 0, "\(result.output)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.first == ["student", "01-counter", "total", "late"], "\(gradebook)")
        #expect(gradebook.contains(["1001", "6", "6", ""]), "\(gradebook)")
        #expect(gradebook.contains(["1002", "6", "6", "01-counter"]), "\(gradebook)")
        #expect(gradebook.contains(["1003", "6", "6", ""]), "the roster confirms one reading: \(gradebook)")
        #expect(!gradebook.contains { $0.first == "42" && $0[1] != "" }, "user 42 handed in nothing: \(gradebook)")
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains(["Kim, Lee_42", "1003", "S-3", "lkim", "A", "6"]), "\(canvas)")
        // The roster's column for this lab's assignment, so the import lands in assignment 456789.
        #expect(canvas.first == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "Keep the badge still (456789)"], "\(canvas)")
        // Roster names beside the ids in the summary and the feedback.
        #expect(try grading.read("feedback/1002.md").hasPrefix("# Feedback for Smith, Jane (1002)"))
        #expect(try grading.read("summary.html").contains("</a> — Smith, Jane"))
        // Or the assignment named outright; a column without an id is refused.
        let named = try grading.gradeJSON(["--roster", roster, "--canvas-assignment", "Lab 1 (987)"], out: grading.sandbox.root + "/out-named")
        #expect(named.status == 0, "\(named.result.output)")
        #expect(try grading.csv("canvas.csv", in: grading.sandbox.root + "/out-named").first?.last == "Lab 1 (987)")
        let noID = try grading.grade(["--canvas-assignment", "Lab 1"], out: grading.sandbox.root + "/out-noid")
        #expect(noID.status == 2 && noID.stderr.contains("Name (123)"), "\(noID.output)")
        // The late mark and the choice of file reach the student and the instructor.
        let jane = try grading.read("feedback/1002.md")
        #expect(jane.contains("LATE") && jane.contains("graded submission 70005"), "\(jane)")
        #expect(try grading.read("feedback/1003.md").contains("the roster's ID and name confirm one"))
        let page = try grading.read("summary.html")
        #expect(page.contains("Marked late by the LMS (1)"), "\(page)")
        let warnings = summary["warnings"] as? [String] ?? []
        #expect(warnings.contains { $0.contains("kimlee_42_1003_70003_Counter.swift") && $0.contains("confirm") }, "\(warnings)")

        // An anonymous download: `anon_<id>` for the user, no name.
        let anonymous = grading.sandbox.root + "/anonymous"
        try put(grading, "anon_Xk9Qa_80001_Counter.swift", grading.source(.good), in: anonymous)
        try put(grading, "LATE_anon_b7Rt2_80002_Counter.swift", grading.starter, in: anonymous)
        let anon = try grading.sandbox.run(
            ["grade", anonymous, "--lab", "01-counter", "--out", grading.sandbox.root + "/out-anon", "--isolation", "none"])
        #expect(anon.status == 0, "\(anon.output)")
        let anonBook = try grading.csv("gradebook.csv", in: grading.sandbox.root + "/out-anon")
        #expect(anonBook.contains(["anon_Xk9Qa", "6", "6", ""]) && anonBook.contains(["anon_b7Rt2", "3", "3", "01-counter"]), "\(anonBook)")

        // The parsing itself, against Canvas's own rules.
        #expect(LMSFile.canvasName("O_Brien, Sean") == "o_briensean")
        #expect(LMSFile.canvasName("Lee_12_Park, Jo") == "lee12parkjo")
        #expect(LMSFile.canvasName("Núñez-Ávila, José") == "núñezávilajosé")
        #expect(LMSFile.readings(of: "late_1001_5001_Counter.swift").map(\.late) == [false], "Canvas lower-cases names: `late` is a name")
        #expect(LMSFile.readings(of: "doe_LATE_1001_5001_Counter.swift").map(\.late) == [true])
    }

    /// GitHub Classroom: `gh classroom clone student-repos` makes one folder per
    /// repository, `<assignment>-<username>`; the grades export
    /// (`github_username`, `roster_identifier`, `student_repository_name`, …)
    /// is the roster. An Xcode project keeps the file two folders down.
    @Test func gitHubClassroomClonesWithXcodeLayoutAndTheGradesExport() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let octo = "lazy-inbox-octocat"
        try put(grading, "\(octo)/.git/HEAD", "ref: refs/heads/main\n")
        try put(grading, "\(octo)/README.md", "# Lazy inbox\n")
        try put(grading, "\(octo)/LazyInbox.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n")
        try put(grading, "\(octo)/LazyInbox/LazyInboxApp.swift", "import SwiftUI\n@main struct LazyInboxApp: App { var body: some Scene { WindowGroup { Text(\"x\") } } }\n")
        try put(grading, "\(octo)/LazyInbox/Views/Counter.swift", grading.source(.good))
        // hubot keeps an old copy in a subfolder: the top one is graded, and the feedback says so.
        try put(grading, "lazy-inbox-hubot/Counter.swift", grading.starter)
        try put(grading, "lazy-inbox-hubot/Archive/Counter.swift", grading.source(.good))
        let roster = grading.sandbox.root + "/lazy-inbox-grades.csv"
        try """
            assignment_name,assignment_url,starter_code_url,github_username,roster_identifier,student_repository_name,student_repository_url,submission_timestamp,points_awarded,points_available
            lazy-inbox,https://classroom.github.com/classrooms/1/assignments/lazy-inbox,,octocat,Octo Cat,lazy-inbox-octocat,https://github.com/org/lazy-inbox-octocat,2024-03-01 10:00:00 UTC,0,6
            lazy-inbox,https://classroom.github.com/classrooms/1/assignments/lazy-inbox,,hubot,Hu Bot,lazy-inbox-hubot,https://github.com/org/lazy-inbox-hubot,2024-03-01 11:00:00 UTC,0,6

            """.write(toFile: roster, atomically: true, encoding: .utf8)
        let result = try grading.grade(["--roster", roster])
        #expect(result.status == 0, "\(result.output)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains([octo, "6", "6"]) && gradebook.contains(["lazy-inbox-hubot", "3", "3"]), "\(gradebook)")
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains { $0.first == "Octo Cat" && $0.last == "6" } && canvas.contains { $0.first == "Hu Bot" && $0.last == "3" }, "\(canvas)")
        let octoFeedback = try grading.read("feedback/\(octo).md")
        #expect(octoFeedback.contains("LazyInbox/Views/Counter.swift"), "\(octoFeedback)")
        let hubot = try grading.read("feedback/lazy-inbox-hubot.md")
        #expect(hubot.contains("2 files are named Counter.swift: graded \"Counter.swift\"") && hubot.contains("\"Archive/Counter.swift\""), "\(hubot)")

        // Without the export, --name-pattern takes the user name out of the repository's.
        let byPattern = try grading.grade(["--name-pattern", "^lazy-inbox-(?<student>.+)$"], out: grading.sandbox.root + "/out-pattern")
        #expect(byPattern.status == 0, "\(byPattern.output)")
        let names = try grading.csv("gradebook.csv", in: grading.sandbox.root + "/out-pattern").dropFirst().map { $0[0] }
        #expect(names == ["hubot", "octocat"], "\(names)")
        // A pattern without a student group is a usage error.
        #expect(try grading.grade(["--name-pattern", "^lazy-(.+)$"], out: grading.sandbox.root + "/out-bad").status == 2)
    }

    /// Moodle (mod/assign/locallib.php `download_submissions`) in folders and
    /// flat, its grading worksheet as the roster (saved with `;` as a
    /// spreadsheet in a `,`-decimal locale does); Blackboard's "Download
    /// Assignment" with two attempts and its receipts.
    @Test func moodleAndBlackboardDownloads() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try put(grading, "Jane Doe_4101_assignsubmission_file_/Counter.swift", grading.source(.good))
        try put(grading, "Jane Doe_4101_assignsubmission_onlinetext_/onlinetext.html", "<p>done</p>\n")
        try put(grading, "Li Wei_4102_assignsubmission_file_Counter.swift", grading.starter)
        let worksheet = grading.sandbox.root + "/Grades-Lab 1.csv"
        try """
            Identifier;"Full name";"Email address";Status;Grade;"Maximum Grade"
            "Participant 4101";"Jane Doe";jane@example.edu;"Submitted for grading";;6,00
            "Participant 4102";"Li Wei";li@example.edu;"Submitted for grading";;6,00
            "Participant 4103";"Sam Roe";sam@example.edu;"No submission";;6,00

            """.write(toFile: worksheet, atomically: true, encoding: .utf8)
        let (status, summary, result) = try grading.gradeJSON(["--roster", worksheet])
        #expect(status == 0, "\(result.output)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains(["4101", "6", "6"]) && gradebook.contains(["4102", "3", "3"]), "\(gradebook)")
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains { $0.first == "Jane Doe" && $0.last == "6" } && canvas.contains { $0.first == "Li Wei" && $0.last == "3" }, "\(canvas)")
        // The one warning: a folder in Moodle's layout is never verified (the twenty-sixth review).
        #expect((summary["warnings"] as? [String] ?? []).filter { !$0.contains("cannot be verified from a folder") }.isEmpty, "the online-text folder is Moodle's own: \(summary)")

        let blackboard = grading.sandbox.root + "/blackboard"
        try put(grading, "Lab 1_jdoe_attempt_2024-01-01-12-00-00_Counter.swift", grading.starter, in: blackboard)
        try put(grading, "Lab 1_jdoe_attempt_2024-01-01-12-00-00.txt", "Name: John Doe (jdoe)\n", in: blackboard)
        try put(grading, "Lab 1_jdoe_attempt_2024-01-02-09-30-00_Counter.swift", grading.source(.good), in: blackboard)
        try put(grading, "Lab 1_jdoe_attempt_2024-01-02-09-30-00.txt", "Name: John Doe (jdoe)\n", in: blackboard)
        try put(grading, "Lab 1_asmith_attempt_2024-01-01-13-00-00_Counter.swift", grading.starter, in: blackboard)
        try put(grading, "Lab 1_asmith_attempt_2024-01-01-13-00-00.txt", "Name: Ann Smith (asmith)\n", in: blackboard)
        let out = grading.sandbox.root + "/out-bb"
        let bb = try grading.sandbox.run(["grade", blackboard, "--lab", "01-counter", "--out", out, "--isolation", "none", "--format", "json"])
        #expect(bb.status == 0, "\(bb.output)")
        let book = try grading.csv("gradebook.csv", in: out)
        #expect(book.contains(["jdoe", "6", "6"]) && book.contains(["asmith", "3", "3"]), "\(book)")
        #expect(try grading.read("feedback/jdoe.md", in: out).contains("graded attempt 2024-01-02-09-30-00, the newest of 2"))
        // Receipts are Blackboard's own: passed over, listed as ignored, never as skipped.
        let unmatched = try grading.json("unmatched.json", in: out)
        #expect((unmatched["skipped"] as? [String])?.filter { !$0.contains("cannot be verified from a folder") }.isEmpty == true && (unmatched["ignored"] as? [String])?.count == 3, "\(unmatched)")
    }

    /// Gradescope's "Export Submissions" (`submission_<id>/` folders and
    /// `submission_metadata.yml`, a group submission with two submitters), and
    /// everything not matched said at the end, on the summary page and in
    /// unmatched.json, with `--strict` exiting 3.
    @Test func gradescopeExportAndEverythingUnmatchedIsListed() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let export = grading.submissions
        try put(grading, "submission_metadata.yml", """
            ---
            submission_90001:
              :submitters:
              - :name: Jane Doe
                :sid: '1001'
                :email: jane@example.edu
              :created_at: 2024-03-01 10:00:00.000000000 -08:00
              :score: 0.0
              :status: processed
            submission_90002:
              :submitters:
              - :name: Pair One
                :sid: '2001'
                :email: one@example.edu
              - :name: Pair Two
                :sid: '2002'
                :email: two@example.edu
              :created_at: 2024-03-01 11:00:00.000000000 -08:00
            submission_90003:
              :submitters:
              - :name: No Sid
                :email: nosid@example.edu

            """)
        try put(grading, "submission_90001/Counter.swift", grading.source(.good))
        try put(grading, "submission_90002/project/Counter.swift", grading.starter)
        try put(grading, "submission_90003/README.md", "I forgot the file\n")
        try put(grading, "grading-notes.txt", "to do\n")
        let roster = grading.sandbox.root + "/roster.csv"
        try "Student,ID\nJane Doe,1001\nPair One,2001\nPair Two,2002\nSam Late,3003\n".write(toFile: roster, atomically: true, encoding: .utf8)

        let strict = try grading.grade(["--roster", roster, "--strict"])
        #expect(strict.status == 3, "\(strict.output)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains(["1001", "6", "6"]) && gradebook.contains(["2001", "3", "3"]) && gradebook.contains(["2002", "3", "3"]), "\(gradebook)")
        #expect(gradebook.contains { $0.first == "nosid@example.edu" && $0[1] == "0" }, "no sid: the e-mail is the id: \(gradebook)")
        #expect(try grading.read("feedback/2002.md").contains("with \"Pair One\" (a group submission"))
        let unmatched = try grading.json("unmatched.json")
        let all = unmatched["skipped"] as? [String] ?? []
        // Gradescope's layout in a folder: its provenance cannot be verified (the twenty-sixth review: the sixth line below).
        #expect(all.filter { $0.contains("cannot be verified from a folder") }.count == 1, "\(all)")
        let skipped = all.filter { !$0.contains("cannot be verified from a folder") }
        // The stray file, and what submission_90003 handed in that was not graded (nineteenth review).
        #expect(skipped.count == 2 && skipped.contains { $0.contains("grading-notes.txt") }
                    && skipped.contains { $0.contains("submission_90003") && $0.contains("README.md") }, "\(unmatched)")
        let rows = unmatched["rosterRowsWithoutSubmission"] as? [[String: Any]] ?? []
        #expect(rows.count == 1 && rows[0]["id"] as? String == "3003", "\(unmatched)")
        #expect(unmatched["submissionsNotInRoster"] as? [String] == ["nosid@example.edu"], "\(unmatched)")
        // The fifth: nosid@example.edu's canvas.csv row has no id columns, its id in no roster row (the twentieth review).
        #expect((unmatched["distrusted"] as? [String] ?? []).contains { $0.contains("\"nosid@example.edu\"") }, "\(unmatched)")
        #expect(strict.stdout.contains("Not read or not matched (6") && strict.stdout.contains("\"Sam Late\""), "\(strict.output)")
        #expect(try grading.read("summary.html").contains("Not read or not matched (6)"))
        // Without --strict the same run exits 0, and still says it.
        let plain = try grading.grade(["--roster", roster])
        #expect(plain.status == 0 && plain.stdout.contains("Not read or not matched (6"), "\(plain.output)")

        // One folder too high: a "class" of one, said, and --strict exits 3.
        let term = grading.sandbox.root + "/term"
        try put(grading, "section-a/ann/Counter.swift", grading.starter, in: term)
        try put(grading, "section-a/bob/Counter.swift", grading.starter, in: term)
        let above = try grading.sandbox.run(
            ["grade", term, "--lab", "01-counter", "--out", grading.sandbox.root + "/out-above", "--isolation", "none", "--strict"])
        #expect(above.status == 3 && above.output.contains("graded a class of one, \"section-a\""), "\(above.output)")

        // merge takes --course like every verb; an environment error is not a usage error. The run had a
        // roster, so merge needs it too (the twentieth review): without it, a usage error.
        let merged = grading.sandbox.root + "/merged"
        let bare = try grading.sandbox.run(["grade", "merge", grading.out, "--out", merged, "--course", grading.sandbox.course])
        #expect(bare.status == 2 && bare.output.contains("give merge the roster too"), "\(bare.output)")
        let merge = try grading.sandbox.run(["grade", "merge", grading.out, "--out", merged, "--course", grading.sandbox.course, "--roster", roster])
        #expect(merge.status == 0 && Files.exists(merged + "/unmatched.json"), "\(merge.output)")
        let unwritable = try grading.sandbox.run(["grade", export, "--lab", "01-counter", "--out", "/proc/course-grade-out", "--isolation", "none"])
        #expect(unwritable.status == 2 && !unwritable.stderr.contains("--help"), "\(unwritable.output)")
        let unknown = try grading.sandbox.run(["grade", export, "--lab", "01-counter", "--out", grading.out, "--bogus"])
        #expect(unknown.status == 2 && unknown.stderr.contains("--help"), "\(unknown.output)")
    }

    /// lab.json marks a check `hidden`: Gradescope's test says so, and the
    /// student's feedback and Gradescope text output do not name it.
    @Test func aHiddenCheckIsMarkedForGradescopeAndKeptOutOfFeedback() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let manifest = grading.sandbox.course + "/Labs/01-counter/lab.json"
        let original = try String(contentsOfFile: manifest, encoding: .utf8)
        let hidden = original.replacingOccurrences(
            of: "\"id\": \"badge-skipped\", \"points\": 3,", with: "\"id\": \"badge-skipped\", \"points\": 3, \"visibility\": \"hidden\",")
        #expect(hidden != original)
        try hidden.write(toFile: manifest, atomically: true, encoding: .utf8)
        try grading.add("kim", grading.starter)
        let result = try grading.grade()
        #expect(result.status == 0, "\(result.output)")
        #expect(try grading.csv("gradebook.csv").contains(["kim", "3", "3"]))
        let gradescope = try grading.json("gradescope/kim/results.json")
        let tests = gradescope["tests"] as? [[String: Any]] ?? []
        let badge = tests.first { ($0["name"] as? String ?? "").hasPrefix("badge-skipped") }
        #expect(badge?["visibility"] as? String == "hidden" && badge?["status"] as? String == "failed", "\(tests)")
        #expect(tests.first { ($0["name"] as? String ?? "").hasPrefix("counts") }?["visibility"] as? String == "visible")
        #expect(!(gradescope["output"] as? String ?? "").contains("badge-skipped"), "\(gradescope)")
        for file in ["feedback/kim.md", "feedback/kim.html"] {
            let feedback = try grading.read(file)
            #expect(!feedback.contains("badge-skipped") && !feedback.contains("Badge.body"), "\(file): \(feedback)")
            #expect(feedback.contains("1 check worth 3 points is not shown until your instructor releases it"), "\(file)")
        }
        // The instructor's files still name it.
        #expect(try grading.read("junit.xml").contains("badge-skipped"))
        // A visibility Gradescope does not know is a lab error.
        try original.replacingOccurrences(of: "\"id\": \"badge-skipped\", \"points\": 3,", with: "\"id\": \"badge-skipped\", \"points\": 3, \"visibility\": \"secret\",")
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        let bad = try grading.grade()
        #expect(bad.status == 2 && bad.stderr.contains("visibility \"secret\""), "\(bad.output)")
    }

    /// `zip -r` run by the test, as a student's Finder would make the archive.
    private func zip(_ archive: String, from folder: String, _ items: [String], symlinks: Bool = false) throws -> Bool {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zip") else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.arguments = ["-q", "-r"] + (symlinks ? ["-y"] : []) + [archive] + items
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Archives unpacked (bounded, no links), UTF-16 and Windows-1252 read with
    /// a note, a PDF named for what it is. Skips the archive cases, saying so,
    /// when this machine has no /usr/bin/zip or /usr/bin/unzip.
    @Test func archivesAndOtherEncodingsAreReadAndSaid() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let good = grading.source(.good)
        // A Windows editor's UTF-16 (byte-order mark first) and Windows-1252 (a café in a comment).
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(good.data(using: .utf16LittleEndian)!)
        try FileManager.default.createDirectory(atPath: grading.submissions + "/wen", withIntermediateDirectories: true)
        try utf16.write(to: URL(fileURLWithPath: grading.submissions + "/wen/Counter.swift"))
        try FileManager.default.createDirectory(atPath: grading.submissions + "/zoe", withIntermediateDirectories: true)
        try ("// caf\u{E9} edition\n" + good).data(using: .windowsCP1252)!.write(to: URL(fileURLWithPath: grading.submissions + "/zoe/Counter.swift"))
        try put(grading, "pam/Counter.swift", "%PDF-1.4\n%\u{E2}\u{E3}\n1 0 obj << /Type /Catalog >> endobj\n")

        let tools = FileManager.default.isExecutableFile(atPath: "/usr/bin/zip") && FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip")
        if tools {
            // Canvas: a zip handed in as the student's file, with macOS's residue in it.
            let work = grading.sandbox.root + "/work"
            try put(grading, "LazyInbox/Views/Counter.swift", good, in: work)
            try put(grading, "__MACOSX/LazyInbox/Views/._Counter.swift", "\u{0}\u{5}\u{16}\u{7}", in: work)
            #expect(try zip(grading.submissions + "/smithjane_1001_70001_LazyInbox.zip", from: work, ["LazyInbox", "__MACOSX"]))
            // A zip holding a link to a file outside it is not unpacked.
            let evil = grading.sandbox.root + "/evil"
            try FileManager.default.createDirectory(atPath: evil + "/Proj", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: evil + "/Proj/Counter.swift", withDestinationPath: "/etc/passwd")
            #expect(try zip(grading.submissions + "/malloryx_1002_70002_Proj.zip", from: evil, ["Proj"], symlinks: true))
        } else {
            print("skipped the archive cases: this machine has no /usr/bin/zip or /usr/bin/unzip")
        }

        let result = try grading.grade()
        #expect(result.status == 0, "\(result.output)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains(["wen", "6", "6"]) && gradebook.contains(["zoe", "6", "6"]) && gradebook.contains(["pam", "0", "0"]), "\(gradebook)")
        #expect(try grading.read("feedback/wen.md").contains("saved as UTF-16 (little-endian"))
        #expect(try grading.read("feedback/zoe.md").contains("read as Windows-1252"))
        #expect(try grading.read("feedback/pam.md").contains("is a PDF document, not Swift source text"))
        if tools {
            #expect(gradebook.contains(["1001", "6", "6"]), "\(gradebook)")
            let jane = try grading.read("feedback/1001.md")
            #expect(jane.contains("smithjane_1001_70001_LazyInbox.zip/LazyInbox/Views/Counter.swift") && jane.contains("was unpacked and searched"), "\(jane)")
            #expect(gradebook.contains(["1002", "0", "0"]), "\(gradebook)")
            let mallory = try grading.read("feedback/1002.md")
            #expect(mallory.contains("was not unpacked: it holds a symbolic link"), "\(mallory)")
        }
        try expectAntJUnit(grading.out + "/junit.xml")
    }

    /// junit.xml against the Ant JUnit schema: what it requires, read with
    /// XMLDocument here; and, when JUNIT_XSD names the schema file
    /// (windyroad/JUnit-Schema `JUnit.xsd`, not shipped: its licence is not
    /// the package's) and xmllint is installed, `xmllint --schema`.
    private func expectAntJUnit(_ path: String) throws {
        let document = try XMLDocument(data: Data(contentsOf: URL(fileURLWithPath: path)))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites" && (root.attributes ?? []).isEmpty, "testsuites takes no attributes")
        let suites = try document.nodes(forXPath: "/testsuites/testsuite") as? [XMLElement] ?? []
        #expect(!suites.isEmpty)
        for suite in suites {
            let suiteName = suite.attribute(forName: "name")?.stringValue ?? ""
            for attribute in ["name", "package", "id", "hostname", "timestamp", "tests", "failures", "errors", "time"] {
                let value = suite.attribute(forName: attribute)?.stringValue ?? ""
                #expect(!value.isEmpty, "\(attribute) on \(suiteName)")
            }
            #expect(suite.elements(forName: "system-out").count == 1 && suite.elements(forName: "system-err").count == 1)
            #expect(suite.attribute(forName: "timestamp")?.stringValue?.count == 19, "a timestamp without zone")
        }
        let schema = ProcessInfo.processInfo.environment["JUNIT_XSD"] ?? ""
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint"), !schema.isEmpty, FileManager.default.fileExists(atPath: schema) else {
            print("skipped xmllint --schema: set JUNIT_XSD to the Ant JUnit schema's JUnit.xsd and install xmllint (apt-get install libxml2-utils)")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", "--schema", schema, path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }
}
