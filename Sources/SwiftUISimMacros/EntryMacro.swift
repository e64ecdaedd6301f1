import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: T = value` in an extension of `EnvironmentValues` (and
/// `Transaction`, `ContainerValues`, `FocusedValues`), expanded as SwiftUI
/// expands it (Apple, `Entry()`, iOS 18 / Xcode 16, back-deployed; the
/// expansion as Xcode shows it, forums.swift.org "How does the SwiftUI @Entry
/// macro get information about extension?"):
///
///     var name: T {
///         get { self[__Key_name.self] }
///         set { self[__Key_name.self] = newValue }
///     }
///     private struct __Key_name: EnvironmentKey {
///         typealias Value = T
///         static var defaultValue: Value { value }
///     }
///
/// The default is a computed property, as in SwiftUI: it is evaluated on
/// every read that finds no value set, so `@Entry var model = Model()` makes
/// a new model each time. Names are not module-qualified (SwiftUI writes
/// `SwiftUICore.EnvironmentKey`): lab code sees the simulator as `SwiftUI`
/// through a module alias, the package's own tests as `SwiftUISim`.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        // A misuse is reported here, once; the peer role then adds nothing.
        let entry = try Entry(declaration, context: context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let entry = try? Entry(declaration, context: context) else { return [] }
        return [entry.keyDeclaration]
    }
}

/// What one `@Entry` declares: the property, its container and its default.
struct Entry {
    /// The extended type, and the protocol its keys conform to.
    enum Container: String {
        case environmentValues = "EnvironmentValues"
        case transaction = "Transaction"
        case containerValues = "ContainerValues"
        case focusedValues = "FocusedValues"

        var keyProtocol: String {
            switch self {
            case .environmentValues: "EnvironmentKey"
            case .transaction: "TransactionKey"
            case .containerValues: "ContainerValueKey"
            case .focusedValues: "FocusedValueKey"
            }
        }
    }

    var name: String
    var container: Container
    var type: TypeSyntax?
    var initialValue: ExprSyntax?

    var keyName: String { "__Key_" + name }

    init(_ declaration: some DeclSyntaxProtocol, context: some MacroExpansionContext) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self), binding.accessorBlock == nil
        else {
            throw EntryError("'@Entry' applies to one stored 'var' property, as in '@Entry var name: Type = value'", at: declaration)
        }
        let extended = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first
        // `SwiftUI.EnvironmentValues` names the same type as `EnvironmentValues`.
        let typeName = extended.map { $0.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" }
        guard let typeName, let container = Container(rawValue: typeName) else {
            throw EntryError(
                "'@Entry' is for a property in an extension of EnvironmentValues, Transaction, ContainerValues or FocusedValues",
                at: declaration)
        }
        name = identifier.identifier.trimmedDescription
        self.container = container
        type = binding.typeAnnotation?.type.trimmed
        initialValue = binding.initializer?.value.trimmed
        if container == .focusedValues {
            guard let type, Self.wrapped(ofOptional: type) != nil else {
                throw EntryError("a FocusedValues entry has an optional type ('@Entry var name: Type?'): no value is focused by default", at: declaration)
            }
        } else if initialValue == nil, type.flatMap(Self.wrapped(ofOptional:)) == nil {
            throw EntryError("'@Entry' needs a default value ('@Entry var \(name): Type = value'), or an optional type", at: declaration)
        }
    }

    /// The key, private to the extension, as SwiftUI writes it.
    var keyDeclaration: DeclSyntax {
        let conformance = "private struct \(keyName): \(container.keyProtocol)"
        if container == .focusedValues, let type, let wrapped = Self.wrapped(ofOptional: type) {
            // A focused value's key names the wrapped type; the property is its optional.
            return "\(raw: conformance) {\n    typealias Value = \(raw: wrapped)\n}"
        }
        guard let type else {
            // No written type: only the value can say it, so the default is
            // stored (evaluated once) rather than computed.
            return "\(raw: conformance) {\n    static let defaultValue = \(initialValue ?? "nil")\n}"
        }
        return "\(raw: conformance) {\n    typealias Value = \(type)\n    static var defaultValue: Value { \(initialValue ?? "nil") }\n}"
    }

    /// `T` of `T?`, `T!` or `Optional<T>`.
    static func wrapped(ofOptional type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmedDescription }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.trimmedDescription }
        if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Optional",
            let arguments = generic.genericArgumentClause?.arguments, arguments.count == 1, let argument = arguments.first
        {
            return argument.argument.trimmedDescription
        }
        return nil
    }
}

/// A misuse: the compiler's error at the declaration.
func EntryError(_ message: String, at node: some SyntaxProtocol) -> DiagnosticsError {
    DiagnosticsError(diagnostics: [Diagnostic(node: node, message: MacroMisuse(message: message, id: "Entry"))])
}

/// An error message from one of these macros.
struct MacroMisuse: DiagnosticMessage {
    var message: String
    var id: String
    var diagnosticID: MessageID { MessageID(domain: "SwiftUISimMacros", id: id) }
    var severity: DiagnosticSeverity { .error }
}
