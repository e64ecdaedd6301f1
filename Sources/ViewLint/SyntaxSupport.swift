import SwiftSyntax

/// SwiftUI names the rules recognise.
enum SwiftUINames {
    /// Protocols whose conformers build views in a `body`-like member.
    static let viewProtocols: Set<String> = [
        "View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle",
        "ProgressViewStyle", "GroupBoxStyle", "MenuStyle", "DisclosureGroupStyle", "LabeledContentStyle",
        "ControlGroupStyle", "FormStyle",
    ]

    /// Property wrappers that hold or observe state a view reads.
    static let stateWrappers: Set<String> = [
        "State", "Binding", "StateObject", "ObservedObject", "EnvironmentObject", "Environment",
        "Bindable", "FocusState", "GestureState", "AppStorage", "SceneStorage", "Query", "FetchRequest",
        "Published",
    ]

    /// Containers whose content closure is laid out by SwiftUI.
    static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "List", "ScrollView", "Group", "Section", "Form", "NavigationStack", "NavigationView",
        "NavigationSplitView", "TabView", "ForEach", "GeometryReader", "ScrollViewReader", "ViewThatFits",
        "ControlGroup", "GroupBox", "DisclosureGroup", "Menu", "Table", "OutlineGroup",
    ]
}

extension SyntaxProtocol {
    /// The source text of the node without its leading and trailing trivia.
    var text: String { trimmedDescription }

    /// The nearest ancestor of a given kind.
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let match = node.as(T.self) { return match }
            current = node.parent
        }
        return nil
    }

    /// True if `self` lies inside `other` (or is it).
    func isInside(_ other: some SyntaxProtocol) -> Bool {
        let range = other.position..<other.endPosition
        return range.contains(position) && endPosition <= other.endPosition
    }
}

extension Syntax {
    /// The name a type declaration or extension gives (last component for `extension A.B`).
    var typeName: String? {
        if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(ExtensionDeclSyntax.self) { return decl.extendedType.lastNameComponent }
        return nil
    }
}

extension TypeSyntax {
    /// `SwiftUI.View` → `View`, `Foo<Bar>` → `Foo`, `View` → `View`.
    var lastNameComponent: String? {
        if let type = self.as(IdentifierTypeSyntax.self) { return type.name.text }
        if let type = self.as(MemberTypeSyntax.self) { return type.name.text }
        if let type = self.as(AttributedTypeSyntax.self) { return type.baseType.lastNameComponent }
        return nil
    }

    /// True for `some View`, `some SwiftUI.View`, `AnyView` and `any View`.
    var isOpaqueView: Bool {
        if let some = self.as(SomeOrAnyTypeSyntax.self) {
            return some.constraint.lastNameComponent == "View"
        }
        return lastNameComponent == "AnyView"
    }
}

extension DeclGroupSyntax {
    /// The names in the inheritance clause (last component; compositions flattened).
    var inheritedTypeNames: [String] {
        guard let clause = inheritanceClause else { return [] }
        var names: [String] = []
        for inherited in clause.inheritedTypes {
            if let composition = inherited.type.as(CompositionTypeSyntax.self) {
                names += composition.elements.compactMap { $0.type.lastNameComponent }
            } else if let name = inherited.type.lastNameComponent {
                names.append(name)
            }
        }
        return names
    }

    /// True if a member is `var body: some View { … }`.
    var declaresViewBody: Bool {
        memberBlock.members.contains { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { binding in
                binding.name == "body" && binding.typeAnnotation?.type.isOpaqueView == true
            }
        }
    }

    /// True if this declaration is (or extends) a type conforming to a view protocol.
    func isViewDecl(in file: LintFile) -> Bool {
        if inheritedTypeNames.contains(where: SwiftUINames.viewProtocols.contains) || declaresViewBody {
            return true
        }
        if let name = Syntax(self).typeName { return file.viewTypeNames.contains(name) }
        return false
    }

    /// Stored and computed properties declared with one of the given wrappers, name → wrapper.
    var wrappedProperties: [String: String] {
        var result: [String: String] = [:]
        for item in memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                  let wrapper = variable.wrapperName, SwiftUINames.stateWrappers.contains(wrapper)
            else { continue }
            for binding in variable.bindings {
                if let name = binding.name { result[name] = wrapper }
            }
        }
        return result
    }

    /// Every property wrapper of the type's properties by property name, SwiftUI's or not (`@Default`).
    var allWrappers: [String: String] {
        var result: [String: String] = [:]
        for item in memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), let wrapper = variable.wrapperName else { continue }
            for binding in variable.bindings {
                if let name = binding.name { result[name] = wrapper }
            }
        }
        return result
    }

    /// Names of every property declared directly in this type.
    var propertyNames: Set<String> {
        var result: Set<String> = []
        for item in memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.name { result.insert(name) }
            }
        }
        return result
    }

    /// The declared type of a member property, if written.
    func propertyType(named name: String) -> TypeSyntax? {
        for item in memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.name == name {
                return binding.typeAnnotation?.type
            }
        }
        return nil
    }

    /// The generic parameter names of a struct/class/enum declaration.
    var genericParameterNames: Set<String> {
        var clause: GenericParameterClauseSyntax?
        if let decl = self.as(StructDeclSyntax.self) { clause = decl.genericParameterClause }
        if let decl = self.as(ClassDeclSyntax.self) { clause = decl.genericParameterClause }
        if let decl = self.as(EnumDeclSyntax.self) { clause = decl.genericParameterClause }
        return Set(clause?.parameters.map { $0.name.text } ?? [])
    }
}

extension PatternBindingSyntax {
    /// The bound identifier (`let x = …` → `x`).
    var name: String? {
        pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// True for a computed property (a getter block, not observers only).
    var isComputed: Bool {
        guard let block = accessorBlock else { return false }
        if case .accessors(let list) = block.accessors {
            return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        }
        return true
    }
}

extension VariableDeclSyntax {
    /// The first attribute's simple name (`@State private var` → `State`).
    var wrapperName: String? {
        for element in attributes {
            if case .attribute(let attribute) = element {
                return attribute.attributeName.lastNameComponent
            }
        }
        return nil
    }

    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.lastNameComponent == name }
            return false
        }
    }

    var isStatic: Bool {
        modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    /// True if declared directly in a type's member block (not a local).
    var isMember: Bool {
        parent?.is(MemberBlockItemSyntax.self) == true
    }
}

extension FunctionDeclSyntax {
    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.lastNameComponent == name }
            return false
        }
    }
}

extension ExprSyntax {
    /// The simple name an expression refers to: `foo` → foo, `a.b.foo` → foo, `Foo<T>` → Foo.
    var referencedName: String? {
        if let ref = self.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = self.as(GenericSpecializationExprSyntax.self) { return generic.expression.referencedName }
        return nil
    }

    /// The innermost base of a chain: `Text("a").font(.b).padding()` → `Text("a")`,
    /// `self.model.items` → `self`, `items.filter { }` → `items`.
    var chainRoot: ExprSyntax {
        var current = self
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let tryExpr = current.as(TryExprSyntax.self) {
                current = tryExpr.expression
            } else if let awaitExpr = current.as(AwaitExprSyntax.self) {
                current = awaitExpr.expression
            } else {
                return current
            }
        }
    }

    /// For a view expression (`Foo(…).modifier()…`), the type name that builds it: `Foo`.
    /// Returns nil when the root is not a call of a capitalised name.
    var viewTypeName: String? {
        let root = chainRoot
        if let call = root.as(FunctionCallExprSyntax.self), let name = call.calledExpression.referencedName,
           call.calledExpression.is(DeclReferenceExprSyntax.self) || call.calledExpression.is(GenericSpecializationExprSyntax.self),
           name.first?.isUppercase == true {
            return name
        }
        if let call = root.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "SwiftUI" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Strips `try`, `await`, parentheses.
    var unwrapped: ExprSyntax {
        if let tryExpr = self.as(TryExprSyntax.self) { return tryExpr.expression.unwrapped }
        if let awaitExpr = self.as(AwaitExprSyntax.self) { return awaitExpr.expression.unwrapped }
        if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return only.expression.unwrapped
        }
        return self
    }
}

extension FunctionCallExprSyntax {
    /// The called name: `Foo(…)` → Foo, `x.bar(…)` → bar.
    var calleeName: String? { calledExpression.referencedName }

    /// The receiver of a modifier-style call: `base.name(…)` → base.
    var receiver: ExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// Every closure passed to the call, in source order, with its label (nil for unlabeled).
    var closureArguments: [(label: String?, closure: ClosureExprSyntax)] {
        var result: [(String?, ClosureExprSyntax)] = []
        for argument in arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                result.append((argument.label?.text, closure))
            }
        }
        if let trailing = trailingClosure { result.append((nil, trailing)) }
        for extra in additionalTrailingClosures { result.append((extra.label.text, extra.closure)) }
        return result
    }

    /// The content closure of a container (`VStack { … }` or `VStack(content: { … })`).
    var contentClosure: ClosureExprSyntax? {
        if let trailing = trailingClosure { return trailing }
        return arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
    }

    func argument(labeled label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }
}

extension ClosureExprSyntax {
    /// The expressions a view-builder closure lists, one per statement
    /// (declarations and other statements are returned as nil entries).
    var builderChildren: [ExprSyntax?] {
        statements.map { item -> ExprSyntax? in
            switch item.item {
            case .expr(let expr): return expr
            case .stmt(let stmt): return stmt.as(ExpressionStmtSyntax.self)?.expression
            default: return nil
            }
        }
    }

    /// True if the closure takes parameters (a signature or `$0`-style shorthand).
    var takesParameters: Bool {
        if let signature, signature.parameterClause != nil { return true }
        return statements.tokens(viewMode: .sourceAccurate).contains {
            if case .dollarIdentifier = $0.tokenKind { return true }
            return false
        }
    }
}

extension CodeBlockItemListSyntax {
    var expressions: [ExprSyntax?] {
        map { item -> ExprSyntax? in
            switch item.item {
            case .expr(let expr): return expr
            case .stmt(let stmt): return stmt.as(ExpressionStmtSyntax.self)?.expression
            default: return nil
            }
        }
    }
}
