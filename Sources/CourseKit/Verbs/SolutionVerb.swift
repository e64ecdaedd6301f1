import ArgumentParsing
/// `course solution LAB [--force]`: the solved files, once the lab has passed
/// (or when forced).
enum SolutionVerb {
    static func run(_ session: Session, lab name: String, force: Bool) throws(CourseError) -> Int32 {
        let lab = try session.course.lab(named: name)
        let console = session.console
        guard session.progress.lab(lab.id).passed || force else {
            console.note("Lab \(lab.id) has not passed yet, so its solution stays hidden. Try `course hint \(lab.id)`, "
                + "or `course solution \(lab.id) --force` if you really want to see it.")
            return ExitCode.failure
        }
        let files = Files.list(lab.solutionDirectory, suffix: ".swift")
        guard !files.isEmpty else { throw CourseError("error: lab \(lab.id) has no solution files in \(lab.solutionDirectory).") }
        for file in files {
            let path = lab.solutionDirectory + "/" + file
            console.print(console.style.bold("── " + session.display(path) + " ──"))
            console.print(SwiftHighlighter.highlight(try Files.readText(path, what: "solution file"), style: console.style))
        }
        return ExitCode.success
    }
}

extension SolutionVerb {
    static let force = Flag("--force", help: "show it even before the lab passed")

    static let verb = Verb(
        "solution", summary: "show the solution (after the lab passed, or --force)",
        discussion: "Shows the solution files, once the lab has passed (or with --force).", [ResetVerb.lab, force]
    ) { parsed in try Command.solution(lab: parsed.required(ResetVerb.lab), force: parsed[force]).run(GlobalOptions(parsed)) }
}
