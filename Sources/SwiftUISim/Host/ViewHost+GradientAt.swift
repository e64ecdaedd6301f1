import Foundation

// A gradient as a user sees it at one place (twenty-third review): a
// gradient view paints a colour that varies over its frame, so what it does
// at a point (take a touch there, hide what is under it there) is judged by
// the colour it paints at that point, not by its first stop. Apple,
// LinearGradient (iOS 13): "The gradient applies the color function along an
// axis, as defined by its start and end points. The gradient maps the unit
// space points into the bounding rectangle of each shape filled with the
// gradient." Gradient.Stop (iOS 13): a colour at a location in [0, 1]; before
// the first stop and after the last the end colours hold.

extension ViewHost {
    /// The alpha a gradient view (`node.view` a `LinearGradient`, a radial,
    /// angular or elliptical gradient) paints at the point (`x`, `y`) given in
    /// half cells (the unit `whyCoveredInFront` measures middles in), or nil
    /// when `node` is no gradient. A linear gradient is projected on its axis
    /// in points; a gradient whose geometry the simulator does not keep
    /// (radial, angular, elliptical, mesh) by its most opaque stop, so it
    /// never passes for clearer than it is.
    static func gradientAlpha(of node: Node, atHalfCells x: Int, _ y: Int) -> Double? {
        guard let style = node.view as? any _GradientStyle else { return nil }
        let stops = style._stopColors.map(\.baseAndAlpha.alpha)
        guard let linear = style as? LinearGradient else { return stops.max() ?? 0 }
        guard let frame = LayoutQuery.frame(of: node), frame.width > 0, frame.height > 0 else { return stops.max() ?? 0 }
        let (width, height) = (Double(frame.width) * Cells.pointsPerColumn, Double(frame.height) * Cells.pointsPerRow)
        let (sx, sy) = (Double(linear.startPoint.x) * width, Double(linear.startPoint.y) * height)
        let (ex, ey) = (Double(linear.endPoint.x) * width, Double(linear.endPoint.y) * height)
        let px = (Double(x) / 2 - Double(frame.x)) * Cells.pointsPerColumn
        let py = (Double(y) / 2 - Double(frame.y)) * Cells.pointsPerRow
        let length = (ex - sx) * (ex - sx) + (ey - sy) * (ey - sy)
        let t = length > 0 ? ((px - sx) * (ex - sx) + (py - sy) * (ey - sy)) / length : 0
        return Legibility.gradientAlpha(linear.gradient, at: t)
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
    /// its axis (Apple, LinearGradient, iOS 13); a radial, angular,
    /// elliptical or mesh gradient, whose geometry the simulator does not
    /// keep, as one band in its stops' mean (`Gradient.mean`). Nil when
    /// `node` is no gradient view or has no frame.
    static func gradientBands(of node: Node) -> [(frame: Frame, colour: Color)]? {
        guard let style = node.view as? any _GradientStyle, let frame = LayoutQuery.frame(of: node), frame.width > 0, frame.height > 0 else { return nil }
        guard let linear = style as? LinearGradient else {
            let mean = (style as? any _GradientStops)?.gradient.mean ?? style._firstColor ?? .clear
            return [(frame, mean)]
        }
        let (width, height) = (Double(frame.width) * Cells.pointsPerColumn, Double(frame.height) * Cells.pointsPerRow)
        let (sx, sy) = (Double(linear.startPoint.x) * width, Double(linear.startPoint.y) * height)
        let (ex, ey) = (Double(linear.endPoint.x) * width, Double(linear.endPoint.y) * height)
        let length = (ex - sx) * (ex - sx) + (ey - sy) * (ey - sy)
        func colour(_ px: Double, _ py: Double) -> Color {
            linear.gradient.color(at: length > 0 ? ((px - sx) * (ex - sx) + (py - sy) * (ey - sy)) / length : 0)
        }
        // At most about 128 bands: a long list's background is judged a few rows a band.
        var bands: [(frame: Frame, colour: Color)] = []
        if abs(ey - sy) >= abs(ex - sx) {
            let step = max(1, frame.height / 128)
            for row in stride(from: 0, to: frame.height, by: step) {
                let rows = min(step, frame.height - row)
                bands.append((Frame(x: frame.x, y: frame.y + row, width: frame.width, height: rows),
                              colour(width / 2, (Double(row) + Double(rows) / 2) * Cells.pointsPerRow)))
            }
        } else {
            let step = max(1, frame.width / 128)
            for column in stride(from: 0, to: frame.width, by: step) {
                let columns = min(step, frame.width - column)
                bands.append((Frame(x: frame.x + column, y: frame.y, width: columns, height: frame.height),
                              colour((Double(column) + Double(columns) / 2) * Cells.pointsPerColumn, height / 2)))
            }
        }
        return bands
    }
}

extension LinearGradient {
    /// The colour the gradient makes over the frame it fills, as a user
    /// sees it from a step back: its colour along its axis (`Gradient.color(at:)`)
    /// averaged over the frame, premultiplied by alpha. A fade from yellow
    /// to white over the first 4% of a row is white to the eye; the same
    /// stops spread from edge to edge are half yellow. The frame is the
    /// gradient's unit square, its axis in unit points (exact for a
    /// horizontal or vertical axis; a slanted one is taken over a square).
    /// Resolved per colour scheme; nil when a stop's colour cannot be told.
    nonisolated var areaMean: Color? {
        let (dx, dy) = (Double(endPoint.x - startPoint.x), Double(endPoint.y - startPoint.y))
        let length = dx * dx + dy * dy
        // t at a unit point: its projection on the axis.
        func t(_ x: Double, _ y: Double) -> Double {
            length > 0 ? ((x - Double(startPoint.x)) * dx + (y - Double(startPoint.y)) * dy) / length : 0
        }
        let samples = 32
        var colours: [Color] = []
        for row in 0..<(dx == 0 || dy == 0 ? 1 : samples) {
            for column in 0..<samples {
                let (u, v) = ((Double(column) + 0.5) / Double(samples), (Double(row) + 0.5) / Double(dx == 0 || dy == 0 ? 1 : samples))
                // Along a vertical axis the samples run down the frame.
                colours.append(gradient.color(at: dx == 0 && dy != 0 ? t(0.5, u) : t(u, v)))
            }
        }
        func mean(dark: Bool) -> RGBA? {
            var (red, green, blue, alpha) = (0.0, 0.0, 0.0, 0.0)
            for colour in colours {
                guard let rgba = colour.rgba(dark: dark) else { return nil }
                (red, green, blue, alpha) = (red + rgba.red * rgba.alpha, green + rgba.green * rgba.alpha, blue + rgba.blue * rgba.alpha, alpha + rgba.alpha)
            }
            guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
            return RGBA(red: red / alpha, green: green / alpha, blue: blue / alpha, alpha: alpha / Double(colours.count))
        }
        guard let light = mean(dark: false), let dark = mean(dark: true) else { return nil }
        guard light.alpha > 0 else { return .clear }
        func name(_ c: RGBA) -> String { "rgb(\(c.red), \(c.green), \(c.blue), 1.0)" }
        let base = name(light) == name(dark) ? name(light) : "dynamic(\(name(light)) \u{2016} \(name(dark)))"
        return light.alpha >= 0.9999 ? Color(base) : Color(base).opacity(light.alpha)
    }
}
