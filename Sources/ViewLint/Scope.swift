import SwiftSyntax

/// When a piece of code runs, as far as the view update model is concerned.
enum ExecutionScope: Equatable {
    /// Runs every time `body` (or a view-building helper it calls) runs.
    case viewBuilding
    /// Runs every time the view value is created: its `init`, or a stored property's default value.
    case viewInit
    /// Runs later, in response to something: action closures, lifecycle modifiers, tasks, stored closures.
    case deferred
    /// Anything else (models, static members, free functions…).
    case other
}

enum Scopes {
    /// Closure labels whose closure is an action, run later.
    static let deferredLabels: Set<String> = [
        "action", "perform", "completion", "completionHandler", "handler", "operation", "execute", "block",
        "onCommit", "onEditingChanged", "onDismiss", "onCompletion", "onIncrement", "onDecrement",
        "primaryAction", "dismissAction", "set",
    ]

    /// Called names whose closure arguments run later.
    static let deferredCallees: Set<String> = [
        "Task", "detached", "async", "asyncAfter", "sync", "asyncAndWait", "concurrentPerform", "task",
        "refreshable", "perform", "scheduledTimer", "addObserver", "sink", "dropDestination", "fileImporter",
        "fileExporter", "handlesExternalEvents", "userActivity", "backgroundTask", "draggable",
        "withTaskGroup", "withThrowingTaskGroup", "withCheckedContinuation", "withCheckedThrowingContinuation",
        "DispatchWorkItem", "Timer", "onReceive", "Binding", "accessibilityAction",
    ]

    /// Lower-case called names whose closures run right away even though they take parameters
    /// (collection algorithms, view-content modifiers).
    static let immediateCallees: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "sorted", "sort", "first", "last",
        "contains", "allSatisfy", "min", "max", "firstIndex", "lastIndex", "drop", "prefix", "split",
        "mapValues", "compactMapValues", "partition", "removeAll", "count",
        "navigationDestination", "sheet", "popover", "fullScreenCover", "overlay", "background", "mask",
        "contextMenu", "toolbar", "swipeActions", "alert", "confirmationDialog", "safeAreaInset",
        "withAnimation", "withTransaction", "searchSuggestions", "inspector",
    ]

    /// The collection algorithms among `immediateCallees`: their closures are never async.
    static let collectionAlgorithms: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "sorted", "sort", "first", "last",
        "contains", "allSatisfy", "min", "max", "firstIndex", "lastIndex", "drop", "prefix", "split",
        "mapValues", "compactMapValues", "partition", "removeAll", "count",
    ]

    /// Controls whose first unlabeled closure is their action.
    static let actionControls: Set<String> = ["Button", "AsyncButton"]

    /// Classifies where `node` runs.
    static func scope(of node: some SyntaxProtocol, in file: LintFile) -> ExecutionScope {
        var current: Syntax? = node.parent
        var child = Syntax(node)
        while let syntax = current {
            // `body` runs on the main thread, so a branch taken only off it never runs there.
            if offMainThreadOnly(syntax, child: child) { return .deferred }
            if let closure = syntax.as(ClosureExprSyntax.self) {
                if !runsImmediately(closure, in: file) { return .deferred }
            } else if let function = syntax.as(FunctionDeclSyntax.self) {
                return isViewBuilding(function, in: file) ? .viewBuilding : .other
            } else if let initializer = syntax.as(InitializerDeclSyntax.self) {
                if let type = initializer.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
                   type.isViewDecl(in: file) {
                    return .viewInit
                }
                return .other
            } else if let binding = syntax.as(PatternBindingSyntax.self),
                      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) {
                if variable.isMember {
                    return memberScope(variable: variable, binding: binding, via: child, in: file)
                }
                // A local: keep walking outwards.
            } else if syntax.isProtocol(DeclGroupSyntax.self) || syntax.is(SourceFileSyntax.self) {
                return .other
            } else if let accessor = syntax.as(AccessorDeclSyntax.self), !AccessorBlockSyntax.isRead(accessor) {
                // A setter or observer runs where the property is set (an action, a binding), not when it is read.
                return .other
            }
            child = syntax
            current = syntax.parent
        }
        return .other
    }

    /// `child` is the branch of `syntax` taken only off the main thread: the body of
    /// `if !Thread.isMainThread { … }`, the `else` of `if Thread.isMainThread { … } else { … }`,
    /// the `else` of `guard Thread.isMainThread else { … }`. SwiftUI runs `body` on the main
    /// actor (`View` is `@MainActor` since iOS 18/macOS 15, and `body` always was), so body never takes it.
    static func offMainThreadOnly(_ syntax: Syntax, child: Syntax) -> Bool {
        func condition(_ conditions: ConditionElementListSyntax) -> Bool? {
            guard conditions.count == 1, let expr = conditions.first?.condition.as(ExprSyntax.self) else { return nil }
            let text = expr.trimmedDescription.replacingOccurrences(of: " ", with: "")
            if ["Thread.isMainThread", "Foundation.Thread.isMainThread"].contains(text) { return true }
            if ["!Thread.isMainThread", "!Foundation.Thread.isMainThread"].contains(text) { return false }
            return nil
        }
        if let ifExpr = syntax.as(IfExprSyntax.self), let onMain = condition(ifExpr.conditions) {
            return onMain ? ifExpr.elseBody?.id == child.id : ifExpr.body.id == child.id
        }
        if let guardStmt = syntax.as(GuardStmtSyntax.self), condition(guardStmt.conditions) == true {
            return guardStmt.body.id == child.id
        }
        return false
    }

    /// For code that runs when `body` runs only because `body` calls the method or computed
    /// property it sits in (directly or through other helpers): that chain of members, innermost
    /// first, ending at the view-building member (`["refresh()", "body"]`). Nil when the code sits
    /// in an action closure, or its member is not called from `body`.
    static func bodyCallChain(of node: some SyntaxProtocol, in file: LintFile) -> [String]? {
        var current: Syntax? = node.parent
        var child = Syntax(node)
        while let syntax = current {
            if offMainThreadOnly(syntax, child: child) { return nil }
            if let closure = syntax.as(ClosureExprSyntax.self) {
                if !runsImmediately(closure, in: file) { return nil }
            } else if let accessor = syntax.as(AccessorDeclSyntax.self), !AccessorBlockSyntax.isRead(accessor) {
                // A setter (`nonmutating set`) or observer is not what reading the property runs.
                return nil
            } else if let function = syntax.as(FunctionDeclSyntax.self) {
                guard function.parent?.is(MemberBlockItemSyntax.self) == true,
                      let type = function.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
                      let path = Members.typePath(of: type)
                else { return nil }
                let chain = file.index.chain(type: path, member: Members.key(of: function))
                // Round 19: a closure handed to a view declared elsewhere may be its stored callback.
                if chain != nil, file.index.calledNames == nil, !file.seesWholeSet, file.index.handsClosuresToUnknownViews(type: path) {
                    file.wantsWholeSet = true
                }
                return chain
            } else if let binding = syntax.as(PatternBindingSyntax.self),
                      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.isMember {
                guard let accessors = binding.accessorBlock, child.id == accessors.id, let name = binding.name,
                      let type = variable.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self),
                      let path = Members.typePath(of: type)
                else { return nil }
                let chain = file.index.chain(type: path, member: name)
                if chain != nil, file.index.calledNames == nil, !file.seesWholeSet, file.index.handsClosuresToUnknownViews(type: path) {
                    file.wantsWholeSet = true
                }
                return chain
            } else if syntax.is(InitializerDeclSyntax.self) || syntax.isProtocol(DeclGroupSyntax.self)
                        || syntax.is(SourceFileSyntax.self) {
                return nil
            }
            child = syntax
            current = syntax.parent
        }
        return nil
    }

    /// How `body` comes to run a piece of code, if it does.
    enum BodyRun: Equatable {
        /// `body` (or a view-building member) runs it itself.
        case direct
        /// It sits in a helper that `body` calls: the chain from `bodyCallChain`.
        case via([String])
    }

    /// Whether `body` runs `node` on every pass: directly, or through the type's own methods and
    /// computed properties (action closures on the way stop it).
    static func bodyRun(of node: some SyntaxProtocol, in file: LintFile) -> BodyRun? {
        switch scope(of: node, in: file) {
        case .viewBuilding: return isUncalledHelper(node, in: file) ? nil : .direct
        case .deferred, .viewInit: return nil
        case .other: return bodyCallChain(of: node, in: file).map(BodyRun.via)
        }
    }

    /// Round 16: a view-building method (`func viewSizeReader(_:) -> some View`) that no code of the
    /// linted files calls, not `body`: only code reachable from a `body` runs with one, so its work
    /// is no body work (Suwatte's `InteractiveTagView.viewSizeReader`, called nowhere). Asks for the
    /// whole set when the file alone does not call it.
    static func isUncalledHelper(_ node: some SyntaxProtocol, in file: LintFile) -> Bool {
        guard let function = node.ancestor(FunctionDeclSyntax.self), function.parent?.is(MemberBlockItemSyntax.self) == true,
              !["body", "makeBody"].contains(function.name.text), case .identifier(let name) = function.name.tokenKind,
              isViewBuilding(function, in: file)
        else { return false }
        return !file.isCalled(name)
    }

    /// "in `refresh()`, called from `body`" for a chain from `bodyCallChain`.
    static func describe(chain: [String]) -> String {
        guard let first = chain.first else { return "" }
        var text = "in `\(first)`"
        for caller in chain.dropFirst() { text += ", called from `\(caller)`" }
        return text
    }

    private static func memberScope(
        variable: VariableDeclSyntax, binding: PatternBindingSyntax, via child: Syntax, in file: LintFile
    ) -> ExecutionScope {
        guard let type = variable.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self) else {
            return .other
        }
        if let accessors = binding.accessorBlock, child.id == accessors.id {
            if binding.isComputed, isViewBuilding(variable: variable, binding: binding, in: type, file: file) {
                return .viewBuilding
            }
            return .other
        }
        if let initializer = binding.initializer, child.id == initializer.id {
            // A stored property's default value runs whenever the view value is made,
            // except @StateObject (an autoclosure run once) and static storage.
            if variable.isStatic || variable.wrapperName == "StateObject" { return .other }
            return type.isViewDecl(in: file) ? .viewInit : .other
        }
        return .other
    }

    static func isViewBuilding(
        variable: VariableDeclSyntax, binding: PatternBindingSyntax, in type: DeclGroupSyntax, file: LintFile
    ) -> Bool {
        if variable.isStatic { return false }
        if binding.typeAnnotation?.type.isOpaqueView == true { return true }
        if variable.hasAttribute("ViewBuilder") { return true }
        if binding.name == "body", type.isViewDecl(in: file) { return true }
        return false
    }

    static func isViewBuilding(_ function: FunctionDeclSyntax, in file: LintFile) -> Bool {
        if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { return false }
        if function.hasAttribute("ViewBuilder") { return true }
        if let type = function.signature.returnClause?.type, type.isOpaqueView { return true }
        return false
    }

    /// True if a closure's code runs as part of the expression it appears in
    /// (view content, collection algorithms, an immediately-called closure),
    /// false if it is stored or run later (actions, lifecycle modifiers, tasks).
    static func runsImmediately(_ closure: ClosureExprSyntax, in file: LintFile? = nil) -> Bool {
        guard let parent = closure.parent else { return false }
        var label: String?
        var owner: FunctionCallExprSyntax?
        if let call = parent.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.id == closure.id { return true }
            owner = call
        } else if let argument = parent.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            label = argument.label?.text
            owner = call
        } else if let element = parent.as(MultipleTrailingClosureElementSyntax.self),
                  let call = element.parent?.parent?.as(FunctionCallExprSyntax.self) {
            label = element.label.text
            owner = call
        }
        guard let call = owner else { return false }
        if let label {
            if deferredLabels.contains(label) || isOnName(label) { return false }
            // `deleteAction:`, `reportClbk:`, `completionHandler:`, `didSelect:`, `willDismiss:`.
            if ["Action", "Clbk", "Callback", "callback", "Handler"].contains(where: label.hasSuffix)
                || (label.hasPrefix("did") || label.hasPrefix("will")) && label.dropFirst(label.hasPrefix("did") ? 3 : 4).first?.isUppercase == true {
                return false
            }
        }
        let name = call.calledExpression.referencedName ?? ""
        if actionControls.contains(name), label == nil, call.argument(labeled: "action") == nil,
           call.closureArguments.first?.closure.id == closure.id {
            return false
        }
        // `.sheet(item: $x) { onDismiss } content: { … }`: before a `content:` closure, the
        // unlabeled trailing closure is the dismiss action.
        if label == nil, call.trailingClosure?.id == closure.id,
           call.additionalTrailingClosures.contains(where: { $0.label.text == "content" }) {
            return false
        }
        if deferredCallees.contains(name) || isOnName(name) { return false }
        // An async closure (`async` in its signature, or `await` in its own code) is never view
        // content: view builders are synchronous (`.alert(unwrapping:) { action in await … }`, an
        // alert's async button handler). Containers' and collection algorithms' closures are not
        // scanned (this runs for every closure a scope walk meets).
        if closure.takesParameters, !SwiftUINames.containers.contains(name), !collectionAlgorithms.contains(name),
           closure.signature?.effectSpecifiers?.asyncSpecifier != nil || containsOwnAwait(closure) {
            return false
        }
        // `.filter(option, count) { model.filter = $0 }`, `MenuOption.sort(type) { … }`: an enum
        // case or a static factory builds a value that keeps the closure (a menu option's callback,
        // run when the user picks it); only view content in it is body code. A collection's
        // `filter` is called on the collection.
        if isValueFactory(call) { return contentKind(closure.statements, in: file) == .views }
        if SwiftUINames.containers.contains(name) || immediateCallees.contains(name) { return true }
        // A closure handed to some other view or function: judge by what it holds.
        let kind = contentKind(closure.statements, in: file)
        if kind == .actions { return false }
        // Round 13: what the type's declaration says outranks what the closure looks like: a
        // statement such as `UIImpactFeedbackGenerator(style: .heavy).impactOccurred()` reads like a
        // view with a modifier, but a `Void` callback (`action: @escaping StandardButtonAction`)
        // builds none.
        if let file, name.first?.isUppercase == true, let isCallback = declaredCallback(closure, label: label, of: call, type: name, in: file) {
            return !isCallback
        }
        if kind == .views { return true }
        if let file, declaredAsAction(closure, label: label, of: call, name: name, in: file) { return false }
        // Round 20 (Meshtastic `OpenURLAction { url in handleURL(url) }`): a value of an action
        // type the linted files do not declare (`OpenURLAction`, a `…Handler`, a `…Callback`) keeps
        // its closure and runs it on an event, whatever it returns (`OpenURLAction.Result`).
        if isActionValueType(name) { return false }
        if name.first?.isUppercase == true { return true }
        return !closure.takesParameters
    }

    /// Round 20: a type whose name says it is an action value, run later (`OpenURLAction`,
    /// `DismissAction`, `RefreshAction`, a `…Handler`/`…Callback` type): its closure is the action.
    static func isActionValueType(_ name: String) -> Bool {
        guard name.first?.isUppercase == true else { return false }
        return ["Action", "Handler", "Callback"].contains(where: name.hasSuffix)
    }

    /// `.sort(type) { … }` (an implicit member: an enum case or a static member of the expected
    /// type) or `Option.sort(type) { … }` (a member of a type named directly), other than `init`.
    static func isValueFactory(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text != "init" else { return false }
        guard let base = member.base else { return true }
        guard let ref = base.as(DeclReferenceExprSyntax.self), case .identifier(let text) = ref.baseName.tokenKind else { return false }
        return text.first?.isUppercase == true
    }

    /// What the linted file's declaration of the called function says the closure is: a
    /// `Void`-returning closure parameter that is `@escaping` or belongs to a view-building helper
    /// (`func noticeButton(_ title: String, action: @escaping () -> Void) -> some View`) is an
    /// action, stored for a tap; one returning anything else, or `@ViewBuilder`, is content. True
    /// only when every declaration of that name in the file that takes the closure says action.
    static func declaredAsAction(
        _ closure: ClosureExprSyntax, label: String?, of call: FunctionCallExprSyntax, name: String, in file: LintFile
    ) -> Bool {
        guard !name.isEmpty else { return false }
        let isTrailing = call.trailingClosure?.id == closure.id
        var verdicts: Set<Bool> = []
        // This file's functions of the name; else the one the call resolves to in another linted file
        // (`PostButtonContainer(is_left_handed:action:)` declared in PostButton.swift).
        var functions = file.functions.filter { $0.name.text == name }.map { (function: $0, file: file) }
        if functions.isEmpty {
            functions = file.resolution.callees(of: call, in: file).compactMap { file.resolution.functionDecl(of: $0) }.filter { $0.function.name.text == name }
        }
        if functions.isEmpty, call.calledExpression.is(DeclReferenceExprSyntax.self) {
            functions = file.resolution.freeFunctions(calledBy: call, named: name)
        }
        for (function, declaringFile) in functions {
            let parameters = Array(function.signature.parameterClause.parameters)
            let parameter = isTrailing ? parameters.last(where: { isFunctionType($0.type) })
                : parameters.first(where: { ($0.firstName.text == "_" ? nil : $0.firstName.text) == label && isFunctionType($0.type) })
            guard let parameter, let type = functionType(parameter.type) else { continue }
            if parameter.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }) {
                verdicts.insert(false)
                continue
            }
            guard returnsNoViewContent(type) else { verdicts.insert(false); continue }
            let escaping = parameter.type.trimmedDescription.contains("@escaping")
            verdicts.insert(escaping || isViewBuilding(function, in: declaringFile))
        }
        return verdicts == [true]
    }

    /// `Void`, `()`, `Swift.Void`: a closure that returns nothing acts (it builds no view). Round 18:
    /// so does one returning a plain value (`onStep: @escaping (Int) -> Bool`, a validator or a
    /// handler that answers): a `Bool`, a number, a string is no view content.
    static func returnsNoViewContent(_ type: FunctionTypeSyntax) -> Bool {
        var returned = type.returnClause.type.trimmedDescription
        if returned.hasSuffix("?") { returned.removeLast() }
        if ["Void", "()", "Swift.Void", "( )"].contains(returned) || plainValues.contains(returned) { return true }
        // Round 20: a handler's answer (`(URL) -> OpenURLAction.Result`, `Result<T, E>`) is no view:
        // the closure runs on an event and reports how it went.
        return returned == "Result" || returned.hasSuffix(".Result") || returned.hasPrefix("Result<")
    }

    private static let plainValues: Set<String> = ["Bool", "Int", "Double", "Float", "CGFloat", "String", "Decimal", "Date", "URL", "UUID"]

    /// What the declaration of a type of the linted files (in any file) says a closure passed to its
    /// initializer is. True, a callback stored for later: the parameter is an `@escaping` (or
    /// optional) closure returning `Void`, however spelled (`() -> ()`, `(Error?) -> Void`), or the
    /// type has no initializer of its own and the closure fills a stored property of such a type
    /// (`let onLoad: (Error?) -> Void` through the memberwise initializer). False, content or run
    /// now: it returns a value (`@ViewBuilder var label: () -> T`) or does not escape. Nil when the
    /// declarations do not say, or disagree.
    static func declaredCallback(
        _ closure: ClosureExprSyntax, label: String?, of call: FunctionCallExprSyntax, type name: String, in file: LintFile
    ) -> Bool? {
        let declared = file.resolution.declarations(ofType: name).filter { !$0.decl.is(ProtocolDeclSyntax.self) }
        let groups = declared.map(\.decl)
        guard !groups.isEmpty else { return nil }
        // Round 13: a parameter typed by an alias of a function type (`typealias StandardButtonAction =
        // () -> Void`, `action: @escaping StandardButtonAction`), declared in the type's file or the caller's.
        let trees = [file.tree] + declared.map(\.file.tree)
        func functionType(_ type: TypeSyntax) -> FunctionTypeSyntax? { Scopes.functionType(type, aliasesIn: trees) }
        let isTrailing = call.trailingClosure?.id == closure.id
        let given = Set(call.arguments.compactMap { $0.label?.text } + call.additionalTrailingClosures.map(\.label.text))
        // The parameter the closure fills: its label, or, for the unlabeled trailing closure, the first
        // closure parameter no label names (Swift's forward scan).
        // Round 13: the unlabeled trailing closure skips a closure parameter with a default value when a
        // later closure parameter needs an argument (SE-0286's forward scan): `Modal(title:) { … }` with
        // `var onDismiss: () -> Void = {}` and `@ViewBuilder var content: () -> Content` fills `content`.
        func pick<T>(_ candidates: [(label: String, type: TypeSyntax, item: T, defaulted: Bool)]) -> (label: String, type: TypeSyntax, item: T)? {
            if isTrailing {
                let open = candidates.filter { functionType($0.type) != nil && !given.contains($0.label) }
                guard let chosen = open.first(where: { !$0.defaulted }) ?? open.first else { return nil }
                return (chosen.label, chosen.type, chosen.item)
            }
            guard let label else { return nil }
            return candidates.first { $0.label == label && functionType($0.type) != nil }.map { ($0.label, $0.type, $0.item) }
        }
        var verdicts: Set<Bool> = []
        let initializers = groups.flatMap { $0.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) } }
        for initializer in initializers {
            let parameters = initializer.signature.parameterClause.parameters.map {
                (label: $0.firstName.text, type: $0.type, item: $0, defaulted: $0.defaultValue != nil)
            }
            guard let chosen = pick(parameters), let type = functionType(chosen.type) else { continue }
            let escapes = chosen.type.trimmedDescription.contains("@escaping") || chosen.type.is(OptionalTypeSyntax.self)
                || chosen.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            let builds = chosen.item.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
            verdicts.insert(escapes && !builds && returnsNoViewContent(type))
        }
        // The memberwise initializer: the stored properties, in order (a `let` with a value is not a parameter).
        if let declared = groups.first(where: { $0.is(StructDeclSyntax.self) }),
           !declared.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) {
            var stored: [(label: String, type: TypeSyntax, item: VariableDeclSyntax, defaulted: Bool)] = []
            for item in declared.memberBlock.members {
                guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let name = binding.name, let type = binding.typeAnnotation?.type else { continue }
                    if variable.bindingSpecifier.tokenKind == .keyword(.let), binding.initializer != nil { continue }
                    stored.append((name, type, variable, binding.initializer != nil))
                }
            }
            if let chosen = pick(stored), let type = functionType(chosen.type) {
                verdicts.insert(!chosen.item.hasAttribute("ViewBuilder") && returnsNoViewContent(type))
            }
        }
        return verdicts.count == 1 ? verdicts.first : nil
    }

    private static func isFunctionType(_ type: TypeSyntax) -> Bool { functionType(type) != nil }

    /// `() -> Void`, `@escaping () -> Void`, `(() -> Void)?`; with `aliasesIn`, also a name a
    /// non-generic `typealias` of those files (top level or in a type) gives a function type (round 13).
    static func functionType(_ type: TypeSyntax, aliasesIn trees: [SourceFileSyntax] = [], depth: Int = 0) -> FunctionTypeSyntax? {
        if let function = type.as(FunctionTypeSyntax.self) { return function }
        if let attributed = type.as(AttributedTypeSyntax.self) { return functionType(attributed.baseType, aliasesIn: trees, depth: depth) }
        if let optional = type.as(OptionalTypeSyntax.self) { return functionType(optional.wrappedType, aliasesIn: trees, depth: depth) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return functionType(only.type, aliasesIn: trees, depth: depth)
        }
        if let named = type.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil, depth < 4, !trees.isEmpty,
           let target = aliasTarget(named.name.text, in: trees) {
            return functionType(target, aliasesIn: trees, depth: depth + 1)
        }
        return nil
    }

    /// The type a non-generic `typealias name = …` declares, at the top level of one of `trees` or
    /// in a type declared at its top level.
    private static func aliasTarget(_ name: String, in trees: [SourceFileSyntax]) -> TypeSyntax? {
        func find(_ decl: DeclSyntax) -> TypeSyntax? {
            if let alias = decl.as(TypeAliasDeclSyntax.self), alias.name.text == name, alias.genericParameterClause == nil {
                return alias.initializer.value
            }
            if let group = decl.asProtocol(DeclGroupSyntax.self) {
                for member in group.memberBlock.members { if let found = find(member.decl) { return found } }
            }
            return nil
        }
        for tree in trees {
            for item in tree.statements {
                if let decl = item.item.as(DeclSyntax.self), let found = find(decl) { return found }
            }
        }
        return nil
    }

    /// An `await` in the closure's own code (not in a closure nested in it, such as a `Task { }`).
    static func containsOwnAwait(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.await) && token.ancestor(ClosureExprSyntax.self)?.id == closure.id
        }
    }

    enum ContentKind { case views, actions, unknown }

    /// Whether a closure's statements describe views (content) or do things (an action).
    static func contentKind(_ statements: CodeBlockItemListSyntax, in file: LintFile? = nil) -> ContentKind {
        var sawAction = false
        for item in statements {
            switch item.item {
            case .decl:
                continue
            case .stmt(let stmt):
                if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression {
                    switch expressionKind(expr, in: file) {
                    case .views: return .views
                    case .actions: sawAction = true
                    case .unknown: break
                    }
                } else if stmt.is(WhileStmtSyntax.self) || stmt.is(RepeatStmtSyntax.self) || stmt.is(ThrowStmtSyntax.self) || stmt.is(DeferStmtSyntax.self) {
                    sawAction = true  // never allowed in a view builder
                } else if let doStmt = stmt.as(DoStmtSyntax.self) {
                    // A result builder takes no `do … catch` (error handling is an action's); a plain `do` is judged by its content.
                    if !doStmt.catchClauses.isEmpty { sawAction = true; continue }
                    switch contentKind(doStmt.body.statements, in: file) {
                    case .views: return .views
                    case .actions: sawAction = true
                    case .unknown: break
                    }
                } else if stmt.is(ReturnStmtSyntax.self) || stmt.is(GuardStmtSyntax.self) || stmt.is(ForStmtSyntax.self) {
                    continue
                }
            case .expr(let expr):
                switch expressionKind(expr, in: file) {
                case .views: return .views
                case .actions: sawAction = true
                case .unknown: break
                }
            @unknown default:
                continue
            }
        }
        return sawAction ? .actions : .unknown
    }

    static let actionTypeNames: Set<String> = ["Task", "DispatchQueue", "HapticManager", "NotificationCenter", "UserDefaults"]

    private static func expressionKind(_ expr: ExprSyntax, in file: LintFile?) -> ContentKind {
        if expr.is(AwaitExprSyntax.self) || expr.is(TryExprSyntax.self) { return .actions }
        let expr = expr.unwrapped
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { $0.is(AssignmentExprSyntax.self) || $0.is(BinaryOperatorExprSyntax.self) && $0.trimmedDescription.hasSuffix("=") } ? .actions : .unknown
        }
        if let ifExpr = expr.as(IfExprSyntax.self) {
            var kinds = [contentKind(ifExpr.body.statements, in: file)]
            if case .codeBlock(let block)? = ifExpr.elseBody { kinds.append(contentKind(block.statements, in: file)) }
            if case .ifExpr(let nested)? = ifExpr.elseBody { kinds.append(expressionKind(ExprSyntax(nested), in: file)) }
            if kinds.contains(.views) { return .views }
            return kinds.contains(.actions) ? .actions : .unknown
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            var kinds: [ContentKind] = []
            for case .switchCase(let switchCase) in switchExpr.cases { kinds.append(contentKind(switchCase.statements, in: file)) }
            if kinds.contains(.views) { return .views }
            return kinds.contains(.actions) ? .actions : .unknown
        }
        if let name = expr.viewTypeName {
            return actionTypeNames.contains(name) ? .actions : .views
        }
        let root = expr.chainRoot
        if let ref = root.as(DeclReferenceExprSyntax.self) {
            if actionTypeNames.contains(ref.baseName.text) { return .actions }
            if expr.is(DeclReferenceExprSyntax.self) { return .views }  // a bare `content` / `header`
            if let call = expr.as(FunctionCallExprSyntax.self), call.receiver != nil {
                // `model.load()` acts; `Text("a").font(.x)` was handled above.
                return ref.baseName.text.first?.isUppercase == true ? .unknown : .actions
            }
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calleeName,
           ["withAnimation", "withTransaction", "dismiss", "openURL", "print", "callAsFunction"].contains(name) {
            return .actions
        }
        // `deletePhoto(id: $0)`, `self.refresh()`: a call of a function this file declares says
        // what the closure is by what the function returns (a view, or nothing).
        if let file, let call = expr.as(FunctionCallExprSyntax.self), let name = call.calleeName,
           call.receiver == nil || call.receiver?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            switch file.functionKinds[name] {
            case .view?: return .views
            case .action?: return .actions
            default: break
            }
        }
        return .unknown
    }

    /// `onAppear`, `onTapGesture`, `onChange`… (but not `one`, `only`).
    static func isOnName(_ name: String) -> Bool {
        guard name.hasPrefix("on"), name.count > 2 else { return false }
        let third = name[name.index(name.startIndex, offsetBy: 2)]
        return third.isUppercase
    }

    /// True if `node` sits inside the content of a `ForEach` or `List` (a row).
    static func isInRow(_ node: some SyntaxProtocol) -> Bool { rowClosure(of: node) != nil }

    /// The closure that builds the row `node` is in (`ForEach(items) { item in … }`), if any.
    static func rowClosure(of node: some SyntaxProtocol) -> ClosureExprSyntax? {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self) {
                if let call = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                   let name = call.calledExpression.referencedName,
                   name == "ForEach" || name == "List" && call.arguments.first.map({ $0.label == nil }) == true
                    || name == "TableColumn" && closure.signature != nil {
                    // `List { … }` lists static content; `List(items) { … }` builds rows; a
                    // `TableColumn`'s content closure (`{ file in … }`) is a cell of every row.
                    return closure
                }
            }
            if syntax.is(DeclSyntax.self) && !syntax.is(VariableDeclSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// The names a row closure gives its element: its parameters (`item`, `(offset, item)`, or
    /// `$0` when it names none), and every name the row binds in its own code (`let title = …`,
    /// `case .chat(let data, _)`, `if let user`), which are made per row, from the element.
    static func elementNames(of closure: ClosureExprSyntax) -> Set<String> {
        var names: Set<String> = ["$0", "$1"]
        if let clause = closure.signature?.parameterClause {
            for token in clause.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind { names.insert(text) }
            }
        }
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind else { continue }
            if token.parent?.is(IdentifierPatternSyntax.self) == true
                || token.parent?.as(OptionalBindingConditionSyntax.self).map({ $0.initializer == nil }) == true {
                names.insert(text)
            }
        }
        return names
    }
}
