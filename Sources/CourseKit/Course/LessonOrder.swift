/// `Lessons/order.json`: the course order of the lessons, when it is not the
/// order of their file names. A lesson's id is its file name (`05-viewbuilder`)
/// and progress files store it, so a course is reordered here, never by
/// renaming files. Absent: file-name order (docs/authoring.md, "Lesson order").
struct LessonOrder: Decodable {
    /// Lesson ids in course order. A lesson it leaves out comes after the
    /// listed ones, in file-name order: a new lesson file is never hidden.
    var lessons: [String]

    static let fileName = "order.json"

    /// `names`: the lesson files (`NN-slug.md`) in file-name order; returns them in course order.
    static func apply(to names: [String], lessonsDirectory: String) throws(CourseError) -> [String] {
        let path = lessonsDirectory + "/" + fileName
        guard Files.exists(path) else { return names }
        let order = try JSONFile.decode(LessonOrder.self, from: try Files.readText(path, what: "lesson order"), path: path)
        let ids = names.map { String($0.dropLast(3)) }
        var seen = Set<String>()
        for id in order.lessons {
            guard ids.contains(id) else {
                throw CourseError(
                    "error: \(path) lists \"\(id)\", which is not a lesson (no \(lessonsDirectory)/\(id).md). Lessons: \(ids.joined(separator: ", ")).")
            }
            guard seen.insert(id).inserted else { throw CourseError("error: \(path) lists \"\(id)\" twice; list each lesson once.") }
        }
        return order.lessons.map { $0 + ".md" } + names.filter { !seen.contains(String($0.dropLast(3))) }
    }
}
