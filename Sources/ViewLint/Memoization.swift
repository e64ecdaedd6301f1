import SwiftSyntax

/// Code that keeps what it computes in a static or global variable (or a class's stored one) and returns
/// that once it is set (`guard let cached = Self.islands else { …load…; Self.islands = loaded }`):
/// its costly work runs on the first call of the process, not on every call.
enum Memoization {
    /// Whether `body` (a function's or getter's code) assigns a static or global `var`
    /// (or an element of one: `cache[key] = value`) and tests that variable in an `if`,
    /// `guard` or `while` condition, as a cache does before computing.
    static func cachesResult(_ body: Syntax, in file: LintFile) -> Bool {
        let caches = assignedSharedVariables(in: body, file: file)
        guard !caches.isEmpty else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            guard caches.contains(token.text), let condition = token.ancestor(ConditionElementListSyntax.self) else { return false }
            return condition.position >= body.position
        }
    }

    /// The static or global variables `body` assigns to (the root of the assigned expression).
    private static func assignedSharedVariables(in body: Syntax, file: LintFile) -> Set<String> {
        let type = body.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self)
        let staticVars = Set((type?.memberBlock.members ?? []).compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { $0.isStatic && $0.bindingSpecifier.tokenKind == .keyword(.var) }
            .flatMap { $0.bindings.compactMap(\.name) })
        // A class's (or actor's) stored `var` outlives the call too: one instance, shared
        // (`DateFormatters.shared.formatter(for:)` keeping `formatterCache[key]`). A struct's does not.
        let instanceVars: Set<String> = (type?.is(ClassDeclSyntax.self) == true || type?.is(ActorDeclSyntax.self) == true)
            ? Set((type?.memberBlock.members ?? []).compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .filter { !$0.isStatic && $0.bindingSpecifier.tokenKind == .keyword(.var) }
                .flatMap { $0.bindings.filter { $0.accessorBlock == nil }.compactMap(\.name) })
            : []
        let globals = Set(file.variables.filter { !$0.isMember && $0.bindingSpecifier.tokenKind == .keyword(.var) && $0.ancestor(CodeBlockSyntax.self) == nil }
            .flatMap { $0.bindings.compactMap(\.name) })
        var names: Set<String> = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .equal {
            guard let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self),
                  sequence.elements.count == 3, var target = sequence.elements.first
            else { continue }
            while let element = target.as(SubscriptCallExprSyntax.self) { target = element.calledExpression }
            if let member = target.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
               base.baseName.tokenKind == .keyword(.Self) || base.baseName.text.first?.isUppercase == true {
                names.insert(member.declName.baseName.text)  // `Self.cache`, `Store.cache`: a type's static member
            } else if let reference = target.as(DeclReferenceExprSyntax.self),
                      staticVars.contains(reference.baseName.text) || globals.contains(reference.baseName.text)
                          || instanceVars.contains(reference.baseName.text) {
                names.insert(reference.baseName.text)
            } else if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                      instanceVars.contains(member.declName.baseName.text) {
                names.insert(member.declName.baseName.text)  // `self.cache[key] = …`
            }
        }
        return names
    }
}
