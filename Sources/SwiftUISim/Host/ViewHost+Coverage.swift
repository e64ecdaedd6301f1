// How much of an area a view's paint covers, in points: a highlight is a
// background only if it lies under the row as a background does (red-team
// round 13: a 1×1-point yellow dot in a row's corner passed for "a yellow
// background"). The layout is in cells (8 × 16 points); a fixed
// `.frame(width:height:)` smaller than its cells is measured as written.

extension ViewHost.TreeNode {
    /// The share of `area` (cells, e.g. a row's frame) that this view's
    /// drawing covers, 0…1: its `drawnFrame` clipped to `area`, narrowed to
    /// the fixed `.frame` sizes on it, times the share of its shape it draws
    /// (`Paint.drawnFraction`); a stroke covers its line (width × outline),
    /// not what it encloses. 0 for a view that was not laid out.
    public func share(of area: ViewHost.Frame) -> Double {
        guard let drawn = drawnFrame, area.width > 0, area.height > 0 else { return 0 }
        let left = max(drawn.x, area.x), right = min(drawn.x + drawn.width, area.x + area.width)
        let top = max(drawn.y, area.y), bottom = min(drawn.y + drawn.height, area.y + area.height)
        guard right > left, bottom > top else { return 0 }
        var width = Double(right - left) * Cells.pointsPerColumn, height = Double(bottom - top) * Cells.pointsPerRow
        for fixed in modifiers.compactMap(\.fixedSize) {
            if let points = fixed.width { width = min(width, max(0, points)) }
            if let points = fixed.height { height = min(height, max(0, points)) }
        }
        var covered = width * height
        if let paint, paint.kind == .stroke, let line = paint.lineWidth {
            covered = min(covered, line * 2 * (width + height))
        }
        let whole = Double(area.width) * Cells.pointsPerColumn * Double(area.height) * Cells.pointsPerRow
        return min(1, covered / whole * (paint?.drawnFraction ?? 1))
    }
}
