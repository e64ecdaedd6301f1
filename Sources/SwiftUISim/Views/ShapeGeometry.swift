import Foundation

/// What a shape's own modifiers do to what it draws. In SwiftUI
/// `trim(from:to:)`, `offset`, `scale`, `rotation` (iOS 13) and
/// `inset(by:)` return new shapes (`_TrimmedShape`, `OffsetShape`,
/// `ScaledShape`, `RotatedShape`, an inset shape) whose path is the
/// original's, cut or moved inside the same frame: the view is laid out as
/// before, only what it draws moves. A dash pattern (`StrokeStyle.dash`)
/// draws part of a stroke's length. The simulator keeps these steps with the
/// shape (`_GeometryShape`), records them on its node and on a clip or a
/// shaped paint (`clipShape`, `background(_:in:)`), and answers from them
/// the one question every check asks: which cells the shape draws in, and
/// how much of its outline it draws (`TreeNode.drawnFrame`, `Legibility`).
extension ViewHost {
    public struct ShapeGeometry: Equatable, Sendable, CustomStringConvertible {
        public enum Step: Equatable, Sendable {
            case trim(from: Double, to: Double)
            /// In points.
            case offset(x: Double, y: Double)
            case scale(x: Double, y: Double, anchorX: Double, anchorY: Double)
            /// In points, on every side.
            case inset(Double)
            case rotation(degrees: Double, anchorX: Double, anchorY: Double)
            /// A stroke's dash pattern: the fraction of the outline's length it draws.
            case dash(fraction: Double)

            /// A dash pattern's share of ink: the "on" lengths (each
            /// lengthened by the line width when the cap is round or square:
            /// a cap adds half a width at each end) over the pattern's length.
            /// An odd pattern repeats (Core Graphics `setLineDash`). No
            /// pattern, or one of no length, draws the whole outline.
            public static func dash(_ style: StrokeStyle) -> Step {
                let pattern = (style.dash.count % 2 == 1 ? style.dash + style.dash : style.dash).map { max(0, Double($0)) }
                let period = pattern.reduce(0, +)
                guard period > 0 else { return .dash(fraction: 1) }
                let cap = style.lineCap == .butt ? 0 : Double(style.lineWidth)
                let on = stride(from: 0, to: pattern.count, by: 2).reduce(0.0) { $0 + pattern[$1] + cap }
                return .dash(fraction: min(1, on / period))
            }
        }

        /// In the order written (innermost first).
        public var steps: [Step]

        public init(_ steps: [Step]) { self.steps = steps }

        /// The geometry a shape carries; nil for a plain shape.
        public nonisolated static func of(_ shape: some Shape) -> ShapeGeometry? {
            (shape as? any _ShapeGeometryCarrier)?._geometry
        }

        /// The share of its outline the shape draws: each trim's kept part
        /// times each dash pattern's ink (1: all of it, 0: nothing). A
        /// trimmed fill fills what its cut outline encloses; judged here as
        /// the same share of its area.
        public var drawnFraction: Double {
            steps.reduce(1.0) { fraction, step in
                switch step {
                case .trim(let from, let to): fraction * max(0, min(1, to) - max(0, from))
                case .dash(let ink): fraction * ink
                default: fraction
                }
            }
        }

        /// The cells the shape draws in when its outline spans `frame`:
        /// moved, scaled about its anchor, inset, and (rotated) the box
        /// around the turned outline; a frame of no width or height when it
        /// draws nothing (trimmed to nothing, scaled to 0, inset past its middle).
        public func drawn(in frame: Frame) -> Frame {
            let (column, row) = (8.0, 16.0)  // points per cell (Cells)
            var (x, y) = (Double(frame.x) * column, Double(frame.y) * row)
            var (width, height) = (Double(frame.width) * column, Double(frame.height) * row)
            for step in steps {
                switch step {
                case .offset(let dx, let dy): (x, y) = (x + dx, y + dy)
                case .scale(let sx, let sy, let ax, let ay):
                    let (newWidth, newHeight) = (width * abs(sx), height * abs(sy))
                    (x, y) = (x + (width - newWidth) * ax, y + (height - newHeight) * ay)
                    (width, height) = (newWidth, newHeight)
                case .inset(let amount):
                    let (dx, dy) = (min(amount, width / 2), min(amount, height / 2))
                    (x, y, width, height) = (x + dx, y + dy, width - 2 * dx, height - 2 * dy)
                case .rotation(let degrees, let ax, let ay):
                    let angle = degrees * .pi / 180
                    let (c, s) = (abs(cos(angle)), abs(sin(angle)))
                    let (pivotX, pivotY) = (x + width * ax, y + height * ay)
                    // The box around the turned rectangle, about the pivot.
                    let (centreX, centreY) = (x + width / 2 - pivotX, y + height / 2 - pivotY)
                    let (turnedX, turnedY) = (centreX * cos(angle) - centreY * sin(angle), centreX * sin(angle) + centreY * cos(angle))
                    let (newWidth, newHeight) = (width * c + height * s, width * s + height * c)
                    (x, y) = (pivotX + turnedX - newWidth / 2, pivotY + turnedY - newHeight / 2)
                    (width, height) = (newWidth, newHeight)
                case .trim, .dash: break
                }
            }
            if drawnFraction == 0 || width <= 0 || height <= 0 {
                return Frame(x: Int((x / column).rounded()), y: Int((y / row).rounded()), width: 0, height: 0)
            }
            let left = Int((x / column).rounded(.down)), top = Int((y / row).rounded(.down))
            let right = Int(((x + width) / column).rounded(.up)), bottom = Int(((y + height) / row).rounded(.up))
            return Frame(x: left, y: top, width: max(1, right - left), height: max(1, bottom - top))
        }

        public static func + (a: ShapeGeometry, b: ShapeGeometry) -> ShapeGeometry { ShapeGeometry(a.steps + b.steps) }

        public var description: String { steps.map { "\($0)" }.joined(separator: ".") }
    }
}

/// A shape that carries geometry steps: `_GeometryShape`.
protocol _ShapeGeometryCarrier {
    var _paintedShape: ViewHost.PaintedShape { get }
    var _geometry: ViewHost.ShapeGeometry { get }
}

/// A shape with steps of geometry applied (`Circle().trim(from: 0, to: 0.5)`,
/// `Rectangle().offset(x: 10)`): the role SwiftUI's `_TrimmedShape`,
/// `OffsetShape`, `ScaledShape`, `RotatedShape` and inset shapes play.
/// Laid out and dumped as its base shape; the steps go on its node.
public struct _GeometryShape<Base: Shape>: Shape, _ShapeGeometryCarrier {
    let base: Base
    let steps: ViewHost.ShapeGeometry

    init(_ base: Base, _ step: ViewHost.ShapeGeometry.Step) {
        self.base = base
        self.steps = ViewHost.ShapeGeometry([step])
    }

    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    public static func _expand(_ view: Self, into children: inout _Children) {
        Base.expandAsShape(view.base, into: &children)
        children.facts.shapeGeometry = view._geometry
    }

    nonisolated var _paintedShape: ViewHost.PaintedShape { ViewHost.PaintedShape(base) }
    nonisolated var _geometry: ViewHost.ShapeGeometry { (ViewHost.ShapeGeometry.of(base) ?? ViewHost.ShapeGeometry([])) + steps }
}

extension _GeometryShape: InsettableShape where Base: InsettableShape {
    public func inset(by amount: CGFloat) -> _GeometryShape<Self> { _GeometryShape<Self>(self, .inset(Double(amount))) }
}
