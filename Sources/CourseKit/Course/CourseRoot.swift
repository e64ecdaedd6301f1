import Foundation

/// Finds the course: the folder holding `Lessons/` and `Labs/`.
/// Order: `--course DIR`, then `COURSE_ROOT` (or `COURSE_DIR`), then the nearest ancestor of the
/// current directory that has both folders.
enum CourseRoot {
    static func locate(explicit: String?, environment: [String: String], currentDirectory: String) throws(CourseError) -> String {
        if let explicit { return try validated(absolute(explicit, from: currentDirectory), source: "--course") }
        // COURSE_DIR is the same, by the name an author's course repository may use.
        for name in ["COURSE_ROOT", "COURSE_DIR"] {
            if let fromEnvironment = environment[name], !fromEnvironment.isEmpty {
                return try validated(absolute(fromEnvironment, from: currentDirectory), source: name)
            }
        }
        var directory = URL(fileURLWithPath: currentDirectory).standardized
        while true {
            if isCourse(directory.path) { return directory.path }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        throw CourseError(
            "error: no course here: neither \(currentDirectory) nor any folder above it has Lessons/ and Labs/. "
                + "Run `course` inside the course checkout, or pass --course DIR (or set COURSE_ROOT).")
    }

    static func absolute(_ path: String, from base: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: base).appendingPathComponent(path)
        return url.standardized.path
    }

    private static func isCourse(_ path: String) -> Bool {
        Files.isDirectory(path + "/Lessons") && Files.isDirectory(path + "/Labs")
    }

    private static func validated(_ path: String, source: String) throws(CourseError) -> String {
        guard isCourse(path) else {
            throw CourseError("error: \(source) names \(path), which has no Lessons/ and Labs/ folders.")
        }
        return path
    }

    /// Before a grading run uses the course folder: its labs' checks, Support
    /// and the simulator's sources decide every grade and are built and run
    /// as the grader. So the folder must be root's or the grader's, writable
    /// by no one else, and no folder above it may let another user swap it
    /// (`SafePath`). The twenty-eighth review, 06: a checkout in a folder a TA
    /// group could write was swapped for her copy; her checks gave her 50, and
    /// her macro plugin's source was built and ran as root.
    static func refuseUntrustedForGrading(_ root: String) throws(CourseError) {
        var status = stat()
        var why: String?
        if stat(root, &status) != 0 {
            why = "cannot be read (\(String(cString: strerror(errno))))"
        } else if status.st_uid != 0, status.st_uid != geteuid() {
            why = "is owned by uid \(status.st_uid), neither root nor you"
        } else if status.st_mode & 0o022 != 0 {
            why = "can be written by \(status.st_mode & 0o002 != 0 ? "every user" : "its group") (mode \(String(status.st_mode & 0o7777, radix: 8)))"
        } else if let writer = SafePath.aclGrantsWrite(root) {
            why = "has an access ACL that lets \(writer) write it"
        } else {
            why = SafePath.swappableAbove(root)
        }
        guard let why else { return }
        throw CourseError.usage(
            "error: the course folder \(root) \(why): another user could change the checks or the simulator a grade is built from. "
                + "Grade from a checkout that only you (or root) can write, in folders only you can write.")
    }
}
