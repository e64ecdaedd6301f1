import Foundation

/// The worker side of grading: `course grade --worker JOB-FILE` checks one
/// submission with the lab runner and prints the verdict as JSON. The job
/// (JSON, in a file only the grader can read) names the lab snapshot the engine took once for the whole run, the
/// staged submission, the toolchain, the cached libraries and the sandbox.
/// The engine starts one worker process per submission, so whatever a
/// submission does to the runner (or the runner to itself) stays in that
/// process; the student's program and the compiler are confined further by
/// the sandbox inside it.
public enum GradeWorker {
    public static let flag = "--worker"

    struct Job: Codable {
        /// The run's snapshot folder, and the lab's folder name in it.
        var labsDirectory: String
        var labFolder: String
        var labHash: String
        var solutionsDirectory: String
        /// The submission's files, staged by the engine.
        var studentDirectory: String
        var swiftc: String
        var toolchainVersion: String
        var simulator: String
        var cache: String
        var support: LabSupportLibrary?
        var sandbox: Sandbox
    }

    /// What the worker writes on stderr when it starts and ends reading the
    /// student's files (lint, source policy, previews), in-process. Nothing of
    /// the student's runs in the worker, so nothing else can write these.
    static let readingMarker = "course-worker: reading the student's code\n"
    static let readMarker = "course-worker: read the student's code\n"
    /// Set (to anything), workers read student code without `NestingLimit`
    /// first: how a test proves the reading phase's backstop. Part of the cache key.
    static let nestingLimitsOff = "COURSE_TEST_NO_NESTING_LIMITS"

    /// When the worker died while reading the student's code — a stack
    /// overflow (SIGSEGV, SIGBUS) or its alarm (SIGALRM, after the lab's
    /// compile time limit) — the reason, as the student's verdict: code no
    /// parser should be asked to read. Anything else is the grader's failure.
    static func readingPhase(_ result: Subprocess.Result, seconds: Double) -> String? {
        guard case .signalled(let signal) = result.termination, [SIGSEGV, SIGBUS, SIGALRM].contains(signal) else { return nil }
        let errors = String(decoding: result.stderr, as: UTF8.self)
        guard let reading = errors.range(of: readingMarker, options: .backwards),
            errors.range(of: readMarker, options: .backwards).map({ $0.lowerBound < reading.lowerBound }) ?? true
        else { return nil }
        if signal == SIGALRM {
            return "the grader stopped reading this code after \(LabRunner.formatSeconds(seconds)) (linting ordinary code and checking it "
                + "against the source policy take milliseconds): nothing was compiled or run"
        }
        return "the grader could not read this code: parsing or walking it overflowed the stack (it nests too deeply); "
            + "nothing was compiled or run"
    }

    /// The grader's pid, in the worker's environment.
    static let graderPID = "COURSE_GRADER_PID"

    /// A worker does not outlive its grader. When the grader dies, even by
    /// `kill -9`, the kernel sends the worker SIGTERM (`PR_SET_PDEATHSIG`);
    /// the worker then kills what it started (compilers, lab programs,
    /// whatever process group they moved to, and their control groups),
    /// removes its submission's scratch folder and exits. A worker whose
    /// grader was gone before it could ask exits the same way at once.
    static func dieWithGrader(scratch: String) {
        // A handler that only writes a byte (all it may do) to a pipe a
        // thread of ours waits on: whatever thread the signal lands on (a
        // runtime thread may not block it), the cleanup runs as ordinary code.
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        graderDied = fds[1]
        let waiting = fds[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while read(waiting, &byte, 1) < 0, errno == EINTR {}
            // Held to the end: the worker's own threads start nothing more,
            // and do not write their verdict (and exit on the closed pipe) meanwhile.
            Subprocess.descriptors.withLock { _ in
                ProcessTree.killDescendants(of: getpid())
                ControlGroup.removeAllLive()
                // Only the engine's own folder for this submission (`RunFolders`).
                if (scratch as NSString).lastPathComponent.hasPrefix("course-grade.") { LabSnapshot.remove(scratch) }
                _exit(128 + SIGTERM)
            }
        }
        thread.stackSize = 1 << 18
        thread.start()
        signal(SIGTERM) { _ in
            var byte: UInt8 = 1
            _ = write(graderDied, &byte, 1)
        }
        #if os(Linux)
            _ = setParentDeathSignal(1 /* PR_SET_PDEATHSIG */, UInt(SIGTERM), 0, 0, 0)
        #endif
        if let grader = ProcessInfo.processInfo.environment[graderPID].flatMap(pid_t.init), getppid() != grader { kill(getpid(), SIGTERM) }
    }

    /// Exit 0 with the verdict on stdout; 2 with a message on stderr.
    public static func main(arguments: [String]) -> Int32 {
        if arguments.count == 1 { dieWithGrader(scratch: (arguments[0] as NSString).deletingLastPathComponent) }
        guard arguments.count == 1, let data = FileManager.default.contents(atPath: arguments[0]),
            let job = try? JSONDecoder().decode(Job.self, from: data)
        else {
            TerminalOutput.send("error: course grade --worker takes the path of a JSON job file (the grading engine starts workers itself)\n", to: STDERR_FILENO)
            return ExitCode.usage
        }
        // rlimits are inherited: a student program left behind by a killed
        // worker still dies once it has used this much CPU.
        var cpu = rlimit(rlim_cur: 600, rlim_max: 610)
        _ = setrlimit(Int32(RLIMIT_CPU.rawValue), &cpu)
        do {
            let lab = try Lab.load(folder: job.labFolder, labsDirectory: job.labsDirectory, solutionsDirectory: job.solutionsDirectory)
            var runner = LabRunner(
                toolchain: Toolchain(swiftc: job.swiftc, version: job.toolchainVersion), simulator: SimulatorLibrary(directory: job.simulator),
                cache: CacheDirectory(path: job.cache), sandbox: job.sandbox, currentDirectory: job.studentDirectory)
            runner.width = 1  // the engine runs --jobs workers side by side
            runner.showsLabSources = false  // feedback shows the student's own files only
            runner.nestingLimits = ProcessInfo.processInfo.environment[nestingLimitsOff] == nil
            // The phase that reads student code with SwiftSyntax, marked on
            // stderr and timed by an alarm: a crash or timeout in it is the student's.
            let seconds = UInt32(max(1, lab.compileTimeLimit.rounded(.up)))
            runner.onReading = { started in
                TerminalOutput.send(started ? readingMarker : readMarker, to: STDERR_FILENO)
                alarm(started ? seconds : 0)
            }
            // Capped by the runner (`Verdict.capped`): compiler output, lint findings, messages.
            let verdict = try runner.check(LabSnapshot(lab: lab, hash: job.labHash), support: job.support, studentDirectory: job.studentDirectory)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = (try? encoder.encode(verdict)) ?? Data()
            // Not while a dying worker cleans up (`dieWithGrader` holds the
            // lock to its end: a run it killed ends up here, and must not exit first).
            Subprocess.descriptors.withLock { _ in TerminalOutput.send(String(decoding: data, as: UTF8.self) + "\n", to: STDOUT_FILENO) }
            return ExitCode.success
        } catch {
            Subprocess.descriptors.withLock { _ in TerminalOutput.send(error.message + "\n", to: STDERR_FILENO) }
            return error.exitCode
        }
    }
}

/// The pipe `GradeWorker.dieWithGrader`'s SIGTERM handler writes to (set once, before the handler).
nonisolated(unsafe) private var graderDied: Int32 = -1

#if os(Linux)
    /// prctl(2); <sys/prctl.h> is not part of Glibc's Swift module (a variadic C function).
    @_silgen_name("prctl") private func setParentDeathSignal(_ option: Int32, _ a: UInt, _ b: UInt, _ c: UInt, _ d: UInt) -> Int32
#endif
