import Foundation
@_exported import CoreGraphicsSim
@_exported import QuartzCoreSim
// UIKit (and AppKit) bring CoreImage with them: `CIContext` needs no import of its own in an app.
@_exported import CoreImageSim

/// UIKit's colour. A value: its name (what SwiftUI's `Color(uiColor:)` makes
/// of it) and RGBA in the light appearance; the simulator has one appearance.
/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: @unchecked Sendable, Equatable, Hashable, CustomStringConvertible {
    package let value: PlatformColor
    package init(value: PlatformColor) { self.value = value }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { value = PlatformColor(red: red, green: green, blue: blue, alpha: alpha) }
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { value = PlatformColor(red: red, green: green, blue: blue, alpha: alpha) }
    public init(white: CGFloat, alpha: CGFloat) { value = PlatformColor(white: white, alpha: alpha) }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        value = PlatformColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 1]
        value = c.count >= 4 ? PlatformColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]) : PlatformColor(white: c[0], alpha: c.last ?? 1)
    }
    /// An asset-catalog colour: found (the app's catalogue is assumed to have
    /// it, as `Color("name")` is), named as `Color("name")`.
    public convenience init?(named name: String) { self.init(value: PlatformColor(name: name, 0, 0, 0)) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { self.init(named: name) }
    /// A dynamic colour (Apple, `init(dynamicProvider:)`, iOS 13: "Creates
    /// a color object that uses the specified block to generate its color
    /// data dynamically"): the block is asked for both appearances, and the
    /// colour draws as the one for the traits it is drawn in, as `.label`
    /// does (`resolvedColor(with:)`; SwiftUI's `Color(uiColor:)` in the
    /// environment's colour scheme). Its components, alone, are the light
    /// appearance's (`UITraitCollection.current`). Named
    /// `dynamic(<light> ‖ <dark>)` (`dynamicName`), which
    /// SwiftUISim's colour table resolves by scheme (twenty-second review).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        var value = light.value
        value.name = Self.dynamicName(light: light.value.name, dark: dark.value.name)
        self.init(value: value)
        provider = dynamicProvider
    }
    private var provider: ((UITraitCollection) -> UIColor)?
    /// The name of a colour that is `light` in the light appearance and `dark` in the dark one.
    package static func dynamicName(light: String, dark: String) -> String {
        light == dark ? light : "dynamic(\(light) \u{2016} \(dark))"
    }

    open var cgColor: CGColor { value.cgColor }
    open var ciColor: CGColor { value.cgColor }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(value: value.withAlpha(alpha)) }
    /// Apple, `resolvedColor(with:)` (iOS 13): "Returns the version of the
    /// current color that results from the specified traits": a dynamic
    /// provider's answer for them; a system colour's value in that appearance.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        if let provider { return provider(traitCollection).resolvedColor(with: traitCollection) }
        guard let rgba = PlatformColor.appearance(of: value.name, dark: traitCollection.userInterfaceStyle == .dark) else { return self }
        return UIColor(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
    }
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = value.red; green?.pointee = value.green; blue?.pointee = value.blue; alpha?.pointee = value.alpha
        return true
    }
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (value.red + value.green + value.blue) / 3; alpha?.pointee = value.alpha
        return true
    }
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b) = (value.red, value.green, value.blue)
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == r { h = ((g - b) / delta).truncatingRemainder(dividingBy: 6) } else if maximum == g { h = (b - r) / delta + 2 } else { h = (r - g) / delta + 4 }
            h = (h < 0 ? h + 6 : h) / 6
        }
        hue?.pointee = h; saturation?.pointee = maximum == 0 ? 0 : delta / maximum; brightness?.pointee = maximum; alpha?.pointee = value.alpha
        return true
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.value == b.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value.name) }
    open var description: String { "UIColor(\(value.name))" }

    // The fixed colours (UIKit's "Fixed colors").
    open class var black: UIColor { UIColor(value: PlatformColor(name: "black", 0, 0, 0)) }
    open class var white: UIColor { UIColor(value: PlatformColor(name: "white", 255, 255, 255)) }
    open class var clear: UIColor { UIColor(value: PlatformColor(name: "clear", 0, 0, 0, 0)) }
    open class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    // The system colours ("Standard colors", "UI element colors").
    private static func system(_ name: String) -> UIColor { UIColor(value: .system(name)) }
    open class var systemRed: UIColor { system("systemRed") }
    open class var systemOrange: UIColor { system("systemOrange") }
    open class var systemYellow: UIColor { system("systemYellow") }
    open class var systemGreen: UIColor { system("systemGreen") }
    open class var systemMint: UIColor { system("systemMint") }
    open class var systemTeal: UIColor { system("systemTeal") }
    open class var systemCyan: UIColor { system("systemCyan") }
    open class var systemBlue: UIColor { system("systemBlue") }
    open class var systemIndigo: UIColor { system("systemIndigo") }
    open class var systemPurple: UIColor { system("systemPurple") }
    open class var systemPink: UIColor { system("systemPink") }
    open class var systemBrown: UIColor { system("systemBrown") }
    open class var systemGray: UIColor { system("systemGray") }
    open class var systemGray2: UIColor { system("systemGray2") }
    open class var systemGray3: UIColor { system("systemGray3") }
    open class var systemGray4: UIColor { system("systemGray4") }
    open class var systemGray5: UIColor { system("systemGray5") }
    open class var systemGray6: UIColor { system("systemGray6") }
    open class var tintColor: UIColor { system("tint") }
    open class var label: UIColor { system("label") }
    open class var secondaryLabel: UIColor { system("secondaryLabel") }
    open class var tertiaryLabel: UIColor { system("tertiaryLabel") }
    open class var quaternaryLabel: UIColor { system("quaternaryLabel") }
    open class var placeholderText: UIColor { system("placeholderText") }
    open class var link: UIColor { system("link") }
    open class var separator: UIColor { system("separator") }
    open class var opaqueSeparator: UIColor { system("opaqueSeparator") }
    open class var systemBackground: UIColor { system("systemBackground") }
    open class var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    open class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    open class var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
    open class var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
    open class var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
    open class var systemFill: UIColor { system("systemFill") }
    open class var secondarySystemFill: UIColor { system("secondarySystemFill") }
    open class var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
    open class var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
    open class var lightText: UIColor { system("lightText") }
    open class var darkText: UIColor { system("darkText") }
}

/// The traits a view is shown with: the simulator shows one iPhone, upright,
/// in the light appearance at the default Dynamic Type size.
public final class UITraitCollection: Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        (horizontalSizeClass, verticalSizeClass, userInterfaceIdiom, displayScale) = (.compact, .regular, .phone, 3)
    }
    public static let current = UITraitCollection(userInterfaceStyle: .light)
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
