import Foundation
import ArgumentParsing
/// `course check [LAB] [--format json] [--show-output] [--why [Type]] [--trace] [--seed N]`:
/// exit 0 when the lab passes, 1 when not. `--why` and `--trace` run the
/// lab's scenario with the simulator printing why each body ran (or its
/// `_printChanges()` line), shown after the verdict. `--seed N` gives every
/// check the scenario seed N, so a run a failed check named is replayed.
enum CheckVerb {
    static func run(
        _ session: inout Session, lab name: String?, format: OutputFormat, showOutput: Bool = false, why: String? = nil, trace: Bool = false,
        seed: UInt64? = nil
    ) throws(CourseError) -> Int32 {
        let lab = try session.lab(name)
        try session.requireStarted(lab)  // before the simulator build, which may take a while
        var runner = try session.runner()
        runner.why = why
        runner.trace = trace
        runner.seed = seed
        let verdict = try session.check(lab, runner: runner)
        switch format {
        case .json: session.console.print(VerdictText.json(verdict))
        case .text:
            session.console.print(VerdictText.render(
                verdict, style: session.console.style, width: session.console.width, showOutput: showOutput,
                reasons: why != nil || trace ? (why, trace) : nil))
            if let seed { session.console.print(session.console.style.dim("Every check drew its scenario from seed \(seed) (--seed).")) }
            let folder = session.workspace.directory(for: lab)
            let left = filesNotCompiled(in: folder, lab: lab)
            if !left.isEmpty {
                let named = left.map { session.display(folder + "/" + $0) }.joined(separator: ", ")
                session.console.print(session.console.style.dim(
                    "Not compiled: \(named). The lab compiles \(lab.manifest.files.joined(separator: ", ")) only: "
                    + "put what you wrote there into \(lab.manifest.files.count == 1 ? "it" : "one of them")."))
            }
            if verdict.passed {
                session.console.print(session.console.style.dim(movingOn(from: lab, session: session)))
            } else if verdict.stage != .files {
                let hint = (try? session.defaultLab())?.id == lab.id ? "`course hint`" : "`course hint \(lab.id)`"
                session.console.print(session.console.style.dim("Edit \(session.display(session.workspace.directory(for: lab)))/, then check again (\(hint) helps)."))
            }
        }
        return verdict.passed ? ExitCode.success : ExitCode.failure
    }

    /// Swift files in the lab's folder the lab does not name: a type put in
    /// a file of its own, as Xcode's File ▸ New does, is not compiled, and
    /// the compile error alone would not say why.
    static func filesNotCompiled(in folder: String, lab: Lab) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") && !lab.manifest.files.contains($0) }.sorted()
    }

    /// Where to go after a pass (the lab is passed by now): `course next`
    /// starts the first lab not passed, unless that lab comes before this one.
    static func movingOn(from lab: Lab, session: Session) -> String {
        guard let current = session.currentLab() else { return "Every lab passes. `course next` shows what is left." }
        if session.course.labs.firstIndex(where: { $0.id == lab.id }) ?? 0 > session.course.labs.firstIndex(where: { $0.id == current.id }) ?? 0 {
            return "Your current lab is still \(current.id): `course lab \(current.id)` shows its task."
        }
        return "Run `course next` to move on (next: lab \(current.id))."
    }
}

extension CheckVerb {
    static let lab = Positional<String>(
        "LAB",
        help: """
            an id, folder name or number; default: the lab whose workspace folder you are in, else the \
            current lab, else the last lab you started (the one you just passed)
            """)
    static let showOutput = Flag(
        "--show-output",
        help: "also print what the program printed (print, _printChanges()) on a run that completed; JSON always has it as programOutput")

    static let verb = Verb(
        "check", summary: "check a lab (exit 0 passed, 1 not passed)",
        discussion: """
            Lints, compiles and runs the lab's checks against your files and prints each
            check, lint finding and the body-count table.
            """,
        [lab, SharedOptions.format, showOutput, SharedOptions.why, SharedOptions.trace, SharedOptions.seed],
        exitCodes: "Exit 0 passed, 1 not passed, 2 error, 4 the machine was too busy to judge a run (run again)."
    ) { parsed in
        Command.check(
            lab: parsed[lab], format: parsed[SharedOptions.format] ?? .text, showOutput: parsed[showOutput], why: parsed[SharedOptions.why],
            trace: parsed[SharedOptions.trace], seed: parsed[SharedOptions.seed]
        ).run(GlobalOptions(parsed))
    }
}
