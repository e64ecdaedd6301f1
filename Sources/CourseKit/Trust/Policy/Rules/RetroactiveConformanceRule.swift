import SwiftSyntax

/// `retroactive-conformance`: making a type the student did not declare
/// conform to a protocol the student did not declare (`extension Int:
/// Identifiable`): it changes how code in other modules sees that type —
/// the simulator's and the checks' included — which is why Swift itself
/// warns about it. Also a type the student did not declare adopting one of
/// the student's protocols that has requirements (`extension Data: Loadable`
/// with `init(contentsOf:options:)`): calling the requirement then calls the
/// other module's member without naming it.
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
            """
            import Foundation
            protocol Loadable { init(contentsOf url: URL, options: Data.ReadingOptions) throws }
            extension Data: ↓Loadable {}
            """,
        ],
        allowed: [
            """
            import SwiftUI
            struct Fruit { var name: String }
            extension Fruit: Identifiable { var id: String { name } }
            protocol Tagged {}
            extension Int: Tagged {}
            protocol Priced { var price: Int { get } }
            struct Fee: Priced { var price: Int }
            enum Outer { struct Inner {} }
            extension Outer.Inner: Equatable {}
            """,
        ])

    static func check(_ file: SourceFileSyntax, context: PolicyContext) -> [(position: AbsolutePosition, message: String?)] {
        collect(ExtensionDeclSyntax.self, in: file) { $0 }.flatMap { extensionDecl -> [(position: AbsolutePosition, message: String?)] in
            guard !context.studentTypes.contains(extensionDecl.extendedType.writtenName) else { return [] }
            return (extensionDecl.inheritanceClause?.inheritedTypes ?? []).compactMap { inherited in
                let type = inherited.type.as(AttributedTypeSyntax.self)?.baseType ?? inherited.type
                if context.demandingProtocols.contains(type.writtenName) {
                    return (type.positionAfterSkippingLeadingTrivia, "this lab's code may not make \(extensionDecl.extendedType.trimmedDescription), "
                        + "which it does not own, adopt \(type.writtenName): its requirements would call \(extensionDecl.extendedType.trimmedDescription)'s own members unnamed")
                }
                guard !context.studentTypes.contains(type.writtenName) else { return nil }
                return (type.positionAfterSkippingLeadingTrivia, nil)
            }
        }
    }
}
