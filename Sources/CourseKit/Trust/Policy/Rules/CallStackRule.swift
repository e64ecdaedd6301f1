/// `call-stack`: reading the program's own call stack (`Thread.callStackSymbols`,
/// `callStackReturnAddresses`, an `NSException`'s). Every check runs in a
/// program of its own, built from the same binary: the return addresses on
/// the stack say which check called the student's code, and code that knows
/// which check measures it can behave well only there (red-team review 6).
enum CallStackRule: ReferencePolicyRule {
    static let description = PolicyRuleDescription(
        id: "call-stack",
        message: "this lab's code may not read its own call stack",
        violating: [
            """
            import Foundation
            let frames = Thread.↓callStackSymbols
            """,
            """
            import Foundation
            func depth() -> Int { Thread.↓callStackReturnAddresses.count }
            """,
        ],
        allowed: [
            """
            import Foundation
            let onMain = Thread.isMainThread
            """,
        ])

    private static let pattern = #"\bFoundation\.(Thread|NSException)\.callStack\w*"#

    static func check(_ reference: ResolvedReferences.Reference) -> String? {
        guard reference.kind != .conformance, let what = reference.match(pattern) else { return nil }
        return "this lab's code may not use \(what.split(separator: ".").suffix(2).joined(separator: ".")): "
            + "it reads the program's own call stack, which tells one check from another"
    }
}
