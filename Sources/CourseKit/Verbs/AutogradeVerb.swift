import ArgumentParsing
import Foundation

/// `course autograde --gradescope`: the command line of `Autograder`.
public enum AutogradeVerb {
    static let gradescope = Flag("--gradescope", help: "write Gradescope's results.json (the only autograder format so far)")
    static let prepare = Flag(
        "--prepare", help: "warm the cache once (an image's build step, Gradescope's setup.sh): build the simulator, probe the sandbox, grade the lab's starter (every lab's without --lab); writes no results")
    static let lab = Option<String>("--lab", valueName: "ID", help: "the lab to grade; required when the course has more than one lab")
    static let submission = Option<String>(
        "--submission", valueName: "DIR", help: "the submission folder (default /autograder/submission; files found by name anywhere below it)")
    static let results = Option<String>("--results", valueName: "FILE", help: "where results.json goes (default /autograder/results/results.json)")

    static let verb = Verb(
        "autograde", summary: "run as a Gradescope autograder (--gradescope), or warm its cache (--prepare)",
        discussion: """
            Runs as a Gradescope autograder: grades the files in the submission folder
            for the lab and writes Gradescope's results.json with a test per check and
            counted lint rule. What isolation applied is said on standard error
            (Gradescope shows it to instructors only). deploy/gradescope/ holds a
            setup.sh (which runs --prepare) and a run_autograder that do this.
            """,
        [gradescope, prepare, lab, submission, results, GradeVerb.isolation],
        exitCodes: """
            Exit codes: 0 results written (whatever the score), 1 the grader could not
            grade the submission (the machine was too busy, a worker crashed: no
            results.json, so Gradescope shows the autograder as failed and the
            submission can be rerun; never a score of 0), 2 usage or environment error
            (no results written: Gradescope reports the autograder as failed; also
            --isolation sandbox where bubblewrap or user namespaces do not work).
            --prepare: 0 ready, 1 a starter could not be graded, 2 usage or environment.
            """
    ) { parsed in
        let console = Console.standard(environment: ProcessInfo.processInfo.environment)
        var autograder = Autograder(workerExecutable: GradeVerb.ownExecutable(), global: GlobalOptions(parsed))
        if let lab = parsed[lab] { autograder.lab = lab }
        if let submission = parsed[submission] { autograder.submission = submission }
        if let results = parsed[results] { autograder.results = results }
        if let isolation = parsed[GradeVerb.isolation] { autograder.isolation = isolation }
        switch (parsed[gradescope], parsed[prepare]) {
        case (true, true): throw parsed.usageError("choose one of --gradescope and --prepare")
        case (false, false): throw parsed.usageError("needs --gradescope (the only autograder format so far) or --prepare")
        case (false, true):
            let log: @Sendable (String) -> Void = { [console] in console.note(console.style.dim($0)) }
            for record in try autograder.prepare(log: log) {
                console.print("Prepared \(record.lab): its starter scores \(record.score)/\(record.maxScore), graded in \(LabRunner.formatSeconds(record.seconds)).")
            }
            return ExitCode.success
        case (true, false):
            let record = try autograder.run(log: { [console] in console.note(console.style.dim($0)) })
            if let error = record.graderError {
                console.note("error: \(record.lab) could not be graded: \(error)\nNo results written to \(autograder.results) (rerun the submission).")
                return ExitCode.failure
            }
            console.print("\(record.lab): \(record.score)/\(record.maxScore)\(record.reason.map { " — \($0)" } ?? ""). Wrote \(autograder.results).")
            return record.graderError == nil ? ExitCode.success : ExitCode.failure
        }
    }
}
