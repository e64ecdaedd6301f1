import Foundation

// What UIKitSim and AppKitSim share (`package`: not visible to lab code):
// the system colours' values and the Objective-C `Selector`, which Linux's
// Foundation lacks.

/// A platform colour: the name SwiftUI's `Color` gets for it (`red` for
/// `systemRed`, as SwiftUI's `Color.red` is the system red) and its RGBA
/// values in the light appearance.
package struct PlatformColor: Sendable, Equatable {
    package var name: String
    package var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// Named as `Color(red:green:blue:opacity:)` names itself, so that
    /// `Color(uiColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1))` equals `Color(red: 1, green: 0, blue: 0)`.
    package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        name = "rgb(\(Double(red)), \(Double(green)), \(Double(blue)), \(Double(alpha)))"
    }
    package init(white: CGFloat, alpha: CGFloat) {
        (red, green, blue, self.alpha) = (white, white, white, alpha)
        name = "white(\(Double(white)), \(Double(alpha)))"
    }
    package init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - h.rounded(.down)
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        (red, green, blue, self.alpha) = (rgb.0, rgb.1, rgb.2, alpha)
        name = "hsb(\(Double(hue)), \(Double(saturation)), \(Double(brightness)), \(Double(alpha)))"
    }
    package init(name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        (self.name, self.red, self.green, self.blue, self.alpha) = (name, red / 255, green / 255, blue / 255, alpha)
    }
    package func withAlpha(_ alpha: CGFloat) -> PlatformColor {
        var copy = self
        copy.alpha = alpha
        copy.name = "\(name) \(Double(alpha))"  // as SwiftUI's `Color.opacity(_:)` names it
        return copy
    }
    package var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The system colours in the light appearance, iOS 17 values (Apple,
    /// Human Interface Guidelines, "Color": system colors and "Dynamic
    /// system colors"). AppKit's share the values.
    package static func system(_ name: String) -> PlatformColor {
        guard let entry = systemTable[name] else { return PlatformColor(name: name, 0, 0, 0) }
        return PlatformColor(name: entry.swiftUI ?? name, entry.rgb.0, entry.rgb.1, entry.rgb.2, entry.rgb.3)
    }
    /// A system colour's RGBA (0–1) in the light or dark appearance, by the
    /// name `Color(uiColor:)`/`Color(nsColor:)` gives it (`systemBackground`,
    /// `separator`, `primary` for `label`); nil for a name no system colour has.
    package static func appearance(of name: String, dark: Bool) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        guard let platform = systemNames[name] ?? (systemTable[name] != nil ? name : nil),
              let light = systemTable[platform] else { return nil }
        let rgb = dark ? darkTable[platform] ?? light.rgb : light.rgb
        return (Double(rgb.0) / 255, Double(rgb.1) / 255, Double(rgb.2) / 255, Double(rgb.3))
    }
    /// SwiftUI's name → the platform colour it was made from (`primary` → `label`).
    private static let systemNames: [String: String] = systemTable.reduce(into: [:]) { names, entry in
        if let swiftUI = entry.value.swiftUI, names[swiftUI] == nil || !entry.key.hasSuffix("Color") { names[swiftUI] = entry.key }
    }
    /// The dark appearance where it differs from the light one (iOS 17
    /// values, as UIKit resolves them with `userInterfaceStyle == .dark`;
    /// AppKit's in Dark Aqua).
    private static let darkTable: [String: (CGFloat, CGFloat, CGFloat, CGFloat)] = [
        "systemGray2": (99, 99, 102, 1), "systemGray3": (72, 72, 74, 1), "systemGray4": (58, 58, 60, 1),
        "systemGray5": (44, 44, 46, 1), "systemGray6": (28, 28, 30, 1),
        "label": (255, 255, 255, 1), "secondaryLabel": (235, 235, 245, 0.6), "tertiaryLabel": (235, 235, 245, 0.3),
        "quaternaryLabel": (235, 235, 245, 0.16), "placeholderText": (235, 235, 245, 0.3), "link": (9, 132, 255, 1),
        "separator": (84, 84, 88, 0.6), "opaqueSeparator": (56, 56, 58, 1),
        "systemBackground": (0, 0, 0, 1), "secondarySystemBackground": (28, 28, 30, 1), "tertiarySystemBackground": (44, 44, 46, 1),
        "systemGroupedBackground": (0, 0, 0, 1), "secondarySystemGroupedBackground": (28, 28, 30, 1),
        "tertiarySystemGroupedBackground": (44, 44, 46, 1),
        "systemFill": (120, 120, 128, 0.36), "secondarySystemFill": (120, 120, 128, 0.32),
        "tertiarySystemFill": (118, 118, 128, 0.24), "quaternarySystemFill": (118, 118, 128, 0.18),
        "tint": (10, 132, 255, 1), "darkText": (0, 0, 0, 1),
        "labelColor": (255, 255, 255, 0.85), "secondaryLabelColor": (255, 255, 255, 0.55),
        "tertiaryLabelColor": (255, 255, 255, 0.25), "quaternaryLabelColor": (255, 255, 255, 0.1),
        "textColor": (255, 255, 255, 1), "textBackgroundColor": (30, 30, 30, 1), "windowBackgroundColor": (50, 50, 50, 1),
        "controlBackgroundColor": (30, 30, 30, 1), "controlColor": (255, 255, 255, 0.25), "controlTextColor": (255, 255, 255, 0.85),
        "headerTextColor": (255, 255, 255, 1),
        "separatorColor": (255, 255, 255, 0.1), "gridColor": (26, 26, 26, 1), "controlAccentColor": (10, 132, 255, 1),
        "linkColor": (65, 156, 255, 1), "placeholderTextColor": (255, 255, 255, 0.25), "underPageBackgroundColor": (40, 40, 40, 1),
        "selectedTextBackgroundColor": (63, 99, 139, 1),
    ]
    /// Platform name → (SwiftUI's `Color` when it has the same colour, RGBA 0–255 and alpha).
    private static let systemTable: [String: (swiftUI: String?, rgb: (CGFloat, CGFloat, CGFloat, CGFloat))] = [
        "systemRed": ("red", (255, 59, 48, 1)), "systemOrange": ("orange", (255, 149, 0, 1)),
        "systemYellow": ("yellow", (255, 204, 0, 1)), "systemGreen": ("green", (52, 199, 89, 1)),
        "systemMint": ("mint", (0, 199, 190, 1)), "systemTeal": ("teal", (48, 176, 199, 1)),
        "systemCyan": ("cyan", (50, 173, 230, 1)), "systemBlue": ("blue", (0, 122, 255, 1)),
        "systemIndigo": ("indigo", (88, 86, 214, 1)), "systemPurple": ("purple", (175, 82, 222, 1)),
        "systemPink": ("pink", (255, 45, 85, 1)), "systemBrown": ("brown", (162, 132, 94, 1)),
        "systemGray": ("gray", (142, 142, 147, 1)), "systemGray2": (nil, (174, 174, 178, 1)),
        "systemGray3": (nil, (199, 199, 204, 1)), "systemGray4": (nil, (209, 209, 214, 1)),
        "systemGray5": (nil, (229, 229, 234, 1)), "systemGray6": (nil, (242, 242, 247, 1)),
        "label": ("primary", (0, 0, 0, 1)), "secondaryLabel": ("secondary", (60, 60, 67, 0.6)),
        "tertiaryLabel": (nil, (60, 60, 67, 0.3)), "quaternaryLabel": (nil, (60, 60, 67, 0.18)),
        "placeholderText": (nil, (60, 60, 67, 0.3)), "link": (nil, (0, 122, 255, 1)),
        "separator": (nil, (60, 60, 67, 0.29)), "opaqueSeparator": (nil, (198, 198, 200, 1)),
        "systemBackground": (nil, (255, 255, 255, 1)), "secondarySystemBackground": (nil, (242, 242, 247, 1)),
        "tertiarySystemBackground": (nil, (255, 255, 255, 1)), "systemGroupedBackground": (nil, (242, 242, 247, 1)),
        "secondarySystemGroupedBackground": (nil, (255, 255, 255, 1)), "tertiarySystemGroupedBackground": (nil, (242, 242, 247, 1)),
        "systemFill": (nil, (120, 120, 128, 0.2)), "secondarySystemFill": (nil, (120, 120, 128, 0.16)),
        "tertiarySystemFill": (nil, (118, 118, 128, 0.12)), "quaternarySystemFill": (nil, (116, 116, 128, 0.08)),
        "tint": ("accent", (0, 122, 255, 1)), "lightText": (nil, (255, 255, 255, 0.6)), "darkText": (nil, (0, 0, 0, 1)),
        // AppKit's semantic colours.
        "labelColor": ("primary", (0, 0, 0, 0.85)), "secondaryLabelColor": ("secondary", (0, 0, 0, 0.5)),
        "tertiaryLabelColor": (nil, (0, 0, 0, 0.26)), "quaternaryLabelColor": (nil, (0, 0, 0, 0.1)),
        "textColor": (nil, (0, 0, 0, 1)), "textBackgroundColor": (nil, (255, 255, 255, 1)),
        "windowBackgroundColor": (nil, (236, 236, 236, 1)), "controlBackgroundColor": (nil, (255, 255, 255, 1)),
        "controlColor": (nil, (255, 255, 255, 1)), "controlTextColor": (nil, (0, 0, 0, 0.85)),
        "headerTextColor": (nil, (0, 0, 0, 0.85)),
        "separatorColor": (nil, (0, 0, 0, 0.1)), "gridColor": (nil, (230, 230, 230, 1)),
        "selectedContentBackgroundColor": (nil, (0, 99, 225, 1)), "unemphasizedSelectedContentBackgroundColor": (nil, (220, 220, 220, 1)),
        "controlAccentColor": ("accent", (0, 122, 255, 1)), "linkColor": (nil, (0, 104, 218, 1)),
        "placeholderTextColor": (nil, (0, 0, 0, 0.25)), "underPageBackgroundColor": (nil, (150, 150, 150, 1)),
        "selectedTextBackgroundColor": (nil, (179, 215, 255, 1)), "findHighlightColor": (nil, (255, 255, 0, 1)),
    ]
}

/// An Objective-C selector, by name. `#selector(…)` needs the Objective-C
/// runtime and does not compile on Linux; `Selector("name")` does.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let description: String
    public init(_ name: String) { description = name }
    public init(stringLiteral name: String) { description = name }
}
