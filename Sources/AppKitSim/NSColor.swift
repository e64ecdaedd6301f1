import Foundation
@_exported import CoreGraphicsSim
// UIKit (and AppKit) bring CoreImage with them: `CIContext` needs no import of its own in an app.
@_exported import CoreImageSim

/// AppKit's colour: a name (what SwiftUI's `Color(nsColor:)` makes of it)
/// and RGBA in the light appearance. https://developer.apple.com/documentation/appkit/nscolor
open class NSColor: @unchecked Sendable, Equatable, Hashable, CustomStringConvertible {
    package let value: PlatformColor
    package init(value: PlatformColor) { self.value = value }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { value = PlatformColor(red: red, green: green, blue: blue, alpha: alpha) }
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init(red: red, green: green, blue: blue, alpha: alpha) }
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init(red: red, green: green, blue: blue, alpha: alpha) }
    public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init(red: red, green: green, blue: blue, alpha: alpha) }
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init(red: red, green: green, blue: blue, alpha: alpha) }
    public init(white: CGFloat, alpha: CGFloat) { value = PlatformColor(white: white, alpha: alpha) }
    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }
    public convenience init(genericGamma22White white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        value = PlatformColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }
    public convenience init(calibratedHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }
    public convenience init?(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 1]
        if c.count >= 4 { self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3]) } else { self.init(white: c[0], alpha: c.last ?? 1) }
    }
    /// An asset-catalog colour: found, named as `Color("name")` is.
    public convenience init?(named name: String) { self.init(value: PlatformColor(name: name, 0, 0, 0)) }
    public convenience init?(named name: String, bundle: Bundle?) { self.init(named: name) }
    /// A dynamic colour: resolved once, for the light appearance.
    public convenience init(name: String?, dynamicProvider: @escaping (NSAppearance) -> NSColor) { self.init(value: dynamicProvider(.current).value) }

    /// Drawing needs a graphics context, which there is none of here: these do nothing.
    open func set() {}
    open func setFill() {}
    open func setStroke() {}
    open var cgColor: CGColor { value.cgColor }
    open var redComponent: CGFloat { value.red }
    open var greenComponent: CGFloat { value.green }
    open var blueComponent: CGFloat { value.blue }
    open var alphaComponent: CGFloat { value.alpha }
    open var whiteComponent: CGFloat { (value.red + value.green + value.blue) / 3 }
    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor { NSColor(value: value.withAlpha(alpha)) }
    open func usingColorSpace(_ space: NSColorSpace) -> NSColor? { self }
    open func blended(withFraction fraction: CGFloat, of color: NSColor) -> NSColor? {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        return NSColor(red: mix(value.red, color.value.red), green: mix(value.green, color.value.green), blue: mix(value.blue, color.value.blue), alpha: mix(value.alpha, color.value.alpha))
    }
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) {
        red?.pointee = value.red; green?.pointee = value.green; blue?.pointee = value.blue; alpha?.pointee = value.alpha
    }

    public static func == (a: NSColor, b: NSColor) -> Bool { a.value == b.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value.name) }
    open var description: String { "NSColor(\(value.name))" }

    open class var black: NSColor { NSColor(value: PlatformColor(name: "black", 0, 0, 0)) }
    open class var white: NSColor { NSColor(value: PlatformColor(name: "white", 255, 255, 255)) }
    open class var clear: NSColor { NSColor(value: PlatformColor(name: "clear", 0, 0, 0, 0)) }
    open class var darkGray: NSColor { NSColor(white: 1 / 3, alpha: 1) }
    open class var lightGray: NSColor { NSColor(white: 2 / 3, alpha: 1) }
    open class var gray: NSColor { NSColor(white: 0.5, alpha: 1) }
    open class var red: NSColor { NSColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: NSColor { NSColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: NSColor { NSColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: NSColor { NSColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: NSColor { NSColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: NSColor { NSColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: NSColor { NSColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: NSColor { NSColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: NSColor { NSColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    private static func system(_ name: String) -> NSColor { NSColor(value: .system(name)) }
    open class var systemRed: NSColor { system("systemRed") }
    open class var systemOrange: NSColor { system("systemOrange") }
    open class var systemYellow: NSColor { system("systemYellow") }
    open class var systemGreen: NSColor { system("systemGreen") }
    open class var systemMint: NSColor { system("systemMint") }
    open class var systemTeal: NSColor { system("systemTeal") }
    open class var systemCyan: NSColor { system("systemCyan") }
    open class var systemBlue: NSColor { system("systemBlue") }
    open class var systemIndigo: NSColor { system("systemIndigo") }
    open class var systemPurple: NSColor { system("systemPurple") }
    open class var systemPink: NSColor { system("systemPink") }
    open class var systemBrown: NSColor { system("systemBrown") }
    open class var systemGray: NSColor { system("systemGray") }
    open class var systemFill: NSColor { system("systemFill") }
    open class var secondarySystemFill: NSColor { system("secondarySystemFill") }
    open class var tertiarySystemFill: NSColor { system("tertiarySystemFill") }
    open class var quaternarySystemFill: NSColor { system("quaternarySystemFill") }
    open class var labelColor: NSColor { system("labelColor") }
    open class var secondaryLabelColor: NSColor { system("secondaryLabelColor") }
    open class var tertiaryLabelColor: NSColor { system("tertiaryLabelColor") }
    open class var quaternaryLabelColor: NSColor { system("quaternaryLabelColor") }
    open class var textColor: NSColor { system("textColor") }
    open class var textBackgroundColor: NSColor { system("textBackgroundColor") }
    open class var placeholderTextColor: NSColor { system("placeholderTextColor") }
    open class var windowBackgroundColor: NSColor { system("windowBackgroundColor") }
    open class var underPageBackgroundColor: NSColor { system("underPageBackgroundColor") }
    open class var controlBackgroundColor: NSColor { system("controlBackgroundColor") }
    open class var controlColor: NSColor { system("controlColor") }
    open class var controlTextColor: NSColor { system("controlTextColor") }
    /// macOS 10.10: text in header cells (a table's column headers).
    /// https://developer.apple.com/documentation/appkit/nscolor/headertextcolor
    open class var headerTextColor: NSColor { system("headerTextColor") }
    open class var controlAccentColor: NSColor { system("controlAccentColor") }
    open class var separatorColor: NSColor { system("separatorColor") }
    open class var gridColor: NSColor { system("gridColor") }
    open class var linkColor: NSColor { system("linkColor") }
    open class var selectedContentBackgroundColor: NSColor { system("selectedContentBackgroundColor") }
    open class var unemphasizedSelectedContentBackgroundColor: NSColor { system("unemphasizedSelectedContentBackgroundColor") }
    open class var selectedTextBackgroundColor: NSColor { system("selectedTextBackgroundColor") }
    open class var findHighlightColor: NSColor { system("findHighlightColor") }
    open class var alternatingContentBackgroundColors: [NSColor] { [.white, NSColor(value: PlatformColor(name: "alternatingContentBackground", 244, 245, 245))] }
}

public final class NSColorSpace: Sendable {
    public static let sRGB = NSColorSpace(), deviceRGB = NSColorSpace(), genericRGB = NSColorSpace(), displayP3 = NSColorSpace()
}

/// The appearance views are drawn with: always light (`aqua`) here.
public final class NSAppearance: @unchecked Sendable {
    public let name: Name
    public init?(named name: Name) { self.name = name }
    private init(_ name: Name) { self.name = name }
    public static let current = NSAppearance(.aqua)
    public static var currentDrawing: NSAppearance { current }
    public func bestMatch(from appearances: [Name]) -> Name? { appearances.first { $0 == name } ?? appearances.first }
    public struct Name: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua"), darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        public static let vibrantLight = Name(rawValue: "NSAppearanceNameVibrantLight"), vibrantDark = Name(rawValue: "NSAppearanceNameVibrantDark")
    }
}
