import Foundation
import Testing

@testable import CourseKit

/// The twenty-first review's attacks on grading's outputs, merge and
/// archives, each through the real `course` binary on real files
/// (docs/trust.md, "The twenty-first review: grading (outputs, merge,
/// archives, interrupts)").
extension GradeHostileTests {
    /// A field holding `;` (or `,`) is quoted, and every piece a spreadsheet
    /// splitting at `;`, `,` or tab could read as a cell starts harmlessly,
    /// in every CSV the grader writes.
    @Test func aFormulaAfterAnySeparatorIsDefusedInEveryCSV() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let names = ["eve;=HYPERLINK(A1);x", "mal,+1+2;@SUM(A1)", "sam;-2+3;;='x"]
        for name in names + ["ann"] { try grading.add(name, grading.source(.good)) }
        let result = try grading.grade()
        #expect(result.status == 0, "\(result.output)")
        for file in ["gradebook.csv", "canvas.csv"] {
            let text = try grading.read(file)
            // A reader in a `;` locale (or one ignoring quotes): every piece between separators.
            let pieces = text.unicodeScalars.split { ",;\t\r\n".unicodeScalars.contains($0) }.map { String(String.UnicodeScalarView($0)) }
            for piece in pieces {
                let cell = piece.hasPrefix("\"") ? String(piece.dropFirst()) : piece
                #expect(!CSV.startsLikeAFormula(cell) || Double(cell) != nil, "\(file): a cell starting \(cell)")
            }
            // Read as written (RFC 4180), each name is one cell, its formula pieces marked with `'`.
            let first = try grading.csv(file).map { $0.first ?? "" }
            #expect(first.contains("eve;'=HYPERLINK(A1);x") && first.contains("mal,'+1+2;'@SUM(A1)") && first.contains("sam;'-2+3;;'='x"), "\(file): \(first)")
        }
    }

    /// `course grade merge` says what it did not match class-wide, as
    /// `grade` does: listed at the end, in `--format json`, and `--strict`
    /// exits 3 (it writes the files all the same).
    @Test func mergeListsWhatItDidNotMatchAndStrictExitsThree() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let root = grading.sandbox.root
        for student in ["alice", "bob", "carol"] { try grading.add(student, grading.source(.good)) }
        for shard in 1...2 {
            let result = try grading.grade(["--shard", "\(shard)/2"], out: root + "/out-\(shard)")
            #expect(result.status == 0, "\(result.output)")
        }
        let roster = root + "/roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section,Folder\nAlice,101,S101,alice1,A,alice\nBob,102,S102,bob1,A,bob\nDan,104,S104,dan1,A,dan\n"
            .write(toFile: roster, atomically: true, encoding: .utf8)
        func merge(_ extra: [String]) throws -> CourseSandbox.Result {
            try grading.sandbox.run(["grade", "merge", root + "/out-1", root + "/out-2", "--out", root + "/grades", "--roster", roster] + extra)
        }
        let text = try merge([])
        #expect(text.status == 0, "\(text.output)")
        #expect(text.output.contains("Not read or not matched") && text.output.contains("Dan") && text.output.contains("carol"), "\(text.output)")
        let strict = try merge(["--strict"])
        #expect(strict.status == 3, "\(strict.output)")
        #expect(FileManager.default.fileExists(atPath: root + "/grades/canvas.csv"))
        let json = try merge(["--format", "json"])
        let summary = (try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) as? [String: Any] ?? [:]
        let unmatched = summary["unmatched"] as? [String: Any] ?? [:]
        #expect((unmatched["rosterRowsWithoutSubmission"] as? [Any])?.count == 1, "\(json.stdout)")
        #expect((unmatched["submissionsNotInRoster"] as? [String]) == ["carol"], "\(json.stdout)")
        #expect(try grading.json("unmatched.json", in: root + "/grades")["submissionsNotInRoster"] as? [String] == ["carol"])
    }

    /// An archive entry's name is never read as an unzip option or pattern:
    /// `-d/Counter.swift` (unzip's `-d EXDIR`) and a name with wildcards
    /// grade that entry's bytes alone.
    @Test func zipEntryNamesAreNeverOptionsOrPatterns() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip") else {
            print("skipped: this machine has no /usr/bin/unzip")
            return
        }
        let grading = try GradeClass()
        defer { grading.remove() }
        let good = Data(grading.source(.good).utf8), text = Data("just some notes\n".utf8)
        for (student, folder) in [("dash", "-d"), ("dashx", "-dX"), ("wild", "-[a]*?"), ("mark", "-\u{301}d")] {
            try FileManager.default.createDirectory(atPath: grading.submissions + "/" + student, withIntermediateDirectories: true)
            try StoredZip.make([(folder + "/Counter.swift", good, StoredZip.regular), ("README.md", text, StoredZip.regular)])
                .write(to: URL(fileURLWithPath: grading.submissions + "/\(student)/Project.zip"))
        }
        let result = try grading.grade()
        #expect(result.status == 0, "\(result.output)")
        let gradebook = try grading.csv("gradebook.csv")
        for student in ["dash", "dashx", "wild", "mark"] {
            let feedback = (try? grading.read("feedback/\(student).md")) ?? ""
            #expect(gradebook.contains([student, "6", "6"]), "\(student): \(gradebook)\n\(feedback)")
        }
    }

    /// A submission stopped by Ctrl-C is not a result: no progress line
    /// shows it done or scored.
    @Test func anInterruptedSubmissionIsNeverShownAsGraded() throws {
        let grading = try GradeClass(timeLimit: 120)
        defer { grading.remove() }
        try grading.add("alice", grading.source(.endlessLoop))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CourseSandbox.binary)
        process.arguments = ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--jobs", "1", "--isolation", "none"]
        // Every scratch folder under the sandbox, so every process of the run names it.
        let tmp = grading.sandbox.root + "/tmp"
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        var environment = grading.sandbox.environment
        environment["TMPDIR"] = tmp
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: grading.sandbox.course)
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        func studentProgramRunning() -> Bool {
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).contains { entry in
                guard Int32(entry) != nil, let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return false }
                let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
                return line.contains(grading.sandbox.root) && GradeLimitsTests.Background.isStudentProgram("\(entry): \(line)")
            }
        }
        let deadline = Date().addingTimeInterval(180)
        while Date() < deadline, process.isRunning, !studentProgramRunning() { Thread.sleep(forTimeInterval: 0.1) }
        Thread.sleep(forTimeInterval: 0.5)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 130, "\(message)")
        #expect(!message.contains("1/1") && !message.contains("/6"), "shown as graded: \(message)")
        #expect(message.contains("were not graded"), "\(message)")
    }

    /// A refused linked LMS file is said once, on one line: no visible `\n`.
    @Test func aRefusedLinkIsSaidOnceOnOneLine() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let target = grading.sandbox.root + "/elsewhere.swift"
        try grading.source(.good).write(toFile: target, atomically: true, encoding: .utf8)
        try grading.source(.good).write(toFile: grading.submissions + "/smithalice_1001_70001_Counter.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: grading.submissions + "/stonemallory_1003_70003_Counter.swift", withDestinationPath: target)
        let result = try grading.grade()
        #expect(result.status == 0, "\(result.output)")
        let feedback = try grading.read("feedback/1003.md")
        #expect(feedback.components(separatedBy: "symbolic link").count - 1 == 1 && !feedback.contains("\\n"), "\(feedback)")
        let results = try grading.read("gradescope/1003/results.json")
        #expect(!results.contains("\\\\n") && !results.contains("submitted file"), "\(results)")
    }
}
