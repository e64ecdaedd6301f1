import Foundation

/// What the scheduler gave a process tree, sampled from /proc while it still
/// runs: the CPU it used, the time its threads spent runnable but waiting for
/// a CPU, and whether it was stopped. A run that hit its wall-clock limit
/// having had the CPU only a little of that time was starved by the machine
/// (other programs, a hog, a noisy neighbour), not slow by itself: its
/// timeout says nothing about the student's code (`isStarved`).
struct SchedulerShare: Equatable, Sendable, Codable {
    /// CPU seconds of the tree's live processes (all their threads, and the
    /// children each has reaped).
    var cpuSeconds: Double = 0
    /// The longest time one of the tree's live threads spent runnable and
    /// waiting for a CPU (`/proc/PID/task/TID/schedstat`'s run delay). Not a
    /// sum over threads: a herd of threads woken together at every tick each
    /// waits a little for the others, and summed those waits read as a
    /// starved run with no CPU used (the ninth review's forged "starved"
    /// run). A program the machine kept from running has a thread that waited.
    var waitingSeconds: Double = 0
    /// A process of the tree was stopped (`SIGSTOP`, a debugger): lab code
    /// cannot stop itself (the source policy refuses the C library's signals).
    var stopped = false

    /// The share of the wall-clock limit below which a run that hit the limit
    /// was not its own doing. The labs' checks need 0.1-0.4 s of CPU and their
    /// limits are 10-30 s, so a program that had the CPU for a tenth of its
    /// limit had several times what an honest solution needs: its timeout is
    /// its own (a lab's `timeLimit` should stay 10 times its reference's CPU).
    /// Below that it is still its own if it was not kept from running — a
    /// program asleep or waiting forever (`waitingThreshold`).
    static let cpuThreshold = 0.10
    /// The share of the limit one of its threads must have spent waiting for a
    /// CPU for a run with little CPU to count as starved rather than asleep.
    static let waitingThreshold = 0.5

    /// Whether a run stopped at `limit` wall-clock seconds with this share
    /// (and `cpuSeconds` as counted elsewhere, e.g. by its control group) was
    /// kept from the machine.
    func isStarved(limit: Double, cpuSeconds counted: Double? = nil) -> Bool {
        let cpu = max(cpuSeconds, counted ?? 0)
        guard cpu < Self.cpuThreshold * limit else { return false }
        return stopped || waitingSeconds >= Self.waitingThreshold * limit
    }

    /// The tree under (and including) `root`, now.
    static func sample(root: pid_t) -> SchedulerShare {
        var share = SchedulerShare()
        let ticks = Double(max(1, sysconf(Int32(_SC_CLK_TCK))))
        for pid in [root] + ProcessTree.descendants(of: root) {
            guard let stat = read("/proc/\(pid)/stat") else { continue }
            // "pid (comm) state ppid …": comm may hold spaces and parentheses;
            // utime, stime, cutime, cstime are fields 14-17 (11-14 after comm).
            guard let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 14 else { continue }
            if fields[0] == "T" || fields[0] == "t" { share.stopped = true }
            share.cpuSeconds += fields[11...14].compactMap { Double($0) }.reduce(0, +) / ticks
            for task in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? [] {
                // "on-CPU ns, run-queue wait ns, time slices".
                let parts = read("/proc/\(pid)/task/\(task)/schedstat")?.split(separator: " ") ?? []
                if parts.count > 1, let waited = Double(parts[1]) { share.waitingSeconds = max(share.waitingSeconds, waited / 1e9) }
            }
        }
        return share
    }

    private static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
