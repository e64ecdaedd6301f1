import Foundation

// Auto Layout as UIKit declares it (priorities, axes, constraints, anchors),
// inert: the simulator lays out SwiftUI views, never a UIView's constraints.
// A representable's `makeUIView` configures its view with these lines
// (`setContentHuggingPriority(.defaultHigh, for: .horizontal)`), so they
// must compile; what they would change is not what its update model is about.

/// `UILayoutPriority`: 1…1000 (Apple, UIKit).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    public static let required = Self(1000), defaultHigh = Self(750), defaultLow = Self(250), fittingSizeLevel = Self(50)
    public static let dragThatCanResizeScene = Self(510), sceneSizeStayPut = Self(500), dragThatCannotResizeScene = Self(490)
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: Self, b: Float) -> Self { Self(a.rawValue + b) }
    public static func - (a: Self, b: Float) -> Self { Self(a.rawValue - b) }
}

/// A constraint: kept as written, never solved.
@MainActor
open class NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal, vertical }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }
    open var constant: CGFloat
    open var multiplier: CGFloat
    open var priority: UILayoutPriority = .required
    open var isActive = false
    open var identifier: String?
    public let relation: Relation
    public let firstItem: AnyObject?
    public let secondItem: AnyObject?
    public init(item: Any, attribute: Attribute, relatedBy: Relation, toItem: Any?, attribute second: Attribute, multiplier: CGFloat, constant: CGFloat) {
        (firstItem, secondItem, relation, self.multiplier, self.constant) = (item as AnyObject, toItem.map { $0 as AnyObject }, relatedBy, multiplier, constant)
    }
    init(_ first: AnyObject?, _ relation: Relation, _ second: AnyObject?, multiplier: CGFloat = 1, constant: CGFloat) {
        (firstItem, secondItem, self.relation, self.multiplier, self.constant) = (first, second, relation, multiplier, constant)
    }
    open class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }
}

/// An edge or centre of a view (`topAnchor`, `centerXAnchor`…).
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { .init(view, .equal, anchor.view, constant: 0) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { .init(view, .equal, anchor.view, constant: c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { .init(view, .greaterThanOrEqual, anchor.view, constant: 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { .init(view, .greaterThanOrEqual, anchor.view, constant: c) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { .init(view, .lessThanOrEqual, anchor.view, constant: 0) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { .init(view, .lessThanOrEqual, anchor.view, constant: c) }
}

@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height: also against a constant.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { .init(view, .equal, nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { .init(view, .greaterThanOrEqual, nil, constant: c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { .init(view, .lessThanOrEqual, nil, constant: c) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { .init(view, .equal, anchor.view, multiplier: m, constant: 0) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { .init(view, .equal, anchor.view, multiplier: m, constant: c) }
}

/// Text alignment (`NSTextAlignment`, UIKit's numbering).
public enum NSTextAlignment: Int, Sendable { case left = 0, center = 1, right = 2, justified = 3, natural = 4 }

/// How a label breaks or truncates a line that does not fit (`NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// VoiceOver traits (`UIAccessibilityTraits`), as a set.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = Self([]), button = Self(rawValue: 1 << 0), link = Self(rawValue: 1 << 1), image = Self(rawValue: 1 << 2)
    public static let selected = Self(rawValue: 1 << 3), playsSound = Self(rawValue: 1 << 4), keyboardKey = Self(rawValue: 1 << 5)
    public static let staticText = Self(rawValue: 1 << 6), summaryElement = Self(rawValue: 1 << 7), notEnabled = Self(rawValue: 1 << 8)
    public static let updatesFrequently = Self(rawValue: 1 << 9), searchField = Self(rawValue: 1 << 10), startsMediaSession = Self(rawValue: 1 << 11)
    public static let adjustable = Self(rawValue: 1 << 12), allowsDirectInteraction = Self(rawValue: 1 << 13)
    public static let causesPageTurn = Self(rawValue: 1 << 14), header = Self(rawValue: 1 << 16), tabBar = Self(rawValue: 1 << 15)
}

/// Which way a view's content runs (`UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable { case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft }
