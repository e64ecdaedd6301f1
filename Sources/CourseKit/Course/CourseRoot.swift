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
}
