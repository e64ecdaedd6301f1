import ArgumentParsing
import ViewLint

/// `course lint …`: the ViewLint command line, declared in ViewLint (`LintCommand.verb`).
enum LintVerb {
    static let verb = LintCommand.verb
}

extension LintVerb {
    /// `Command.lint`: a whole lint command line.
    static func run(arguments: [String]) -> Int32 { LintCommand.run(arguments: arguments) }
}
