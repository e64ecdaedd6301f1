import Foundation

/// How different two colours look, as one number: CIEDE2000 (CIE 142-2001;
/// the formulas as in Sharma, Wu & Dalal, "The CIEDE2000 color-difference
/// formula", Color Research & Application 30(1), 2005), from sRGB through
/// CIE XYZ (D65) to CIELAB. A difference of about 1 is the smallest two
/// colours side by side show; `ViewHost.visibleDifference` is the one a
/// user sees at a glance. Checks judge whether a paint shows by this, on the
/// colour it composites to over what is behind it, not by its alpha: a 25%
/// yellow on white is plainly yellow, a 3% one is not.
extension RGBA {
    /// CIELAB (D65 white), L 0…100.
    var lab: (l: Double, a: Double, b: Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// CIEDE2000 ΔE between this opaque colour and `other` (alphas ignored:
    /// composite first, `over(_:)`).
    func difference(from other: RGBA) -> Double {
        let (l1, a1, b1) = lab, (l2, a2, b2) = other.lab
        func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let meanC = (hypot(a1, b1) + hypot(a2, b2)) / 2
        let g = 0.5 * (1 - sqrt(pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))))
        let (a1p, a2p) = ((1 + g) * a1, (1 + g) * a2)
        let (c1, c2) = (hypot(a1p, b1), hypot(a2p, b2))
        func hue(_ a: Double, _ b: Double) -> Double {
            guard a != 0 || b != 0 else { return 0 }
            let h = degrees(atan2(b, a))
            return h < 0 ? h + 360 : h
        }
        let (h1, h2) = (hue(a1p, b1), hue(a2p, b2))
        var dh = 0.0
        if c1 * c2 != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dL = l2 - l1, dC = c2 - c1
        let dH = 2 * sqrt(c1 * c2) * sin(radians(dh / 2))
        let meanL = (l1 + l2) / 2, meanCp = (c1 + c2) / 2
        let meanH: Double =
            c1 * c2 == 0 ? h1 + h2
            : abs(h1 - h2) <= 180 ? (h1 + h2) / 2
            : h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
        let t = 1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH))
            + 0.32 * cos(radians(3 * meanH + 6)) - 0.20 * cos(radians(4 * meanH - 63))
        let dTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rc = 2 * sqrt(pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7)))
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / sqrt(20 + pow(meanL - 50, 2))
        let sc = 1 + 0.045 * meanCp, sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * dTheta)) * rc
        return sqrt(pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh))
    }
}

extension ViewHost {
    /// The CIEDE2000 difference from what is behind it at which a paint is
    /// one a user sees: 5. About 1 is the smallest difference two colours
    /// side by side show; display and print tolerances take up to 2–3 as
    /// "the same colour"; past 5 two colours read as plainly different at a
    /// glance. Yellow on white reaches it at about 5% opacity (25% is 17,
    /// 3% is 3), red at about 5%.
    public nonisolated static let visibleDifference = 5.0
}
