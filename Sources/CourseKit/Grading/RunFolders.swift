import Foundation

/// The scratch folders a grading run makes (`course-grade-labs.*` for its
/// lab snapshots, `course-grade.*` per submission, `course-autograde.*`),
/// named after the process that owns them: `<prefix>.<pid>.<pid namespace>.XXXXXX`.
///
/// - A run removes its own folders as it goes, and all that are left when it
///   is interrupted (`removeRegistered`, from `GradeInterrupt`).
/// - A run that was killed outright (`kill -9`) cannot: its workers remove
///   their submission's folder as they die with it (`GradeWorker`), and the
///   next run removes every folder whose owner is gone (`removeStale`). A
///   folder of a live run, or of another pid namespace (a container sharing
///   the temp folder), is never touched.
enum RunFolders {
    static let prefixes = ["course-grade", "course-grade-labs", "course-autograde"]

    /// This process's pid namespace (`pid:[4026531836]` → `4026531836`).
    static let namespace: String = {
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/pid")) ?? ""
        return link.filter(\.isNumber)
    }()

    /// `prefix` (one of `prefixes`) with this process as owner, for `Files.temporaryDirectory`.
    static func owned(_ prefix: String) -> String { "\(prefix).\(getpid()).\(namespace)" }

    /// Folders this run made and has not removed yet.
    private static let registered = Locked<Set<String>>([])

    /// A new scratch folder owned by this run (`prefix.<pid>.<ns>.XXXXXX`), registered until `remove`.
    static func make(_ prefix: String) throws(CourseError) -> String {
        let folder = try Files.temporaryDirectory(prefix: owned(prefix))
        registered.withLock { _ = $0.insert(folder) }
        return folder
    }

    static func remove(_ folder: String, snapshot: Bool = false) {
        if snapshot { LabSnapshot.remove(folder) } else { Files.remove(folder) }
        registered.withLock { _ = $0.remove(folder) }
    }

    /// Removes every folder this run still has (Ctrl-C: after its processes are killed).
    static func removeRegistered() {
        for folder in registered.withLock({ $0 }) { remove(folder, snapshot: true) }
    }

    /// Whether a process is running: a zombie, or no process, is not.
    static func isAlive(_ pid: pid_t) -> Bool {
        guard pid > 0, let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return false }
        let text = String(decoding: stat, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return true }
        return !text[text.index(after: close)...].hasPrefix(" Z")
    }

    /// Removes the folders in the temp folder (`TMPDIR`) left by grading runs
    /// whose process is gone; returns how many. The temp folder is shared:
    /// anyone can make a folder with such a name, so only this user's own
    /// folders are touched (a folder, not a link, with this euid as owner),
    /// each removed through descriptors opened from the temp folder's own
    /// (`Files.removeEntry`: no path is resolved again, so a folder swapped
    /// for a link inside leads nowhere).
    ///
    /// Bounded as a whole, the scan included (the twenty-sixth grading review,
    /// finding 03: 500,000 look-alike names another user made took every run
    /// 56 s longer, since the deadline was looked at only for our own
    /// folders): the listing is read as it goes, the deadline is looked at
    /// for every name, and each test is the cheapest first (the name, the
    /// listing's type, then one `fstatat` for the owner; `/proc` only for our
    /// own folders). What is not reached is left to a later run.
    @discardableResult
    static func removeStale(environment: [String: String] = ProcessInfo.processInfo.environment, budget: TimeInterval = 5) -> Int {
        var base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        let root = open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { return 0 }
        defer { close(root) }
        let deadline = Date().addingTimeInterval(budget)
        let own = Set(prefixes.map { Array($0.utf8) })
        let namespace = Array(Self.namespace.utf8)
        var removed = 0
        Files.eachName(in: root) { entry, type in
            guard Date() < deadline else { return false }
            guard type == DT_DIR || type == DT_UNKNOWN else { return true }
            // prefix . pid . namespace . XXXXXX
            let parts = entry.dropLast().split(separator: 0x2E, omittingEmptySubsequences: false).map { $0.map { UInt8(bitPattern: $0) } }
            guard parts.count == 4, own.contains(parts[0]), parts[2] == namespace,
                let pid = pid_t(String(decoding: parts[1], as: UTF8.self)), pid != getpid()
            else { return true }
            var status = stat()
            guard fstatat(root, entry, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == geteuid(),
                !isAlive(pid)
            else { return true }
            Files.removeEntry(entry, in: root, until: deadline)
            removed += 1
            return true
        }
        return removed
    }
}
