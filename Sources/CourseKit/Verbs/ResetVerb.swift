import ArgumentParsing
/// `course reset LAB`: the starter files back, after saving the student's
/// versions under `<workspace>/.course/backup/`.
enum ResetVerb {
    static func run(_ session: inout Session, lab name: String) throws(CourseError) -> Int32 {
        let lab = try session.course.lab(named: name)
        let backup = try session.workspace.reset(lab)
        session.refreshEditorProject()
        let console = session.console
        if let backup { console.print("Your previous files are saved in \(session.display(backup))/.") }
        console.print("Lab \(lab.id) is back to its starter files in \(session.display(session.workspace.directory(for: lab)))/.")
        return ExitCode.success
    }
}

extension ResetVerb {
    static let lab = Positional<String>("LAB", required: true, help: "an id, folder name or number")

    static let verb = Verb(
        "reset", summary: "put a lab's starter files back (yours are backed up)",
        discussion: """
            Puts the lab's starter files back, after saving yours under
            <workspace>/.course/backup/<lab>/<time>/.
            """,
        [lab]
    ) { parsed in try Command.reset(lab: parsed.required(lab)).run(GlobalOptions(parsed)) }
}
