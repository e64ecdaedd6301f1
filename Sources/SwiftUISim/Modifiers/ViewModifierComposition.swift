// What SwiftUI declares on `ViewModifier` itself (iOS 13): composing two
// modifiers, and a modifier whose changes carry an animation or a
// transaction. Each is the modifier followed by the built-in modifier the
// `View` method of the same name makes, so it goes through the same graph
// (the transaction model, docs/simulator.md) as `view.modifier(m).animation(a)`.
// https://developer.apple.com/documentation/swiftui/viewmodifier

extension ViewModifier {
    /// Apple: "Returns a new modifier that is the result of concatenating
    /// `self` with `modifier`."
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }

    /// Apple: "Returns a new version of the modifier that will apply
    /// `animation` to all animatable values within the modifier."
    public func animation(_ animation: Animation?) -> some ViewModifier {
        ModifiedContent(content: self, modifier: _AnyUpdateAnimationModifier(animation: animation))
    }

    /// Apple: "Returns a new version of the modifier that will apply the
    /// transaction mutation function `transform` to all transactions within the modifier."
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        ModifiedContent(content: self, modifier: _TransactionModifier(transform: transform))
    }
}
