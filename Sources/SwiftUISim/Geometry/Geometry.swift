import Foundation

/// A rotation, in radians or degrees.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
}

/// A point in a view's own unit square: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { x = 0; y = 0 }
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Insets on the four edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public init(_ all: CGFloat) { self.init(top: all, leading: all, bottom: all, trailing: all) }
}

/// Where `GeometryProxy.frame(in:)` measures from.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global, local
    case named(AnyHashable)

    public static func named(_ name: some Hashable & Sendable) -> CoordinateSpace { .named(AnyHashable(name)) }
}

extension CoordinateSpace {
    public static func scrollView(axis: Axis) -> CoordinateSpace { .local }
    public static var scrollView: CoordinateSpace { .local }
}

/// The sizes a layout proposes to a view, in points; nil is "ideal".
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { (self.width, self.height) = (width, height) }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// A view's size and alignment guides, as `alignmentGuide` and `Layout` see them.
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top, .firstTextBaseline: 0
        case .center: height / 2
        case .bottom, .lastTextBaseline: height
        }
    }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[guide] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[guide] }
}

extension Cells {
    /// Cells back to points (a column is 8 points, a row 16).
    static func points(columns: Int) -> CGFloat { CGFloat(columns) * CGFloat(pointsPerColumn) }
    static func points(rows: Int) -> CGFloat { CGFloat(rows) * CGFloat(pointsPerRow) }
}
