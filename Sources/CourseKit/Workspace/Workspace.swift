import Foundation

/// Where the student works: `<workspace>/<lab-id>/` per lab, and the course's
/// own state in `<workspace>/.course/` (progress, backups).
public struct Workspace: Sendable {
    public var root: String

    /// `--workspace DIR`, else `COURSE_WORKSPACE`, else `<course root>/workspace`.
    static func locate(explicit: String?, environment: [String: String], courseRoot: String, currentDirectory: String) -> Workspace {
        if let explicit { return Workspace(root: CourseRoot.absolute(explicit, from: currentDirectory)) }
        if let fromEnvironment = environment["COURSE_WORKSPACE"], !fromEnvironment.isEmpty {
            return Workspace(root: CourseRoot.absolute(fromEnvironment, from: currentDirectory))
        }
        return Workspace(root: courseRoot + "/workspace")
    }

    var progressStore: ProgressStore { ProgressStore(path: root + "/.course/progress.json") }

    public func directory(for lab: Lab) -> String { root + "/" + lab.id }

    func isSetUp(_ lab: Lab) -> Bool { Files.isDirectory(directory(for: lab)) }

    /// Copies the starter files that are not there yet; never overwrites the student's.
    func setUp(_ lab: Lab) throws(CourseError) {
        for file in lab.manifest.files where !Files.exists(directory(for: lab) + "/" + file) {
            try Files.copy(lab.starterDirectory + "/" + file, to: directory(for: lab) + "/" + file)
        }
    }

    /// Puts the starter files back after saving the student's versions under
    /// `.course/backup/<lab-id>/<time>/`. Returns that backup folder, if anything was saved.
    func reset(_ lab: Lab) throws(CourseError) -> String? {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        var backup = root + "/.course/backup/" + lab.id + "/" + stamp
        var suffix = 2
        while Files.exists(backup) {
            backup = root + "/.course/backup/" + lab.id + "/" + stamp + "-\(suffix)"
            suffix += 1
        }
        var saved = false
        for file in lab.manifest.files {
            let path = directory(for: lab) + "/" + file
            guard Files.exists(path) else { continue }
            try Files.copy(path, to: backup + "/" + file)
            saved = true
        }
        for file in lab.manifest.files {
            try Files.copy(lab.starterDirectory + "/" + file, to: directory(for: lab) + "/" + file)
        }
        return saved ? backup : nil
    }
}
