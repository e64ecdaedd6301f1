/// `course check [LAB] [--format json] [--show-output]`: exit 0 when the lab
/// passes, 1 when not.
enum CheckVerb {
    static func run(
        _ session: inout Session, lab name: String?, format: OutputFormat, showOutput: Bool = false
    ) throws(CourseError) -> Int32 {
        let lab = try session.lab(name)
        try session.requireStarted(lab)  // before the simulator build, which may take a while
        let runner = try session.runner()
        let verdict = try session.check(lab, runner: runner)
        switch format {
        case .json: session.console.print(VerdictText.json(verdict))
        case .text:
            session.console.print(VerdictText.render(
                verdict, style: session.console.style, width: session.console.width, showOutput: showOutput))
            if verdict.passed {
                session.console.print(session.console.style.dim("Run `course next` to move on."))
            } else if verdict.stage != .files {
                session.console.print(session.console.style.dim("Edit \(session.display(session.workspace.directory(for: lab)))/, then check again (`course hint` helps)."))
            }
        }
        return verdict.passed ? ExitCode.success : ExitCode.failure
    }
}
