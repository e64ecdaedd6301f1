// iOS 17's resolved colours: `Color.resolve(in:)` gives a colour's sRGB
// components in an environment (its colour scheme), `Color(_:)` makes a
// colour from them. The components are the ones the legibility judgement
// uses (Host/Colours.swift: iOS's light and dark system colours); a colour
// the simulator cannot tell (an asset catalogue's) resolves to mid grey.
// https://developer.apple.com/documentation/swiftui/color/resolved
import Foundation

extension Color {
    /// Apple: "A concrete color value" (sRGB components, 0…1, and opacity).
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        public var red: Float, green: Float, blue: Float, opacity: Float
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
        }
        public var linearRed: Float { Self.linear(red) }
        public var linearGreen: Float { Self.linear(green) }
        public var linearBlue: Float { Self.linear(blue) }
        static func linear(_ c: Float) -> Float { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        public var cgColor: CGColor { CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity)) }
        public var description: String { "#" + [red, green, blue, opacity].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined() }
    }

    /// The colour's components in the environment's colour scheme.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let rgba = rgba(dark: environment.colorScheme == .dark) ?? RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        return Resolved(red: Float(rgba.red), green: Float(rgba.green), blue: Float(rgba.blue), opacity: Float(rgba.alpha))
    }

    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }
}
