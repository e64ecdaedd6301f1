import Foundation
import Testing

@testable import CourseKit

/// The twenty-eighth review of grading (docs/trust.md, "The twenty-eighth
/// review: grading"): folders another user could swap under a run, found
/// around the twenty-sixth review's `SafePath`. Each test runs the real
/// `course` binary on real folders, or the mechanism on real folders.
extension GradeHostileTests {
    private func shared28(_ name: String, mode: mode_t) throws -> String {
        let path = NSTemporaryDirectory() + "course-28-\(name)-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        chmod(path, mode)
        return path
    }

    /// Finding 01: a folder shared by a POSIX ACL (`setfacl -m g:ta:rwx`)
    /// showed `rwxrwxr-x+` and passed (its group bits are the ACL's mask, and
    /// group `root` was excused as root's private group). Now an access ACL
    /// entry that grants another user or group write is another user's write,
    /// and group `root` is no one's private group. The ACL is written as the
    /// kernel stores it (`system.posix_acl_access`), as `setfacl` writes it.
    @Test func aFolderSharedByAnACLIsNotTrusted() throws {
        let shared = try shared28("acl", mode: 0o755)
        defer { try? FileManager.default.removeItem(atPath: shared) }
        #expect(SafePath.swappableAbove(shared + "/cache") == nil)
        // USER_OBJ rwx, GROUP_OBJ r-x, GROUP 65534 rwx, MASK rwx, OTHER r-x.
        let entries: [(UInt16, UInt16, UInt32)] = [(0x01, 7, 0xFFFF_FFFF), (0x04, 5, 0xFFFF_FFFF), (0x08, 7, 65534), (0x10, 7, 0xFFFF_FFFF), (0x20, 5, 0xFFFF_FFFF)]
        var acl: [UInt8] = [2, 0, 0, 0]
        for (tag, permission, id) in entries {
            acl += [UInt8(tag & 0xFF), UInt8(tag >> 8), UInt8(permission & 0xFF), UInt8(permission >> 8)]
            acl += [UInt8(id & 0xFF), UInt8((id >> 8) & 0xFF), UInt8((id >> 16) & 0xFF), UInt8(id >> 24)]
        }
        let setter = Process()
        setter.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        setter.arguments = ["python3", "-c", "import os, sys; os.setxattr(sys.argv[1], 'system.posix_acl_access', bytes.fromhex(sys.argv[2]))",
                            shared, acl.map { String(format: "%02x", $0) }.joined()]
        try setter.run()
        setter.waitUntilExit()
        guard setter.terminationStatus == 0 else { return }  // no ACLs on this file system: nothing to judge
        #expect(SafePath.aclGrantsWrite(shared) == "gid 65534")
        #expect(SafePath.swappableAbove(shared + "/cache")?.contains("whose access ACL lets gid 65534 write it") == true)
        // Group `root` is no one's private group: a root-owned folder its group can write is refused.
        if geteuid() == 0 {
            let rootGroup = try shared28("root-group", mode: 0o775)
            defer { try? FileManager.default.removeItem(atPath: rootGroup) }
            chown(rootGroup, 0, 0)
            #expect(SafePath.swappableAbove(rootGroup + "/out")?.contains("which its group (gid 0) can write") == true)
        }
    }

    /// Findings 02 and 04: TMPDIR was never checked; in a folder a TA group
    /// could write she swapped a run's lab stage (grades forged, then cached)
    /// and a worker's job (her `swiftc` ran as root). Now a scratch folder is
    /// made only where no other user can rename it: sticky as /tmp is, or
    /// only this user's. Refused before anything is made, naming TMPDIR.
    @Test func aTempFolderOthersCanWriteIsRefused() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        let temp = try shared28("tmpdir", mode: 0o777)
        defer { try? FileManager.default.removeItem(atPath: temp) }
        let refused = try grading.sandbox.run(
            ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--isolation", "none"], environment: ["TMPDIR": temp])
        #expect(refused.status != 0 && refused.output.contains("the temp folder \(temp) (TMPDIR) lies in \(temp), which every user can write"), "\(refused.output)")
        #expect(Files.list(temp).isEmpty, "nothing made there")
        // Sticky, as /tmp is: scratch folders may be made there (the check `Files.temporaryDirectory` makes).
        chmod(temp, 0o1777)
        #expect(SafePath.swappableAbove(temp + "/course-grade") == nil)
    }

    /// A private TMPDIR (0700): every program runs as a uid of its own (as
    /// root), which could not reach its binary there, so every submission
    /// was "could not be graded". Now said at the start, naming the folder.
    @Test func aTempFolderRunUIDsCannotEnterIsSaidAtTheStart() throws {
        #expect(GradeEngine.closedToOthers("/tmp") == nil)
        let temp = try shared28("private-tmp", mode: 0o700)
        defer { try? FileManager.default.removeItem(atPath: temp) }
        #expect(GradeEngine.closedToOthers(temp + "/x") == temp)
        // Only root runs programs as uids of their own, through setpriv(1).
        guard geteuid() == 0, Files.exists("/usr/bin/setpriv") || Files.exists("/bin/setpriv") else { return }
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        let result = try grading.sandbox.run(["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out], environment: ["TMPDIR": temp])
        #expect(result.status != 0 && result.output.contains("passes through \(temp), which other users cannot enter"), "\(result.output)")
    }

    /// Finding 06: the course checkout was never checked; with its parent a
    /// TA group's folder she swapped in her copy (her checks: 20 → 50; her
    /// macro plugin's source built and run as root). Now `course grade` and
    /// `course autograde` refuse a course folder another user could write or swap.
    @Test func aCourseFolderOthersCouldSwapIsNotGradedFrom() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        let course = grading.sandbox.course
        let parent = (course as NSString).deletingLastPathComponent
        var status = stat()
        #expect(stat(parent, &status) == 0)
        let mode = status.st_mode & 0o7777
        defer { chmod(parent, mode) }
        chmod(parent, 0o777)
        let refused = try grading.grade()
        #expect(refused.status == 2 && refused.output.contains("the course folder \(course) lies in \(parent), which every user can write"), "\(refused.output)")
        chmod(parent, mode)
        chmod(course, 0o775)
        defer { chmod(course, 0o755) }
        let writable = try grading.grade()
        #expect(writable.status == 2 && writable.output.contains("can be written by its group"), "\(writable.output)")
    }

    /// Finding 08: picking a run's uid read every `/proc/<pid>/status`, for
    /// every program run. Now one `fstatat` a process; what it finds still
    /// holds this process's own uid and gid, so a drawn uid a process has is skipped.
    @Test func runningProcessesIdsAreReadFromProcEntries() {
        let ids = RunUIDs.idsInUse()
        #expect(ids.contains(geteuid()) && ids.contains(getegid()))
        #expect(RunUIDs.pick(inUse: ids, attempts: 1, draw: { geteuid() == 0 ? 0 : geteuid() }) == nil, "a uid in use is never picked")
    }

    /// Finding 03: a class zip over 65,535 members is ZIP64 (one student's
    /// repository of 65,600 files in a GitHub Classroom zip makes one), which
    /// the grader refused whole (exit 2, nothing graded). Now the ZIP64 end
    /// record and each member's ZIP64 sizes are read (APPNOTE 4.3.14, 4.5.3).
    @Test func aZIP64ClassZipIsRead() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let zip = grading.sandbox.root + "/zip64.zip"
        let builder = Process()
        builder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        builder.arguments = ["python3", "-c", """
            import sys, zipfile
            out, good, starter = sys.argv[1], open(sys.argv[2]).read(), open(sys.argv[3]).read()
            z = zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED)
            z.writestr('alice/Counter.swift', good)
            z.writestr('bob/Counter.swift', starter)
            for i in range(65600): z.writestr('bob/notes/n%d.txt' % i, 'x')
            z.close()
            """, zip, try write28(grading.source(.good), in: grading.sandbox.root), try write28(grading.starter, in: grading.sandbox.root)]
        try builder.run()
        builder.waitUntilExit()
        #expect(builder.terminationStatus == 0)
        let result = try grading.sandbox.run(["grade", zip, "--lab", "01-counter", "--out", grading.out, "--jobs", "2", "--isolation", "none"])
        #expect(result.status == 0, "\(result.output)")
        let book = try grading.csv("gradebook.csv")
        #expect(book.contains(["alice", "6", "6"]) && book.contains { $0.first == "bob" && $0.count > 1 && $0[1] != "6" && !$0[1].isEmpty }, "\(book)")
    }

    private func write28(_ text: String, in folder: String) throws -> String {
        let path = folder + "/source-" + UUID().uuidString + ".swift"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
