import Foundation

/// Runs a program with `posix_spawn`, so the runner controls exactly which file
/// descriptors, environment and process group the child gets (Foundation's
/// `Process` decides those itself).
struct Subprocess {
    enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    struct Result: Sendable {
        var termination: Termination
        var stdout: Data
        var stderr: Data
        /// What the child wrote to the side channel (fd 3), if one was opened.
        var channel: Data
        var timedOut: Bool
        var outputFlooded: Bool
        var seconds: Double
        /// CPU seconds (user + system) of the child and of every descendant
        /// reaped below it (`wait4`'s rusage): what `RLIMIT_CPU` counted.
        var cpuSeconds: Double = 0
        /// More than `channelLimit` bytes came on the side channel; the
        /// process group was stopped and the channel cut there.
        var channelFlooded = false
        /// What the scheduler had given the child's tree when the time limit
        /// stopped it (sampled before the kill); nil when it was not stopped so.
        var shareAtDeadline: SchedulerShare?
    }

    var executable: String
    var arguments: [String] = []
    var environment: [String: String]
    /// Seconds before the whole process group is killed.
    var timeLimit: Double?
    /// Bytes of stdout + stderr kept; past this the process group is killed.
    var outputLimit = 64 * 1024 * 1024
    /// Put the child in its own process group; a timeout or flood then kills
    /// its group and everything it started, wherever that moved to.
    var ownProcessGroup = false
    /// Open a side channel: the child's fd 3 writes to `Result.channel`, and its
    /// fd 4 reads `channelGreeting` once (then end of file).
    var channelGreeting: Data?
    /// Bytes of the side channel kept; past this the process group is killed.
    var channelLimit = 4 << 20

    /// Runs the child with stdin from /dev/null and its output captured.
    func run() throws(CourseError) -> Result {
        signal(SIGPIPE, SIG_IGN)  // a child that dies before reading its greeting must not take us with it
        let start = Date()
        let output = try Pipe2(), errors = try Pipe2()
        let channel = channelGreeting == nil ? nil : try Pipe2()
        let greeting = channelGreeting == nil ? nil : try Pipe2()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
        if let channel, let greeting {
            posix_spawn_file_actions_adddup2(&actions, channel.write, 3)
            posix_spawn_file_actions_adddup2(&actions, greeting.read, 4)
        }
        let pid = try spawn(actions: &actions)
        for fd in [output.write, errors.write, channel?.write, greeting?.read].compactMap({ $0 }) { close(fd) }
        if let greeting, let channelGreeting {
            _ = channelGreeting.withUnsafeBytes { write(greeting.write, $0.baseAddress, $0.count) }
            close(greeting.write)
        }

        var buffers: [Int32: Data] = [output.read: Data(), errors.read: Data()]
        if let channel { buffers[channel.read] = Data() }
        var open = Array(buffers.keys)
        var timedOut = false, flooded = false, channelFlooded = false, exitStatus: Int32?, share: SchedulerShare?
        var usage = rusage()
        let deadline = timeLimit.map { start.addingTimeInterval($0) }
        var drainDeadline: Date?
        // Until the child has exited and its pipes are drained: a child that
        // closes its pipes early is still timed.
        while !open.isEmpty || exitStatus == nil {
            let now = Date()
            if let deadline, now >= deadline, exitStatus == nil {
                timedOut = true
                share = SchedulerShare.sample(root: pid)
                kill(processGroup: pid)
                break
            }
            if let drainDeadline, now >= drainDeadline { break }
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            // Wake at the deadline, not up to a poll interval after it: a
            // looping student costs the time limit, not the limit plus 50 ms.
            let untilDeadline = deadline.map { Int32(max(1, ($0.timeIntervalSince(now) * 1000).rounded(.up))) } ?? Int32.max
            let ready = poll(&descriptors, nfds_t(descriptors.count), min(open.isEmpty ? 5 : 50, untilDeadline))
            if ready < 0, errno != EINTR { break }
            for descriptor in descriptors where descriptor.revents != 0 {
                var chunk = [UInt8](repeating: 0, count: 65536)
                let count = read(descriptor.fd, &chunk, chunk.count)
                if count > 0 {
                    buffers[descriptor.fd]!.append(contentsOf: chunk[0..<count])
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == descriptor.fd }
                }
            }
            if buffers[output.read]!.count + buffers[errors.read]!.count > outputLimit {
                flooded = true
                kill(processGroup: pid)
                break
            }
            if let channel, buffers[channel.read]!.count > channelLimit {
                channelFlooded = true
                buffers[channel.read]!.removeSubrange(channelLimit...)
                kill(processGroup: pid)
                break
            }
            // The child is gone but something it started may hold the pipes open:
            // end its group and read what is left for a moment.
            if exitStatus == nil, let status = reap(pid, block: false, usage: &usage) {
                exitStatus = status
                if ownProcessGroup { signalProcess(-pid, SIGKILL) }
                drainDeadline = Date().addingTimeInterval(0.5)
            }
        }
        for fd in buffers.keys { close(fd) }
        let status = exitStatus ?? reap(pid, block: true, usage: &usage) ?? 0
        return Result(
            termination: Self.termination(status), stdout: buffers[output.read]!, stderr: buffers[errors.read]!,
            channel: channel.map { buffers[$0.read]! } ?? Data(), timedOut: timedOut, outputFlooded: flooded,
            seconds: Date().timeIntervalSince(start),
            cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6,
            channelFlooded: channelFlooded, shareAtDeadline: share)
    }

    /// Runs the child on the caller's own terminal (stdin, stdout, stderr
    /// inherited) and waits for it. As `system(3)` does, Ctrl-C and Ctrl-\
    /// are the child's alone meanwhile: we outlive it to clean up.
    func runAttached() throws(CourseError) -> Termination {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        let pid = try spawn(actions: &actions)
        var usage = rusage()
        return Self.termination(reap(pid, block: true, usage: &usage) ?? 0)
    }

    private func spawn(actions: inout posix_spawn_file_actions_t) throws(CourseError) -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        if ownProcessGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var defaults = sigset_t(), empty = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        _ = Self.inheritedDescriptorsClosed
        let result = Self.descriptors.withLock { _ in posix_spawn(&pid, executable, &actions, &attributes, argv, envp) }
        guard result == 0 else {
            throw CourseError("error: cannot start \(executable): \(String(cString: strerror(result)))")
        }
        return pid
    }

    private func kill(processGroup pid: pid_t) {
        guard ownProcessGroup else { return signalProcess(pid, SIGKILL) }
        ProcessTree.killDescendants(of: pid)
        signalProcess(-pid, SIGKILL)
    }

    private func reap(_ pid: pid_t, block: Bool, usage: inout rusage) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = wait4(pid, &status, block ? 0 : WNOHANG, &usage)
            if result == pid { return status }
            if result < 0, errno == EINTR { continue }
            return nil
        }
    }

    private static func termination(_ status: Int32) -> Termination {
        // The <sys/wait.h> macros are not imported into Swift; these are their definitions.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}

private func signalProcess(_ pid: pid_t, _ signal: Int32) { _ = kill(pid, signal) }

extension Subprocess {
    /// Held while a pipe is made (its ends are not close-on-exec until
    /// `Pipe2` has moved them) and while a child is spawned: a child spawned
    /// by another thread in that moment would keep them, and a lab program
    /// could then hold another run's channel or greeting.
    static let descriptors = Locked(())

    /// The file descriptors this process was started with beyond 0–2 (a
    /// shell's, a CI runner's) become close-on-exec, once, before the first
    /// child: nothing of the caller's reaches a worker, a compiler or a lab program.
    static let inheritedDescriptorsClosed: Bool = {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            guard let fd = Int32(entry), fd > 2 else { continue }
            let flags = fcntl(fd, F_GETFD)
            if flags >= 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
        }
        return true
    }()
}

/// A pipe whose ends are close-on-exec and numbered above the fds the child
/// receives (0–4), so `dup2` onto them always clears close-on-exec.
private struct Pipe2 {
    var read: Int32
    var write: Int32

    init() throws(CourseError) {
        let made = Subprocess.descriptors.withLock { _ -> (Int32, Int32)? in
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { return nil }
            return (Self.raise(fds[0]), Self.raise(fds[1]))
        }
        guard let made else {
            throw CourseError("error: cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        (read, write) = made
    }

    /// (`pipe2` is not visible from Swift on glibc, so close-on-exec comes from the dup.)
    private static func raise(_ fd: Int32) -> Int32 {
        let high = fcntl(fd, F_DUPFD_CLOEXEC, 10)
        guard high >= 0 else {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            return fd
        }
        close(fd)
        return high
    }
}

