import Foundation

// `.alignmentGuide` and `.containerRelativeFrame`: layout modifiers whose
// values come from closures the layout runs (LayoutEngine: `guideOffsets`,
// `.containerRelative`).

extension View {
    /// Where this view's `g` guide lies, in its own coordinates, computed
    /// from its size: a stack aligned by `g` lines its children's guides up.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_LayoutModifier("alignmentGuide(.\(g))", .alignmentGuide(AlignmentGuideRule(horizontal: true, alignment: g.cells, computeValue))))
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_LayoutModifier("alignmentGuide(.\(g))", .alignmentGuide(AlignmentGuideRule(horizontal: false, alignment: g.cells, computeValue))))
    }

    /// iOS 17: "positions this view within an invisible frame with a size
    /// relative to the nearest container" (Apple): the container's length
    /// along `axes`, the view's own along the others.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }
    /// The container's length split into `count` columns (or rows) `spacing`
    /// apart; the view spans `span` of them: "(containerLength − spacing ×
    /// (count − 1)) ÷ count × span + spacing × (span − 1)".
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(max(1, count))
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_LayoutModifier("containerRelativeFrame", .containerRelative(ContainerRelativeRule(
            horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical), alignment: CellAlignment(alignment), length))))
    }
}

/// An `.alignmentGuide`: for a guide of the horizontal axis (`leading`,
/// `center`, `trailing`, as -1, 0, 1) or the vertical one, its value from
/// the view's size. Compared by identity, as closures cannot be.
final class AlignmentGuideRule: Equatable, @unchecked Sendable {
    let horizontal: Bool
    let alignment: Int
    let compute: (ViewDimensions) -> CGFloat
    init(horizontal: Bool, alignment: Int, _ compute: @escaping (ViewDimensions) -> CGFloat) {
        (self.horizontal, self.alignment, self.compute) = (horizontal, alignment, compute)
    }
    static func == (lhs: AlignmentGuideRule, rhs: AlignmentGuideRule) -> Bool { lhs === rhs }
}

/// A `.containerRelativeFrame`: the axes it sizes, where it puts its content,
/// and the length it takes from the container's.
final class ContainerRelativeRule: Equatable, @unchecked Sendable {
    let horizontal: Bool, vertical: Bool
    let alignment: CellAlignment
    private let length: (CGFloat, Axis) -> CGFloat
    init(horizontal: Bool, vertical: Bool, alignment: CellAlignment, _ length: @escaping (CGFloat, Axis) -> CGFloat) {
        (self.horizontal, self.vertical, self.alignment, self.length) = (horizontal, vertical, alignment, length)
    }
    static func == (lhs: ContainerRelativeRule, rhs: ContainerRelativeRule) -> Bool { lhs === rhs }

    /// The frame's length in cells along `axis`, for a container `cells` long.
    func length(_ cells: Int, _ axis: Axis, perCell: Double) -> Int {
        max(0, axis == .horizontal ? Cells.columns(Double(length(CGFloat(Double(cells) * perCell), axis)))
                                   : Cells.rows(Double(length(CGFloat(Double(cells) * perCell), axis))))
    }
}
