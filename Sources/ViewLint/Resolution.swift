import Foundation
import SwiftSyntax

/// What the compiler resolved the names of the linted files to, for rules
/// that judge a call by what it calls. Without it the rules match spelling
/// (`Task { }`, `DispatchQueue.main.async`); with it a qualified name
/// (`_Concurrency.Task { }`), an alias the linter cannot expand, a value kept
/// in a local first (`let queue = DispatchQueue.main; queue.async { }`), and a
/// wrapper function, extension member or computed property of the linted
/// files that does the work count as what they are.
///
/// The course runner fills it from the type-checked AST of the student's
/// module (`swiftc -dump-ast`); offsets are UTF-8 offsets in the text as
/// written (the text given to `Linter.lint(sources:resolved:)`).
public struct ResolvedNames: Sendable {
    /// One declaration a name resolved to.
    public struct Declaration: Sendable, Hashable {
        /// Demangled, with modules: `Dispatch.DispatchQueue.async(group: …) -> ()`,
        /// `(extension in _Concurrency):Swift.Task< where B == Swift.Never>.init(…)`,
        /// `c:@F@arc4random` for a C function.
        public let name: String
        /// Where it is declared, when that is in one of the linted files: the
        /// path as linted and the UTF-8 offset of the declaration (its `func`
        /// or `init` keyword, a property's name).
        public let declaredIn: String?
        public let declaredAt: Int?
        /// `["Dispatch", "DispatchQueue", "async"]`: module, types and member,
        /// without generic clauses and signature.
        let path: [String]
        /// What follows the path: the signature (`(contentsOf: Foundation.URL) -> …`) or type.
        let signature: String

        public init(name: String, declaredIn: String? = nil, declaredAt: Int? = nil) {
            self.name = name
            self.declaredIn = declaredIn
            self.declaredAt = declaredAt
            (path, signature) = Self.split(name)
        }

        /// The member (`async`, `init`, `now`), or a free function's name.
        var member: String { path.last ?? "" }
        /// The type the member belongs to (`DispatchQueue`), if any.
        var typeName: String? { path.count >= 2 ? path[path.count - 2] : nil }
        /// Declared in the linted files (the student's own code), not an API.
        var isOwn: Bool { declaredIn != nil }
        /// A member of an API type (not the linted files').
        func isAPI(_ members: Set<String>, of types: Set<String>) -> Bool {
            !isOwn && typeName.map(types.contains) == true && members.contains(member)
        }
        /// `Foundation.DateFormatter`: how messages name the declaration.
        var displayName: String {
            let parts = path.count > 2 ? Array(path.dropFirst()) : path.count == 2 && path[0].first?.isUppercase == true ? path : Array(path.suffix(1))
            return parts.joined(separator: ".")
        }

        static let operatorCharacters: Set<Character> = ["/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?", "."]

        /// Splits a demangled name into its path and the rest.
        static func split(_ name: String) -> (path: [String], signature: String) {
            if name.hasPrefix("c:@F@") { return ([String(name.dropFirst(5))], "") }
            var text = Substring(name)
            if text.hasPrefix("static ") { text = text.dropFirst(7) }
            if text.hasPrefix("(extension in "), let close = text.firstIndex(of: ")") {
                text = text[text.index(after: close)...].drop { $0 == ":" }
            }
            var path: [String] = []
            var current = ""
            var index = text.startIndex
            scan: while index < text.endIndex {
                let character = text[index]
                if current.isEmpty, Self.operatorCharacters.contains(character), character != "." || path.isEmpty == false {
                    // An operator's name (`M.<~ infix(…)`): up to the space before its fixity.
                    let end = text[index...].firstIndex(of: " ") ?? text.endIndex
                    path.append(String(text[index..<end]))
                    index = end
                    break scan
                }
                switch character {
                case "<":
                    // A generic clause: skip it (`->` inside is not its end).
                    var depth = 0
                    var previous: Character = " "
                    while index < text.endIndex {
                        let next = text[index]
                        if next == "<" { depth += 1 }
                        if next == ">", previous != "-" { depth -= 1 }
                        previous = next
                        index = text.index(after: index)
                        if depth == 0 { break }
                    }
                    continue scan
                case "(" where current.isEmpty:
                    // A private name: `(freshID in _88EA…)`.
                    guard let close = text[index...].firstIndex(of: ")") else { break scan }
                    let inner = text[text.index(after: index)..<close]
                    guard let separator = inner.range(of: " in ") else { break scan }
                    current = String(inner[..<separator.lowerBound])
                    index = text.index(after: close)
                    continue scan
                case "(", " ":
                    break scan
                case ".":
                    path.append(current)
                    current = ""
                default:
                    current.append(character)
                }
                index = text.index(after: index)
            }
            if !current.isEmpty { path.append(current) }
            return (path, String(text[index...]))
        }
    }

    /// Path → UTF-8 offset → the declarations of the expression that starts
    /// there (a call's name token; a property reference's first token).
    var references: [String: [Int: [Declaration]]] = [:]
    /// Path → offsets of expressions passed inout (`&x`, the base of a
    /// mutating call, the target of `+=`).
    var inoutAccesses: [String: Set<Int>] = [:]

    public init() {}

    public var isEmpty: Bool { references.isEmpty && inoutAccesses.isEmpty }

    public mutating func add(_ declaration: Declaration, path: String, offset: Int) {
        var list = references[path, default: [:]][offset, default: []]
        guard !list.contains(declaration) else { return }
        list.append(declaration)
        references[path, default: [:]][offset] = list
    }

    public mutating func addInoutAccess(path: String, offset: Int) {
        inoutAccesses[path, default: []].insert(offset)
    }
}

/// Code that runs when something is called or read: a function's body, a
/// computed property's getter, a closure kept in a variable.
struct Definition {
    let file: LintFile
    /// What runs (a code block, an accessor block, a closure's statements).
    let body: Syntax
    /// `fire(_:)`, `fresh`, `init(style:)`, `start`.
    let name: String
    /// The type it is a member of (`Members.typePath`), nil for a free function or a local.
    let typePath: String?
    let isStatic: Bool
    let line: Int
    /// Runs once (a `lazy var`'s or a `static let`'s initializer, on first
    /// use): a side effect of the pass that touches it, never a per-pass cost.
    var runsOnce = false
    /// A function's body or a computed property's getter: what `Scopes`
    /// follows by syntax into the view's own members (the rest it does not).
    var isMemberCode = true
    /// Part of computing the value of the use that reaches it (false for a
    /// `deinit`, which runs beside it): rules about a value (an id, the data
    /// of a list) follow only these.
    var computesValue = true

    var key: String { "\(file.path):\(body.position.utf8Offset):\(body.endPosition.utf8Offset)" }
}

/// What running a definition does that a rule is about, found in its code or
/// in code it calls.
struct Effect: Sendable {
    /// `starts a Task`, `builds a DateFormatter`, `writes `count``.
    var what: String
    var path: String
    var line: Int
    /// Steps in between, outermost first (`calls `inner()`` when `outer()` calls it).
    var through: [String] = []
    /// A write to the state of the value the definition runs on (`self`):
    /// a side effect only when that value is the view's state.
    var writesOwnState = false

    /// "calls `fire(_:)`, which starts a `Task` (line 4)", "calls `a()`, which calls `b()`, which builds …";
    /// `verb` "reads" for a property.
    func describe(callee: String, from file: String, verb: String = "calls") -> String {
        describe(step: "\(verb) `\(callee)`", from: file)
    }

    /// `step`: how the code is reached (`sets `seen`, whose `didSet``).
    func describe(step: String, from file: String) -> String {
        var text = step
        // A long chain reads as its ends: the first steps and the last.
        let shown = through.count > 8 ? Array(through.prefix(4)) + ["… (\(through.count - 6) calls more)"] + Array(through.suffix(2)) : through
        for inner in shown { text += inner.hasPrefix("…") ? ", \(inner)" : ", which \(inner)" }
        return text + ", which \(what) (\(path == file ? "line \(line)" : "\(path):\(line)"))"
    }
}

/// The effects rules follow through the code of the linted files.
enum EffectKind: String, Sendable {
    case sideEffect, unobservedWrite, allocation, expensive, unstable, transform
}

/// The compiler's names for a set of files linted together, and what the
/// definitions in those files do when they run (each worked out once).
final class Resolution: @unchecked Sendable {
    // @unchecked: `files` is set before linting starts; `memo` goes through `lock`.
    let names: ResolvedNames
    private var files: [String: WeakFile] = [:]
    private let lock = NSLock()
    private var memo: [String: Effect?] = [:]
    private var found: [String: [Definition]] = [:]

    private final class WeakFile {
        weak var file: LintFile?
        init(_ file: LintFile) { self.file = file }
    }

    /// Names declared more than once among every linted file, when `files` is only some of them.
    /// Without the compiler's names, calls are resolved by name (`NamedCallable`); built once
    /// here, as every call asks.
    private let named: NamedCallableIndex

    init(names: ResolvedNames, files: [LintFile], ambiguousNames: Set<String> = [], uniqueSignatures: Set<String> = []) {
        self.names = names
        for file in files { self.files[file.path] = WeakFile(file) }
        named = names.isEmpty ? NamedCallableIndex(files: files, ambiguous: ambiguousNames, uniqueSignatures: uniqueSignatures) : NamedCallableIndex(files: [], ambiguous: [])
    }

    var hasNames: Bool { !names.isEmpty }

    private func namedIndex() -> NamedCallableIndex { named }

    /// A linted file by its path as linted.
    func fileNamed(_ path: String) -> LintFile? { files[path]?.file }

    // MARK: Looking names up

    /// The declarations the expression starting at `position` refers to.
    func declarations(at position: AbsolutePosition, in file: LintFile) -> [ResolvedNames.Declaration] {
        guard hasNames, let byOffset = names.references[file.path] else { return [] }
        return byOffset[file.writtenOffset(of: position)] ?? []
    }

    /// What a call calls: the declarations at its name token with its name
    /// (or an initializer: `Task { }`, `Alias()`, `x.init()`), and a value
    /// called as a function (`scheduler()`), whose `callAsFunction` the
    /// compiler puts at the call's parenthesis or trailing closure.
    func callees(of call: FunctionCallExprSyntax, in file: LintFile) -> [ResolvedNames.Declaration] {
        guard hasNames else { return namedIndex().callee(of: call).map { [$0.declaration] } ?? [] }
        var found: [ResolvedNames.Declaration] = []
        if let token = call.calledExpression.nameToken {
            let name = token.text
            found = declarations(at: token.positionAfterSkippingLeadingTrivia, in: file).filter {
                $0.member == name || $0.member == "init" || $0.member == "callAsFunction"
            }
        }
        if let open = call.leftParen ?? call.trailingClosure.map({ $0.leftBrace }) {
            found += declarations(at: open.positionAfterSkippingLeadingTrivia, in: file).filter { $0.member == "callAsFunction" && !found.contains($0) }
        }
        return found
    }

    /// What a property reference (`a.b`, `b`, `\.b`) reads: the declarations
    /// named `name` at the reference's first token.
    func referenced(_ node: some SyntaxProtocol, name: String, in file: LintFile) -> [ResolvedNames.Declaration] {
        if !hasNames {
            guard let member = Syntax(node).as(MemberAccessExprSyntax.self) else { return [] }
            return namedIndex().property(read: member).map { [$0.declaration] } ?? []
        }
        return declarations(at: node.positionAfterSkippingLeadingTrivia, in: file).filter { $0.member == name }
    }

    /// Whether the compiler passes `expr` inout (the base of a mutating call).
    func isPassedInout(_ expr: ExprSyntax, in file: LintFile) -> Bool {
        guard hasNames else { return false }
        return names.inoutAccesses[file.path]?.contains(file.writtenOffset(of: expr.positionAfterSkippingLeadingTrivia)) == true
    }

    /// The code a declaration of the linted files runs when called (a
    /// function, an initializer, a computed property's getter, a closure kept
    /// in a variable).
    func definition(of declaration: ResolvedNames.Declaration) -> Definition? {
        definitions(of: declaration, use: .call).first
    }

    /// The code of the linted files that runs when `declaration` is used so:
    /// its own (`LintFile.definitions(at:use:)`), and, because the call is
    /// dispatched on the value, every implementation a linted type gives it
    /// (a protocol requirement called on an existential or a generic, a class
    /// member a subclass overrides).
    func definitions(of declaration: ResolvedNames.Declaration, use: Use) -> [Definition] {
        let key = "\(use) \(declaration.name) \(declaration.declaredIn ?? "") \(declaration.declaredAt ?? -1)"
        if let known = lock.withLock({ found[key] }) { return known }
        var result: [Definition] = []
        if let path = declaration.declaredIn, let offset = declaration.declaredAt, let file = files[path]?.file {
            result = file.definitions(at: AbsolutePosition(utf8Offset: file.lintedOffset(ofWritten: offset)), use: use)
        }
        if let type = declaration.typeName {
            for definition in implementations(of: declaration, in: type, use: use) where !result.contains(where: { $0.key == definition.key }) {
                result.append(definition)
            }
        }
        lock.withLock { found[key] = result }
        return result
    }

    /// The definitions a property read runs: getters (a property wrapper's
    /// `wrappedValue` getter too), and a `lazy var`'s or `static let`'s
    /// initializer, which the first read runs.
    func definitions(read expr: ExprSyntax, name: String, in file: LintFile) -> [Definition] {
        referenced(expr, name: name, in: file).flatMap { definitions(of: $0, use: .read) }
    }

    /// The definitions a call runs (see `reached(calledBy:in:)`).
    func definitions(calledBy call: FunctionCallExprSyntax, in file: LintFile) -> [Definition] {
        reached(calledBy: call, in: file).map(\.definition)
    }

    // MARK: Types of the linted files

    /// Each linted type's declaration and extensions by simple name, and who
    /// names it in an inheritance clause: built once, when first asked.
    private var types: TypeIndex?

    struct TypeIndex {
        var groups: [String: [(file: LintFile, decl: DeclGroupSyntax)]] = [:]
        var inheritors: [String: Set<String>] = [:]
    }

    func typeIndex() -> TypeIndex {
        if let known = lock.withLock({ types }) { return known }
        var index = TypeIndex()
        for file in files.values.compactMap(\.file) {
            for decl in file.typeDecls + file.protocols.map({ $0 as DeclGroupSyntax }) {
                guard let path = Members.typePath(of: decl), let name = path.split(separator: ".").last.map(String.init) else { continue }
                index.groups[name, default: []].append((file, decl))
                for inherited in decl.inheritedTypeNames { index.inheritors[inherited, default: []].insert(name) }
            }
        }
        lock.withLock { types = index }
        return index
    }

    /// The function a resolved declaration names, in whichever linted file declares it.
    func functionDecl(of declaration: ResolvedNames.Declaration) -> (function: FunctionDeclSyntax, file: LintFile)? {
        guard let path = declaration.declaredIn, let offset = declaration.declaredAt, let file = files[path]?.file,
              let token = file.tree.token(at: AbsolutePosition(utf8Offset: file.lintedOffset(ofWritten: offset))),
              let function = token.ancestor(FunctionDeclSyntax.self)
        else { return nil }
        return (function, file)
    }

    /// The free functions of the linted files named as `call` calls them, labels fitting (by name,
    /// whatever its case: `PostButtonContainer(is_left_handed:action:)`).
    func freeFunctions(calledBy call: FunctionCallExprSyntax, named name: String) -> [(function: FunctionDeclSyntax, file: LintFile)] {
        (namedIndex().byName[name] ?? []).filter { $0.typeName == nil && $0.accepts(call) }.compactMap { functionDecl(of: $0.declaration) }
    }

    /// The linted declarations and extensions of the type named `name`.
    func declarations(ofType name: String) -> [(file: LintFile, decl: DeclGroupSyntax)] {
        typeIndex().groups[name] ?? []
    }

    /// What a dispatched member runs in the linted types that conform to or
    /// inherit from `type` (transitively), and in `type`'s own extensions
    /// when some type does (a protocol's default implementations).
    private func implementations(of declaration: ResolvedNames.Declaration, in type: String, use: Use) -> [Definition] {
        let index = typeIndex()
        var seen: Set<String> = [], queue = [type]
        while let next = queue.popLast() {
            for name in index.inheritors[next] ?? [] where seen.insert(name).inserted { queue.append(name) }
        }
        guard !seen.isEmpty else { return [] }
        let key = declaration.memberKey
        var result: [Definition] = []
        for name in seen.sorted() + [type] {
            for (file, group) in index.groups[name] ?? [] where name != type || group.is(ExtensionDeclSyntax.self) {
                for item in group.memberBlock.members {
                    guard let position = Members.position(of: item.decl, matching: key) else { continue }
                    result += file.definitions(at: position, use: use)
                }
            }
        }
        return result
    }

    // MARK: Effects

    /// What running `definition` does of `kind` (nil: nothing), with `hit`
    /// judging each call and property read in its code as it runs (action
    /// closures, nested functions and types are not part of it).
    func effect(of definition: Definition, kind: EffectKind, hit: (Syntax, LintFile) -> Effect?) -> Effect? {
        var visiting: Set<String> = []
        return effect(of: definition, kind: kind, hit: hit, visiting: &visiting, depth: 0)
    }

    /// How many calls deep the walk follows. Real code nests a few dozen;
    /// the walk recurses once per call, so a chain of thousands of functions
    /// would overflow the stack of whoever lints (a grading worker, `course
    /// check`). Deeper than this is itself the finding: code the linter does
    /// not read cannot be shown free of what it looks for.
    static let deepestCallChain = 200

    private func effect(of definition: Definition, kind: EffectKind, hit: (Syntax, LintFile) -> Effect?, visiting: inout Set<String>, depth: Int) -> Effect? {
        // Once per run of the program is a side effect of the pass that triggers it, not a per-pass cost.
        if definition.runsOnce, kind != .sideEffect, kind != .unobservedWrite { return nil }
        if !definition.computesValue, kind == .unstable || kind == .transform { return nil }
        let key = kind.rawValue + " " + definition.key
        if let known = lock.withLock({ memo[key] }) { return known }
        guard visiting.insert(key).inserted else { return nil }  // recursion: what it does is found on the first visit
        if depth >= Self.deepestCallChain {
            return Effect(what: "calls functions more than \(Self.deepestCallChain) deep, further than the linter follows (flatten the chain)",
                          path: definition.file.path, line: definition.line)
        }
        let file = definition.file
        var found: Effect?
        for node in Runs.nodes(in: definition.body, file: file) {
            if let direct = hit(node, file) {
                found = direct
                break
            }
            for reach in reached(by: node, in: file) where reach.definition.key != definition.key {
                let callee = reach.definition
                guard var inner = effect(of: callee, kind: kind, hit: hit, visiting: &visiting, depth: depth + 1) else { continue }
                if inner.writesOwnState {
                    // A write to the callee's receiver: ours when the receiver is our own state.
                    let own = reach.receiver.map { Runs.isSelf($0) || Runs.isOwnState($0, in: file) } ?? !callee.isStatic
                    guard own else { continue }
                }
                inner.through.insert(reach.step, at: 0)
                found = inner
                break
            }
            if found != nil { break }
        }
        lock.withLock { memo[key] = .some(found) }
        return found
    }
}

/// What runs when a piece of code runs, in source order.
enum Runs {
    /// Every call and property read under `root` that runs when it does:
    /// closures run later (actions, tasks, stored), nested functions and
    /// types are left out.
    static func nodes(in root: Syntax, file: LintFile) -> [Syntax] {
        let walker = RunWalker(file: file, root: root)
        walker.walk(root)
        return walker.nodes
    }

    /// `a.b` or `b` read as a value (not called, not the base of a longer chain's call): the node and its name.
    static func propertyRead(_ node: Syntax) -> (ExprSyntax, String)? {
        if let member = node.as(MemberAccessExprSyntax.self) {
            if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id { return nil }
            return (ExprSyntax(member), member.declName.baseName.text)
        }
        if let ref = node.as(DeclReferenceExprSyntax.self), case .identifier = ref.baseName.tokenKind {
            if let call = ref.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ref.id { return nil }
            if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id { return nil }
            return (ExprSyntax(ref), ref.baseName.text)
        }
        return nil
    }

    static func base(of expr: ExprSyntax) -> ExprSyntax? {
        expr.as(MemberAccessExprSyntax.self)?.base
    }

    static func isSelf(_ expr: ExprSyntax) -> Bool {
        expr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// Rooted in `self` or in a property of the type the code is a member of (not a local).
    static func isOwnState(_ expr: ExprSyntax, in file: LintFile) -> Bool {
        SideEffectInBodyRule.isViewState(expr, in: file)
    }
}

private final class RunWalker: SyntaxVisitor {
    let file: LintFile
    let root: Syntax
    var nodes: [Syntax] = []

    init(file: LintFile, root: Syntax) {
        self.file = file
        self.root = root
        super.init(viewMode: .sourceAccurate)
    }

    private func isRoot(_ node: some SyntaxProtocol) -> Bool { Syntax(node).id == root.id }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        isRoot(node) || Scopes.runsImmediately(node, in: file) ? .visitChildren : .skipChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { isRoot(node) ? .visitChildren : .skipChildren }
    // A branch taken only off the main thread never runs in `body` (`Scopes.offMainThreadOnly`).
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        node.parent.map { Scopes.offMainThreadOnly($0, child: Syntax(node)) } == true ? .skipChildren : .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }
    // Call-like uses the compiler resolves to code (`Resolution.reached(by:in:)`).
    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: PostfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        nodes.append(Syntax(node))
        return .visitChildren
    }
}

/// Locals, by syntax: the compiler's dump gives no name to a local.
enum Locals {
    /// The binding of `name` visible at `node`: a `let`/`var` before it in an
    /// enclosing block of the same function or closure (nil for a closure
    /// parameter or anything declared outside).
    static func binding(named name: String, visibleAt node: some SyntaxProtocol) -> PatternBindingSyntax? {
        var current = Syntax(node).parent
        while let syntax = current {
            if syntax.is(MemberBlockItemSyntax.self) || syntax.is(SourceFileSyntax.self) { return nil }
            if let closure = syntax.as(ClosureExprSyntax.self), let signature = closure.signature,
               signature.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) {
                return nil
            }
            if let block = syntax.as(CodeBlockItemListSyntax.self) {
                for item in block.reversed() where item.endPosition <= node.position {
                    if let variable = item.item.as(VariableDeclSyntax.self),
                       let binding = variable.bindings.first(where: { $0.name == name }) {
                        return binding
                    }
                }
            }
            current = syntax.parent
        }
        return nil
    }

    /// `start()` where `let start = { … }` is a local: the closure, which the call runs.
    static func closure(calledBy call: FunctionCallExprSyntax, in file: LintFile) -> Definition? {
        guard let ref = call.calledExpression.as(DeclReferenceExprSyntax.self), case .identifier(let name) = ref.baseName.tokenKind,
              file.localNames.closures.contains(name), let binding = binding(named: name, visibleAt: call),
              let closure = binding.initializer?.value.unwrapped.as(ClosureExprSyntax.self)
        else { return nil }
        return Definition(
            file: file, body: Syntax(closure.statements), name: name, typePath: nil, isStatic: false,
            line: file.line(of: binding.positionAfterSkippingLeadingTrivia))
    }

    /// `t` where `let t = UUID()` is a local: the value it was set to, evaluated where it is declared.
    static func initializer(of ref: DeclReferenceExprSyntax, in file: LintFile) -> ExprSyntax? {
        guard case .identifier(let name) = ref.baseName.tokenKind, file.localNames.all.contains(name) else { return nil }
        if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.declName.id == ref.id { return nil }
        return binding(named: name, visibleAt: ref)?.initializer?.value
    }
}

extension ExprSyntax {
    /// The token that names what a call calls: `fire` in `fire()`, `async` in
    /// `queue.async {}`, `Task` in `_Concurrency.Task {}`, `init` in `T.init()`.
    var nameToken: TokenSyntax? {
        if let ref = self.as(DeclReferenceExprSyntax.self) { return ref.baseName }
        if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        if let generic = self.as(GenericSpecializationExprSyntax.self) { return generic.expression.nameToken }
        return nil
    }
}

/// The view an expression builds, seen through the names it is built behind:
/// for rules about the view tree that judge views by the name they are built
/// with (`ScrollView { VStack { ForEach } }`, both branches of an `if`).
enum ViewExpressions {
    /// The name of the view a call of `expr`'s chain root builds: `VStack`
    /// for `VStack { }`, `SwiftUI.VStack { }` or, as the compiler resolved it,
    /// an alias of one.
    static func viewName(of expr: ExprSyntax, in file: LintFile) -> String? {
        if let name = expr.viewTypeName { return name }
        guard let call = rootCall(of: expr) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" {
            return member.declName.baseName.text
        }
        return file.resolution.callees(of: call, in: file).first { $0.member == "init" && $0.typeName?.first?.isUppercase == true }?.typeName
    }

    /// The call that builds the view of a modifier chain: `VStack { }` of
    /// `VStack { }.padding()`, and a call qualified by a type or module
    /// (`SwiftUI.VStack { }`, `Layout.stack(of: items)`), which `chainRoot` goes through.
    static func rootCall(of expr: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expr.unwrapped
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            if let qualifier = base.as(DeclReferenceExprSyntax.self), qualifier.baseName.text.first?.isUppercase == true { return call }
            current = base
        }
        return current.as(FunctionCallExprSyntax.self)
    }

    /// For an expression that builds its view behind a name — a local
    /// (`let column = VStack { … }`), or, with the compiler's names, a
    /// function or computed property of the linted files returning one view
    /// (`column`, `rows()`, `Layout.column(items)`) — the expression that
    /// builds it, the file it is in, and what was followed (`column` (line 12)).
    static func resolved(_ expr: ExprSyntax, in file: LintFile, depth: Int = 0) -> (expr: ExprSyntax, file: LintFile, via: [String])? {
        guard depth < 4 else { return nil }
        let root = rootCall(of: expr).map(ExprSyntax.init) ?? expr.unwrapped.chainRoot
        var found: (ExprSyntax, LintFile, String)?
        if let ref = root.as(DeclReferenceExprSyntax.self), case .identifier(let name) = ref.baseName.tokenKind, let value = Locals.initializer(of: ref, in: file) {
            found = (value, file, "`\(name)` (line \(file.line(of: value.positionAfterSkippingLeadingTrivia)))")
        } else {
            let resolution = file.resolution
            var definitions: [Definition] = []
            if let call = root.as(FunctionCallExprSyntax.self) {
                definitions = resolution.definitions(calledBy: call, in: file)
            } else if let (read, name) = Runs.propertyRead(Syntax(root)) {
                definitions = resolution.definitions(read: read, name: name, in: file)
            }
            for definition in definitions {
                guard let value = returned(by: definition) else { continue }
                found = (value, definition.file, "`\(definition.name)` (\(definition.file.path == file.path ? "" : definition.file.path + ":")line \(definition.line))")
                break
            }
        }
        guard let (value, valueFile, step) = found else { return nil }
        if viewName(of: value, in: valueFile) != nil { return (value, valueFile, [step]) }
        guard let deeper = resolved(value, in: valueFile, depth: depth + 1) else { return nil }
        return (deeper.expr, deeper.file, [step] + deeper.via)
    }

    /// The one expression a definition's code returns: its only statement, or a lone `return`.
    static func returned(by definition: Definition) -> ExprSyntax? {
        let statements: CodeBlockItemListSyntax?
        if let block = definition.body.as(CodeBlockSyntax.self) {
            statements = block.statements
        } else if let list = definition.body.as(CodeBlockItemListSyntax.self) {
            statements = list
        } else if let accessors = definition.body.as(AccessorBlockSyntax.self), case .getter(let list) = accessors.accessors {
            statements = list
        } else {
            statements = nil
        }
        guard let statements, statements.count == 1, let item = statements.first else { return nil }
        if let returned = item.item.as(ReturnStmtSyntax.self) { return returned.expression }
        return statements.expressions.first ?? nil
    }
}
