import Foundation

// Auto Layout as UIKit declares it (priorities, axes, constraints, anchors).
// The simulator lays out SwiftUI views, not a UIView hierarchy; what it reads
// of these constraints is where a subview sits in its superview
// (`UIView.placement(in:)`, twenty-second review), to know whether a
// subview is drawn over a label's text. Inequalities and priorities are kept
// as written and not solved.

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
    /// Apple, `isActive` (iOS 8): "Activating or deactivating the
    /// constraint calls addConstraint(_:) and removeConstraint(_:) on the
    /// view that is the closest common ancestor of the items": here, each
    /// item's view keeps the active constraints it is named in.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            for view in [firstItem, secondItem].compactMap(Self.view(of:)) {
                if isActive { view.activeConstraints.append(self) } else { view.activeConstraints.removeAll { $0 === self } }
            }
        }
    }
    open var identifier: String?
    public let relation: Relation
    public let firstItem: AnyObject?
    public let secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public init(item: Any, attribute: Attribute, relatedBy: Relation, toItem: Any?, attribute second: Attribute, multiplier: CGFloat, constant: CGFloat) {
        (firstItem, secondItem, relation, self.multiplier, self.constant) = (item as AnyObject, toItem.map { $0 as AnyObject }, relatedBy, multiplier, constant)
        (firstAttribute, secondAttribute) = (attribute, second)
    }
    init(_ first: NSLayoutAnchorItem, _ relation: Relation, _ second: NSLayoutAnchorItem?, multiplier: CGFloat = 1, constant: CGFloat) {
        (firstItem, secondItem, self.relation, self.multiplier, self.constant) = (first.item, second?.item, relation, multiplier, constant)
        (firstAttribute, secondAttribute) = (first.attribute, second?.attribute ?? .notAnAttribute)
    }
    /// The view an item is, or the view a layout guide belongs to.
    static func view(of item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
    open class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }
}

/// An edge or centre of a view (`topAnchor`, `centerXAnchor`…).
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or layout guide, and which of its edges, centres or sizes.
    let item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) { (self.item, self.attribute) = (item, attribute) }
    var view: NSLayoutAnchorItem { NSLayoutAnchorItem(item: item, attribute: attribute) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { .init(view, .equal, anchor.view, constant: 0) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { .init(view, .equal, anchor.view, constant: c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { .init(view, .greaterThanOrEqual, anchor.view, constant: 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { .init(view, .greaterThanOrEqual, anchor.view, constant: c) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { .init(view, .lessThanOrEqual, anchor.view, constant: 0) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { .init(view, .lessThanOrEqual, anchor.view, constant: c) }
}

/// One side of a constraint: an item and its attribute.
struct NSLayoutAnchorItem { let item: AnyObject?; let attribute: NSLayoutConstraint.Attribute }

@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height: also against a constant.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { .init(view, .equal, Optional<NSLayoutAnchorItem>.none, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { .init(view, .greaterThanOrEqual, Optional<NSLayoutAnchorItem>.none, constant: c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { .init(view, .lessThanOrEqual, Optional<NSLayoutAnchorItem>.none, constant: c) }
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

/// A rectangle in a view's coordinates that constraints can use as a view's
/// edges (Apple, `UILayoutGuide`, iOS 9: "A rectangular area that can
/// interact with Auto Layout"). A view's `layoutMarginsGuide` is its bounds
/// inset by its `layoutMargins` (Apple, `UIView.layoutMarginsGuide`, iOS 9:
/// "A layout guide representing the view's margins").
@MainActor
open class UILayoutGuide {
    public init() {}
    /// Apple: "The view that owns this layout guide."
    open internal(set) weak var owningView: UIView?
    open var identifier = ""
    /// The margins guide of its owning view (its `layoutMargins` in from each edge); a guide of the app's own: the view's bounds.
    var isMarginsGuide = false
    /// Apple, `layoutFrame`: "The layout guide's frame in its owning view's coordinate system."
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        guard isMarginsGuide else { return owningView.bounds }
        let m = owningView.layoutMargins
        return CGRect(x: m.left, y: m.top, width: max(0, owningView.bounds.width - m.left - m.right), height: max(0, owningView.bounds.height - m.top - m.bottom))
    }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

extension UIView {
    /// Where the view sits in a superview of `size` (points, in the
    /// superview's coordinates), as far as the simulator can tell: its
    /// `frame` when it lays out by frame (`translatesAutoresizingMaskIntoConstraints`,
    /// grown with the superview by a flexible `autoresizingMask`); else
    /// what its equality constraints to the superview (or the superview's
    /// margins guide) and constant sizes fix, with its intrinsic size
    /// filling in. Nil when an axis is not fixed (Auto Layout would call it
    /// ambiguous, and a view with no size of its own shows as nothing).
    package func placement(in size: CGSize) -> CGRect? {
        guard let superview else { return nil }
        // A stack view lays out its arranged subviews itself (UIStackView.swift).
        if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
            return stack.arrangedFrame(of: self, in: size)
        }
        // Auto Layout on and no constraint of the app's active on the view
        // (Apple, `NSLayoutConstraint.isActive`, iOS 8: "only active
        // constraints affect the calculated layout ... false by default"):
        // only the constraints UIKit makes itself from the view's intrinsic
        // content size apply (`NSContentSizeLayoutConstraint`, width and
        // height, active), and nothing places it: the engine leaves its
        // position at the superview's origin. So a label whose centring
        // constraints were never activated shows at its natural size in the
        // container's top-left corner, and a view with no intrinsic size
        // shows at no size (twenty-third review).
        if !translatesAutoresizingMaskIntoConstraints, !isNamedByActiveConstraint {
            let own = intrinsicContentSize
            return CGRect(x: 0, y: 0,
                          width: own.width == UIView.noIntrinsicMetric ? 0 : max(0, own.width),
                          height: own.height == UIView.noIntrinsicMetric ? 0 : max(0, own.height))
        }
        if translatesAutoresizingMaskIntoConstraints {
            var rect = frame
            if autoresizingMask.contains(.flexibleWidth) { rect.size.width += size.width - superview.bounds.width }
            if autoresizingMask.contains(.flexibleHeight) { rect.size.height += size.height - superview.bounds.height }
            return rect
        }
        let margins = superview.layoutMargins
        var known: [NSLayoutConstraint.Attribute: CGFloat] = [:]
        // The value of an attribute of the superview (or its margins guide), in its coordinates.
        func position(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
            let inset: UIEdgeInsets
            if item === superview { inset = .zero }
            else if let guide = item as? UILayoutGuide, guide.owningView === superview { inset = guide.isMarginsGuide ? margins : .zero }
            else { return nil }
            let (x0, x1) = (inset.left, size.width - inset.right), (y0, y1) = (inset.top, size.height - inset.bottom)
            switch attribute {
            case .left, .leading: return x0
            case .right, .trailing: return x1
            case .centerX: return (x0 + x1) / 2
            case .width: return x1 - x0
            case .top: return y0
            case .bottom: return y1
            case .centerY: return (y0 + y1) / 2
            case .height: return y1 - y0
            case .leftMargin, .leadingMargin: return margins.left
            case .rightMargin, .trailingMargin: return size.width - margins.right
            case .topMargin: return margins.top
            case .bottomMargin: return size.height - margins.bottom
            default: return nil
            }
        }
        for constraint in activeConstraints + superview.constraints where constraint.relation == .equal {
            if constraint.firstItem === self {
                if constraint.secondItem == nil { known[constraint.firstAttribute] = constraint.constant; continue }
                guard let other = position(constraint.secondItem, constraint.secondAttribute) else { continue }
                known[constraint.firstAttribute] = constraint.multiplier * other + constraint.constant
            } else if constraint.secondItem === self, constraint.multiplier != 0,
                      let other = position(constraint.firstItem, constraint.firstAttribute) {
                known[constraint.secondAttribute] = (other - constraint.constant) / constraint.multiplier
            }
        }
        let natural = intrinsicContentSize
        func axis(_ start: CGFloat?, _ end: CGFloat?, _ centre: CGFloat?, _ length: CGFloat?, _ own: CGFloat) -> (CGFloat, CGFloat)? {
            let length = length ?? (own >= 0 ? own : nil)
            switch (start, end, centre, length) {
            case let (s?, e?, _, _): return (s, e - s)
            case let (s?, nil, _, l?): return (s, l)
            case let (nil, e?, _, l?): return (e - l, l)
            case let (nil, nil, c?, l?): return (c - l / 2, l)
            case let (s?, nil, c?, nil): return (s, 2 * (c - s))
            case let (nil, e?, c?, nil): return (2 * c - e, 2 * (e - c))
            default: return nil
            }
        }
        guard let x = axis(known[.leading] ?? known[.left], known[.trailing] ?? known[.right], known[.centerX], known[.width], natural.width),
              let y = axis(known[.top], known[.bottom], known[.centerY], known[.height], natural.height) else { return nil }
        return CGRect(x: x.0, y: y.0, width: max(0, x.1), height: max(0, y.1))
    }
}

extension UIView {
    /// Whether an active constraint names the view (or a guide it owns):
    /// one activated (`isActive`, `NSLayoutConstraint.activate`) or added
    /// to it or its superview with `addConstraint(_:)`.
    package var isNamedByActiveConstraint: Bool {
        if !activeConstraints.isEmpty { return true }
        func names(_ c: NSLayoutConstraint) -> Bool {
            [c.firstItem, c.secondItem].contains { NSLayoutConstraint.view(of: $0) === self }
        }
        return constraints.contains(where: names) || (superview?.constraints.contains(where: names) ?? false)
    }
}

extension UIView {
    /// How a view grows with its superview when it lays out by frame (Apple, `UIView.AutoresizingMask`, iOS 2).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = Self(rawValue: 1 << 0), flexibleWidth = Self(rawValue: 1 << 1)
        public static let flexibleRightMargin = Self(rawValue: 1 << 2), flexibleTopMargin = Self(rawValue: 1 << 3)
        public static let flexibleHeight = Self(rawValue: 1 << 4), flexibleBottomMargin = Self(rawValue: 1 << 5)
    }
}
