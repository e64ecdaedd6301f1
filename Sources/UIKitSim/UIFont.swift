import Foundation

/// UIKit's font: a name and a size in points. Text styles have their sizes
/// at the default Dynamic Type size, Large (Apple, Human Interface
/// Guidelines, "Typography"). https://developer.apple.com/documentation/uikit/uifont
open class UIFont: @unchecked Sendable, Equatable, Hashable {
    public let fontName: String
    public let pointSize: CGFloat
    public let familyName: String
    package let weightName: String?

    package init(fontName: String, pointSize: CGFloat, familyName: String = ".AppleSystemUIFont", weightName: String? = nil) {
        (self.fontName, self.pointSize, self.familyName, self.weightName) = (fontName, pointSize, familyName, weightName)
    }
    /// A font by name: found (the font is assumed to be installed).
    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(fontName: fontName, pointSize: fontSize, familyName: fontName) }
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(fontName: descriptor.fontName, pointSize: pointSize == 0 ? descriptor.pointSize : pointSize)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Regular", pointSize: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.name)", pointSize: fontSize, weightName: weight.name)
    }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont { systemFont(ofSize: fontSize, weight: weight) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Italic", pointSize: fontSize) }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFMono-\(weight.name)", pointSize: fontSize, familyName: ".AppleSystemUIFontMonospaced", weightName: weight.name)
    }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: fontSize, weight: weight) }
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(fontName: ".SFUI-\(style.rawValue)", pointSize: style.size) }
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont { preferredFont(forTextStyle: style) }
    open class var systemFontSize: CGFloat { 17 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var familyNames: [String] { [] }
    open class func fontNames(forFamilyName familyName: String) -> [String] { [] }

    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(fontName: fontName, pointSize: fontSize, familyName: familyName, weightName: weightName) }
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(fontName: fontName, pointSize: pointSize) }
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded() }
    open var ascender: CGFloat { pointSize * 0.95 }
    open var descender: CGFloat { -pointSize * 0.25 }
    open var capHeight: CGFloat { pointSize * 0.7 }
    open var xHeight: CGFloat { pointSize * 0.52 }
    open var leading: CGFloat { 0 }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.fontName == b.fontName && a.pointSize == b.pointSize }
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
    public struct Width: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(rawValue: -0.3), condensed = Width(rawValue: -0.2), standard = Width(rawValue: 0), expanded = Width(rawValue: 0.2)
    }
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0"), title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2"), title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline"), subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody"), callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote"), caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle"), extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
        /// Points at the Large size (HIG, "Typography": iOS).
        package var size: CGFloat {
            let sizes: [String: CGFloat] = [
                "Title0": 34, "Title1": 28, "Title2": 22, "Title3": 20, "Headline": 17, "Subhead": 15, "Body": 17,
                "Callout": 16, "Footnote": 13, "Caption1": 12, "Caption2": 11, "ExtraLargeTitle": 36, "ExtraLargeTitle2": 28,
            ]
            return sizes[String(rawValue.dropFirst("UICTFontTextStyle".count))] ?? 17
        }
    }
}

/// A font's description; enough to make a font again.
public final class UIFontDescriptor: @unchecked Sendable {
    public let fontName: String
    public let pointSize: CGFloat
    package init(fontName: String, pointSize: CGFloat) { (self.fontName, self.pointSize) = (fontName, pointSize) }
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(fontName: ".SFUI-\(style.rawValue)", pointSize: style.size)
    }
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? { self }
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1), traitBold = SymbolicTraits(rawValue: 2)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10), traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    }
    public struct SystemDesign: Hashable, Sendable {
        let name: String
        public static let `default` = SystemDesign(name: "default"), rounded = SystemDesign(name: "rounded")
        public static let serif = SystemDesign(name: "serif"), monospaced = SystemDesign(name: "monospaced")
    }
}

/// Scales sizes with Dynamic Type. The simulator is at the default size,
/// Large, where a value scales to itself.
public struct UIFontMetrics: Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font.withSize(min(font.pointSize, maximumPointSize)) }
}

extension UIFont: PlatformFontMetrics {}

/// Toll-free bridged with Core Text's `CTFont` (`uiFont as CTFont`; CoreGraphicsSim/CoreText.swift).
extension UIFont: CTFont {}
