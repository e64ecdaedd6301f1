import SwiftSyntax

/// `system-module`: imports other than SwiftUI, Foundation and Observation.
/// `Glibc`, `Darwin`, `Dispatch` and the rest are the system underneath
/// Swift (file descriptors, processes, signals), and what a lab does not
/// name cannot be reviewed.
enum SystemModuleRule: SyntaxPolicyRule {
    static let allowedModules: Set<String> = ["SwiftUI", "Foundation", "Observation", "FoundationNetworking"]

    static let description = PolicyRuleDescription(
        id: "system-module",
        message: "this lab's code may import SwiftUI, Foundation and Observation only",
        violating: [
            """
            import SwiftUI
            ↓import Glibc
            """,
            """
            ↓import func Darwin.fork
            ↓@preconcurrency import Dispatch
            """,
        ],
        allowed: [
            """
            import SwiftUI
            import Foundation
            import struct Foundation.Date
            import Observation
            """,
        ])

    static func check(_ file: SourceFileSyntax, context: PolicyContext) -> [(position: AbsolutePosition, message: String?)] {
        collect(ImportDeclSyntax.self, in: file) { declaration in
            guard let module = declaration.path.first?.name.text, !allowedModules.contains(module) else { return nil }
            return declaration.positionAfterSkippingLeadingTrivia
        }.map { position in
            (position, nil)
        }
    }
}
