import Foundation

/// `course autograde --gradescope`: the command line of `Autograder`.
public enum AutogradeVerb {
    public static let help = """
        Usage: course autograde --gradescope [--lab ID] [--submission DIR] [--results FILE]
                                [--course DIR] [--isolation auto|sandbox|none]

        Runs as a Gradescope autograder: grades the files in the submission folder
        (default /autograder/submission; found by name anywhere below it) for the lab
        (--lab; required when the course has more than one lab)
        and writes Gradescope's results.json (default /autograder/results/results.json)
        with a test per check and counted lint rule. A run_autograder script:
            #!/bin/sh
            cd /autograder/source && .build/release/course autograde --gradescope --lab 01-counter
        Exit codes: 0 results written (whatever the score), 1 the submission could
        not be graded (results still written, score 0), 2 usage or environment error
        (no results written: Gradescope reports the autograder as failed).
        """

    public static func main(arguments: [String]) -> Int32 {
        let console = Console.standard(environment: ProcessInfo.processInfo.environment)
        var autograder = Autograder(workerExecutable: GradeVerb.ownExecutable(), global: GlobalOptions())
        var gradescope = false
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
            guard gradescope else { throw CourseError.usage("error: `course autograde` needs --gradescope (the only autograder format so far).") }
            let record = try autograder.run(log: { [console] in console.note(console.style.dim($0)) })
            console.print("\(record.lab): \(record.score)/\(record.maxScore)\(record.reason.map { " — \($0)" } ?? ""). Wrote \(autograder.results).")
            return record.graderError == nil ? ExitCode.success : ExitCode.failure
        } catch {
            console.note(console.style.red(error.message))
            return error.exitCode
        }
    }
}
