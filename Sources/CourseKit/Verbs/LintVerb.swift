import ViewLint

/// `course lint …`: the ViewLint command line, which parses its own options.
enum LintVerb {
    static func run(arguments: [String]) -> Int32 {
        LintCommand.run(arguments: arguments)
    }
}
