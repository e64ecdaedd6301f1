import Foundation
import Testing

@testable import CourseKit

/// The twenty-sixth review: grading on a shared machine (docs/trust.md).
/// Other local users may signal a lab program if they can become its uid, and
/// may read or write what the grader creates when the umask lets them.
extension GradeHostileTests {
    /// The pid of the process whose command line holds `argument` (the grade
    /// this test started: other tests run beside it).
    private static func process(withArgument argument: String) -> pid_t? {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { continue }
            if data.split(separator: 0).contains(where: { String(decoding: $0, as: UTF8.self) == argument }) { return pid }
        }
        return nil
    }

    /// The pids of `root`'s descendants whose command name is `name`.
    private static func descendants(of root: pid_t, named name: String) -> [pid_t] {
        var parent: [pid_t: pid_t] = [:], command: [pid_t: String] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { continue }
            command[pid] = String(stat[stat.index(after: open)..<close])
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let ppid = pid_t(fields[1]) { parent[pid] = ppid }
        }
        return command.filter { pid, comm in
            guard comm == name else { return false }
            var current = pid
            for _ in 0..<64 {
                guard let up = parent[current], up > 1 else { return false }
                if up == root { return true }
                current = up
            }
            return false
        }.map(\.key)
    }

    /// A lab program killed by a signal neither it nor the runner sends
    /// (SIGTERM here, as a classmate sharing its uid did in finding 13) is not
    /// the student's crash: the run is not judged and is graded again alone,
    /// and the solution gets its full score. Before: "crashed with signal 15",
    /// the checks failed, and that grade was cached.
    @Test func aProgramKilledByAnOutsideSignalIsNotTheStudentsCrash() throws {
        let grading = try GradeClass(timeLimit: 20)
        defer { grading.remove() }
        // The solution, slowed: each tap busy-waits 0.6 s, so the program is
        // there to be signalled (the standard library's clock, no C library).
        let slow = grading.solution.replacingOccurrences(
            of: "Button(\"Increment\") { count += 1 }",
            with: "Button(\"Increment\") { let clock = ContinuousClock(); let end = clock.now + .milliseconds(600); while clock.now < end {}; count += 1 }")
        #expect(slow != grading.solution)
        try grading.add("ann", slow)
        let process = grading.sandbox.process(
            ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--jobs", "1", "--isolation", "none"])
        let killed = TestBox<Bool>(false)
        let submissions = grading.submissions
        let watcher = Thread {
            let deadline = Date().addingTimeInterval(600)
            while Date() < deadline {
                if let grade = Self.process(withArgument: submissions), let target = Self.descendants(of: grade, named: "lab").first {
                    Thread.sleep(forTimeInterval: 0.3)
                    kill(target, SIGTERM)
                    killed.set(true)
                    return
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        watcher.start()
        let result = try CourseSandbox.collect(process)
        #expect(killed.isSet, "the test found the lab program and sent it SIGTERM")
        #expect(result.status == 0, "\(result.output)")
        let rows = try grading.csv("gradebook.csv")
        let ann = rows.first { $0.contains("ann") } ?? []
        #expect(ann.contains("6"), "full marks after the retry: \(rows)\n\(result.output)")
        let feedback = (try? grading.read("feedback/ann.md")) ?? ""
        #expect(!feedback.contains("crashed with"), "\(feedback)")
    }

    /// Run uids are drawn only where no subordinate range (/etc/subuid,
    /// /etc/subgid), account or running process is: a local user whose
    /// range holds a candidate cannot become it. Before: drawn from
    /// 200,000–1,199,999, where `useradd`'s default subordinate ranges lie.
    @Test func runUIDsSkipSubordinateRangesAccountsAndRunningProcesses() throws {
        let folder = NSTemporaryDirectory() + "course-26-subuid-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = RunUIDs.drawRange.lowerBound
        try "trudy:\(start):65536\nbroken line\n".write(toFile: folder + "/subuid", atomically: true, encoding: .utf8)
        try "trudy:\(start + 65536):10\n".write(toFile: folder + "/subgid", atomically: true, encoding: .utf8)
        let ranges = RunUIDs.subordinateRanges(files: [folder + "/subuid", folder + "/subgid"])
        #expect(ranges.count == 2)
        // Candidates in the ranges, then one a process holds, then a free one.
        var candidates: [UInt32] = [start, start + 65535, start + 65540, start + 100_000, start + 100_001]
        let picked = RunUIDs.pick(subordinate: ranges, inUse: [start + 100_000], draw: { candidates.removeFirst() })
        #expect(picked == start + 100_001)
        // An account's uid (root's, our own) is never picked.
        var accounts: [UInt32] = [0, getuid()]
        #expect(RunUIDs.pick(subordinate: [], inUse: [], attempts: 2, draw: { accounts.removeFirst() }) == nil)
        // The machine's own ranges: the draw range lies outside useradd's defaults, and no pick lands in any.
        let machine = RunUIDs.subordinateRanges()
        for _ in 0..<200 {
            let uid = try #require(RunUIDs.pick(subordinate: machine))
            #expect(!machine.contains { $0.contains(UInt64(uid)) } && getpwuid(uid) == nil)
        }
    }

    /// Under a umask of 000, what `course grade` writes (--out, its feedback,
    /// and what it creates in the cache) is still its user's alone. Before:
    /// 0777 folders and 0666 files (finding 01: a classmate's macro plugin
    /// loaded by the compiler, anyone's gradebook).
    @Test func whatTheGraderCreatesIsPrivateUnderAnOpenUmask() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        let started = Date().addingTimeInterval(-1)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", #"umask 000; exec "$0" "$@""#, CourseSandbox.binary,
            "grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--isolation", "none",
        ]
        process.environment = grading.sandbox.environment
        process.currentDirectoryURL = URL(fileURLWithPath: grading.sandbox.course)
        process.standardInput = FileHandle.nullDevice
        let result = try CourseSandbox.collect(process)
        #expect(result.status == 0, "\(result.output)")
        func open(under root: String, since: Date?) -> [String] {
            var found: [String] = []
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let name = enumerator?.nextObject() as? String {
                var info = stat()
                guard lstat(root + "/" + name, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else { continue }
                if let since, Double(info.st_ctim.tv_sec) < since.timeIntervalSince1970 { continue }
                if info.st_mode & 0o022 != 0 || (info.st_mode & S_IFMT == S_IFREG && info.st_mode & 0o004 != 0 && root == grading.out) {
                    found.append(name + " " + String(info.st_mode & 0o7777, radix: 8))
                }
            }
            return found
        }
        #expect(Files.exists(grading.out + "/gradebook.csv"))
        #expect(open(under: grading.out, since: nil).isEmpty, "\(open(under: grading.out, since: nil))")
        let cache = grading.sandbox.environment["COURSE_CACHE"] ?? CourseSandbox.sharedCache
        #expect(open(under: cache, since: started).isEmpty, "\(open(under: cache, since: started))")
    }

    /// A student folder that is a copy of the course (a GitHub Classroom
    /// repository made from it) is graded from her `workspace/<lab>/`, never
    /// from the course's own folders; one holding the course's
    /// `Solutions/<lab>/` file is refused with the reason. Before: the
    /// shallowest, then first in byte order: `Solutions/…` beat
    /// `workspace/…` (every student full marks), and `a/…` beat `workspace/…`.
    @Test func aCopyOfTheCourseIsGradedFromItsWorkspaceNeverFromSolutions() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        let lab = "01-counter", file = "Counter.swift"
        func put(_ student: String, _ relative: String, _ text: String) throws {
            let path = grading.submissions + "/" + student + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        // alice: the course as shipped, her workspace the untouched starter.
        try put("alice", "Solutions/\(lab)/\(file)", grading.solution)
        try put("alice", "workspace/\(lab)/\(file)", grading.starter)
        try put("alice", "Labs/\(lab)/Starter/\(file)", grading.starter)
        // bob: his solved workspace, a stray starter copy that sorts first, the lab's starter.
        try put("bob", "workspace/\(lab)/\(file)", grading.solution)
        try put("bob", "a/b/\(file)", grading.starter)
        try put("bob", "Labs/\(lab)/Starter/\(file)", grading.starter)
        // carol: only the course's starter; she never started the lab.
        try put("carol", "Labs/\(lab)/Starter/\(file)", grading.solution)
        let result = try grading.grade()
        let rows = try grading.csv("gradebook.csv")
        let feedback = { (student: String) in (try? grading.read("feedback/\(student).md")) ?? "" }
        let alice = rows.first { $0.first == "alice" } ?? []
        #expect(!alice.contains("6"), "not the course's solution's score: \(rows)\n\(result.output)")
        #expect(feedback("alice").contains("the course's own solution of the lab"), "\(feedback("alice"))")
        let bob = rows.first { $0.first == "bob" } ?? []
        #expect(bob.contains("6"), "his workspace copy: \(rows)\n\(feedback("bob"))")
        #expect(feedback("bob").contains("the one in workspace/\(lab)/"), "\(feedback("bob"))")
        let carol = rows.first { $0.first == "carol" } ?? []
        #expect(!carol.contains("6"), "the course's folder is not her work: \(rows)\n\(feedback("carol"))")
        #expect(feedback("carol").contains("not graded, in the course's own folders"), "\(feedback("carol"))")
    }

    /// Gradescope's metadata is read in time linear in its size: a quoted
    /// name continued over 200,000 lines at column 0 (finding 11: 40,000
    /// took 379 s, N²) is read at once, and a value that closes is still read
    /// right. Before: each line rescanned the whole value so far.
    @Test func gradescopeMetadataIsReadInLinearTime() throws {
        let lines = 200_000
        let text = "submission_1:\n  :submitters:\n  - :name: \"a\n" + String(repeating: "b\n", count: lines)
        let started = Date()
        _ = GradescopeExport.read(text)
        #expect(Date().timeIntervalSince(started) < 10, "\(Date().timeIntervalSince(started)) s")
        let good = """
            submission_2:
              :submitters:
              - :name: "Jane
                Doe \\" Jr"
                :sid: 'it''s'
                :email: jane@example.edu
            """
        let read = GradescopeExport.read(good)
        #expect(read["submission_2"] == [GradescopeExport.Submitter(name: "Jane Doe \" Jr", sid: "it's", email: "jane@example.edu")], "\(read)")
    }

    /// An --out others can write, another user's, or whose `feedback/` is a
    /// link, is refused before anything is written or removed there.
    /// Before: used as it was; `feedback -> victim` had the grader delete the
    /// victim's `*.md`/`*.html` and write there (finding 04).
    @Test func anOutputFolderOthersControlIsRefused() throws {
        let grading = try GradeClass()
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        let victim = grading.sandbox.root + "/victim"
        try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: true)
        try "keep me\n".write(toFile: victim + "/README.md", atomically: true, encoding: .utf8)
        let linked = grading.sandbox.root + "/linked-out"
        try FileManager.default.createDirectory(atPath: linked, withIntermediateDirectories: true)
        chmod(linked, 0o755)
        try FileManager.default.createSymbolicLink(atPath: linked + "/feedback", withDestinationPath: victim)
        let refused = try grading.grade(out: linked)
        #expect(refused.status == 2, "\(refused.output)")
        #expect(refused.output.contains("the output folder \(linked)/feedback is a symbolic link"), "\(refused.output)")
        #expect(Files.list(victim) == ["README.md"], "\(Files.list(victim))")

        let open = grading.sandbox.root + "/open-out"
        try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: true)
        chmod(open, 0o777)
        let openRun = try grading.grade(out: open)
        #expect(openRun.status == 2 && openRun.output.contains("can be written by every user"), "\(openRun.output)")
        #expect(!Files.exists(open + "/gradebook.csv"))

        if geteuid() == 0 {
            let theirs = grading.sandbox.root + "/their-out"
            try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: true)
            chmod(theirs, 0o755)
            chown(theirs, 65534, 65534)
            let theirRun = try grading.grade(out: theirs)
            #expect(theirRun.status == 2 && theirRun.output.contains("is owned by uid 65534"), "\(theirRun.output)")
        }
        // A fresh --out is made and used.
        let fresh = try grading.grade()
        #expect(fresh.status == 0, "\(fresh.output)")
    }
}
