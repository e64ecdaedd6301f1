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
}

/// The named styles `foregroundStyle(.secondary)` and friends accept.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
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
    public static let largeTitle = Font(name: "largeTitle"), title = Font(name: "title")
    public static let title2 = Font(name: "title2"), title3 = Font(name: "title3")
    public static let headline = Font(name: "headline"), subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body"), callout = Font(name: "callout")
    public static let caption = Font(name: "caption"), footnote = Font(name: "footnote")
    public static let caption2 = Font(name: "caption2")
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font { Font(name: "system(\(size))") }
    public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font { style }
    public static func custom(_ name: String, size: Double) -> Font { Font(name: "custom(\(name), \(size))") }
    public func italic() -> Font { Font(name: name + ".italic") }
    public func monospacedDigit() -> Font { self }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public func bold() -> Font { Font(name: name + ".bold") }
    public func weight(_ weight: Weight) -> Font { Font(name: name + ".\(weight.name)") }

    public struct Weight: Hashable, Sendable {
        let name: String
        public static let regular = Weight(name: "regular"), medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold"), bold = Weight(name: "bold")
        public static let light = Weight(name: "light"), heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black"), thin = Weight(name: "thin")
        public static let ultraLight = Weight(name: "ultraLight")
    }
}

/// A 2-D shape; as a view it fills the space it is offered.
@MainActor @preconcurrency
public protocol Shape: View, Sendable where Body == Never {}

extension Shape {
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.modifier = "\(Self.self)"
        children.facts.layout = .shape(_shapeKind)
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
    public func fill<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_LayoutModifier("fill(\(style))", .shapeStyle(fill: style as? Color)))
    }
    /// Filled with the foreground style.
    public func fill() -> some View {
        modifier(_LayoutModifier("fill()", .shapeStyle(fill: .primary)))
    }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> some View {
        modifier(_LayoutModifier("stroke(\(style), \(lineWidth))", .shapeStyle(fill: nil)))
    }
    /// Outlined with the foreground style.
    public func stroke(lineWidth: Double = 1) -> some View {
        modifier(_LayoutModifier("stroke(\(lineWidth))", .shapeStyle(fill: nil)))
    }
    /// Outlined inside the frame; in cells, the same box as `stroke`.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> some View {
        modifier(_LayoutModifier("strokeBorder(\(style), \(lineWidth))", .shapeStyle(fill: nil)))
    }
    public func strokeBorder(lineWidth: Double = 1) -> some View {
        modifier(_LayoutModifier("strokeBorder(\(lineWidth))", .shapeStyle(fill: nil)))
    }
}

public struct Rectangle: Shape, Equatable { public init() {} }
public struct Circle: Shape, Equatable { public init() {} }
public struct Capsule: Shape, Equatable { public init() {} }
public struct RoundedRectangle: Shape, Equatable {
    let cornerRadius: Double
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
}

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: Double) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}

public enum Alignment: Hashable, Sendable {
    case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
}
public enum HorizontalAlignment: Hashable, Sendable { case center, leading, trailing }
public enum VerticalAlignment: Hashable, Sendable { case center, top, bottom, firstTextBaseline }

public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing], vertical: Set = [.top, .bottom]
        public static let all: Set = [.horizontal, .vertical]
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
