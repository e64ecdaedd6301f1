import ArgumentParsing
/// `course next`: show the current lesson and lab; when the current lab passes
/// (or the shown lesson has been read), mark it done and move on.
enum NextVerb {
    /// `inWatch`: run by the `n` key of `course watch`, whose keys the texts then name.
    static func run(_ session: inout Session, inWatch: Bool = false) throws(CourseError) -> Int32 {
        let console = session.console
        guard let step = session.currentStep else {
            console.print(console.style.green(console.style.bold("You have finished the course: every lab passed, every lesson read.")))
            console.print("`course list` shows it all; `course lesson N` reopens a lesson.")
            return ExitCode.success
        }
        switch step {
        case .reading(let lesson):
            if session.progress.shownLesson == lesson.slug {
                session.progress.lessonsRead.append(lesson.slug)
                session.progress.shownLesson = nil
                try session.saveProgress()
                console.print(console.style.green("✓ Read: \(lesson.title)"))
                return try run(&session, inWatch: inWatch)
            }
            try LessonVerb.show(lesson, console: console, reserving: 1, page: !inWatch)
            session.progress.shownLesson = lesson.slug
            try session.saveProgress()
            console.print(console.style.dim("Run `course next` when you have read it."))
            return ExitCode.success
        case .lab(let lab, let lesson):
            if session.workspace.isSetUp(lab) {
                let verdict = try session.check(lab, runner: session.runner())
                if verdict.passed {
                    console.print(console.style.green(console.style.bold("✓ Lab \(lab.id) passes (score \(verdict.score)/\(verdict.maxScore)). On to the next step.")))
                    console.print()
                    return try run(&session, inWatch: inWatch)
                }
                try present(lab, lesson: nil, session: session, inWatch: inWatch, reserving: 1)
                let passing = verdict.checks.filter(\.passed).count
                console.print(console.style.yellow(
                    "Not passing yet: \(passing) of \(counted(verdict.checks.count, "check")) \(passing == 1 ? "passes" : "pass")"
                        + "\(verdict.stage == .compile ? " (it does not compile)" : ""). `course check` shows why."))
                return ExitCode.success
            }
            try session.workspace.setUp(lab)
            session.refreshEditorProject()
            // A lesson with several labs is shown with its first lab only.
            let firstOfLesson = session.course.labs.first { $0.manifest.lesson == lab.manifest.lesson }?.id == lab.id
            try present(lab, lesson: firstOfLesson ? lesson : nil, session: session, inWatch: inWatch)
            return ExitCode.success
        }
    }

    /// The lesson (when given), the lab's task and where the student's files
    /// are. On a terminal, a lesson and task longer than the screen go through
    /// the pager (not in `course watch`, which owns the keys); where the files
    /// are and what to do next are printed after it, so they stay in view.
    /// `reserving`: rows the caller prints after this.
    static func present(_ lab: Lab, lesson: Lesson?, session: Session, inWatch: Bool = false, reserving: Int = 0) throws(CourseError) {
        let console = session.console
        let (reading, text) = console.capturing()
        if let lesson {
            try LessonVerb.show(lesson, console: reading)
        } else if let own = session.course.lesson(of: lab) {
            reading.print(reading.style.dim("Lesson \(own.slug): \(own.title) — `course lesson \(own.number.map(String.init) ?? own.slug)` to reread it."))
        }
        reading.print(reading.style.bold(reading.style.cyan("━━ Lab \(lab.id): \(lab.title) ━━")))
        if Files.exists(lab.readmePath) { reading.markdown(try Files.readText(lab.readmePath, what: "lab README")) }

        let (closing, after) = console.capturing()
        closing.print(closing.style.bold("Your files:"))
        for file in lab.manifest.files { closing.print("  " + session.display(session.workspace.directory(for: lab) + "/" + file)) }
        closing.print(inWatch ? "Edit them: this window checks them again on every save (h hint, n next)."
            : "Edit them, then run `course check` (or `course watch` to re-check on every save). `course hint` gives a hint.")
        closing.print(closing.style.dim(
            "Your editor checks them as you type: open \(session.display(session.workspace.root))/ or the course folder in VS Code (Swift extension),\n"
                + "Neovim or any editor with sourcekit-lsp (`course editor` says more)."))
        let footer = after.withLock { $0 }
        let footerRows = footer.split(separator: "\n", omittingEmptySubsequences: false).count + 1 + reserving
        if inWatch {
            console.write(text.withLock { $0 })
        } else if console.page(text.withLock { $0 }, reserving: footerRows) {
            let lessonCommand = (lesson ?? session.course.lesson(of: lab)).map { "`course lesson \($0.number.map(String.init) ?? $0.slug)` shows the lesson again, " } ?? ""
            console.print(console.style.dim("\(lessonCommand)`course lab \(lab.id)` the task."))
        }
        console.write(footer)
    }
}

extension NextVerb {
    static let verb = Verb(
        "next", summary: "show your current lesson and lab; move on when it passes",
        discussion: """
            Shows your current lesson and the lab's task with the paths of the files to
            edit. When the current lab passes (or the lesson shown last was read), it is
            marked done and the next step is shown.
            On a terminal, a lesson and task longer than the screen open in a pager
            ($COURSE_PAGER, else $PAGER, else less -R; "" or cat: no pager), and your
            files and what to run next are printed after it. Piped output is never paged.
            """
    ) { parsed in Command.next.run(GlobalOptions(parsed)) }
}
