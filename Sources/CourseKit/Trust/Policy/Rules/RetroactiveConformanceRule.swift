import SwiftSyntax

/// `retroactive-conformance`: making a type the student did not declare
/// conform to a protocol the student did not declare (`extension Int:
/// Identifiable`). It changes how code in other modules sees that type —
/// the simulator's and the checks' included — which is why Swift itself
/// warns about it.
enum RetroactiveConformanceRule: SyntaxPolicyRule {
    static let description = PolicyRuleDescription(
        id: "retroactive-conformance",
        message: "this lab's code may not add a conformance to a type and protocol it does not own: it would change how the simulator and the checks see that type",
        violating: [
            """
            extension String: ↓Identifiable {
                public var id: String { self }
            }
            """,
            """
            extension Swift.Int: ↓CustomDebugStringConvertible, @retroactive ↓Identifiable {
                public var debugDescription: String { "" }
                public var id: Int { self }
            }
            """,
        ],
        allowed: [
            """
            import SwiftUI
            struct Fruit { var name: String }
            extension Fruit: Identifiable { var id: String { name } }
            protocol Priced { var price: Int { get } }
            extension Int: Priced { var price: Int { self } }
            enum Outer { struct Inner {} }
            extension Outer.Inner: Equatable {}
            """,
        ])

    static func check(_ file: SourceFileSyntax, context: PolicyContext) -> [(position: AbsolutePosition, message: String?)] {
        collect(ExtensionDeclSyntax.self, in: file) { $0 }.flatMap { extensionDecl -> [(position: AbsolutePosition, message: String?)] in
            guard !context.studentTypes.contains(extensionDecl.extendedType.writtenName) else { return [] }
            return (extensionDecl.inheritanceClause?.inheritedTypes ?? []).compactMap { inherited in
                let type = inherited.type.as(AttributedTypeSyntax.self)?.baseType ?? inherited.type
                guard !context.studentTypes.contains(type.writtenName) else { return nil }
                return (type.positionAfterSkippingLeadingTrivia, nil)
            }
        }
    }
}
