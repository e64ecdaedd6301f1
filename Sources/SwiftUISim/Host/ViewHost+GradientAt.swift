import Foundation

// A gradient as a user sees it at one place (twenty-third review): a
// gradient view paints a colour that varies over its frame, so what it does
// at a point (take a touch there, hide what is under it there) is judged by
// the colour it paints at that point, not by its first stop. Apple,
// LinearGradient (iOS 13): "The gradient applies the color function along an
// axis, as defined by its start and end points. The gradient maps the unit
// space points into the bounding rectangle of each shape filled with the
// gradient." Gradient.Stop (iOS 13): a colour at a location in [0, 1]; before
// the first stop and after the last the end colours hold. Where each kind of
// gradient is along its stops at a point: Views/GradientGeometry.swift.

extension ViewHost {
    /// The alpha a gradient view (`node.view` a linear, radial, angular or
    /// elliptical gradient) paints at the point (`x`, `y`) given in half
    /// cells (the unit `whyCoveredInFront` measures middles in), or nil when
    /// `node` is no gradient. Sampled where it is (Views/GradientGeometry.swift);
    /// a gradient whose geometry the simulator does not keep (mesh) by its
    /// most opaque stop, so it never passes for clearer than it is.
    static func gradientAlpha(of node: Node, atHalfCells x: Int, _ y: Int) -> Double? {
        guard let style = node.view as? any _GradientStyle else { return nil }
        let stops = style._stopColors.map(\.baseAndAlpha.alpha)
        guard let geometry = style as? any _GradientGeometry, let frame = LayoutQuery.frame(of: node), frame.width > 0, frame.height > 0 else {
            return stops.max() ?? 0
        }
        let (width, height) = (Double(frame.width) * Cells.pointsPerColumn, Double(frame.height) * Cells.pointsPerRow)
        let px = (Double(x) / 2 - Double(frame.x)) * Cells.pointsPerColumn
        let py = (Double(y) / 2 - Double(frame.y)) * Cells.pointsPerRow
        return Legibility.gradientAlpha(geometry.gradient, at: geometry.position(atX: px, y: py, width: width, height: height))
    }

    /// Whether a gradient view paints anything anywhere (any stop above alpha 0).
    static func gradientPaintsSomewhere(_ node: Node) -> Bool? {
        guard let style = node.view as? any _GradientStyle else { return nil }
        return style._stopColors.contains { $0.baseAndAlpha.alpha > 0 }
    }
}

extension Gradient {
    /// The colour the gradient paints at `t` along its axis (0 its start,
    /// 1 its end): the two stops around `t` mixed premultiplied by alpha
    /// (a clear stop lends no hue), the end stops' colours beyond them.
    /// Named `mean(…)` so each colour scheme resolves it (`Color.rgba(dark:)`).
    func color(at t: Double) -> Color {
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        if t <= Double(first.location) { return first.color }
        if t >= Double(last.location) { return last.color }
        for (a, b) in zip(sorted, sorted.dropFirst()) where t >= Double(a.location) && t <= Double(b.location) {
            let span = Double(b.location - a.location)
            let f = span > 0 ? (t - Double(a.location)) / span : 1
            let (baseA, alphaA) = a.color.baseAndAlpha, (baseB, alphaB) = b.color.baseAndAlpha
            let alpha = alphaA * (1 - f) + alphaB * f
            guard alpha > 0 else { return .clear }
            let shareA = alphaA * (1 - f) / alpha
            let base = baseA == baseB || shareA >= 1 ? Self.opaque(a.color) : shareA <= 0 ? Self.opaque(b.color)
                : Color("mean(\(Self.opaque(a.color).name)@\(shareA)|\(Self.opaque(b.color).name)@\(shareA))")
            return alpha >= 1 ? base : base.opacity(alpha)
        }
        return last.color
    }

    /// `colour` at full opacity (its name without the alpha; a component
    /// colour keeps all its components, its alpha written as 1).
    static func opaque(_ colour: Color) -> Color {
        let base = colour.baseAndAlpha.base
        if base.hasPrefix("rgb(") || base.hasPrefix("hsb("), base.hasSuffix(")"), base.split(separator: ",").count == 3 {
            return Color(String(base.dropLast()) + ", 1.0)")
        }
        return Color(base)
    }
}

extension ViewHost {
    /// What a gradient view paints, as bands of cells each in the colour
    /// the gradient has at the band's middle: a linear gradient in rows
    /// (an axis more vertical than not) or columns, its colour taken along
    /// its axis (Apple, LinearGradient, iOS 13); a radial, angular or
    /// elliptical gradient in blocks of a grid (at most 16 × 16), each in
    /// the colour at its middle (Views/GradientGeometry.swift); a mesh
    /// gradient, whose geometry the simulator does not keep, as one band in
    /// its stops' mean (`Gradient.mean`). Nil when `node` is no gradient
    /// view or has no frame.
    static func gradientBands(of node: Node) -> [(frame: Frame, colour: Color)]? {
        guard let style = node.view as? any _GradientStyle, let frame = LayoutQuery.frame(of: node), frame.width > 0, frame.height > 0 else { return nil }
        guard let geometry = style as? any _GradientGeometry else {
            let mean = (style as? any _GradientStops)?.gradient.mean ?? style._firstColor ?? .clear
            return [(frame, mean)]
        }
        let (width, height) = (Double(frame.width) * Cells.pointsPerColumn, Double(frame.height) * Cells.pointsPerRow)
        func colour(_ column: Int, _ row: Int, _ columns: Int, _ rows: Int) -> Color {
            geometry.color(atX: (Double(column) + Double(columns) / 2) * Cells.pointsPerColumn,
                           y: (Double(row) + Double(rows) / 2) * Cells.pointsPerRow, width: width, height: height)
        }
        // A linear gradient in bands across its axis, at most about 128 (a long
        // list's background is judged a few rows a band); any other in a grid.
        var (stepX, stepY) = (max(1, frame.width / 16), max(1, frame.height / 16))
        if let linear = style as? LinearGradient {
            let vertical = abs(Double(linear.endPoint.y - linear.startPoint.y) * height) >= abs(Double(linear.endPoint.x - linear.startPoint.x) * width)
            (stepX, stepY) = vertical ? (frame.width, max(1, frame.height / 128)) : (max(1, frame.width / 128), frame.height)
        }
        var bands: [(frame: Frame, colour: Color)] = []
        for row in stride(from: 0, to: frame.height, by: stepY) {
            for column in stride(from: 0, to: frame.width, by: stepX) {
                let (columns, rows) = (min(stepX, frame.width - column), min(stepY, frame.height - row))
                bands.append((Frame(x: frame.x + column, y: frame.y + row, width: columns, height: rows), colour(column, row, columns, rows)))
            }
        }
        return bands
    }
}
