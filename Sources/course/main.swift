// The `course` command line: parsing and help texts only; every verb's work is
// in CourseKit.
import CourseKit
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
guard let verb = arguments.first else {
    print(overview)
    exit(0)
}
if verb == "--help" || verb == "-h" || verb == "help" {
    print(overview)
    exit(0)
}
if verb == "--version" {
    print(version)
    exit(0)
}
guard verbHelp[verb] != nil else { Parser.fail("unknown verb \"\(verb)\".") }
arguments.removeFirst()
// `lint` hands everything after the verb to the linter's own parser.
if verb == "lint" { exit(Command.lint(arguments: arguments).run(GlobalOptions())) }
// `quiz` parses its own options (it reads answers from stdin).
if verb == "quiz" { exit(QuizVerb.main(arguments: arguments)) }
// `grade` and `autograde` (instructors) parse their own options too.
if verb == "grade" { exit(GradeVerb.main(arguments: arguments)) }
if verb == "dev" { exit(DevVerb.main(arguments: arguments)) }
if verb == "autograde" { exit(AutogradeVerb.main(arguments: arguments)) }
var parser = Parser(verb: verb, arguments: arguments)
let command = parser.parse()
exit(command.run(parser.options))
