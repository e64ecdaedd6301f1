import Foundation

// Twenty-first review: a gradient mask shows its content where its alpha
// is, stop by stop along its axis, not everywhere at its first stop's.
// Apple, mask(alignment:_:) (iOS 15): "Masks this view using the alpha
// channel of the given view"; LinearGradient (iOS 13): "The gradient
// applies the color function along an axis, as defined by its start and
// end points." A fade from black at 0 to clear at 0.02 hides all but the
// top 2% of what it masks; the usual edge fade (clear, black, black,
// clear) shows everything between its ends.
extension Legibility {
    /// A gradient's alpha at `t` along its stops (0 at its start, 1 at
    /// its end): the stops' alphas interpolated, the first
    /// stop's before it and the last's after it (stops in location order).
    static func gradientAlpha(_ gradient: Gradient, at t: Double) -> Double {
        let stops = gradient.stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        guard let first = stops.first, let last = stops.last else { return 0 }
        func alpha(_ stop: Gradient.Stop) -> Double { stop.color.baseAndAlpha.alpha }
        if t <= Double(first.location) { return alpha(first) }
        if t >= Double(last.location) { return alpha(last) }
        for (a, b) in zip(stops, stops.dropFirst()) where t >= Double(a.location) && t <= Double(b.location) {
            let span = Double(b.location - a.location)
            let f = span > 0 ? (t - Double(a.location)) / span : 1
            return alpha(a) + (alpha(b) - alpha(a)) * f
        }
        return alpha(last)
    }

    /// What shows through a gradient mask (linear, radial, angular,
    /// elliptical) laid out at `node` over `region` (cells): the mean of its
    /// alpha over the cells of the region it spans (anywhere: its highest
    /// alpha), and the cells where that alpha reaches `faintest` (nil: none).
    /// Each cell is judged at its centre (Views/GradientGeometry.swift).
    /// A mask not laid out on its own fills the view it masks (`masking`'s frame).
    static func gradientCover(_ gradient: any _GradientGeometry, at node: Node, masking: Node?, over region: ViewHost.Frame?) -> (alpha: Double, kept: ViewHost.Frame?)? {
        guard let frame = LayoutQuery.frame(of: node) ?? masking.flatMap(LayoutQuery.frame(of:)), frame.width > 0, frame.height > 0 else { return nil }
        let area = region.map { intersection($0, frame) } ?? frame
        guard area.width > 0, area.height > 0 else { return (0, nil) }
        let (width, height) = (Double(frame.width) * Cells.pointsPerColumn, Double(frame.height) * Cells.pointsPerRow)
        var (total, count, highest) = (0.0, 0, 0.0)
        var kept: ViewHost.Frame?
        // At most about 64 samples a side: a long list is judged row by row band.
        let stepX = max(1, area.width / 64), stepY = max(1, area.height / 64)
        for row in stride(from: area.y, to: area.y + area.height, by: stepY) {
            for column in stride(from: area.x, to: area.x + area.width, by: stepX) {
                let px = (Double(column - frame.x) + 0.5) * Cells.pointsPerColumn
                let py = (Double(row - frame.y) + 0.5) * Cells.pointsPerRow
                let alpha = gradientAlpha(gradient.gradient, at: gradient.position(atX: px, y: py, width: width, height: height))
                (total, count, highest) = (total + alpha, count + 1, max(highest, alpha))
                if alpha >= faintest {
                    let cell = ViewHost.Frame(x: column, y: row, width: min(stepX, area.x + area.width - column), height: min(stepY, area.y + area.height - row))
                    kept = kept.map { union($0, cell) } ?? cell
                }
            }
        }
        guard count > 0 else { return (0, nil) }
        return (region == nil ? highest : total / Double(count), kept)
    }
}
