import Foundation

/// An outline made of lines and curves. Kept as a list of elements (for
/// `boundingRect` and equality); as a view it is a shape.
public struct Path: Equatable, Sendable {
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }
    public private(set) var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    nonisolated public func path(in rect: CGRect) -> Path { self }

    public var isEmpty: Bool { elements.isEmpty }
    public var currentPoint: CGPoint? { points.last }

    private var points: [CGPoint] {
        elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [c, p]
            case .curve(let p, let c1, let c2): [c1, c2, p]
            case .closeSubpath: []
            }
        }
    }

    public var boundingRect: CGRect {
        let points = self.points
        guard let first = points.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points { (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y)) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: point, control: control)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { rects.forEach { addRect($0) } }
    /// Its corners drawn as quarter ellipses of `cornerSize`, each radius
    /// no more than half the side it is on (a curve for each corner: what
    /// the paint judge reads to tell a round corner from a square one).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        // SwiftUI keeps a radius to half the shorter side (a capsule at most).
        let limit = min(rect.width, rect.height) / 2
        let w = min(abs(cornerSize.width), limit), h = min(abs(cornerSize.height), limit)
        guard w > 0, h > 0 else {
            var square = Path()
            square.addRect(rect)
            addPath(square, transform: transform)
            return
        }
        let k: CGFloat = 0.5523  // a cubic's control distance for a quarter ellipse
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        var outline = Path()
        outline.move(to: CGPoint(x: minX + w, y: minY))
        outline.addLine(to: CGPoint(x: maxX - w, y: minY))
        outline.addCurve(to: CGPoint(x: maxX, y: minY + h), control1: CGPoint(x: maxX - w + k * w, y: minY), control2: CGPoint(x: maxX, y: minY + h - k * h))
        outline.addLine(to: CGPoint(x: maxX, y: maxY - h))
        outline.addCurve(to: CGPoint(x: maxX - w, y: maxY), control1: CGPoint(x: maxX, y: maxY - h + k * h), control2: CGPoint(x: maxX - w + k * w, y: maxY))
        outline.addLine(to: CGPoint(x: minX + w, y: maxY))
        outline.addCurve(to: CGPoint(x: minX, y: maxY - h), control1: CGPoint(x: minX + w - k * w, y: maxY), control2: CGPoint(x: minX, y: maxY - h + k * h))
        outline.addLine(to: CGPoint(x: minX, y: minY + h))
        outline.addCurve(to: CGPoint(x: minX + w, y: minY), control1: CGPoint(x: minX, y: minY + h - k * h), control2: CGPoint(x: minX + w - k * w, y: minY))
        outline.closeSubpath()
        addPath(outline, transform: transform)
    }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        // Four cubic quarter ellipses (control points 0.5523 of a radius along the tangents).
        let (rx, ry, k) = (rect.width / 2, rect.height / 2, CGFloat(0.5523))
        move(to: CGPoint(x: rect.maxX, y: rect.midY))
        addCurve(to: CGPoint(x: rect.midX, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.midY + k * ry), control2: CGPoint(x: rect.midX + k * rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.midY), control1: CGPoint(x: rect.midX - k * rx, y: rect.maxY), control2: CGPoint(x: rect.minX, y: rect.midY + k * ry))
        addCurve(to: CGPoint(x: rect.midX, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.midY - k * ry), control2: CGPoint(x: rect.midX - k * rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control1: CGPoint(x: rect.midX + k * rx, y: rect.minY), control2: CGPoint(x: rect.maxX, y: rect.midY - k * ry))
        closeSubpath()
    }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        let steps = 8
        for step in 0...steps {
            let angle = startAngle.radians + (endAngle.radians - startAngle.radians) * Double(step) / Double(steps)
            let point = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
            if step == 0, elements.isEmpty { move(to: point) } else { addLine(to: point) }
        }
    }
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        addLine(to: tangent1End)
        addLine(to: tangent2End)
    }
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: false)
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var path = Path()
        path.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return path
    }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool { boundingRect.contains(point) }
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { self }
    public func strokedPath(_ style: StrokeStyle) -> Path { self }
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }
}

extension Path: Shape {}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A shape that can be inset (so `strokeBorder` stays inside its frame).
@MainActor @preconcurrency
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension Rectangle: InsettableShape { public func inset(by amount: CGFloat) -> _GeometryShape<Rectangle> { _GeometryShape(self, .inset(Double(amount))) } }
extension Circle: InsettableShape { public func inset(by amount: CGFloat) -> _GeometryShape<Circle> { _GeometryShape(self, .inset(Double(amount))) } }
extension Capsule: InsettableShape { public func inset(by amount: CGFloat) -> _GeometryShape<Capsule> { _GeometryShape(self, .inset(Double(amount))) } }
extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _GeometryShape<RoundedRectangle> { _GeometryShape(self, .inset(Double(amount))) }
}
extension Ellipse: InsettableShape { public func inset(by amount: CGFloat) -> _GeometryShape<Ellipse> { _GeometryShape(self, .inset(Double(amount))) } }

extension Ellipse: Shape {}
extension UnevenRoundedRectangle: Shape {}

public struct Ellipse: Equatable, Sendable {
    public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose corners each have their own radius.
public struct UnevenRoundedRectangle: Equatable, Sendable {
    public var cornerRadii: RectangleCornerRadii
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) { self.cornerRadii = cornerRadii }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        cornerRadii = RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                           bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
    }
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) = (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }
}

/// The shape of the container a view sits in (a widget, a window).
/// Apple (iOS 14): "A shape that is replaced by an inset version of the
/// current container shape. If no container shape was defined, is replaced
/// by a rectangle." Its path here is that rectangle; it is judged as one
/// unless a `containerShape(_:)` is above it (`ViewHost.laidOutShape(of:)`).
public struct ContainerRelativeShape: InsettableShape, Equatable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _GeometryShape<ContainerRelativeShape> { _GeometryShape(self, .inset(Double(amount))) }
}

/// A shape whose type is hidden.
public struct AnyShape: Shape {
    private let outline: @MainActor (CGRect) -> Path
    public init<S: Shape>(_ shape: S) { outline = { shape.path(in: $0) } }
    public func path(in rect: CGRect) -> Path { outline(rect) }
}

extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius)
    }
}

/// How a stroke is drawn.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat
    public var dash: [CGFloat], dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        (self.lineWidth, self.lineCap, self.lineJoin, self.miterLimit, self.dash, self.dashPhase) =
            (lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase)
    }
}

public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool, isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { (isEOFilled, isAntialiased) = (eoFill, antialiased) }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> some View {
        modifier(_LayoutModifier("fill(\(content))", .shapeStyle(fill: Color.seen(content))))
    }
    public func fill(style: FillStyle) -> some View { fill() }
    /// A dash pattern is recorded on the shape (`ShapeGeometry.drawnFraction`).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _GeometryShape(self, .dash(style)).stroke(content, lineWidth: style.lineWidth)
    }
    /// A shape, as SwiftUI declares it since iOS 13 (`-> some Shape`): the
    /// outline, drawn as a stroke, which can go on as a shape
    /// (`.stroke(style:).fill(.tint)`, `.trim`, `.rotation`).
    /// https://developer.apple.com/documentation/swiftui/shape/stroke(style:)
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(base: self, style: style) }
    /// The part of the outline between two fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _GeometryShape<Self> {
        _GeometryShape(self, .trim(from: Double(startFraction), to: Double(endFraction)))
    }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _GeometryShape<Self> {
        _GeometryShape(self, .rotation(degrees: angle.degrees, anchorX: Double(anchor.x), anchorY: Double(anchor.y)))
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _GeometryShape<Self> {
        _GeometryShape(self, .scale(x: Double(scale), y: Double(scale), anchorX: Double(anchor.x), anchorY: Double(anchor.y)))
    }
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _GeometryShape<Self> {
        _GeometryShape(self, .scale(x: Double(x), y: Double(y), anchorX: Double(anchor.x), anchorY: Double(anchor.y)))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _GeometryShape<Self> { _GeometryShape(self, .offset(x: Double(x), y: Double(y))) }
    public func offset(_ offset: CGSize) -> _GeometryShape<Self> { self.offset(x: offset.width, y: offset.height) }
    /// The path moved by an affine transform (`TransformedShape`, iOS 13).
    public func transform(_ transform: CGAffineTransform) -> _GeometryShape<Self> {
        _GeometryShape(self, .affine(a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
                                     tx: Double(transform.tx), ty: Double(transform.ty)))
    }
    /// The shape's path in a rect of this size at its frame's origin
    /// (Apple, `size(width:height:)`, iOS 13: "Returns a new version of self
    /// representing the same shape, but that will ask it to create its path
    /// from a rect of size").
    public func size(width: CGFloat, height: CGFloat) -> _GeometryShape<Self> {
        _GeometryShape(self, .size(width: Double(width), height: Double(height)))
    }
    public func size(_ size: CGSize) -> _GeometryShape<Self> { self.size(width: size.width, height: size.height) }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _GeometryShape(self, .dash(style)).strokeBorder(content, lineWidth: style.lineWidth)
    }
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        _GeometryShape(self, .dash(style)).strokeBorder(lineWidth: style.lineWidth)
    }
}

// MARK: Gradients and other styles

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { (self.color, self.location) = (color, location) }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0) }
    }
}

/// A gradient as a style; as a view it fills the space it is offered, like
/// a colour (drawn with its first colour).
@MainActor @preconcurrency
public protocol _GradientStyle: ShapeStyle, View where Body == Never {
    nonisolated var _firstColor: Color? { get }
}

extension _GradientStyle {
    /// Its stops' colours, in order.
    nonisolated var _stopColors: [Color] { (self as? any _GradientStops)?.gradient.stops.map(\.color) ?? [] }
}

/// A gradient type that keeps its `Gradient`.
protocol _GradientStops { var gradient: Gradient { get } }
extension LinearGradient: _GradientStops {}
extension RadialGradient: _GradientStops {}
extension AngularGradient: _GradientStops {}
extension EllipticalGradient: _GradientStops {}

extension _GradientStyle {
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.modifier = "\(Self.self)"
        // A gradient as the colour it makes over its frame (`_GradientGeometry.areaMean`,
        // twenty-third review); what it paints at a point is read where that matters
        // (ViewHost+GradientAt.swift: touches, covering).
        children.facts.layout = .color((view as? any _GradientGeometry)?.areaMean ?? view._firstColor ?? .clear)
    }
    public static var _role: _ViewRole { .primitive }
}

public struct LinearGradient: _GradientStyle, Hashable {
    let gradient: Gradient
    /// Its axis, in unit points of the frame it fills (the mask judge reads
    /// its alpha along it: `Legibility.gradientAlpha`).
    let startPoint: UnitPoint, endPoint: UnitPoint
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        (gradient, self.startPoint, self.endPoint) = (Gradient(colors: colors), startPoint, endPoint)
    }
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        (gradient, self.startPoint, self.endPoint) = (Gradient(stops: stops), startPoint, endPoint)
    }
    nonisolated public var _firstColor: Color? { gradient.stops.first?.color }
}

// Radial, angular and elliptical gradients keep their geometry: what they
// paint at a point is sampled (Views/GradientGeometry.swift).
public struct RadialGradient: _GradientStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    nonisolated public var _firstColor: Color? { gradient.stops.first?.color }
}

public struct AngularGradient: _GradientStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint, startAngle: Angle, endAngle: Angle
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        (self.gradient, self.center, self.startAngle, self.endAngle) = (gradient, center, startAngle, endAngle)
    }
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient: a full turn from `angle` (Apple: "completes a full turn").
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    nonisolated public var _firstColor: Color? { gradient.stops.first?.color }
}

public struct EllipticalGradient: _GradientStyle, Hashable {
    let gradient: Gradient
    let center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat
    nonisolated public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        (self.gradient, self.center, self.startRadiusFraction, self.endRadiusFraction) = (gradient, center, startRadiusFraction, endRadiusFraction)
    }
    nonisolated public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    nonisolated public var _firstColor: Color? { gradient.stops.first?.color }
}

/// `Color.blue.gradient`.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color
}

extension Color {
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

/// A blurred translucent background (`.background(.ultraThinMaterial)`).
public struct Material: ShapeStyle, Hashable {
    let name: String
    public static let ultraThin = Material(name: "ultraThinMaterial"), thin = Material(name: "thinMaterial")
    public static let regular = Material(name: "regularMaterial"), thick = Material(name: "thickMaterial")
    public static let ultraThick = Material(name: "ultraThickMaterial"), bar = Material(name: "bar")
    /// How much of the system background the material lays over what is
    /// behind it, as the simulator draws it as a text's fill (`Color.ink`).
    var veil: Double {
        switch name {
        case "ultraThinMaterial": 0.35
        case "thinMaterial": 0.5
        case "thickMaterial": 0.8
        case "ultraThickMaterial": 0.9
        default: 0.65
        }
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}

/// Any style, its type hidden.
/// A type-erased style (`pinned ? AnyShapeStyle(.yellow) : AnyShapeStyle(.clear)`,
/// the way to write a ternary between two style types). It keeps what the
/// paint facts read from the style it wraps: its plain colour (with its
/// opacity) and its gradient, so an erased colour is judged as that colour.
public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
    /// The wrapped style as `dump()` prints it (`yellow 0.4`).
    public private(set) var description: String
    /// The wrapped style's plain colour (`Color.plain`), nil for any other style.
    private(set) var colour: Color?
    /// The wrapped style's paint drawing (a gradient's), as `Drawing.paint` reads it.
    let drawing: Drawing?
    public init<S: ShapeStyle>(_ style: S) {
        description = "\(style)"
        colour = Color.seen(style)
        drawing = Drawing.paint(style)
    }
    /// `style.opacity(_:)` on a style that is not a `Color`: the same style,
    /// its colour at that opacity (SwiftUI multiplies the style's alpha).
    init<S: ShapeStyle>(_ style: S, opacity: Double) {
        self.init(style)
        colour = colour?.opacity(opacity)
        description = colour?.name ?? "\(style).opacity(\(opacity))"
    }
    /// `style.blendMode(_:)`: its colour blended with the screen behind it.
    init<S: ShapeStyle>(_ style: S, blend mode: BlendMode) {
        self.init(style)
        guard mode != .normal else { return }
        colour = colour.map { Color.blended($0, mode) }
        description = "\(style).blendMode(.\(mode))"
    }
}

/// The style the environment gives (`.foregroundStyle(.foreground)`).
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
}
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
}
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { ForegroundStyle() } }
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { AnyShapeStyle(self, opacity: opacity) }
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { AnyShapeStyle(self) }
}

public struct ShadowStyle: Hashable, Sendable {
    public static func drop(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { ShadowStyle() }
    public static func inner(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { ShadowStyle() }
}

// MARK: Animatable data

/// A value an animation interpolates (shapes' `animatableData`).
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}
/// iOS 17's helpers (Apple's CustomAnimation example returns
/// `value.scaled(by: …)`): "Returns a value with each component of this
/// value multiplied by the given value", and interpolation towards another.
/// https://developer.apple.com/documentation/swiftui/vectorarithmetic/scaled(by:)
extension VectorArithmetic {
    public func scaled(by rhs: Double) -> Self {
        var value = self
        value.scale(by: rhs)
        return value
    }
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var value = self
        value.interpolate(towards: other, amount: amount)
        return value
    }
}
extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: Self { Self() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A type whose values an animation interpolates. The simulator has no
/// frames in between: a change lands at once.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A view modifier whose parameters animate (deprecated in SwiftUI, still common).
@MainActor @preconcurrency
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// What `Shape.stroke(style:)` returns: a shape whose area is the base
/// shape's outline at the style's width. It is drawn as the outline (the
/// node the stroke modifier makes, expanded in its place); its `path(in:)`
/// is the base's (there is no stroking geometry engine here, as for
/// `Path.strokedPath`).
public struct _StrokedShape<Base: Shape>: Shape {
    let base: Base
    let style: StrokeStyle
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    typealias Stroked = ModifiedContent<_GeometryShape<Base>, _LayoutModifier>
    var stroked: Stroked {
        ModifiedContent(content: _GeometryShape(base, .dash(style)), modifier: _LayoutModifier(
            "stroke(\(style.lineWidth))", .shapeStyle(fill: nil), drawing: .stroke(lineWidth: Double(style.lineWidth), inside: false, color: nil)))
    }
    public static func _expand(_ view: Self, into children: inout _Children) { Stroked._expand(view.stroked, into: &children) }
    public static var _role: _ViewRole { Stroked._role }
}

