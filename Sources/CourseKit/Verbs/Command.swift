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

public enum OutputFormat: String, Sendable, CaseIterable {
    case text, json
}

/// A parsed `course` command line (the parsing lives in the `course` executable).
public enum Command: Sendable {
    case next
    /// `why`: nil, or "1" for every view, or type names; `trace`: `_printChanges()` lines for every body;
    /// `seed`: the scenario seed every check draws from (`--seed N`, to replay a failed run).
    case check(lab: String?, format: OutputFormat, showOutput: Bool = false, why: String? = nil, trace: Bool = false, seed: UInt64? = nil)
    case watch(lab: String?, seed: UInt64? = nil)
    case hint(lab: String?)
    case lab(String?)
    case reset(lab: String)
    case solution(lab: String, force: Bool)
    case list(format: OutputFormat)
    case status
    case lesson(String?)
    /// `why`: nil, or "1" for every view, or type names; `report`: the HTML page to write;
    /// `checkStale`: warn of every stale screen (a view skipped by a comparison while what it shows changed);
    /// `swiftui`: the SwiftUI release the simulator behaves as (nil: the current one).
    case run(
        file: String, trace: Bool, snapshot: Bool = false, why: String? = nil, report: String? = nil, checkStale: Bool = false,
        swiftui: String? = nil, arguments: [String])
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
            case .run(let file, let trace, let snapshot, let why, let report, let checkStale, let swiftui, let arguments):
                return try RunVerb.run(
                    file: file, trace: trace, snapshot: snapshot, why: why, report: report, checkStale: checkStale, swiftui: swiftui, arguments: arguments,
                    options: options, console: console)
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
        case .check(let lab, let format, let showOutput, let why, let trace, let seed):
            try CheckVerb.run(&session, lab: lab, format: format, showOutput: showOutput, why: why, trace: trace, seed: seed)
        case .watch(let lab, let seed): try WatchVerb.run(&session, lab: lab, seed: seed)
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
