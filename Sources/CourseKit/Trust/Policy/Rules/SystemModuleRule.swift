import SwiftSyntax

/// `system-module`: imports other than SwiftUI, Foundation, Observation and
/// the simulator's stand-ins for Apple's frameworks (`import UIKit`,
/// `import Combine`, `import os`… as Apple's own samples write them: the
/// stand-ins are our code, and most are already what `import SwiftUI`
/// brings). `Glibc`, `Darwin`, `Dispatch` and the rest are the system
/// underneath Swift (file descriptors, processes, signals), and what a lab
/// does not name cannot be reviewed.
enum SystemModuleRule: SyntaxPolicyRule {
    static let allowedModules: Set<String> = Set(["SwiftUI", "Foundation", "Observation", "FoundationNetworking"])
        .union(SimulatorLibrary.standIns.map(\.alias))

    static let description = PolicyRuleDescription(
        id: "system-module",
        message: "this lab's code may import SwiftUI, Foundation, Observation and the simulator's stand-ins for Apple's frameworks only",
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
            """
            import SwiftUI
            import UIKit
            import Combine
            import os
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
