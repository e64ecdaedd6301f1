/// A failure the student or instructor can act on: a message naming the file and
/// what to do, and the exit code a script would care about.
public struct CourseError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var exitCode: Int32

    public init(_ message: String, exitCode: Int32 = ExitCode.environment) {
        self.message = message
        self.exitCode = exitCode
    }

    public var description: String { message }

    /// A request that names nothing there is (no such lab, topic or file): exit 2.
    /// Wrong arguments are not this but `UsageError` (ArgumentParsing), the
    /// only error that points to `--help`.
    public static func usage(_ message: String) -> CourseError {
        CourseError(message, exitCode: ExitCode.usage)
    }
}

/// The process exit codes of every verb (documented in README.md).
public enum ExitCode {
    /// Success; for `check`, the lab passed.
    public static let success: Int32 = 0
    /// The lab (or the program under `course run`) failed.
    public static let failure: Int32 = 1
    /// Wrong arguments.
    public static let usage: Int32 = 2
    /// The environment is broken: no course, no swiftc, unwritable cache, bad lab files.
    public static let environment: Int32 = 2
    /// `course grade --strict`: every submission graded, but something in the
    /// submissions folder or the roster was not matched (`unmatched.json`).
    public static let unmatched: Int32 = 3
    /// The machine could not judge the run: the lab program was starved of
    /// the CPU until its time limit, or killed from outside with no limit of
    /// its own reached (`LabRunner.notJudged`). Not the student's doing: run
    /// again (`course grade` retries such a submission once, alone, at the end).
    public static let notJudged: Int32 = 4
    /// Ctrl-C.
    public static let interrupted: Int32 = 130
    /// Standard output was closed by its reader (128 + SIGPIPE, as the shell reports it).
    public static let outputClosed: Int32 = 141
}
