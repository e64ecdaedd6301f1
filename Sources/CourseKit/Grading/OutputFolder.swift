import Foundation

/// The `--out` folder of `course grade` and `course grade merge`: one run
/// at a time, and only this run's students in it.
enum OutputFolder {
    static let lockFile = ".course-grade.lock"

    /// An exclusive `flock` on `<out>/.course-grade.lock`, held until this
    /// process ends (the descriptor is close-on-exec: no worker or student
    /// program inherits it, and the kernel drops it with the process, even
    /// after `kill -9`). The file names the holder's pid, so a second run on
    /// the same folder fails at once (exit 2) with "pid N is writing there".
    static func lock(_ out: String) throws(CourseError) {
        try refuseUntrusted(out)
        let path = out + "/" + lockFile
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw CourseError("error: cannot open \(path): \(String(cString: strerror(errno))).") }
        if let holder = try held(fd, at: path, operation: LOCK_EX) {
            throw CourseError.usage(
                "error: another `course grade` (\(holder)) is writing to \(out); "
                    + "two runs on one --out would mix their files. Wait for it to end, or give this run another --out.")
        }
        let text = "\(getpid())\n"
        _ = ftruncate(fd, 0)
        _ = text.withCString { pwrite(fd, $0, strlen($0), 0) }
        locks.withLock { $0.append(fd) }  // kept open (locked) until the process ends
    }

    private static let locks = Locked<[Int32]>([])

    /// The folders whose files a run writes and removes by name: the
    /// folder itself, `feedback/`, `gradescope/` and each folder in it.
    /// Each that exists must be this user's own folder, not a link, and
    /// writable by no one else, as the cache must (`Files.untrustedReason`):
    /// a classmate who made `--out` first kept every output in her hands
    /// (a rewritten gradebook.csv), and her `feedback -> elsewhere` had the
    /// grader write and delete `*.md`/`*.html` there (the twenty-sixth
    /// review, finding 04).
    static func refuseUntrusted(_ out: String) throws(CourseError) {
        var folders = [out, out + "/feedback", out + "/gradescope"]
        let gradescope = Files.entries(out + "/gradescope") ?? []
        for entry in gradescope.prefix(100_000) { folders.append(out + "/gradescope/" + (entry.name ?? String(decoding: entry.bytes, as: UTF8.self))) }
        for folder in folders {
            var status = stat()
            if folder != out, lstat(folder, &status) != 0, errno == ENOENT { continue }
            if folder != out, status.st_mode & S_IFMT == S_IFREG { continue }  // a file is replaced by rename, not written through
            // The folders above --out are checked once, with it (`SafePath`); those in it are its own.
            if let reason = folder == out ? Files.untrustedReason(folder: folder) : Files.ownFolderReason(folder) {
                throw CourseError.usage(
                    "error: the output folder \(folder) \(reason): another user could change or redirect what this run writes there. "
                        + "Give --out a new folder of your own (it is made private) where no one else can write a folder above it, or fix this one (chown, chmod go-w, remove the link).")
            }
        }
    }

    /// Takes `operation` (`LOCK_EX`/`LOCK_SH`) on `fd` without waiting: nil
    /// when taken; when another run holds the lock, closes `fd` and returns
    /// that run as the lock file names it ("pid N"); any other failure throws.
    private static func held(_ fd: Int32, at path: String, operation: Int32) throws(CourseError) -> String? {
        guard flock(fd, operation | LOCK_NB) != 0 else { return nil }
        let reason = errno
        let pid = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        close(fd)
        guard reason == EWOULDBLOCK else { throw CourseError("error: cannot lock \(path): \(String(cString: strerror(reason))).") }
        return pid.isEmpty ? "its pid unknown" : "pid \(pid)"
    }

    /// A shared `flock` on a folder `course grade merge` reads, held until
    /// this process ends: a folder a `course grade` run is still writing
    /// (it holds the exclusive lock) is refused (exit 2, naming its pid),
    /// and no run starts writing it while the merge reads it (the twentieth
    /// review). A folder without a lock file was never locked: nothing to wait for.
    static func lockShared(_ folder: String) throws(CourseError) {
        let path = folder + "/" + lockFile
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else {
            if errno == ENOENT { return }
            throw CourseError("error: cannot open \(path): \(String(cString: strerror(errno))).")
        }
        if let holder = try held(fd, at: path, operation: LOCK_SH) {
            throw CourseError.usage(
                "error: \(folder) is being written by a `course grade` run (\(holder)): its results are not "
                    + "final yet. Wait for it to end, then merge.")
        }
        locks.withLock { $0.append(fd) }
    }

    /// Written into `--out` before a run replaces any file there, removed
    /// when every file is written (`GradeOutputs.write`). A run stopped in
    /// between (Ctrl-C, SIGTERM from a scheduler's time limit, `kill -9`)
    /// leaves a folder whose class files are one run's and whose per-student
    /// files may be another's; this file, the banner of summary.html, the
    /// next `course grade` there and `course grade merge` say so (the
    /// twenty-sixth review, finding 11).
    static let incompleteFile = "INCOMPLETE.txt"

    static func isIncomplete(_ out: String) -> Bool { Files.kind(out + "/" + incompleteFile) != .missing }

    static func markIncomplete(_ out: String) throws(CourseError) {
        let text = "A `course grade` run (pid \(getpid())) started writing this folder at \(ISO8601DateFormatter().string(from: Date())) "
            + "and had not finished.\nIf no run is writing here now, it was interrupted: gradebook.csv, canvas.csv, results.json, "
            + "gradescope/ and feedback/ may be from different runs. Run the same command again (finished grades are cached); "
            + "it removes this file when every file is written.\n"
        try Files.writeAtomically(text, to: out + "/" + incompleteFile)
    }

    static func markComplete(_ out: String) { unlink(out + "/" + incompleteFile) }

    /// Removes the per-student files of students this run did not write
    /// (`feedback/*.md|html`, `gradescope/*/results.json`): left from an
    /// earlier run on this folder, they would read as this run's. Returns them,
    /// relative to `out`. Other files are left alone.
    @discardableResult
    static func removeStale(in out: String, keeping written: [String]) -> [String] {
        let kept = Set(written)
        var removed: [String] = []
        for name in Files.list(out + "/feedback", suffix: "") where name.hasSuffix(".md") || name.hasSuffix(".html") {
            let relative = "feedback/" + name
            guard !kept.contains(relative), Files.kind(out + "/" + relative) == .file else { continue }
            Files.remove(out + "/" + relative)
            removed.append(relative)
        }
        for folder in Files.list(out + "/gradescope", suffix: "") where Files.kind(out + "/gradescope/" + folder) == .directory {
            let relative = "gradescope/\(folder)/results.json"
            guard !kept.contains(relative), Files.kind(out + "/" + relative) == .file else { continue }
            Files.remove(out + "/" + relative)
            rmdir(out + "/gradescope/" + folder)  // only when nothing else is in it
            removed.append(relative)
        }
        return removed.sorted()
    }
}
