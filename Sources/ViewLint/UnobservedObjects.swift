import SwiftSyntax

/// Writes through a property to a field of a class SwiftUI does not observe
/// (`box.action = action`, where `final class Box { var action: … }`): the
/// write repeats on every body pass but invalidates nothing, the usual way to
/// keep the latest closure a modifier was given. Only classes declared in the
/// linted files are vetted; anything unknown stays a state write.
enum UnobservedObjects {
    /// Conformances that do not make a class observable.
    static let plainConformances: Set<String> = [
        "Identifiable", "Hashable", "Equatable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible", "AnyObject",
        "Codable", "Encodable", "Decodable", "Comparable",
    ]

    /// The class `target` writes a field of, if the linted files declare it and nothing observes it.
    static func unobservedClass(writtenBy target: ExprSyntax, in file: LintFile) -> String? {
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base,
              let holder = propertyName(base),
              let type = target.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
              let className = declaredTypeName(of: holder, in: type)
        else { return nil }
        let declarations = file.resolution.declarations(ofType: className).map(\.decl)
        guard declarations.contains(where: { $0.is(ClassDeclSyntax.self) }),
              declarations.allSatisfy({ isPlainClassPart($0) })
        else { return nil }
        let field = member.declName.baseName.text
        let publishes = declarations.contains { declaration in
            declaration.memberBlock.members.contains { item in
                guard let variable = item.decl.as(VariableDeclSyntax.self) else { return false }
                return variable.hasAttribute("Published") && variable.bindings.contains { $0.name == field }
            }
        }
        return publishes ? nil : className
    }

    /// `box` in `box.action`, `self.box.action`; nil for longer chains or calls.
    private static func propertyName(_ base: ExprSyntax) -> String? {
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text != "self" {
            return reference.baseName.text
        }
        if let member = base.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The type a member property holds, from its annotation or its `Type()` initial value.
    private static func declaredTypeName(of property: String, in type: some DeclGroupSyntax) -> String? {
        for item in type.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.name == property {
                if let annotated = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) {
                    return annotated.name.text
                }
                // `Box()`, and `Box<Element>()` for a generic class.
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                   let called = call.calledExpression.nameToken, called.text.first?.isUppercase == true {
                    return called.text
                }
                return nil
            }
        }
        return nil
    }

    /// A class declaration or extension with no observation: no `@Observable`
    /// (or SwiftData's `@Model`), and no conformance that could be `ObservableObject`.
    static func isPlainClassPart(_ declaration: DeclGroupSyntax) -> Bool {
        guard declaration.is(ClassDeclSyntax.self) || declaration.is(ExtensionDeclSyntax.self) else { return false }
        let observed = declaration.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return ["Observable", "Model"].contains(attribute.attributeName.lastNameComponent ?? "")
        }
        return !observed && declaration.inheritedTypeNames.allSatisfy(plainConformances.contains)
    }

    /// Inside a class's own code (a method `body` reaches in any linted file): the class, when the
    /// stored field the write changes (`profiles[key] = …`, `self.players[url] = …`,
    /// `cache.append(…)`) is one SwiftUI does not observe: the class is plain (no `@Observable`,
    /// `@Model`, nor a conformance that may be `ObservableObject`), or it is an `ObservableObject`
    /// and the field is not `@Published` (and the class never sends `objectWillChange` itself), or
    /// it is `@Observable` and the field is `@ObservationIgnored`. A get-or-create cache filled
    /// from `body` is such a write. Unknown classes, subclasses and computed fields stay writes.
    static func unobservedOwnField(writtenBy target: ExprSyntax, in file: LintFile) -> String? {
        guard let field = ownFieldName(target),
              let group = target.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
              let path = Members.typePath(of: group), let className = path.split(separator: ".").last.map(String.init)
        else { return nil }
        let declarations = file.resolution.declarations(ofType: className).map(\.decl)
        guard declarations.contains(where: { $0.is(ClassDeclSyntax.self) }),
              declarations.allSatisfy({ $0.is(ClassDeclSyntax.self) || $0.is(ExtensionDeclSyntax.self) })
        else { return nil }
        // The field: a stored property the class declares (no accessors: a setter or observer runs code).
        var stored: VariableDeclSyntax?
        for declaration in declarations {
            for item in declaration.memberBlock.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic,
                      let binding = variable.bindings.first(where: { $0.name == field })
                else { continue }
                guard binding.accessorBlock == nil else { return nil }
                stored = variable
            }
        }
        guard let stored else { return nil }
        let observable = declarations.contains { declaration in
            declaration.attributes.contains { element in
                guard case .attribute(let attribute) = element else { return false }
                return ["Observable", "Model"].contains(attribute.attributeName.lastNameComponent ?? "")
            }
        }
        if observable { return stored.hasAttribute("ObservationIgnored") ? className : nil }
        let inherited = declarations.flatMap(\.inheritedTypeNames)
        if inherited.allSatisfy(plainConformances.contains) { return className }
        // An `ObservableObject`: only `@Published` fields (or a hand-sent `objectWillChange`) invalidate.
        guard inherited.allSatisfy({ plainConformances.contains($0) || $0 == "ObservableObject" }),
              !stored.hasAttribute("Published"),
              !declarations.contains(where: { $0.memberBlock.description.contains("objectWillChange") })
        else { return nil }
        return className
    }

    /// `profiles` in `profiles[key]`, `self.players[url]`; nil for `box.items` and other longer chains.
    private static func ownFieldName(_ target: ExprSyntax) -> String? {
        var expr = target
        while true {
            if let member = expr.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return nil }
                // Only the field itself: `box.items` writes whatever object `box` holds.
                guard base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
                return member.declName.baseName.text
            } else if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
                expr = subscriptCall.calledExpression
            } else if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
                expr = unwrap.expression
            } else if let chain = expr.as(OptionalChainingExprSyntax.self) {
                expr = chain.expression
            } else if let reference = expr.as(DeclReferenceExprSyntax.self) {
                guard case .identifier(let name) = reference.baseName.tokenKind else { return nil }
                return name
            } else {
                return nil
            }
        }
    }
}
