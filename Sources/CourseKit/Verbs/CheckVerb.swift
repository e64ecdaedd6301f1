/// `course check [LAB] [--format json] [--show-output] [--why [Type]] [--trace]`:
/// exit 0 when the lab passes, 1 when not. `--why` and `--trace` run the
/// lab's scenario with the simulator printing why each body ran (or its
/// `_printChanges()` line), shown after the verdict.
enum CheckVerb {
    static func run(
        _ session: inout Session, lab name: String?, format: OutputFormat, showOutput: Bool = false, why: String? = nil, trace: Bool = false
    ) throws(CourseError) -> Int32 {
        let lab = try session.lab(name)
        try session.requireStarted(lab)  // before the simulator build, which may take a while
        var runner = try session.runner()
        runner.why = why
        runner.trace = trace
        let verdict = try session.check(lab, runner: runner)
        switch format {
        case .json: session.console.print(VerdictText.json(verdict))
        case .text:
            session.console.print(VerdictText.render(
                verdict, style: session.console.style, width: session.console.width, showOutput: showOutput,
                reasons: why != nil || trace ? (why, trace) : nil))
            if verdict.passed {
                session.console.print(session.console.style.dim("Run `course next` to move on."))
            } else if verdict.stage != .files {
                session.console.print(session.console.style.dim("Edit \(session.display(session.workspace.directory(for: lab)))/, then check again (`course hint` helps)."))
            }
        }
        return verdict.passed ? ExitCode.success : ExitCode.failure
    }
}
