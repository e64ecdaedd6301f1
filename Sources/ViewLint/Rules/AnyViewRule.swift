import SwiftSyntax

/// `anyview`: type erasure with `AnyView`.
enum AnyViewRule: Rule {
    static let description = RuleDescription(
        id: "anyview",
        name: "AnyView type erasure",
        severity: .warning,
        message: "Avoid AnyView; return `some View` from a @ViewBuilder (if/switch) so SwiftUI keeps the concrete type",
        rationale: """
            SwiftUI decides whether a view is the same one as last time from its type and its position. \
            `AnyView` hides the type, so SwiftUI must compare at run time and, when the wrapped type \
            changes, throws the old subtree (and its state) away. It also blocks the optimisations that \
            rely on static types. Build alternatives with `@ViewBuilder` (`if`/`switch` give \
            `_ConditionalContent`), generics, or an enum of cases. In `ForEach` and `List` rows the cost \
            is paid once per row on every update, which is where it hurts most.
            """,
        triggeringExamples: [
            """
            struct Badge: View {
                let premium: Bool
                var body: some View {
                    if premium { return ↓AnyView(Text("Gold")) }
                    return ↓AnyView(Image(systemName: "star"))
                }
            }
            """,
            """
            struct Feed: View {
                let items: [Item]
                var body: some View {
                    List(items) { item in
                        ↓AnyView(Row(item: item))
                    }
                }
            }
            """,
            """
            struct Screen: View {
                let sections: [↓AnyView]
                var body: some View { VStack { Text("x") } }
            }
            """,
            """
            struct Card: View {
                var body: some View {
                    Text("Card").↓eraseToAnyView()
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Badge: View {
                let premium: Bool
                var body: some View {
                    if premium { Text("Gold") } else { Image(systemName: "star") }
                }
            }
            """,
            """
            struct Feed: View {
                let items: [Item]
                var body: some View {
                    // AnyView would erase the row type here
                    List(items) { item in Row(item: item) }
                }
            }
            """,
            """
            extension AnyView {
                static let empty = 1
            }
            """,
        ])

    static let rowMessage =
        "AnyView in a ForEach/List row erases every row's type on every update; build the row as a concrete View type or use @ViewBuilder"

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls {
            let name = call.calleeName
            let isConstruction = name == "AnyView" && call.calledExpression.is(DeclReferenceExprSyntax.self)
            let isErasure = name == "eraseToAnyView" && call.receiver != nil
            guard isConstruction || isErasure else { continue }
            let spot: Syntax = isErasure
                ? Syntax(call.calledExpression.as(MemberAccessExprSyntax.self)!.declName)
                : Syntax(call)
            let message = Scopes.isInRow(call) ? rowMessage : nil
            result.append(Violation(spot, message: message))
        }
        // Stored/declared AnyView types (properties, parameters, collections); return types are
        // reported where the value is built.
        for type in file.identifierTypes where type.name.text == "AnyView" {
            if type.ancestor(ReturnClauseSyntax.self) != nil { continue }
            if type.ancestor(ExtensionDeclSyntax.self)?.extendedType.id == type.id { continue }
            guard type.ancestor(TypeAnnotationSyntax.self) != nil || type.ancestor(FunctionParameterSyntax.self) != nil
            else { continue }
            result.append(Violation(type))
        }
        return result
    }
}
