import Foundation

/// The processes a process started, however far down and whatever process
/// group or session they moved to: what stopping a grading run or a
/// timed-out worker must take with it.
enum ProcessTree {
    /// Kills every descendant of `root` (not `root` itself). The whole tree
    /// is stopped first (scanning until nothing new appears), so no process
    /// forks or is re-parented away between the scan and the kill.
    static func killDescendants(of root: pid_t) {
        var stopped = Set<pid_t>()
        for _ in 0..<200 {
            let fresh = descendants(of: root).filter { !stopped.contains($0) }
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

    /// The processes `parent` started itself (from /proc), zombies excluded.
    static func children(of parent: pid_t) -> [pid_t] {
        parents().filter { $0.value == parent }.map(\.key)
    }

    /// Every process whose parent chain leads to `root` (from /proc), zombies excluded.
    static func descendants(of root: pid_t) -> [pid_t] {
        let parents = parents()
        var result: [pid_t] = []
        var frontier: Set<pid_t> = [root]
        while !frontier.isEmpty {
            let children = parents.filter { frontier.contains($0.value) }.map(\.key)
            result += children
            frontier = Set(children)
        }
        return result
    }

    /// Each live process's parent.
    private static func parents() -> [pid_t: pid_t] {
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
        return parents
    }
}
