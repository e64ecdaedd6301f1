import Foundation

/// Linter settings, usually read from a `.viewlint.json`:
///
/// ```json
/// {
///   "only": ["anyview", "unstable-id"],
///   "disabled": ["long-body"],
///   "rules": { "long-body": { "severity": "error", "max-lines": 60 },
///              "anyview": { "enabled": false } },
///   "exclude": ["Generated/**", "Pods"]
/// }
/// ```
public struct Configuration: Sendable, Equatable {
    /// When set, only these rules run.
    public var onlyRules: Set<String>?
    public var disabledRules: Set<String> = []
    public var severities: [String: Severity] = [:]
    /// Per rule id, the severity to give a finding by the severity the rule
    /// gave it (`"severity": {"warning": "note"}`): a rule's weaker and
    /// stronger findings can be set apart (`severities` sets them all).
    public var severityMaps: [String: [Severity: Severity]] = [:]
    /// Per-rule option overrides, rule id → option → value.
    public var options: [String: [String: Int]] = [:]
    /// Path patterns (relative to `baseDirectory`) never linted: `dir`, `dir/**`, `*.generated.swift`.
    public var excluded: [String] = []
    /// The folder `excluded` patterns are relative to (the configuration file's folder).
    public var baseDirectory: String?
    /// The file this configuration came from, if any.
    public var sourceFile: String?
    /// Rules whose findings no suppression comment can hide (a lab's counted
    /// rules, where the student writes the comments); such a comment is
    /// reported as ignored.
    public var enforcedRules: Set<String> = []

    public static let fileName = ".viewlint.json"
    public static let `default` = Configuration()

    public init() {}

    public init(
        onlyRules: Set<String>? = nil, disabledRules: Set<String> = [], severities: [String: Severity] = [:],
        options: [String: [String: Int]] = [:], excluded: [String] = [], baseDirectory: String? = nil
    ) {
        self.onlyRules = onlyRules
        self.disabledRules = disabledRules
        self.severities = severities
        self.options = options
        self.excluded = excluded
        self.baseDirectory = baseDirectory
    }

    public func isEnabled(_ rule: String) -> Bool {
        if disabledRules.contains(rule) { return false }
        if let onlyRules { return onlyRules.contains(rule) }
        return true
    }

    public func severity(of rule: RuleDescription) -> Severity {
        severity(rule.id, given: rule.severity)
    }

    /// The severity of a finding of rule `id` that the rule gave severity `given`.
    public func severity(_ id: String, given: Severity) -> Severity {
        severities[id] ?? severityMaps[id]?[given] ?? given
    }

    func options(for rule: RegisteredRule) -> RuleOptions {
        var values = rule.defaultOptions()
        for (key, value) in options[rule.description.id] ?? [:] { values[key] = value }
        return RuleOptions(values: values)
    }

    /// True if `path` matches an `exclude` pattern.
    public func excludes(path: String) -> Bool {
        guard !excluded.isEmpty else { return false }
        let absolute = PathTools.absolute(path)
        var relative = absolute
        if let base = baseDirectory.map(PathTools.absolute) {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if absolute.hasPrefix(prefix) { relative = String(absolute.dropFirst(prefix.count)) }
        }
        return excluded.contains { PathTools.matches(pattern: $0, path: relative) }
    }

    // MARK: Loading

    /// Reads and validates a configuration file.
    public static func load(from path: String) throws(ConfigurationError) -> Configuration {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConfigurationError(file: path, key: nil, problem: "cannot be read (\(PathTools.reason(error)))")
        }
        return try parse(data, file: path)
    }

    /// The nearest `.viewlint.json` in the folder of `path` or any folder above it.
    public static func discover(for path: String) throws(ConfigurationError) -> Configuration? {
        var directory = PathTools.absolute(path)
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
            directory = (directory as NSString).deletingLastPathComponent
        }
        while true {
            let candidate = (directory as NSString).appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate) { return try load(from: candidate) }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory || parent.isEmpty { return nil }
            directory = parent
        }
    }

    static func parse(_ data: Data, file: String) throws(ConfigurationError) -> Configuration {
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw ConfigurationError(file: file, key: nil, problem: "is not valid JSON (\(PathTools.reason(error)))")
        }
        guard case .object(let root) = json else {
            throw ConfigurationError(file: file, key: nil, problem: "must be a JSON object")
        }
        var configuration = Configuration()
        configuration.sourceFile = file
        configuration.baseDirectory = (PathTools.absolute(file) as NSString).deletingLastPathComponent
        let known = Linter.ruleIndex
        func ruleList(_ key: String, _ value: JSONValue) throws(ConfigurationError) -> Set<String> {
            guard case .array(let items) = value else {
                throw ConfigurationError(file: file, key: key, problem: "must be an array of rule ids")
            }
            var ids: Set<String> = []
            for item in items {
                guard case .string(let id) = item else {
                    throw ConfigurationError(file: file, key: key, problem: "must be an array of rule ids")
                }
                guard known[id] != nil || Linter.metaRuleIDs.contains(id) else {
                    throw ConfigurationError(file: file, key: "\(key): \(id)", problem: "is not a rule id")
                }
                ids.insert(id)
            }
            return ids
        }
        for key in root.keys.sorted() {
            let value = root[key]!
            switch key {
            case "only":
                configuration.onlyRules = try ruleList(key, value)
            case "disabled":
                configuration.disabledRules.formUnion(try ruleList(key, value))
            case "exclude":
                guard case .array(let items) = value else {
                    throw ConfigurationError(file: file, key: key, problem: "must be an array of path patterns")
                }
                for item in items {
                    guard case .string(let pattern) = item else {
                        throw ConfigurationError(file: file, key: key, problem: "must be an array of path patterns")
                    }
                    configuration.excluded.append(pattern)
                }
            case "rules":
                guard case .object(let rules) = value else {
                    throw ConfigurationError(file: file, key: key, problem: "must be an object keyed by rule id")
                }
                for id in rules.keys.sorted() {
                    let ruleKey = "rules.\(id)"
                    let isMeta = Linter.metaRuleIDs.contains(id)
                    guard known[id] != nil || isMeta else {
                        throw ConfigurationError(file: file, key: ruleKey, problem: "is not a rule id")
                    }
                    guard case .object(let settings) = rules[id]! else {
                        throw ConfigurationError(file: file, key: ruleKey, problem: "must be an object")
                    }
                    let optionNames = Set(known[id]?.description.options.map(\.name) ?? [])
                    for setting in settings.keys.sorted() {
                        let settingKey = "\(ruleKey).\(setting)"
                        let settingValue = settings[setting]!
                        switch setting {
                        case "enabled":
                            guard case .bool(let enabled) = settingValue else {
                                throw ConfigurationError(file: file, key: settingKey, problem: "must be true or false")
                            }
                            if enabled {
                                configuration.disabledRules.remove(id)
                                configuration.onlyRules?.insert(id)
                            } else {
                                configuration.disabledRules.insert(id)
                            }
                        case "severity":
                            if case .object(let map) = settingValue {
                                // Per finding: the severity the rule gave it → the one wanted.
                                for given in map.keys.sorted() {
                                    guard let from = Severity(rawValue: given), case .string(let name)? = map[given], let to = Severity(rawValue: name) else {
                                        throw ConfigurationError(
                                            file: file, key: "\(settingKey).\(given)",
                                            problem: "must map \"error\", \"warning\" or \"note\" to \"error\", \"warning\" or \"note\"")
                                    }
                                    configuration.severityMaps[id, default: [:]][from] = to
                                }
                                continue
                            }
                            guard case .string(let name) = settingValue, let severity = Severity(rawValue: name) else {
                                throw ConfigurationError(
                                    file: file, key: settingKey, problem: "must be \"error\", \"warning\" or \"note\", or an object mapping the severity a finding has to the one wanted")
                            }
                            configuration.severities[id] = severity
                        default:
                            guard optionNames.contains(setting) else {
                                let valid = (["enabled", "severity"] + optionNames.sorted()).joined(separator: ", ")
                                throw ConfigurationError(
                                    file: file, key: settingKey, problem: "is not a setting of this rule (valid: \(valid))")
                            }
                            guard case .int(let number) = settingValue, number >= 0 else {
                                throw ConfigurationError(file: file, key: settingKey, problem: "must be a whole number ≥ 0")
                            }
                            configuration.options[id, default: [:]][setting] = number
                        }
                    }
                }
            default:
                throw ConfigurationError(
                    file: file, key: key, problem: "is not a configuration key (valid: only, disabled, rules, exclude)")
            }
        }
        return configuration
    }
}

/// A configuration file that cannot be used; names the file and the key.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let key: String?
    public let problem: String

    public var description: String {
        if let key { return "\(file): error: key '\(key)' \(problem)" }
        return "\(file): error: configuration file \(problem)"
    }
}

/// The subset of JSON configuration files use.
enum JSONValue: Decodable, Equatable {
    case bool(Bool), int(Int), double(Double), string(String), array([JSONValue]), object([String: JSONValue]), null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

enum PathTools {
    static func absolute(_ path: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return (expanded as NSString).standardizingPath }
        let cwd = FileManager.default.currentDirectoryPath
        return ((cwd as NSString).appendingPathComponent(expanded) as NSString).standardizingPath
    }

    static func reason(_ error: any Error) -> String {
        if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return (error as NSError).localizedDescription
    }

    /// Glob match on `/`-separated paths: `*` within a component, `**` across components.
    /// A pattern without wildcards also matches everything below it (`Pods` matches `Pods/a/b.swift`),
    /// and a pattern without `/` matches any component name (`*.generated.swift`).
    static func matches(pattern: String, path: String) -> Bool {
        var pattern = pattern
        while pattern.hasPrefix("./") { pattern.removeFirst(2) }
        while pattern.hasSuffix("/") { pattern.removeLast() }
        let pathParts = path.split(separator: "/").map(String.init)
        if !pattern.contains("/") {
            return pathParts.contains { componentMatches(pattern, $0) }
        }
        let patternParts = pattern.split(separator: "/").map(String.init)
        return match(patternParts[...], pathParts[...], prefixOK: true)
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>, prefixOK: Bool) -> Bool {
        guard let first = pattern.first else { return path.isEmpty || prefixOK }
        if first == "**" {
            let rest = pattern.dropFirst()
            for index in path.startIndex...path.endIndex where match(rest, path[index...], prefixOK: prefixOK) {
                return true
            }
            return false
        }
        guard let head = path.first, componentMatches(first, head) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), prefixOK: prefixOK)
    }

    static func componentMatches(_ pattern: String, _ name: String) -> Bool {
        let p = Array(pattern), n = Array(name)
        var memo: [Int: Bool] = [:]
        func go(_ i: Int, _ j: Int) -> Bool {
            let key = i * (n.count + 1) + j
            if let known = memo[key] { return known }
            let result: Bool
            if i == p.count {
                result = j == n.count
            } else if p[i] == "*" {
                result = go(i + 1, j) || (j < n.count && go(i, j + 1))
            } else if p[i] == "?" {
                result = j < n.count && go(i + 1, j + 1)
            } else {
                result = j < n.count && p[i] == n[j] && go(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        return go(0, 0)
    }
}
