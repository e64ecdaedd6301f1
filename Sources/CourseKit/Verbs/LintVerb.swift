/// `course lint …`: the ViewLint command line.
enum LintVerb {
    static func run(arguments: [String], console: Console) -> Int32 {
        console.note("error: `course lint` is not available in this build yet (the linter is still being built).")
        return ExitCode.environment
    }
}
