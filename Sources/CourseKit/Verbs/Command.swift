import Foundation

/// Options every verb accepts.
public struct GlobalOptions: Sendable {
    /// `--course DIR`
    public var course: String?
    /// `--workspace DIR`
    public var workspace: String?
    public var environment: [String: String]
    public var currentDirectory: String

    public init(
        course: String? = nil, workspace: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.course = course
        self.workspace = workspace
        self.environment = environment
        self.currentDirectory = currentDirectory
    }
}

public enum OutputFormat: String, Sendable {
    case text, json
}

/// A parsed `course` command line (the parsing lives in the `course` executable).
public enum Command: Sendable {
    case next
    /// `why`: nil, or "1" for every view, or type names; `trace`: `_printChanges()` lines for every body.
    case check(lab: String?, format: OutputFormat, showOutput: Bool = false, why: String? = nil, trace: Bool = false)
    case watch(lab: String?)
    case hint(lab: String?)
    case lab(String?)
    case reset(lab: String)
    case solution(lab: String, force: Bool)
    case list(format: OutputFormat)
    case status
    case lesson(String?)
    /// `why`: nil, or "1" for every view, or type names; `report`: the HTML page to write.
    case run(file: String, trace: Bool, snapshot: Bool = false, why: String? = nil, report: String? = nil, arguments: [String])
    case lint(arguments: [String])
    case editor(directory: String?)
}

extension Command {
    /// Runs the command and returns the process exit code (see `ExitCode`).
    public func run(_ options: GlobalOptions) -> Int32 {
        run(options, console: .standard(environment: options.environment))
    }

    func run(_ options: GlobalOptions, console: Console) -> Int32 {
        do {
            switch self {
            case .run(let file, let trace, let snapshot, let why, let report, let arguments):
                return try RunVerb.run(
                    file: file, trace: trace, snapshot: snapshot, why: why, report: report, arguments: arguments, options: options, console: console)
            case .lint(let arguments):
                return LintVerb.run(arguments: arguments)
            case .editor(let directory):
                return try EditorVerb.run(directory: directory, options: options, console: console)
            default:
                var session = try Session.open(options, console: console)
                return try run(in: &session)
            }
        } catch {
            console.note(console.style.red(error.message))
            return error.exitCode
        }
    }

    private func run(in session: inout Session) throws(CourseError) -> Int32 {
        switch self {
        case .next: try NextVerb.run(&session)
        case .check(let lab, let format, let showOutput, let why, let trace):
            try CheckVerb.run(&session, lab: lab, format: format, showOutput: showOutput, why: why, trace: trace)
        case .watch(let lab): try WatchVerb.run(&session, lab: lab)
        case .hint(let lab): try HintVerb.run(&session, lab: lab)
        case .lab(let lab): try LabVerb.run(session, lab: lab)
        case .reset(let lab): try ResetVerb.run(&session, lab: lab)
        case .solution(let lab, let force): try SolutionVerb.run(session, lab: lab, force: force)
        case .list(let format): try ListVerb.run(session, format: format)
        case .status: StatusVerb.run(session)
        case .lesson(let name): try LessonVerb.run(session, name: name)
        case .run, .lint, .editor: ExitCode.usage  // handled above: they may need no course
        }
    }
}
