import Foundation

/// What a node contributes to layout, recorded by the built-in views and the
/// layout modifiers when they expand. Nodes with no role (custom views,
/// groups, `ForEach`, non-layout modifiers such as `font` or `id`) are
/// transparent: their children are laid out as if they stood in their place.
enum LayoutRole: Equatable {
    /// VStack / HStack (and the lazy stacks): `alignment` is -1 (leading/top),
    /// 0 (center) or 1 (trailing/bottom) on the cross axis; spacing in cells.
    case stack(vertical: Bool, alignment: Int, spacing: Int)
    case zstack(CellAlignment)
    case scroll(horizontal: Bool, vertical: Bool)
    case list
    case padding(top: Int, leading: Int, bottom: Int, trailing: Int)
    case frame(width: Int?, height: Int?, CellAlignment)
    case flexFrame(minWidth: Int?, idealWidth: Int?, maxWidth: Int?,
                   minHeight: Int?, idealHeight: Int?, maxHeight: Int?, CellAlignment)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case offset(x: Int, y: Int)
    /// `.position(x:y:)`: fills what it is offered; its content's centre at (x, y).
    case position(x: Int, y: Int)
    /// `background(style)` / `overlay(style)`: paints the modified view's frame.
    case paint(Color?, behind: Bool)
    /// `background { view }` / `overlay { view }`: children are
    /// [decoration, content] (background) or [content, decoration] (overlay).
    case decoration(behind: Bool, CellAlignment)
    case color(Color)
    case shape(ShapeKind)
    /// `fill` / `stroke` on a shape: how the shape below is drawn.
    case shapeStyle(fill: Color?)
    case spacer(minLength: Int)
    case divider
    /// An image: icon-sized, or (`resizable()`) the size it is offered.
    case image(resizable: Bool)
    case label
    /// A view presenting content (a sheet, an alert…): lays out its first
    /// child only; the presented content is not on this screen.
    case presenting
    /// A GeometryReader: takes what it is offered; content from the top-leading corner.
    case geometry
    /// A custom `Layout`.
    case custom(CustomLayout)
    /// LazyVGrid (vertical) / LazyHGrid.
    case grid(GridTracks, vertical: Bool)
    /// ViewThatFits: the first child that fits along these axes.
    case fitting(horizontal: Bool, vertical: Bool)
    /// `.alignmentGuide(_:computeValue:)`: where the view's guide lies, for
    /// the stack that aligns its children by that guide.
    case alignmentGuide(AlignmentGuideRule)
    /// `.layoutPriority(_:)` (iOS 13): the order in which the stack around
    /// the view apportions space (`LayoutEngine.stack`); 0 when absent.
    case layoutPriority(Double)
    /// `.containerRelativeFrame` (iOS 17): a frame sized from the nearest container.
    case containerRelative(ContainerRelativeRule)
}

extension CustomLayout: Equatable {
    nonisolated static func == (lhs: CustomLayout, rhs: CustomLayout) -> Bool { lhs === rhs }
}

enum ShapeKind: Equatable { case rectangle, roundedRectangle, capsule, circle }

/// An alignment in cells: -1 leading/top, 0 center, 1 trailing/bottom.
struct CellAlignment: Equatable {
    var horizontal: Int
    var vertical: Int
    static let center = CellAlignment(horizontal: 0, vertical: 0)

    init(horizontal: Int, vertical: Int) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    init(_ alignment: Alignment) {
        self.init(horizontal: alignment.horizontal.cells, vertical: alignment.vertical.cells)
    }

    /// Where a child of `inner` cells goes in `outer` cells along one axis.
    static func position(_ alignment: Int, inner: Int, outer: Int) -> Int {
        switch alignment {
        case ..<0: 0
        case 0: (outer - inner) / 2
        default: outer - inner
        }
    }
}

extension LayoutRole {
    /// A `VStack` or `LazyVStack`: no spacing unless given (a text line is a row).
    static func verticalStack(_ alignment: HorizontalAlignment, spacing: CGFloat?) -> LayoutRole {
        .stack(vertical: true, alignment: alignment.cells, spacing: Cells.rows(spacing) ?? 0)
    }

    /// An `HStack` or `LazyHStack`: one column of spacing unless given.
    static func horizontalStack(_ alignment: VerticalAlignment, spacing: CGFloat?) -> LayoutRole {
        .stack(vertical: false, alignment: alignment.cells, spacing: Cells.columns(spacing) ?? 1)
    }
}

extension HorizontalAlignment {
    var cells: Int {
        switch self {
        case .leading: -1
        case .center: 0
        case .trailing: 1
        }
    }
}

extension VerticalAlignment {
    /// `firstTextBaseline` is the top: every text line is one cell tall.
    var cells: Int {
        switch self {
        case .top, .firstTextBaseline: -1
        case .center: 0
        case .bottom, .lastTextBaseline: 1
        }
    }
}

/// Points to cells. A terminal cell is about twice as tall as it is wide:
/// one column is 8 points, one row is 16 points, rounded to the nearest
/// cell, and a length that is not zero is at least one cell (so
/// `padding(4)` still shows). `.infinity` stays infinite.
enum Cells {
    static let pointsPerColumn = 8.0
    static let pointsPerRow = 16.0
    /// The default padding and stack spacing SwiftUI picks: 16 and 8 points.
    static let defaultPadding = 16.0

    static func columns(_ points: Double) -> Int { convert(points, per: pointsPerColumn) }
    static func rows(_ points: Double) -> Int { convert(points, per: pointsPerRow) }
    static func columns(_ points: Double?) -> Int? { points.map(columns) }
    static func columns(_ points: CGFloat) -> Int { columns(Double(points)) }
    static func rows(_ points: CGFloat) -> Int { rows(Double(points)) }
    static func columns(_ points: CGFloat?) -> Int? { points.map { columns(Double($0)) } }
    static func rows(_ points: CGFloat?) -> Int? { points.map { rows(Double($0)) } }
    static func rows(_ points: Double?) -> Int? { points.map(rows) }

    private static func convert(_ points: Double, per unit: Double) -> Int {
        if points.isInfinite { return points > 0 ? LayoutEngine.infinity : -LayoutEngine.infinity }
        if points.isNaN || points == 0 { return 0 }
        let cells = max(1, Int((abs(points) / unit).rounded()))
        return points < 0 ? -cells : cells
    }
}
