import Foundation

// `.blendMode(_:)` as numbers: a view's colour blended with the opaque
// colour behind it, by the W3C's formulas (https://www.w3.org/TR/compositing-1/,
// "Blending"), which Core Graphics' modes follow (CGBlendMode). `Legibility`
// compares a text's blended pixels with its neighbours' to tell whether it shows.

extension RGBA {
    static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// This colour drawn over `below`, either of them translucent (Porter–Duff "source over").
    func composited(over below: RGBA) -> RGBA {
        let out = alpha + below.alpha * (1 - alpha)
        guard out > 0 else { return .clear }
        func mix(_ top: Double, _ bottom: Double) -> Double { (top * alpha + bottom * below.alpha * (1 - alpha)) / out }
        return RGBA(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue), alpha: out)
    }
}

extension BlendMode {
    /// The modes whose result depends only on the two colours. The Porter–Duff
    /// ones (`sourceAtop`, `destinationOver`, `destinationOut`) depend on
    /// what else is in the layer the view is drawn into, which the simulator
    /// does not track.
    var isModelled: Bool {
        switch self {
        case .sourceAtop, .destinationOver, .destinationOut: false
        default: true
        }
    }

    /// `source` (at its alpha) blended with the opaque `backdrop`: the
    /// colour a user sees; nil for a mode that is not modelled.
    func draw(_ source: RGBA, over backdrop: RGBA) -> RGBA? {
        guard isModelled else { return nil }
        let mixed: (Double, Double, Double)
        switch self {
        case .hue, .saturation, .color, .luminosity:
            mixed = nonSeparable(backdrop: (backdrop.red, backdrop.green, backdrop.blue), source: (source.red, source.green, source.blue))
        default:
            mixed = (channel(backdrop.red, source.red), channel(backdrop.green, source.green), channel(backdrop.blue, source.blue))
        }
        // "Cs = (1 - αb) x Cs + αb x B(Cb, Cs)" with an opaque backdrop, then source over.
        let blended = RGBA(red: mixed.0, green: mixed.1, blue: mixed.2, alpha: source.alpha)
        return blended.over(backdrop)
    }

    /// A separable mode on one channel: `b` the backdrop's, `s` the source's.
    private func channel(_ b: Double, _ s: Double) -> Double {
        func hardLight(_ b: Double, _ s: Double) -> Double { s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1) }
        switch self {
        case .multiply: return b * s
        case .screen: return b + s - b * s
        case .overlay: return hardLight(s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge: return b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s))
        case .colorBurn: return b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
        case .hardLight: return hardLight(b, s)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        // Core Graphics: "R = MAX(0, 1 - ((1 - D) + (1 - S)))" and "R = MIN(1, S + D)".
        case .plusDarker: return max(0, b + s - 1)
        case .plusLighter: return min(1, b + s)
        default: return s
        }
    }

    private typealias RGB = (Double, Double, Double)

    /// `hue`, `saturation`, `color`, `luminosity`: the W3C's non-separable modes.
    private func nonSeparable(backdrop b: RGB, source s: RGB) -> RGB {
        func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }
        func clip(_ c: RGB) -> RGB {
            let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
            func fix(_ v: Double) -> Double {
                var v = v
                if n < 0, l - n != 0 { v = l + (v - l) * l / (l - n) }
                if x > 1, x - l != 0 { v = l + (v - l) * (1 - l) / (x - l) }
                return v
            }
            return (fix(c.0), fix(c.1), fix(c.2))
        }
        func setLum(_ c: RGB, _ l: Double) -> RGB {
            let d = l - lum(c)
            return clip((c.0 + d, c.1 + d, c.2 + d))
        }
        func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }
        func setSat(_ c: RGB, _ s: Double) -> RGB {
            let n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
            guard x > n else { return (0, 0, 0) }
            func scaled(_ v: Double) -> Double { (v - n) * s / (x - n) }
            return (scaled(c.0), scaled(c.1), scaled(c.2))
        }
        switch self {
        case .hue: return setLum(setSat(s, sat(b)), lum(b))
        case .saturation: return setLum(setSat(b, sat(s)), lum(b))
        case .color: return setLum(s, lum(b))
        default: return setLum(b, lum(s))
        }
    }
}
