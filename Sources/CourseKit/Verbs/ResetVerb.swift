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
