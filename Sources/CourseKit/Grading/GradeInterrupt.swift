import Foundation

/// Ctrl-C (or SIGTERM/SIGHUP) during `course grade`: stop handing out
/// submissions, kill every process the run started — the grading workers, the
/// compilers and the student programs under them, whatever process group they
/// moved to — and exit 130. Grades already finished are in the cache, so a
/// rerun picks up where this one stopped.
///
/// The signals are blocked in every thread and taken by one thread with
/// `sigwait`, so the cleanup runs as ordinary code, not in a signal handler
/// (children start with an empty signal mask: see `Subprocess`).
enum GradeInterrupt {
    /// Set once an interrupt arrived: the engine starts no new worker.
    static let stopping = Locked(false)

    static func install(onInterrupt: @escaping @Sendable (Int32) -> Void) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let blocked = set
        let thread = Thread {
            var signals = blocked
            var received: Int32 = 0
            guard sigwait(&signals, &received) == 0 else { return }
            stopping.withLock { $0 = true }
            killDescendants()
            onInterrupt(received)
            exit(ExitCode.interrupted)
        }
        thread.stackSize = 1 << 18
        thread.start()
    }

    /// Kills every descendant of this process. The whole tree is stopped
    /// first (scanning until nothing new appears), so no process forks or is
    /// re-parented away between the scan and the kill.
    static func killDescendants() {
        let me = getpid()
        var stopped = Set<pid_t>()
        for _ in 0..<200 {
            let fresh = descendants(of: me).filter { !stopped.contains($0) }
            if fresh.isEmpty { break }
            for pid in fresh { _ = kill(pid, SIGSTOP) }
            stopped.formUnion(fresh)
        }
        for pid in stopped {
            let group = getpgid(pid)
            if group > 1, group != getpgrp() { _ = kill(-group, SIGKILL) }
            _ = kill(pid, SIGKILL)
        }
    }

    /// Every process whose parent chain leads to `root` (from /proc), zombies excluded.
    static func descendants(of root: pid_t) -> [pid_t] {
        var parents: [pid_t: pid_t] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry), let stat = FileManager.default.contents(atPath: "/proc/\(entry)/stat") else { continue }
            // "pid (comm) state ppid …": comm may hold spaces and parentheses.
            let text = String(decoding: stat, as: UTF8.self)
            guard let close = text.lastIndex(of: ")") else { continue }
            let fields = text[text.index(after: close)...].split(separator: " ")
            guard fields.count > 1, fields[0] != "Z", let parent = pid_t(fields[1]) else { continue }
            parents[pid] = parent
        }
        var result: [pid_t] = []
        var frontier: Set<pid_t> = [root]
        while !frontier.isEmpty {
            let children = parents.filter { frontier.contains($0.value) }.map(\.key)
            result += children
            frontier = Set(children)
        }
        return result
    }
}
