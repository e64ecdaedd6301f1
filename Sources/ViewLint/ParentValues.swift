import SwiftSyntax

/// Whether a parent is proven to pass a view different values for the same identity (eighth
/// round), for `stateobject-from-parent`: owned storage (`@StateObject`, an object in `@State`)
/// keeps only the first value, which is a bug only if a later, different one arrives. A view
/// built once with one value (a hosting controller's root, a sheet's or a navigation
/// destination's content, a coordinator's screen) never gets a second; the linter proves a
/// second one when some construction of the view
/// - is a row (`ForEach(items) { Row(model: Model(item)) }`) given a value that is not read from
///   types alone: the same row identity is built again from an element that changed, or
/// - runs with every pass of a view's `body` and passes, for the argument, a value read from
///   state that view itself changes (`ProfileCard(userID: userID)` where a button sets `userID`),
///   or from a local made from it.
enum ParentValues {
    /// Wrappers of a view's own state, which its code changes while the view stays. Not an object
    /// it observes: a write to one of its properties (`state.selectedID = id`) does not prove that
    /// the property passed on (`state.serverContext`) changes.
    static let changeableWrappers: Set<String> = ["State", "Binding", "AppStorage", "SceneStorage"]

    /// Controls whose binding the user edits: `$query` handed to one is a change this view makes.
    static let editingControls: Set<String> = [
        "TextField", "SecureField", "TextEditor", "Toggle", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker",
    ]

    /// See `TypeFacts.passedValues` and `rowPassedValues`: for each view `decl`'s own code builds
    /// with every pass of its body (not in an action, an `init` or presented content), by argument
    /// label (`_` when unlabeled), the names the argument reads (`Card(model: Model(id: selection))`
    /// → `selection`); constructions in a row (`ForEach`, `List(data)`) apart.
    static func passedValues(in decl: some DeclGroupSyntax, file: LintFile)
        -> (inline: [String: [String: Set<String>]], rows: [String: [String: Set<String>]], wrapped: [String: [String: [String: Set<String>]]],
            handed: [String: [String: [String: Set<String>]]], handedRows: [String: [String: [String: Set<String>]]]) {
        var inline: [String: [String: Set<String>]] = [:], rows: [String: [String: Set<String>]] = [:]
        var wrapped: [String: [String: [String: Set<String>]]] = [:]
        var handed: [String: [String: [String: Set<String>]]] = [:], handedRows: [String: [String: [String: Set<String>]]] = [:]
        let range = decl.memberBlock.position..<decl.memberBlock.endPosition
        for call in file.calls where range.contains(call.position) {
            // Only a type of the set is asked about (`changingValue(to:)`): `Text(…)`, `HStack` are skipped
            // before the walks up the tree.
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
                  !call.arguments.isEmpty, file.setTypeNames.contains(name),
                  call.ancestor(MemberBlockSyntax.self)?.id == decl.memberBlock.id, call.ancestor(InitializerDeclSyntax.self) == nil,
                  !Members.isInAction(call), !Members.isHostedRoot(call), !Members.inDeferredClosure(call)
            else { continue }
            // Round 20: handed as another call's argument (`Cell(destination: Detail(…))`): counted
            // unless the set's code only makes that argument a hosting controller's root.
            let key = Members.handedKey(call)
            let row = Scopes.rowClosure(of: call)
            guard !Members.isPresentedContent(call, withinRow: row != nil) else { continue }
            let elementNames = row.map(Scopes.elementNames(of:)) ?? []
            let shadowing = closureParameters(around: call, upTo: decl.memberBlock, except: row)
            for argument in call.arguments {
                // Round 16: a closure's parameter (`LoadableSourceView(…) { source in StateGate(…source…) }`)
                // is not the view's property of the same name (`@State var source`).
                let reads = readNames(argument.expression).filter { !shadowing.contains(String($0.split(separator: ".").first ?? "")) }
                guard !reads.isEmpty else { continue }
                // Round 14: in a row, only a value read from the row's element (`item`, `$0`, a local
                // made from it) differs from row to row and changes with the element; one read from
                // the building view alone (`viewModel.mailboxManager`) is the same for every row and
                // is judged as a value built with the body (`changes(_:in:index:)`).
                let readsElement = reads.contains { elementNames.contains(String($0.split(separator: ".").first ?? "")) }
                if let key, row != nil && readsElement {
                    handedRows[key, default: [:]][name, default: [:]][argument.label?.text ?? "_", default: []].formUnion(reads)
                } else if let key, row == nil, lowercaseClosureOwner(of: call, upTo: decl.memberBlock) == nil {
                    handed[key, default: [:]][name, default: [:]][argument.label?.text ?? "_", default: []].formUnion(reads)
                } else if row != nil && readsElement {
                    rows[name, default: [:]][argument.label?.text ?? "_", default: []].formUnion(reads)
                } else if row == nil, let owner = lowercaseClosureOwner(of: call, upTo: decl.memberBlock) {
                    wrapped[owner, default: [:]][name, default: [:]][argument.label?.text ?? "_", default: []].formUnion(reads)
                } else {
                    inline[name, default: [:]][argument.label?.text ?? "_", default: []].formUnion(reads)
                }
            }
        }
        return (inline, rows, wrapped, handed, handedRows)
    }

    /// Round 19: the name of the nearest lower-case call (a modifier or method, not a container
    /// such as `VStack`) whose closure holds `call`: `crossPlatformSheet` for a view built in
    /// `.crossPlatformSheet(isPresented: $shown) { VStack { Detail(…) } }`.
    static func lowercaseClosureOwner(of call: FunctionCallExprSyntax, upTo block: MemberBlockSyntax) -> String? {
        var node = call.parent
        while let current = node, current.id != block.id {
            if let closure = current.as(ClosureExprSyntax.self),
               let owner = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                   ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let name = owner.calleeName, name.first?.isLowercase == true {
                return name
            }
            node = current.parent
        }
        return nil
    }

    /// The parameter names of the closures around `node` inside `block`, the row closure `row` apart
    /// (its element is judged as the row's).
    static func closureParameters(around node: some SyntaxProtocol, upTo block: MemberBlockSyntax, except row: ClosureExprSyntax?) -> Set<String> {
        var names: Set<String> = []
        var current = node.parent
        while let syntax = current, syntax.id != block.id {
            if let closure = syntax.as(ClosureExprSyntax.self), closure.id != row?.id, let clause = closure.signature?.parameterClause {
                for token in clause.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let text) = token.tokenKind, text.first?.isUppercase == false { names.insert(text) }
                }
            }
            current = syntax.parent
        }
        return names
    }

    /// The names an expression reads at its roots (`model.query` → `model.query`, `model` → `model`,
    /// `$0`; not types, as in `Container.shared.manager()`, nor `$x`, a binding that follows its
    /// source). Round 13: a root read through a member keeps its first member (`model.initialData.date`
    /// → `model.initialData`), so a write to another member (`model.showSheet = true`) is not taken
    /// for a change of what is passed.
    /// A local (`if let insight = service.insights[selectedID]`, `let title = …`) reads what its value reads.
    private static func readNames(_ expr: ExprSyntax, depth: Int = 0) -> Set<String> {
        var names: Set<String> = []
        for token in expr.tokens(viewMode: .sourceAccurate) {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self), ref.parent?.as(MemberAccessExprSyntax.self)?.declName.id != ref.id
            else { continue }
            switch token.tokenKind {
            case .keyword(.self):
                if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ExprSyntax(ref).id {
                    names.insert(path(from: member))
                }
            case .identifier(let text) where text.first?.isUppercase == false:
                if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ExprSyntax(ref).id {
                    names.insert(text + "." + member.declName.baseName.text)
                } else {
                    names.insert(text)
                }
                if depth < 3, let value = NonLazyLargeListRule.localValue(of: text, near: ref) {
                    names.formUnion(readNames(value, depth: depth + 1))
                }
            case .dollarIdentifier(let text) where text.dropFirst().first?.isNumber == true:
                names.insert(text)
            default:
                continue
            }
        }
        return names
    }

    /// `self.model.data` → `model.data`, `self.model` → `model`: a root and its first member.
    private static func path(from selfAccess: MemberAccessExprSyntax) -> String {
        let root = selfAccess.declName.baseName.text
        if let next = selfAccess.parent?.as(MemberAccessExprSyntax.self), next.base?.id == ExprSyntax(selfAccess).id {
            return root + "." + next.declName.baseName.text
        }
        return root
    }

    /// A write target as a path: `x` (the whole value: `x = …`, `x[i] = …`, `x.append(…)`) or `x.y`
    /// (one member: `x.y = …`, `self.x.y[0] = …`, `x?.y.append(…)`); nil for `_x` (setting up storage).
    static func writtenPath(_ expr: ExprSyntax) -> String? {
        var chain: [String] = []
        var current = expr
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                chain.insert(member.declName.baseName.text, at: 0)
                if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { break }
                current = base
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                chain = []  // an element's change is a change of the collection it is in
                current = subscriptCall.calledExpression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let ref = current.as(DeclReferenceExprSyntax.self) {
                chain.insert(ref.baseName.text, at: 0)
                break
            } else {
                return nil
            }
        }
        guard let root = chain.first, !root.hasPrefix("_") else { return nil }
        return chain.count > 1 ? root + "." + chain[1] : root
    }

    /// What `node` itself changes, as paths (`writtenPath`): assignments and mutating calls, and
    /// bindings handed to a control the user edits (`TextField("Name", text: $query)`,
    /// `Toggle(isOn: $model.enabled)` → `model.enabled`). A binding handed to another view of the app
    /// is not counted: that view may only clear it (`searchMode = nil` on close), which ends the built
    /// view's identity rather than passing it a second value.
    static func changedNames(in node: Syntax) -> Set<String> {
        var names: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .equal, .binaryOperator:
                guard token.tokenKind == .equal || (token.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(token.text)),
                      let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self),
                      let target = sequence.elements.first, let path = writtenPath(target)
                else { continue }
                names.insert(path)
            case .identifier(let text) where Members.mutatingMethods.contains(text):
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                      member.parent?.is(FunctionCallExprSyntax.self) == true, let base = member.base, let path = writtenPath(base)
                else { continue }
                names.insert(path)
            case .dollarIdentifier(let value),
                 .identifier(let value) where value.hasPrefix("$"):
                guard let call = token.ancestor(FunctionCallExprSyntax.self), let callee = call.calleeName, editingControls.contains(callee),
                      let ref = token.parent?.as(DeclReferenceExprSyntax.self)
                else { continue }
                let root = String(value.dropFirst())
                if let member = ref.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ExprSyntax(ref).id {
                    names.insert(root + "." + member.declName.baseName.text)
                } else {
                    names.insert(root)
                }
            default:
                continue
            }
        }
        return names
    }

    /// See `TypeFacts.heldTypes`.
    static func heldTypes(in decl: some DeclGroupSyntax) -> [String: String] {
        var result: [String: String] = [:]
        for item in decl.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), let wrapper = variable.wrapperName, changeableWrappers.contains(wrapper)
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.name else { continue }
                if let named = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) {
                    result[name] = named.name.text
                } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                          let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, callee.first?.isUppercase == true {
                    result[name] = callee
                }
            }
        }
        return result
    }

    /// Whether a value read as `read` (`model` or `model.data`) changes, given the paths `facts`'s
    /// own code changes: the whole root changes it; a member write changes that member, and a whole
    /// value read from a value type (not a class held in state: the reference stays the same).
    static func changes(_ read: String, in facts: TypeFacts, index: MemberIndex) -> Bool {
        let parts = read.split(separator: ".", maxSplits: 1).map(String.init)
        let root = parts[0]
        guard facts.wrappers[root].map(changeableWrappers.contains) == true else { return false }
        if facts.changed.contains(root) { return true }
        if parts.count == 2 { return facts.changed.contains(read) }
        if let held = facts.heldTypes[root], index.types[held]?.isClass == true { return false }
        return facts.changed.contains { $0.hasPrefix(root + ".") }
    }

    /// Whether some construction of `view` in the set passes, as one of `labels`, a value that can
    /// differ for the same identity; the reason, or nil when none is proven.
    static func changingValue(to view: String, labels: Set<String>, in index: MemberIndex) -> String? {
        for (path, facts) in index.types.sorted(by: { $0.key < $1.key }) where facts.isView {
            let builder = path.split(separator: ".").last.map(String.init) ?? path
            // A row keeps its identity (its element's id) while the element's other values change;
            // a value read only from types (`Container.shared.manager()`) is the same for every row.
            var rowPassed = facts.rowPassedValues[view] ?? [:]
            for (key, views) in facts.handedRowPassedValues where !index.hostingSinks.contains(key) {
                if let more = views[view] { rowPassed.merge(more) { $0.union($1) } }
            }
            if labels.contains(where: { rowPassed[$0]?.isEmpty == false }) {
                return "`\(builder)` builds it in rows, from the row's values, and a row keeps its identity when its item changes"
            }
            var passed = facts.passedValues[view] ?? [:]
            // Round 19: built in a closure of a call that is not one of the set's presentation wrappers.
            for (owner, views) in facts.wrappedPassedValues where !index.presentationWrappers.contains(owner) {
                if let more = views[view] { passed.merge(more) { $0.union($1) } }
            }
            for (key, views) in facts.handedPassedValues where !index.hostingSinks.contains(key) {
                if let more = views[view] { passed.merge(more) { $0.union($1) } }
            }
            guard !passed.isEmpty else { continue }
            for label in labels.sorted() {
                for read in (passed[label] ?? []).sorted() where changes(read, in: facts, index: index) {
                    return "`\(builder)` builds it in its body from `\(read)`, which it changes"
                }
            }
        }
        return nil
    }

    /// The evidence for "only the first value is kept" about `type`'s init arguments `labels`, and
    /// when proven, what proves it.
    static func evidence(for type: some DeclGroupSyntax, labels: Set<String>, in file: LintFile) -> (Evidence, String?) {
        let name = Syntax(type).typeName ?? ""
        let unproven = Evidence.suspected(
            "check whether a parent can pass another value to the same `\(name)`; the linter saw none built in a row or from state the building view changes, and a screen built once with its model (a hosting controller's root, a sheet, a navigation destination) keeps the one it is given")
        // Constructions in other files need every file's facts.
        guard file.index.calledNames != nil || file.seesWholeSet else {
            file.wantsWholeSet = true
            return (unproven, nil)
        }
        if let reason = changingValue(to: name, labels: labels, in: file.index) { return (.proven, reason) }
        return (unproven, nil)
    }
}
