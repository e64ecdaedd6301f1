import SwiftSyntax

/// One thing the source policy forbids in student files, with the examples
/// that are its tests (as ViewLint's rules carry theirs). In `violating`
/// examples each spot that must be reported is marked with `↓`, right
/// before the token reported.
struct PolicyRuleDescription: Sendable {
    /// A contract: lab.json's `allow` and the reports name it.
    var id: String
    /// What a student reads: what this lab's code may not do, and why.
    var message: String
    var violating: [String]
    var allowed: [String]
}

/// A rule checked on the source text, before anything is compiled.
protocol SyntaxPolicyRule: Sendable {
    static var description: PolicyRuleDescription { get }
    /// The spots that break the rule, each with its message when it differs from the description's.
    static func check(_ file: SourceFileSyntax, context: PolicyContext) -> [(position: AbsolutePosition, message: String?)]
}

/// A rule checked on what the compiler resolved the student's names to
/// (`ResolvedReferences`): aliases, generics and overloads cannot hide a use.
protocol ReferencePolicyRule: Sendable {
    static var description: PolicyRuleDescription { get }
    /// A message when this reference breaks the rule.
    static func check(_ reference: ResolvedReferences.Reference) -> String?
}

/// What the syntax rules need to know about the lab.
struct PolicyContext: Sendable {
    /// Every name the lab's checks spell (identifiers, members, operators), plus
    /// the names Swift calls for them unseen (interpolation, iteration, patterns).
    var checkNames: Set<String> = []
    /// Names the starter itself declares at the top level, and `Type.member`
    /// pairs its extensions declare: a student may declare these.
    var starterNames: Set<String> = []
    /// Types and protocols the student's own files declare (any nesting).
    var studentTypes: Set<String> = []
    /// The student's protocols that ask something of a conforming type
    /// (requirements, or other protocols they refine).
    var demandingProtocols: Set<String> = []

    /// The names Swift code calls without spelling them.
    static let implicitNames: Set<String> = [
        "appendInterpolation", "appendLiteral", "makeIterator", "next", "~=", "==", "!=", "<", "<=", ">", ">=", "init",
        "description", "hash", "hashValue", "callAsFunction", "subscript",
    ]
}

/// A broken rule, where, and what to do.
public struct PolicyViolation: Codable, Equatable, Sendable {
    public var rule: String
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
}
