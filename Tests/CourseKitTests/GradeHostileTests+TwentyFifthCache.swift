import Foundation
import Testing

@testable import CourseKit

/// The twenty-fifth review: what the grader reads back from folders others
/// may write (docs/trust.md, "The twenty-fifth review: grading (the cache,
/// the sweep, and what cannot be attributed)"). The cache decides what runs
/// (the sandbox probe names the programs every student program is started
/// through) and what grade a student gets (the grade cache); the stale
/// scratch-folder sweep deletes in the shared temp folder. Every test runs
/// the real `course` binary on real folders.
extension GradeHostileTests {
    private func folder25(_ name: String, mode: mode_t) throws -> String {
        let path = NSTemporaryDirectory() + "course-25-\(name)-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        chmod(path, mode)
        return path
    }

    /// A cache folder anyone can write (or, as root, another user's) is
    /// refused before anything in it is read, naming the folder and what to
    /// do; no probe is written there. Before: used as it was, and its
    /// `sandbox-*.json` believed (another user's program ran as root).
    @Test func aCacheFolderOthersCanWriteIsRefused() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        let open = try folder25("open-cache", mode: 0o777)
        defer { try? FileManager.default.removeItem(atPath: open) }
        let refused = try grading.sandbox.run(
            ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--isolation", "none"], environment: ["COURSE_CACHE": open])
        #expect(refused.status != 0, "\(refused.output)")
        #expect(refused.output.contains("the cache folder \(open)") && refused.output.contains("can be written by every user"), "\(refused.output)")
        #expect(refused.output.contains("chmod go-w \(open)"), "says what to do: \(refused.output)")
        #expect(!refused.output.contains("/tmp/swiftui-course"), "never suggests a fixed /tmp name: \(refused.output)")
        #expect(Files.list(open).isEmpty, "nothing was written or read there: \(Files.list(open))")
        #expect(!Files.exists(grading.out + "/gradebook.csv"))

        if geteuid() == 0 {
            let theirs = try folder25("their-cache", mode: 0o700)
            defer { try? FileManager.default.removeItem(atPath: theirs) }
            chown(theirs, 65534, 65534)
            let other = try grading.sandbox.run(
                ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--isolation", "none"], environment: ["COURSE_CACHE": theirs])
            #expect(other.status != 0, "\(other.output)")
            #expect(other.output.contains("is owned by uid 65534, not by you (uid 0)") && other.output.contains("COURSE_CACHE"), "\(other.output)")
        }

        // A new cache folder is made private.
        let fresh = try folder25("fresh-parent", mode: 0o755) + "/cache"
        defer { try? FileManager.default.removeItem(atPath: (fresh as NSString).deletingLastPathComponent) }
        let located = try CacheDirectory.locate(environment: ["COURSE_CACHE": fresh])
        #expect(located.path == fresh)
        let attributes = try FileManager.default.attributesOfItem(atPath: fresh)
        #expect((attributes[.posixPermissions] as? Int) == 0o700, "\(attributes)")
    }

    /// The grade cache (`--cache`): refused when others can write it; a
    /// record others could have written (not this user's own `0600` file) is
    /// not believed, and the submission is graded again. Before: a record
    /// whose key, student and lab matched was believed (a folder's owner gave
    /// Mallory Bob's verdict).
    @Test func gradeCacheRecordsOthersCouldWriteAreNotBelieved() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("mallory", grading.source(.partial))

        let open = try folder25("open-grades", mode: 0o777)
        defer { try? FileManager.default.removeItem(atPath: open) }
        let refused = try grading.grade(["--cache", open])
        #expect(refused.status != 0, "\(refused.output)")
        #expect(refused.output.contains("the grade cache \(open)") && refused.output.contains("can be written by every user"), "\(refused.output)")

        let cache = try folder25("grades", mode: 0o700)
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let first = try grading.grade(["--cache", cache])
        #expect(first.output.contains("1 graded"), "\(first.output)")
        let records = Files.list(cache, suffix: ".json")
        #expect(records.count == 1, "\(records)")
        for record in records {
            let attributes = try FileManager.default.attributesOfItem(atPath: cache + "/" + record)
            #expect((attributes[.posixPermissions] as? Int) == 0o600, "a record is written private: \(attributes)")
        }
        let again = try grading.grade(["--cache", cache])
        #expect(again.output.contains("1 from cache"), "its own record is reused: \(again.output)")

        // The record made writable by others (as a shared folder's would be): not believed.
        for record in records { chmod(cache + "/" + record, 0o666) }
        let distrusted = try grading.grade(["--cache", cache])
        #expect(distrusted.output.contains("1 graded") && distrusted.output.contains("0 from cache"), "\(distrusted.output)")
    }

    /// The stale scratch-folder sweep: a `course-grade.<dead pid>.<ns>.*`
    /// folder another user made in the temp folder is left alone (before: it
    /// was removed and chmodded by path, as root, following a parent swapped
    /// for a link); this user's own is removed through descriptors, links in
    /// it removed, never followed, and a read-only folder in it emptied.
    @Test func theStaleSweepTouchesOnlyThisUsersOwnFolders() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.partial))
        let temp = try folder25("tmp", mode: 0o1777)
        defer { try? FileManager.default.removeItem(atPath: temp) }
        let victim = try folder25("victim", mode: 0o700)
        defer { try? FileManager.default.removeItem(atPath: victim) }
        try "keep\n".write(toFile: victim + "/gradebook.csv", atomically: true, encoding: .utf8)
        let namespace = ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/pid")) ?? "").filter(\.isNumber)

        let ours = temp + "/course-grade.4999999.\(namespace).ours01"
        try FileManager.default.createDirectory(atPath: ours + "/sub/readonly", withIntermediateDirectories: true)
        try "x".write(toFile: ours + "/sub/readonly/file", atomically: true, encoding: .utf8)
        chmod(ours + "/sub/readonly", 0o555)
        try FileManager.default.createSymbolicLink(atPath: ours + "/sub/link", withDestinationPath: victim)
        try FileManager.default.createSymbolicLink(atPath: ours + "/gradebook.csv", withDestinationPath: victim + "/gradebook.csv")

        var theirs: String?
        if geteuid() == 0 {
            let planted = temp + "/course-grade.4999998.\(namespace).theirs"
            try FileManager.default.createDirectory(atPath: planted + "/z", withIntermediateDirectories: true)
            chmod(planted + "/z", 0o700)
            for path in [planted, planted + "/z"] { chown(path, 65534, 65534) }
            theirs = planted
        }

        let result = try grading.sandbox.run(
            ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--isolation", "none"], environment: ["TMPDIR": temp])
        #expect(!Files.exists(ours), "this user's stale folder is removed: \(Files.list(temp)) \(result.output)")
        #expect(Files.exists(victim + "/gradebook.csv"), "a link in it is not followed")
        let mode = (try FileManager.default.attributesOfItem(atPath: victim)[.posixPermissions] as? Int) ?? 0
        #expect(mode == 0o700, "nothing outside is chmodded: \(String(mode, radix: 8))")
        if let theirs {
            #expect(Files.kind(theirs + "/z") == .directory, "another user's folder is left alone")
            let inner = (try FileManager.default.attributesOfItem(atPath: theirs + "/z")[.posixPermissions] as? Int) ?? 0
            #expect(inner == 0o700, "and not chmodded: \(String(inner, radix: 8))")
        }
    }

    /// Finding 05: a file two students share (one inode: a tar's hard link
    /// unpacked in the download) cannot be attributed: neither gets a grade
    /// (blank cells in gradebook.csv and canvas.csv, no Gradescope
    /// results.json; exit 1, listed for the instructor), and neither's
    /// feedback names the other. Before: both got an importable 0, and each
    /// feedback quoted the classmate's id.
    @Test func aFileTwoStudentsShareGetsNoGradeAndNamesNoOne() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let root = grading.submissions
        try grading.solution.write(toFile: root + "/leealice_1001_70001_Counter.swift", atomically: true, encoding: .utf8)
        try grading.solution.write(toFile: root + "/jonesbob_1002_70002_Counter.swift", atomically: true, encoding: .utf8)
        #expect(link(root + "/jonesbob_1002_70002_Counter.swift", root + "/stonemallory_1003_70003_Counter.swift") == 0)

        let result = try grading.grade()
        #expect(result.status == 1, "no grade written for two submissions: exit 1 without --strict: \(result.output)")
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains { $0.first == "1001" && $0.contains("6") }, "\(gradebook)")
        for id in ["1002", "1003"] {
            let row = gradebook.first { $0.first == id } ?? []
            #expect(row.count >= 2 && row[1].isEmpty, "\(id): a blank cell, not a 0: \(gradebook)")
            #expect(!Files.exists(grading.out + "/gradescope/\(id)/results.json"), "no Gradescope score for \(id)")
        }
        if Files.exists(grading.out + "/canvas.csv") {
            let canvas = try grading.csv("canvas.csv")
            for id in ["1002", "1003"] {
                let row = canvas.first { $0.count > 1 && $0[1] == id } ?? []
                #expect(row.isEmpty || row.last == "", "\(id): no score Canvas would import: \(canvas)")
            }
        }
        let bob = try grading.read("feedback/1002.md")
        let mallory = try grading.read("feedback/1003.md")
        #expect(!bob.contains("1003") && !mallory.contains("1002"), "feedback names no classmate:\n\(bob)\n\(mallory)")
        #expect(bob.contains("another submission") && bob.contains("no grade"), "\(bob)")
        #expect(result.output.contains("no grade for either"), "the instructor is told: \(result.output)")
    }

    /// Finding 06: Gradescope's "Export Submissions" zip wraps the class in
    /// `assignment_<id>_export/` (metadata and a `submission_<id>/` folder
    /// each): graded as that export, each student under their SID, as the
    /// flat layout is; no message names the staging folder the run removes.
    /// Before: one student, "assignment_555_export", with the first
    /// submission's file, and advice naming a deleted temp folder.
    @Test func gradescopesWrappedExportZipIsGradedAsTheExport() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let tree = grading.sandbox.root + "/tree/assignment_555_export"
        let metadata = "submission_111:\n  :submitters:\n  - :name: Alice\n    :sid: '1001'\n    :email: alice@uni.edu\n"
            + "submission_222:\n  :submitters:\n  - :name: Bob\n    :sid: '1002'\n    :email: bob@uni.edu\n"
        for (path, text) in [
            ("submission_metadata.yml", metadata), ("submission_111/Counter.swift", grading.starter), ("submission_222/Counter.swift", grading.solution),
        ] {
            try FileManager.default.createDirectory(atPath: ((tree + "/" + path) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: tree + "/" + path, atomically: true, encoding: .utf8)
        }
        let archive = grading.sandbox.root + "/export.zip"
        let zipper = Process()
        zipper.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        zipper.arguments = ["python3", "-c", """
            import zipfile, os, sys
            root, out = sys.argv[1], sys.argv[2]
            z = zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED)
            for path, dirs, files in os.walk(root):
                dirs.sort()
                rel = os.path.relpath(path, root)
                if rel != '.': z.write(path, rel + '/')
                for f in sorted(files): z.write(os.path.join(path, f), os.path.relpath(os.path.join(path, f), root))
            z.close()
            """, grading.sandbox.root + "/tree", archive]
        try zipper.run()
        zipper.waitUntilExit()
        #expect(zipper.terminationStatus == 0)

        let result = try grading.sandbox.run(["grade", archive, "--lab", "01-counter", "--out", grading.out, "--jobs", "2", "--isolation", "none"])
        let gradebook = try grading.csv("gradebook.csv")
        #expect(gradebook.contains { $0.first == "1002" && $0.contains("6") }, "\(gradebook)\n\(result.output)")
        #expect(gradebook.contains { $0.first == "1001" }, "\(gradebook)")
        #expect(!gradebook.contains { $0.first == "assignment_555_export" }, "\(gradebook)")
        #expect(!result.output.contains("course-grade."), "no staging folder named: \(result.output)")
    }
}
