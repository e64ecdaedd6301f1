/// What a command declares: its options and positional arguments. Each typed
/// declaration (`Flag`, `Option`, `Repeated`, `Positional`, …) is a value a verb
/// keeps in a `static let` and reads back from `Parsed` with its type; the
/// parser and the help text work on the type-erased `OptionSpec` / `ArgumentSpec`.

/// One option as the parser and the help text see it.
public struct OptionSpec: Sendable {
    public enum Arity: Sendable {
        /// `--force`: present or not.
        case flag
        /// `--out DIR` or `--out=DIR`; given twice, the last wins.
        case value
        /// `--canvas-assignment X`, as often as wanted: every value, in order.
        case repeated
        /// `--why`, `--why Row` or `--why=Row`: without a value it means
        /// `implicit`; the next argument is its value only when `takesNext` says so.
        case optionalValue(implicit: String, takesNext: @Sendable (String) -> Bool)
    }

    /// The spellings, the long one first: `["--jobs", "-j"]`. The first is the key.
    public var names: [String]
    /// `DIR`, `N`, `text|json`; empty for a flag.
    public var valueName: String
    public var help: String
    public var arity: Arity
    public var expected: String
    public var convert: @Sendable (String) -> (any Sendable)?
    /// The command line is refused without it ("needs --out DIR").
    public var isRequired = false

    public var key: String { names[0] }

    /// `--jobs N`, `--why [Type]`, `--force`.
    var synopsis: String {
        switch arity {
        case .flag: key
        case .optionalValue: "\(key) [\(valueName)]"
        case .value, .repeated: "\(key) \(valueName)"
        }
    }

    /// `-j, --jobs N` for the options table.
    var label: String {
        let short = names.dropFirst().filter { !$0.hasPrefix("--") }
        let long = names.filter { $0.hasPrefix("--") }
        let spelled = (short + long).joined(separator: ", ")
        switch arity {
        case .flag: return spelled
        case .optionalValue: return "\(spelled) [\(valueName)]"
        case .value, .repeated: return "\(spelled) \(valueName)"
        }
    }
}

/// One positional argument as the parser and the help text see it.
public struct ArgumentSpec: Sendable {
    public enum Arity: Sendable {
        case required, optional
        /// Every remaining argument, at least `minimum` of them.
        case repeated(minimum: Int)
    }

    /// `LAB`, `FILE.swift`, `N|slug`.
    public var name: String
    public var help: String
    public var arity: Arity
    /// What the missing-argument error says it needs: "a LAB".
    public var missing: String
    public var expected: String
    public var convert: @Sendable (String) -> (any Sendable)?

    var key: String { "<\(name)>" }

    /// `LAB`, `[LAB]`, `[LAB…]`, `OUT…`.
    var synopsis: String {
        switch arity {
        case .required: name
        case .optional: "[\(name)]"
        case .repeated(let minimum): minimum == 0 ? "[\(name)…]" : "\(name)…"
        }
    }
}

/// `--force`: true when given.
public struct Flag: Sendable {
    public let spec: OptionSpec
    public init(_ names: String..., required: Bool = false, help: String) {
        spec = OptionSpec(names: names, valueName: "", help: help, arity: .flag, expected: "", convert: { _ in true }, isRequired: required)
    }
}

/// `--out DIR`: the value given last, converted by its `ValueType`.
public struct Option<Value: Sendable>: Sendable {
    public let spec: OptionSpec
    public init(_ names: String..., valueName: String, as type: ValueType<Value>, required: Bool = false, help: String) {
        spec = OptionSpec(
            names: names, valueName: valueName, help: help, arity: .value, expected: type.expected, convert: type.convert, isRequired: required)
    }

    /// `--why [Type]`: without a value it is `implicit`; a following argument is
    /// its value only when `takesNext` accepts it.
    public init(
        _ names: String..., optionalValueName valueName: String, implicit: String, takesNext: @escaping @Sendable (String) -> Bool,
        as type: ValueType<Value>, help: String
    ) {
        spec = OptionSpec(
            names: names, valueName: valueName, help: help, arity: .optionalValue(implicit: implicit, takesNext: takesNext),
            expected: type.expected, convert: type.convert)
    }
}

extension Option where Value == String {
    public init(_ names: String..., valueName: String, required: Bool = false, help: String) {
        spec = OptionSpec(names: names, valueName: valueName, help: help, arity: .value, expected: "a value", convert: { $0 }, isRequired: required)
    }
}

/// `--canvas-assignment X`, any number of times: every value, in order.
public struct Repeated<Value: Sendable>: Sendable {
    public let spec: OptionSpec
    public init(_ names: String..., valueName: String, as type: ValueType<Value>, help: String) {
        spec = OptionSpec(names: names, valueName: valueName, help: help, arity: .repeated, expected: type.expected, convert: type.convert)
    }
}

/// A positional argument: `[LAB]` (optional), `LAB` (required, with `required: true`).
public struct Positional<Value: Sendable>: Sendable {
    public let spec: ArgumentSpec
    public init(_ name: String, as type: ValueType<Value>, required: Bool = false, missing: String? = nil, help: String) {
        spec = ArgumentSpec(
            name: name, help: help, arity: required ? .required : .optional, missing: missing ?? Self.article(name),
            expected: type.expected, convert: type.convert)
    }

    /// "a LAB", "an OUT".
    static func article(_ name: String) -> String {
        ("AEIOU".contains(name.first ?? "x") ? "an " : "a ") + name
    }
}

extension Positional where Value == String {
    public init(_ name: String, required: Bool = false, missing: String? = nil, help: String) {
        self.init(name, as: .text, required: required, missing: missing, help: help)
    }
}

/// `[LAB…]` or `OUT…`: every remaining positional argument, at least `minimum`.
public struct Positionals<Value: Sendable>: Sendable {
    public let spec: ArgumentSpec
    public init(_ name: String, as type: ValueType<Value>, minimum: Int = 0, missing: String? = nil, help: String) {
        spec = ArgumentSpec(
            name: name, help: help, arity: .repeated(minimum: minimum), missing: missing ?? Positional<Value>.article(name),
            expected: type.expected, convert: type.convert)
    }
}

extension Positionals where Value == String {
    public init(_ name: String, minimum: Int = 0, missing: String? = nil, help: String) {
        self.init(name, as: .text, minimum: minimum, missing: missing, help: help)
    }
}

/// Anything a command can declare, for its lists of options and arguments.
public enum Declared: Sendable {
    case option(OptionSpec)
    case argument(ArgumentSpec)
}

public protocol Declaration: Sendable { var declared: Declared { get } }
extension Flag: Declaration { public var declared: Declared { .option(spec) } }
extension Option: Declaration { public var declared: Declared { .option(spec) } }
extension Repeated: Declaration { public var declared: Declared { .option(spec) } }
extension Positional: Declaration { public var declared: Declared { .argument(spec) } }
extension Positionals: Declaration { public var declared: Declared { .argument(spec) } }
