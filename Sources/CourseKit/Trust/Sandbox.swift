import Foundation

/// Limits for one hostile process tree (a compile, or a lab program).
struct ResourceLimits: Sendable, Codable, Equatable {
    /// Wall-clock seconds before the whole tree is killed.
    var seconds: Double
    /// Memory of the whole tree (a control group), and address space of each process.
    var memoryMB: Int
    /// Processes and threads of the whole tree.
    var processes = 64
    /// The largest file it may write.
    var fileSizeMB = 64
    var openFiles = 256
    /// Bytes of stdout + stderr before it is stopped.
    var outputBytes = 1024 * 1024
    /// Bytes on the result channel before it is stopped (the harness sends
    /// each field capped; a run's records are a few kilobytes).
    var channelBytes = 1024 * 1024

    /// `RLIMIT_CPU`, soft: the CPU seconds (all threads of a process
    /// together) after which the kernel sends `SIGXCPU`. Above the wall
    /// clock's limit, so a program using one core meets the wall clock first;
    /// busy threads on several cores meet this one.
    var cpuSeconds: Int { max(1, Int((cpu ?? seconds + 1).rounded(.up))) }
    /// The soft CPU limit when it is not the wall clock's plus one (lab.json `cpuTimeLimit`).
    var cpu: Double?
    /// `RLIMIT_CPU`, hard: `SIGKILL`, for a program that survives `SIGXCPU`.
    /// Above the soft limit, so the kernel's first word is `SIGXCPU`: a kill
    /// that says whose limit it was (a soft limit equal to the hard one is a
    /// bare `SIGKILL`, which reads like the machine's doing).
    var cpuHardSeconds: Int { cpuSeconds + 2 }
    /// CPUs the whole tree may use at once (its control group's bandwidth,
    /// where the machine delegates the cpu controller); nil: no cap. One for a
    /// lab program, so that its threads, however many, take one run's share of
    /// the machine and not one share each from the classmates graded beside it.
    var cpus: Double?
}

/// How hostile processes run. Two kinds:
///
/// - the lab program (the student's code): behind walls where bubblewrap can
///   build them — its own user, PID, IPC, network, UTS and cgroup namespaces;
///   no capabilities, `no_new_privs`, no further user namespaces (so nothing
///   it can be root over, and read-only binds it cannot remount); only the
///   system's and the toolchain's libraries (read-only), its own binary, a
///   private /proc, a minimal read-only /dev, no /sys, and three small tmpfs
///   folders (/work, /tmp, /dev/shm) as the only writable places; run as an
///   unprivileged user (a uid of its own per run, outside, when the runner is root);
/// - the compiler on the student's files: the same limits, no walls (it only
///   reads its inputs and writes its outputs in the scratch folder).
///
/// Both get a control group per run where the machine lets us (memory and
/// processes for the whole tree, and every process killed at the end), plus
/// rlimits (address space, file size, open files, CPU time, no core dumps),
/// their own process group, a time limit and an output cap.
public struct Sandbox: Sendable, Codable, Equatable {
    /// `--isolation`.
    public enum Request: String, Sendable, CaseIterable {
        /// Walls where possible, limits always.
        case auto
        /// Walls or an error saying what to install.
        case sandbox
        /// Limits only (rlimits, control groups, process group, clean environment).
        case none
    }

    /// bubblewrap, when the walls work here.
    var bubblewrap: String?
    /// util-linux `setpriv`, to drop root before running student code.
    var setpriv: String?
    /// util-linux `prlimit`, to set the rlimits.
    var prlimit: String?
    /// The uid (and gid) student programs run as when the runner is root.
    var unprivilegedUser: UInt32?
    var controlGroups: ControlGroups?
    /// Folders outside /usr that lab programs load libraries from (the toolchain's).
    var libraryFolders: [String] = []
    /// One line for people: what protects a run here, and what is missing.
    public var description: String

    var hasWalls: Bool { bubblewrap != nil }

    /// What this machine offers for `request`. Probes once per process, and
    /// keeps the answer in `cache` (a folder) for later processes, keyed by
    /// everything the answer depends on; `forget` drops it when it proves wrong.
    public static func detect(_ request: Request, environment: [String: String], cache: String? = nil) throws(CourseError) -> Sandbox {
        let probed = detected.withLock { known -> Sandbox in
            if let known { return known }
            let file = cache.map { $0 + "/sandbox-" + probeKey(environment: environment) + ".json" }
            // The probe names the programs every student program is started
            // through: it is believed only from this user's own file in a
            // folder no one else can write (the twenty-fifth review), else probed again.
            if let file, let data = Files.readPrivate(file), let sandbox = try? JSONDecoder().decode(Sandbox.self, from: data) {
                known = sandbox
                return sandbox
            }
            let sandbox = probe(environment: environment)
            if let file, let data = try? JSONEncoder().encode(sandbox) { try? Files.writeAtomically(data, to: file, privately: true) }
            known = sandbox
            return sandbox
        }
        switch request {
        case .auto: return probed
        case .sandbox:
            guard probed.hasWalls else {
                throw CourseError.usage(
                    "error: --isolation sandbox needs bubblewrap and user namespaces: \(probed.description). "
                        + "Install it (apt-get install bubblewrap) or use --isolation auto.")
            }
            return probed
        case .none:
            var limited = probed
            limited.bubblewrap = nil
            limited.description = "limits only (--isolation none): " + limited.limitsDescription + "; no namespaces, and student programs run "
                + (limited.unprivilegedUser != nil ? "each as a user of its own" : "as your user")
            return limited
        }
    }

    private static let detected = Locked<Sandbox?>(nil)

    /// Forgets a remembered probe (the walls failed to start a program after all).
    static func forget(cache: String, environment: [String: String]) {
        detected.withLock { $0 = nil }
        Files.remove(cache + "/sandbox-" + probeKey(environment: environment) + ".json")
    }

    /// What the probe's answer depends on: the tools (path, size, time), who
    /// runs them, the kernel, the user-namespace settings and this process's control groups.
    private static func probeKey(environment: [String: String]) -> String {
        var facts = ["sandbox-probe-3", "euid \(geteuid())", environment["PATH"] ?? ""]
        for tool in ["bwrap", "setpriv", "prlimit"] {
            for directory in (environment["PATH"] ?? "").split(separator: ":") + ["/usr/bin", "/bin"] {
                let path = "\(directory)/\(tool)"
                if let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
                    facts.append("\(path) \(attributes[.size] ?? 0) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
                    break
                }
            }
        }
        for file in ["/proc/sys/kernel/osrelease", "/proc/sys/user/max_user_namespaces", "/proc/sys/kernel/unprivileged_userns_clone",
            "/proc/sys/kernel/apparmor_restrict_unprivileged_userns", "/proc/self/cgroup"]
        {
            facts.append(file + " " + ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "-"))
        }
        return String(SHA256.hex(facts.joined(separator: "\n")).prefix(24))
    }

    private static func probe(environment: [String: String]) -> Sandbox {
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/sbin", "/sbin"]
        func find(_ name: String) -> String? {
            directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        var sandbox = Sandbox(
            bubblewrap: nil, setpriv: find("setpriv"), prlimit: find("prlimit"),
            unprivilegedUser: geteuid() == 0 ? 65534 : nil, controlGroups: ControlGroups.detect(),
            libraryFolders: toolchainLibraryFolders(environment: environment), description: "")
        if sandbox.unprivilegedUser != nil, sandbox.setpriv == nil { sandbox.unprivilegedUser = nil }
        var missing: [String] = []
        if let bubblewrap = find("bwrap") {
            sandbox.bubblewrap = bubblewrap
            if let problem = sandbox.tryWalls() {
                sandbox.bubblewrap = nil
                missing.append("bubblewrap cannot build the walls here (\(problem))")
            }
        } else {
            missing.append("bubblewrap is not installed (apt-get install bubblewrap)")
        }
        if sandbox.hasWalls {
            sandbox.description = "student programs in a bubblewrap sandbox (own user, PID, IPC, network and mount namespaces; "
                + "no capabilities; read-only system, writable only its own tmpfs)"
                + (sandbox.unprivilegedUser != nil ? " each as a uid of its own" : "") + "; " + sandbox.limitsDescription
        } else {
            sandbox.description = "REDUCED: " + missing.joined(separator: "; ") + ". Student programs run "
                + (sandbox.unprivilegedUser != nil ? "each as a user of its own, " : "as your user, ")
                + "with the network and file system of the machine; " + sandbox.limitsDescription
        }
        return sandbox
    }

    var limitsDescription: String {
        let perUser = prlimit != nil && unprivilegedUser != nil && setpriv != nil
        let rlimits = prlimit == nil ? "time limits (prlimit is missing: no rlimits)"
            : "time, memory, file-size and open-file limits" + (perUser ? ", and processes + threads per run (its own uid)" : "")
        let groups = controlGroups.map { groups in
            "; memory and process + thread caps for the whole process tree (cgroup \(groups.version.rawValue))"
                + (groups.cpuIndex != nil ? "; one CPU per run (cgroup \(groups.version.rawValue) cpu)"
                    : "; no CPU cap per run (the cpu controller is not delegated here: a program's threads compete with its classmates' one by one)")
        } ?? "; no control groups here, so memory is capped per process"
            + (perUser ? "" : " and the process count is not capped") + ", and there is no CPU cap per run (a program's threads compete with its classmates' one by one)"
        return rlimits + groups
    }

    /// Runs a trivial program behind the walls; nil when it works, else bubblewrap's complaint.
    private func tryWalls() -> String? {
        guard let scratch = try? Files.temporaryDirectory(prefix: "course-sandbox-probe") else { return "no scratch folder" }
        defer { Files.remove(scratch) }
        chmod(scratch, 0o711)
        let probe = scratch + "/probe"
        guard (try? Files.writeAtomically("#!/bin/sh\nexit 0\n", to: probe)) != nil else { return "no scratch folder" }
        chmod(probe, 0o755)
        guard let result = try? program(probe, arguments: [], workFolder: scratch, environment: [:], limits: .init(seconds: 20, memoryMB: 256)).run().process
        else { return "cannot start it" }
        if result.termination == .exited(0) { return nil }
        let stderr = String(decoding: result.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return stderr.isEmpty ? "\(result.termination)" : String(stderr.prefix(160))
    }

    /// The lab program `binary`, confined. `workFolder` is the scratch folder
    /// it runs in when there are no walls (behind them it gets a tmpfs).
    func program(_ binary: String, arguments: [String], workFolder: String, environment extra: [String: String], limits: ResourceLimits) throws(CourseError) -> Confined {
        var environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "SWIFT_BACKTRACE": "enable=no"]
        environment.merge(extra) { $1 }
        var command: [String]
        var prelude = ""
        // As root, each run gets a user of its own (with walls too, outside
        // their user namespace): one program can neither signal nor read
        // another's processes, and its process count (`RLIMIT_NPROC`, which
        // counts threads per real uid) is its own. A uid no account,
        // subordinate range (/etc/subuid, /etc/subgid) or running process
        // holds (`RunUIDs`): a local user who could become it could signal it.
        var user: UInt32?
        if unprivilegedUser != nil {
            guard let free = RunUIDs.pick() else {
                throw CourseError(
                    "error: no free uid to run the lab program as: every uid drawn from \(RunUIDs.drawRange.lowerBound)–\(RunUIDs.drawRange.upperBound - 1) "
                        + "belongs to an account, a subordinate range in /etc/subuid or /etc/subgid, or a running process. Not the student's doing.",
                    exitCode: ExitCode.notJudged)
            }
            user = free
        }
        if let bubblewrap {
            environment["HOME"] = "/work"
            environment["TMPDIR"] = "/tmp"
            command = [bubblewrap] + wallArguments(binary: binary, limits: limits)
            for (key, value) in environment.sorted(by: { $0.key < $1.key }) { command += ["--setenv", key, value] }
            command += ["--", "/lab/program"] + arguments
            environment = [:]
        } else {
            let run = workFolder + "/run"
            try? Files.createDirectory(run)
            if let user { chown(run, user, user) }
            environment["HOME"] = run
            environment["TMPDIR"] = run
            prelude = #"cd "$COURSE_RUN_FOLDER" || exit 125; unset COURSE_RUN_FOLDER; "#
            environment["COURSE_RUN_FOLDER"] = run
            command = [binary] + arguments
        }
        if let user, let setpriv {
            command = [setpriv, "--reuid=\(user)", "--regid=\(user)", "--clear-groups", "--no-new-privs", "--"] + command
        }
        var confined = confined(command, prelude: prelude, environment: environment, limits: limits, processesPerUser: user != nil && setpriv != nil)
        confined.signalsAsExitCodes = hasWalls
        return confined
    }

    /// A compiler (or any trusted tool working on hostile input), under limits:
    /// its control group's where there is one (rlimits would only hold per
    /// process), else rlimits.
    func tool(_ executable: String, arguments: [String], environment: [String: String], limits: ResourceLimits) -> Confined {
        confined([executable] + arguments, prelude: "", environment: environment, limits: limits, rlimits: controlGroups == nil)
    }

    /// `command` under the rlimits, in a new control group.
    /// `processesPerUser`: the command runs as a user of its own, so
    /// `RLIMIT_NPROC` caps its processes and threads (without a control group,
    /// the only cap on them).
    private func confined(
        _ command: [String], prelude: String, environment: [String: String], limits: ResourceLimits, rlimits: Bool = true, processesPerUser: Bool = false
    ) -> Confined {
        var command = command
        if let prlimit, rlimits {
            command = [
                prlimit, "--as=\(limits.memoryMB << 20)", "--fsize=\(limits.fileSizeMB << 20)", "--nofile=\(limits.openFiles)",
                "--cpu=\(limits.cpuSeconds):\(limits.cpuHardSeconds)", "--core=0",
            ] + (processesPerUser ? ["--nproc=\(limits.processes)"] : []) + ["--"] + command
        }
        // The shell joins the control group (given as arguments up to `--`),
        // then becomes the command: one process group, one pid to kill.
        let script = #"while [ "$1" != -- ]; do echo $$ > "$1" || exit 125; shift; done; shift; "# + prelude + #"exec "$@""#
        var confined = Confined(
            executable: "/bin/sh", arguments: ["-c", script, "course-sandbox"], command: command, environment: environment, limits: limits,
            controlGroups: controlGroups)
        confined.cpuLimited = prlimit != nil && rlimits
        return confined
    }

    /// bubblewrap's arguments: what the program sees and may do.
    private func wallArguments(binary: String, limits: ResourceLimits) -> [String] {
        var arguments = [
            "--unshare-user", "--uid", "1000", "--gid", "1000", "--unshare-pid", "--unshare-ipc", "--unshare-net", "--unshare-uts",
            "--unshare-cgroup-try", "--disable-userns", "--cap-drop", "ALL", "--die-with-parent", "--new-session", "--hostname", "lab",
        ]
        // The system's programs and libraries, read-only, as the host lays them out.
        for folder in ["/usr", "/lib", "/lib64", "/lib32", "/libx32", "/bin", "/sbin"] {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder) {
                arguments += ["--symlink", target, folder]
            } else if Files.kind(folder) == .directory {
                arguments += ["--ro-bind", folder, folder]
            }
        }
        for folder in libraryFolders where !folder.hasPrefix("/usr/") {
            arguments += ["--ro-bind-try", folder, folder]
        }
        // The only writable places are three small tmpfs folders; the root
        // bubblewrap builds and its /dev become read-only once set up.
        let tmpfsBytes = String(max(16, limits.fileSizeMB) << 20)
        arguments += [
            "--proc", "/proc", "--dev", "/dev", "--size", tmpfsBytes, "--tmpfs", "/dev/shm", "--size", tmpfsBytes, "--tmpfs", "/tmp",
            "--size", tmpfsBytes, "--tmpfs", "/work", "--dir", "/lab", "--ro-bind", binary, "/lab/program", "--remount-ro", "/dev",
            "--remount-ro", "/", "--chdir", "/work", "--clearenv",
        ]
        return arguments
    }

    /// Where the toolchain's run-time libraries are (lab programs link them dynamically).
    private static func toolchainLibraryFolders(environment: [String: String]) -> [String] {
        let path = environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let root = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            return [root.appendingPathComponent("lib").path]
        }
        return []
    }
}

/// A command ready to run under a `Sandbox`: its control group is made just
/// before it starts and killed and removed when it ends.
struct Confined {
    var executable: String
    var arguments: [String]
    var command: [String]
    var environment: [String: String]
    var limits: ResourceLimits
    var controlGroups: ControlGroups?
    /// Opens the result channel (fd 3, nonce on fd 4) for a lab program.
    var channelGreeting: Data?
    /// bubblewrap reports a program killed by signal N as exit status 128 + N.
    var signalsAsExitCodes = false

    /// An `RLIMIT_CPU` is set on it (prlimit was there to set it).
    var cpuLimited = false

    struct Result {
        var process: Subprocess.Result
        var events: ControlGroup.Events
        /// The kernel stopped it at its own CPU-time limit: `SIGXCPU` (the soft
        /// limit), or `SIGKILL` after at least the soft limit's CPU seconds
        /// (the hard limit, for a program that survived `SIGXCPU`).
        var cpuLimitReached = false
        /// Stopped by a time limit of its own: the wall clock's or the CPU's.
        var hitTimeLimit: Bool { process.timedOut || cpuLimitReached }
        /// Stopped by the wall clock having had the CPU for little of it while
        /// it wanted more, or while it was stopped (`SchedulerShare.isStarved`):
        /// the machine's doing, so not a verdict on what ran.
        var starved = false
    }

    /// Runs several, `width` at a time (each on a thread of its own), and
    /// returns their results in order.
    static func runTogether(_ commands: [Confined], width: Int = 2) throws(CourseError) -> [Result] {
        guard width < commands.count else { return try runAll(commands) }
        var results: [Result] = []
        for start in stride(from: 0, to: commands.count, by: max(width, 1)) {
            results += try runAll(Array(commands[start..<min(start + max(width, 1), commands.count)]))
        }
        return results
    }

    private static func runAll(_ commands: [Confined]) throws(CourseError) -> [Result] {
        let results = Locked([Swift.Result<Result, CourseError>?](repeating: nil, count: commands.count))
        DispatchQueue.concurrentPerform(iterations: commands.count) { index in
            let result: Swift.Result<Result, CourseError>
            do throws(CourseError) { result = .success(try commands[index].run()) } catch { result = .failure(error) }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { $0 }.map { result throws(CourseError) in try result!.get() }
    }

    func run() throws(CourseError) -> Result {
        let group = try controlGroups?.make(
            name: "course-\(getpid())-\(RunFolders.namespace)-\(UInt32.random(in: 0...UInt32.max))", memoryBytes: limits.memoryMB << 20,
            processes: limits.processes, cpus: limits.cpus)
        // Removed off the critical path: its processes are killed now, the
        // folder goes once they are reaped (`ControlGroup.janitor`).
        defer { group?.removeLater() }
        var process = Subprocess(
            executable: executable, arguments: arguments + (group?.joinFiles ?? []) + ["--"] + command, environment: environment)
        process.timeLimit = limits.seconds
        process.outputLimit = limits.outputBytes
        process.channelLimit = limits.channelBytes
        process.ownProcessGroup = true
        process.channelGreeting = channelGreeting
        var result = try process.run()
        if signalsAsExitCodes, case .exited(let status) = result.termination, status > 128, status < 128 + 65 {
            result.termination = .signalled(status - 128)
        }
        let events = group?.events ?? .init()
        let starved = result.timedOut && (result.shareAtDeadline?.isStarved(limit: limits.seconds, cpuSeconds: events.cpuSeconds) ?? false)
        return Result(process: result, events: events, cpuLimitReached: cpuLimitReached(result, events: events), starved: starved)
    }

    /// Whether the kernel's CPU-time limit stopped it, read from the kill's
    /// signal and the CPU seconds counted (the rusage of everything reaped
    /// below it, and the control group's own counter where it keeps one).
    func cpuLimitReached(_ result: Subprocess.Result, events: ControlGroup.Events) -> Bool {
        guard cpuLimited, !result.timedOut, !result.outputFlooded, !result.channelFlooded else { return false }
        switch result.termination {
        case .signalled(SIGXCPU): return true
        case .signalled(SIGKILL): return max(result.cpuSeconds, events.cpuSeconds ?? 0) >= Double(limits.cpuSeconds) - 0.05
        default: return false
        }
    }
}
