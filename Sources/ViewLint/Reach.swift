import SwiftSyntax

/// How code uses a declaration, which decides what of it runs: a call runs
/// a function's body; a read runs a getter (or a `lazy`/`static`
/// initializer the first time); a write runs a setter or a stored
/// property's observers. A setter is not run by reading, so code in it is
/// not what `body` runs unless `body` assigns.
enum Use: String, Sendable {
    case call, read, write
}

/// Code of the linted files that runs because a piece of code runs, and how
/// it is reached (for messages: "sets `seen`, whose `didSet` …").
struct Reach {
    let definition: Definition
    /// The value it runs on, when written (`model` in `model.seen = 1`).
    let receiver: ExprSyntax?
    /// "calls `fire(_:)`", "uses `+++`", "reads `t[…]`".
    let step: String

    /// "reads `views` (its `@Logged` getter)", "reads `warm` for the first time (its initializer)".
    static func readStep(_ name: String, _ definition: Definition) -> String {
        if definition.runsOnce {
            return definition.name.hasPrefix("initializer") ? "reads `\(name)` for the first time (its initializer)" : "reads `\(name)` (its getter keeps what it computes)"
        }
        if definition.name.hasPrefix("`@") { return "reads `\(name)` (its \(definition.name) getter)" }
        return "reads `\(name)`"
    }
}

extension Resolution {
    /// Everything of the linted files that running `node` runs: what a call
    /// calls (functions, initializers and the `deinit` of the class they
    /// create, `callAsFunction`, default arguments it leaves out), what a
    /// read reads (getters, property wrappers, `lazy`/`static`
    /// initializers), what an assignment sets (setters, observers), what an
    /// operator, a subscript or a key path resolves to; a requirement or
    /// class member runs as each linted implementation. Only what the
    /// compiler resolved, except a closure kept in a local and called.
    func reached(by node: Syntax, in file: LintFile) -> [Reach] {
        if let call = node.as(FunctionCallExprSyntax.self) { return reached(calledBy: call, in: file) }
        // Without the compiler's names, only calls and type-qualified reads resolve (by name).
        guard hasNames || node.is(MemberAccessExprSyntax.self) else { return [] }
        if let (expr, name) = Runs.propertyRead(node) {
            // The target of `x = v` is set, not read (the sequence says what runs).
            if Runs.isAssignmentTarget(expr) { return [] }
            return definitions(read: expr, name: name, in: file).map { Reach(definition: $0, receiver: Runs.base(of: expr), step: Reach.readStep(name, $0)) }
        }
        guard hasNames else { return [] }
        if let access = node.as(SubscriptCallExprSyntax.self) {
            if Runs.isAssignmentTarget(ExprSyntax(access)) { return [] }
            return referenced(access, name: "subscript", in: file).flatMap { definitions(of: $0, use: .read) }
                .map { Reach(definition: $0, receiver: access.calledExpression, step: "reads `\(access.calledExpression.trimmedDescription)[…]`") }
        }
        if let token = Runs.operatorToken(node) {
            return declarations(at: token.positionAfterSkippingLeadingTrivia, in: file).filter { $0.member == token.text }
                .flatMap { definitions(of: $0, use: .call) }.map { Reach(definition: $0, receiver: nil, step: "uses `\(token.text)`") }
        }
        if let keyPath = node.as(KeyPathExprSyntax.self) {
            // The compiler puts every component's declaration at the key path's start.
            var reached: [Reach] = []
            for component in keyPath.components {
                let name: String
                switch component.component {
                case .property(let property): name = property.declName.baseName.text
                case .subscript: name = "subscript"
                default: continue
                }
                reached += referenced(keyPath, name: name, in: file).flatMap { definitions(of: $0, use: .read) }
                    .map { Reach(definition: $0, receiver: nil, step: Reach.readStep(name, $0) + " through `\(keyPath.trimmedDescription)`") }
            }
            return reached
        }
        if let sequence = node.as(SequenceExprSyntax.self), let target = SideEffectInBodyRule.assignedTarget(sequence) {
            let name: String, base: ExprSyntax?
            if let member = target.as(MemberAccessExprSyntax.self) {
                (name, base) = (member.declName.baseName.text, member.base)
            } else if let ref = target.as(DeclReferenceExprSyntax.self) {
                (name, base) = (ref.baseName.text, nil)
            } else if let access = target.as(SubscriptCallExprSyntax.self) {
                (name, base) = ("subscript", access.calledExpression)
            } else {
                return []
            }
            return referenced(target, name: name, in: file).flatMap { definitions(of: $0, use: .write) }
                .map { Reach(definition: $0, receiver: base, step: "sets `\(target.trimmedDescription)`, which runs its \($0.name)") }
        }
        return []
    }

    /// What a call runs: the declarations it resolves to; the `deinit` of a
    /// linted class it creates (a value made in `body` is dropped with the
    /// pass); the default arguments of parameters it leaves out (evaluated
    /// at the call); and, by syntax, a closure kept in a local (`let start =
    /// { … }; start()`).
    func reached(calledBy call: FunctionCallExprSyntax, in file: LintFile) -> [Reach] {
        var reached: [Reach] = []
        let callees = callees(of: call, in: file)
        for callee in callees {
            let step = "calls `\(callee.member == "init" ? (callee.typeName ?? "init") + "(…)" : callee.memberKey)`"
            for definition in definitions(of: callee, use: .call) {
                reached.append(Reach(definition: definition, receiver: call.receiver, step: "calls `\(definition.name)`"))
            }
            guard callee.isOwn else { continue }
            if let path = callee.declaredIn, let offset = callee.declaredAt, let declaringFile = fileNamed(path) {
                let position = AbsolutePosition(utf8Offset: declaringFile.lintedOffset(ofWritten: offset))
                for definition in declaringFile.defaultArguments(at: position, leftOutBy: call) {
                    reached.append(Reach(definition: definition, receiver: nil, step: step + " with its \(definition.name)"))
                }
            }
            if callee.member == "init", let type = callee.typeName {
                for (declaringFile, decl) in declarations(ofType: type) {
                    guard let definition = declaringFile.deinitializer(of: decl) else { continue }
                    reached.append(Reach(definition: definition, receiver: nil, step: "creates a `\(type)`, which runs its `deinit` when dropped"))
                }
            }
        }
        if reached.isEmpty, let local = Locals.closure(calledBy: call, in: file) {
            reached.append(Reach(definition: local, receiver: call.receiver, step: "calls `\(local.name)`"))
        }
        return reached
    }
}

extension Runs {
    /// `x` in `x = v` (not `x += v`, which reads it too).
    static func isAssignmentTarget(_ expr: ExprSyntax) -> Bool {
        guard let list = expr.parent?.as(ExprListSyntax.self), list.first?.id == expr.id else { return false }
        let elements = Array(list)
        return elements.count >= 3 && elements[1].is(AssignmentExprSyntax.self)
    }

    /// The operator token of an operator use (`+++` in `a +++ b`, `-` in `-x`).
    static func operatorToken(_ node: Syntax) -> TokenSyntax? {
        if let binary = node.as(BinaryOperatorExprSyntax.self) { return binary.operator }
        if let prefix = node.as(PrefixOperatorExprSyntax.self) { return prefix.operator }
        if let postfix = node.as(PostfixOperatorExprSyntax.self) { return postfix.operator }
        return nil
    }
}

extension ResolvedNames.Declaration {
    /// The member as `Members.key` spells it: `load()`, `make(delay:)`; a
    /// property's or subscript's name; `body` for `body(content:)`.
    var memberKey: String {
        guard signature.hasPrefix("(") else { return member }
        // The first parenthesised group is the parameter list; top-level commas separate parameters.
        var labels: [String] = [], depth = 0, current = ""
        var previous: Character = " "
        for character in signature {
            defer { previous = character }
            switch character {
            case "(", "[", "<": depth += 1; if depth == 1 && character == "(" { continue }
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1  // not the arrow of a function type
            default: break
            }
            if depth == 0 { break }
            if depth == 1, character == "," {
                labels.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { labels.append(current) }
        let keys = labels.map { parameter -> String in
            let text = parameter.trimmingCharacters(in: .whitespaces)
            guard let colon = text.firstIndex(of: ":"), text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !text[..<colon].isEmpty,
                  text[text.index(after: colon)...].first == " "
            else { return "_:" }
            return text[..<colon] + ":"
        }
        if ["body", "makeBody"].contains(member) { return "body" }
        if member == "subscript" { return member }
        return member + "(" + keys.joined() + ")"
    }
}

extension Members {
    /// Where a member with `key` (`load()`, a property's name, `subscript`)
    /// is declared in `decl`, as `LintFile.definitions(at:use:)` finds it.
    static func position(of decl: DeclSyntax, matching key: String) -> AbsolutePosition? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            return Members.key(of: function) == key || function.name.text == key ? function.positionAfterSkippingLeadingTrivia : nil
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.first { $0.name == key }?.pattern.positionAfterSkippingLeadingTrivia
        }
        if let access = decl.as(SubscriptDeclSyntax.self), key == "subscript" {
            return access.subscriptKeyword.positionAfterSkippingLeadingTrivia
        }
        return nil
    }
}

extension LintFile {
    /// The code the declaration at `position` runs when used as `use` (its
    /// header holds `position`); nothing for a requirement without a body.
    func definitions(at position: AbsolutePosition, use: Use) -> [Definition] {
        func typeOf(_ node: some SyntaxProtocol) -> String? {
            node.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self).flatMap { Members.typePath(of: $0) }
        }
        func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        }
        for declaration in headers.declarations(at: position) {
            switch declaration {
            case .function(let function):
                guard use == .call, let body = function.body else { return [] }
                let member = function.parent?.is(MemberBlockItemSyntax.self) == true
                return [Definition(
                    file: self, body: Syntax(body), name: Members.key(of: function) == "body" ? "body" : Members.key(of: function),
                    typePath: member ? typeOf(function) : nil, isStatic: isStatic(function.modifiers), line: line(of: function.name.positionAfterSkippingLeadingTrivia),
                    runsOnce: Memoization.cachesResult(Syntax(body), in: self))]
            case .initializer(let initializer):
                guard use == .call, let body = initializer.body else { return [] }
                let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                // Writes to `self` in an initializer are to the value being made, never the caller's state.
                return [Definition(
                    file: self, body: Syntax(body), name: "init(\(labels))", typePath: typeOf(initializer), isStatic: true,
                    line: line(of: initializer.initKeyword.positionAfterSkippingLeadingTrivia))]
            case .subscript(let access):
                guard let block = access.accessorBlock else { continue }
                return accessors(of: block, for: use).map { name, body in
                    Definition(
                        file: self, body: body, name: use == .write ? "`\(name)`" : "subscript", typePath: typeOf(access), isStatic: isStatic(access.modifiers),
                        line: line(of: access.subscriptKeyword.positionAfterSkippingLeadingTrivia), isMemberCode: false)
                }
            case .binding(let variable, let binding):
                guard let name = binding.name else { return [] }
                return definitions(of: variable, binding: binding, name: name, use: use)
            }
        }
        return []
    }

    /// What using a property runs: see `Use`.
    private func definitions(of variable: VariableDeclSyntax, binding: PatternBindingSyntax, name: String, use: Use) -> [Definition] {
        let typePath = variable.isMember ? variable.ancestor(MemberBlockSyntax.self)?.parent?.asProtocol(DeclGroupSyntax.self).flatMap { Members.typePath(of: $0) } : nil
        let line = line(of: binding.pattern.positionAfterSkippingLeadingTrivia)
        func make(_ body: Syntax, _ label: String = name, runsOnce: Bool = false, isMemberCode: Bool = true) -> Definition {
            Definition(file: self, body: body, name: label, typePath: typePath, isStatic: variable.isStatic, line: line, runsOnce: runsOnce, isMemberCode: isMemberCode)
        }
        var found: [Definition] = []
        if let block = binding.accessorBlock {
            // Observers of a stored property are not its getter: only a write runs them.
            let observed = !binding.isComputed && block.isObservers
            if !observed || use == .write {
                found += accessors(of: block, for: use).map {
                    make($1, use == .write ? "`\($0)`" : name, runsOnce: use != .write && Memoization.cachesResult($1, in: self), isMemberCode: use != .write)
                }
            }
        }
        // A property wrapper of the linted files: its `wrappedValue` runs instead.
        if let wrapper = variable.wrapperName, use != .call {
            for (file, decl) in resolution.declarations(ofType: wrapper) {
                for item in decl.memberBlock.members {
                    guard let position = Members.position(of: item.decl, matching: "wrappedValue") else { continue }
                    found += file.definitions(at: position, use: use).map {
                        Definition(file: $0.file, body: $0.body, name: use == .write ? "`@\(wrapper)` setter" : "`@\(wrapper)`", typePath: $0.typePath,
                                   isStatic: $0.isStatic, line: $0.line, runsOnce: $0.runsOnce, isMemberCode: false)
                    }
                }
            }
        }
        if found.isEmpty, binding.accessorBlock.map({ !binding.isComputed && $0.isObservers }) ?? true, let value = binding.initializer {
            if use == .call, let closure = value.value.unwrapped.as(ClosureExprSyntax.self) {
                found.append(make(Syntax(closure.statements)))
            } else if use == .read, variable.isStatic || !variable.isMember || variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) {
                // Run by the first read, once: a global, a `static let`, a `lazy var`.
                found.append(make(Syntax(value), "initializer of `\(name)`", runsOnce: true, isMemberCode: false))
            }
        }
        return found
    }

    /// The accessors `use` runs, with their names: the getter for a call or
    /// read (a bare `{ … }` getter too), `set`, `willSet` and `didSet` for a write.
    private func accessors(of block: AccessorBlockSyntax, for use: Use) -> [(String, Syntax)] {
        switch block.accessors {
        case .getter:
            return use == .write ? [] : [("get", Syntax(block))]
        case .accessors(let list):
            let wanted: Set<Keyword> = use == .write ? [.set, .willSet, .didSet] : [.get, ._read]
            return list.compactMap { accessor in
                guard case .keyword(let keyword) = accessor.accessorSpecifier.tokenKind, wanted.contains(keyword), let body = accessor.body else { return nil }
                return (accessor.accessorSpecifier.text, Syntax(body))
            }
        @unknown default:
            return []
        }
    }

    /// The default values of the parameters of the function or initializer
    /// declared at `position` that `call` leaves out: the caller evaluates them.
    func defaultArguments(at position: AbsolutePosition, leftOutBy call: FunctionCallExprSyntax) -> [Definition] {
        let parameters: FunctionParameterListSyntax
        switch headers.declarations(at: position).first {
        case .function(let function): parameters = function.signature.parameterClause.parameters
        case .initializer(let initializer): parameters = initializer.signature.parameterClause.parameters
        default: return []
        }
        let given = call.arguments.map { $0.label?.text ?? "_" } + (call.trailingClosure == nil ? [] : ["_"]) + call.additionalTrailingClosures.map { $0.label.text }
        var unlabeledLeft = given.filter { $0 == "_" }.count
        var found: [Definition] = []
        for parameter in parameters {
            let label = parameter.firstName.text
            if label == "_" {
                if unlabeledLeft > 0 { unlabeledLeft -= 1; continue }
            } else if given.contains(label) {
                continue
            }
            guard let value = parameter.defaultValue else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            found.append(Definition(
                file: self, body: Syntax(value), name: "default `\(name)`", typePath: nil, isStatic: true,
                line: line(of: value.value.positionAfterSkippingLeadingTrivia), isMemberCode: false))
        }
        return found
    }

    /// A class's `deinit` (in its declaration).
    func deinitializer(of decl: DeclGroupSyntax) -> Definition? {
        guard decl.is(ClassDeclSyntax.self) || decl.is(ActorDeclSyntax.self) else { return nil }
        for item in decl.memberBlock.members {
            guard let deinitializer = item.decl.as(DeinitializerDeclSyntax.self), let body = deinitializer.body else { continue }
            // Writes to `self` there are to the dying object.
            return Definition(
                file: self, body: Syntax(body), name: "deinit", typePath: Members.typePath(of: decl), isStatic: true,
                line: line(of: deinitializer.deinitKeyword.positionAfterSkippingLeadingTrivia), isMemberCode: false, computesValue: false)
        }
        return nil
    }
}

extension AccessorBlockSyntax {
    /// What reading the property runs: a bare `{ … }` getter, or the `get` (`_read`) accessor's body.
    var getter: Syntax? {
        switch accessors {
        case .getter: return Syntax(self)
        case .accessors(let list):
            return list.first { [.keyword(.get), .keyword(._read)].contains($0.accessorSpecifier.tokenKind) }?.body.map(Syntax.init)
        @unknown default: return nil
        }
    }

    /// Whether `accessor` runs when the property is read (a getter), not when it is set.
    static func isRead(_ accessor: AccessorDeclSyntax) -> Bool {
        [.keyword(.get), .keyword(._read)].contains(accessor.accessorSpecifier.tokenKind)
    }

    /// `{ willSet { … } didSet { … } }`: a stored property's observers.
    var isObservers: Bool {
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }
}
