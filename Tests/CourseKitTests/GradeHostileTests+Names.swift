import Foundation
import Testing

@testable import CourseKit

/// Issue 22, the attacks through names and text: an LMS file name that reads
/// as another student's file, ids that are equal as Strings but not as bytes,
/// terminal sequences and line breaks in folder and file names, a name too
/// long for the output folder, and feedback that showed the lab's checks.
/// Each through the real `course` binary on real files.
extension GradeHostileTests {
    /// Every byte of every output file and of what the run printed.
    private func everything(_ grading: GradeClass, _ result: CourseSandbox.Result) -> [(String, Data)] {
        var all: [(String, Data)] = [("stdout", Data(result.stdout.utf8)), ("stderr", Data(result.stderr.utf8))]
        for path in Files.listRecursively(grading.out, suffix: "") where !path.hasPrefix(".cache") {
            if let data = FileManager.default.contents(atPath: grading.out + "/" + path) { all.append((path, data)) }
        }
        return all
    }

    /// The feedback files of a student, found through summary.html's link (the
    /// only way an instructor finds a hashed name).
    private func feedbackName(_ grading: GradeClass, _ student: String) throws -> String? {
        let summary = try grading.read("summary.html")
        let anchor = ">" + XML.escape(student) + "</a>"
        guard let end = summary.range(of: anchor)?.lowerBound, let start = summary[..<end].range(of: "href=\"feedback/", options: .backwards)?.upperBound
        else { return nil }
        let encoded = summary[start..<end].dropLast(".html\"".count)
        return String(encoded).removingPercentEncoding
    }

    // MARK: 1. A file name decides another student's grade

    @Test func anLMSFileNameThatReadsTwoWaysIsGradedForNoOne() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        func put(_ name: String, _ text: String) throws { try text.write(toFile: grading.submissions + "/" + name, atomically: true, encoding: .utf8) }
        // 42 hands in a solution. Mallory (user 5555) set her sortable name to
        // end in `_42`: Canvas names her broken file jane_42_5555_2000_….
        try put("doejohn_42_7777_Counter.swift", grading.source(.good))
        try put("jane_42_5555_2000_FeedView.swift", grading.source(.compileError))
        // 43 handed in nothing; Trudy (6666, sortable name `mal_43`) hands in a solution.
        try put("mal_43_6666_3000_Counter.swift", grading.source(.good))
        // An unambiguous name with underscores in the file name, and an anonymous download's name.
        try put("smith_1001_5001_My_Counter.swift", grading.source(.good))
        try put("1002_5002_Counter.swift", grading.source(.partial))

        let (status, summary, result) = try grading.gradeJSON()
        #expect(status == 0, "\(result.output)")
        let scores = Dictionary(try grading.csv("gradebook.csv").dropFirst().map { ($0[0], $0[1]) }, uniquingKeysWith: { $1 })
        // A reading's user with no files of their own gets no record (no 0, no row, no feedback: the nineteenth review).
        #expect(scores == ["42": "6", "1001": "6", "1002": "3"], "\(result.output)")

        // The instructor is told, in the output and on the summary page.
        let warnings = summary["warnings"] as? [String] ?? []
        let refusal = warnings.first { $0.contains("jane_42_5555_2000_FeedView.swift") } ?? ""
        #expect(refusal.contains("user 42's file \"2000_FeedView.swift\"") && refusal.contains("user 5555's file \"FeedView.swift\""), "\(warnings)")
        #expect(refusal.contains("graded for no one"), "\(refusal)")
        #expect(warnings.contains { $0.contains("mal_43_6666_3000_Counter.swift") }, "\(warnings)")
        #expect(try grading.read("summary.html").contains("jane_42_5555_2000_FeedView.swift"))
        // Each student it could be is told in their feedback; 42's own work is graded.
        let victim = try grading.read("feedback/42.md")
        #expect(victim.contains("6/6") && victim.contains("graded for no one"), "\(victim)")
        for user in ["5555", "43", "6666"] { #expect(!FileManager.default.fileExists(atPath: grading.out + "/feedback/\(user).md"), "\(user)") }
        let skipped = (try grading.json("unmatched.json"))["skipped"] as? [String] ?? []
        #expect(skipped.contains { $0.contains("no grade, row or feedback was made for user \"5555\"") }, "\(skipped)")
        #expect(skipped.contains { $0.contains("user \"43\", user \"6666\"") }, "\(skipped)")

        // With a roster, a reading naming no student of the class gets no row of its own.
        let roster = grading.sandbox.root + "/roster.csv"
        try "Student,ID\nDoe John,42\nMal,43\nJane,5555\nSmith,1001\nPark,1002\n".write(toFile: roster, atomically: true, encoding: .utf8)
        let withRoster = try grading.gradeJSON(["--roster", roster], out: grading.sandbox.root + "/out-roster")
        #expect(withRoster.status == 0, "\(withRoster.result.output)")
        let rows = try grading.csv("gradebook.csv", in: grading.sandbox.root + "/out-roster").dropFirst().map { $0[0] }
        #expect(!rows.contains("6666"), "\(rows)")

        // Every reading is kept; only a name with one is taken.
        #expect(LMSFile.readings(of: "jane_42_5555_2000_FeedView.swift").map(\.userID) == ["42", "5555"])
        #expect(LMSFile.readings(of: "smith_1001_5001_My_Counter.swift").map(\.userID) == ["1001"])
        #expect(LMSFile.readings(of: "smith_LATE_1001_5001_Counter.swift").map(\.userID) == ["1001"])
        #expect(LMSFile.readings(of: "late_1001_5001_Counter.swift").map(\.userID) == ["1001"])
        #expect(LMSFile.readings(of: "1001_5001_Counter.swift").map(\.userID) == ["1001"])
        #expect(LMSFile.readings(of: "42_7_5555_9_X.swift").map(\.userID) == ["42", "7", "5555"])
    }

    // MARK: 2. Two students merge into one

    @Test func idsThatAreEqualAsStringsButNotAsBytesAreGradedApartNeverMerged() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let nfc = "jos\u{E9}", nfd = "jose\u{301}"
        #expect(nfc == nfd && StudentID(nfc) != StudentID(nfd), "the premise: String == merges them, bytes do not")
        try grading.add(nfc, grading.source(.good))
        try grading.add(nfd, grading.source(.good))
        try grading.add("Alice", grading.source(.good))
        try grading.add("alice", grading.source(.partial))
        try grading.add("bob", grading.source(.good))
        try grading.add("bob\u{200B}", grading.source(.good))  // a zero-width space
        try grading.add("carol", grading.source(.partial))
        #expect(try FileManager.default.contentsOfDirectory(atPath: grading.submissions).count == 7)

        let (status, summary, result) = try grading.gradeJSON()
        #expect(status == 0, "\(result.output)")
        #expect(summary["students"] as? Int == 7 && summary["submissions"] as? Int == 7, "\(summary)")
        let rows = try grading.csv("gradebook.csv").dropFirst()
        #expect(rows.count == 7, "\(rows)")
        // Never merged (one row of 55/35 once), never zeroed: each is graded on its own files.
        let scores = Dictionary(rows.map { ($0[0].utf8.map { String($0) }.joined(separator: " "), $0[1]) }, uniquingKeysWith: { _, _ in "twice" })
        func score(_ id: String) -> String? { scores[id.utf8.map { String($0) }.joined(separator: " ")] }
        #expect(score(nfc) == "6" && score(nfd) == "6" && score("Alice") == "6" && score("alice") == "3", "\(rows)")
        #expect(score("bob") == "6" && score("bob\u{200B}") == "6" && score("carol") == "3", "\(rows)")
        let report = try grading.json("results.json")
        let students = (report["records"] as? [[String: Any]] ?? []).compactMap { $0["student"] as? String }
        #expect(students.filter { $0.utf8.elementsEqual(nfd.utf8) }.count == 1 && students.filter { $0.utf8.elementsEqual(nfc.utf8) }.count == 1)
        let warnings = summary["warnings"] as? [String] ?? []
        #expect(warnings.contains { $0.contains("j o s e U+0301") && $0.contains("j o s U+00E9") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("\"Alice\"") && $0.contains("\"alice\"") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("U+200B") }, "\(warnings)")
        // Each has a feedback file of its own, saying why.
        for student in [nfc, nfd, "Alice", "alice"] {
            let name = try #require(try feedbackName(grading, student), "no link for \(student)")
            let feedback = try grading.read("feedback/\(name).md")
            #expect(feedback.contains("looks the same as another student's") && feedback.contains("for the files under your exact id only"), "\(student): \(feedback)")
        }
        // Shards and merge keep them apart too.
        let root = grading.sandbox.root
        for shard in ["1/2", "2/2"] {
            let run = try grading.gradeJSON(["--shard", shard, "--cache", root + "/cache"], out: root + "/shard" + shard.prefix(1))
            #expect(run.status == 0, "\(run.result.output)")
        }
        let merge = try grading.sandbox.run(["grade", "merge", root + "/shard1", root + "/shard2", "--out", root + "/merged"])
        #expect(merge.status == 0, "\(merge.output)")
        #expect(try grading.csv("gradebook.csv", in: root + "/merged").dropFirst().count == 7)
    }

    // MARK: 2b. A look-alike folder cannot zero a classmate; a roster row goes to one submission only

    /// Red team 03: `jdoe3/` holds the solution, a classmate hands in an empty
    /// `JDoe3/`. Both were refused with 0; now each is graded on its own
    /// bytes, the pair is said in the output, the summary and both feedbacks,
    /// and with a roster, which of the two the roster knows.
    @Test func aLookAlikeFolderIsFlaggedAndCannotZeroItsClassmate() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("jdoe3", grading.source(.good))
        try grading.add("JDoe3", "")
        try grading.add("ｊdoe3", grading.source(.partial))  // a fullwidth j
        let roster = grading.sandbox.root + "/roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section\n\"Doe, Jane\",101,S0101,jdoe3,A\n".write(toFile: roster, atomically: true, encoding: .utf8)

        let (status, summary, result) = try grading.gradeJSON(["--roster", roster])
        #expect(status == 0, "\(result.output)")
        let gradebook = try grading.csv("gradebook.csv").dropFirst()
        #expect(gradebook.contains(["jdoe3", "6", "6"]) && gradebook.contains(["JDoe3", "0", "0"]) && gradebook.contains(["ｊdoe3", "3", "3"]), "\(gradebook)")
        // canvas.csv: the look-alikes get no row an import could take for Jane's, and
        // they contest her row (the twenty-second review: `JDoe3` may be Jane, and
        // `jdoe3` a classmate who took her login): its cell is left empty.
        let canvas = try grading.csv("canvas.csv").dropFirst(2)
        #expect(Array(canvas) == [["Doe, Jane", "101", "S0101", "jdoe3", "A", ""]], "\(canvas)")

        let warnings = summary["warnings"] as? [String] ?? []
        let flag = warnings.first { $0.contains("look the same but are different names") && $0.contains("\"JDoe3\"") } ?? ""
        #expect(flag.contains("\"jdoe3\" (ASCII; its roster match was refused)") && flag.contains("\"JDoe3\" (ASCII; on no roster row)"), "\(warnings)")
        #expect(flag.contains("Each was graded on its own files"), "\(flag)")
        #expect(result.stderr.contains("look the same but are different names") || result.stdout.contains("look the same"), "\(result.output)")
        #expect(try grading.read("summary.html").contains("look the same but are different names"))
        for student in ["jdoe3", "JDoe3", "ｊdoe3"] {
            let name = try #require(try feedbackName(grading, student), "no link for \(student)")
            let feedback = try grading.read("feedback/\(name).md")
            #expect(feedback.contains("looks the same as another student's"), "\(student): \(feedback)")
        }
        let victim = try grading.read("feedback/\(try #require(try feedbackName(grading, "jdoe3"))).md")
        #expect(victim.contains("6/6") && victim.contains("\"JDoe3\" (ASCII; on no roster row)"), "\(victim)")
    }

    /// Red team 01: a roster row matched through any of its keys, by several
    /// submissions, wrote one student twice in canvas.csv (once with a
    /// classmate's grade) and the classmate not at all.
    @Test func aRosterRowGoesToOneSubmissionAndAnLMSUserIDMatchesOnlyTheIDColumn() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let root = grading.sandbox.root

        // A. An LMS download: Xavier's SIS User ID is Yusuf's Canvas user id.
        let lms = root + "/lms"
        try FileManager.default.createDirectory(atPath: lms, withIntermediateDirectories: true)
        try grading.source(.good).write(toFile: lms + "/xavierx_1001_90001_Counter.swift", atomically: true, encoding: .utf8)
        try grading.source(.partial).write(toFile: lms + "/yusufy_2002_90002_Counter.swift", atomically: true, encoding: .utf8)
        let lmsRoster = root + "/lms-roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section\n\"Xavier, X\",1001,2002,xx,A\n\"Yusuf, Y\",2002,3003,yy,A\n"
            .write(toFile: lmsRoster, atomically: true, encoding: .utf8)
        let a = try grading.sandbox.run(
            ["grade", lms, "--lab", "01-counter", "--out", root + "/out-lms", "--roster", lmsRoster, "--isolation", "none"])
        #expect(a.status == 0, "\(a.output)")
        let lmsCanvas = try grading.csv("canvas.csv", in: root + "/out-lms").dropFirst(2)
        #expect(Array(lmsCanvas) == [["Xavier, X", "1001", "2002", "xx", "A", "6"], ["Yusuf, Y", "2002", "3003", "yy", "A", "3"]], "\(lmsCanvas)")

        // B. Folders: Mallory names hers 101, Jane's Canvas id; Jane's is her login.
        // C. An id that is two rows' keys (Xavier's SIS User ID, Yusuf's ID).
        try grading.add("jdoe3", grading.source(.good))
        try grading.add("101", "")
        try grading.add("2002", grading.source(.partial))
        try grading.add("mmal", grading.source(.partial))
        let roster = root + "/roster.csv"
        try """
            Student,ID,SIS User ID,SIS Login ID,Section
            "Doe, Jane",101,S0101,jdoe3,A
            "Mallory, Max",102,S0102,mmal,A
            "Xavier, X",1001,2002,xx,A
            "Yusuf, Y",2002,3003,yy,A
            """.write(toFile: roster, atomically: true, encoding: .utf8)
        let (status, summary, result) = try grading.gradeJSON(["--roster", roster])
        #expect(status == 0, "\(result.output)")
        let canvas = try grading.csv("canvas.csv").dropFirst(2)
        // One row per roster student; a contested row is left empty; the ambiguous id is entered for no one.
        #expect(canvas.map { $0[0] }.sorted() == ["Doe, Jane", "Mallory, Max", "Xavier, X", "Yusuf, Y"], "\(canvas)")
        #expect(canvas.contains(["Doe, Jane", "101", "S0101", "jdoe3", "A", ""]), "\(canvas)")
        #expect(canvas.contains(["Mallory, Max", "102", "S0102", "mmal", "A", "3"]), "\(canvas)")
        #expect(canvas.contains(["Xavier, X", "1001", "2002", "xx", "A", ""]) && canvas.contains(["Yusuf, Y", "2002", "3003", "yy", "A", ""]), "\(canvas)")
        // Each submission is still graded on its own files, under its own id.
        let gradebook = try grading.csv("gradebook.csv").dropFirst()
        #expect(gradebook.contains(["jdoe3", "6", "6"]) && gradebook.contains(["101", "0", "0"]) && gradebook.contains(["2002", "3", "3"]), "\(gradebook)")

        let warnings = summary["warnings"] as? [String] ?? []
        #expect(warnings.contains { $0.contains("\"101\" and \"jdoe3\"") && $0.contains("\"Doe, Jane\"") && $0.contains("left empty") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("\"2002\"") && $0.contains("matches 2 rows") && $0.contains("entered for no one") }, "\(warnings)")
        #expect(result.stderr.contains("refused to match") || result.stdout.contains("refused to match"), "\(result.output)")
        let html = try grading.read("summary.html")
        #expect(html.contains("refused to match 2 submissions") && html.contains("matches 2 rows"))
        // Each is told why, without the row or the other submission (`MatchNote`: the twenty-third review).
        #expect(try grading.read("feedback/jdoe3.md").contains("matches a roster row that another submission also matches"))
        #expect(try grading.read("feedback/101.md").contains("matches a roster row that another submission also matches"))
        #expect(try grading.read("feedback/2002.md").contains("matches more than one row of the roster"))

        // merge with the roster gives the same canvas.csv.
        let merge = try grading.sandbox.run(["grade", "merge", grading.out, "--out", root + "/merged", "--roster", roster])
        #expect(merge.status == 0, "\(merge.output)")
        #expect(try grading.csv("canvas.csv", in: root + "/merged").dropFirst(2).sorted { $0[0] < $1[0] } == canvas.sorted { $0[0] < $1[0] })

        // D. A row its own Folder matches is not open to other columns: a
        // classmate's folder named after Jane's SIS id cannot blank her cell
        // (red-team review).
        let folders = root + "/folders"
        for (student, kind) in [("janedoe", GradeClass.Kind.good), ("S0101", .partial)] {
            try FileManager.default.createDirectory(atPath: folders + "/" + student, withIntermediateDirectories: true)
            try grading.source(kind).write(toFile: folders + "/" + student + "/Counter.swift", atomically: true, encoding: .utf8)
        }
        let folderRoster = root + "/folder-roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section,Folder\n\"Doe, Jane\",101,S0101,jdoe3,A,janedoe\n"
            .write(toFile: folderRoster, atomically: true, encoding: .utf8)
        let d = try grading.sandbox.run(
            ["grade", folders, "--lab", "01-counter", "--out", root + "/out-folders", "--roster", folderRoster, "--isolation", "none"])
        #expect(d.status == 0, "\(d.output)")
        #expect(Array(try grading.csv("canvas.csv", in: root + "/out-folders").dropFirst(2)) == [["Doe, Jane", "101", "S0101", "jdoe3", "A", "6"]])
    }

    // MARK: 3 and 4. Names that act on their reader

    @Test func namesWithTerminalSequencesOrLineBreaksActOnNoReader() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let title = "\u{1B}]0;pwned\u{07}\u{1B}[2J"
        let clipboard = "\u{1B}]52;c;cm0gLXJmIH4=\u{07}mallory"
        let override = "eve\u{202E}6 of 6"
        try grading.add(title, grading.source(.good))
        try grading.add(clipboard, grading.source(.good))
        try grading.add(override, grading.source(.good))
        try grading.add("dan\r✓ alice 6 of 6", grading.source(.good))
        // A line break in a file name: out of the Files: code span, a heading and raw HTML of its own.
        let forged = "Counter\n\n# ✓ Passed: 35 of 35\n\n<img src=x onerror=alert(1)>.swift"
        try grading.add("frank", grading.source(.partial), file: forged)
        try grading.add("alice", grading.source(.good))

        let result = try grading.grade(["--format", "json"])
        #expect(result.status == 0, "\(result.output)")
        // No byte that acts on a terminal anywhere: not in the progress lines or
        // warnings, not in any output file (results.json keeps the ids, escaped).
        for (name, data) in everything(grading, result) {
            let acting = String(decoding: data, as: UTF8.self).unicodeScalars.filter { Untrusted.acts($0) && !["\n", "\r", "\t"].contains($0) }
            #expect(acting.isEmpty, "\(name) holds \(acting.map { String($0.value, radix: 16) })")
            #expect(!String(decoding: data, as: UTF8.self).contains("dan\r"), "\(name) holds a carriage return from a name")
        }
        #expect(result.stderr.contains("\\x1B]0;pwned\\x07\\x1B[2J"), "the name is shown, escaped: \(result.stderr)")
        #expect(result.stderr.contains("refused the folder"), "\(result.stderr)")
        let summary = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any] ?? [:]
        #expect(summary["students"] as? Int == 6, "the JSON summary still parses: \(result.stdout)")

        let scores = Dictionary(try grading.csv("gradebook.csv").dropFirst().map { ($0[0], $0[1]) }, uniquingKeysWith: { $1 })
        #expect(scores["alice"] == "6" && scores.count == 6, "\(scores)")
        #expect(scores.filter { $0.key != "alice" }.values.allSatisfy { $0 == "0" }, "refused, not graded: \(scores)")
        // The ids are kept exactly, for the gradebook's sake.
        let ids = (try grading.json("results.json")["records"] as? [[String: Any]] ?? []).compactMap { $0["student"] as? String }
        #expect(ids.contains(title) && ids.contains(clipboard) && ids.contains(override))

        // frank's feedback: refused, and every heading and HTML tag in it is the grader's.
        let feedback = try grading.read("feedback/frank.md")
        #expect(feedback.contains("holds a line break"), "\(feedback)")
        for line in feedback.split(separator: "\n") where line.hasPrefix("#") {
            #expect(line.hasPrefix("# Feedback for frank") || line.hasPrefix("## 01-counter") || line.hasPrefix("### "), "a forged heading: \(line)")
        }
        #expect(!feedback.replacingOccurrences(of: "\\<", with: "").contains("<img"), "only escaped, shown as text: \(feedback)")
        for student in [title, clipboard, override] {
            let name = try #require(try feedbackName(grading, student))
            #expect(!name.unicodeScalars.contains(where: Untrusted.acts), "\(name)")
            #expect(try grading.read("feedback/\(name).md").contains("was not graded"))
        }

        // course autograde refuses the same file name.
        let submission = grading.sandbox.root + "/autograder/submission"
        try FileManager.default.createDirectory(atPath: submission, withIntermediateDirectories: true)
        try grading.source(.good).write(toFile: submission + "/" + forged, atomically: true, encoding: .utf8)
        let results = grading.sandbox.root + "/autograder/results/results.json"
        let autograde = try grading.sandbox.run([
            "autograde", "--gradescope", "--submission", submission, "--results", results, "--isolation", "none",
        ])
        #expect(autograde.status == 0, "\(autograde.output)")
        let gradescope = try String(contentsOfFile: results, encoding: .utf8)
        #expect(gradescope.contains("holds a line break") && !gradescope.contains("<img src=x onerror=alert(1)>.swift\""), "\(gradescope)")
        #expect((try JSONSerialization.jsonObject(with: Data(gradescope.utf8)) as? [String: Any])?["score"] as? Double == 0)

        // Behind discovery, each writer holds by itself. The terminal: only the
        // grader's own colours pass, whatever else a line holds.
        let styled = TerminalStyle.colored.red("✗ \(title) 01-counter: \u{1B}[8mhidden\u{1B}[31m") + "\n"
        let shown = TerminalText.guarded(styled)
        #expect(shown.hasPrefix("\u{1B}[31m✗ \\x1B]0;pwned\\x07\\x1B[2J") && shown.hasSuffix("\u{1B}[39m\n"), "\(shown.debugDescription)")
        #expect(shown.contains("\\x1B[8mhidden"), "a sequence the grader did not write is shown, even a colour: \(shown.debugDescription)")
        // Markdown: a file name or note with line breaks stays on its line.
        let record = GradeRecord(
            student: StudentID(title), lab: "01-counter", key: "k", files: [forged], notes: ["\(forged) was graded as Counter.swift"],
            verdict: .notRun(GradedLab(try Course.load(root: grading.sandbox.course).lab(named: "01-counter")), problem: "x"), graderError: nil,
            seconds: 0, gradedAt: "")
        let markdown = FeedbackMarkdown.render(student: title, records: [record], labs: [])
        for line in markdown.split(separator: "\n") where line.hasPrefix("#") {
            #expect(line.hasPrefix("# Feedback for ") || line.hasPrefix("## 01-counter"), "a forged heading: \(line)")
        }
        // Outside code spans (where Markdown shows `<` as itself) no tag but escaped ones.
        let outsideCode = markdown.split(separator: "\n").map { $0.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined() }
        #expect(!outsideCode.joined(separator: "\n").replacingOccurrences(of: "\\<", with: "").contains("<img") && !markdown.contains("\u{1B}"), "\(markdown)")
        // JSON: C1 controls and bidirectional overrides as \u escapes, losslessly.
        let json = JSONText.safe(VerdictText.json(["id": "a\u{9B}2J\u{202E}b"]))
        #expect(json.contains("a\\u009B2J\\u202Eb"), "\(json)")
        #expect((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])?["id"] == "a\u{9B}2J\u{202E}b")
    }

    // MARK: 5. One name loses the whole class's gradebook

    @Test func noOneStudentsNameOrFileCanLoseTheClassOutputs() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let long = String(repeating: "x", count: 250), longest = String(repeating: "é", count: 127)  // 254 bytes
        try grading.add(long, grading.source(.good))
        try grading.add(longest, grading.source(.partial))
        try grading.add("alice", grading.source(.good))
        try grading.add("bob", grading.source(.partial))

        let first = try grading.gradeJSON()
        #expect(first.status == 0, "\(first.result.output)")
        let scores = Dictionary(try grading.csv("gradebook.csv").dropFirst().map { ($0[0], $0[1]) }, uniquingKeysWith: { $1 })
        #expect(scores == [long: "6", longest: "3", "alice": "6", "bob": "3"], "\(scores)")
        for student in [long, longest] {
            let name = try #require(try feedbackName(grading, student))
            #expect(name.utf8.count <= 64, "\(name)")
            #expect(try grading.read("feedback/\(name).md").contains("Feedback for"))
            #expect(FileManager.default.fileExists(atPath: grading.out + "/gradescope/\(name)/results.json"))
        }
        // A rerun is whole too (it once failed on every rerun).
        let again = try grading.gradeJSON()
        #expect(again.status == 0 && again.summary["cached"] as? Int == 4, "\(again.result.output)")

        // One student's file that cannot be written costs only that file.
        Files.remove(grading.out)
        try FileManager.default.createDirectory(atPath: grading.out + "/feedback/bob.md", withIntermediateDirectories: true)
        let blocked = try grading.gradeJSON()
        #expect(blocked.status == 1, "\(blocked.result.output)")
        #expect((blocked.summary["unwritten"] as? [String] ?? []).contains { $0.hasPrefix("feedback/bob.md (student bob)") }, "\(blocked.summary)")
        #expect(try grading.csv("gradebook.csv").count == 5, "the gradebook is written whatever happens to one student's file")
        for file in ["canvas.csv", "junit.xml", "results.json", "feedback/alice.md", "feedback/bob.html", "gradescope/bob/results.json"] {
            #expect(FileManager.default.fileExists(atPath: grading.out + "/" + file), "\(file)")
        }
        #expect(try grading.read("summary.html").contains("Files that could not be written"))
        let text = try grading.grade()
        #expect(text.stdout.contains("✗ could not write feedback/bob.md"), "\(text.output)")

        // Names are bounded and unique whatever the ids.
        let names = GradeOutputs.fileNames([StudentID(long), "Alice", "alice", "bob", StudentID("a/b"), StudentID(".hidden"), "zoë <b>"])
        #expect(names.values.allSatisfy { $0.utf8.count <= 64 && !$0.contains("/") && !$0.hasPrefix(".") }, "\(names)")
        #expect(Set(names.values.map { $0.lowercased() }).count == names.count, "\(names)")
        #expect(names["bob"] == "bob" && names["zoë <b>"] == "zoë <b>")
    }

    // MARK: 6. Feedback for a file the checks cannot use

    @Test func feedbackShowsOnlyTheStudentsOwnFiles() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("wrongtype", "import SwiftUI\nstruct CounterView { }\n")
        try grading.add("broken", "import SwiftUI\nstruct Foo { var x: Int = \"a\" }\n")
        try grading.add("empty", "")
        let (status, _, result) = try grading.gradeJSON()
        #expect(status == 0, "\(result.output)")
        let checks = try String(contentsOfFile: grading.sandbox.course + "/Labs/01-counter/Checks/CounterChecks.swift", encoding: .utf8)
        let checkLines = checks.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.count > 12 && !$0.hasPrefix("import ") }
        #expect(checkLines.contains("let host = ViewHost(CounterView())"))
        for student in ["wrongtype", "broken", "empty"] {
            for file in ["feedback/\(student).md", "feedback/\(student).html", "gradescope/\(student)/results.json"] {
                let text = try grading.read(file)
                #expect(!text.contains("Checks/") && !text.contains("/tmp/") && !text.contains("course-grade"), "\(file): \(text)")
                #expect(!text.contains(NSTemporaryDirectory()) && !text.contains(grading.sandbox.root), "\(file): \(text)")
                for line in checkLines { #expect(!text.contains(line), "\(file) shows the checks' line \(line)") }
            }
        }
        let wrong = try grading.read("feedback/wrongtype.md")
        #expect(wrong.contains("cannot find 'Badge' in scope"), "what the checks needed is still said: \(wrong)")
        #expect(try grading.read("feedback/broken.md").contains("Counter.swift:2:27: error: cannot convert value"))
        #expect(try grading.read("feedback/empty.md").contains("Counter.swift is empty"))
    }
}
