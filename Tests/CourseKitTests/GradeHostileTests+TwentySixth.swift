import Foundation
import Testing

@testable import CourseKit

/// The twenty-sixth review (docs/trust.md, "The twenty-sixth review: grading
/// (the folder route, one student's bad member, interrupted runs)"). Every
/// test runs the real `course` binary on real folders, zips and tars (made
/// with python3's zipfile and tarfile, unpacked with GNU tar).
extension GradeHostileTests {
    /// Python: writes `spec.out`, a tar (`dir`, `hardlink` or text members)
    /// or a zip (text members; `bad` names given as latin-1 bytes).
    private static let builder26 = #"""
        import sys, json, io, tarfile, zipfile, os
        spec = json.load(sys.stdin); out = spec['out']
        os.makedirs(os.path.dirname(out), exist_ok=True)
        if out.endswith('.tar'):
            t = tarfile.open(out, 'w', format=tarfile.GNU_FORMAT)
            for m in spec['members']:
                ti = tarfile.TarInfo(m['name'])
                if 'dir' in m: ti.type = tarfile.DIRTYPE; ti.mode = 0o755; t.addfile(ti)
                elif 'hardlink' in m: ti.type = tarfile.LNKTYPE; ti.linkname = m['hardlink']; t.addfile(ti)
                else:
                    d = m.get('text', '').encode(); ti.size = len(d); ti.mode = 0o644; t.addfile(ti, io.BytesIO(d))
            t.close()
        else:
            z = zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED)
            for m in spec['members']:
                z.writestr(zipfile.ZipInfo(m['name']), m.get('text', '').encode())
            z.close()
        """#

    private func build26(_ spec: [String: Any]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.builder26]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: spec))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 could not build \(spec["out"] ?? "")")
    }

    private func put26(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func shell26(_ script: String, in directory: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    private static let unverified = "where its files came from cannot be verified from a folder"

    /// Findings 01, 04 (09 is the same mechanism on Gradescope's metadata):
    /// Mallory's tar, unpacked by GNU tar in the Moodle download, replaces
    /// itself with a folder of its name, hard-links Bob's file into her
    /// folder and writes the starter over Bob's path, leaving no archive,
    /// link or hard link. Before: Bob 6 → 2, Mallory 2 → 6, nothing said,
    /// exit 0 under `--strict`. Now the folder named as an archive is
    /// evidence, and with it gone too (every trace erased) the folder is
    /// still said to be unverified: `--strict` exits 3, naming the zip. The
    /// instructor's own `<student>/` folders are not an LMS's layout: not said.
    @Test func aFolderInAnLMSLayoutIsNeverTakenAsVerified() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let root = grading.submissions
        let (bob, mallory) = ("Bob Jones_4102_assignsubmission_file_", "Mallory Stone_4103_assignsubmission_file_")
        try put26(root + "/\(bob)/Counter.swift", grading.source(.good))
        try put26(root + "/\(mallory)/Counter.swift", grading.starter)
        try build26(["out": root + "/\(mallory)/Project.tar", "members": [
            ["name": "\(mallory)/Project.tar", "dir": true],
            ["name": "\(mallory)/Counter.swift", "hardlink": "\(bob)/Counter.swift"],
            ["name": "\(bob)/Counter.swift", "text": grading.starter],
        ]])
        #expect(try shell26("find . -name '*.tar' -exec tar xf {} \\;", in: root) == 0)
        var status = stat()
        #expect(lstat(root + "/\(mallory)/Project.tar", &status) == 0 && status.st_mode & S_IFMT == S_IFDIR, "GNU tar replaced the archive with a folder")
        #expect(lstat(root + "/\(mallory)/Counter.swift", &status) == 0 && status.st_nlink == 1, "no hard link is left")

        let swapped = try grading.grade(["--strict"])
        #expect(swapped.status == 3, "\(swapped.output)")
        #expect(swapped.output.contains("folder(s) named as an archive") && swapped.output.contains("course grade submissions.zip"), "\(swapped.output)")
        #expect((try grading.json("unmatched.json")["skipped"] as? [String] ?? []).contains { $0.contains("named as an archive") })

        // Every trace gone: an ordinary Moodle tree. Still not verified.
        #expect(rmdir(root + "/\(mallory)/Project.tar") == 0)
        let traceless = try grading.grade(["--strict"])
        #expect(traceless.status == 3, "\(traceless.output)")
        #expect(traceless.output.contains(Self.unverified) && traceless.output.contains("Moodle's download layout"), "\(traceless.output)")
        #expect(try grading.read("summary.html").contains("cannot be verified from a folder"))
        #expect(traceless.output.components(separatedBy: Self.unverified).count == 3, "said once on the terminal, once in the list: \(traceless.output)")
        let plain = try GradeClass()
        defer { plain.remove() }
        try plain.add("alice", plain.source(.good))
        // Not --strict: canvas.csv's row for a folder name no roster vouches for is distrusted (exit 3 for that alone).
        let own = try plain.grade()
        #expect(own.status == 0 && !own.output.contains(Self.unverified) && !own.output.contains("unpacked here"), "\(own.output)")
        #expect(!(try plain.json("unmatched.json")["skipped"] as? [String] ?? []).contains { $0.contains(Self.unverified) })
    }

    /// Finding 02: one member in Mallory's part of the download zip that the
    /// grader will not write (a `\` in its name; a 25-deep chain) refused the
    /// whole class (exit 2, nothing graded). Now only Mallory's submission is
    /// refused, scored as handed in: 0 with the reason (the twenty-eighth
    /// review, 05: a blank let a failing student trade her score for a second
    /// try), her feedback and the instructor's list say why; Alice and Bob are
    /// graded (exit 0: the member is hers). A refused member at the top (no
    /// student's folder holds it) still refuses the zip whole.
    @Test func oneStudentsBadMemberRefusesOnlyThatStudentsPart() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let (good, starter) = (grading.source(.good), grading.starter)
        let deep = (1...25).map { "d\($0)" }.joined(separator: "/") + "/x.txt"
        for (index, bad) in ["mallory/docs\\notes.md", "mallory/" + deep].enumerated() {
            let archive = grading.sandbox.root + "/class-\(index).zip"
            try build26(["out": archive, "members": [
                ["name": "alice/Counter.swift", "text": good], ["name": "bob/Counter.swift", "text": starter],
                ["name": "mallory/Counter.swift", "text": good], ["name": bad, "text": "notes\n"],
                ["name": "mallory/Extra.swift", "text": "// after the bad member\n"],
            ]])
            let out = grading.sandbox.root + "/out-\(index)"
            let result = try grading.sandbox.run(["grade", archive, "--lab", "01-counter", "--out", out, "--jobs", "2", "--isolation", "none"])
            #expect(result.status == 0, "Mallory's own member: scored, not ungradable: \(result.output)")
            let gradebook = try grading.csv("gradebook.csv", in: out)
            #expect(gradebook.contains(["alice", "6", "6"]) && gradebook.contains { $0.first == "bob" && $0[1] != "6" && !$0[1].isEmpty }, "\(gradebook)")
            let mallory = gradebook.first { $0.first == "mallory" } ?? []
            #expect(mallory.count >= 2 && mallory[1] == "0", "0 with the reason, not a blank: \(gradebook)")
            #expect(Files.exists(out + "/gradescope/mallory/results.json"))
            let feedback = try grading.read("feedback/mallory.md", in: out)
            #expect(feedback.contains("will not write") && feedback.contains(index == 0 ? "in its name" : "folders deep"), "\(feedback)")
            #expect(result.output.contains("refused \"mallory\"/") || result.output.contains("refused mallory/"), "\(result.output)")
        }
        // Gradescope's wrapped export, the bad member listed first: only its submission is refused.
        let wrapped = grading.sandbox.root + "/export.zip"
        let metadata = "submission_111:\n  :submitters:\n  - :name: Bob\n    :sid: '1002'\n    :email: bob@uni.edu\n"
            + "submission_222:\n  :submitters:\n  - :name: Mallory\n    :sid: '1003'\n    :email: mallory@uni.edu\n"
        try build26(["out": wrapped, "members": [
            ["name": "assignment_9_export/submission_222/docs\\notes.md", "text": "x"],
            ["name": "assignment_9_export/submission_metadata.yml", "text": metadata],
            ["name": "assignment_9_export/submission_111/Counter.swift", "text": good],
            ["name": "assignment_9_export/submission_222/Counter.swift", "text": good],
        ]])
        let exportOut = grading.sandbox.root + "/out-export"
        let export = try grading.sandbox.run(["grade", wrapped, "--lab", "01-counter", "--out", exportOut, "--isolation", "none"])
        #expect(export.status == 0, "\(export.output)")
        let book = try grading.csv("gradebook.csv", in: exportOut)
        #expect(book.contains(["1002", "6", "6"]) && book.contains { $0.first == "1003" && $0.count > 1 && $0[1] == "0" }, "\(book)")

        let top = grading.sandbox.root + "/top.zip"
        try build26(["out": top, "members": [["name": "alice/Counter.swift", "text": good], ["name": "notes\\a.md", "text": "x"]]])
        let whole = try grading.sandbox.run(["grade", top, "--lab", "01-counter", "--out", grading.sandbox.root + "/out-top", "--isolation", "none"])
        #expect(whole.status == 2 && whole.output.contains("Nothing was graded"), "\(whole.output)")
    }

    /// Finding 11: a run stopped while it writes `--out` left a folder of
    /// this run's gradebook and the last run's feedback, looking complete.
    /// Now `INCOMPLETE.txt` is written before any file is replaced and
    /// removed after the last, and summary.html is written first with an
    /// "Incomplete" banner and last without it. A folder left so (here: the
    /// marker of a run killed outright) is said by the next run, which writes
    /// every file again, and refused by `merge`.
    @Test func aRunStoppedWhileWritingLeavesTheFolderMarkedIncomplete() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        try grading.add("bob", grading.starter)
        let first = try grading.grade()
        #expect(first.status == 0, "\(first.output)")
        #expect(!Files.exists(grading.out + "/INCOMPLETE.txt"), "a finished run leaves no marker")
        #expect(!(try grading.read("summary.html")).contains("Incomplete:"))

        // Written as a run does before its first file: the run then killed (`kill -9`, a scheduler's limit).
        try OutputFolder.markIncomplete(grading.out)
        let merged = try grading.sandbox.run(["grade", "merge", grading.out, "--out", grading.sandbox.root + "/merged"])
        #expect(merged.status == 2 && merged.output.contains("is incomplete"), "\(merged.output)")
        let again = try grading.grade()
        #expect(again.status == 0, "\(again.output)")
        #expect(again.output.contains("was left incomplete by an earlier run"), "\(again.output)")
        #expect(!Files.exists(grading.out + "/INCOMPLETE.txt"))

        // Interrupted for real: SIGTERM as soon as the marker appears (the
        // outputs are being written); the folder still says it is incomplete.
        try grading.add("carol", grading.source(.good))
        let process = grading.sandbox.process(["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--jobs", "2", "--isolation", "none", "--force"])
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(300)
        while process.isRunning, !Files.exists(grading.out + "/INCOMPLETE.txt"), Date() < deadline { usleep(200) }
        kill(process.processIdentifier, SIGTERM)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 130 {
            #expect(Files.exists(grading.out + "/INCOMPLETE.txt"), "\(said)")
            #expect(said.contains("is incomplete"), "\(said)")
            let summary = (try? grading.read("summary.html")) ?? ""
            #expect(summary.contains("Incomplete:") || !summary.contains("carol"), "summary.html is the old one or carries the banner")
        }
    }

    /// The twenty-fifth review's owed test: a new grade-cache folder is made
    /// 0700 whatever the umask, so a second run under `umask 002` accepts its
    /// own cache (a group-writable cache would be refused as others').
    @Test func aNewGradeCacheIsPrivateWhateverTheUmask() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        func run() throws -> CourseSandbox.Result {
            let process = grading.sandbox.process(["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--isolation", "none"])
            let binary = process.executableURL!.path
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "umask 002; exec \"$0\" \"$@\"", binary] + (process.arguments ?? [])
            return try CourseSandbox.collect(process)
        }
        let first = try run()
        #expect(first.status == 0, "\(first.output)")
        var status = stat()
        #expect(stat(grading.out + "/.cache", &status) == 0 && status.st_mode & 0o777 == 0o700, "mode \(String(status.st_mode & 0o777, radix: 8))")
        let second = try run()
        #expect(second.status == 0, "its own cache is accepted: \(second.output)")
        #expect(second.output.contains("1 from cache"), "the first run's grade is believed: \(second.output)")
    }

    /// A raw DEFLATE stream of `count` empty fixed-code blocks and a last
    /// one: 10 bits each, nothing out (finding 03's "spin").
    private static func emptyBlocks26(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = [], buffer = 0, filled = 0
        func put(_ value: Int, _ width: Int) {
            for bit in 0..<width {
                buffer |= ((value >> bit) & 1) << filled
                filled += 1
                if filled == 8 { bytes.append(UInt8(buffer)); buffer = 0; filled = 0 }
            }
        }
        for index in 0...count {
            put(index == count ? 1 : 0, 1)  // BFINAL
            put(1, 2)  // fixed codes
            put(0, 7)  // end of block (256: seven 0 bits)
        }
        if filled > 0 { bytes.append(UInt8(buffer)) }
        return bytes
    }

    /// Finding 03: a 0-byte member whose stream is millions of empty blocks
    /// held the grader for minutes (the output limit never trips; the
    /// deadline was looked at between members only). Now the inflater looks
    /// at the deadline every few hundred blocks, and a member whose stream is
    /// longer than any deflater writes for its size is refused before it is
    /// read (the zip's own fault: refused whole, exit 2, at once).
    @Test func theInflatersWorkIsBoundedByTimeAndByItsInput() throws {
        let spin = Self.emptyBlocks26(20_000)
        #expect(try Inflate.decompress(spin, limit: 0) == [])
        #expect(throws: InflateError.self) { try Inflate.decompress(spin, limit: 0, deadline: Date()) }
        do {
            _ = try Inflate.decompress(spin, limit: 0, deadline: Date())
        } catch {
            #expect(error.message.contains("took longer than"), "\(error.message)")
        }

        let grading = try GradeClass()
        defer { grading.remove() }
        let archive = grading.sandbox.root + "/spin.zip"
        // Stored, then re-labelled as deflated to 0 bytes (CRC 0), as a crafted download would be.
        let script = """
            import zipfile, struct, sys
            spin = bytes.fromhex(sys.argv[2])
            z = zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_STORED)
            z.writestr('alice/Counter.swift', sys.argv[3]); z.writestr('mallory/notes.txt', spin); z.close()
            d = bytearray(open(sys.argv[1], 'rb').read())
            local = [i for i in range(len(d) - 4) if d[i:i + 4] == b'PK\\x03\\x04'][1]
            struct.pack_into('<HHHIII', d, local + 8, 8, 0, 0, 0, len(spin), 0)
            central = [i for i in range(len(d) - 4) if d[i:i + 4] == b'PK\\x01\\x02'][1]
            struct.pack_into('<HHHIII', d, central + 10, 8, 0, 0, 0, len(spin), 0)
            open(sys.argv[1], 'wb').write(d)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, archive, spin.map { String(format: "%02x", $0) }.joined(), grading.source(.good)]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let start = Date()
        let result = try grading.sandbox.run(["grade", archive, "--lab", "01-counter", "--out", grading.out, "--isolation", "none"])
        #expect(result.status == 2 && result.output.contains("more than any deflater writes"), "\(result.output)")
        #expect(Date().timeIntervalSince(start) < 30, "refused before it is read")
    }

    /// Grading review, finding 05: a one-student Moodle download whose only
    /// folder held her own `submission_metadata.yml` (naming Bob) was read as
    /// Gradescope's wrapper, her files graded as Bob's. Now the wrapper is
    /// believed only in Gradescope's shape (`assignment_<id>_export/`, only
    /// `submission_<id>/` folders beside the metadata, every key one of them):
    /// her folder is hers, and the run says the file was not read (`--strict`: 3).
    /// Finding 08: that shape one folder deeper (a re-zipped export, or her
    /// upload holding `assignment_1_export/`) refuses the zip, naming the folder,
    /// where the class was graded as one student named after the wrapper.
    @Test func onlyGradescopesOwnShapeIsReadAsItsExport() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let good = grading.source(.good)
        let bob = "submission_1:\n  :submitters:\n  - :name: Bob\n    :sid: '1002'\n    :email: bob@uni.edu\n"
        let moodle = "Mallory Evil_124_assignsubmission_file_/"
        func graded(_ name: String, _ members: [[String: Any]]) throws -> (result: CourseSandbox.Result, out: String) {
            let zip = grading.sandbox.root + "/\(name).zip"
            try build26(["out": zip, "members": members])
            let out = grading.sandbox.root + "/out-\(name)"
            return (try grading.sandbox.run(["grade", zip, "--lab", "01-counter", "--out", out, "--isolation", "none", "--strict"]), out)
        }

        let hers = try graded("moodle-one", [
            ["name": moodle + "submission_metadata.yml", "text": bob], ["name": moodle + "submission_1/Counter.swift", "text": good],
        ])
        #expect(hers.result.status == 3, "\(hers.result.output)")
        let book = try grading.csv("gradebook.csv", in: hers.out)
        #expect(book.contains { $0.first == "124" } && !book.contains { $0.first == "1002" }, "\(book)")
        #expect(hers.result.output.contains("is not Gradescope's export") && hers.result.output.contains("not named assignment_<id>_export"), "\(hers.result.output)")

        // Named as Gradescope names it, but a key names no folder beside it: not believed either.
        let stray = try graded("stray-key", [
            ["name": "assignment_7_export/submission_metadata.yml", "text": bob.replacingOccurrences(of: "submission_1:", with: "submission_9:")],
            ["name": "assignment_7_export/submission_1/Counter.swift", "text": good],
        ])
        #expect(stray.result.output.contains("names \"submission_9\", which is not a submission folder"), "\(stray.result.output)")
        #expect(!(try grading.csv("gradebook.csv", in: stray.out)).contains { $0.first == "1002" })
        // Something else beside the submissions: not Gradescope's either.
        let extra = try graded("extra", [
            ["name": "assignment_7_export/submission_metadata.yml", "text": bob], ["name": "assignment_7_export/submission_1/Counter.swift", "text": good],
            ["name": "assignment_7_export/notes/Counter.swift", "text": good],
        ])
        #expect(extra.result.output.contains("it also holds \"notes\""), "\(extra.result.output)")

        // The shape one folder deeper: refused, whoever packed it.
        for (name, top) in [("nested-moodle", moodle), ("downloads", "Downloads/")] {
            let nested = try graded(name, [
                ["name": top + "assignment_1_export/submission_metadata.yml", "text": bob],
                ["name": top + "assignment_1_export/submission_1/Counter.swift", "text": good],
            ])
            #expect(nested.result.status == 2 && nested.result.output.contains("1 folder deeper than Gradescope's own zip has it"), "\(nested.result.output)")
            #expect(nested.result.output.contains("Nothing was graded") && !Files.exists(nested.out + "/gradebook.csv"), "\(nested.result.output)")
        }

        // The twenty-eighth review, 07: Gradescope's shape whose metadata is over the size read
        // refuses the zip (before: graded as one student named after the wrapper).
        let huge = try graded("huge-metadata", [
            ["name": "assignment_7_export/submission_metadata.yml", "text": bob + "#" + String(repeating: "x", count: GradescopeExport.maxBytes) + "\n"],
            ["name": "assignment_7_export/submission_1/Counter.swift", "text": good],
        ])
        #expect(huge.result.status == 2 && huge.result.output.contains("could not be read or is over"), "\(huge.result.output)")
        #expect(!Files.exists(huge.out + "/gradebook.csv"))

        // Gradescope's own shape is still its export (Bob graded under his SID).
        let export = try graded("export", [
            ["name": "assignment_7_export/submission_metadata.yml", "text": bob], ["name": "assignment_7_export/submission_1/Counter.swift", "text": good],
        ])
        #expect((try grading.csv("gradebook.csv", in: export.out)).contains(["1002", "6", "6"]), "\(export.result.output)")
        #expect(!export.result.output.contains("Gradescope's export:"), "\(export.result.output)")
    }

    /// Finding 08's other half: a class zipped one folder deeper than any LMS
    /// puts it (`Downloads/<class>/<student>/`) is one "student" holding the
    /// class; the class-of-one check now looks down the chain of single folders.
    @Test func aClassZippedFoldersDeeperIsNamed() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let zip = grading.sandbox.root + "/deep.zip"
        try build26(["out": zip, "members": [
            ["name": "Downloads/class/alice/Counter.swift", "text": grading.source(.good)],
            ["name": "Downloads/class/bob/Counter.swift", "text": grading.starter],
        ]])
        let result = try grading.sandbox.run(["grade", zip, "--lab", "01-counter", "--out", grading.out, "--isolation", "none", "--strict"])
        #expect(result.status == 3, "\(result.output)")
        #expect(result.output.contains("graded a class of one, \"Downloads\", whose folder \"Downloads/class\" holds 2 folders"), "\(result.output)")
    }

    /// Grading review, finding 03: another user's 500,000 look-alike names
    /// (`course-grade.<dead pid>.<ns>.*`, plain files) in the temp folder
    /// cost every run 56 s, since the sweep's deadline was looked at only for
    /// this user's own folders. Now the listing is read as it goes, a name
    /// whose listing type is not a folder costs no system call, and the
    /// deadline is looked at before every name: with no time left nothing is
    /// examined, and in a flood our own stale folder is still found.
    @Test func theStaleSweepIsBoundedByItsDeadlineWhateverOthersPlantInTheTempFolder() throws {
        let temp = NSTemporaryDirectory() + "course-26-flood-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: temp) }
        let namespace = RunFolders.namespace
        for index in 0..<20_000 {
            let fd = open(temp + "/course-grade.\(4_000_000 + index).\(namespace).x", O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
            if fd >= 0 { close(fd) }
        }
        let ours = temp + "/course-grade.4999997.\(namespace).ours02"
        try FileManager.default.createDirectory(atPath: ours + "/sub", withIntermediateDirectories: true)
        #expect(RunFolders.removeStale(environment: ["TMPDIR": temp], budget: 0) == 0)
        #expect(Files.exists(ours), "no time left: nothing examined, nothing removed")
        #expect(RunFolders.removeStale(environment: ["TMPDIR": temp]) == 1)
        #expect(!Files.exists(ours), "this user's stale folder is found among the planted names")
        #expect(Files.list(temp).count == 20_000, "the planted files are not ours: left alone")
    }

    /// Grading review, finding 02: the cache was checked once, by path; a
    /// classmate who could write its parent (a TA group's course folder,
    /// mode 2775) renamed it away after the check and put hers in its place
    /// (her macro plugin ran in the compiler as root). Now every folder above
    /// a trusted folder (the cache, the grade cache, `--out`) must be one no
    /// other user can rename entries in (`SafePath`), links on the way too.
    @Test func aTrustedFolderUnderAFolderOthersCanWriteIsRefused() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        let shared = NSTemporaryDirectory() + "course-26-shared-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: shared) }
        try FileManager.default.createDirectory(atPath: shared + "/cache", withIntermediateDirectories: true)
        chmod(shared + "/cache", 0o700)

        // Writable by every user, not sticky.
        chmod(shared, 0o777)
        let open = try grading.sandbox.run(
            ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--isolation", "none"], environment: ["COURSE_CACHE": shared + "/cache"])
        #expect(open.status == 2, "\(open.output)")
        #expect(open.output.contains("lies in \(shared), which every user can write") && open.output.contains("is not used"), "\(open.output)")
        let out = try grading.sandbox.run(["grade", grading.submissions, "--lab", "01-counter", "--out", shared + "/out", "--isolation", "none"])
        #expect(out.status == 2 && out.output.contains("the output folder \(shared)/out lies in \(shared)"), "\(out.output)")
        #expect(SafePath.swappableAbove(shared + "/cache/simulator/x") != nil, "anything below is as swappable")

        // Sticky (as /tmp is): only an entry's owner may rename it.
        chmod(shared, 0o1777)
        #expect(SafePath.swappableAbove(shared + "/cache") == nil)
        chmod(shared, 0o755)
        #expect(SafePath.swappableAbove(shared + "/cache") == nil)

        // A link on the way, owned by a user who can point it elsewhere; a folder another user owns.
        guard geteuid() == 0 else { return }  // chown needs root
        try FileManager.default.createSymbolicLink(atPath: shared + "/current", withDestinationPath: shared + "/cache")
        #expect(SafePath.swappableAbove(shared + "/current/x") == nil, "this user's link")
        lchown(shared + "/current", 65534, 65534)
        #expect(SafePath.swappableAbove(shared + "/current/x")?.contains("a link owned by uid 65534") == true)
        chown(shared, 65534, 65534)
        #expect(SafePath.swappableAbove(shared + "/cache")?.contains("owned by uid 65534") == true)
        chown(shared, 0, 0)
        // Group-writable by a group that is not this user's private group.
        chown(shared, 0, 65534)
        chmod(shared, 0o2775)
        #expect(SafePath.swappableAbove(shared + "/cache")?.contains("which its group (gid 65534) can write") == true)
    }
}
