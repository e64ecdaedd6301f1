import Foundation

/// What `course dev new` and `course dev new-course` lay out.
enum Scaffold {
    /// A new lab `NN-slug` after the course's last, with its solution.
    static func newLab(slug: String, lesson: String?, course: Course) throws(CourseError) -> Lab {
        guard !slug.isEmpty, slug.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }), slug.first?.isLetter == true else {
            throw CourseError.usage("error: a lab slug is lowercase letters, digits and dashes, starting with a letter (`hoist-formatter`), not \"\(slug)\".")
        }
        let number = (course.labs.compactMap(\.number).max() ?? 0) + 1
        let folder = (number < 10 ? "0" : "") + "\(number)-\(slug)"
        if course.labs.contains(where: { $0.folder.drop { $0.isNumber || $0 == "-" } == slug }) {
            throw CourseError.usage("error: the course already has a lab named \(slug).")
        }
        let directory = course.root + "/Labs/" + folder
        let solutions = course.root + "/Solutions/" + folder
        guard !Files.exists(directory), !Files.exists(solutions) else { throw CourseError.usage("error: \(directory) already exists.") }
        for (path, text) in LabTemplate.files(id: folder, lesson: lesson) {
            let full = directory + "/" + path
            try Files.createDirectory((full as NSString).deletingLastPathComponent)
            try Files.writeAtomically(text, to: full)
        }
        try Files.createDirectory(solutions)
        try Files.writeAtomically(LabTemplate.solution, to: solutions + "/CounterScreen.swift")
        return try Lab.load(folder: folder, labsDirectory: course.root + "/Labs", solutionsDirectory: course.root + "/Solutions")
    }

    /// An empty course in `directory`: `Lessons/` (with a first lesson and
    /// `quiz/`), `Labs/`, `Solutions/`, and a README saying what goes where.
    static func newCourse(at directory: String) throws(CourseError) {
        for part in ["Lessons", "Labs", "Solutions"] where Files.exists(directory + "/" + part) {
            throw CourseError.usage("error: \(directory)/\(part) already exists: `course dev new-course` lays out a new course in an empty folder.")
        }
        for part in ["Lessons/quiz", "Labs", "Solutions"] { try Files.createDirectory(directory + "/" + part) }
        try Files.writeAtomically("""
            # TODO(author): the first lesson's title

            TODO(author): the lesson, in Markdown. Lessons are read in file-name
            order (`01-…`, `02-…`), or in the order Lessons/order.json lists them
            (`{"lessons": ["01-first-lesson"]}`); a lab names its lesson in lab.json
            (`"lesson": "01-first-lesson"`).

            """, to: directory + "/Lessons/01-first-lesson.md")
        try Files.writeAtomically("""
            {
              "topic": "basics",
              "questions": []
            }

            """, to: directory + "/Lessons/quiz/basics.json")
        try Files.writeAtomically("""
            # TODO(author): the course's name

            A course for the `course` tool (docs/authoring.md in its repository):

            - `Lessons/NN-slug.md`: lessons, in order (or as `Lessons/order.json` lists them); `Lessons/quiz/<topic>.json`: quiz questions
            - `Labs/NN-slug/`: labs (`course dev new SLUG --course .` adds one)
            - `Solutions/NN-slug/`: each lab's solution

            `course list --course .` shows it; `course dev verify --course .` verifies every lab.

            """, to: directory + "/README.md")
    }
}
