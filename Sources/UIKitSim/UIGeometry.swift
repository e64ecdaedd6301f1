import Foundation

/// Insets from a rectangle's edges (`left`/`right`, not leading/trailing).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init() { (top, left, bottom, right) = (0, 0, 0, 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right) }
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// Apple, `CGRect.inset(by:)` (UIKit, iOS 2, `UIEdgeInsetsInsetRect`):
    /// the rectangle with each edge moved in by the insets (a padded label
    /// draws its text in `rect.inset(by: insets)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing) }
    public static let zero = NSDirectionalEdgeInsets()
}

public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat, vertical: CGFloat
    public init() { (horizontal, vertical) = (0, 0) }
    public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
    public static let zero = UIOffset()
}

/// The corners of a rectangle (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0), topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2), bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path built as UIKit's is, read by SwiftUI through `cgPath`
/// (`Path(bezier.cgPath)`). Rounded corners are drawn square: the simulator
/// draws in whole cells. Drawing (`fill()`, `stroke()`) draws nothing.
open class UIBezierPath: @unchecked Sendable {
    private let path = CGMutablePath()
    public init() {}
    public convenience init(rect: CGRect) { self.init(); path.addRect(rect) }
    public convenience init(ovalIn rect: CGRect) { self.init(); path.addEllipse(in: rect) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(); path.addRect(rect) }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { self.init(); path.addRect(rect) }
    public convenience init(cgPath: CGPath) { self.init(); path.addPath(cgPath) }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init(); addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    open var cgPath: CGPath { path.copy() ?? CGMutablePath() }
    open var isEmpty: Bool { path.isEmpty }
    open var bounds: CGRect { path.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint }
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// An arc as line segments, a twelfth of a turn at most each.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var sweep = endAngle - startAngle
        if clockwise, sweep < 0 { sweep += 2 * .pi } else if !clockwise, sweep > 0 { sweep -= 2 * .pi }
        let segments = max(1, Int((abs(sweep) / (.pi / 6)).rounded(.up)))
        for index in 0...segments {
            let angle = startAngle + sweep * CGFloat(index) / CGFloat(segments)
            let point = CGPoint(x: center.x + radius * CGFloat(cos(Double(angle))), y: center.y + radius * CGFloat(sin(Double(angle))))
            index == 0 && path.isEmpty ? path.move(to: point) : path.addLine(to: point)
        }
    }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.cgPath) }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path.steps.removeAll() }
    open func apply(_ transform: CGAffineTransform) {}
    open func fill() {}
    open func stroke() {}
}
