import SwiftParser
import SwiftSyntax

/// `typealias Column = VStack`: rules match the names SwiftUI spells, so a
/// file is linted with every use of such an alias written as the type it
/// names. Without this an alias would hide a finding (and a counted rule's
/// points) from the linter while the compiler sees straight through it.
/// Only aliases of a named type count (`= VStack`, `= SwiftUI.VStack`,
/// `= Other`, through chains); `typealias Make<C> = () -> C` is left alone.
enum TypeAliases {
    /// The aliases in effect: top-level ones everywhere, one declared inside
    /// a type only in that type's declaration and extensions (as Swift scopes
    /// it: every `PreferenceKey` declares its own `Value`).
    struct Table: Sendable {
        /// Alias name → the type name it stands for.
        var global: [String: String] = [:]
        /// Type path (`Members.typePath`) → its member aliases.
        var scoped: [String: [String: String]] = [:]

        var isEmpty: Bool { global.isEmpty && scoped.isEmpty }

        /// These with `other`'s added (`other` wins on a clash).
        func merging(_ other: Table) -> Table {
            var merged = self
            merged.global.merge(other.global) { $1 }
            merged.scoped.merge(other.scoped) { $0.merging($1) { $1 } }
            return merged
        }

        /// What `name` stands for inside the types `scopes` (outermost first).
        func target(of name: String, in scopes: [String]) -> String? {
            for scope in scopes.reversed() {
                if let target = scoped[scope]?[name] { return target }
            }
            return global[name]
        }
    }

    /// The aliases declared in the files given, each resolved through chains
    /// (`typealias Column = Stack`, `typealias Stack = VStack`) in its scope.
    static func targets(in trees: [SourceFileSyntax]) -> Table {
        var direct = Table()
        for tree in trees {
            for alias in AliasCollector.aliases(in: tree) {
                if let scope = alias.scope {
                    direct.scoped[scope, default: [:]][alias.name] = alias.target
                } else {
                    direct.global[alias.name] = alias.target
                }
            }
        }
        func resolve(_ name: String, _ first: String, scopes: [String]) -> String? {
            var target = first
            var steps = 0
            while let next = direct.target(of: target, in: scopes), steps < 8, next != name {
                target = next
                steps += 1
            }
            return target != name ? target : nil
        }
        var resolved = Table()
        for (name, target) in direct.global { resolved.global[name] = resolve(name, target, scopes: []) }
        for (scope, aliases) in direct.scoped {
            for (name, target) in aliases { resolved.scoped[scope, default: [:]][name] = resolve(name, target, scopes: [scope]) }
        }
        return resolved
    }

    /// Whether a text may declare an alias (a cheap look before parsing again).
    static func mayDeclare(_ source: String) -> Bool { source.contains("typealias") }

    /// The file's text with every use of an alias in effect spelled as its
    /// target. Only names change, never line breaks: findings keep their lines.
    static func expanded(_ tree: SourceFileSyntax, _ aliases: Table) -> String {
        AliasRewriter(aliases).rewrite(tree).description
    }
}

private final class AliasCollector: SyntaxVisitor {
    var aliases: [(name: String, target: String, scope: String?)] = []

    static func aliases(in tree: SourceFileSyntax) -> [(name: String, target: String, scope: String?)] {
        let collector = AliasCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.aliases
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.genericParameterClause == nil, let target = Self.name(of: node.initializer.value) {
            let scope = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self).flatMap { Members.typePath(of: $0) }
            // An alias inside a type that cannot be named (a local type) stays in its file's text unexpanded.
            if scope != nil || node.ancestor(MemberBlockSyntax.self) == nil {
                aliases.append((node.name.text, target, scope))
            }
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
    let aliases: TypeAliases.Table

    init(_ aliases: TypeAliases.Table) {
        self.aliases = aliases
        super.init(viewMode: .sourceAccurate)
    }

    /// The types enclosing `node`, outermost first (their `Members.typePath`s).
    private func scopes(of node: some SyntaxProtocol) -> [String] {
        guard !aliases.scoped.isEmpty, let group = node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
              let path = Members.typePath(of: group)
        else { return [] }
        // `Outer.Inner` sees `Outer`'s aliases and its own.
        var scopes: [String] = [], prefix = ""
        for part in path.split(separator: ".") {
            prefix += prefix.isEmpty ? String(part) : "." + part
            scopes.append(prefix)
        }
        return scopes
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard let target = aliases.target(of: node.baseName.text, in: scopes(of: node)) else { return ExprSyntax(node) }
        return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(target))))
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        let scopes = scopes(of: node)
        let node = super.visit(node).cast(IdentifierTypeSyntax.self)
        guard let target = aliases.target(of: node.name.text, in: scopes) else { return TypeSyntax(node) }
        return TypeSyntax(node.with(\.name, node.name.with(\.tokenKind, .identifier(target))))
    }
}
