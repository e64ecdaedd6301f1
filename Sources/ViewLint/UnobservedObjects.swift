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
}
