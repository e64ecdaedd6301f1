import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Model` (iOS 17, macOS 14;
/// https://developer.apple.com/documentation/swiftdata/model()) for the
/// SwiftDataSim stand-in: the class becomes observable exactly as
/// Observation's `@Observable` makes it (its stored properties get
/// `@ObservationTracked`, it gets an `ObservationRegistrar` and the
/// `access`/`withMutation` pair those accessors call), so a view body that
/// reads a model's property re-runs when the property changes; and it
/// conforms to `PersistentModel` (`Observable` too). It remembers the
/// context it was inserted into (`modelContext`).
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self)?.name.trimmed else { return [] }
        return [
            "@ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()",
            """
            internal nonisolated func access<_M>(keyPath: KeyPath<\(type), _M>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<_M, _MR>(keyPath: KeyPath<\(type), _M>, _ mutation: () throws -> _MR) rethrows -> _MR {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            """
            private nonisolated func shouldNotifyObservers<_M>(_ lhs: _M, _ rhs: _M) -> Bool { true }
            """,
            """
            private nonisolated func shouldNotifyObservers<_M: Equatable>(_ lhs: _M, _ rhs: _M) -> Bool { lhs != rhs }
            """,
            """
            private nonisolated func shouldNotifyObservers<_M: AnyObject>(_ lhs: _M, _ rhs: _M) -> Bool { lhs !== rhs }
            """,
            """
            private nonisolated func shouldNotifyObservers<_M: Equatable & AnyObject>(_ lhs: _M, _ rhs: _M) -> Bool { lhs != rhs }
            """,
            "@ObservationIgnored public nonisolated let _$persistentState = _PersistentState()",
        ]
    }

    /// `@ObservationTracked` on each stored `var` written in the class (not
    /// `let`, `static`, `lazy`, computed ones, or `@ObservationIgnored` ones).
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1, let binding = variable.bindings.first
        else { return [] }
        if variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind) }) {
            return []
        }
        let ignored = ["ObservationIgnored", "ObservationTracked"]
        if variable.attributes.contains(where: {
            guard let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
            return ignored.contains(name)
        }) { return [] }
        // Computed properties, and those with observers (as `@Observable`).
        if binding.accessorBlock != nil { return [] }
        return ["@ObservationTracked"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        let names = protocols.map(\.trimmedDescription)
        guard !names.isEmpty else { return [] }
        let decl: DeclSyntax = "extension \(type.trimmed): \(raw: names.joined(separator: ", ")) {}"
        return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    }
}

/// `@Attribute`, `@Relationship` and `@Transient` (SwiftData, iOS 17): marks
/// that only describe how a property is stored, which a memory-only store
/// does not need; they expand to nothing.
public struct SwiftDataMarkMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// SwiftData's `@Query` (iOS 17; https://developer.apple.com/documentation/swiftdata/query(filter:sort:animation:))
/// is a macro, as Apple's is: `@Query(sort: \Item.name) var items: [Item]`
/// becomes a `_items: Query<Item, [Item]>` made from the same arguments and a
/// getter reading it (a property wrapper could not infer `Item` from `[Item]`).
public struct QueryMacro: AccessorMacro, PeerMacro {
    static func parts(_ declaration: some DeclSyntaxProtocol) -> (name: TokenSyntax, type: TypeSyntax, element: TypeSyntax)? {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed,
              let type = binding.typeAnnotation?.type.trimmed
        else { return nil }
        if let array = type.as(ArrayTypeSyntax.self) { return (name, type, array.element.trimmed) }
        if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
           let argument = generic.genericArgumentClause?.arguments.first {
            return (name, type, TypeSyntax("\(raw: argument.argument.trimmedDescription)"))
        }
        return nil
    }

    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let (name, _, _) = parts(declaration) else { return [] }
        return ["get { _\(name).wrappedValue }"]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let (name, type, element) = parts(declaration) else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(
                    node: node,
                    message: MacroMisuse(message: "'@Query' needs a variable with an array type, as in '@Query var items: [Item]'", id: "Query")),
            ])
        }
        let arguments = node.arguments?.as(LabeledExprListSyntax.self)?.trimmedDescription ?? ""
        let access = declaration.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.private) } == true
            ? "private " : ""
        return ["\(raw: access)var _\(name): Query<\(element), \(type)> = Query(\(raw: arguments))"]
    }
}
