import Foundation

/// Loads and saves `progress.json`. Saves are atomic (temp + fsync + rename), so
/// a `kill -9` leaves either the old or the new file. A file that cannot be
/// read is never overwritten: it is kept aside as `.bak` and progress rebuilt.
struct ProgressStore {
    var path: String

    struct Loaded {
        var progress: CourseProgress
        /// Set when the file was corrupt: what happened, for the student.
        var notice: String?
    }

    func load(rebuildingFrom workspace: Workspace, course: Course) -> Loaded {
        guard Files.exists(path) else { return Loaded(progress: CourseProgress()) }
        let problem: String
        do {
            let text = try Files.readText(path, what: "progress file")
            return Loaded(progress: try JSONFile.decode(CourseProgress.self, from: text, path: path))
        } catch {
            problem = error.message
        }
        var backup = path + ".bak"
        var suffix = 2
        while Files.exists(backup) {
            backup = path + ".bak\(suffix)"
            suffix += 1
        }
        let kept = rename(path, backup) == 0
        // Labs with files in the workspace were started; passes are re-earned by `course check`.
        var progress = CourseProgress()
        for lab in course.labs where Files.isDirectory(workspace.directory(for: lab)) {
            progress.labs[lab.id] = CourseProgress.LabProgress()
        }
        let notice = """
            warning: your progress file could not be read (\(problem.replacingOccurrences(of: "error: ", with: ""))).
              \(kept ? "It is kept as \(backup)." : "It could not be moved aside; it is left in place.")
              Progress was rebuilt from your workspace (\(progress.labs.count) lab\(progress.labs.count == 1 ? "" : "s") started); your files are untouched.
              Run `course check LAB` on labs you had passed to mark them passed again.
            """
        if kept { try? save(progress) }
        return Loaded(progress: progress, notice: notice)
    }

    func save(_ progress: CourseProgress) throws(CourseError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do { data = try encoder.encode(progress) } catch { throw CourseError("error: cannot encode progress: \(error)") }
        try Files.writeAtomically(data + Data("\n".utf8), to: path)
    }
}
