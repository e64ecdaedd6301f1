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
    static func passedValues(in decl: some DeclGroupSyntax, file: LintFile) -> (inline: [String: [String: Set<String>]], rows: [String: [String: Set<String>]]) {
        var inline: [String: [String: Set<String>]] = [:], rows: [String: [String: Set<String>]] = [:]
        let range = decl.memberBlock.position..<decl.memberBlock.endPosition
        for call in file.calls where range.contains(call.position) {
            // Only a type of the set is asked about (`changingValue(to:)`): `Text(…)`, `HStack` are skipped
            // before the walks up the tree.
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
                  !call.arguments.isEmpty, file.setTypeNames.contains(name),
                  call.ancestor(MemberBlockSyntax.self)?.id == decl.memberBlock.id, call.ancestor(InitializerDeclSyntax.self) == nil,
                  !Members.isInAction(call)
            else { continue }
            let inRow = Scopes.isInRow(call)
            guard !Members.isPresentedContent(call, withinRow: inRow) else { continue }
            for argument in call.arguments {
                let reads = readNames(argument.expression)
                guard !reads.isEmpty else { continue }
                if inRow {
                    rows[name, default: [:]][argument.label?.text ?? "_", default: []].formUnion(reads)
                } else {
                    inline[name, default: [:]][argument.label?.text ?? "_", default: []].formUnion(reads)
                }
            }
        }
        return (inline, rows)
    }

    /// The names an expression reads at its roots (`model.query` → `model`, `$0`; not types, as in
    /// `Container.shared.manager()`, nor `$x`, a binding that follows its source).
    /// A local (`if let insight = service.insights[selectedID]`, `let title = …`) reads what its value reads.
    private static func readNames(_ expr: ExprSyntax, depth: Int = 0) -> Set<String> {
        var names: Set<String> = []
        for token in expr.tokens(viewMode: .sourceAccurate) {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self), ref.parent?.as(MemberAccessExprSyntax.self)?.declName.id != ref.id
            else { continue }
            switch token.tokenKind {
            case .identifier(let text) where text.first?.isUppercase == false:
                names.insert(text)
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

    /// Names `node` itself changes: assignments and mutating calls, and bindings handed to a
    /// control the user edits (`TextField("Name", text: $query)`). A binding handed to another view
    /// of the app is not counted: that view may only clear it (`searchMode = nil` on close), which
    /// ends the built view's identity rather than passing it a second value.
    static func changedNames(in node: Syntax) -> Set<String> {
        var names = Members.writtenNames(in: node, bindingsCount: false)
        for token in node.tokens(viewMode: .sourceAccurate) {
            let text: String
            switch token.tokenKind {
            case .dollarIdentifier(let value): text = value
            case .identifier(let value) where value.hasPrefix("$"): text = value
            default: continue
            }
            if let call = token.ancestor(FunctionCallExprSyntax.self), let callee = call.calleeName, editingControls.contains(callee) {
                names.insert(String(text.dropFirst()))
            }
        }
        return names
    }

    /// Whether some construction of `view` in the set passes, as one of `labels`, a value that can
    /// differ for the same identity; the reason, or nil when none is proven.
    static func changingValue(to view: String, labels: Set<String>, in index: MemberIndex) -> String? {
        for (path, facts) in index.types.sorted(by: { $0.key < $1.key }) where facts.isView {
            let builder = path.split(separator: ".").last.map(String.init) ?? path
            // A row keeps its identity (its element's id) while the element's other values change;
            // a value read only from types (`Container.shared.manager()`) is the same for every row.
            if let passed = facts.rowPassedValues[view], labels.contains(where: { passed[$0]?.isEmpty == false }) {
                return "`\(builder)` builds it in rows, from the row's values, and a row keeps its identity when its item changes"
            }
            guard let passed = facts.passedValues[view] else { continue }
            for label in labels.sorted() {
                for read in (passed[label] ?? []).sorted()
                where facts.wrappers[read].map(changeableWrappers.contains) == true && facts.changed.contains(read) {
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
