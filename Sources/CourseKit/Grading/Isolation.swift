import Foundation

/// Extra walls around graded programs, where the machine allows them: each
/// grading worker (and so the compiler and the student's program under it)
/// runs in a new user + network namespace (`unshare --user --map-root-user
/// --net`, util-linux), so a submission cannot reach the network. Without it
/// the grades are still protected by the runner itself: a separate process
/// per submission, a scratch folder, time/memory/output limits, and results
/// read only from a private channel with a per-run secret.
public struct Isolation: Sendable, Equatable {
    /// `unshare`, when usable.
    var unshare: String?
    /// One line for the instructor (and the summary page).
    public var description: String

    public static let none = Isolation(unshare: nil, description: "none requested (--isolation none)")

    /// Probes once: is there an `unshare` that can create the namespaces here?
    public static func detect(environment: [String: String]) -> Isolation {
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/unshare" } + ["/usr/bin/unshare"]
        guard let unshare = path.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return Isolation(unshare: nil, description: "no network isolation: `unshare` (util-linux) is not installed")
        }
        let probe = try? Subprocess(executable: unshare, arguments: arguments + ["/bin/true"], environment: ["PATH": "/usr/bin:/bin"]).run()
        guard let probe, probe.termination == .exited(0) else {
            let why = probe.map { String(decoding: $0.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
            return Isolation(
                unshare: nil,
                description: "no network isolation: this machine does not allow user namespaces" + (why.isEmpty ? "" : " (\(why.prefix(120)))"))
        }
        return Isolation(unshare: unshare, description: "no network (each worker in its own user + network namespace, via unshare)")
    }

    private static let arguments = ["--user", "--map-root-user", "--net", "--"]

    var isActive: Bool { unshare != nil }

    /// The command that runs `executable arguments` inside the walls.
    func wrap(_ executable: String, _ arguments: [String]) -> (String, [String]) {
        guard let unshare else { return (executable, arguments) }
        return (unshare, Self.arguments + [executable] + arguments)
    }
}
