import SwiftSyntax

/// `conditional-modifier-extension`: the `.if { $0.modifier() }` helper, whatever it is called.
enum ConditionalModifierExtensionRule: Rule {
    static let description = RuleDescription(
        id: "conditional-modifier-extension",
        name: "Conditional modifier extension",
        severity: .warning,
        message: "Don't apply modifiers under `if` in a View extension; keep the modifier and vary its value (`.opacity(flag ? 1 : 0)`)",
        rationale: """
            A `View` extension that returns `transform(self)` in one branch and `self` in the other has a \
            different type per branch. Each time the condition flips, SwiftUI sees a different view: the \
            subtree is rebuilt, its @State is lost and the change cannot animate. The helper hides this \
            behind an innocent-looking modifier, so every call site pays. Apply the modifier \
            unconditionally and choose its argument with a ternary or an inert value \
            (`.foregroundStyle(isError ? .red : .primary)`, `.padding(compact ? 0 : 8)`).
            """,
        matters: """
            Always: every call site of the helper swaps view types when its condition flips, \
            losing state and animations in ways that are hard to trace back to the helper.
            """,
        doesNotMatter: """
            A helper whose condition is fixed for the life of the view (a platform or OS check \
            made once) does not flip; even so, `#if` or an availability check at the call site says \
            that more honestly than a general `.if`. A helper nothing in the linted files calls is a \
            note: its cost is at call sites there are none of yet.
            """,
        triggeringExamples: [
            """
            extension View {
                @ViewBuilder func ↓`if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
                    if condition {
                        transform(self)
                    } else {
                        self
                    }
                }
            }
            struct Badge: View {
                let urgent: Bool
                var body: some View { Text("New").if(urgent) { $0.bold() } }
            }
            """,
            """
            // Notes: nothing in the linted files calls these.
            extension SwiftUI.View {
                @ViewBuilder
                func ↓applyWhen<Content: View>(_ flag: Bool, _ apply: (Self) -> Content) -> some View {
                    if flag { apply(self) } else { self }
                }
            }
            """,
            """
            extension View {
                @ViewBuilder func ↓ifLet<V, Out: View>(_ value: V?, then: (Self, V) -> Out) -> some View {
                    if let value { then(self, value) } else { self }
                }
            }
            """,
            // Round 19: the first overload is called (a warning); no call gives the second's
            // `elseContent:` (a note).
            """
            extension View {
                @ViewBuilder func ↓ifLet<V, Out: View>(_ value: V?, content: (Self, V) -> Out) -> some View {
                    if let value { content(self, value) } else { self }
                }
                @ViewBuilder func ↓ifLet<V, A: View, B: View>(_ value: V?, ifContent: (Self, V) -> A, elseContent: (Self) -> B) -> some View {
                    if let value { ifContent(self, value) } else { elseContent(self) }
                }
            }
            struct Tag: View {
                let color: Color?
                var body: some View { Text("A").ifLet(color) { view, color in view.foregroundStyle(color) } }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            extension View {
                func cardStyle() -> some View {
                    modifier(CardStyle())
                }
            }
            """,
            """
            extension View {
                func dimmed(_ dim: Bool) -> some View {
                    opacity(dim ? 0.5 : 1)
                }
            }
            """,
            // Round 19: availability is fixed for the process's life; the branch never flips.
            """
            extension View {
                @ViewBuilder func glassIfAvailable<Content: View>(transform: (Self, Bool) -> Content) -> some View {
                    if #available(iOS 26.0, *) {
                        transform(self, true)
                    } else {
                        transform(self, false)
                    }
                }
            }
            struct Card: View {
                var body: some View { Text("A").glassIfAvailable { view, glass in view.opacity(glass ? 1 : 0.9) } }
            }
            """,
            """
            struct Helper {
                func apply<T>(_ condition: Bool, transform: (Int) -> T) -> T? {
                    if condition { return transform(1) }
                    return nil
                }
            }
            """,
        ])

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for function in file.functions {
            guard let body = function.body,
                  let owner = function.ancestor(MemberBlockSyntax.self)?.parent?.as(ExtensionDeclSyntax.self),
                  owner.extendedType.lastNameComponent == "View"
            else { continue }
            // Parameters that are functions taking the view itself: the "transform".
            let transforms = function.signature.parameterClause.parameters.compactMap { parameter -> String? in
                guard let type = functionType(parameter.type),
                      type.parameters.contains(where: { $0.type.lastNameComponent == "Self" })
                else { return nil }
                return (parameter.secondName ?? parameter.firstName).text
            }
            guard !transforms.isEmpty else { continue }
            let branches = body.statements.compactMap { item -> IfExprSyntax? in
                if case .stmt(let stmt) = item.item { return stmt.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) }
                if case .expr(let expr) = item.item { return expr.as(IfExprSyntax.self) }
                return nil
            }
            let callsTransformUnderIf = branches.contains { ifExpr in
                ifExpr.body.statements.tokens(viewMode: .sourceAccurate).contains { token in
                    transforms.contains(token.text) && token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
                }
            }
            let hasGuard = body.statements.contains { item in
                if case .stmt(let stmt) = item.item { return stmt.is(GuardStmtSyntax.self) }
                return false
            }
            // Round 19 (vultisig-ios): `if #available(iOS 26, *)` is fixed for the process's life:
            // the branch taken never changes, so no view's type ever swaps.
            if !branches.isEmpty, branches.allSatisfy(isAvailabilityOnly) { continue }
            if callsTransformUnderIf || (hasGuard && usesTransform(body, transforms)) {
                // Its cost is at the call sites: a definition nothing calls swaps no view's type yet
                // (round 19: an overload is called only by calls whose labels fit it).
                result.append(file.isCalled(function)
                    ? Violation(function.name)
                    : Violation(function.name, message: unusedMessage, severity: .note))
            }
        }
        return result
    }

    static let unusedMessage =
        "Nothing in the linted files calls this, so no view's type swaps yet; each future call site would lose its state when the condition flips: prefer a ternary in a modifier's argument, or remove it"

    /// `if #available(…) { … } else { … }` (or `#unavailable`), each `else if` too.
    static func isAvailabilityOnly(_ head: IfExprSyntax) -> Bool {
        var current: IfExprSyntax? = head
        while let branch = current {
            guard branch.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) else { return false }
            if case .ifExpr(let next)? = branch.elseBody { current = next } else { current = nil }
        }
        return true
    }

    private static func usesTransform(_ body: CodeBlockSyntax, _ names: [String]) -> Bool {
        body.statements.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
    }

    private static func functionType(_ type: TypeSyntax) -> FunctionTypeSyntax? {
        if let function = type.as(FunctionTypeSyntax.self) { return function }
        if let attributed = type.as(AttributedTypeSyntax.self) { return functionType(attributed.baseType) }
        return nil
    }
}
