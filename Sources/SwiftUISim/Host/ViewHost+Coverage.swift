// How much of an area a view's paint covers, in points: a highlight is a
// background only if it lies under the row as a background does (red-team
// round 13: a 1×1-point yellow dot in a row's corner passed for "a yellow
// background"; round 14's open item: `.background(.yellow, in: Circle())`
// on a wide row, a disc in the middle, passed as covering all of it). The
// layout is in cells (8 × 16 points); a fixed `.frame(width:height:)`
// smaller than its cells is measured as written.

extension ViewHost.TreeNode {
    /// The share of `area` (cells, e.g. a row's frame) that this view's
    /// drawing covers, 0…1: its `drawnFrame` clipped to `area`, narrowed to
    /// the fixed `.frame` sizes on it, times the share of that box its
    /// shape fills (`PaintedShape.filledShare`) and the share of its shape
    /// it draws (`Paint.drawnFraction`); a stroke covers its line
    /// (width × outline), not what it encloses. 0 for a view that was not
    /// laid out.
    public func share(of area: ViewHost.Frame) -> Double {
        ViewHost.Coverage(drawn: drawnFrame, shape: shape, fixedSizes: modifiers.compactMap(\.fixedSize), paint: paint).share(of: area)
    }
}

extension ViewHost.Modifier {
    /// For a modifier that paints (`.background(.yellow)`,
    /// `.background(.yellow, in: Circle())`, `.overlay(.red, in: Capsule())`):
    /// the share of `area` its paint covers, as `TreeNode.share(of:)`: a
    /// plain style fills the view's box, a shape only what it fills of it.
    /// 0 for a modifier that paints nothing or was not laid out.
    public func share(of area: ViewHost.Frame) -> Double {
        guard paint != nil else { return 0 }
        let drawn = frame.map { box in shape.map { $0.outline(in: box) } ?? box }
        return ViewHost.Coverage(drawn: drawn.map { box in geometry.map { $0.drawn(in: box) } ?? box },
                                 shape: shape, fixedSizes: [], paint: paint).share(of: area)
    }
}

extension ViewHost {
    /// One painted thing's extent, for `share(of:)`.
    struct Coverage {
        var drawn: Frame?
        var shape: PaintedShape?
        var fixedSizes: [(width: Double?, height: Double?)]
        var paint: Paint?

        func share(of area: Frame) -> Double {
            guard let drawn, area.width > 0, area.height > 0 else { return 0 }
            let left = max(drawn.x, area.x), right = min(drawn.x + drawn.width, area.x + area.width)
            let top = max(drawn.y, area.y), bottom = min(drawn.y + drawn.height, area.y + area.height)
            guard right > left, bottom > top else { return 0 }
            var width = Double(right - left) * Cells.pointsPerColumn, height = Double(bottom - top) * Cells.pointsPerRow
            for fixed in fixedSizes {
                if let points = fixed.width { width = min(width, max(0, points)) }
                if let points = fixed.height { height = min(height, max(0, points)) }
            }
            var covered = width * height
            if let paint, paint.kind == .stroke, let line = paint.lineWidth {
                covered = min(covered, line * 2 * (width + height))
            } else if let shape {
                covered *= shape.filledShare(width: Double(drawn.width) * Cells.pointsPerColumn, height: Double(drawn.height) * Cells.pointsPerRow)
            }
            let whole = Double(area.width) * Cells.pointsPerColumn * Double(area.height) * Cells.pointsPerRow
            return min(1, covered / whole * (paint?.drawnFraction ?? 1))
        }
    }
}

extension ViewHost.PaintedShape {
    /// The share of its outline's box (`width` × `height` points) the shape
    /// fills: a circle or an ellipse π/4 (Apple: a `Circle` is inscribed in
    /// the square of the frame's smaller side, `outline(in:)`; an `Ellipse`
    /// in the frame); a capsule or rounded rectangle the box less the four
    /// corners it rounds off, (4 − π)·r²; a rectangle all of it. A shape the
    /// simulator knows only by name (a custom `Shape`) counts as its box:
    /// its area is unknown.
    func filledShare(width: Double, height: Double) -> Double {
        guard width > 0, height > 0 else { return 0 }
        let radius: Double
        switch self {
        case .rectangle, .other: return 1
        case .circle, .ellipse: return Double.pi / 4
        case .capsule: radius = min(width, height) / 2
        case .roundedRectangle(let cornerRadius): radius = min(cornerRadius, width / 2, height / 2)
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
            // Each corner rounds off its own (1 − π/4)·r².
            let cut = [topLeading, bottomLeading, bottomTrailing, topTrailing].reduce(0.0) { sum, corner in
                let r = min(corner, width / 2, height / 2)
                return sum + (4 - Double.pi) / 4 * r * r
            }
            return max(0, 1 - cut / (width * height))
        }
        return max(0, 1 - (4 - Double.pi) * radius * radius / (width * height))
    }
}
