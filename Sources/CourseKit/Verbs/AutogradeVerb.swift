import ArgumentParsing
import Foundation

/// `course autograde --gradescope`: the command line of `Autograder`.
public enum AutogradeVerb {
    static let gradescope = Flag("--gradescope", required: true, help: "write Gradescope's results.json (the only autograder format so far)")
    static let lab = Option<String>("--lab", valueName: "ID", help: "the lab to grade; required when the course has more than one lab")
    static let submission = Option<String>(
        "--submission", valueName: "DIR", help: "the submission folder (default /autograder/submission; files found by name anywhere below it)")
    static let results = Option<String>("--results", valueName: "FILE", help: "where results.json goes (default /autograder/results/results.json)")

    static let verb = Verb(
        "autograde", summary: "run as a Gradescope autograder (--gradescope)",
        discussion: """
            Runs as a Gradescope autograder: grades the files in the submission folder
            for the lab and writes Gradescope's results.json with a test per check and
            counted lint rule. A run_autograder script:
                #!/bin/sh
                cd /autograder/source && .build/release/course autograde --gradescope --lab 01-counter
            """,
        [gradescope, lab, submission, results, GradeVerb.isolation],
        exitCodes: """
            Exit codes: 0 results written (whatever the score), 1 the submission could
            not be graded (results still written, score 0), 2 usage or environment error
            (no results written: Gradescope reports the autograder as failed).
            """
    ) { parsed in
        let console = Console.standard(environment: ProcessInfo.processInfo.environment)
        var autograder = Autograder(workerExecutable: GradeVerb.ownExecutable(), global: GlobalOptions(parsed))
        if let lab = parsed[lab] { autograder.lab = lab }
        if let submission = parsed[submission] { autograder.submission = submission }
        if let results = parsed[results] { autograder.results = results }
        if let isolation = parsed[GradeVerb.isolation] { autograder.isolation = isolation }
        let record = try autograder.run(log: { [console] in console.note(console.style.dim($0)) })
        console.print("\(record.lab): \(record.score)/\(record.maxScore)\(record.reason.map { " — \($0)" } ?? ""). Wrote \(autograder.results).")
        return record.graderError == nil ? ExitCode.success : ExitCode.failure
    }
}
