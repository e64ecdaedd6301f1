import ArgumentParsing
import Foundation

/// `course watch [LAB]`: re-check on every save (debounced, editors' swap files
/// ignored), clear and redraw; keys `n` next, `h` hint, `l` list, `q` quit.
/// With stdin not a terminal it never waits for keys: it re-checks on changes
/// until stopped. `--seed N`: every check of every run draws from seed N.
enum WatchVerb {
    static func run(_ session: inout Session, lab name: String?, seed: UInt64? = nil) throws(CourseError) -> Int32 {
        var lab = try session.lab(name)
        var runner = try session.runner()
        runner.seed = seed
        let keys = KeyReader()
        defer { keys.restore() }
        let changes = Locked(false)
        var watcher = try watch(lab, in: session, changes: changes)
        defer { watcher.stop() }

        var recheck = true
        while true {
            if recheck {
                recheck = false
                if session.console.isInteractive { Screen.clear() }
                try show(lab, session: &session, runner: runner)
                session.console.print(session.console.style.dim(
                    keys.isInteractive ? "Watching \(session.display(session.workspace.directory(for: lab)))/ — n next · h hint · l list · q quit"
                        : "Watching \(session.display(session.workspace.directory(for: lab)))/ for changes (stop with Ctrl-C)."))
            }
            if let key = keys.isInteractive ? keys.nextKey(timeout: 0.1) : nil {
                switch key {
                case "q", "Q", "\u{1B}":
                    return ExitCode.success
                case "n", "N":
                    _ = try NextVerb.run(&session, inWatch: true)
                    // Follow what `course next` now presents, not the folder
                    // watch was started in (that is still the old lab's).
                    let current = session.labToWatch(after: lab)
                    if current.id != lab.id {
                        lab = current
                        watcher.stop()
                        watcher = try watch(lab, in: session, changes: changes)
                        session.console.print(session.console.style.dim(
                            "Now watching \(session.display(session.workspace.directory(for: lab)))/ — n next · h hint · l list · q quit"))
                    }
                case "h", "H": _ = try HintVerb.run(&session, lab: lab.id, inWatch: true)
                case "l", "L": _ = try ListVerb.run(session, format: .text)
                default: break
                }
            } else if !keys.isInteractive {
                Thread.sleep(forTimeInterval: 0.1)
            }
            if changes.withLock({ changed in defer { changed = false }; return changed }) { recheck = true }
        }
    }

    private static func show(_ lab: Lab, session: inout Session, runner: LabRunner) throws(CourseError) {
        let verdict = try session.check(lab, runner: runner)
        session.console.print(VerdictText.render(verdict, style: session.console.style, width: session.console.width))
        if verdict.passed { session.console.print(session.console.style.green("Press n for the next step.")) }
    }

    private static func watch(_ lab: Lab, in session: Session, changes: Locked<Bool>) throws(CourseError) -> FileWatcher {
        let directory = session.workspace.directory(for: lab)
        if !session.workspace.isSetUp(lab) { try session.workspace.setUp(lab) }
        do {
            return try FileWatcher(directory: URL(fileURLWithPath: directory)) { _ in changes.withLock { $0 = true } }
        } catch {
            throw CourseError("error: cannot watch \(directory): \(error)")
        }
    }
}

extension WatchVerb {
    static let verb = Verb(
        "watch", summary: "re-check on every save (keys: n next, h hint, l list, q quit)",
        discussion: """
            Checks the lab again on every save, clearing and redrawing the screen. Keys:
            n next step, h hint, l list, q quit (no Enter needed). With stdin not a
            terminal it only re-checks on changes, until stopped. With --seed N every
            check of every run draws its scenario from seed N (as course check --seed N),
            so you fix the run a failed check named.
            """,
        [CheckVerb.lab, SharedOptions.seed]
    ) { parsed in Command.watch(lab: parsed[CheckVerb.lab], seed: parsed[SharedOptions.seed]).run(GlobalOptions(parsed)) }
}
