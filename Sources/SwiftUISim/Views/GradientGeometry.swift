import Foundation

// Where a gradient is along its colour function at each point of the frame
// it fills: one sampler for every question asked of a gradient (the colour
// it makes over its frame, what it paints at a point, its bands, a mask's
// alpha). Each type as Apple documents it (iOS 13 unless said):
// - LinearGradient: "applies the color function along an axis, as defined
//   by its start and end points", mapped into the filled shape's bounds;
// - RadialGradient: "as the distance from a center point, scaled to fit
//   within the defined start and end radii" (radii in points);
// - EllipticalGradient (iOS 15): maps "the unit space square in which its
//   center and radii are defined" onto its bounds (radii as fractions of
//   that square: 0.5 reaches the edges);
// - AngularGradient: "as the angle changes, relative to a center point and
//   defined start and end angles. If endAngle - startAngle > 2π, the
//   gradient only draws the last complete turn. If endAngle - startAngle <
//   2π, the gradient fills the missing area with the colors defined by
//   gradient locations one and zero, transitioning between the two halfway
//   across the missing area." Angles run clockwise from the trailing edge,
//   as y grows downwards. Equal start and end angles (the initialiser's
//   defaults) are drawn as a full turn, as the conic initialisers are
//   documented to do ("completes a full turn"): inferred, not documented.
// A MeshGradient is not sampled (its colours' mean stands for it).

/// A gradient whose geometry the simulator keeps.
protocol _GradientGeometry: _GradientStops {
    /// The gradient's parameter (0 at its start, 1 at its end; beyond them
    /// the end colours hold) at (`x`, `y`), in points from the top-leading
    /// corner of a frame `width` × `height` points.
    nonisolated func position(atX x: Double, y: Double, width: Double, height: Double) -> Double
    /// The frame the colour it makes is judged over when none is laid out
    /// yet (a style resolved where it is declared), in points.
    nonisolated var nominalSize: (width: Double, height: Double) { get }
}

extension _GradientGeometry {
    nonisolated var nominalSize: (width: Double, height: Double) { (1, 1) }

    /// The colour at (`x`, `y`) of a frame `width` × `height` points.
    nonisolated func color(atX x: Double, y: Double, width: Double, height: Double) -> Color {
        gradient.color(at: position(atX: x, y: y, width: width, height: height))
    }

    /// The colour the gradient makes over a frame `width` × `height` points,
    /// as a user sees it from a step back: its colour sampled over the
    /// frame and averaged, premultiplied by alpha. A fade from yellow to
    /// white over the first 4% of a row is white to the eye; a radial glow
    /// that reaches clear a few points from its centre is almost clear.
    /// Resolved per colour scheme; nil when a stop's colour cannot be told.
    nonisolated func areaMean(width: Double, height: Double) -> Color? {
        guard width > 0, height > 0 else { return nil }
        // An axis-aligned linear gradient varies one way only: one line of samples does.
        let alongOneAxis = (self as? LinearGradient).map { $0.startPoint.x == $0.endPoint.x || $0.startPoint.y == $0.endPoint.y } ?? false
        let samples = alongOneAxis ? 32 : 16
        var colours: [Color] = []
        colours.reserveCapacity(samples * samples)
        for row in 0..<samples {
            for column in 0..<samples {
                colours.append(color(atX: (Double(column) + 0.5) / Double(samples) * width,
                                     y: (Double(row) + 0.5) / Double(samples) * height, width: width, height: height))
                if alongOneAxis, let linear = self as? LinearGradient, linear.startPoint.x == linear.endPoint.x { break }
            }
            if alongOneAxis, let linear = self as? LinearGradient, linear.startPoint.y == linear.endPoint.y { break }
        }
        return Color.premultipliedMean(of: colours)
    }

    /// `areaMean` over the frame it is judged over before layout.
    nonisolated var areaMean: Color? { areaMean(width: nominalSize.width, height: nominalSize.height) }
}

extension Color {
    /// The mean of `colours` premultiplied by alpha, per colour scheme
    /// (nil when one cannot be resolved); clear when none paints.
    nonisolated static func premultipliedMean(of colours: [Color]) -> Color? {
        guard !colours.isEmpty else { return nil }
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

extension LinearGradient: _GradientGeometry {
    nonisolated func position(atX x: Double, y: Double, width: Double, height: Double) -> Double {
        let (sx, sy) = (Double(startPoint.x) * width, Double(startPoint.y) * height)
        let (ex, ey) = (Double(endPoint.x) * width, Double(endPoint.y) * height)
        let length = (ex - sx) * (ex - sx) + (ey - sy) * (ey - sy)
        return length > 0 ? ((x - sx) * (ex - sx) + (y - sy) * (ey - sy)) / length : 0
    }
}

extension RadialGradient: _GradientGeometry {
    nonisolated func position(atX x: Double, y: Double, width: Double, height: Double) -> Double {
        let distance = hypot(x - Double(center.x) * width, y - Double(center.y) * height)
        let (start, end) = (Double(startRadius), Double(endRadius))
        guard end != start else { return distance < end ? 0 : 1 }
        return (distance - start) / (end - start)
    }
    /// Before layout: the square its end circle fits in, centred as it is.
    nonisolated var nominalSize: (width: Double, height: Double) {
        let side = max(2 * Double(max(startRadius, endRadius)), 1)
        return (side, side)
    }
}

extension EllipticalGradient: _GradientGeometry {
    nonisolated func position(atX x: Double, y: Double, width: Double, height: Double) -> Double {
        let distance = hypot(x / width - Double(center.x), y / height - Double(center.y))
        let (start, end) = (Double(startRadiusFraction), Double(endRadiusFraction))
        guard end != start else { return distance < end ? 0 : 1 }
        return (distance - start) / (end - start)
    }
}

extension AngularGradient: _GradientGeometry {
    nonisolated func position(atX x: Double, y: Double, width: Double, height: Double) -> Double {
        let turn = 2 * Double.pi
        let angle = atan2(y - Double(center.y) * height, x - Double(center.x) * width)
        var (start, span) = (startAngle.radians, endAngle.radians - startAngle.radians)
        if span == 0 { span = turn }
        // More than a turn: only the last complete turn is drawn.
        if abs(span) > turn { start = endAngle.radians - (span > 0 ? turn : -turn); span = span > 0 ? turn : -turn }
        let travelled = span > 0 ? angle - start : start - angle
        let around = travelled - turn * (travelled / turn).rounded(.down)
        if around <= abs(span) { return around / abs(span) }
        // The missing area: the colour at location 1, then the colour at 0, switching halfway.
        return (around - abs(span)) / (turn - abs(span)) < 0.5 ? 1 : 0
    }
}
