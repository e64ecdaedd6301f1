import Foundation
import Testing

@testable import CourseKit

/// The eighth review's CPU item: a program starved of the CPU by its
/// neighbours (a classmate's hog, a busy machine) must not lose a check to a
/// time limit it never had the CPU to meet, and one program must not take
/// its neighbours' share. Real processes and the real `course` binary.
@Suite(.serialized) struct StarvationTests {
    // MARK: The classification, on real processes

    /// A program asleep (waiting forever) until its limit is still the
    /// student's timeout; a stopped one (the machine's doing) is starved.
    @Test func aSleepingRunIsTheStudentsAStoppedOneIsStarved() throws {
        var asleep = Subprocess(executable: "/bin/sleep", arguments: ["30"], environment: [:])
        asleep.timeLimit = 1
        asleep.ownProcessGroup = true
        let slept = try asleep.run()
        let sleptShare = try #require(slept.shareAtDeadline, "sampled at the deadline")
        #expect(slept.timedOut && !sleptShare.isStarved(limit: 1), "\(sleptShare)")
        #expect(sleptShare.cpuSeconds < 0.1 && !sleptShare.stopped, "\(sleptShare)")

        var stopping = Subprocess(executable: "/bin/sh", arguments: ["-c", "kill -STOP $$"], environment: [:])
        stopping.timeLimit = 1
        stopping.ownProcessGroup = true
        let stopped = try stopping.run()
        let stoppedShare = try #require(stopped.shareAtDeadline)
        #expect(stopped.timedOut && stoppedShare.stopped && stoppedShare.isStarved(limit: 1), "\(stoppedShare)")

        // A busy program that had the CPU for a tenth of its limit owns its timeout, whatever it waited.
        let busy = SchedulerShare(cpuSeconds: 0.5, waitingSeconds: 4, stopped: false)
        #expect(!busy.isStarved(limit: 5) && busy.isStarved(limit: 6))
        #expect(!busy.isStarved(limit: 6, cpuSeconds: 0.7), "its control group's CPU counter counts too")
    }

    // MARK: A starved run is not scored, not cached, retried alone

    /// A stub "machine" that stops lab programs (SIGSTOP, from this test) for
    /// longer than their limit: the submission is not scored or cached but
    /// graded again, alone, at the end of the run; stopped there too, it is
    /// reported as not gradable (exit 1).
    @Test func aStarvedRunIsRetriedAloneNeverScoredOrCached() throws {
        let limit = 3.0
        let grading = try GradeClass(timeLimit: limit)
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        func grade(stopping mode: LabProgramWatcher.Mode?) throws -> (status: Int32, summary: [String: Any], output: String, stopped: Int) {
            let stopper = mode.map { LabProgramWatcher(marker: grading.out, mode: $0) }
            stopper?.start()
            let result = try grading.sandbox.run(
                ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--jobs", "1", "--isolation", "auto", "--format", "json"])
            let stopped = stopper?.finish() ?? 0
            let summary = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any] ?? [:]
            return (result.status, summary, result.output, stopped)
        }

        let always = try grade(stopping: .every)
        #expect(always.stopped >= 2, "the first run and its retry were stopped: \(always.stopped)")
        #expect(always.status == 1, "\(always.output)")
        let record = (try grading.json("results.json")["records"] as? [[String: Any]])?.first ?? [:]
        let error = record["graderError"] as? String ?? ""
        #expect(record["notJudged"] as? Bool == true && error.contains("the machine was too busy to judge the lab program"), "\(record)")
        #expect(error.contains("it was stopped from outside"), "\(error)")
        // Not graded, so no score wherever one is imported (the nineteenth review, 15): empty cells, no results.json.
        let gradebook = try grading.csv("gradebook.csv"), canvas = try grading.csv("canvas.csv")
        #expect(gradebook.last == ["alice", "", ""], "\(gradebook)")
        #expect(canvas.last?.last == "", "\(canvas)")
        #expect(!FileManager.default.fileExists(atPath: grading.out + "/gradescope/alice/results.json"))
        #expect(try grading.read("feedback/alice.md").contains("could not be graded"))
        #expect(!(try grading.read("junit.xml")).contains("name=\"score\""))
        let merged = grading.sandbox.root + "/merged"
        let merge = try grading.sandbox.run(["grade", "merge", grading.out, "--out", merged])
        #expect(merge.status == 1, "\(merge.output)")
        #expect(merge.output.contains("alice 01-counter: could not be graded") && merge.output.contains("no score written"), "\(merge.output)")
        let mergedCanvas = try grading.csv("canvas.csv", in: merged)
        #expect(mergedCanvas.last?.last == "", "\(mergedCanvas)")

        let once = try grade(stopping: .first)
        #expect(once.stopped == 1)
        #expect(once.status == 0, "\(once.output)")
        #expect(once.summary["graded"] as? Int == 1 && once.summary["cached"] as? Int == 0, "never cached as not judged: \(once.summary)")
        let retried = (try grading.json("results.json")["records"] as? [[String: Any]])?.first ?? [:]
        let verdict = retried["verdict"] as? [String: Any] ?? [:]
        #expect(verdict["score"] as? Int == 6 && retried["graderError"] == nil && retried["notJudged"] == nil, "\(retried)")
        #expect(verdict.checks.allSatisfy { $0["message"] as? String == "" }, "\(verdict.checks)")

        let again = try grade(stopping: nil)
        #expect(again.summary["cached"] as? Int == 1, "the retry's grade is cached: \(again.summary)")
    }

    /// `course autograde` whose lab program the machine stops every time
    /// (the nineteenth review, 15): exit 1, saying it could not be graded,
    /// and no results.json (one left by an earlier run is removed), so
    /// Gradescope shows the autograder as failed, never a score of 0. Then,
    /// left alone, the same submission is graded, its results written by a
    /// bare `--results results.json` in the current folder (finding 07).
    @Test func aStarvedAutogradeWritesNoResults() throws {
        let grading = try GradeClass(timeLimit: 3)
        defer { grading.remove() }
        try grading.add("alice", grading.source(.good))
        let work = grading.sandbox.root + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try "{\"score\": 0}\n".write(toFile: work + "/results.json", atomically: true, encoding: .utf8)
        let arguments = [
            "autograde", "--gradescope", "--course", grading.sandbox.course, "--submission", grading.submissions + "/alice",
            "--results", "results.json", "--isolation", "auto",
        ]
        let stopper = LabProgramWatcher(marker: work, mode: .every)
        stopper.start()
        let starved = try grading.sandbox.run(arguments, directory: work)
        #expect(stopper.finish() >= 1)
        #expect(starved.status == 1, "\(starved.output)")
        #expect(starved.stderr.contains("could not be graded") && starved.stderr.contains("No results written"), "\(starved.output)")
        #expect(!FileManager.default.fileExists(atPath: work + "/results.json"), "no score for what the machine did")

        let graded = try grading.sandbox.run(arguments, directory: work)
        #expect(graded.status == 0, "\(graded.output)")
        let results = try grading.json("results.json", in: work)
        #expect(results["score"] as? Double == 6, "\(results)")
    }

    /// The ninth review: 110 threads asleep until a shared 50 ms tick, woken
    /// together to spin a little, while `body` never returns. Each thread
    /// waits a moment for the others at every tick; summed, those waits
    /// passed for a starved run (not judged, retried alone: two limits, and
    /// "could not be graded" in place of a timeout). Judged by the longest
    /// wait of one thread, it is the student's own timeout, once.
    @Test func aHerdOfWakingThreadsIsNotAStarvedRun() throws {
        let limit = 3.0
        let grading = try GradeClass(timeLimit: limit)
        defer { grading.remove() }
        let herd = grading.solution.replacingOccurrences(of: "Text(title)", with: "Text(Herd.stall(title))") + """

            import Foundation
            enum Herd {
                static func stall(_ title: String) -> String {
                    for _ in 0..<110 {
                        Thread {
                            var x = 0.0
                            while true {
                                let next = (Date().timeIntervalSince1970 / 0.05).rounded(.up) * 0.05
                                Thread.sleep(until: Date(timeIntervalSince1970: next))
                                for i in 0..<20 { x += Double(i).squareRoot() }
                                if x < 0 { print(x) }
                            }
                        }.start()
                    }
                    while true { Thread.sleep(forTimeInterval: 1) }
                }
            }
            """
        try grading.add("mallory", herd)
        let started = Date()
        let result = try grading.sandbox.run(
            ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--jobs", "1", "--isolation", "auto"])
        let seconds = Date().timeIntervalSince(started)
        #expect(result.status == 0, "a timeout of the student's own is a grade, not a grader error: \(result.output)")
        let record = (try grading.json("results.json")["records"] as? [[String: Any]])?.first ?? [:]
        #expect(record["notJudged"] == nil && record["graderError"] == nil, "\(record)")
        #expect(!result.output.contains("could not be graded"), "\(result.output)")
        // One limit per check that ran, not a retry on top (the fixture lab stops at the first timeout).
        #expect(seconds < 3 * limit + 20, "took \(seconds) s")
    }

    // MARK: A hog takes one run's share

    /// A hog (one student spinning 100 threads for most of each check, under
    /// every limit) graded beside honest classmates with --jobs 2, the grader
    /// squeezed onto one CPU (`taskset -c 0`) and, where this machine lets a
    /// test make one, inside a non-root cpu control group (a container's, a
    /// pod's, a Slurm job's: where the kernel's autogroups do not protect the
    /// classmates). The honest students keep full marks and none of their
    /// checks is a timeout; with a CPU cap per run they are not even slowed to
    /// half their limit.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset"), "needs taskset (util-linux)"))
    func aHogDoesNotStarveItsClassmates() throws {
        let limit = 6.0
        let grading = try GradeClass(timeLimit: limit)
        defer { grading.remove() }
        let hog = grading.solution.replacingOccurrences(of: "var body: some View {", with: "var body: some View {\n        let _ = Hog.started") + """

            import Foundation
            enum Hog {
                static let started: Bool = {
                    let end = Date().addingTimeInterval(5)
                    for _ in 0..<100 {
                        Thread {
                            var x = 0
                            while Date() < end { x &+= 1 }
                            if x == 42 { print(x) }
                        }.start()
                    }
                    while Date() < end {}
                    return true
                }()
            }
            """
        // First in the queue, so that one job runs the hog while the other grades its classmates.
        try grading.add("hog", hog)
        for student in ["victim1", "victim2", "victim3"] { try grading.add(student, grading.source(.good)) }

        let group = "/sys/fs/cgroup/cpu/course-test-\(UUID().uuidString.prefix(8))"
        let contained = mkdir(group, 0o755) == 0
        defer { if contained { Self.removeGroup(group) } }
        if !contained { print("note: no writable cgroup v1 cpu hierarchy here: the hog test squeezes with taskset only") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", (contained ? #"echo $$ > "$0/cgroup.procs" || exit 99; "# : "") + #"exec taskset -c 0 "$@""#, group, CourseSandbox.binary,
            "grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--jobs", "2", "--isolation", "auto", "--format", "json",
        ]
        process.environment = grading.sandbox.environment
        process.currentDirectoryURL = URL(fileURLWithPath: grading.sandbox.course)
        process.standardInput = FileHandle.nullDevice
        let result = try CourseSandbox.collect(process)
        #expect(result.status == 0, "\(result.output)")
        let report = try grading.json("results.json")
        let records = report["records"] as? [[String: Any]] ?? []
        // What the grader found here, as it says it.
        let capped = (report["isolation"] as? String ?? "").contains("one CPU per run")
        for record in records {
            let student = record["student"] as? String ?? ""
            let verdict = record["verdict"] as? [String: Any] ?? [:]
            let seconds = verdict.checks.map { $0["seconds"] as? Double ?? 99 }
            print("measured: \(student): checks took \(seconds.map { String(format: "%.2f", $0) }.joined(separator: ", ")) s")
            guard student != "hog" else { continue }
            #expect(verdict["score"] as? Int == 6 && record["graderError"] == nil, "\(student): \(record)")
            #expect(!(verdict.checks.contains { ($0["message"] as? String ?? "").contains("timed out") }), "\(student): \(verdict.checks)")
            #expect(!(verdict.problem.contains("timed out")), "\(student): \(verdict.problem)")
            if capped {
                #expect(seconds.allSatisfy { $0 < limit / 2 }, "\(student)'s checks, one CPU per run: \(seconds)")
            }
        }
        #expect(records.count == 4)
        if !capped { print("note: no cpu controller for runs here: only the retry of starved runs protected the classmates") }
    }

    /// `course check` for a student whose lab program the machine stops
    /// past its limit: no verdict, exit 4, and a message that says it is
    /// the machine's doing and to run it again; never a timeout held against
    /// the student, and nothing recorded as passed or failed.
    @Test func aStarvedCheckHasNoVerdictAndExitsFour() throws {
        let sandbox = try CourseSandbox(timeLimit: 2)
        defer { sandbox.remove() }
        try sandbox.startLab()
        // Each lab program sleeps a moment first (no CPU) so that the watcher,
        // scanning /proc on a loaded machine, finds it before it ends.
        let lingering = "import Foundation\n" + (try sandbox.solution())
            .replacingOccurrences(of: "struct CounterView: View {", with: "let lingerOnce: Void = Thread.sleep(forTimeInterval: 0.6)\n\nstruct CounterView: View {")
            .replacingOccurrences(of: "    var body: some View {\n        VStack {", with: "    var body: some View {\n        let _ = lingerOnce\n        VStack {")
        #expect(lingering.contains("let _ = lingerOnce"))
        try lingering.write(toFile: sandbox.studentFile, atomically: true, encoding: .utf8)
        let stopper = LabProgramWatcher(marker: sandbox.root, mode: .every)
        stopper.start()
        let result = try sandbox.run(["check"])
        let stopped = stopper.finish()
        #expect(stopped >= 1, "the lab program was found and stopped")
        #expect(result.status == 4, "\(result.output)")
        #expect(result.output.contains("run it again"), "\(result.output)")
        #expect(!result.output.contains("timed out"), "\(result.output)")

        let again = try sandbox.run(["check"])
        #expect(again.status == 0, "judged once the machine lets it run: \(again.output)")
    }

    /// What `aHogDoesNotStarveItsClassmates` cannot tell on a machine whose
    /// CPUs are busy: whether each run is capped at all (its classmates are
    /// kept whole by the retry of starved runs either way). Where the grader
    /// says it caps runs, every lab program it starts is found (from outside,
    /// by its parent) and its cpu control group must allow one CPU: a quota
    /// of one period (cgroup v2 `cpu.max`, v1 `cpu.cfs_quota_us`).
    @Test func everyLabRunIsCappedAtOneCPU() throws {
        let grading = try GradeClass(timeLimit: 6)
        defer { grading.remove() }
        // Awake long enough for the watcher to find it.
        let slow = grading.solution.replacingOccurrences(of: "var body: some View {", with: "var body: some View {\n        let _ = Slow.started") + """

            import Foundation
            enum Slow {
                static let started: Bool = { Thread.sleep(forTimeInterval: 0.5); return true }()
            }
            """
        for student in ["ann", "ben"] { try grading.add(student, slow) }
        let quotas = TestBox<[String]>([])
        let watcher = LabProgramWatcher(marker: grading.out, mode: .every) { pid in
            // A program that ended while it was read says nothing either way.
            let quota = Self.cpuQuota(of: pid)
            if quota != "unknown" || Self.isRunning(pid) { quotas.update { $0.append(quota) } }
        }
        watcher.start()
        let result = try grading.sandbox.run(
            ["grade", grading.submissions, "--lab", "01-counter", "--out", grading.out, "--jobs", "2", "--isolation", "auto", "--format", "json"])
        let found = watcher.finish()
        #expect(result.status == 0, "\(result.output)")
        let isolation = try grading.json("results.json")["isolation"] as? String ?? ""
        guard isolation.contains("one CPU per run") else {
            print("note: the grader caps no run's CPU on this machine (\(isolation)): nothing to check")
            return
        }
        #expect(found >= 2, "each student's program was seen: \(found)")
        #expect(!quotas.value.isEmpty && quotas.value.allSatisfy { $0 == "100000/100000" }, "one CPU per run: \(quotas.value)")
    }

    /// A process's CPU bandwidth, "quota/period" in microseconds ("max" where uncapped), from its control group.
    static func cpuQuota(of pid: pid_t) -> String {
        let lines = (try? String(contentsOfFile: "/proc/\(pid)/cgroup", encoding: .utf8))?.split(separator: "\n") ?? []
        for line in lines {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            let controllers = parts[1].split(separator: ",")
            if controllers.contains("cpu") {
                for mount in ["/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct", "/sys/fs/cgroup/cpuacct,cpu"] {
                    let folder = mount + parts[2]
                    guard let quota = try? String(contentsOfFile: folder + "/cpu.cfs_quota_us", encoding: .utf8),
                        let period = try? String(contentsOfFile: folder + "/cpu.cfs_period_us", encoding: .utf8)
                    else { continue }
                    let value = quota.trimmingCharacters(in: .whitespacesAndNewlines)
                    return (value == "-1" ? "max" : value) + "/" + period.trimmingCharacters(in: .whitespacesAndNewlines)
                }
            }
        }
        // cgroup v2: one hierarchy, the line "0::/path".
        if let unified = lines.first(where: { $0.hasPrefix("0::") }),
            let max = try? String(contentsOfFile: "/sys/fs/cgroup" + unified.dropFirst(3) + "/cpu.max", encoding: .utf8) {
            return max.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: " ", with: "/")
        }
        return "unknown"
    }

    /// Whether `pid` is still a live process (not gone, not a zombie whose
    /// control group may already be removed).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(after: close)...].drop(while: { $0 == " " }).first
        return state != "Z" && state != "X"
    }

    /// Removes a cpu control group once the processes the test put in it are gone.
    static func removeGroup(_ group: String) {
        for _ in 0..<200 {
            if rmdir(group) == 0 || errno != EBUSY { return }
            usleep(50_000)
        }
    }
}

/// Watches for lab programs started below the `course` process whose
/// command line holds `marker` (or that runs in a folder inside it), and acts on every one or only the first: the
/// stub "machine" of `aStarvedRunIsRetriedAloneNeverScoredOrCached` stops
/// them (SIGSTOP); `everyLabRunIsCappedAtOneCPU` reads their control group.
/// Never touches another process (other tests may be grading beside this one).
final class LabProgramWatcher: @unchecked Sendable {
    enum Mode { case every, first }
    let marker: String
    let mode: Mode
    let action: @Sendable (pid_t) -> Void
    private let seen = TestBox<Set<pid_t>>([])
    private let done = TestBox(false)
    private let ended = TestBox(false)

    init(marker: String, mode: Mode, action: @escaping @Sendable (pid_t) -> Void = { kill($0, SIGSTOP) }) {
        self.marker = marker
        self.mode = mode
        self.action = action
    }

    func start() {
        let thread = Thread { [self] in
            while !done.value {
                scan()
                usleep(10_000)
            }
            ended.set(true)
        }
        thread.start()
    }

    /// Stops watching; how many programs it acted on.
    func finish() -> Int {
        done.set(true)
        while !ended.value { usleep(10_000) }
        return seen.value.count
    }

    private func scan() {
        var parents: [pid_t: pid_t] = [:]
        var commands: [pid_t: [String]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), let stat = FileManager.default.contents(atPath: "/proc/\(entry)/stat") else { continue }
            let text = String(decoding: stat, as: UTF8.self)
            guard let close = text.lastIndex(of: ")") else { continue }
            let fields = text[text.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let parent = pid_t(fields[1]) else { continue }
            parents[pid] = parent
            let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") ?? Data()
            commands[pid] = line.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        }
        // The `course` process: `marker` among its arguments, or its working folder inside `marker`.
        func isMarked(_ pid: pid_t, _ command: [String]) -> Bool {
            command.contains(marker) || ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd"))?.hasPrefix(marker) ?? false)
        }
        let roots = Set(commands.filter { $0.value.first == CourseSandbox.binary && isMarked($0.key, $0.value) }.keys)
        guard !roots.isEmpty else { return }
        func below(_ pid: pid_t) -> Bool {
            var current = pid
            for _ in 0..<64 {
                guard let parent = parents[current], parent > 1 else { return false }
                if roots.contains(parent) { return true }
                current = parent
            }
            return false
        }
        for (pid, command) in commands {
            // The lab program: /lab/program behind bubblewrap's walls, the scratch folder's `lab` without.
            guard let first = command.first, first == "/lab/program" || first.hasSuffix("/lab"), below(pid) else { continue }
            let isNew = seen.value.contains(pid) == false
            guard isNew, mode == .every || seen.value.isEmpty else { continue }
            action(pid)
            seen.update { $0.insert(pid) }
        }
    }
}
