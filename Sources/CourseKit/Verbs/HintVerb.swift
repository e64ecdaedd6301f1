import ArgumentParsing
/// `course hint [LAB]`: the next progressive hint of a lab (one `## ` section
/// of its hints.md each time; the last one again once all were shown).
/// Hints keyed to a check or lint rule (`## Title {check: id}`, see `Hints`)
/// that failed in the student's last check come first, then the general ones.
enum HintVerb {
    /// `inWatch`: asked with the `h` key of `course watch`, which the
    /// closing line then names instead of the command.
    static func run(_ session: inout Session, lab name: String?, inWatch: Bool = false) throws(CourseError) -> Int32 {
        let lab = try session.lab(name)
        let console = session.console
        guard Files.exists(lab.hintsPath) else {
            console.print("Lab \(lab.id) has no hints. Reread its task: `course lab \(lab.id)`.")
            return ExitCode.success
        }
        let hints = Hints(markdown: try Files.readText(lab.hintsPath, what: "hints file"))
        guard !hints.hints.isEmpty else {
            console.print("Lab \(lab.id) has no hints yet.")
            return ExitCode.success
        }
        var record = session.progress.lab(lab.id)
        var seen = record.hintsSeen ?? hints.hints.prefix(record.hintsShown).map(\.title)
        let ordered = hints.ordered(failures: record.lastFailures)
        let index = ordered.firstIndex { !seen.contains($0.hint.title) } ?? ordered.count - 1
        let (hint, because) = ordered[index]
        let why = because.map { " (\(Hints.describe($0)))" } ?? ""
        console.print(console.style.bold("Hint \(index + 1) of \(ordered.count) for \(lab.id)\(why): \(hint.title)"))
        console.markdown(hint.body)
        if !seen.contains(hint.title) { seen.append(hint.title) }
        if ordered.allSatisfy({ seen.contains($0.hint.title) }) {
            console.print(console.style.dim("That was the last hint. Still stuck? `course solution \(lab.id) --force` shows the solution."))
        } else {
            console.print(console.style.dim(againLine(for: lab, session: session, inWatch: inWatch)))
        }
        record.hintsSeen = seen
        record.hintsShown = seen.count
        session.progress.labs[lab.id] = record
        try session.saveProgress()
        return ExitCode.success
    }

    /// How to ask for the next hint of this lab: the key in `watch`; the bare
    /// command only when it means this lab (else it would show, and use up,
    /// another lab's hint).
    static func againLine(for lab: Lab, session: Session, inWatch: Bool) -> String {
        if inWatch { return "Press h again for the next one." }
        let bare = (try? session.defaultLab())?.id == lab.id
        return bare ? "`course hint` again for the next one." : "`course hint \(lab.id)` again for the next one."
    }
}

extension HintVerb {
    static let verb = Verb(
        "hint", summary: "the next hint for a lab",
        discussion: """
            Shows the next hint for the lab (one more each time). After a check, the
            hints about the checks and lint rules that failed in it come first, then
            the general ones.
            """,
        [CheckVerb.lab]
    ) { parsed in Command.hint(lab: parsed[CheckVerb.lab]).run(GlobalOptions(parsed)) }
}
