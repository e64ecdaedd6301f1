import SwiftSyntax

/// `closure-content`: a container view that stores `() -> Content`.
enum ClosureContentRule: Rule {
    static let description = RuleDescription(
        id: "closure-content",
        name: "Closure-based content",
        severity: .warning,
        message: "Store the built content (`@ViewBuilder let content: Content`) instead of a `() -> Content` closure",
        rationale: """
            When a parent updates, SwiftUI compares the new child view value with the old one to decide \
            whether to run the child's `body`. A closure built in the parent's body (a trailing `{ … }` \
            that captures anything) is new on every pass and almost always compares unequal, so a container \
            that stores `let content: () -> Content`, directly or inside a small struct of its own, looks \
            changed and its body (and the closure) runs on every parent update. Store the view value instead: `@ViewBuilder let content: Content`, or an `init` \
            taking `@ViewBuilder content: () -> Content` that calls it once and stores the result. Closures \
            that take a parameter (row builders like `(Item) -> Row`) cannot be pre-built and are not flagged; \
            nor is a view that also stores such a builder or an action closure (`onTap: () -> Void`): that \
            closure is new on every pass too, so the view compares unequal whatever is done with its content. \
            It is a warning when the container's own state changes often (bound to a text field or \
            slider, a `@GestureState`, written from an event stream): each change calls the closure \
            again; state that changes on discrete events (a tap, a selection) is a note, one closure \
            run per event. A container that keeps no state of its own (no `@State`, `@Binding`, observed object or \
            `@Environment(Model.self)`) is a note: it runs only when its parent does, where the closure \
            costs one extra run of a body that passes the content through; whether that matters depends \
            on how often the parent updates, which the linter cannot see. With state of its own, each \
            of its updates calls the closure again and rebuilds the parent's content, which a stored \
            value would not.
            """,
        matters: """
            A reusable container (card, sheet wrapper, header) whose parent updates often: every \
            parent pass re-runs its body and calls the closure, even when nothing it shows changed.
            """,
        doesNotMatter: """
            Row builders that take a parameter (`(Item) -> Row`) cannot be pre-built and are not \
            reported; for a small wrapper whose parent rarely updates the cost is one extra body \
            run, so fixing it is cheap hygiene rather than a measurable win.
            """,
        triggeringExamples: [
            """
            // Round 20, a note: state written from a publisher's events (not a timer) changes on discrete events.
            struct Wrapper<Content: View>: View {
                @State private var shown = false
                let ↓content: () -> Content
                @EnvironmentObject var modal: ModalState
                var body: some View {
                    VStack { content() }.onReceive(modal.dismissablePublisher) { shown = $0 }
                }
            }
            struct Root: View {
                var body: some View { Wrapper { Text("a") } }
            }
            """,
            """
            // A warning: the container's own state changes on every keystroke, and each change calls the closure again.
            struct Filtered<Content: View>: View {
                @State private var query = ""
                let ↓content: () -> Content
                var body: some View {
                    VStack {
                        TextField("Filter", text: $query)
                        content()
                    }
                }
            }
            struct Search: View {
                var body: some View { Filtered { Text("Rows") } }
            }
            """,
            """
            // Round 19, a note: no view of the linted files builds the container yet.
            struct Springy<Content: View>: View {
                @GestureState private var offset: CGSize = .zero
                let ↓content: () -> Content
                var body: some View {
                    content()
                        .offset(offset)
                        .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
                }
            }
            """,
            """
            // Round 13, a note: `text` is the parent's binding; when the parent's body reads it, typing
            // re-runs the parent, which rebuilds this view and its closures anyway.
            struct RevealingField<Label: View>: View {
                @Binding var text: String
                @State private var revealed = false
                let ↓label: () -> Label
                var body: some View {
                    HStack {
                        if revealed { TextField("Secret", text: $text) } else { SecureField("Secret", text: $text) }
                        Button { revealed.toggle() } label: { label() }
                    }
                }
            }
            """,
            """
            // A note: its state changes on a tap, once per event.
            struct Disclosure<Content: View>: View {
                @State private var expanded = false
                let ↓content: () -> Content
                var body: some View {
                    VStack {
                        Button("More") { expanded.toggle() }
                        if expanded { content() }
                    }
                }
            }
            """,
            """
            // Notes: these keep no state, so the closure runs only when the parent's body does.
            typealias Make<C> = () -> C
            struct Panel<Content: View>: View {
                let ↓content: Make<Content>
                var body: some View { content() }
            }
            """,
            """
            struct Card<Content: View>: View {
                let ↓content: () -> Content
                var body: some View {
                    VStack { Text("Header"); content() }
                }
            }
            """,
            """
            struct Deferred<C> {
                let make: () -> C
            }
            struct Card<Content: View>: View {
                let ↓content: Deferred<Content>
                var body: some View { content.make() }
            }
            """,
            """
            struct Panel<Body2>: View where Body2: View {
                @ViewBuilder var ↓builder: () -> Body2
                var footer: (() -> Text)?
                var body: some View { builder() }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Card<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View {
                    VStack { Text("Header"); content }
                }
            }
            """,
            """
            struct Card<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) {
                    self.content = content()
                }
                var body: some View { content }
            }
            """,
            """
            struct Boxed<C> {
                let value: C
                let onTap: () -> Void
            }
            struct Card<Content: View>: View {
                let content: Boxed<Content>
                var body: some View { content.value }
            }
            """,
            """
            struct Card<Content: View>: View {
                let content: () -> Content
                let onTap: () -> Void
                var body: some View {
                    VStack { content() }.onTapGesture(perform: onTap)
                }
            }
            """,
            """
            struct Choice<Value, Content: View>: View {
                let values: [Value]
                let header: () -> Content
                let label: (Value) -> Content
                var body: some View {
                    VStack { header() }
                }
            }
            """,
            """
            struct Rows<Item, Row: View>: View {
                let items: [Item]
                let row: (Item) -> Row
                let onTap: () -> Void
                var body: some View { Text("rows") }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        // `typealias Make<C> = () -> C`: a stored `Make<Content>` is the same closure.
        var aliases: [String: TypeAliasDeclSyntax] = [:]
        for alias in file.tree.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(TypeAliasDeclSyntax.self) }) {
            aliases[alias.name.text] = alias
        }
        // `struct Deferred<C> { let make: () -> C }`: a stored `Deferred<Content>`
        // holds the same closure one struct further in (compared field by field).
        var wrappers: [String: Int] = [:]
        for decl in file.typeDecls where !decl.isViewDecl(in: file) {
            guard let name = Syntax(decl).typeName else { continue }
            let generics = (decl.as(StructDeclSyntax.self)?.genericParameterClause ?? decl.as(ClassDeclSyntax.self)?.genericParameterClause)?
                .parameters.map(\.name.text) ?? []
            for (_, returned) in contentClosures(of: decl, aliases: aliases) {
                if let returned, let position = generics.firstIndex(of: returned) { wrappers[name] = position }
            }
        }
        for decl in file.typeDecls where decl.isViewDecl(in: file) {
            // A closure the fix cannot replace by its value (an action, a `(Value) -> Content`
            // builder) is new on every parent pass too: the view compares unequal anyway, and
            // storing the content built gains nothing.
            if storesIrreplaceableClosure(decl, aliases: aliases) { continue }
            let generics = decl.genericParameterNames
            for (binding, returned) in contentClosures(of: decl, aliases: aliases, wrappers: wrappers) {
                guard returned.map(generics.contains) == true || returned == "some View",
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)
                else { continue }
                guard keepsOwnState(decl) else {
                    result.append(Violation(name.identifier, message: statelessMessage, severity: .note))
                    continue
                }
                // A warning only when that state changes often (typing, a slider, a gesture, an
                // event stream): then every such change calls the closure again. Discrete updates
                // (a tap, a selection) call it once per event, the cost of a body run.
                let fast = Members.typePath(of: decl).map {
                    ComputedViewSectionRule.fastState(of: $0, wrappers: decl.wrappedProperties, in: file)
                } ?? []
                if fast.isEmpty {
                    result.append(Violation(name.identifier, message: discreteMessage, severity: .note))
                    continue
                }
                let message = "`\(fast.sorted().joined(separator: "`, `"))` changes often (typing, a slider, a gesture or an event stream), and each change calls this closure again, rebuilding the parent's content; store the built content (`@ViewBuilder let content: Content`)"
                // Round 19 (convos-ios): a container no view of the linted files builds has no parent
                // content to rebuild yet: a note (the binding case below says more when it applies).
                if let viewName = Syntax(decl).typeName, fast.contains(where: { decl.wrappedProperties[$0] != "Binding" }) {
                    if file.index.calledNames == nil, !file.seesWholeSet {
                        file.wantsWholeSet = true
                    } else if !file.index.builtByViews.contains(viewName), !file.index.returnedViews.contains(viewName) {
                        result.append(Violation(name.identifier, message: message + " (a note: no view of the linted files builds `\(viewName)`, so no parent's content is rebuilt yet)", severity: .note))
                        continue
                    }
                }
                // Round 13: the cost is proven only for state the view owns. A `@Binding`'s value lives
                // in the parent: when the parent's body reads it, each change re-runs the parent, which
                // rebuilds this view and its closures anyway, and storing the content saves nothing.
                let wrappers = decl.wrappedProperties
                let owned = fast.filter { wrappers[$0] != "Binding" }
                result.append(Violation(name.identifier, message: message, evidence: owned.isEmpty
                    ? .suspected("`\(fast.sorted().joined(separator: "`, `"))` is the parent's binding; check whether the parent's body reads it, as then each change rebuilds this view and its closures anyway")
                    : .proven))
            }
        }
        return result
    }

    static let discreteMessage =
        "This view's own state changes only on discrete events here (a tap, a selection, a model update), each of which calls the closure again: one extra run per event; "
        + "store the built content (`@ViewBuilder let content: Content`) if the closure is costly or the events frequent"

    static let statelessMessage =
        "This container keeps no state of its own, so the closure runs only when the parent's body runs, costing one extra run of this body; "
        + "it matters if the parent updates often (which the linter cannot see): then store the built content (`@ViewBuilder let content: Content`)"

    /// Wrappers that make a view update on its own, apart from its parent: each such update
    /// calls a stored content closure again. Settings and environment values by key path
    /// (`@AppStorage`, `@Environment(\.colorScheme)`) change rarely and do not count.
    static let ownUpdateWrappers: Set<String> = [
        "State", "Binding", "StateObject", "ObservedObject", "EnvironmentObject", "Bindable", "FocusState",
        "GestureState", "SceneStorage", "Query", "FetchRequest",
    ]

    /// Whether the view has state that updates it apart from its parent (in this declaration or an extension).
    private static func keepsOwnState(_ decl: DeclGroupSyntax) -> Bool {
        for item in decl.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic, let wrapper = variable.wrapperName else { continue }
            if ownUpdateWrappers.contains(wrapper) { return true }
            // `@Environment(Model.self)`: an observable object, not a value read by key path.
            if wrapper == "Environment", variable.attributes.trimmedDescription.contains(".self") { return true }
        }
        return false
    }

    /// The stored properties of `decl` that hold a closure taking nothing,
    /// with the name of what it returns (`some View` for an opaque view): a
    /// closure type, an alias of one, or a wrapper of the file holding one.
    private static func contentClosures(
        of decl: DeclGroupSyntax, aliases: [String: TypeAliasDeclSyntax], wrappers: [String: Int] = [:]
    ) -> [(PatternBindingSyntax, String?)] {
        var found: [(PatternBindingSyntax, String?)] = []
        for item in decl.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
            for binding in variable.bindings where !binding.isComputed {
                guard let type = binding.typeAnnotation?.type else { continue }
                if let (function, returnedName) = resolvedFunction(type, aliases: aliases),
                    function.parameters.isEmpty || isVoidParameterList(function)
                {
                    found.append((binding, function.returnClause.type.isOpaqueView ? "some View" : returnedName))
                } else if let named = type.as(IdentifierTypeSyntax.self), let position = wrappers[named.name.text],
                    let arguments = named.genericArgumentClause?.arguments, position < arguments.count
                {
                    found.append((binding, arguments[arguments.index(arguments.startIndex, offsetBy: position)].argument.trimmedDescription))
                }
            }
        }
        return found
    }

    /// Whether `decl` stores a closure that cannot be called once and kept
    /// as its value: one taking parameters, or returning nothing (optional or not).
    private static func storesIrreplaceableClosure(_ decl: DeclGroupSyntax, aliases: [String: TypeAliasDeclSyntax]) -> Bool {
        for item in decl.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
            for binding in variable.bindings where !binding.isComputed {
                guard var type = binding.typeAnnotation?.type else { continue }
                if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
                if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = optional.wrappedType }
                guard let (function, _) = resolvedFunction(type, aliases: aliases) else { continue }
                let takesParameters = !function.parameters.isEmpty && !isVoidParameterList(function)
                let returned = function.returnClause.type
                let returnsNothing = ["Void", "()"].contains(returned.trimmedDescription) || returned.as(TupleTypeSyntax.self)?.elements.isEmpty == true
                if takesParameters || returnsNothing { return true }
            }
        }
        return false
    }

    private static func isVoidParameterList(_ function: FunctionTypeSyntax) -> Bool {
        function.parameters.count == 1 && function.parameters.first?.type.lastNameComponent == "Void"
    }

    /// The function type a property's type names, through a typealias of the
    /// file, with the name its result has at the use (`Make<Content>` returns `Content`).
    private static func resolvedFunction(_ type: TypeSyntax, aliases: [String: TypeAliasDeclSyntax]) -> (FunctionTypeSyntax, String?)? {
        if let function = functionType(type) { return (function, function.returnClause.type.lastNameComponent) }
        guard let named = type.as(IdentifierTypeSyntax.self), let alias = aliases[named.name.text],
            let function = functionType(alias.initializer.value)
        else { return nil }
        var returned = function.returnClause.type.lastNameComponent
        let parameters = alias.genericParameterClause?.parameters.map(\.name.text) ?? []
        let arguments = named.genericArgumentClause?.arguments.map { $0.argument.trimmedDescription } ?? []
        if let name = returned, let position = parameters.firstIndex(of: name), position < arguments.count { returned = arguments[position] }
        return (function, returned)
    }

    /// The function type of a property, seeing through `@escaping`, parentheses (not optionals:
    /// an optional closure is usually an optional accessory, still flagged only when non-optional).
    private static func functionType(_ type: TypeSyntax) -> FunctionTypeSyntax? {
        if let function = type.as(FunctionTypeSyntax.self) { return function }
        if let attributed = type.as(AttributedTypeSyntax.self) { return functionType(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return functionType(only.type)
        }
        return nil
    }
}
