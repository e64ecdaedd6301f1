import Foundation

/// A colour as a user sees it: sRGB components and alpha, 0…1. `Legibility`
/// needs numbers, not names, to tell whether a text stands out from what is
/// behind it once colour effects (`brightness`, `colorInvert`, …) apply.
struct RGBA: Equatable {
    var red, green, blue, alpha: Double

    /// WCAG 2.x relative luminance (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance).
    var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.x contrast ratio, 1 (the same) to 21 (black on white)
    /// (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
    func contrast(with other: RGBA) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour drawn at its alpha over an opaque `backdrop`.
    func over(_ backdrop: RGBA) -> RGBA {
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return RGBA(red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue), alpha: 1)
    }

    static let white = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
    static let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
}

extension Color {
    /// The colour's components in a colour scheme; nil for a colour the
    /// simulator cannot tell (an asset catalogue's, `accent` in a custom tint).
    /// System colours are iOS's (Apple, Human Interface Guidelines, "Color",
    /// "Specifications": the default light and dark values).
    func rgba(dark: Bool) -> RGBA? {
        let (base, alpha) = baseAndAlpha
        guard var colour = Self.components(of: base, dark: dark) else { return nil }
        colour.alpha *= alpha
        return colour
    }

    private static func components(of base: String, dark: Bool) -> RGBA? {
        func numbers(_ prefix: String) -> [Double]? {
            guard base.hasPrefix(prefix), base.hasSuffix(")") else { return nil }
            let values = base.dropFirst(prefix.count).dropLast().split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            return values
        }
        // `baseAndAlpha` has already taken the alpha out of these.
        if let v = numbers("rgb("), v.count >= 3 { return RGBA(red: v[0], green: v[1], blue: v[2], alpha: 1) }
        if let v = numbers("white("), v.count >= 1 { return RGBA(red: v[0], green: v[0], blue: v[0], alpha: 1) }
        if let v = numbers("hsb("), v.count >= 3 { return hsb(v[0], v[1], v[2]) }
        if let (light, darkName) = dynamic(base) { return Color(dark ? darkName : light).rgba(dark: dark) }
        if base.hasPrefix("mean("), base.hasSuffix(")") { return mean(of: String(base.dropFirst(5).dropLast()), dark: dark) }
        if base.hasPrefix("blended("), base.hasSuffix(")"), let colon = base.firstIndex(of: ":"),
           let mode = BlendMode.named[String(base[base.index(base.startIndex, offsetBy: 8)..<colon])] {
            guard let colour = Color(String(base[base.index(after: colon)..<base.index(before: base.endIndex)])).rgba(dark: dark) else { return nil }
            return mode.draw(colour, over: dark ? .black : .white)
        }
        switch base {
        case "primary": return dark ? .white : .black
        // `Color.background` / `.foregroundStyle(.background)`: the system background.
        case "background": return dark ? .black : .white
        case "clear": return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        default: break
        }
        guard let (light, darkValue) = system[base] else {
            // UIKit's and AppKit's semantic colours (`Color(.systemBackground)`,
            // `Color(uiColor: .separator)`, `.secondary` = `secondaryLabel`,
            // #3C3C43 at 60%), in the appearance in effect.
            return PlatformColor.appearance(of: base, dark: dark).map { RGBA(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
        }
        let hex = dark ? darkValue : light
        return RGBA(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                    blue: Double(hex & 0xFF) / 255, alpha: 1)
    }

    /// A UIKit dynamic colour's two appearances (`UIColor(dynamicProvider:)`,
    /// named `dynamic(<light> ‖ <dark>)` by UIKitSim): the separator at the
    /// outermost level of brackets, so that a dynamic colour made of dynamic
    /// colours splits at its own.
    private static func dynamic(_ base: String) -> (light: String, dark: String)? {
        guard base.hasPrefix("dynamic("), base.hasSuffix(")") else { return nil }
        let inner = base.dropFirst(8).dropLast()
        var depth = 0
        for index in inner.indices {
            switch inner[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "\u{2016}" where depth == 0:
                let light = inner[..<index].trimmingCharacters(in: .whitespaces)
                let dark = inner[inner.index(after: index)...].trimmingCharacters(in: .whitespaces)
                return (light, dark)
            default: break
            }
        }
        return nil
    }

    /// A gradient's mean colour (`Gradient.mean`): `stops` is
    /// `colour@location|…` in order of location. Premultiplied: a stop at
    /// alpha 0 lends no hue. Nil when a stop's colour cannot be told.
    private static func mean(of stops: String, dark: Bool) -> RGBA? {
        var points: [(location: Double, colour: RGBA)] = []
        for stop in stops.split(separator: "|") {
            guard let at = stop.lastIndex(of: "@"), let location = Double(stop[stop.index(after: at)...]),
                  let colour = Color(String(stop[..<at])).rgba(dark: dark) else { return nil }
            points.append((min(1, max(0, location)), colour))
        }
        guard let first = points.first, let last = points.last else { return nil }
        // Weights: the flat ends, then each span's two stops half its length each.
        var weighted = [(first.location, first.colour), (1 - last.location, last.colour)]
        for (a, b) in zip(points, points.dropFirst()) {
            let half = (b.location - a.location) / 2
            weighted += [(half, a.colour), (half, b.colour)]
        }
        let total = weighted.reduce(0) { $0 + $1.0 }
        guard total > 0 else { return first.colour }
        let alpha = weighted.reduce(0) { $0 + $1.0 * $1.1.alpha } / total
        guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ value: (RGBA) -> Double) -> Double { weighted.reduce(0) { $0 + $1.0 * $1.1.alpha * value($1.1) } / total / alpha }
        return RGBA(red: channel(\.red), green: channel(\.green), blue: channel(\.blue), alpha: alpha)
    }

    /// `color` drawn with a blend mode (`Color.yellow.blendMode(.screen)` as a
    /// style): the colour it makes blended with the screen of its colour
    /// scheme (white in light mode), as `ViewHost.seen` blends a view, at
    /// the colour's own alpha. Twenty-sixth review (finding 16): the alpha
    /// used to be lost (`Color.black.opacity(0).blendMode(.multiply)` read
    /// as opaque black, a cover over the title). A blend mixes the colours
    /// where the source is drawn, at the source's alpha (W3C Compositing,
    /// "Blending": Cs = (1 − αb)·Cs + αb·B(Cb, Cs), then source-over at
    /// αs; over an opaque backdrop that is B(Cb, Cs) drawn at αs): a clear
    /// colour paints nothing whatever its blend mode.
    static func blended(_ color: Color, _ mode: BlendMode) -> Color {
        let (base, alpha) = color.baseAndAlpha
        let blended = Color("blended(\(mode):\(base))")
        return alpha < 1 ? blended.opacity(alpha) : blended
    }

    /// A `blended` colour's mode and the colour blended (at its alpha).
    var blendParts: (mode: BlendMode, color: Color)? {
        let (base, alpha) = baseAndAlpha
        guard base.hasPrefix("blended("), base.hasSuffix(")"), let colon = base.firstIndex(of: ":"),
              let mode = BlendMode.named[String(base[base.index(base.startIndex, offsetBy: 8)..<colon])] else { return nil }
        let inner = Color(String(base[base.index(after: colon)..<base.index(before: base.endIndex)]))
        return (mode, alpha < 1 ? inner.opacity(alpha) : inner)
    }

    /// iOS system colours (light, dark).
    private static let system: [String: (Int, Int)] = [
        "red": (0xFF3B30, 0xFF453A), "orange": (0xFF9500, 0xFF9F0A), "yellow": (0xFFCC00, 0xFFD60A),
        "green": (0x34C759, 0x30D158), "mint": (0x00C7BE, 0x63E6E2), "teal": (0x30B0C7, 0x40C8E0),
        "cyan": (0x32ADE6, 0x64D2FF), "blue": (0x007AFF, 0x0A84FF), "accent": (0x007AFF, 0x0A84FF),
        "indigo": (0x5856D6, 0x5E5CE6), "purple": (0xAF52DE, 0xBF5AF2), "pink": (0xFF2D55, 0xFF375F),
        "brown": (0xA2845E, 0xAC8E68), "gray": (0x8E8E93, 0x8E8E93),
        "black": (0x000000, 0x000000), "white": (0xFFFFFF, 0xFFFFFF),
    ]

    private static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double) -> RGBA {
        let h = (hue - hue.rounded(.down)) * 6, i = Int(h) % 6, f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch i {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        return RGBA(red: r, green: g, blue: b, alpha: 1)
    }
}

/// A colour effect as a matrix on (r, g, b, a, 1), the form SVG's and Core
/// Image's colour filters take (https://www.w3.org/TR/filter-effects-1/#feColorMatrixElement).
/// Each of SwiftUI's colour modifiers is one such matrix, applied to every
/// pixel of the view it modifies (its texts and its own backgrounds alike).
struct ColorMatrix: Equatable {
    /// Rows r, g, b, a; columns r, g, b, a, offset.
    var rows: [[Double]]

    func apply(to colour: RGBA) -> RGBA {
        let input = [colour.red, colour.green, colour.blue, colour.alpha, 1]
        let out = rows.map { row in min(1, max(0, zip(row, input).map(*).reduce(0, +))) }
        return RGBA(red: out[0], green: out[1], blue: out[2], alpha: out[3])
    }

    private static func rgb(_ m: [[Double]], offset: Double = 0) -> ColorMatrix {
        ColorMatrix(rows: m.map { $0 + [0, offset] } + [[0, 0, 0, 1, 0]])
    }

    /// `.brightness(_:)`: "0 (no effect) to 1 (full white brightening)",
    /// negative darkens (Apple, brightness(_:)): the amount added to each channel.
    static func brightness(_ amount: Double) -> ColorMatrix {
        rgb([[1, 0, 0], [0, 1, 0], [0, 0, 1]], offset: amount)
    }

    /// `.contrast(_:)`: 0 is a flat grey, 1 unchanged, above 1 more
    /// (Apple, contrast(_:)); scaled about the middle grey.
    static func contrast(_ amount: Double) -> ColorMatrix {
        rgb([[amount, 0, 0], [0, amount, 0], [0, 0, amount]], offset: 0.5 * (1 - amount))
    }

    /// `.saturation(_:)` (0 grey, 1 unchanged) and `.grayscale(_:)` (its
    /// complement): SVG's `saturate`, which keeps luminance.
    static func saturation(_ s: Double) -> ColorMatrix {
        rgb([[0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s],
             [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s],
             [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s]])
    }

    /// `.hueRotation(_:)`: SVG's `hueRotate`.
    static func hueRotation(degrees: Double) -> ColorMatrix {
        let c = cos(degrees * .pi / 180), s = sin(degrees * .pi / 180)
        return rgb([[0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928],
                    [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283],
                    [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072]])
    }

    /// `.colorInvert()`: "inverts the colors in this view" (Apple, colorInvert()).
    static let invert = rgb([[-1, 0, 0], [0, -1, 0], [0, 0, -1]], offset: 1)

    /// `.luminanceToAlpha()`: "creates a mask by inverting the luminance in
    /// the view" (Apple); SVG's `luminanceToAlpha`: black, at an alpha of the luminance.
    static let luminanceToAlpha = ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0]])

    /// `.colorMultiply(_:)`: every component times the colour's.
    static func multiply(by colour: RGBA) -> ColorMatrix {
        ColorMatrix(rows: [[colour.red, 0, 0, 0, 0], [0, colour.green, 0, 0, 0], [0, 0, colour.blue, 0, 0], [0, 0, 0, colour.alpha, 0]])
    }
}

extension BlendMode {
    /// Each mode by its case name, as `Color.blended` writes it.
    static let named: [String: BlendMode] = Dictionary(uniqueKeysWithValues: [
        BlendMode.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
        .difference, .exclusion, .hue, .saturation, .color, .luminosity, .sourceAtop, .destinationOver, .destinationOut,
        .plusDarker, .plusLighter,
    ].map { ("\($0)", $0) })
}
