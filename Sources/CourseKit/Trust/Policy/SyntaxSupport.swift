import SwiftSyntax

/// What `pick` returns for each node of type `Node` in `root`, in source order.
func collect<Node: SyntaxProtocol, Found>(_ type: Node.Type, in root: some SyntaxProtocol, _ pick: @escaping (Node) -> Found?) -> [Found] {
    SyntaxCollector<Node, Found>(root, pick: pick).found
}

private final class SyntaxCollector<Node: SyntaxProtocol, Found>: SyntaxAnyVisitor {
    private(set) var found: [Found] = []
    private let pick: (Node) -> Found?

    init(_ root: some SyntaxProtocol, pick: @escaping (Node) -> Found?) {
        self.pick = pick
        super.init(viewMode: .sourceAccurate)
        walk(root)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let node = node.as(Node.self), let value = pick(node) { found.append(value) }
        return .visitChildren
    }
}

extension TypeSyntax {
    /// The type as written, without generic arguments: `Array`, `Swift.Array`,
    /// `Outer.Inner`; `[String]` is `Array`, `String?` is `Optional`.
    var writtenName: String {
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = self.as(MemberTypeSyntax.self) { return member.baseType.writtenName + "." + member.name.text }
        if self.is(ArrayTypeSyntax.self) { return "Array" }
        if self.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        if self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "Optional" }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.writtenName }
        return trimmedDescription
    }
}

extension String {
    /// `Inner` of `Outer.Inner`.
    var lastComponent: String { split(separator: ".").last.map(String.init) ?? self }
}
