// iOS 18's custom containers ("Demystify SwiftUI containers", WWDC24):
// `Group(subviews:transform:)` and `ForEach(subviews:content:)` hand a
// container the members of the content it was given, each a `Subview`
// with its container values (`containerValue(_:_:)`, `.tag`). The members
// are the ones every container here lists (`_Children.members(of:)`: a
// `ForEach`'s rows, a `Group`'s and a tuple's views, flattened), resolved
// by the graph when the container expands. A subview keeps its member's
// identity: its id is the member's key, and it shows the member's view.
// https://developer.apple.com/documentation/swiftui/group/init(subviews:transform:)
// https://developer.apple.com/documentation/swiftui/foreach/init(subviews:content:)

/// Apple: "An opaque value representing a subview of another view."
public struct Subview: View, Identifiable {
    public typealias Body = Never
    public struct ID: Hashable, Sendable {
        let key: _UncheckedHashable
    }
    public let id: ID
    let view: any View
    let key: ChildKey
    public var containerValues: ContainerValues

    public static func _expand(_ view: Self, into children: inout _Children) { children.appendErased(view.view, key: view.key) }
    public static var _role: _ViewRole { .group }

    /// The members of `content`, as a container of it lists them.
    static func members<Content: View>(of content: Content, in children: _Children) -> [Subview] {
        children.members(of: content).map { item in
            var values = ContainerValues()
            (item.view as? any _ContainerValuesCarrying)?._collect(into: &values)
            return Subview(id: ID(key: _UncheckedHashable(item.key)), view: item.view, key: item.key, containerValues: values)
        }
    }
}

/// A child key as a `Sendable` hashable value (the simulator is single-threaded).
struct _UncheckedHashable: Hashable, @unchecked Sendable {
    let value: ChildKey
    init(_ value: ChildKey) { self.value = value }
}

/// Apple: "An opaque collection representing the subviews of view"; also a view showing them all.
public struct SubviewsCollection: View {
    public typealias Body = Never
    let subviews: [Subview]
    init(subviews: [Subview]) { self.subviews = subviews }
    public static func _expand(_ view: Self, into children: inout _Children) {
        for subview in view.subviews { children.append(subview, key: .explicit(AnyHashable(subview.id))) }
    }
    public static var _role: _ViewRole { .group }
}

extension SubviewsCollection: RandomAccessCollection {
    nonisolated public var startIndex: Int { subviews.startIndex }
    nonisolated public var endIndex: Int { subviews.endIndex }
    nonisolated public subscript(position: Int) -> Subview { subviews[position] }
}

/// What `Group(subviews:transform:)` shows: the transform of the members.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    public typealias Body = Never
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(view.transform(SubviewsCollection(subviews: Subview.members(of: view.subviews, in: children))))
    }
    public static var _role: _ViewRole { .group }
}

extension Group {
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}

/// The data of `ForEach(subviews:)`: filled by the graph when the `ForEach` expands.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    final class Members { var subviews: [Subview] = [] }
    let members = Members()
    public var startIndex: Int { 0 }
    public var endIndex: Int { members.subviews.count }
    public subscript(position: Int) -> Subview { members.subviews[position] }
}

extension ForEach {
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        let data = ForEachSubviewCollection<Content>()
        self.init(data, id: \.id, content: content)
        resolveData = { children in data.members.subviews = Subview.members(of: view, in: children) }
    }
}

/// A view value whose modifiers set container values (`containerValue`, `.tag`).
@MainActor
protocol _ContainerValuesCarrying {
    func _collect(into values: inout ContainerValues)
}

extension ModifiedContent: _ContainerValuesCarrying where Content: View, Modifier: ViewModifier {
    func _collect(into values: inout ContainerValues) {
        // Inner modifiers first: an outer one wins, as it is applied last.
        (content as? any _ContainerValuesCarrying)?._collect(into: &values)
        if let modifier = modifier as? _ContainerValueModifier { modifier.apply(&values) }
        if let tag = modifier as? _TagModifier { values.tagValue = tag.tag }
    }
}
