import SwiftSyntax

/// `source-location`: `#sourceLocation`, which makes the compiler report
/// errors against another file and line, so diagnostics could be made to
/// point at the lab's checks or at nothing at all.
enum SourceLocationRule: SyntaxPolicyRule {
    static let description = PolicyRuleDescription(
        id: "source-location",
        message: "this lab's code may not use #sourceLocation: errors must point at your own lines",
        violating: [
            """
            ↓#sourceLocation(file: "Checks/FeedChecks.swift", line: 1)
            let answer = 42
            ↓#sourceLocation()
            """,
        ],
        allowed: [
            """
            let location = "#sourceLocation"
            """,
        ])

    static func check(_ file: SourceFileSyntax, context: PolicyContext) -> [(position: AbsolutePosition, message: String?)] {
        collect(PoundSourceLocationSyntax.self, in: file) { $0.positionAfterSkippingLeadingTrivia }.map { ($0, nil) }
    }
}
