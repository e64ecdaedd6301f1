import ArgumentParsing
/// `course lesson [N|slug]`: a lesson rendered for the terminal (default: the
/// current step's lesson).
enum LessonVerb {
    static func run(_ session: Session, name: String?) throws(CourseError) -> Int32 {
        let lesson: Lesson
        if let name {
            lesson = try session.course.lesson(named: name)
        } else {
            switch session.currentStep {
            case .reading(let current)?: lesson = current
            case .lab(let lab, _)?:
                guard let current = session.course.lesson(of: lab) ?? session.course.lessons.first else {
                    throw CourseError("error: this course has no lessons (Lessons/ is empty).")
                }
                lesson = current
            case nil:
                guard let first = session.course.lessons.first else { throw CourseError("error: this course has no lessons (Lessons/ is empty).") }
                lesson = first
            }
        }
        try show(lesson, console: session.console)
        return ExitCode.success
    }

    /// Prints the lesson; on a terminal, through the pager when it is longer
    /// than the screen (`page`), keeping `reserving` rows for what follows.
    static func show(_ lesson: Lesson, console: Console, reserving: Int = 0, page: Bool = true) throws(CourseError) {
        let text = MarkdownRenderer.render(try Files.readText(lesson.path, what: "lesson"), style: console.style, width: console.width) + "\n\n"
        if page { console.page(text, reserving: reserving) } else { console.write(text) }
    }
}

extension LessonVerb {
    static let lesson = Positional<String>("N|slug", help: "a lesson's number or slug; default: the current one")

    static let verb = Verb(
        "lesson", summary: "read a lesson",
        discussion: """
            Shows a lesson (default: the current one) rendered for the terminal; on a
            terminal, in a pager when it is longer than the screen (as course next).
            """,
        [lesson]
    ) { parsed in Command.lesson(parsed[lesson]).run(GlobalOptions(parsed)) }
}
