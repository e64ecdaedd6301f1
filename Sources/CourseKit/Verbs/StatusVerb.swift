import ArgumentParsing
/// `course status`: a progress bar and what comes next.
enum StatusVerb {
    static func run(_ session: Session) -> Int32 {
        let console = session.console
        let steps = session.course.steps
        let done = steps.filter { session.progress.isDone($0) }.count
        let labsPassed = session.course.labs.filter { session.progress.lab($0.id).passed }.count
        console.print(ProgressBar(style: console.style).render(completed: done, total: steps.count, label: "steps done"))
        console.print("Labs passed: \(labsPassed) of \(session.course.labs.count).  Workspace: \(session.display(session.workspace.root))/")
        switch session.currentStep {
        case .reading(let lesson)?: console.print("Next: read lesson \(lesson.slug), \"\(lesson.title)\" — `course next`.")
        case .lab(let lab, _)?:
            let started = session.workspace.isSetUp(lab)
            console.print("Next: lab \(lab.id), \"\(lab.title)\" — " + (started ? "`course check` when ready." : "`course next` to start it."))
        case nil: console.print(console.style.green("The course is complete."))
        }
        return ExitCode.success
    }
}

extension StatusVerb {
    static let verb = Verb(
        "status", summary: "progress bar and what comes next", discussion: "A progress bar, the labs passed and what comes next."
    ) { parsed in Command.status.run(GlobalOptions(parsed)) }
}
