import SwiftParser
import SwiftSyntax

/// `@State var post: Post` set in an initializer (`self.post = post`):
/// Swift accepts it for SwiftUI's `State`, as a property wrapper (Xcode 26:
/// the assignment initialises the wrapper) and as a macro (Xcode 27: the
/// macro gives the property an `init` accessor). The simulator's `State` is a
/// wrapper whose `init(wrappedValue:)` takes an autoclosure (so that Xcode
/// 27's lazy initial value of a declaration can be modelled), and Swift's
/// definite initialization does not turn such an assignment into the
/// wrapper's initialization (docs/simulator.md, "Round 5"). So the runner
/// compiles a copy in which such an assignment is written as the
/// initialization it stands for, `self._post = State(wrappedValue: post)`:
/// evaluated at the assignment, on every init, in both releases (the
/// macro's `init` accessor takes a value). This is the part of the macro's
/// expansion a property wrapper cannot express.
///
/// Rewritten: in an initializer of a type, a statement `self.x = …` or
/// `x = …` (no parameter or local named `x`) whose `x` is a stored `@State`
/// property of that type declared without an initial value. The rest of the
/// line moves right by the inserted text; other lines keep their columns.
enum StateInitAssignments {
    static func expanded(_ source: String) -> String {
        guard source.contains("@State"), source.contains("init") else { return source }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        guard !finder.edits.isEmpty else { return source }
        var bytes = Array(source.utf8)
        for edit in finder.edits.sorted(by: { $0.offset > $1.offset }) {
            bytes.replaceSubrange(edit.offset..<edit.offset + edit.length, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    struct Edit { let offset: Int, length: Int, text: String }

    private final class Finder: SyntaxVisitor {
        var edits: [Edit] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.memberBlock); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.memberBlock); return .visitChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { collect(node.memberBlock); return .visitChildren }

        /// The type's `@State` properties without an initial value, then its initializers' assignments to them.
        private func collect(_ members: MemberBlockSyntax) {
            var names: Set<String> = []
            for member in members.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" })
                else { continue }
                for binding in variable.bindings where binding.initializer == nil && binding.accessorBlock == nil {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                }
            }
            guard !names.isEmpty else { return }
            for member in members.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
                let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
                let assignments = Assignments(properties: names, shadowed: parameters)
                assignments.walk(body)
                edits += assignments.edits
            }
        }
    }

    /// `self.x = …` / `x = …` statements in an initializer's body, outside closures and nested types.
    private final class Assignments: SyntaxVisitor {
        let properties: Set<String>
        var shadowed: Set<String>
        var edits: [Edit] = []
        init(properties: Set<String>, shadowed: Set<String>) {
            (self.properties, self.shadowed) = (properties, shadowed)
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            shadowed.insert(node.identifier.text)  // a local of that name: `x = …` is about it
            return .skipChildren
        }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let name = target(elements[0]) else { return .visitChildren }
            let first = elements[2], last = elements[elements.count - 1]
            edits.append(Edit(offset: elements[0].positionAfterSkippingLeadingTrivia.utf8Offset,
                              length: elements[0].trimmedLength.utf8Length, text: "self._\(name)"))
            edits.append(Edit(offset: first.positionAfterSkippingLeadingTrivia.utf8Offset, length: 0, text: "State(wrappedValue: "))
            edits.append(Edit(offset: last.endPositionBeforeTrailingTrivia.utf8Offset, length: 0, text: ")"))
            return .skipChildren
        }
        /// The property an assignment's left side names, if it is one of ours.
        private func target(_ expression: ExprSyntax) -> String? {
            if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self",
               properties.contains(member.declName.baseName.text) {
                return member.declName.baseName.text
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self), properties.contains(reference.baseName.text),
               !shadowed.contains(reference.baseName.text) {
                return reference.baseName.text
            }
            return nil
        }
    }
}
