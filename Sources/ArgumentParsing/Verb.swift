/// A command of the command line, declared once: its name, what it does, its
/// options and arguments, its subverbs and what runs it. The parser, the help
/// text (`--help`) and the usage errors are all made from this one value, so
/// they cannot drift apart.
public struct Verb: Sendable {
    public var name: String
    /// One line, for the parent's list of verbs.
    public var summary: String
    /// The help text's prose, between the usage lines and the tables.
    public var discussion: String
    public var options: [OptionSpec]
    public var arguments: [ArgumentSpec]
    /// Options this verb and every verb under it take (`--course DIR`).
    public var shared: [OptionSpec]
    public var subverbs: [Verb]
    /// `ARGS…`: what follows `--` is handed on as `Parsed.passthrough` (without
    /// it, what follows `--` is positional arguments, never options).
    public var passthrough: String?
    public var exitCodes: String?
    /// nil: a verb only of subverbs; given none, it shows its help.
    public var run: (@Sendable (Parsed) throws -> Int32)?

    public init(
        _ name: String, summary: String, discussion: String = "", _ declarations: [any Declaration] = [], shared: [any Declaration] = [],
        subverbs: [Verb] = [], passthrough: String? = nil, exitCodes: String? = nil, run: (@Sendable (Parsed) throws -> Int32)? = nil
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        options = declarations.compactMap { if case .option(let spec) = $0.declared { spec } else { nil } }
        arguments = declarations.compactMap { if case .argument(let spec) = $0.declared { spec } else { nil } }
        self.shared = shared.compactMap { if case .option(let spec) = $0.declared { spec } else { nil } }
        self.subverbs = subverbs
        self.passthrough = passthrough
        self.exitCodes = exitCodes
        self.run = run
    }

    public func subverb(named name: String) -> Verb? { subverbs.first { $0.name == name } }
}

/// What a command line asks for: a verb's help, or a verb to run with its values.
public enum Invocation: Sendable {
    case help(String)
    case run(Verb, Parsed)
}

/// Wrong arguments: one shape for every verb,
/// "course VERB: <problem>. Run `course VERB --help` for usage." (exit 2).
/// Only this error says "--help"; a broken environment says what is broken.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `course dev verify`.
    public var command: String
    /// What is wrong, without a final period: `unknown option --bogus`.
    public var problem: String

    public init(command: String, problem: String) {
        self.command = command
        self.problem = problem.hasSuffix(".") ? String(problem.dropLast()) : problem
    }

    public var message: String { "\(command): \(problem). Run `\(command) --help` for usage." }
    /// As printed on standard error: `error: ` first, as every error of the program.
    public var line: String { "error: " + message }
    public var description: String { message }
    public static let exitCode: Int32 = 2
}

/// The values of one parsed command line, read back with the declarations.
public struct Parsed: Sendable {
    /// `["course", "dev", "verify"]`.
    public let path: [String]
    var values: [String: [any Sendable]] = [:]
    /// What followed `--`, for a verb that declares `passthrough`.
    public internal(set) var passthrough: [String] = []

    init(path: [String]) { self.path = path }

    public var command: String { path.joined(separator: " ") }

    /// A problem with these arguments, in the one usage-error shape.
    public func usageError(_ problem: String) -> UsageError { UsageError(command: command, problem: problem) }

    public subscript(_ flag: Flag) -> Bool { values[flag.spec.key] != nil }
    public subscript<Value>(_ option: Option<Value>) -> Value? { values[option.spec.key]?.last as? Value }
    public subscript<Value>(_ option: Repeated<Value>) -> [Value] { values[option.spec.key]?.compactMap { $0 as? Value } ?? [] }
    public subscript<Value>(_ argument: Positional<Value>) -> Value? { values[argument.spec.key]?.first as? Value }
    public subscript<Value>(_ arguments: Positionals<Value>) -> [Value] { values[arguments.spec.key]?.compactMap { $0 as? Value } ?? [] }

    /// A required argument (the parser refused the command line without it).
    public func required<Value>(_ argument: Positional<Value>) throws(UsageError) -> Value {
        guard let value = self[argument] else { throw usageError("needs \(argument.spec.missing)") }
        return value
    }

    /// Whether the option was on the command line at all (a flag, or an option with any value).
    public func given(_ option: any Declaration) -> Bool {
        switch option.declared {
        case .option(let spec): values[spec.key] != nil
        case .argument(let spec): values[spec.key] != nil
        }
    }
}
