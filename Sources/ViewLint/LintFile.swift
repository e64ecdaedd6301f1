import SwiftParser
import SwiftSyntax

/// One parsed source file plus an index of the nodes rules look at, gathered
/// in a single walk so eighteen rules do not each walk the tree again.
final class LintFile: @unchecked Sendable {
    // @unchecked: built once, then only read (by one thread at a time in practice).
    let path: String
    let source: String
    let tree: SourceFileSyntax

    private(set) var calls: [FunctionCallExprSyntax] = []
    private(set) var typeDecls: [DeclGroupSyntax] = []
    private(set) var functions: [FunctionDeclSyntax] = []
    private(set) var initializers: [InitializerDeclSyntax] = []
    private(set) var variables: [VariableDeclSyntax] = []
    private(set) var ifExprs: [IfExprSyntax] = []
    private(set) var sequences: [SequenceExprSyntax] = []
    private(set) var identifierTypes: [IdentifierTypeSyntax] = []
    private(set) var extensions: [ExtensionDeclSyntax] = []
    private(set) var macros: [MacroExpansionDeclSyntax] = []
    private(set) var macroExpressions: [MacroExpansionExprSyntax] = []
    private(set) var subscripts: [SubscriptDeclSyntax] = []
    private(set) var protocols: [ProtocolDeclSyntax] = []

    /// Names of types this file declares or extends as `View` (or `ViewModifier`, styles…).
    private(set) var viewTypeNames: Set<String> = []
    /// Names of types this file declares or extends as `Equatable` (or `Hashable`, `Comparable`).
    private(set) var equatableTypeNames: Set<String> = []
    /// Names of every type declared in this file.
    private(set) var declaredTypeNames: Set<String> = []

    /// `aliases`: type aliases declared in the other files linted with this
    /// one (`TypeAliases`); this file's own are found here. `expandingAliases`
    /// false keeps the text as written (`--fix` rewrites what the author wrote).
    init(path: String, source: String, aliases: TypeAliases.Table = TypeAliases.Table(), expandingAliases: Bool = true) {
        self.path = path
        writtenSource = source
        var tree = Parser.parse(source: source)
        var source = source
        let aliases = expandingAliases && TypeAliases.mayDeclare(source) ? aliases.merging(TypeAliases.targets(in: [tree])) : aliases
        if expandingAliases, !aliases.isEmpty {
            let expanded = TypeAliases.expanded(tree, aliases)
            if expanded != source {
                writtenTree = tree
                source = expanded
                tree = Parser.parse(source: source)
            }
        }
        self.source = source
        self.tree = tree
        let indexer = Indexer(viewMode: .sourceAccurate)
        indexer.walk(tree)
        calls = indexer.calls
        typeDecls = indexer.typeDecls
        functions = indexer.functions
        initializers = indexer.initializers
        variables = indexer.variables
        ifExprs = indexer.ifExprs
        sequences = indexer.sequences
        identifierTypes = indexer.identifierTypes
        extensions = indexer.extensions
        macros = indexer.macros
        macroExpressions = indexer.macroExpressions
        subscripts = indexer.subscripts
        protocols = indexer.protocols
        typeQualifiedReads = indexer.typeQualifiedReads
        for decl in typeDecls {
            guard let name = Syntax(decl).typeName else { continue }
            if !decl.is(ExtensionDeclSyntax.self) { declaredTypeNames.insert(name) }
            let inherited = decl.inheritedTypeNames
            if inherited.contains(where: SwiftUINames.viewProtocols.contains) || decl.declaresViewBody {
                viewTypeNames.insert(name)
            }
            if inherited.contains(where: { ["Equatable", "Hashable", "Comparable"].contains($0) }) {
                equatableTypeNames.insert(name)
            }
        }
    }

    private lazy var converter = SourceLocationConverter(fileName: path, tree: tree)

    /// The file as written, when expanding type aliases changed its text
    /// (offsets the compiler gives are in this text).
    private var writtenTree: SourceFileSyntax?

    /// The compiler's names for this file and the files linted with it
    /// (`Linter.lint(sources:resolved:)`); otherwise only this file, by syntax.
    lazy var resolution = Resolution(names: ResolvedNames(), files: [self])

    /// Names of the locals this file declares (not members), and of those
    /// holding a closure: a quick no before `Locals` looks one up.
    private(set) lazy var localNames: (all: Set<String>, closures: Set<String>) = {
        var all: Set<String> = [], closures: Set<String> = []
        for variable in variables where !variable.isMember {
            for binding in variable.bindings {
                guard let name = binding.name else { continue }
                all.insert(name)
                if binding.initializer?.value.unwrapped.is(ClosureExprSyntax.self) == true { closures.insert(name) }
            }
        }
        return (all, closures)
    }()

    /// Every property read (`a.b`, `b`: not called), for rules that follow
    /// reads into the computed properties of the linted files (only asked
    /// when the compiler's names are known).
    private(set) lazy var propertyReads: [(expr: ExprSyntax, name: String)] = uses.reads

    /// The property reads rules follow into code of the linted files: every one with the
    /// compiler's names; without them only `Type.member` reads resolve (`NamedCallable`),
    /// found in the first walk, so no second walk is needed.
    var followedReads: [(expr: ExprSyntax, name: String)] {
        resolution.hasNames ? propertyReads : typeQualifiedReads
    }
    private(set) var typeQualifiedReads: [(expr: ExprSyntax, name: String)] = []

    /// Every use besides a call that can run code of the linted files:
    /// property reads, subscripts, operators, key paths, assignments
    /// (`Resolution.reached(by:in:)`; only asked with the compiler's names).
    private(set) lazy var otherUses: [Syntax] = uses.others

    private lazy var uses: (reads: [(expr: ExprSyntax, name: String)], others: [Syntax]) = {
        let collector = ReadCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return (collector.reads, collector.others)
    }()

    /// Token starts as written ↔ as linted, when they differ (an expanded alias moves what follows it on its line).
    private lazy var offsetMaps: (toLinted: [Int: Int], toWritten: [Int: Int])? = {
        guard let writtenTree else { return nil }
        var toLinted: [Int: Int] = [:]
        var toWritten: [Int: Int] = [:]
        for (written, linted) in zip(writtenTree.tokens(viewMode: .sourceAccurate), tree.tokens(viewMode: .sourceAccurate)) {
            let from = written.positionAfterSkippingLeadingTrivia.utf8Offset, to = linted.positionAfterSkippingLeadingTrivia.utf8Offset
            toLinted[from] = to
            toWritten[to] = from
        }
        return (toLinted, toWritten)
    }()

    /// The offset in the text as written of a position in the linted text.
    func writtenOffset(of position: AbsolutePosition) -> Int {
        guard let maps = offsetMaps else { return position.utf8Offset }
        return maps.toWritten[position.utf8Offset] ?? position.utf8Offset
    }

    /// The position in the linted text of an offset in the text as written.
    func lintedOffset(ofWritten offset: Int) -> Int {
        guard let maps = offsetMaps else { return offset }
        return maps.toLinted[offset] ?? offset
    }

    /// The members of the types this file declares or extends (see `Members`).
    /// Where each function, initializer, subscript and property is declared.
    private(set) lazy var headers = DeclarationHeaders(functions: functions, initializers: initializers, subscripts: subscripts, variables: variables)

    private(set) lazy var memberFacts: [String: TypeFacts] = Members.facts(in: self)

    /// What the rules know about members: this file's own, or, when files are linted together,
    /// every file's (set before the rules run), so a view's extensions in other files count.
    lazy var index = MemberIndex(files: [memberFacts])

    /// The names this file calls (`f(…)`, `x.f(…)`): with the other files' names, whether a
    /// declaration is used anywhere in the set.
    /// Round 19: with each call's shape too (`ifLet(_:_:)`, `ifLet(_:content:)`: its argument labels,
    /// a trailing closure `{}` unless labeled), to tell which overload of a name is called.
    private(set) lazy var calledNames: Set<String> = {
        var names: Set<String> = []
        for call in calls {
            guard let name = call.calleeName else { continue }
            names.insert(name)
            names.insert(LintFile.shape(of: call, named: name))
        }
        return names
    }()

    /// `name(label:_:)`: the labels a call gives, in order, trailing closures included.
    static func shape(of call: FunctionCallExprSyntax, named name: String) -> String {
        var labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }
        if call.trailingClosure != nil { labels.append("{}:") }
        labels += call.additionalTrailingClosures.map { $0.label.text + ":" }
        return name + "(" + labels.joined() + ")"
    }

    /// Whether some call of the set could call `function` (by name, then by its labels: an
    /// overload whose labels or required arguments no call gives is not called).
    func isCalled(_ function: FunctionDeclSyntax) -> Bool {
        let name = String(function.name.text.filter { $0 != "`" })
        guard isCalled(name) else { return false }
        let known = index.calledNames ?? calledNames
        let shapes = known.filter { $0.hasPrefix(name + "(") }
        guard !shapes.isEmpty else { return true }
        let parameters = function.signature.parameterClause.parameters.map { (label: $0.firstName.text, optional: $0.defaultValue != nil) }
        return shapes.contains { shape in
            let labels = shape.dropFirst(name.count + 1).dropLast().split(separator: ":").map(String.init)
            var next = 0
            for label in labels {
                // A trailing closure (`{}`) fills the next parameter; other arguments match by label, skipping defaults.
                while next < parameters.count, label != "{}", parameters[next].label != label {
                    guard parameters[next].optional else { return false }
                    next += 1
                }
                guard next < parameters.count else { return false }
                next += 1
            }
            return parameters[next...].allSatisfy(\.optional)
        }
    }

    /// Whether the set's files call `name`: every file's calls when the index covers the set,
    /// else this file's (asking for the whole set, as a call may be in another file).
    func isCalled(_ name: String) -> Bool {
        if let all = index.calledNames { return all.contains(name) }
        if calledNames.contains(name) { return true }
        if !seesWholeSet { wantsWholeSet = true }
        return !seesWholeSet
    }

    /// Round 16: types of the set this file constructs as the value a function, accessor or closure
    /// returns (`return Story()`, `{ Row() }`, `AnyView(Story())`, with modifiers), previews apart.
    private(set) lazy var returnedConstructions: Set<String> = {
        var names: Set<String> = []
        for call in calls {
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
                  setTypeNames.contains(name), !previewRanges.contains(where: { $0.contains(call.position) }),
                  LintFile.isReturned(call)
            else { continue }
            names.insert(name)
        }
        return names
    }()

    /// Whether `call`'s value is what its function, accessor or closure returns: `return call`, the
    /// single expression of a body, through modifier chains, `AnyView(…)`, ternaries and branches.
    static func isReturned(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent {
            if parent.is(ReturnStmtSyntax.self) { return true }
            if let item = parent.as(CodeBlockItemSyntax.self) {
                guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
                let owner = list.parent
                if owner?.is(ClosureExprSyntax.self) == true || owner?.is(AccessorDeclSyntax.self) == true || owner?.is(AccessorBlockSyntax.self) == true { return true }
                if let block = owner?.as(CodeBlockSyntax.self), block.parent?.is(FunctionDeclSyntax.self) == true { return true }
                // A branch of an `if`/`switch` expression: the whole expression is what is returned.
                if let switchCase = owner?.as(SwitchCaseSyntax.self), let switchExpr = switchCase.parent?.parent {
                    node = switchExpr; continue
                }
                if let block = owner?.as(CodeBlockSyntax.self), let ifExpr = block.parent, ifExpr.is(IfExprSyntax.self) {
                    node = ifExpr; continue
                }
                return false
            }
            if parent.is(MemberAccessExprSyntax.self) || parent.is(TernaryExprSyntax.self) || parent.is(IfExprSyntax.self)
                || parent.is(ExpressionStmtSyntax.self) {
                node = parent; continue
            }
            if let outer = parent.as(FunctionCallExprSyntax.self) {
                // A modifier applied to it (`Story().padding()`), not an argument of another call.
                guard outer.calledExpression.id == node.id else { return false }
                node = parent; continue
            }
            if parent.is(LabeledExprSyntax.self), let outer = parent.parent?.parent?.as(FunctionCallExprSyntax.self),
               outer.calleeName == "AnyView" {
                node = Syntax(outer); continue
            }
            return false
        }
        return false
    }

    /// Names of the types the linted set may declare or extend (`DeclaredTypeNames`): this file's
    /// own, unless the linter sets every file's. Facts about constructions of other names are skipped.
    lazy var setTypeNames: Set<String> = DeclaredTypeNames.scan([source])

    /// Round 23: how many files of the set may declare each type name, set by the linter when this
    /// file is linted with others; nil when unknown.
    var setDeclarations: DeclaredTypeNames.FileCounts?

    /// The text as given (before aliases were expanded): what `setDeclarations` counted.
    private let writtenSource: String
    private lazy var ownDeclarationNames = DeclaredTypeNames.names(in: writtenSource)

    /// Whether another file of the set may declare or extend a type or protocol named `name`
    /// (true when the set is not known): a rule linting this file before the others asks for the
    /// whole set only when the answer may lie in another file.
    func declaredBeside(_ name: String) -> Bool {
        guard let setDeclarations else { return true }
        return setDeclarations.declaredBeside(name, own: ownDeclarationNames)
    }

    /// Whether `index` holds every linted file's types (false while `course lint` lints each file on
    /// its own first). A rule that needs a type the file does not declare sets `wantsWholeSet`, and
    /// the file is linted again with every file's members.
    var seesWholeSet = true
    var wantsWholeSet = false

    /// Ranges of preview code (`#Preview { … }`, `PreviewProvider` types), which no rule reports.
    private(set) lazy var previewRanges: [Range<AbsolutePosition>] = {
        var ranges: [Range<AbsolutePosition>] = []
        for decl in typeDecls where decl.inheritedTypeNames.contains("PreviewProvider") {
            ranges.append(decl.position..<decl.endPosition)
        }
        for macro in macros where macro.macroName.text == "Preview" {
            ranges.append(macro.position..<macro.endPosition)
        }
        for macro in macroExpressions where macro.macroName.text == "Preview" {
            ranges.append(macro.position..<macro.endPosition)
        }
        return ranges
    }()

    enum FunctionKind { case view, action, other }

    /// What each function this file declares returns, by name: a view (`some View`, `@ViewBuilder`),
    /// nothing (an action), or something else; a name declared with different kinds is `other`.
    private(set) lazy var functionKinds: [String: FunctionKind] = {
        var kinds: [String: FunctionKind] = [:]
        for function in functions {
            let kind: FunctionKind
            if Scopes.isViewBuilding(function, in: self) {
                kind = .view
            } else if let returned = function.signature.returnClause?.type {
                let text = returned.trimmedDescription
                kind = text == "Void" || text == "()" ? .action : .other
            } else {
                kind = .action
            }
            let name = function.name.text
            if let known = kinds[name], known != kind { kinds[name] = .other } else { kinds[name] = kind }
        }
        return kinds
    }()

    func isInPreview(_ position: AbsolutePosition) -> Bool {
        previewRanges.contains { $0.contains(position) }
    }

    /// 1-based line and column (in Unicode scalars) of a position.
    func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let location = converter.location(for: position)
        let lineStart = position.utf8Offset - (location.column - 1)
        let utf8 = source.utf8
        guard lineStart >= 0, position.utf8Offset <= utf8.count,
              let start = utf8.index(utf8.startIndex, offsetBy: lineStart, limitedBy: utf8.endIndex),
              let end = utf8.index(utf8.startIndex, offsetBy: position.utf8Offset, limitedBy: utf8.endIndex)
        else { return (location.line, location.column) }
        let scalars = String(decoding: utf8[start..<end], as: UTF8.self).unicodeScalars.count
        return (location.line, scalars + 1)
    }

    func line(of position: AbsolutePosition) -> Int {
        converter.location(for: position).line
    }

    /// Number of lines a node spans, from its first token to its last.
    func lineSpan(of node: some SyntaxProtocol) -> Int {
        let start = line(of: node.positionAfterSkippingLeadingTrivia)
        let end = line(of: node.endPositionBeforeTrailingTrivia)
        return end - start + 1
    }
}

private final class ReadCollector: SyntaxVisitor {
    var reads: [(expr: ExprSyntax, name: String)] = []
    var others: [Syntax] = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let read = Runs.propertyRead(Syntax(node)) { reads.append(read); others.append(Syntax(node)) }
        return .visitChildren
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let read = Runs.propertyRead(Syntax(node)) { reads.append(read); others.append(Syntax(node)) }
        return .visitChildren
    }
    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        others.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        others.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        others.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        others.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: PostfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        others.append(Syntax(node))
        return .visitChildren
    }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if SideEffectInBodyRule.assignedTarget(node) != nil { others.append(Syntax(node)) }
        return .visitChildren
    }
}

private final class Indexer: SyntaxVisitor {
    var typeQualifiedReads: [(expr: ExprSyntax, name: String)] = []

    /// `Cell.formatter`, `Self.formatter` read as a value (not called).
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.tokenKind == .keyword(.Self) || base.baseName.text.first?.isUppercase == true,
           let (expr, name) = Runs.propertyRead(Syntax(node)) {
            typeQualifiedReads.append((expr, name))
        }
        return .visitChildren
    }

    var calls: [FunctionCallExprSyntax] = []
    var typeDecls: [DeclGroupSyntax] = []
    var functions: [FunctionDeclSyntax] = []
    var initializers: [InitializerDeclSyntax] = []
    var variables: [VariableDeclSyntax] = []
    var ifExprs: [IfExprSyntax] = []
    var sequences: [SequenceExprSyntax] = []
    var identifierTypes: [IdentifierTypeSyntax] = []
    var extensions: [ExtensionDeclSyntax] = []
    var macros: [MacroExpansionDeclSyntax] = []
    var macroExpressions: [MacroExpansionExprSyntax] = []
    var subscripts: [SubscriptDeclSyntax] = []
    var protocols: [ProtocolDeclSyntax] = []

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        subscripts.append(node)
        return .visitChildren
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.append(node)
        return .visitChildren
    }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        macros.append(node)
        return .visitChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        macroExpressions.append(node)
        return .visitChildren
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        typeDecls.append(node)
        return .visitChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        typeDecls.append(node)
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeDecls.append(node)
        return .visitChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        typeDecls.append(node)
        return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeDecls.append(node)
        extensions.append(node)
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node)
        return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        initializers.append(node)
        return .visitChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        variables.append(node)
        return .visitChildren
    }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        ifExprs.append(node)
        return .visitChildren
    }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        sequences.append(node)
        return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        identifierTypes.append(node)
        return .visitChildren
    }
}
