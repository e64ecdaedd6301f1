import Foundation

/// `course autograde --gradescope`: the command line of `Autograder`.
public enum AutogradeVerb {
    public static let help = """
        Usage: course autograde --gradescope [--lab ID] [--submission DIR] [--results FILE]
                                [--course DIR] [--isolation auto|sandbox|none]
               course autograde --prepare [--lab ID] [--course DIR] [--isolation auto|sandbox|none]

        Runs as a Gradescope autograder: grades the files in the submission folder
        (default /autograder/submission; found by name anywhere below it) for the lab
        (--lab; required when the course has more than one lab)
        and writes Gradescope's results.json (default /autograder/results/results.json)
        with a test per check and counted lint rule. What isolation applied is said on
        standard error (Gradescope shows it to instructors only). deploy/gradescope/
        holds a setup.sh and run_autograder that do this.
        --prepare warms the cache once (an image's build step, Gradescope's setup.sh):
        builds the simulator, probes the sandbox and grades the lab's starter (every
        lab's without --lab), so no submission waits for them; writes no results.
        Exit codes: 0 results written (whatever the score), 1 the submission could
        not be graded (results still written, score 0), 2 usage or environment error
        (no results written: Gradescope reports the autograder as failed; also
        --isolation sandbox where bubblewrap or user namespaces do not work).
        --prepare: 0 ready, 1 a starter could not be graded, 2 usage or environment.
        """

    public static func main(arguments: [String]) -> Int32 {
        let console = Console.standard(environment: ProcessInfo.processInfo.environment)
        var autograder = Autograder(workerExecutable: GradeVerb.ownExecutable(), global: GlobalOptions())
        var gradescope = false, prepare = false
        var index = 0
        do throws(CourseError) {
            while index < arguments.count {
                let argument = arguments[index]
                func value() throws(CourseError) -> String {
                    index += 1
                    guard index < arguments.count else { throw CourseError.usage("error: \(argument) needs a value.") }
                    return arguments[index]
                }
                switch argument {
                case "-h", "--help": console.print(help); return ExitCode.success
                case "--gradescope": gradescope = true
                case "--prepare": prepare = true
                case "--lab": autograder.lab = try value()
                case "--submission": autograder.submission = try value()
                case "--results": autograder.results = try value()
                case "--course": autograder.global.course = try value()
                case "--isolation":
                    autograder.isolation = try Sandbox.Request(parsing: value())
                default: throw CourseError.usage("error: unknown option \(argument) for `course autograde`.")
                }
                index += 1
            }
            if prepare {
                let log: @Sendable (String) -> Void = { [console] in console.note(console.style.dim($0)) }
                for record in try autograder.prepare(log: log) {
                    console.print("Prepared \(record.lab): its starter scores \(record.score)/\(record.maxScore), graded in \(LabRunner.formatSeconds(record.seconds)).")
                }
                return ExitCode.success
            }
            guard gradescope else { throw CourseError.usage("error: `course autograde` needs --gradescope (the only autograder format so far) or --prepare.") }
            let record = try autograder.run(log: { [console] in console.note(console.style.dim($0)) })
            console.print("\(record.lab): \(record.score)/\(record.maxScore)\(record.reason.map { " — \($0)" } ?? ""). Wrote \(autograder.results).")
            return record.graderError == nil ? ExitCode.success : ExitCode.failure
        } catch {
            console.note(console.style.red(error.message))
            return error.exitCode
        }
    }
}
