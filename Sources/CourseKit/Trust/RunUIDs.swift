import Foundation

/// The uid (and gid) one lab program run gets when the runner is root: a uid
/// nobody else on the machine can hold, so nobody but root can signal the
/// program, read its /proc entries or share its process count.
///
/// A uid is "held" by someone when it is an account or group (the user
/// database, NSS included: LDAP, AD), when it lies in a subordinate range of
/// /etc/subuid or /etc/subgid (its owner can become it inside a user
/// namespace of her own with `newuidmap`: the twenty-sixth review, finding
/// 13), or when a running process already has it (another grader's run).
/// Candidates are drawn at random from 0x70000000..<0x7FFE0000, above
/// systemd's container range (524288–1879048191, which `systemd-nspawn`
/// picks from without listing it in /etc/subuid) and below its foreign range
/// (from 0x7FFE0000), and below 2^31 (uids read as signed by older tools);
/// each candidate held by anyone is skipped. The draw space (~268 million)
/// keeps two graders started together from drawing the same free uid; the
/// running-process check covers a uid already in use.
enum RunUIDs {
    static let drawRange: Range<UInt32> = 0x7000_0000..<0x7FFE_0000

    /// The subordinate ranges of `/etc/subuid` and `/etc/subgid` (lines
    /// `owner:start:count`); a file that cannot be read holds none.
    static func subordinateRanges(files: [String] = ["/etc/subuid", "/etc/subgid"]) -> [ClosedRange<UInt64>] {
        var ranges: [ClosedRange<UInt64>] = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: ":", omittingEmptySubsequences: false)
                guard fields.count >= 3, let start = UInt64(fields[1]), let count = UInt64(fields[2]), count > 0 else { continue }
                ranges.append(start...(start + count - 1))
            }
        }
        return ranges
    }

    /// The uids and gids of running processes: the owner of each
    /// `/proc/<pid>` entry (the process's effective uid and gid; root's for
    /// a process that is not dumpable). One `fstatat` a process, read as the
    /// listing goes: reading every `/proc/<pid>/status` for every program run
    /// cost a grading run 8 → 60 s under another user's 16,000 idle
    /// processes (the twenty-eighth review, 08). Another grader's run, the
    /// only holder of a drawn uid a process can have, runs as that uid.
    static func idsInUse() -> Set<UInt32> {
        var ids: Set<UInt32> = []
        let proc = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard proc >= 0 else { return ids }
        defer { close(proc) }
        Files.eachName(in: proc) { name, type in
            guard type == DT_DIR || type == DT_UNKNOWN, let first = name.first, (0x30...0x39).contains(first) else { return true }
            var status = stat()
            if fstatat(proc, name, &status, 0) == 0 {
                ids.insert(status.st_uid)
                ids.insert(status.st_gid)
            }
            return true
        }
        return ids
    }

    /// Whether `id` is an account or a group in the user database.
    static func isAccount(_ id: UInt32) -> Bool {
        getpwuid(id) != nil || getgrgid(id) != nil
    }

    /// A uid no one holds (see the type's comment), or nil after `attempts` draws.
    static func pick(
        subordinate: [ClosedRange<UInt64>] = subordinateRanges(), inUse: Set<UInt32> = idsInUse(), attempts: Int = 64,
        draw: () -> UInt32 = { UInt32.random(in: drawRange) }
    ) -> UInt32? {
        for _ in 0..<attempts {
            let candidate = draw()
            if subordinate.contains(where: { $0.contains(UInt64(candidate)) }) || inUse.contains(candidate) || isAccount(candidate) { continue }
            return candidate
        }
        return nil
    }
}
