import ArgumentParsing
import Foundation

/// The `course` command line: every verb declared once (in its own file, as
/// `static let verb`), parsed by `ArgumentParsing` (docs/cli.md). A verb's
/// `--help`, its usage errors and its values all come from its declaration.
public enum CLI {
    public static let version = "course 0.1.0"

    /// Every verb, in the order `course --help` lists them.
    static let verbs: [Verb] = [
        NextVerb.verb, CheckVerb.verb, WatchVerb.verb, HintVerb.verb, LabVerb.verb, ResetVerb.verb, SolutionVerb.verb, ListVerb.verb,
        StatusVerb.verb, LessonVerb.verb, RunVerb.verb, LintVerb.verb, EditorVerb.verb, QuizVerb.verb, GradeVerb.verb, AutogradeVerb.verb,
        DevVerb.verb,
    ]

    static let versionFlag = Flag("--version", help: "the version")

    static let root: Verb = Verb(
        "course", summary: "",
        discussion: """
            course — an interactive course on SwiftUI's rendering model, with labs checked
            by a simulator of SwiftUI's update model.
            """,
        [versionFlag], shared: [SharedOptions.course, SharedOptions.workspace], subverbs: verbs,
        exitCodes: "Exit codes: 0 success / lab passed, 1 lab not passed (dev verify: a problem found), 2 usage or environment error, 4 the machine could not judge a run (run again)."
    ) { parsed in
        let console = Console.standard(environment: ProcessInfo.processInfo.environment)
        console.print(parsed[versionFlag] ? version : root.help(path: ["course"]))
        return ExitCode.success
    }

    /// Runs the command line (the arguments after `course`) and returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        // Everything `course` creates (the cache's simulator, macro plugin and
        // Support library, toolchains/, scratch folders, --out) is its user's
        // alone, whatever the umask it was started with: under 000 or 002 a
        // classmate could replace the macro plugin the compiler loads as the
        // grader (the twenty-sixth review, finding 01). What another uid must
        // read (a lab program's binary, run as a uid of its own) is opened up
        // by name where it is made.
        umask(0o077)
        // The grading worker: a process `course grade` starts, not a verb anyone types.
        if arguments.starts(with: ["grade", GradeWorker.flag]) { return GradeWorker.main(arguments: Array(arguments.dropFirst(2))) }
        let console = Console.standard(environment: ProcessInfo.processInfo.environment)
        do {
            switch try root.resolve(arguments) {
            case .help(let text):
                console.print(text)
                return ExitCode.success
            case .run(let verb, let parsed):
                return try verb.run?(parsed) ?? ExitCode.usage
            }
        } catch let error as UsageError {
            console.note(console.style.red(error.line))
            return UsageError.exitCode
        } catch let error as CourseError {
            console.note(console.style.red(error.message))
            return error.exitCode
        } catch {
            console.note(console.style.red("error: \(error)"))
            return ExitCode.environment
        }
    }
}

/// Options more than one verb takes, declared once.
enum SharedOptions {
    static let course = Option<String>(
        "--course", valueName: "DIR",
        help: "the course folder (default: COURSE_ROOT or COURSE_DIR, else the nearest folder above with Lessons/ and Labs/)")
    static let workspace = Option<String>(
        "--workspace", valueName: "DIR", help: "where your lab files and progress live (default: COURSE_WORKSPACE, else <course>/workspace)")
    static let format = Option<OutputFormat>("--format", valueName: "text|json", as: .choice(), help: "text (default) or json, for scripts")
    static let seed = Option<UInt64>(
        "--seed", valueName: "N",
        as: .unsigned("a whole number from 0 to \(UInt64.max), as a failed check prints it (`course check --seed 1234`)"),
        help: """
            every check draws its scenario's random choices (which field changes, in which order rows come and go) \
            from seed N, the number a failed check prints ("scenario seed N"), to replay that run. Without it a \
            check that draws runs once per seed of the lab's fixed set (4, the same as `course grade` uses).
            """)
    static let trace = Flag("--trace", help: "print the _printChanges() line of every body run")
    /// `--why`, `--why Row`, `--why=Row,Chart`: a following word is a type name
    /// when it starts with a capital letter (labs and files do not).
    static let why = Option<String>(
        "--why", optionalValueName: "Type", implicit: "1",
        takesNext: { $0.first?.isUppercase == true && !$0.hasSuffix(".swift") }, as: .text,
        help: "why each body ran (its _printChanges() line, then the reasons indented) and why each child was skipped; --why Row (or --why=Row,Chart) only for those view types")
}

extension GlobalOptions {
    /// `--course` and `--workspace` as parsed.
    init(_ parsed: Parsed) {
        self.init(course: parsed[SharedOptions.course], workspace: parsed[SharedOptions.workspace])
    }
}


