import Foundation

/// AppKit's image. No pixels: a name (what SwiftUI's `Image(nsImage:)`
/// shows), a size and the data it was made from.
open class NSImage: @unchecked Sendable, Equatable {
    public typealias Name = String
    package let name: String
    open var size: NSSize
    open var isTemplate = false
    private let data: Data?
    /// Made by `init(systemSymbolName:…)`: an SF Symbol, as `Image(nsImage:)` shows it.
    package private(set) var isSymbol = false
    package init(name: String, size: NSSize = .zero, data: Data? = nil) { (self.name, self.size, self.data) = (name, size, data) }
    public convenience init(size: NSSize) { self.init(name: "image", size: size) }
    /// An empty image (NSObject's `init()`).
    public convenience init() { self.init(name: "image") }
    /// An asset-catalog or named system image: found, as `Image("name")` is.
    public convenience init?(named name: Name) { self.init(name: name) }
    /// An SF Symbol: found, as `Image(systemName:)` is.
    public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) { self.init(name: name); (isTemplate, isSymbol) = (true, true) }
    public convenience init?(systemSymbolName name: String, variableValue: Double, accessibilityDescription description: String?) { self.init(name: name); (isTemplate, isSymbol) = (true, true) }
    /// Image data cannot be decoded here: non-empty data makes an image with no size.
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(name: "data(\(data.count) bytes)", data: data)
    }
    public convenience init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(name: url.lastPathComponent, data: data)
    }
    public convenience init?(contentsOfFile path: String) { self.init(contentsOf: URL(fileURLWithPath: path)) }
    public convenience init(cgImage: CGImage, size: NSSize) {
        self.init(name: "cgImage", size: size == .zero ? NSSize(width: cgImage.width, height: cgImage.height) : size)
    }
    public convenience init(size: NSSize, flipped: Bool, drawingHandler: @escaping (NSRect) -> Bool) { self.init(name: "drawn", size: size) }

    open var tiffRepresentation: Data? { data ?? Data() }
    open func cgImage(forProposedRect proposedDestRect: UnsafeMutablePointer<NSRect>?, context: Any?, hints: [AnyHashable: Any]?) -> CGImage? {
        CGImage(width: Int(size.width), height: Int(size.height))
    }
    open func withSymbolConfiguration(_ configuration: SymbolConfiguration) -> NSImage? { self }
    /// Apple: "An array containing all of the image object's image representations." Image
    /// data is not decoded here: one bitmap representation of the image's size (pixels = points).
    open var representations: [NSImageRep] { extraRepresentations.isEmpty ? [NSBitmapImageRep(size: size)] : extraRepresentations }
    private var extraRepresentations: [NSImageRep] = []
    open func addRepresentation(_ imageRep: NSImageRep) { extraRepresentations.append(imageRep) }
    open func removeRepresentation(_ imageRep: NSImageRep) { extraRepresentations.removeAll { $0 === imageRep } }
    open func bestRepresentation(for rect: NSRect, context: Any?, hints: [AnyHashable: Any]?) -> NSImageRep? { representations.first }
    open func lockFocus() {}
    open func unlockFocus() {}

    public static func == (a: NSImage, b: NSImage) -> Bool { a === b || (a.name == b.name && a.size == b.size && a.data == b.data) }

    public static let applicationIconName: Name = "NSApplicationIcon"
    public static let folderName: Name = "NSFolder"
    public static let cautionName: Name = "NSCaution"
    public static let actionTemplateName: Name = "NSActionTemplate"
    public static let addTemplateName: Name = "NSAddTemplate"
    public static let removeTemplateName: Name = "NSRemoveTemplate"

    public final class SymbolConfiguration: @unchecked Sendable {
        public init(pointSize: CGFloat, weight: NSFont.Weight) {}
        public init(pointSize: CGFloat, weight: NSFont.Weight, scale: NSImage.SymbolScale) {}
        public init(scale: NSImage.SymbolScale) {}
        public init(textStyle style: NSFont.TextStyle) {}
        public init(hierarchicalColor: NSColor) {}
        public init(paletteColors: [NSColor]) {}
    }
    public enum SymbolScale: Int, Sendable { case small = 1, medium, large }
}

/// AppKit's font: a name and a size in points (macOS text style sizes).
open class NSFont: @unchecked Sendable, Equatable, Hashable {
    public let fontName: String
    public let pointSize: CGFloat
    public let familyName: String?
    package let weightName: String?
    package init(fontName: String, pointSize: CGFloat, familyName: String? = ".AppleSystemUIFont", weightName: String? = nil) {
        (self.fontName, self.pointSize, self.familyName, self.weightName) = (fontName, pointSize, familyName, weightName)
    }
    /// A font by name: found (the font is assumed to be installed).
    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(fontName: fontName, pointSize: fontSize, familyName: fontName) }

    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont(fontName: ".AppleSystemUIFont", pointSize: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        NSFont(fontName: ".AppleSystemUIFont-\(weight.name)", pointSize: fontSize, weightName: weight.name)
    }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize, weight: .bold) }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
        NSFont(fontName: ".AppleSystemUIFontMonospaced-\(weight.name)", pointSize: fontSize, weightName: weight.name)
    }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont { systemFont(ofSize: fontSize, weight: weight) }
    open class func labelFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize) }
    open class func menuFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize == 0 ? 13 : fontSize) }
    open class func userFont(ofSize fontSize: CGFloat) -> NSFont? { systemFont(ofSize: fontSize == 0 ? 13 : fontSize) }
    open class func preferredFont(forTextStyle style: TextStyle, options: [AnyHashable: Any] = [:]) -> NSFont {
        NSFont(fontName: ".AppleSystemUIFont-\(style.rawValue)", pointSize: style.size)
    }
    open class var systemFontSize: CGFloat { 13 }
    open class var smallSystemFontSize: CGFloat { 11 }
    open class var labelFontSize: CGFloat { 10 }
    open func withSize(_ fontSize: CGFloat) -> NSFont { NSFont(fontName: fontName, pointSize: fontSize, familyName: familyName, weightName: weightName) }
    open var ascender: CGFloat { pointSize * 0.95 }
    open var descender: CGFloat { -pointSize * 0.25 }
    open var capHeight: CGFloat { pointSize * 0.7 }
    open var xHeight: CGFloat { pointSize * 0.52 }
    open var leading: CGFloat { 0 }

    public static func == (a: NSFont, b: NSFont) -> Bool { a.fontName == b.fontName && a.pointSize == b.pointSize }
    public func hash(into hasher: inout Hasher) { hasher.combine(fontName); hasher.combine(pointSize) }

    public struct Weight: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4), regular = Weight(0)
        public static let medium = Weight(0.23), semibold = Weight(0.3), bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)
        package var name: String {
            let names: [CGFloat: String] = [-0.8: "ultraLight", -0.6: "thin", -0.4: "light", 0: "regular", 0.23: "medium", 0.3: "semibold", 0.4: "bold", 0.56: "heavy", 0.62: "black"]
            return names[rawValue] ?? "weight(\(rawValue))"
        }
    }
    /// macOS's text styles, at their sizes (HIG, "Typography": macOS).
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline"), subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body"), callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1"), caption2 = TextStyle(rawValue: "caption2")
        package var size: CGFloat {
            ["largeTitle": 26, "title1": 22, "title2": 17, "title3": 15, "headline": 13, "subheadline": 11, "body": 13,
             "callout": 12, "footnote": 10, "caption1": 10, "caption2": 10][rawValue] ?? 13
        }
    }
}

/// Apple: "A semiabstract superclass that provides subclasses that you use to draw an image from a particular type of source data."
open class NSImageRep: @unchecked Sendable {
    open var size: NSSize
    open var pixelsWide: Int
    open var pixelsHigh: Int
    open var bitsPerSample = 8
    open var hasAlpha = true
    open var isOpaque = false
    package init(size: NSSize) {
        self.size = size
        (pixelsWide, pixelsHigh) = (Int(size.width), Int(size.height))
    }
    public init() { (size, pixelsWide, pixelsHigh) = (.zero, 0, 0) }
    open func draw() -> Bool { true }
    open func draw(in rect: NSRect) -> Bool { true }
}

/// Apple: "An object that renders an image from bitmap data." Data is not decoded here (no size).
open class NSBitmapImageRep: NSImageRep, @unchecked Sendable {
    public enum FileType: UInt, Sendable { case tiff, bmp, gif, jpeg, png, jpeg2000 }
    public struct PropertyKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let compressionFactor = PropertyKey(rawValue: "NSImageCompressionFactor")
        public static let interlaced = PropertyKey(rawValue: "NSImageInterlaced")
    }
    private var data: Data?
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.data = data
        super.init(size: .zero)
    }
    public init(cgImage: CGImage) { super.init(size: NSSize(width: cgImage.width, height: cgImage.height)) }
    package override init(size: NSSize) { super.init(size: size) }
    open var cgImage: CGImage? { CGImage(width: pixelsWide, height: pixelsHigh) }
    /// Encoding is not done here: the data it was made from, else none.
    open func representation(using storageType: FileType, properties: [PropertyKey: Any]) -> Data? { data }
}

extension NSFont: PlatformFontMetrics {}
