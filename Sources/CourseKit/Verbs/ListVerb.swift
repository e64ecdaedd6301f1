/// `course list [--format json]`: every lesson and lab in course order, with status.
enum ListVerb {
    struct Entry: Encodable {
        var kind: String
        var id: String
        var title: String
        var lesson: String?
        /// `passed`, `read`, `current`, `started` or `todo`.
        var status: String
        var score: Int?
        var maxScore: Int?
    }

    static func entries(_ session: Session) -> [Entry] {
        let current = session.currentStep
        return session.course.steps.map { step in
            switch step {
            case .reading(let lesson):
                let status = session.progress.isDone(step) ? "read" : step == current ? "current" : "todo"
                return Entry(kind: "lesson", id: lesson.slug, title: lesson.title, status: status)
            case .lab(let lab, let lesson):
                let record = session.progress.lab(lab.id)
                let status = record.passed ? "passed" : step == current ? "current" : session.workspace.isSetUp(lab) ? "started" : "todo"
                return Entry(
                    kind: "lab", id: lab.id, title: lab.title, lesson: lesson?.slug, status: status,
                    score: record.attempts > 0 ? record.bestScore : nil, maxScore: lab.maxScore)
            }
        }
    }

    static func run(_ session: Session, format: OutputFormat) throws(CourseError) -> Int32 {
        let entries = entries(session)
        let console = session.console
        if format == .json {
            console.print(VerdictText.json(entries))
            return ExitCode.success
        }
        let style = console.style
        var lastLesson: String?
        for entry in entries {
            let mark = switch entry.status {
            case "passed", "read": style.green("✓")
            case "current": style.yellow("▶")
            case "started": style.yellow("…")
            default: style.dim("·")
            }
            if entry.kind == "lesson" {
                console.print("\(mark) Lesson \(entry.id): \(entry.title)")
            } else {
                if let lesson = entry.lesson, lesson != lastLesson,
                    let title = session.course.lessons.first(where: { $0.slug == lesson })?.title
                {
                    console.print(style.dim("  Lesson \(lesson): \(title)"))
                }
                let score = entry.score.map { style.dim("  \($0)/\(entry.maxScore ?? 0)") } ?? ""
                console.print("\(mark) Lab \(entry.id): \(entry.title)\(score)")
            }
            lastLesson = entry.lesson ?? (entry.kind == "lesson" ? entry.id : lastLesson)
        }
        return ExitCode.success
    }
}
