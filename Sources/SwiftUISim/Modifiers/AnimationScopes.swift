// iOS 17's scoped animation and transaction modifiers, and the alert that
// presents an error (iOS 15). Each goes through the modifiers the graph
// already models: `animation(_:body:)` is the animation applied to what the
// closure builds from the placeholder (the modified view), as
// `content.animation(_:)` would be but scoped to the closure's modifiers;
// `transaction(value:_:)` changes the transaction in updates that change
// `value`, as `animation(_:value:)` does for an animation.
// https://developer.apple.com/documentation/swiftui/view/animation(_:body:)
// https://developer.apple.com/documentation/swiftui/view/transaction(value:_:)
// https://developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:)
import Foundation

extension View {
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(AnyView(self))).modifier(_AnyUpdateAnimationModifier(animation: animation))
    }
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(AnyView(self))).modifier(_TransactionModifier(transform: transform))
    }
    /// The transform applies to the transactions of updates where `value` changed.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }

    /// An alert titled with the error's description, presented while `isPresented` is true and the error is not nil.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping @MainActor () -> A) -> some View {
        _present("alert", closesOnAction: true, isPresented: isPresented) {
            _DialogContent(title: Text(error?.errorDescription ?? ""), actions: actions(), message: error?.recoverySuggestion.map { Text($0) })
        }
    }
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping @MainActor (E) -> A,
        @ViewBuilder message: @escaping @MainActor (E) -> M
    ) -> some View {
        _present("alert", closesOnAction: true, isPresented: isPresented) {
            _DialogContent(title: Text(error?.errorDescription ?? ""), actions: error.map(actions), message: error.map(message))
        }
    }
}

/// `transaction(value:_:)`: like `_TransactionModifier`, only in updates that change `value`.
struct _ValueTransactionModifier<Value: Equatable>: ViewModifier, BuiltinModifier {
    let value: Value
    let transform: (inout Transaction) -> Void
    func apply<Content: View>(to content: Content, into children: inout _Children) {
        var changedIn = 0
        if case .transformOnChange(_, let old, let oldChangedIn)? = children.node.facts.transactionRule, let old = old as? Value {
            changedIn = old == value ? oldChangedIn : children.node.graph.serial
        }
        children.facts.modifier = "transaction"
        children.facts.transactionRule = .transformOnChange(transform, value: value, changedIn: changedIn)
        children.append(content)
    }
}
