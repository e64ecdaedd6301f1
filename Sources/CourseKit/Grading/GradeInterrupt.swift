import Foundation

/// Ctrl-C (or SIGTERM/SIGHUP) during `course grade`: stop handing out
/// submissions, kill every process the run started — the grading workers, the
/// compilers and the student programs under them, whatever process group they
/// moved to — remove the run's scratch folders, and exit 130. Grades already
/// finished are in the cache, so a rerun picks up where this one stopped.
/// Workers are asked first (SIGTERM), so each removes its control groups and
/// scratch folder itself (`GradeWorker.dieWithGrader`); what is left a few
/// seconds later is killed.
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
            let workers = ProcessTree.children(of: getpid())
            for worker in workers { kill(worker, SIGTERM) }
            let deadline = Date().addingTimeInterval(3)
            while Date() < deadline, workers.contains(where: RunFolders.isAlive) { usleep(20_000) }
            ProcessTree.killDescendants(of: getpid())
            RunFolders.removeRegistered()
            onInterrupt(received)
            exit(ExitCode.interrupted)
        }
        thread.stackSize = 1 << 18
        thread.start()
    }
}
