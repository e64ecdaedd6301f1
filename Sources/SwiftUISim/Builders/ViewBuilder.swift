/// Builds a view from the statements of a closure or `body`, as SwiftUI's
/// result builder does: several statements become a `TupleView`, `if` without
/// `else` an `Optional`, `if/else` and `switch` a `_ConditionalContent`.
/// The shape of the result is the view's structural identity.
@MainActor @resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Several views side by side, each keeping the identity of its position.
public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    public init(_ value: T) { self.value = value }

    public static func _expand(_ view: Self, into children: inout _Children) {
        // The tuple's elements are views; a pack can't be walked generically
        // from here, so Mirror lists them (once per expansion).
        for (index, element) in Mirror(reflecting: view.value).children.enumerated() {
            children.appendErased(element.value, key: .index(index))
        }
    }
    public static var _role: _ViewRole { .group }
}

/// The result of `if/else` or `switch`: each branch is its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public static func _expand(_ view: Self, into children: inout _Children) {
        switch view.storage {
        case .trueContent(let content): children.append(content, key: .branch(true))
        case .falseContent(let content): children.append(content, key: .branch(false))
        }
    }
    public static var _role: _ViewRole { .group }
}

/// `if` without `else`: the content is inserted and removed as a whole.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public static func _expand(_ view: Self, into children: inout _Children) {
        if let content = view { children.append(content, key: .present) }
    }
    public static var _role: _ViewRole { .group }
}

/// Nothing at all.
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
    public static func _expand(_ view: Self, into children: inout _Children) {}
    public static var _role: _ViewRole { .group }
}

/// Xcode 27's name for the unified builder: Apple documents `ContentBuilder`
/// as "a type alias for `ViewBuilder`". The simulator keeps the Xcode 26
/// result types (docs/simulator.md, "SwiftUI releases").
public typealias ContentBuilder = ViewBuilder
