/// How the text of an option or argument becomes a value, and what it takes
/// when the text does not convert (the bad-value usage error says
/// "--jobs takes <expected>, not "0"").
public struct ValueType<Value: Sendable>: Sendable {
    /// What the option takes, as the usage error says it: "a whole number ≥ 1".
    public var expected: String
    public var convert: @Sendable (String) -> Value?

    public init(_ expected: String, convert: @escaping @Sendable (String) -> Value?) {
        self.expected = expected
        self.convert = convert
    }
}

extension ValueType where Value == String {
    /// Any text.
    public static var text: ValueType { ValueType("a value") { $0 } }
}

extension ValueType where Value == Int {
    /// A whole number of at least `minimum`.
    public static func integer(atLeast minimum: Int, _ expected: String? = nil) -> ValueType {
        ValueType(expected ?? "a whole number ≥ \(minimum)") { text in Int(text).flatMap { $0 >= minimum ? $0 : nil } }
    }
}

extension ValueType where Value == UInt64 {
    /// A whole number that fits in 64 bits (a seed).
    public static func unsigned(_ expected: String? = nil) -> ValueType {
        ValueType(expected ?? "a whole number from 0 to \(UInt64.max)") { UInt64($0) }
    }
}

extension ValueType where Value == Double {
    /// A number in `range`.
    public static func number(in range: ClosedRange<Double>, _ expected: String) -> ValueType {
        ValueType(expected) { text in Double(text).flatMap { range.contains($0) ? $0 : nil } }
    }
}

extension ValueType where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of an enum's raw values; `caseInsensitive` accepts `Senior` for `senior`.
    public static func choice(caseInsensitive: Bool = false) -> ValueType {
        ValueType(Self.sentence(Value.allCases.map(\.rawValue))) { text in Value(rawValue: caseInsensitive ? text.lowercased() : text) }
    }

    /// "text or json", "auto, sandbox or none".
    static func sentence(_ words: [String]) -> String {
        words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}

extension ValueType {
    /// The choices of an enum, as a help text's value name shows them: `text|json`.
    public static func choices<E: RawRepresentable & CaseIterable>(_: E.Type) -> String where E.RawValue == String {
        E.allCases.map(\.rawValue).joined(separator: "|")
    }
}
