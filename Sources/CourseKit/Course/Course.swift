import Foundation

/// The whole course: lessons and labs in order, read from the course root.
public struct Course: Sendable {
    /// One stop on the way through the course: a lesson to read (it has no lab)
    /// or a lab (shown together with its lesson).
    public enum Step: Equatable, Sendable {
        case reading(Lesson)
        case lab(Lab, lesson: Lesson?)
    }

    public var root: String
    /// In course order: `Lessons/order.json` when there is one, else by file name.
    public var lessons: [Lesson]
    /// In course order: each after its lesson (`steps`).
    public var labs: [Lab]

    public var labsDirectory: String { root + "/Labs" }

    public static func load(root: String) throws(CourseError) -> Course {
        let lessonsDirectory = root + "/Lessons"
        var lessons: [Lesson] = []
        for name in try LessonOrder.apply(to: Files.list(lessonsDirectory, suffix: ".md"), lessonsDirectory: lessonsDirectory) {
            let path = lessonsDirectory + "/" + name
            lessons.append(Lesson(slug: String(name.dropLast(3)), path: path, text: try Files.readText(path, what: "lesson")))
        }
        var labs: [Lab] = []
        for folder in Files.list(root + "/Labs") where Files.isDirectory(root + "/Labs/" + folder) {
            labs.append(try Lab.load(folder: folder, labsDirectory: root + "/Labs", solutionsDirectory: root + "/Solutions"))
        }
        var ids = Set<String>()
        for lab in labs where !ids.insert(lab.id).inserted {
            throw CourseError("error: two labs have the id \"\(lab.id)\" (Labs/\(lab.folder)/lab.json); ids must be unique.")
        }
        // Labs in course order: after their lesson, in folder order within it;
        // labs whose lesson does not exist last (as `steps` places them).
        let position = Dictionary(uniqueKeysWithValues: lessons.enumerated().map { ($1.slug, $0) })
        func place(_ lab: Lab) -> Int { lab.manifest.lesson.flatMap { position[$0] } ?? lessons.count }
        let ordered = labs.enumerated().sorted { a, b in
            place(a.element) != place(b.element) ? place(a.element) < place(b.element) : a.offset < b.offset
        }.map(\.element)
        return Course(root: root, lessons: lessons, labs: ordered)
    }

    /// Lessons in order, each followed by its labs; labs whose lesson does not
    /// exist come last.
    public var steps: [Step] {
        var steps: [Step] = []
        var placed = Set<String>()
        for lesson in lessons {
            let own = labs.filter { $0.manifest.lesson == lesson.slug }
            if own.isEmpty { steps.append(.reading(lesson)) }
            for lab in own {
                steps.append(.lab(lab, lesson: lesson))
                placed.insert(lab.id)
            }
        }
        for lab in labs where !placed.contains(lab.id) { steps.append(.lab(lab, lesson: nil)) }
        return steps
    }

    /// A lab by id, folder name (`01-counter`) or number (`1`).
    public func lab(named name: String) throws(CourseError) -> Lab {
        if let lab = labs.first(where: { $0.id == name || $0.folder == name }) { return lab }
        if let number = Int(name), let lab = labs.first(where: { $0.number == number }) { return lab }
        throw CourseError.usage(
            "error: no lab \"\(name)\". Labs: \(labs.map(\.id).joined(separator: ", ")). (`course list` shows them all.)")
    }

    /// A lesson by slug, number, or the slug without its number.
    public func lesson(named name: String) throws(CourseError) -> Lesson {
        if let lesson = lessons.first(where: { $0.slug == name }) { return lesson }
        if let number = Int(name), let lesson = lessons.first(where: { $0.number == number }) { return lesson }
        if let lesson = lessons.first(where: { $0.slug.drop { $0.isNumber || $0 == "-" } == name }) { return lesson }
        throw CourseError.usage("error: no lesson \"\(name)\". Lessons: \(lessons.map(\.slug).joined(separator: ", ")).")
    }

    public func lesson(of lab: Lab) -> Lesson? { lessons.first { $0.slug == lab.manifest.lesson } }
}
