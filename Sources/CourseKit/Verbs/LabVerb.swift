import ArgumentParsing
/// `course lab [LAB]`: a lab's task (its README), where its files are and
/// where it stands, without changing anything: the way back to an earlier
/// lab's task, or a look ahead.
enum LabVerb {
    static func run(_ session: Session, lab name: String?) throws(CourseError) -> Int32 {
        let lab = try session.lab(name)
        let console = session.console
        // The task goes through the pager on a terminal when it is longer than the screen.
        let (reading, text) = console.capturing()
        if let lesson = session.course.lesson(of: lab) {
            reading.print(reading.style.dim("Lesson \(lesson.slug): \(lesson.title) — `course lesson \(lesson.number.map(String.init) ?? lesson.slug)` to read it."))
        }
        reading.print(reading.style.bold(reading.style.cyan("━━ Lab \(lab.id): \(lab.title) ━━")))
        if Files.exists(lab.readmePath) { reading.markdown(try Files.readText(lab.readmePath, what: "lab README")) }
        console.page(text.withLock { $0 }, reserving: lab.manifest.files.count + 3)
        let record = session.progress.lab(lab.id)
        let current = session.currentLab()
        if session.workspace.isSetUp(lab) {
            console.print(console.style.bold("Your files:"))
            for file in lab.manifest.files { console.print("  " + session.display(session.workspace.directory(for: lab) + "/" + file)) }
            let state = record.passed ? "passed (best score \(record.bestScore)/\(lab.maxScore))"
                : record.attempts > 0 ? "not passed yet (best score \(record.bestScore)/\(lab.maxScore))" : "not checked yet"
            console.print("Status: \(state). `course check \(lab.id)` checks it, `course hint \(lab.id)` gives a hint.")
        } else if current?.id == lab.id {
            console.print("Status: your current lab, not started yet: `course next` puts its starter files in \(session.display(session.workspace.directory(for: lab)))/.")
        } else {
            console.print("Status: not started. `course reset \(lab.id)` puts its starter files in \(session.display(session.workspace.directory(for: lab)))/"
                + (current.map { "; your current lab is \($0.id)." } ?? "."))
        }
        return ExitCode.success
    }
}

extension LabVerb {
    static let verb = Verb(
        "lab", summary: "show a lab's task, its files and its status (changes nothing)",
        discussion: """
            Shows a lab's task (its README) with the lesson it belongs to, where its
            files are and whether it passed, and changes nothing: the way back to an
            earlier lab's task, or a look at a later one.
            """,
        [CheckVerb.lab], exitCodes: "Exit 0 shown, 2 no such lab."
    ) { parsed in Command.lab(parsed[CheckVerb.lab]).run(GlobalOptions(parsed)) }
}
