// The rest of SwiftUI's built-in shapes and shape operations as Apple's SDK
// declares them: iOS 26's `ConcentricRectangle` and corner styles, the
// static shape members (`.rect(cornerRadii:)`, `.capsule(style:)`,
// `.rect(corners:)`), and iOS 17's boolean operations on shapes. Each lays
// out and paints as the box the snapshot draws for a shape (a rounded
// rectangle unless it is a plain rectangle, circle or capsule); corner radii
// are not drawn in cells.
// https://developer.apple.com/documentation/swiftui/concentricrectangle,
// https://developer.apple.com/documentation/swiftui/shape ("Setting a
// closed path", "Combining shapes")

extension Edge {
    /// A corner of a rectangle (iOS 26).
    public enum Corner: Hashable, CaseIterable, Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// How a corner is rounded (iOS 26): concentric with its container
        /// (`containerShape`), or a fixed radius.
        /// A number is a fixed radius (`corners: 12`).
        public struct Style: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
            let radius: CGFloat?, minimum: CGFloat?
            init(radius: CGFloat?, minimum: CGFloat?) { (self.radius, self.minimum) = (radius, minimum) }
            public init(floatLiteral value: Double) { self.init(radius: CGFloat(value), minimum: nil) }
            public init(integerLiteral value: Int) { self.init(radius: CGFloat(value), minimum: nil) }
            public static var concentric: Style { Style(radius: nil, minimum: nil) }
            /// Concentric, never below the minimum's radius (a concentric minimum counts as none).
            public static func concentric(minimum: Style? = nil) -> Style { Style(radius: nil, minimum: minimum?.radius) }
            public static func fixed(_ radius: CGFloat) -> Style { Style(radius: radius, minimum: nil) }
        }
    }
}

/// Apple: "A rectangle shape with corners that are concentric with its
/// container" (iOS 26). Its outline is its frame here.
public struct ConcentricRectangle: Equatable, Sendable {
    public var corners: [Edge.Corner.Style]
    public var isUniform: Bool
    public init() { self.init(corners: .concentric) }
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) { (self.corners, self.isUniform) = ([corners, corners, corners, corners], isUniform) }
    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        (corners, isUniform) = ([topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner], false)
    }
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        (corners, isUniform) = ([uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners], false)
    }
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        (corners, isUniform) = ([uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners, uniformTrailingCorners], false)
    }
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        (corners, isUniform) = ([uniformTopCorners, uniformTopCorners, bottomLeadingCorner, bottomTrailingCorner], false)
    }
    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                topTrailingCorner: Edge.Corner.Style = .concentric) {
        (corners, isUniform) = ([topLeadingCorner, topTrailingCorner, uniformBottomCorners, uniformBottomCorners], false)
    }
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        (corners, isUniform) = ([uniformLeadingCorners, topTrailingCorner, uniformLeadingCorners, bottomTrailingCorner], false)
    }
    public init(uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric) {
        (corners, isUniform) = ([topLeadingCorner, uniformTrailingCorners, bottomLeadingCorner, uniformTrailingCorners], false)
    }
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}
extension ConcentricRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _GeometryShape<ConcentricRectangle> { _GeometryShape(self, .inset(Double(amount))) }
}

extension Shape where Self == ConcentricRectangle {
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
    // iOS 26: Apple declares these three without default arguments (only
    // `ConcentricRectangle`'s initialisers have them); with defaults here,
    // `.rect()` was ambiguous beside iOS 17's `rect(topLeadingRadius:…)` (corpus-r16).
    public static func rect(topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style,
                            bottomLeadingCorner: Edge.Corner.Style,
                            bottomTrailingCorner: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner,
                            bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }
    public static func rect(uniformTopCorners: Edge.Corner.Style,
                            uniformBottomCorners: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, uniformBottomCorners: uniformBottomCorners)
    }
    public static func rect(uniformLeadingCorners: Edge.Corner.Style,
                            uniformTrailingCorners: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformLeadingCorners: uniformLeadingCorners, uniformTrailingCorners: uniformTrailingCorners)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// iOS 17: `.rect(cornerRadii: .init(topLeading: 8))`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
extension Shape where Self == Capsule {
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == ButtonBorderShape {
    /// iOS 17: the shape of the button border in effect.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
extension ButtonBorderShape: Shape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// iOS 17's boolean operations on shapes (`union`, `intersection`,
/// `subtracting`, `symmetricDifference`, `lineIntersection`,
/// `lineSubtraction`): the result's box is the first shape's (the union's
/// outline holds both paths).
public struct _CombinedShape<First: Shape, Second: Shape>: Shape {
    let first: First, second: Second, keepsBoth: Bool
    public func path(in rect: CGRect) -> Path {
        var path = first.path(in: rect)
        if keepsBoth { path.addPath(second.path(in: rect)) }
        return path
    }
}

extension Shape {
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> _CombinedShape<Self, T> { _CombinedShape(first: self, second: other, keepsBoth: true) }
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> _CombinedShape<Self, T> { _CombinedShape(first: self, second: other, keepsBoth: false) }
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> _CombinedShape<Self, T> { _CombinedShape(first: self, second: other, keepsBoth: false) }
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> _CombinedShape<Self, T> {
        _CombinedShape(first: self, second: other, keepsBoth: true)
    }
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> _CombinedShape<Self, T> { _CombinedShape(first: self, second: other, keepsBoth: false) }
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> _CombinedShape<Self, T> { _CombinedShape(first: self, second: other, keepsBoth: false) }
}
