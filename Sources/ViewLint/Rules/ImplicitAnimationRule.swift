import SwiftSyntax

/// `implicit-animation`: `.animation(_:)` without `value:`, or with a value new on every pass,
/// which animates every change.
enum ImplicitAnimationRule: Rule {
    static let description = RuleDescription(
        id: "implicit-animation",
        name: "Animation without a value",
        severity: .note,
        message: "`.animation(_:)` without `value:` (deprecated in iOS 15/macOS 12) animates every change of this view, whatever caused it; name what should animate with `.animation(_:value:)`, or use `withAnimation` where it changes",
        rationale: """
            `view.animation(.spring())` applies the animation to every change in the view's \
            subtree in every transaction that has none of its own: the value the author meant, \
            and also a parent's layout change, a new row, text that changes for another reason, \
            even the view's first layout in some containers. Apple deprecated it in iOS 15 and \
            macOS 12 for `.animation(_:value:)`, which animates only when the given value \
            changes, and `withAnimation { … }` at the place that changes the state. A \
            `Binding`'s `.animation()` (`$isOn.animation()`) and the iOS 17 \
            `.animation(_:body:)` are different API and are not reported; nor is \
            `.animation(nil)`, which turns animations off. (iOS 15 also added an `animation(_:)` \
            for a view that is itself `Equatable`, which animates when that view's value changes; \
            the linter cannot tell the two apart, hence a note.)
            """,
        matters: """
            Views inside lists, views whose parent changes layout, and anything whose unrelated \
            changes should not move: the catch-all animation makes them slide or fade.
            """,
        doesNotMatter: """
            A leaf that has exactly one changing input, on a screen that never relayouts \
            around it: the result is the same, only the API is deprecated.
            """,
        triggeringExamples: [
            """
            struct Badge: View {
                @Binding var show: Bool
                var body: some View {
                    Text("Saved")
                        .opacity(show ? 1 : 0)
                        .↓animation(.spring())
                    // The view modifier, then a transition: still the deprecated modifier.
                    Text("Bar")
                        .↓animation(.default)
                        .transition(.move(edge: .bottom))
                }
            }
            """,
            """
            struct Explore: View {
                @State private var query = ""
                var body: some View {
                    List { Text(query) }
                        .animation(.default, value: ↓UUID())
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            struct Badge: View {
                @Binding var show: Bool
                @State private var on = false
                var body: some View {
                    Text("Saved")
                        .opacity(show ? 1 : 0)
                        .animation(.spring(), value: show)
                        .animation(nil)
                    Toggle("On", isOn: $on.animation())
                    Toggle("Show", isOn: $show.animation(.easeIn))
                    Text("Body").animation(.easeIn) { $0.opacity(show ? 1 : 0) }
                    if show {
                        Text("Toast").transition(.scale(scale: 0).animation(.easeOut.delay(1)))
                        Text("Sheet").transition(.move(edge: .bottom).animation(.default))
                        Text("Fade").transition(AnyTransition.opacity.animation(.spring()))
                        Text("Both").transition(.asymmetric(insertion: .opacity.animation(.default), removal: .identity))
                    }
                    Button("Flip") { withAnimation(.default) { on.toggle() } }
                    Toggle("Also", isOn: _show.projectedValue.animation())
                    Text(Date.now, style: .time).animation(.default, value: show)
                }
            }
            """,
        ])

    /// A `value:` that is new on every pass changes in every update, so the animation applies to
    /// every change, as the deprecated `.animation(_:)` does, and the author believes it scoped.
    static let freshValueMessage = "This animation's `value:` is new on every pass, so it differs in every update and the animation applies to every change of the view, whatever caused it (as `.animation(_:)` without a value does); pass the value whose change should animate"

    static func check(_ file: LintFile, options: RuleOptions) -> [Violation] {
        var result: [Violation] = []
        for call in file.calls where call.calleeName == "animation" {
            // `.animation(_:value: UUID())`: scoped in name only (round 21, unstoppable-ios-app).
            if call.arguments.count == 2, let value = call.argument(labeled: "value"),
               let fresh = UnstableIDRule.unstableExpression(in: value),
               Scopes.scope(of: call, in: file) == .viewBuilding {
                result.append(Violation(fresh, message: freshValueMessage, severity: .warning))
                continue
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
                  call.trailingClosure == nil, !argument.expression.is(NilLiteralExprSyntax.self)
            else { continue }
            // `$isOn.animation(…)`, `binding.animation(…)`: a Binding's, not the deprecated view modifier.
            if let root = member.base?.chainRoot.as(DeclReferenceExprSyntax.self),
               root.baseName.text.hasPrefix("$") || root.baseName.text.lowercased().hasSuffix("binding") {
                continue
            }
            // Handed to a control as a labeled argument (`Toggle(isOn: isOn.animation())`): a binding.
            if call.parent?.as(LabeledExprSyntax.self)?.label != nil { continue }
            // `AnyTransition.animation(_:)` (iOS 13+, "attaches an animation to this transition"):
            // chained on a transition, not on a view, so it is not the deprecated view modifier
            // (round 22, isowords).
            if isTransitionAnimation(call, member: member) { continue }
            guard Scopes.scope(of: call, in: file) == .viewBuilding else { continue }
            result.append(Violation(member.declName))
        }
        return result
    }

    /// Whether `base.animation(_:)` is `AnyTransition.animation(_:)`: its chain starts at an
    /// implicit member (`.scale(scale: 0)`, `.opacity`: a view modifier never has a leading-dot
    /// base) or at `AnyTransition`, or the call is an argument of `.transition(…)`
    /// (`.asymmetric(insertion:removal:)` and `.combined(with:)` included).
    static func isTransitionAnimation(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax) -> Bool {
        if let base = member.base {
            let root = ExprSyntax(base).chainRoot
            let rootMember = root.as(MemberAccessExprSyntax.self)
                ?? root.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
            if let rootMember, rootMember.base == nil { return true }
            if root.as(DeclReferenceExprSyntax.self)?.baseName.text == "AnyTransition" { return true }
        }
        // An argument of the call (`.transition(HERE)`), not its receiver (`view.animation(…).transition(…)`).
        var node: Syntax? = call.parent
        while let current = node {
            if current.is(LabeledExprSyntax.self), let enclosing = current.parent?.parent?.as(FunctionCallExprSyntax.self),
               ["transition", "asymmetric", "combined"].contains(enclosing.calleeName ?? "") {
                return true
            }
            if current.is(CodeBlockItemSyntax.self) || current.is(ClosureExprSyntax.self) { return false }
            node = current.parent
        }
        return false
    }
}
