import Foundation

// Small iOS 18 additions real code used (docs/simulator.md, "Round 9"): sticky
// sheet sizing, symbol effects that repeat continuously, and a colour's
// accessibility name in a text interpolation.

// MARK: Sticky presentation sizing (iOS 18)

/// A sizing made sticky (Apple: "growing, but not shrinking") or fitted to its
/// content. A sheet here takes the screen whatever its sizing (recorded, as
/// the other sizings are).
/// https://developer.apple.com/documentation/swiftui/presentationsizing/sticky(horizontal:vertical:)
public struct _StickyPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    public let base: Base
    public let horizontal: Bool, vertical: Bool
    /// `fitted(horizontal:vertical:)` rather than `sticky`.
    public let fitted: Bool
}
extension PresentationSizing {
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> _StickyPresentationSizing<Self> {
        _StickyPresentationSizing(base: self, horizontal: horizontal, vertical: vertical, fitted: false)
    }
    /// https://developer.apple.com/documentation/swiftui/presentationsizing/fitted(horizontal:vertical:) (iOS 18)
    public func fitted(horizontal: Bool, vertical: Bool) -> _StickyPresentationSizing<Self> {
        _StickyPresentationSizing(base: self, horizontal: horizontal, vertical: vertical, fitted: true)
    }
}

// MARK: Symbol effects repeating continuously (iOS 18)

extension SymbolEffectOptions {
    /// https://developer.apple.com/documentation/symbols/symboleffectoptions/repeatbehavior (iOS 18)
    public struct RepeatBehavior: Sendable, Equatable {
        enum Kind: Sendable, Equatable { case continuous, periodic(count: Int?, delay: Double?) }
        let kind: Kind
        public static let continuous = RepeatBehavior(kind: .continuous)
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { .init(kind: .periodic(count: count, delay: delay)) }
        public static let periodic = RepeatBehavior(kind: .periodic(count: nil, delay: nil))
    }
    /// https://developer.apple.com/documentation/symbols/symboleffectoptions/repeat(_:)-6nfdx (iOS 18);
    /// no time passes here, so a repeating effect is recorded as the others are.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { self }
}

// MARK: A colour's accessibility name (iOS 18)

extension Color {
    /// The name VoiceOver would read: here the nearest of the basic colour
    /// names to the colour's light-appearance sRGB components ("red", "dark
    /// gray"…). Apple's names are finer ("dark purple-blue"); an unknown
    /// (asset) colour reads "gray".
    var _accessibilityName: String {
        guard let c = rgba(dark: false) else { return "gray" }
        let palette: [(String, Double, Double, Double)] = [
            ("black", 0, 0, 0), ("white", 1, 1, 1), ("gray", 0.56, 0.56, 0.58), ("dark gray", 0.3, 0.3, 0.3), ("light gray", 0.82, 0.82, 0.84),
            ("red", 1, 0.23, 0.19), ("orange", 1, 0.58, 0), ("yellow", 1, 0.8, 0), ("green", 0.2, 0.78, 0.35), ("mint", 0, 0.78, 0.75),
            ("teal", 0.19, 0.69, 0.78), ("cyan", 0.2, 0.68, 0.9), ("blue", 0, 0.48, 1), ("indigo", 0.35, 0.34, 0.84),
            ("purple", 0.69, 0.32, 0.87), ("pink", 1, 0.18, 0.33), ("brown", 0.64, 0.52, 0.37),
        ]
        func distance(_ p: (String, Double, Double, Double)) -> Double {
            let (r, g, b) = (Double(c.red) - p.1, Double(c.green) - p.2, Double(c.blue) - p.3)
            return r * r + g * g + b * b
        }
        return palette.min { distance($0) < distance($1) }!.0
    }
}
extension LocalizedStringKey.StringInterpolation {
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(accessibilityname:) (iOS 18)
    public mutating func appendInterpolation(accessibilityName color: Color) { append(color._accessibilityName) }
}
