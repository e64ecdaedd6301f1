import Foundation

/// Extra walls around graded programs, where the machine allows them: each
/// grading worker (and so the compiler and the student's program under it)
/// runs in a new user + mount + network namespace (`unshare`, util-linux) in
/// which every mount but its own scratch folder (and /proc, /sys, /dev) is
/// remounted read-only, so a submission can neither reach the network nor
/// write outside its scratch folder: not into the output folder, the cache,
/// the course, $HOME or /tmp. Where allowed, the namespaces include a PID
/// namespace whose first process is the worker: when a worker is killed (its
/// time limit, or Ctrl-C), the kernel kills everything it started, student
/// programs in other process groups included. Where mount namespaces are refused, the worker
/// still gets the network namespace alone. Without either, the grades are
/// still protected by the runner itself: a separate process per submission, a
/// scratch folder, time/memory/output limits, results read only from a
/// private channel with a per-run secret, and every output file rewritten
/// from the graded records at the end of the run.
public struct Isolation: Sendable, Equatable {
    /// `unshare`, when usable.
    var unshare: String?
    /// `mount`, when the read-only view works here.
    var mount: String?
    /// A PID namespace too (`--pid --fork --kill-child`), when allowed.
    var pid = false
    /// One line for the instructor (and the summary page).
    public var description: String

    public static let none = Isolation(unshare: nil, mount: nil, pid: false, description: "none requested (--isolation none)")

    /// Probes once: is there an `unshare` that can create the namespaces here?
    public static func detect(environment: [String: String]) -> Isolation {
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/sbin", "/sbin"]
        func find(_ name: String) -> String? {
            directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        guard let unshare = find("unshare") else {
            return Isolation(unshare: nil, mount: nil, pid: false, description: "no network or file system isolation: `unshare` (util-linux) is not installed")
        }
        if let mount = find("mount"), let probeFolder = try? Files.temporaryDirectory(prefix: "course-isolation-probe") {
            defer { Files.remove(probeFolder) }
            for pid in [true, false] {
                let candidate = Isolation(unshare: unshare, mount: mount, pid: pid, description: "")
                // Inside the walls: the scratch folder is writable, its parent is not.
                let (executable, arguments) = candidate.wrap(
                    "/bin/sh", ["-c", #"touch "$1/ok" && ! touch "$1/../course-isolation-escape" 2>/dev/null"#, "probe", probeFolder], writable: probeFolder)
                let probe = try? Subprocess(executable: executable, arguments: arguments, environment: ["PATH": "/usr/bin:/bin"]).run()
                Files.remove((probeFolder as NSString).deletingLastPathComponent + "/course-isolation-escape")
                if let probe, probe.termination == .exited(0) {
                    return Isolation(
                        unshare: unshare, mount: mount, pid: pid,
                        description: "no network, and nothing writable outside the submission's scratch folder"
                            + " (each worker in its own user + mount + network\(pid ? " + PID" : "") namespace, via unshare)")
                }
            }
        }
        var probe = try? Subprocess(executable: unshare, arguments: namespaceArguments(mount: false, pid: true) + ["/bin/true"], environment: ["PATH": "/usr/bin:/bin"]).run()
        let pid = probe?.termination == .exited(0)
        if !pid {
            probe = try? Subprocess(executable: unshare, arguments: namespaceArguments(mount: false, pid: false) + ["/bin/true"], environment: ["PATH": "/usr/bin:/bin"]).run()
        }
        guard let probe, probe.termination == .exited(0) else {
            let why = probe.map { String(decoding: $0.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
            return Isolation(
                unshare: nil, mount: nil, pid: false,
                description: "no network or file system isolation: this machine does not allow user namespaces" + (why.isEmpty ? "" : " (\(why.prefix(120)))"))
        }
        return Isolation(
            unshare: unshare, mount: nil, pid: pid,
            description: "no network (each worker in its own user + network\(pid ? " + PID" : "") namespace, via unshare); this machine refuses mount namespaces,"
                + " so submissions can write wherever the grader can")
    }

    private static func namespaceArguments(mount: Bool, pid: Bool) -> [String] {
        ["--user", "--map-root-user", "--net"] + (mount ? ["--mount"] : []) + (pid ? ["--pid", "--fork", "--kill-child"] : []) + ["--"]
    }

    /// Runs in the new namespaces: keeps the scratch folder writable (a bind
    /// mount of its own), remounts every other mount read-only, then execs the worker.
    private static let readOnlyView = #"""
        m="$1"; s="$2"; shift 2
        "$m" --bind "$s" "$s" || exit 125
        while read -r _ _ _ _ point _; do
          case "$point" in
            /proc|/proc/*|/sys|/sys/*|/dev|/dev/pts|/dev/pts/*|/dev/mqueue|"$s") ;;
            *) "$m" -o remount,bind,ro "$point" 2>/dev/null ;;
          esac
        done < /proc/self/mountinfo
        exec "$@"
        """#

    var isActive: Bool { unshare != nil }

    /// The command that runs `executable arguments` inside the walls, with
    /// `writable` the only folder it may write to (when the machine allows).
    func wrap(_ executable: String, _ arguments: [String], writable: String) -> (String, [String]) {
        guard let unshare else { return (executable, arguments) }
        guard let mount else { return (unshare, Self.namespaceArguments(mount: false, pid: pid) + [executable] + arguments) }
        return (unshare, Self.namespaceArguments(mount: true, pid: pid) + ["/bin/sh", "-c", Self.readOnlyView, "course-isolation", mount, writable, executable] + arguments)
    }
}
