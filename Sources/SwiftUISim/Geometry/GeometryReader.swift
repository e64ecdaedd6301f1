import Foundation

/// Gives its content its own size. It takes all the space it is offered
/// (as in SwiftUI); its content is laid out from its top-leading corner.
/// The size comes from the layout pass: the content first runs with the
/// size it had last (zero when new), and when a layout finds the reader at
/// another size it runs again, in a transaction of its own, before anyone
/// looks (a tree with a GeometryReader is laid out after every transaction).
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public static func _expand(_ view: Self, into children: inout _Children) {
        let node = children.node
        node.graph.noteGeometryReader(node)
        let size = node.layout.size
        node.layout.geometrySize = size
        // Where the last layout put it (not `LayoutQuery.frame`: the node's
        // own facts are not in place while it expands).
        let (x, y) = LayoutQuery.origin(of: node)
        let proxy = GeometryProxy(
            size: CGSize(width: Cells.points(columns: size.width), height: Cells.points(rows: size.height)),
            origin: CGPoint(x: Cells.points(columns: x), y: Cells.points(rows: y)))
        children.facts.layout = .geometry
        children.append(view.content(proxy))
    }
    public static var _role: _ViewRole { _ViewRole(kind: .container, tracksReads: true) }
}

/// A GeometryReader's size and place, in points.
public struct GeometryProxy {
    public let size: CGSize
    let origin: CGPoint
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        default: CGRect(origin: origin, size: size)
        }
    }
    public func bounds(of coordinateSpace: CoordinateSpace) -> CGRect? { CGRect(origin: .zero, size: size) }
    /// Apple's subscript is unlabeled (`geometry[anchor]`, iOS 13): it
    /// resolves an anchor in this view's space. An anchor made here carries
    /// its value already resolved (Charts' `plotFrame`); others are not
    /// simulated.
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/subscript(_:)
    public subscript<T>(_ anchor: Anchor<T>) -> T {
        guard let value = anchor.resolved else { fatalError("SwiftUISim: anchors are not simulated") }
        return value
    }
}

// MARK: Custom layouts

/// A container's own layout algorithm (`struct Flow: Layout`), run by the
/// layout pass with proposals and sizes in points.
@MainActor @preconcurrency
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    static var layoutProperties: LayoutProperties { get }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// `MyLayout { … }`: the layout as a container.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) {}
}

public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing()
    public init() {}
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { axis == .horizontal ? 8 : 0 }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// A value a subview gives its custom layout (`.layoutValue(key:value:)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// One view a custom layout arranges: it can be measured and placed.
@MainActor
public struct LayoutSubview: Equatable {
    let id: Int
    let measure: @MainActor (ProposedViewSize) -> CGSize
    let placeAt: @MainActor (CGPoint, UnitPoint, ProposedViewSize) -> Void
    public let priority: Double
    public var spacing: ViewSpacing { ViewSpacing() }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = measure(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placeAt(position, anchor, proposal)
    }
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
    nonisolated public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.id == rhs.id }
}

public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let subviews: [LayoutSubview]
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
    public var layoutDirection: LayoutDirection { .leftToRight }
}

/// A custom layout's algorithm, erased, as the layout pass runs it.
@MainActor
final class CustomLayout {
    let sizeThatFits: @MainActor (ProposedViewSize, LayoutSubviews) -> CGSize
    let place: @MainActor (CGRect, ProposedViewSize, LayoutSubviews) -> Void
    let name: String

    init<L: Layout>(_ layout: L) {
        name = "\(L.self)"
        sizeThatFits = { proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        place = { bounds, proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

/// A custom layout applied to its content.
public struct _LayoutContainer<L: Layout, Content: View>: View {
    public typealias Body = Never
    let layout: L
    let content: Content
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.modifier = "\(L.self)"
        children.append(view.content, laidOutAs: .custom(CustomLayout(view.layout)))
    }
    public static var _role: _ViewRole { .container }
}

/// A layout whose type is hidden (`AnyLayout(isWide ? HStackLayout() : VStackLayout())`).
public struct AnyLayout: Layout {
    let box: CustomLayout
    public init<L: Layout>(_ layout: L) { box = CustomLayout(layout) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { box.sizeThatFits(proposal, subviews) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        box.place(bounds, proposal, subviews)
    }
}

/// The stacks as layouts: a row or a column of subviews, spacing between.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { (self.alignment, self.spacing) = (alignment, spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutMath.size(subviews, proposal, vertical: false, spacing: spacing ?? 8)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutMath.place(subviews, in: bounds, vertical: false, spacing: spacing ?? 8)
    }
}

public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { (self.alignment, self.spacing) = (alignment, spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutMath.size(subviews, proposal, vertical: true, spacing: spacing ?? 0)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutMath.place(subviews, in: bounds, vertical: true, spacing: spacing ?? 0)
    }
}

public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal) }
    }
}

/// Simple stacking in points for the stack layouts (each subview at its ideal size).
enum StackLayoutMath {
    @MainActor static func size(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize, vertical: Bool, spacing: CGFloat) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = spacing * CGFloat(max(0, sizes.count - 1))
        return vertical
            ? CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
            : CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
    }

    @MainActor static func place(_ subviews: LayoutSubviews, in bounds: CGRect, vertical: Bool, spacing: CGFloat) {
        var position = vertical ? bounds.minY : bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: vertical ? CGPoint(x: bounds.minX, y: position) : CGPoint(x: position, y: bounds.minY),
                          proposal: ProposedViewSize(size))
            position += (vertical ? size.height : size.width) + spacing
        }
    }
}

// MARK: Grids and fitting

public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        (self.size, self.spacing, self.alignment) = (size, spacing, alignment)
    }
}

/// The tracks of a lazy grid in cells: fixed sizes, or 0 for a flexible
/// track; adaptive items become as many tracks of their minimum as fit.
struct GridTracks: Equatable {
    var fixed: [Int?]
    var adaptiveMinimum: Int?
    var spacing: Int

    init(_ items: [GridItem], spacing: Int) {
        fixed = []
        for item in items {
            switch item.size {
            case .fixed(let length): fixed.append(Cells.columns(length))
            case .flexible: fixed.append(nil)
            case .adaptive(let minimum, _): adaptiveMinimum = max(1, Cells.columns(minimum))
            }
        }
        self.spacing = spacing
    }

    func count(across length: Int?) -> Int {
        guard let minimum = adaptiveMinimum else { return max(1, fixed.count) }
        guard let length else { return max(1, fixed.count + 1) }
        return max(1, fixed.count + (length + spacing) / (minimum + spacing))
    }
}

public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = Self(rawValue: 1), sectionFooters = Self(rawValue: 2)
}

/// A vertically growing grid: builds only its visible rows, like `LazyVStack`.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let tracks: GridTracks
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        tracks = GridTracks(columns, spacing: Cells.columns(columns.first?.spacing ?? 8))
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(view.content, laidOutAs: .grid(view.tracks, vertical: true))
    }
    public static var _role: _ViewRole { .lazyContainer }
}

public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let tracks: GridTracks
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        tracks = GridTracks(rows, spacing: 0)
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(view.content, laidOutAs: .grid(view.tracks, vertical: false))
    }
    public static var _role: _ViewRole { .lazyContainer }
}

/// A grid of `GridRow`s whose columns line up (laid out as rows here).
public struct Grid<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let spacing: CGFloat?
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.content = content()
        spacing = verticalSpacing
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(view.content, laidOutAs: .verticalStack(.center, spacing: view.spacing))
    }
    public static var _role: _ViewRole { .container }
}

public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(view.content, laidOutAs: .horizontalStack(.center, spacing: nil))
    }
    public static var _role: _ViewRole { .container }
}

/// Shows the first of its views that fits the space offered (the last one
/// if none does); the others are laid out at size zero.
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let axes: Axis.Set
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(view.content, laidOutAs: .fitting(horizontal: view.axes.contains(.horizontal), vertical: view.axes.contains(.vertical)))
    }
    public static var _role: _ViewRole { .container }
}

extension View {
    /// Applied by the stack around the view (and read as a custom layout's
    /// `LayoutSubview.priority`): Apple, layoutPriority(_:), iOS 13.
    public func layoutPriority(_ value: Double) -> some View { modifier(_LayoutModifier("layoutPriority(\(value))", .layoutPriority(value))) }
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View { modifier(_RecordedModifier("layoutValue")) }
    public func gridCellColumns(_ count: Int) -> some View { modifier(_RecordedModifier("gridCellColumns(\(count))")) }
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { modifier(_RecordedModifier("gridCellAnchor")) }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { modifier(_RecordedModifier("gridColumnAlignment")) }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { modifier(_RecordedModifier("gridCellUnsizedAxes")) }
    public func coordinateSpace(name: some Hashable) -> some View { modifier(_RecordedModifier("coordinateSpace")) }
    public func coordinateSpace(_ space: CoordinateSpace) -> some View { modifier(_RecordedModifier("coordinateSpace")) }
}
