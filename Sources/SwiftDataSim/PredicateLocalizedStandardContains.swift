import Foundation

// `#Predicate { $0.name.localizedStandardContains(text) }` (round 11). The
// macro expands the call to `PredicateExpressions.build_localizedStandardContains`,
// which Apple's Foundation declares (macOS 14, iOS 17: `PredicateExpressions.
// StringLocalizedStandardContains`) and the Linux toolchain's Foundation does
// not. SwiftData's `@Query(filter:)` is where SwiftUI code writes such
// predicates, so the SwiftData stand-in supplies it, as Apple declares it:
// the string's `localizedStandardContains` (case- and diacritic-insensitive,
// in the current locale), evaluated on each model.
// https://developer.apple.com/documentation/foundation/predicateexpressions/stringlocalizedstandardcontains

extension PredicateExpressions {
    /// Whether the root string contains the other, as `localizedStandardContains` compares.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        public let root: Root
        public let other: Other
        public init(root: Root, other: Other) { self.root = root; self.other = other }
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
        }
    }

    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(root)
        try container.encode(other)
    }
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        root = try container.decode(Root.self)
        other = try container.decode(Other.self)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
