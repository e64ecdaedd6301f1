import Foundation

#if !canImport(CoreGraphics)
/// A colour as CoreGraphics holds it: components in a colour space, here
/// always RGB or grey. What `UIColor.cgColor`, `NSColor.cgColor` and
/// SwiftUI's `Color(cgColor:)` pass around.
public final class CGColor: Sendable, Equatable, CustomStringConvertible {
    /// RGBA (four components) or grey and alpha (two).
    public let components: [CGFloat]?
    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public init(gray: CGFloat, alpha: CGFloat) { components = [gray, alpha] }
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components else { return nil }
        values[values.count - 1] = alpha
        return values.count == 2 ? CGColor(gray: values[0], alpha: alpha) : CGColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
    }
    public static let black = CGColor(gray: 0, alpha: 1), white = CGColor(gray: 1, alpha: 1), clear = CGColor(gray: 0, alpha: 0)
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public var description: String {
        let values = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: ", ")
        return values.count > 0 && components?.count == 2 ? "gray(\(values))" : "rgb(\(values))"
    }
}

/// A path as CoreGraphics holds it (`UIBezierPath.cgPath`,
/// `CGMutablePath`); SwiftUI's `Path(_:)` reads its elements.
public class CGPath: @unchecked Sendable {
    /// One drawing step; SwiftUI's `Path.Element` has the same cases.
    package enum Step: Equatable, Sendable {
        case move(CGPoint), line(CGPoint), quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint), close
    }
    package var steps: [Step]
    package init(steps: [Step]) { self.steps = steps }

    public var isEmpty: Bool { steps.isEmpty }
    public var currentPoint: CGPoint {
        for step in steps.reversed() {
            switch step {
            case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
            case .close: continue
            }
        }
        return .zero
    }
    /// The smallest rectangle holding every point, control points included.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for step in steps {
            switch step {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
    public var boundingBoxOfPath: CGRect { boundingBox }
    public func copy() -> CGPath? { CGPath(steps: steps) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(steps: steps) }
}

public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(steps: []) }
    package override init(steps: [Step]) { super.init(steps: steps) }
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { steps.append(.move(point.applying(transform))) }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { steps.append(.line(point.applying(transform))) }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (index, point) in points.enumerated() { index == 0 ? move(to: point, transform: transform) : addLine(to: point, transform: transform) }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        steps.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        steps.append(.curve(end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addLines(between: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)], transform: transform)
        closeSubpath()
    }
    /// Drawn as its rectangle: the simulator draws in whole cells.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        addRect(rect, transform: transform)
    }
    /// Four curves through the ellipse's extreme points.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addQuadCurve(to: CGPoint(x: cx, y: cy + ry), control: CGPoint(x: cx + rx, y: cy + ry), transform: transform)
        addQuadCurve(to: CGPoint(x: cx - rx, y: cy), control: CGPoint(x: cx - rx, y: cy + ry), transform: transform)
        addQuadCurve(to: CGPoint(x: cx, y: cy - ry), control: CGPoint(x: cx - rx, y: cy - ry), transform: transform)
        addQuadCurve(to: CGPoint(x: cx + rx, y: cy), control: CGPoint(x: cx + rx, y: cy - ry), transform: transform)
        closeSubpath()
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { steps += path.steps }
    public func closeSubpath() { steps.append(.close) }
}
#endif

#if !canImport(CoreGraphics)
/// A colour space, by name; colours here are always RGB or grey.
public final class CGColorSpace: Sendable {
    public let name: String
    public init?(name: String) { self.name = name }
    private init(named name: String) { self.name = name }
    public static let sRGB = "kCGColorSpaceSRGB", displayP3 = "kCGColorSpaceDisplayP3", genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB", linearSRGB = "kCGColorSpaceLinearSRGB"
}
#endif
