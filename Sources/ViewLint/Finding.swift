/// How serious a finding is. `error` findings make `course lint` exit with 1.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case error, warning, note

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}

/// One thing the linter reports: a rule, where it fired and what to do instead.
///
/// `line` and `column` are 1-based; `column` counts Unicode scalars (code
/// points) from the start of the line, so a line holding an emoji before the
/// finding still gets the column an editor shows.
public struct Finding: Codable, Sendable, Equatable, Hashable {
    public var rule: String
    public var severity: Severity
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(rule: String, severity: Severity, path: String, line: Int, column: Int, message: String) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The one-line form editors and Xcode parse: `path:line:col: severity: message [rule]`.
    public var textLine: String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]"
    }

    /// Stable report order: path, line, column, rule.
    static func ordered(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}
