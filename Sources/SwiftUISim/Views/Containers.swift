/// A container that lays out its content; it has no body of its own and
/// its children keep the identities their content gives them.
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let layout: LayoutRole
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = .verticalStack(alignment, spacing: spacing)
    }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content, laidOutAs: view.layout) }
    public static var _role: _ViewRole { .container }
}

public struct HStack<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let layout: LayoutRole
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = .horizontalStack(alignment, spacing: spacing)
    }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content, laidOutAs: view.layout) }
    public static var _role: _ViewRole { .container }
}

public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let layout: LayoutRole
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = .zstack(CellAlignment(alignment))
    }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content, laidOutAs: view.layout) }
    public static var _role: _ViewRole { .container }
}

/// Scrolls its content; unlike the lazy stacks, builds every row.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let layout: LayoutRole
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = .scroll(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
    }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content, laidOutAs: view.layout) }
    public static var _role: _ViewRole { .container }
}

/// Builds only the rows inside the viewport; more after `host.scroll(to:)`.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let layout: LayoutRole
    /// `pinnedViews` (iOS 14): section headers or footers that stay at the
    /// viewport's edge while scrolling; recorded only (the screen does not scroll).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = .verticalStack(alignment, spacing: spacing)
    }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content, laidOutAs: view.layout) }
    public static var _role: _ViewRole { .lazyContainer }
}

public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let layout: LayoutRole
    /// `pinnedViews` (iOS 14): section headers or footers that stay at the
    /// viewport's edge while scrolling; recorded only (the screen does not scroll).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = .horizontalStack(alignment, spacing: spacing)
    }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content, laidOutAs: view.layout) }
    public static var _role: _ViewRole { .lazyContainer }
}

/// A list: lazy like `LazyVStack`.
public struct List<Content: View>: View {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content, laidOutAs: .list) }
    public static var _role: _ViewRole { .lazyContainer }
}

/// A form: laid out and built like a `List`.
public struct Form<Content: View>: View {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content, laidOutAs: .list) }
    public static var _role: _ViewRole { .lazyContainer }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// Groups views without adding a container; each child keeps its place.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content) }
    public static var _role: _ViewRole { .group }
}


/// A `Section`, whatever its parts: `dump()` and `ViewHost.tree` mark its
/// header and footer, which a `List` shows as such, not as rows.
@MainActor protocol ListSection {}

/// A part of a list or form: its header, content and footer, in that order
/// (children at positions 0, 1 and 2: `TreeDump` tells the parts apart by them).
public struct Section<Parent: View, Content: View, Footer: View>: View, ListSection {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(view.header)
        children.append(view.content)
        children.append(view.footer)
    }
    public static var _role: _ViewRole { .group }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView {
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { Text(title) }, footer: footer)
    }
}

extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}
