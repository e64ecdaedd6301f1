import SwiftParser
import SwiftSyntax

/// `typealias Column = VStack`: rules match the names SwiftUI spells, so a
/// file is linted with every use of such an alias written as the type it
/// names. Without this an alias would hide a finding (and a counted rule's
/// points) from the linter while the compiler sees straight through it.
/// Only aliases of a named type count (`= VStack`, `= SwiftUI.VStack`,
/// `= Other`, through chains); `typealias Make<C> = () -> C` is left alone.
enum TypeAliases {
    /// Alias name → the type name it stands for, in the files given.
    static func targets(in trees: [SourceFileSyntax]) -> [String: String] {
        var direct: [String: String] = [:]
        for tree in trees {
            for alias in AliasCollector.aliases(in: tree) { direct[alias.name] = alias.target }
        }
        var resolved: [String: String] = [:]
        for name in direct.keys {
            var target = direct[name]!
            var steps = 0
            while let next = direct[target], steps < 8, next != name {
                target = next
                steps += 1
            }
            if target != name { resolved[name] = target }
        }
        return resolved
    }

    /// Whether a text may declare an alias (a cheap look before parsing again).
    static func mayDeclare(_ source: String) -> Bool { source.contains("typealias") }

    /// The file's text with every use of an alias in `aliases` spelled as its
    /// target. Only names change, never line breaks: findings keep their lines.
    static func expanded(_ tree: SourceFileSyntax, _ aliases: [String: String]) -> String {
        AliasRewriter(aliases).rewrite(tree).description
    }
}

private final class AliasCollector: SyntaxVisitor {
    var aliases: [(name: String, target: String)] = []

    static func aliases(in tree: SourceFileSyntax) -> [(name: String, target: String)] {
        let collector = AliasCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.aliases
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.genericParameterClause == nil, let target = Self.name(of: node.initializer.value) {
            aliases.append((node.name.text, target))
        }
        return .skipChildren
    }

    /// `VStack`, `VStack<…>`, `SwiftUI.VStack`.
    private static func name(of type: TypeSyntax) -> String? {
        if let named = type.as(IdentifierTypeSyntax.self) { return named.name.text }
        if let member = type.as(MemberTypeSyntax.self), member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "SwiftUI" {
            return member.name.text
        }
        return nil
    }
}

private final class AliasRewriter: SyntaxRewriter {
    let aliases: [String: String]

    init(_ aliases: [String: String]) {
        self.aliases = aliases
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard let target = aliases[node.baseName.text] else { return ExprSyntax(node) }
        return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(target))))
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        let node = super.visit(node).cast(IdentifierTypeSyntax.self)
        guard let target = aliases[node.name.text] else { return TypeSyntax(node) }
        return TypeSyntax(node.with(\.name, node.name.with(\.tokenKind, .identifier(target))))
    }
}
