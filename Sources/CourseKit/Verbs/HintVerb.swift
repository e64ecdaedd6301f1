/// `course hint [LAB]`: the next progressive hint of a lab (one `## ` section
/// of its hints.md each time; the last one again once all were shown).
enum HintVerb {
    static func run(_ session: inout Session, lab name: String?) throws(CourseError) -> Int32 {
        let lab = try session.lab(name)
        let console = session.console
        guard Files.exists(lab.hintsPath) else {
            console.print("Lab \(lab.id) has no hints. Reread its task: `course next`.")
            return ExitCode.success
        }
        let hints = Hints(markdown: try Files.readText(lab.hintsPath, what: "hints file")).hints
        guard !hints.isEmpty else {
            console.print("Lab \(lab.id) has no hints yet.")
            return ExitCode.success
        }
        var record = session.progress.lab(lab.id)
        let index = min(record.hintsShown, hints.count - 1)
        console.print(console.style.bold("Hint \(index + 1) of \(hints.count) for \(lab.id): \(hints[index].title)"))
        console.markdown(hints[index].body)
        if index == hints.count - 1 {
            console.print(console.style.dim("That was the last hint. Still stuck? `course solution \(lab.id) --force` shows the solution."))
        } else {
            console.print(console.style.dim("`course hint` again for the next one."))
        }
        record.hintsShown = index + 1
        session.progress.labs[lab.id] = record
        try session.saveProgress()
        return ExitCode.success
    }
}
