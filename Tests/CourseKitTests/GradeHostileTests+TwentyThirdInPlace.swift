import Foundation
import Testing

@testable import CourseKit

/// The twenty-third review's attacks on the in-place check (a student's
/// archive unpacked in the download plants a file named as a classmate's
/// newer upload), each through the real `course` binary on real zips (made
/// with Info-ZIP's `zip`, entries renamed with `zipnote`) and real tars
/// (docs/trust.md, "The twenty-third review: grading (archives unpacked in place)").
extension GradeHostileTests {
    private func put23(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func strings23(_ object: [String: Any], _ key: String) -> [String] { object[key] as? [String] ?? [] }

    private func tool23(_ path: String, _ arguments: [String], in directory: String, input: Data? = nil, expectSuccess: Bool = true) throws {
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
            pipe.fileHandleForWriting.write(input)
            try pipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        if expectSuccess { #expect(process.terminationStatus == 0, "\(path) \(arguments.prefix(3)) failed") }
    }

    /// A zip made with `/usr/bin/zip` whose entries are then named exactly
    /// `entries` (bytes: a control character, DEL, 0xFF), with `comment`.
    private func makeZip23(_ archive: String, _ entries: [(name: [UInt8], text: String)], comment: String = "", scratch: String) throws {
        let stage = scratch + "/stage-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: stage, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: stage) }
        let placeholders = entries.indices.map { "e\($0)" }
        for (placeholder, entry) in zip(placeholders, entries) { try entry.text.write(toFile: stage + "/" + placeholder, atomically: true, encoding: .utf8) }
        try FileManager.default.createDirectory(atPath: (archive as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try tool23("/usr/bin/zip", ["-q", archive, "-@"], in: stage, input: Data((placeholders.joined(separator: "\n") + "\n").utf8))
        var renames = Data()
        for (placeholder, entry) in zip(placeholders, entries) {
            renames += Data("@ \(placeholder)\n@=".utf8) + Data(entry.name) + Data("\n@ (comment above this line)\n".utf8)
        }
        renames += Data("@ (zip file comment below this line)\n\(comment)\n".utf8)
        try tool23("/usr/bin/zipnote", ["-w", archive], in: stage, input: renames)
    }

    private var zipTools23: Bool {
        ["/usr/bin/zip", "/usr/bin/zipnote"].allSatisfy(FileManager.default.isExecutableFile(atPath:)) && Archives.available
    }

    /// The instructor's mistake: `unzip ARCHIVE` (or `tar -xf`) in the download.
    private func unpackInPlace(_ archive: String, in root: String) throws {
        if archive.hasSuffix(".zip") {
            try tool23(Archives.unzip, ["-o", "-qq", archive], in: root, expectSuccess: false)
        } else {
            try tool23(InPlaceListing.tar, ["-xf", archive], in: root, expectSuccess: false)
        }
    }

    private func feedback23(_ directory: String, _ student: String) throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory + "/feedback").filter { $0.hasSuffix(".md") }
        let name = try #require(files.first { $0 == student + ".md" } ?? files.first { $0.hasPrefix(student + "-") }, "no feedback for \(student) in \(files)")
        return try String(contentsOfFile: directory + "/feedback/" + name, encoding: .utf8)
    }

    /// Red team 01: unzip writes a name otherwise than it lists it: control
    /// characters (`^A` in the listing), DEL and 0xFF dropped, a VMS
    /// version `;1` dropped. Each planted name is judged at the path unzip
    /// wrote, so each is refused and Bob is graded on his own upload.
    @Test func aNameUnzipRewritesWhenWritingItIsJudgedWhereItWasWritten() throws {
        guard zipTools23 else {
            Issue.record("skipped: this machine has no /usr/bin/zip, /usr/bin/zipnote or /usr/bin/unzip")
            return
        }
        let grading = try GradeClass()
        defer { grading.remove() }
        let (good, starter) = (grading.source(.good), grading.starter)
        let root = grading.submissions
        try put23(root + "/jonesbob_1002_70002_Counter.swift", good)
        let mallory = root + "/stonemallory_1003_70003_Project.zip"
        let planted: [(name: [UInt8], written: String)] = [
            (Array("jonesbob_1002_79999_Coun\u{1}ter.swift".utf8), "jonesbob_1002_79999_Counter.swift"),
            (Array("jonesbob_1002_79998_Counter.swift;1".utf8), "jonesbob_1002_79998_Counter.swift"),
            (Array("jonesbob_1002_79997_Count\u{7F}er.swift".utf8), "jonesbob_1002_79997_Counter.swift"),
            (Array("jonesbob_1002_79996_Co".utf8) + [0xFF] + Array("unter.swift".utf8), "jonesbob_1002_79996_Counter.swift"),
        ]
        try makeZip23(mallory, [(Array("Counter.swift".utf8), good)] + planted.map { ($0.name, starter) }, scratch: grading.sandbox.root)
        try unpackInPlace(mallory, in: root)
        for item in planted { #expect(FileManager.default.fileExists(atPath: root + "/" + item.written), "unzip wrote \(item.written)") }
        let result = try grading.grade(["--strict"])
        #expect(result.status == 3, "\(result.output)")
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains(["1002", "1002", "", "", "", "6"]), "Bob is graded on his own upload: \(canvas)\n\(result.output)")
        let skipped = strings23(try grading.json("unmatched.json"), "skipped")
        for item in planted {
            #expect(skipped.contains { $0.hasPrefix("refused \"\(item.written)\"") && $0.contains("same bytes") }, "\(item.written): \(skipped)")
        }
        #expect(try feedback23(grading.out, "1002").contains("named as yours that a classmate's archive could have written"))
    }

    /// Red team 01 (comment): a zip comment of dashes no longer breaks the
    /// table (`unzip -qv` prints no comment), so the planted file is judged by
    /// its bytes; and an archive whose entries cannot all be judged (a name
    /// with more `^X` than the grader expands) contests every name at the
    /// top it could have written, whatever those hold now, and the download.
    @Test func anArchiveWhoseEntriesCannotAllBeJudgedContestsEveryNameItCouldHaveWritten() throws {
        guard zipTools23 else {
            Issue.record("skipped: this machine has no /usr/bin/zip, /usr/bin/zipnote or /usr/bin/unzip")
            return
        }
        let grading = try GradeClass()
        defer { grading.remove() }
        let (good, starter) = (grading.source(.good), grading.starter)
        let root = grading.submissions
        try put23(root + "/jonesbob_1002_70002_Counter.swift", good)
        let commented = root + "/stonemallory_1003_70003_Project.zip"
        try makeZip23(commented, [(Array("jonesbob_1002_79999_Counter.swift".utf8), starter)], comment: "--------", scratch: grading.sandbox.root)
        try unpackInPlace(commented, in: root)
        let result = try grading.grade(["--strict"])
        #expect(result.status == 3, "\(result.output)")
        #expect(try grading.csv("canvas.csv").contains(["1002", "1002", "", "", "", "6"]), "\(result.output)")
        #expect(strings23(try grading.json("unmatched.json"), "skipped").contains { $0.hasPrefix("refused \"jonesbob_1002_79999_Counter.swift\"") && $0.contains("same bytes") })

        // More ambiguous `^X` than are expanded: unchecked, so the name it
        // could have written is refused even though its bytes were changed since.
        let unchecked = try GradeClass()
        defer { unchecked.remove() }
        let uroot = unchecked.submissions
        try put23(uroot + "/jonesbob_1002_70002_Counter.swift", good)
        try put23(uroot + "/smithalice_1001_70001_Counter.swift", good)
        let archive = uroot + "/stonemallory_1003_70003_Project.zip"
        try makeZip23(archive, [
            (Array("jonesbob_1002_79999_Counter.swift".utf8), starter),
            (Array("pad".utf8) + [UInt8](repeating: 1, count: InPlaceListing.maxAmbiguous + 1) + Array(".txt".utf8), ""),
        ], scratch: unchecked.sandbox.root)
        try unpackInPlace(archive, in: uroot)
        try put23(uroot + "/jonesbob_1002_79999_Counter.swift", starter + "\n// edited after\n")
        let run = try unchecked.grade(["--strict"])
        #expect(run.status == 3, "\(run.output)")
        #expect(try unchecked.csv("canvas.csv").contains(["1002", "1002", "", "", "", "6"]), "\(run.output)")
        let report = try unchecked.json("unmatched.json")
        #expect(strings23(report, "skipped").contains { $0.hasPrefix("refused \"jonesbob_1002_79999_Counter.swift\"") && $0.contains("could have written") },
            "\(strings23(report, "skipped"))")
        #expect(strings23(report, "distrusted").contains { $0.contains("every grade from this download is contested") }, "\(report)")
        #expect(try feedback23(unchecked.out, "1001").contains("an archive the grader cannot list"))
        #expect(try feedback23(unchecked.out, "1003").contains("was refused"))
    }

    /// Red team 02: a Canvas-named tar unpacked in place is checked as a zip
    /// is (its listing, its bytes read back): the planted newer upload and
    /// the folder it wrote are refused; its owner gets a record that says why
    /// the tar was not graded; and a `.7z`, which the grader cannot list,
    /// contests the download loudly and gets its owner a record too.
    @Test func aTarUnpackedInPlaceIsCheckedAndAnArchiveThatCannotBeListedContestsTheDownload() throws {
        guard FileManager.default.isExecutableFile(atPath: InPlaceListing.tar) else {
            Issue.record("skipped: this machine has no \(InPlaceListing.tar)")
            return
        }
        let grading = try GradeClass()
        defer { grading.remove() }
        let (good, starter) = (grading.source(.good), grading.starter)
        let root = grading.submissions
        try put23(root + "/jonesbob_1002_70002_Counter.swift", good)
        let stage = grading.sandbox.root + "/stage"
        try put23(stage + "/jonesbob_1002_79999_Counter.swift", starter)
        try put23(stage + "/MalloryProject/Counter.swift", good)
        let tarball = root + "/stonemallory_1003_70003_project.tar.gz"
        try tool23(InPlaceListing.tar, ["-czf", tarball, "./jonesbob_1002_79999_Counter.swift", "MalloryProject"], in: stage)
        try unpackInPlace(tarball, in: root)
        #expect(FileManager.default.fileExists(atPath: root + "/MalloryProject/Counter.swift"))
        let result = try grading.grade(["--strict"])
        #expect(result.status == 3, "\(result.output)")
        let canvas = try grading.csv("canvas.csv")
        #expect(canvas.contains(["1002", "1002", "", "", "", "6"]), "\(canvas)\n\(result.output)")
        #expect(!canvas.contains { $0.first == "MalloryProject" }, "\(canvas)")
        let skipped = strings23(try grading.json("unmatched.json"), "skipped")
        for top in ["jonesbob_1002_79999_Counter.swift", "MalloryProject/"] {
            #expect(skipped.contains { $0.hasPrefix("refused \"\(top.replacingOccurrences(of: "/", with: ""))\"") && $0.contains("same bytes") }, "\(top): \(skipped)")
        }
        #expect(!result.output.contains("not a file named as Canvas"), "\(result.output)")
        #expect(try feedback23(grading.out, "1003").contains("an archive the grader does not unpack"))

        // A .7z: its names cannot be listed, so the download is contested.
        let seven = try GradeClass()
        defer { seven.remove() }
        try put23(seven.submissions + "/jonesbob_1002_70002_Counter.swift", good)
        try put23(seven.submissions + "/stonemallory_1003_70003_project.7z", "7z\u{BC}\u{AF}'\u{1C} not listed")
        let run = try seven.grade(["--strict"])
        #expect(run.status == 3, "\(run.output)")
        let report = try seven.json("unmatched.json")
        #expect(strings23(report, "distrusted").contains { $0.hasPrefix("\"stonemallory_1003_70003_project.7z\"") && $0.contains("cannot be listed") }, "\(report)")
        #expect(run.output.contains("cannot be listed"), "\(run.output)")
        #expect(try feedback23(seven.out, "1002").contains("an archive the grader cannot list"))
        #expect(try feedback23(seven.out, "1003").contains("an archive the grader does not unpack"))
    }
}
