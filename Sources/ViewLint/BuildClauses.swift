import SwiftSyntax

/// `#if` clauses are builds, not branches: of `#if os(macOS) A #else B #endif` only one exists in a
/// build, so SwiftUI never switches between `A` and `B` at run time. Rules that reason about
/// alternatives (erased views returned by one function, branches that replace each other) ask
/// whether two pieces of code can exist in the same build before they count them together.
enum BuildClauses {
    /// The clause of each `#if` around `node`: the `#if` block's id → the clause's id.
    static func clauses(around node: some SyntaxProtocol) -> [SyntaxIdentifier: SyntaxIdentifier] {
        var result: [SyntaxIdentifier: SyntaxIdentifier] = [:]
        var current = node.parent
        while let syntax = current {
            if let clause = syntax.as(IfConfigClauseSyntax.self), let block = clause.ancestor(IfConfigDeclSyntax.self),
               clause.parent?.parent?.id == block.id {
                result[block.id] = clause.id
            }
            current = syntax.parent
        }
        return result
    }

    /// Whether `a` and `b` can be in one build: no `#if` holds them in two different clauses.
    static func canCoexist(_ a: some SyntaxProtocol, _ b: some SyntaxProtocol) -> Bool {
        let first = clauses(around: a)
        return clauses(around: b).allSatisfy { block, clause in first[block].map { $0 == clause } ?? true }
    }
}
