/// A reusable change to a view. A custom modifier's `body(content:)` runs
/// like a view's body: it can hold state and is skipped when unchanged.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// A view wrapped in a modifier: the modifier's node, with the view as child.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    public static func _expand(_ view: Self, into children: inout _Children) {
        // The node's role is `_role`, worked out once per type: a group role
        // means the modifier goes on each member (see `isAppliedToEachMember`).
        if children.node.role == .group {
            // As in SwiftUI: "the modifier applies to all members of the group
            // — and not to the group itself". The list expands here, and each
            // member it produces arrives wrapped in the modifier.
            children.wrappingMembers(in: { member in modified(member, with: view.modifier) }) { children in
                Content._expand(view.content, into: &children)
            }
        } else if let builtin = view.modifier as? any BuiltinModifier {
            builtin.apply(to: view.content, into: &children)
        } else {
            children.facts.modifierContent = view.content
            children.append(view.modifier.body(content: _ViewModifier_Content()))
        }
    }

    /// A built-in modifier on a list of views (`Group`, `ForEach`, `if`, a
    /// tuple) is a list of modified views.
    @MainActor private static var isAppliedToEachMember: Bool {
        guard ViewTypeInfo.of(Content.self).role.kind == .group, let builtin = Modifier.self as? any BuiltinModifier.Type else { return false }
        return builtin.appliesToEachMember
    }

    @MainActor private static func modified(_ member: any View, with modifier: Modifier) -> any View {
        func wrap<Member: View>(_ member: Member) -> any View { ModifiedContent<Member, Modifier>(content: member, modifier: modifier) }
        return wrap(member)
    }

    public static var _role: _ViewRole {
        if isAppliedToEachMember { return .group }
        guard let builtin = Modifier.self as? any BuiltinModifier.Type else { return .custom }
        return _ViewRole(kind: .modifier, tracksReads: builtin.readsState)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

/// Stands for the modified view inside a custom modifier's body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never

    public static func _expand(_ view: Self, into children: inout _Children) {
        var ancestor = children.node.parent
        while let node = ancestor {
            if let content = node.facts.modifierContent {
                children.appendErased(content, key: .index(0))
                return
            }
            ancestor = node.parent
        }
    }
    public static var _role: _ViewRole { .group }
}

extension View {
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The simulator's own modifiers: they act on the node instead of a body.
@MainActor
protocol BuiltinModifier {
    /// What the modifier records on its node (a description, an effect...).
    func record(into facts: inout NodeFacts)
    /// Appends the modified view (and any decoration views) as children.
    func apply<Content: View>(to content: Content, into children: inout _Children)
    /// On a list of views, whether the modifier goes on each member (most
    /// do) or on the list as one view (`.id`).
    static var appliesToEachMember: Bool { get }
    /// Whether applying it reads state (a presentation's binding): the node
    /// then depends on what it read, like a body.
    static var readsState: Bool { get }
}

extension BuiltinModifier {
    func record(into facts: inout NodeFacts) {}
    static var appliesToEachMember: Bool { true }
    static var readsState: Bool { false }

    func apply<Content: View>(to content: Content, into children: inout _Children) {
        record(into: &children.facts)
        children.append(content)
    }
}

extension BuiltinModifier {
    public typealias Body = Never
    public func body(content: _ViewModifier_Content<Self>) -> Never where Self: ViewModifier {
        fatalError("\(Self.self) is applied by the simulator")
    }
}
