import Foundation
import Testing

@testable import CourseKit

/// The twenty-second review's attacks on archives and look-alike ids, each
/// through the real `course` binary on real files and real zips made with
/// the system's `zip` (entries renamed with Info-ZIP's `zipnote`, as a
/// student's own tool may name them) (docs/trust.md, "The twenty-second
/// review: grading (archives and look-alikes)").
extension GradeHostileTests {
    private func put(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func strings(_ object: [String: Any], _ key: String) -> [String] { object[key] as? [String] ?? [] }

    private func tool(_ path: String, _ arguments: [String], in directory: String, input: String? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let pipe = Pipe()
        if input != nil { process.standardInput = pipe }
        try process.run()
        if let input {
            pipe.fileHandleForWriting.write(Data(input.utf8))
            try pipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(path) \(arguments.prefix(3)) failed")
    }

    /// A zip made with `/usr/bin/zip` whose entries are then named exactly
    /// `entries` (`zipnote -w`: `./X`, `../X`, two names of one path).
    private func makeZip(_ archive: String, _ entries: [(name: String, text: String)], scratch: String) throws {
        let stage = scratch + "/stage-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: stage, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: stage) }
        let placeholders = entries.indices.map { "e\($0)" }
        for (placeholder, entry) in zip(placeholders, entries) { try entry.text.write(toFile: stage + "/" + placeholder, atomically: true, encoding: .utf8) }
        try FileManager.default.createDirectory(atPath: (archive as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try tool("/usr/bin/zip", ["-q", archive, "-@"], in: stage, input: placeholders.joined(separator: "\n") + "\n")
        let renames = zip(placeholders, entries).map { "@ \($0.0)\n@=\($0.1.name)\n@ (comment above this line)\n" }.joined() + "@ (zip file comment below this line)\n"
        try tool("/usr/bin/zipnote", ["-w", archive], in: stage, input: renames)
    }

    private var zipTools: Bool {
        ["/usr/bin/zip", "/usr/bin/zipnote"].allSatisfy(FileManager.default.isExecutableFile(atPath:)) && Archives.available
    }

    /// A student's feedback file (`feedback/<id>….md`), by its exact id.
    private func feedback(_ directory: String, _ student: String) throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory + "/feedback").filter { $0.hasSuffix(".md") }
        let name = try #require(files.first { $0 == student + ".md" } ?? files.first { $0.hasPrefix(student + "-") }, "no feedback for \(student) in \(files)")
        return try String(contentsOfFile: directory + "/feedback/" + name, encoding: .utf8)
    }

    /// Red team 01: Mallory's zip holds `./jonesbob_1002_79999_Counter.swift`
    /// and `../jonesbob_1002_79998_Counter.swift`; `unzip` in the download
    /// writes both at the top, named as Canvas names Bob's newer uploads.
    /// Where an entry lands is the path unzip writes, so both are refused.
    /// (b) An archive of over 2,000 entries is still checked whole (its
    /// listing is all read), and (c) one that cannot be listed is refused:
    /// skipped, in its student's feedback, never unpacked.
    @Test func anEntryUnzipWritesAtTheTopUnderAnotherNameIsRefusedAndAnUnlistableArchiveIsNotUnpacked() throws {
        guard zipTools else {
            Issue.record("skipped: this machine has no /usr/bin/zip, /usr/bin/zipnote or /usr/bin/unzip")
            return
        }
        let grading = try GradeClass()
        defer { grading.remove() }
        let (good, starter) = (grading.source(.good), grading.starter)
        let root = grading.submissions
        try put(root + "/jonesbob_1002_70002_Counter.swift", good)
        try put(root + "/smithalice_1001_70001_Counter.swift", good)
        let mallory = root + "/stonemallory_1003_70003_Project.zip"
        try makeZip(mallory, [("Counter.swift", good), ("./jonesbob_1002_79999_Counter.swift", starter), ("../jonesbob_1002_79998_Counter.swift", starter)],
            scratch: grading.sandbox.root)
        // The instructor's mistake: unpacked in place.
        let unzip = Process()
        unzip.executableURL = URL(fileURLWithPath: Archives.unzip)
        unzip.currentDirectoryURL = URL(fileURLWithPath: root)
        unzip.arguments = ["-o", "-qq", mallory]
        unzip.standardError = FileHandle.nullDevice
        try unzip.run()
        unzip.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: root + "/jonesbob_1002_79998_Counter.swift"), "unzip wrote ../X at the top")
        let result = try grading.grade(["--strict"])
        #expect(result.status == 3, "\(result.output)")
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains(["1002", "1002", "", "", "", "6"]), "Bob is graded on his own upload: \(canvas)")
        let skipped = strings(try grading.json("unmatched.json"), "skipped")
        for planted in ["jonesbob_1002_79999_Counter.swift", "jonesbob_1002_79998_Counter.swift"] {
            #expect(skipped.contains { $0.hasPrefix("refused \"\(planted)\"") && $0.contains("same bytes") }, "\(planted): \(skipped)")
        }

        // (b) 2,001 more entries: listed whole and checked all the same.
        let many = try GradeClass()
        defer { many.remove() }
        try put(many.submissions + "/jonesbob_1002_70002_Counter.swift", good)
        let big = many.submissions + "/stonemallory_1003_70003_Project.zip"
        try makeZip(big, [("./jonesbob_1002_79999_Counter.swift", starter)] + (0...2_000).map { ("pad/\($0).txt", "") }, scratch: many.sandbox.root)
        try put(many.submissions + "/jonesbob_1002_79999_Counter.swift", starter)
        let manyRun = try many.grade(["--strict"])
        #expect(manyRun.status == 3, "\(manyRun.output)")
        let manyCanvas = try many.csv("canvas.csv")
        #expect(manyCanvas.contains(["1002", "1002", "", "", "", "6"]), "\(manyCanvas)")
        #expect(strings(try many.json("unmatched.json"), "skipped").contains { $0.hasPrefix("refused \"jonesbob_1002_79999_Counter.swift\"") })

        // (c) An archive unzip cannot list: refused, said, not unpacked.
        let broken = try GradeClass()
        defer { broken.remove() }
        try put(broken.submissions + "/jonesbob_1002_70002_Counter.swift", good)
        try put(broken.submissions + "/stonemallory_1003_70003_Project.zip", "PK\u{3}\u{4} not really a zip")
        let brokenRun = try broken.grade(["--strict"])
        #expect(brokenRun.status == 3, "\(brokenRun.output)")
        let brokenSkipped = strings(try broken.json("unmatched.json"), "skipped")
        #expect(brokenSkipped.contains { $0.hasPrefix("\"stonemallory_1003_70003_Project.zip\" was refused: unzip could not list it") }, "\(brokenSkipped)")
        #expect(try feedback(broken.out, "1003").contains("unzip could not list it"))
    }

    /// Red team 06: `Counter.swift` and `./Counter.swift` in one zip are one
    /// path once written: refused, naming both, as two entries of one name are.
    @Test func twoEntriesWrittenToOnePathAreRefusedNamingBoth() throws {
        guard zipTools else {
            Issue.record("skipped: this machine has no /usr/bin/zip, /usr/bin/zipnote or /usr/bin/unzip")
            return
        }
        let grading = try GradeClass()
        defer { grading.remove() }
        try makeZip(grading.submissions + "/alice/Project.zip", [("Counter.swift", grading.source(.good)), ("./Counter.swift", grading.starter)],
            scratch: grading.sandbox.root)
        try grading.add("bob", grading.source(.good))
        let result = try grading.grade()
        let text = try feedback(grading.out, "alice")
        #expect(text.contains("its entries \"Counter.swift\" and \"./Counter.swift\" are both written to \"Counter.swift\""), "\(result.output)\n\(text)")
        #expect(!(try grading.csv("gradebook.csv")).contains(["alice", "6", "6"]))
    }

    /// Red team 03: Mallory's zip merely lists empty entries named as Moodle
    /// names Bob's upload (guessed participant ids). Nothing was unpacked:
    /// Bob's file does not hold any entry's bytes, so it stays his, and the
    /// listing is said.
    @Test func anArchiveThatOnlyListsAClassmatesFileNameLeavesTheirUploadTheirs() throws {
        guard zipTools else {
            Issue.record("skipped: this machine has no /usr/bin/zip, /usr/bin/zipnote or /usr/bin/unzip")
            return
        }
        let grading = try GradeClass()
        defer { grading.remove() }
        let good = grading.source(.good)
        try put(grading.submissions + "/Bob Stone_4102_assignsubmission_file_Counter.swift", good)
        try put(grading.submissions + "/Alice Smith_4101_assignsubmission_file_Counter.swift", good)
        try makeZip(
            grading.submissions + "/Mallory Moe_4103_assignsubmission_file_Project.zip",
            [("Counter.swift", good)] + (4100...4105).map { ("Bob Stone_\($0)_assignsubmission_file_Counter.swift", "") }, scratch: grading.sandbox.root)
        // (Exit 3: Moodle's participant ids are vouched for by no roster; nothing is skipped but the
        // twenty-fourth review's one line: a folder holding an archive cannot vouch for what the LMS wrote.)
        let (status, summary, result) = try grading.gradeJSON(["--strict"])
        #expect(status == 3, "\(result.output)")
        let skipped = strings(try grading.json("unmatched.json"), "skipped")
        #expect(skipped.count == 1 && skipped[0].contains("can be changed by students' archives if they were unpacked here"), "\(result.output)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains(["4102", "6", "6"]) && gradebook.contains(["4103", "6", "6"]), "\(gradebook)")
        let warnings = summary["warnings"] as? [String] ?? []
        #expect(warnings.contains {
            $0.contains("lists an entry written at the top as \"Bob Stone_4102_assignsubmission_file_Counter.swift\"") && $0.contains("was not unpacked here")
        }, "\(warnings)")
    }

    /// Red team 05: Jane hands in `JDoe3/` (or `Jane.Doe@uni.edu/`), Mallory
    /// hands in the starter as `jdoe3/` (Jane's exact login or e-mail). A
    /// look-alike of a row's key contests that row: its cell stays empty,
    /// `distrusted`, `--strict` exits 3, in one run and through shards and
    /// merge; Mallory's `mmoe/` keeps her own row; and the feedback for
    /// `jdoe3/` neither carries Jane's name nor quotes her ids.
    @Test func aLookAlikeOfARosterKeyContestsThatRow() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let root = grading.sandbox.root
        try grading.add("JDoe3", grading.source(.good))
        try grading.add("jdoe3", grading.starter)
        try grading.add("mmoe", grading.source(.good))
        let roster = root + "/roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section\n\"Doe, Jane\",101,S101,jdoe3,A\n\"Moe, Mallory\",103,S103,mmoe,A\n"
            .write(toFile: roster, atomically: true, encoding: .utf8)
        let result = try grading.grade(["--roster", roster, "--strict"])
        #expect(result.status == 3, "\(result.output)")
        var canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains(["Doe, Jane", "101", "S101", "jdoe3", "A", ""]) && canvas.contains(["Moe, Mallory", "103", "S103", "mmoe", "A", "6"]), "\(canvas)")
        let distrusted = strings(try grading.json("unmatched.json"), "distrusted")
        #expect(distrusted.contains { $0.contains("\"Doe, Jane\"") && $0.contains("\"JDoe3\"") }, "\(distrusted)")
        let mallorys = try feedback(grading.out, "jdoe3")
        #expect(!mallorys.contains("Doe, Jane") && !mallorys.contains("\"101\"") && !mallorys.contains("S101"), "\(mallorys)")
        #expect(mallorys.hasPrefix("# Feedback for jdoe3") && mallorys.contains("only through its SIS Login ID"), "\(mallorys)")

        // Through shards and merge: the same canvas.csv, and the warnings on merge's terminal.
        for shard in ["1/2", "2/2"] {
            let run = try grading.grade(["--roster", roster, "--shard", shard], out: root + "/shard" + shard.prefix(1))
            #expect(run.status == 0, "\(run.output)")
        }
        let merge = try grading.sandbox.run(["grade", "merge", root + "/shard1", root + "/shard2", "--roster", roster, "--out", root + "/merged", "--strict"])
        #expect(merge.status == 3, "\(merge.output)")
        #expect(merge.output.contains("look the same but are different names") && merge.output.contains("refused a roster match"), "\(merge.output)")
        canvas = try grading.csv("canvas.csv", in: root + "/merged")
        #expect(canvas.contains(["Doe, Jane", "101", "S101", "jdoe3", "A", ""]), "\(canvas)")
        let merged = try feedback(root + "/merged", "jdoe3")
        #expect(!merged.contains("Doe, Jane") && !merged.contains("S101") && merged.contains("only through its SIS Login ID"), "\(merged)")

        // The e-mail as Jane writes it, beside the roster's.
        let mail = try GradeClass()
        defer { mail.remove() }
        try mail.add("Jane.Doe@uni.edu", mail.source(.good))
        try mail.add("jane.doe@uni.edu", mail.starter)
        let mailRoster = mail.sandbox.root + "/roster.csv"
        try "Student,ID,SIS User ID,SIS Login ID,Section,Email\n\"Doe, Jane\",101,S101,jdoe3,A,jane.doe@uni.edu\n"
            .write(toFile: mailRoster, atomically: true, encoding: .utf8)
        let mailRun = try mail.grade(["--roster", mailRoster])
        #expect(mailRun.status == 0, "\(mailRun.output)")
        let mailCanvas = try mail.csv("canvas.csv")
        #expect(mailCanvas.contains(["Doe, Jane", "101", "S101", "jdoe3", "A", ""]), "\(mailCanvas)")
        #expect(strings(try mail.json("unmatched.json"), "distrusted").contains { $0.contains("\"Jane.Doe@uni.edu\"") })
    }
}
