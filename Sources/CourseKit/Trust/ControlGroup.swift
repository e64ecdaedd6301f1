import Foundation

/// Where this machine lets the runner make control groups: limits on memory
/// and processes that hold for a whole process tree (rlimits only hold per
/// process), and a way to kill every process in it. cgroup v2 where a
/// delegated subtree has the memory and pids controllers, else cgroup v1's
/// memory and pids hierarchies (writable when running as root), else none.
struct ControlGroups: Sendable, Codable, Equatable {
    enum Version: String, Sendable, Codable { case v1, v2 }

    var version: Version
    /// v2: the one parent folder. v1: the memory parent, then the pids
    /// parent, then the cpuacct parent where that hierarchy is there (its
    /// counter says how much CPU a run used: `Events.cpuSeconds`).
    var parents: [String]
    /// Which of `parents` caps a run's CPU (cgroup v2's `cpu.max`, v1's
    /// `cpu.cfs_quota_us`), where that controller is delegated: one run's
    /// threads then compete with a classmate's run as one, however many they are.
    var cpuIndex: Int?
    /// v1: which of `parents` counts CPU (`cpuacct.usage`), where that hierarchy is there.
    var cpuacctIndex: Int?

    /// Finds writable parents and proves them by making (and removing) a probe group.
    static func detect() -> ControlGroups? {
        let membership = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
        var v1: [String: String] = [:]
        var v2: String?
        for line in membership.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { continue }
            if fields[0] == "0" { v2 = fields[2] }
            for controller in fields[1].split(separator: ",") { v1[String(controller)] = fields[2] }
        }
        if let v2 {
            for mount in ["/sys/fs/cgroup", "/sys/fs/cgroup/unified"] {
                let parent = mount + (v2 == "/" ? "" : v2)
                // With the CPU cap where the cpu controller is delegated too, else without.
                for cpuIndex in [0, nil] {
                    let candidate = ControlGroups(version: .v2, parents: [parent], cpuIndex: cpuIndex)
                    if candidate.works { return candidate }
                }
            }
        }
        if let memory = v1["memory"], let pids = v1["pids"] {
            let candidate = ControlGroups(version: .v1, parents: ["/sys/fs/cgroup/memory" + memory, "/sys/fs/cgroup/pids" + pids])
            if candidate.works {
                var found = candidate
                // CPU accounting, where its hierarchy is mounted (alone or with cpu).
                for mount in ["/sys/fs/cgroup/cpuacct", "/sys/fs/cgroup/cpu,cpuacct", "/sys/fs/cgroup/cpuacct,cpu"] {
                    guard let path = v1["cpuacct"], Files.exists(mount + path + "/cpuacct.usage") else { continue }
                    let counted = ControlGroups(version: .v1, parents: candidate.parents + [mount + path], cpuacctIndex: 2)
                    if counted.works {
                        found = counted
                        break
                    }
                }
                // The CPU cap, where the cpu hierarchy is writable (mounted with cpuacct, it is that folder).
                for mount in ["/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct", "/sys/fs/cgroup/cpuacct,cpu"] {
                    guard let path = v1["cpu"], Files.exists(mount + path + "/cpu.cfs_quota_us") else { continue }
                    let parent = mount + path
                    var capped = found
                    if let joint = found.parents.firstIndex(where: { (($0 as NSString).resolvingSymlinksInPath) == (parent as NSString).resolvingSymlinksInPath }) {
                        capped.cpuIndex = joint
                    } else {
                        capped.parents.append(parent)
                        capped.cpuIndex = capped.parents.count - 1
                    }
                    if capped.works {
                        found = capped
                        break
                    }
                }
                return found
            }
        }
        return nil
    }

    private var works: Bool {
        guard let group = try? make(name: "course-probe-\(getpid())", memoryBytes: 64 << 20, processes: 8, cpus: 1) else { return false }
        group.remove()
        return true
    }

    /// Removes the groups a killed run left behind (`course-<pid>-<pid
    /// namespace>-<random>`, `Confined.run`, after a process of this pid
    /// namespace that is gone): what is in them is killed first.
    func removeStale() {
        var names: Set<String> = []
        for parent in parents {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where name.hasPrefix("course-") {
                let fields = name.split(separator: "-")
                guard fields.count == 4, let pid = pid_t(fields[1]), fields[2] == RunFolders.namespace, pid != getpid(), !RunFolders.isAlive(pid)
                else { continue }
                names.insert(name)
            }
        }
        for name in names {
            // (Folders only: a half-made group may lack some.)
            ControlGroup(version: version, folders: parents.map { $0 + "/" + name }.filter { Files.kind($0) == .directory }).remove()
        }
    }

    /// A new group with these limits, or a clear error. `cpus`: the CPUs its
    /// processes may use together (where `cpuIndex` says this machine can cap them).
    func make(name: String, memoryBytes: Int, processes: Int, cpus: Double? = nil) throws(CourseError) -> ControlGroup {
        let folders = parents.map { $0 + "/" + name }
        for folder in folders where mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw CourseError("error: cannot create the control group \(folder): \(String(cString: strerror(errno)))")
        }
        let group = ControlGroup(version: version, folders: folders, cpuacctIndex: cpuacctIndex)
        ControlGroup.live.withLock { $0[folders[0]] = group }
        var settings: [(String, String)]
        switch version {
        case .v2:
            guard let controllers = try? String(contentsOfFile: folders[0] + "/cgroup.controllers", encoding: .utf8),
                controllers.contains("memory"), controllers.contains("pids"), cpuIndex == nil || controllers.split(whereSeparator: \.isWhitespace).contains("cpu")
            else {
                group.remove()
                throw CourseError("error: \(parents[0]) does not delegate the memory and pids controllers")
            }
            settings = [(folders[0] + "/memory.max", "\(memoryBytes)"), (folders[0] + "/memory.swap.max", "0"), (folders[0] + "/pids.max", "\(processes)")]
        case .v1:
            settings = [
                (folders[0] + "/memory.limit_in_bytes", "\(memoryBytes)"), (folders[0] + "/memory.memsw.limit_in_bytes", "\(memoryBytes)"),
                (folders[1] + "/pids.max", "\(processes)"),
            ]
        }
        // A bandwidth of `cpus` CPUs per 100 ms period.
        if let cpuIndex, let cpus {
            let quota = max(1000, Int(cpus * 100_000))
            settings += version == .v2
                ? [(folders[cpuIndex] + "/cpu.max", "\(quota) 100000")]
                : [(folders[cpuIndex] + "/cpu.cfs_period_us", "100000"), (folders[cpuIndex] + "/cpu.cfs_quota_us", "\(quota)")]
        }
        for (file, value) in settings {
            // memory.memsw / memory.swap exist only with swap accounting: optional.
            if !ControlGroup.write(value, to: file), !file.contains("sw") {
                group.remove()
                throw CourseError("error: cannot set \(file): \(String(cString: strerror(errno)))")
            }
        }
        return group
    }
}

/// One control group (one folder per hierarchy), for one run.
struct ControlGroup: Sendable {
    var version: ControlGroups.Version
    var folders: [String]
    /// v1: which folder counts CPU (`cpuacct.usage`).
    var cpuacctIndex: Int?

    /// The files a process writes its pid into to join.
    var joinFiles: [String] { folders.map { $0 + "/cgroup.procs" } }

    /// What the limits stopped: memory (the group was out of memory) and processes (fork refused).
    struct Events: Equatable {
        var outOfMemory = false
        var tooManyProcesses = false
        /// CPU seconds of every process the group held (cgroup v2's `cpu.stat`;
        /// nil where the group keeps no such counter).
        var cpuSeconds: Double?
    }

    var events: Events {
        func counter(_ file: String, _ key: String) -> Int {
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: " ")
                if parts.count == 2, parts[0] == key { return Int(parts[1]) ?? 0 }
            }
            return 0
        }
        func value(_ file: String) -> Int { Int(((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 }
        switch version {
        case .v2:
            let usage = counter(folders[0] + "/cpu.stat", "usage_usec")
            return Events(
                outOfMemory: counter(folders[0] + "/memory.events", "oom_kill") > 0 || counter(folders[0] + "/memory.events", "max") > 0,
                tooManyProcesses: counter(folders[0] + "/pids.events", "max") > 0, cpuSeconds: usage > 0 ? Double(usage) / 1e6 : nil)
        case .v1:
            return Events(
                outOfMemory: value(folders[0] + "/memory.failcnt") > 0 || counter(folders[0] + "/memory.oom_control", "oom_kill") > 0,
                tooManyProcesses: counter(folders[1] + "/pids.events", "max") > 0,
                cpuSeconds: cpuacctIndex.map { Double(value(folders[$0] + "/cpuacct.usage")) / 1e9 })
        }
    }

    /// Kills every process in the group now and removes it on a thread of its
    /// own; `ControlGroup.finishRemovals()` waits for every such removal.
    func removeLater() {
        killAll()
        let group = self
        Self.removals.enter()
        DispatchQueue.global().async {
            group.remove()
            Self.removals.leave()
        }
    }

    private static let removals = DispatchGroup()

    /// Groups this process made and has not removed: what a dying worker removes.
    fileprivate static let live = Locked<[String: ControlGroup]>([:])

    /// Kills and removes every group this process still has (a worker whose grader died).
    static func removeAllLive() {
        for group in live.withLock({ Array($0.values) }) { group.remove() }
    }

    /// Waits until every group handed to `removeLater` is gone.
    static func finishRemovals() { removals.wait() }

    private func killAll() {
        if version == .v2, Self.write("1", to: folders[0] + "/cgroup.kill") { return }
        for folder in folders { for pid in members(folder) { kill(pid, SIGKILL) } }
    }

    /// Kills every process in the group (even ones that left the process
    /// group or session) and removes it.
    func remove() {
        for _ in 0..<200 {
            var alive = false
            if version == .v2, Self.write("1", to: folders[0] + "/cgroup.kill") {
                alive = !members(folders[0]).isEmpty
            } else {
                for folder in folders {
                    for pid in members(folder) {
                        alive = true
                        kill(pid, SIGKILL)
                    }
                }
            }
            if !alive { break }
            usleep(5000)
        }
        // A killed process leaves the group only once it is reaped (by init,
        // for the sandbox's orphans): until then the folder is busy.
        for folder in folders {
            for _ in 0..<400 {
                guard rmdir(folder) != 0, errno == EBUSY else { break }
                usleep(5000)
            }
        }
        if let first = folders.first { _ = Self.live.withLock { $0.removeValue(forKey: first) } }
    }

    private func members(_ folder: String) -> [pid_t] {
        ((try? String(contentsOfFile: folder + "/cgroup.procs", encoding: .utf8)) ?? "").split(separator: "\n").compactMap { pid_t($0) }
    }

    static func write(_ value: String, to file: String) -> Bool {
        let fd = open(file, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return value.withCString { Foundation.write(fd, $0, strlen($0)) } >= 0
    }
}
