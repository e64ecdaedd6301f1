import SwiftSyntax

/// `unsafe-code`: anything that steps outside Swift's memory safety. The
/// student module is also compiled with strict memory safety as errors
/// (`-strict-memory-safety -Werror StrictMemorySafety`), which flags every
/// use of an unsafe API; this rule stops the ways of acknowledging one
/// (`unsafe`, `@unsafe`, `@safe`, `@unchecked Sendable`, `nonisolated(unsafe)`,
/// `unowned(unsafe)`) and, after type checking, any declaration used whose
/// name says unsafe. Memory safety is what keeps student code from reading
/// the checks' memory.
enum UnsafeCodeRule: SyntaxPolicyRule, ReferencePolicyRule {
    static let description = PolicyRuleDescription(
        id: "unsafe-code",
        message: "this lab's code may not use unsafe constructs (unsafe pointers, `unsafe`, `@unchecked Sendable`, `nonisolated(unsafe)`): the lab runs memory-safe Swift only",
        violating: [
            """
            func peek(_ values: [UInt8]) -> UInt8 { ↓unsafe values.withUnsafeBytes { $0.load(as: UInt8.self) } }
            """,
            """
            final class Box: ↓@unchecked Sendable { var value = 0 }
            """,
            """
            enum Cache { ↓nonisolated(unsafe) static var hits = 0 }
            """,
            """
            final class Node { ↓unowned(unsafe) var parent: Node? = nil }
            """,
            """
            ↓@unsafe func raw() {}
            """,
        ],
        allowed: [
            """
            import SwiftUI
            final class Node { unowned var parent: Node; init(parent: Node) { self.parent = parent } }
            struct Safe: View {
                nonisolated static let title = "unsafe is just a word here"
                var body: some View { Text(Self.title) }
            }
            """,
        ])

    static func check(_ file: SourceFileSyntax, context: PolicyContext) -> [(position: AbsolutePosition, message: String?)] {
        var found = collect(UnsafeExprSyntax.self, in: file) { $0.positionAfterSkippingLeadingTrivia }
        found += collect(AttributeSyntax.self, in: file) { attribute in
            ["unsafe", "safe", "unchecked"].contains(attribute.attributeName.trimmedDescription) ? attribute.positionAfterSkippingLeadingTrivia : nil
        }
        found += collect(DeclModifierSyntax.self, in: file) { modifier in
            modifier.detail?.detail.text == "unsafe" ? modifier.positionAfterSkippingLeadingTrivia : nil
        }
        return found.map { ($0, nil) }
    }

    static func check(_ reference: ResolvedReferences.Reference) -> String? {
        guard reference.kind != .attribute else { return nil }
        // C-style format strings (`String(format:)`, `NSLog`) take `CVarArg`s
        // the format does not check: `%s` or `%@` given an integer reads any
        // address. (The simulator's `Text("\(x, specifier:)")` checks its format.)
        if reference.kind == .declaration, reference.name.contains("Swift.CVarArg"), reference.modules.declaring != "SwiftUISim" {
            return "this lab's code may not use C-style format strings (\(reference.shortName)): a format that does not match its arguments reads any memory. "
                + "Use Swift's formatting instead, e.g. `value.formatted(.number.precision(.fractionLength(2)))` or `Text(value, format: …)`"
        }
        guard let what = reference.match(#"\b\w*([Uu]nsafe|Unmanaged|OpaquePointer)\w*\b"#) else { return nil }
        return "this lab's code may not use \(what): unsafe APIs can read and write any memory, the checks' included"
    }
}
