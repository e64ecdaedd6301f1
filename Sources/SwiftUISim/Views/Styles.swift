import Synchronization

/// A colour; also a view that fills the space it is offered. A plain value
/// (an environment default, a theme's field), as in SwiftUI.
public struct Color: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
    let name: String
    public init(_ name: String) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgb(\(red), \(green), \(blue), \(opacity))"
    }
    public static let red = Color("red"), green = Color("green"), blue = Color("blue")
    public static let yellow = Color("yellow"), orange = Color("orange"), purple = Color("purple")
    public static let pink = Color("pink"), gray = Color("gray"), black = Color("black")
    public static let white = Color("white"), clear = Color("clear"), primary = Color("primary")
    public static let secondary = Color("secondary"), accentColor = Color("accent")
    public func opacity(_ value: Double) -> Color { Color("\(name) \(value)") }
    public static let indigo = Color("indigo"), teal = Color("teal"), mint = Color("mint")
    public static let cyan = Color("cyan"), brown = Color("brown")
    public init(white: Double, opacity: Double = 1) { name = "white(\(white), \(opacity))" }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name = "hsb(\(hue), \(saturation), \(brightness), \(opacity))"
    }
    public var description: String { name }
}

extension Color: View {
    public typealias Body = Never
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.modifier = "Color.\(view.name)"
        children.facts.layout = .color(view)
    }
    public static var _role: _ViewRole { .primitive }
}

/// What fills or strokes a shape or a background.
public protocol ShapeStyle: Sendable {}

@MainActor
extension ShapeStyle where Self == Color {
    public static var tint: Color { .accentColor }
    // `.background(.yellow)`, `.foregroundStyle(.red)`, as in SwiftUI.
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var yellow: Color { Color.yellow }
    public static var orange: Color { Color.orange }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    // iOS 15's additions to the system colours (`.foregroundStyle(.mint)`).
    public static var brown: Color { Color.brown }
    public static var indigo: Color { Color.indigo }
    public static var teal: Color { Color.teal }
    public static var mint: Color { Color.mint }
    public static var cyan: Color { Color.cyan }
}

/// The named styles `foregroundStyle(.secondary)` and friends accept.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The level's colour over the default foreground: SwiftUI maps the
    /// levels to the platform's label colours (iOS `label`, `secondaryLabel`,
    /// `tertiaryLabel`, `quaternaryLabel`: #3C3C43 at 60%, 30%, 18% in light
    /// mode), the same opacity steps of one grey. Under a `foregroundStyle`
    /// of another colour SwiftUI steps that colour's opacity instead; the
    /// simulator reads the label levels there too.
    var color: Color {
        switch level {
        case 0: .primary
        case 1: .secondary
        case 2: Color("tertiaryLabel")
        default: Color("quaternaryLabel")
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    // `foregroundStyle(.secondary)`: the styles spelled where any ShapeStyle fits.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

public struct Font: Hashable, Sendable {
    let name: String

    /// A font's size follows from its name (`system(12.0)`, `title.bold`);
    /// sizes given in points are noted by name as the font is made, so a
    /// `Text` that keeps only the name can tell its size.
    init(name: String, size: Double? = nil) {
        self.name = name
        if let size { Self.sizes.withLock { $0[name] = size } }
    }
    private static let sizes = Mutex<[String: Double]>([:])

    /// The size in points: a text style's at the default Dynamic Type size
    /// (Large; Apple, Human Interface Guidelines, "Typography"), or as given.
    var size: Double {
        if let size = Self.sizes.withLock({ $0[name] }) { return size }
        let style = name.prefix { $0 != "." }
        return Self.styleSizes[String(style)] ?? 17
    }
    private static let styleSizes: [String: Double] = [
        "extraLargeTitle": 36, "extraLargeTitle2": 28, "largeTitle": 34, "title": 28, "title2": 22, "title3": 20,
        "headline": 17, "body": 17, "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]
    public static let largeTitle = Font(name: "largeTitle"), title = Font(name: "title")
    public static let title2 = Font(name: "title2"), title3 = Font(name: "title3")
    public static let headline = Font(name: "headline"), subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body"), callout = Font(name: "callout")
    public static let caption = Font(name: "caption"), footnote = Font(name: "footnote")
    public static let caption2 = Font(name: "caption2")
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font(name: "system(\(size))", size: Double(size)) }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: "custom(\(name), \(size))", size: Double(size)) }
    public func italic() -> Font { Font(name: name + ".italic", size: size) }
    public func monospacedDigit() -> Font { self }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    public struct Width: Hashable, Sendable {
        let value: Double
        public init(_ value: CGFloat) { self.value = Double(value) }
        public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)
    }
    public enum Leading: Hashable, Sendable { case standard, tight, loose }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font(name: "\(style)") }
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil, width: Width) -> Font { Font(name: "system(\(size))", size: Double(size)) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { Font(name: "custom(\(name), \(size))", size: Double(size)) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(name: "custom(\(name), \(fixedSize))", size: Double(fixedSize)) }
    public static let extraLargeTitle = Font(name: "extraLargeTitle"), extraLargeTitle2 = Font(name: "extraLargeTitle2")
    public func monospaced() -> Font { Font(name: name + ".monospaced", size: size) }
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }
    public func width(_ width: Width) -> Font { self }
    /// iOS 16: "Adds or removes bold styling" (removing takes off a `.bold` this font added).
    public func bold(_ isActive: Bool) -> Font { isActive ? bold() : without(".bold") }
    /// iOS 16: adds or removes italics.
    public func italic(_ isActive: Bool) -> Font { isActive ? italic() : without(".italic") }
    private func without(_ trait: String) -> Font {
        name.contains(trait) ? Font(name: name.replacingOccurrences(of: trait, with: ""), size: size) : self
    }
    public func bold() -> Font { Font(name: name + ".bold", size: size) }
    public func weight(_ weight: Weight) -> Font { Font(name: name + ".\(weight.name)", size: size) }

    public struct Weight: Hashable, Sendable {
        let name: String
        public static let regular = Weight(name: "regular"), medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold"), bold = Weight(name: "bold")
        public static let light = Weight(name: "light"), heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black"), thin = Weight(name: "thin")
        public static let ultraLight = Weight(name: "ultraLight")
    }
}

/// A 2-D shape; as a view it fills the space it is offered. Custom shapes
/// give their outline with `path(in:)` (kept for `Path`'s sake; the
/// snapshot draws every shape as a box).
@MainActor @preconcurrency
public protocol Shape: View, Sendable where Body == Never {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public static func _expand(_ view: Self, into children: inout _Children) { drawn(view, into: &children) }
    /// How the simulator draws a shape: a box of its kind, its outline
    /// recorded for the paint queries. Not a protocol requirement, so no
    /// type can replace it (the graph draws an app's shapes with it).
    static func drawn(_ view: Self, into children: inout _Children) {
        children.facts.modifier = "\(Self.self)"
        children.facts.layout = .shape(_shapeKind)
        children.facts.paintedShape = ViewHost.PaintedShape(view)
        // A shape with geometry of its own (a `Path`'s points).
        if let geometry = ViewHost.ShapeGeometry.of(view) { children.facts.shapeGeometry = geometry }
        // An app's shape (or a `Path`) is judged by its path once laid out.
        children.facts.shapeOutline = ShapeOutline.of(view)
    }
    /// A shape inside another (`_GeometryShape`'s base): the simulator's
    /// own shapes by their expansion, an app's as `drawn`.
    static func expandAsShape(_ view: Self, into children: inout _Children) {
        if ViewTypeInfo.of(Self.self).isAppShape { drawn(view, into: &children) } else { _expand(view, into: &children) }
    }
    /// How the snapshot draws the shape: a box with square or round corners.
    static var _shapeKind: ShapeKind {
        switch Self.self {
        case is Rectangle.Type: .rectangle
        case is Circle.Type: .circle
        case is Capsule.Type: .capsule
        default: .roundedRectangle
        }
    }
    public static var _role: _ViewRole { .primitive }
    /// A filled shape; as in iOS 17 it can be stroked too (`.fill(.red).strokeBorder(.black)`).
    public func fill<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier("fill(\(style))", .shapeStyle(fill: Color.seen(style))))
    }
    /// Filled with the foreground style.
    public func fill() -> ModifiedContent<Self, _LayoutModifier> {
        modifier(_LayoutModifier("fill()", .shapeStyle(fill: .primary)))
    }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        modifier(_LayoutModifier("stroke(\(style), \(lineWidth))", .shapeStyle(fill: nil), drawing: .stroke(lineWidth: Double(lineWidth), inside: false, color: Color.seen(style))))
    }
    /// Outlined with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        modifier(_LayoutModifier("stroke(\(lineWidth))", .shapeStyle(fill: nil), drawing: .stroke(lineWidth: Double(lineWidth), inside: false, color: nil)))
    }
    /// Outlined inside the frame; in cells, the same box as `stroke`.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some View {
        modifier(_LayoutModifier("strokeBorder(\(style), \(lineWidth))", .shapeStyle(fill: nil), drawing: .stroke(lineWidth: Double(lineWidth), inside: true, color: Color.seen(style))))
    }
    public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
        modifier(_LayoutModifier("strokeBorder(\(lineWidth))", .shapeStyle(fill: nil), drawing: .stroke(lineWidth: Double(lineWidth), inside: true, color: nil)))
    }
}

public struct Rectangle: Equatable, Sendable {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}
public struct Circle: Equatable, Sendable {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}
public struct Capsule: Equatable, Sendable {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}
public struct RoundedRectangle: Equatable, Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var cornerRadius: CGFloat { cornerSize.width }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
}

// Declared as plain values, their `Shape` conformance apart: a shape is
// usable anywhere (`static let shape = RoundedRectangle(cornerRadius: 10)`),
// as in SwiftUI; only its `View` side is main-actor bound.
extension Rectangle: Shape {}
extension Circle: Shape {}
extension Capsule: Shape {}
extension RoundedRectangle: Shape {}

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}

public enum Alignment: Hashable, Sendable {
    case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
    case leadingFirstTextBaseline, centerFirstTextBaseline, trailingFirstTextBaseline
    case leadingLastTextBaseline, centerLastTextBaseline, trailingLastTextBaseline
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        switch (horizontal, vertical) {
        case (.leading, .top): self = .topLeading
        case (.center, .top): self = .top
        case (.trailing, .top): self = .topTrailing
        case (.leading, .bottom), (.leading, .lastTextBaseline): self = .bottomLeading
        case (.center, .bottom), (.center, .lastTextBaseline): self = .bottom
        case (.trailing, .bottom), (.trailing, .lastTextBaseline): self = .bottomTrailing
        case (.leading, _): self = .leading
        case (.trailing, _): self = .trailing
        default: self = .center
        }
    }
    public var horizontal: HorizontalAlignment {
        switch self {
        case .leading, .topLeading, .bottomLeading, .leadingFirstTextBaseline, .leadingLastTextBaseline: .leading
        case .trailing, .topTrailing, .bottomTrailing, .trailingFirstTextBaseline, .trailingLastTextBaseline: .trailing
        default: .center
        }
    }
    public var vertical: VerticalAlignment {
        switch self {
        case .top, .topLeading, .topTrailing, .leadingFirstTextBaseline, .centerFirstTextBaseline, .trailingFirstTextBaseline: .top
        case .bottom, .bottomLeading, .bottomTrailing, .leadingLastTextBaseline, .centerLastTextBaseline, .trailingLastTextBaseline: .bottom
        default: .center
        }
    }
}
public enum HorizontalAlignment: Hashable, Sendable { case center, leading, trailing }
public enum VerticalAlignment: Hashable, Sendable { case center, top, bottom, firstTextBaseline, lastTextBaseline }

public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing], vertical: Set = [.top, .bottom]
        public static let all: Set = [.horizontal, .vertical]

        /// How `dump()` names the set, as it is written: `.horizontal`, `[.top, .leading]`.
        var dumpName: String {
            for (set, name) in [(Set.all, ".all"), (.horizontal, ".horizontal"), (.vertical, ".vertical")] where self == set {
                return name
            }
            let names = [(Set.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")]
                .filter { contains($0.0) }.map(\.1)
            return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
        }
    }
}

/// How `aspectRatio(_:contentMode:)` fits a view: inside or covering its frame.
public enum ContentMode: Hashable, Sendable { case fit, fill }

public enum Axis: Hashable, Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}

@MainActor
extension ModifiedContent where Content: Shape, Modifier == _LayoutModifier {
    /// iOS 17: a filled shape's outline on top of its fill.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(content.stroke(style, lineWidth: lineWidth))
    }
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(content.strokeBorder(style, lineWidth: lineWidth))
    }
}
