import ArgumentParsing
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
        func mark(_ status: String) -> String {
            switch status {
            case "passed", "read": style.green("✓")
            case "current": style.yellow("▶")
            case "started": style.yellow("…")
            default: style.dim("·")
            }
        }
        // Each lesson, then its labs indented below it; labs without a lesson last.
        for lesson in session.course.lessons {
            let labs = entries.filter { $0.kind == "lab" && $0.lesson == lesson.slug }
            let status = entries.first { $0.kind == "lesson" && $0.id == lesson.slug }?.status
                ?? (labs.allSatisfy { $0.status == "passed" } ? "passed" : labs.contains { $0.status == "current" } ? "current" : "todo")
            console.print("\(mark(status)) Lesson \(lesson.slug): \(lesson.title)")
            for lab in labs { console.print("    \(line(lab, mark: mark(lab.status), style: style))") }
        }
        for lab in entries where lab.kind == "lab" && lab.lesson == nil { console.print(line(lab, mark: mark(lab.status), style: style)) }
        return ExitCode.success
    }

    private static func line(_ lab: Entry, mark: String, style: TerminalStyle) -> String {
        let score = lab.score.map { style.dim("  \($0)/\(lab.maxScore ?? 0)") } ?? ""
        return "\(mark) Lab \(lab.id): \(lab.title)\(score)"
    }
}

extension ListVerb {
    static let verb = Verb(
        "list", summary: "every lesson and lab with its status", discussion: "Every lesson and lab in course order, with its status.",
        [SharedOptions.format]
    ) { parsed in Command.list(format: parsed[SharedOptions.format] ?? .text).run(GlobalOptions(parsed)) }
}
