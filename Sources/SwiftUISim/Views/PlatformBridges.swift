// SwiftUI's API that takes or makes UIKit, AppKit and CoreGraphics values
// (the stand-ins in Sources/UIKitSim, Sources/AppKitSim and
// Sources/CoreGraphicsSim, which `import SwiftUI` brings, as in Xcode).
// A platform colour or image becomes the `Color` or `Image` of the same
// name: `Color(uiColor: .systemRed)` is `Color.red`, as SwiftUI's red is the
// system red; `Image(uiImage: UIImage(named: "x")!)` is `Image("x")`.

extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
    public init(uiColor: UIColor) { self.init(uiColor.value.name) }
    /// https://developer.apple.com/documentation/swiftui/color/init(_:)-65ekq (UIColor)
    public init(_ color: UIColor) { self.init(uiColor: color) }
    /// https://developer.apple.com/documentation/swiftui/color/init(nscolor:)
    public init(nsColor: NSColor) { self.init(nsColor.value.name) }
    /// Disfavoured: with UIKit and AppKit both in scope, `Color(.systemGray)`
    /// means UIKit's colour, as on iOS (the simulator's device is an iPhone).
    @_disfavoredOverload public init(_ color: NSColor) { self.init(nsColor: color) }
    /// https://developer.apple.com/documentation/swiftui/color/init(cgcolor:)
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 1]
        self = c.count >= 4 ? Color(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), opacity: Double(c[3]))
            : Color(white: Double(c[0]), opacity: Double(c.last ?? 1))
    }
    public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }
    /// The colour's components when they are known (made from numbers or a
    /// platform colour); a named colour from an asset catalogue has none.
    public var cgColor: CGColor? { PlatformColorNames.components(of: name)?.cgColor }
}

extension UIColor {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(_:) (SwiftUI's `Color`)
    public convenience init(_ color: Color) { self.init(value: PlatformColorNames.components(of: color.name) ?? PlatformColor(name: color.name, 0, 0, 0)) }
}

extension NSColor {
    public convenience init(_ color: Color) { self.init(value: PlatformColorNames.components(of: color.name) ?? PlatformColor(name: color.name, 0, 0, 0)) }
}

/// The values behind a `Color`'s name, where the name says them.
enum PlatformColorNames {
    static func components(of name: String) -> PlatformColor? {
        func numbers(_ prefix: String) -> [CGFloat]? {
            guard name.hasPrefix(prefix + "("), name.hasSuffix(")") else { return nil }
            let values = name.dropFirst(prefix.count + 1).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            return values.map { CGFloat($0) }
        }
        if let v = numbers("rgb"), v.count == 4 { return PlatformColor(red: v[0], green: v[1], blue: v[2], alpha: v[3]) }
        if let v = numbers("white"), v.count == 2 { return PlatformColor(white: v[0], alpha: v[1]) }
        if let v = numbers("hsb"), v.count == 4 { return PlatformColor(hue: v[0], saturation: v[1], brightness: v[2], alpha: v[3]) }
        let fixed: [String: PlatformColor] = ["black": PlatformColor(name: "black", 0, 0, 0), "white": PlatformColor(name: "white", 255, 255, 255), "clear": PlatformColor(name: "clear", 0, 0, 0, 0)]
        if let color = fixed[name] { return color }
        let system = ["red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen", "mint": "systemMint",
                      "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue", "indigo": "systemIndigo", "purple": "systemPurple",
                      "pink": "systemPink", "brown": "systemBrown", "gray": "systemGray", "primary": "label", "secondary": "secondaryLabel", "accent": "tint"]
        return system[name].map { PlatformColor.system($0) }
    }
}

extension Image {
    /// https://developer.apple.com/documentation/swiftui/image/init(uiimage:)
    public init(uiImage: UIImage) {
        self.init(uiImage.name)
        isSymbol = uiImage.isSymbol
    }
    /// https://developer.apple.com/documentation/swiftui/image/init(nsimage:)
    public init(nsImage: NSImage) {
        self.init(nsImage.name)
        isSymbol = nsImage.isSymbol
    }
}

extension Font {
    /// SwiftUI's `Font(_ font: CTFont)`, which `UIFont` and `NSFont` are
    /// toll-free bridged to: the platform font at its size, not scaled.
    /// https://developer.apple.com/documentation/swiftui/font/init(_:)
    public init(_ font: UIFont) { self.init(name: "platform(\(font.fontName), \(Double(font.pointSize)))", size: Double(font.pointSize)) }
    @_disfavoredOverload public init(_ font: NSFont) { self.init(name: "platform(\(font.fontName), \(Double(font.pointSize)))", size: Double(font.pointSize)) }
    /// `Font(uiFont as CTFont)`: any font bridged to Core Text (CoreGraphicsSim/CoreText.swift).
    @_disfavoredOverload public init(_ font: CTFont) { self.init(name: "platform(\(font.fontName), \(Double(font.pointSize)))", size: Double(font.pointSize)) }
}

extension Path {
    /// https://developer.apple.com/documentation/swiftui/path/init(_:)-2ekc8 (CGPath)
    public init(_ path: CGPath) {
        self.init()
        for step in path.steps {
            switch step {
            case .move(let point): move(to: point)
            case .line(let point): addLine(to: point)
            case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2): addCurve(to: point, control1: control1, control2: control2)
            case .close: closeSubpath()
            }
        }
    }
    public init(_ path: CGMutablePath) { self.init(path as CGPath) }
    /// The path as CoreGraphics holds it.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        forEach { element in
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .quadCurve(let point, let control): path.addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2): path.addCurve(to: point, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}

/// SwiftUI's UIKit host: a view controller showing a SwiftUI view. Here it
/// holds the view; mount it with `ViewHost` to run it.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content
    public init(rootView: Content) { self.rootView = rootView; super.init() }
    open var sizingOptions: UIHostingControllerSizingOptions = []
}

public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = Self(rawValue: 1), intrinsicContentSize = Self(rawValue: 2)
}

/// SwiftUI's AppKit host: an `NSView` showing a SwiftUI view. Here it holds the view.
@MainActor
open class NSHostingView<Content: View>: NSView {
    public var rootView: Content
    public required init(rootView: Content) { self.rootView = rootView; super.init() }
}

@MainActor
open class NSHostingController<Content: View>: NSViewController {
    public var rootView: Content
    public init(rootView: Content) { self.rootView = rootView; super.init() }
}
