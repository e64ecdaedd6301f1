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
            /// `size(width:height:)`: the shape is asked for its path in a
            /// rect of this size (points) at the frame's origin, not in its frame.
            case size(width: Double, height: Double)
            /// A `Path`'s own geometry: the box around its points (points, in
            /// the coordinates of the rect it is drawn in). A path draws what
            /// it holds whatever rect it is given (`Path.path(in:)` returns itself).
            case bounds(x: Double, y: Double, width: Double, height: Double)
            /// `transform(_:)`: an affine transform of the path, about the
            /// origin of the rect it is drawn in ([a c; b d] and a move, points).
            case affine(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
            /// An SF Symbol's glyph: the share of its box it inks
            /// (`SymbolShapes.inkedShare`: an outline draws its strokes only).
            case glyph(ink: Double)

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
        /// times each dash pattern's and glyph's ink (1: all of it, 0: nothing). A
        /// trimmed fill fills what its cut outline encloses; judged here as
        /// the same share of its area.
        public var drawnFraction: Double {
            steps.reduce(1.0) { fraction, step in
                switch step {
                case .trim(let from, let to): fraction * max(0, min(1, to) - max(0, from))
                case .dash(let ink), .glyph(let ink): fraction * ink
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
            let rect = Box(x: Double(frame.x) * column, y: Double(frame.y) * row,
                           width: Double(frame.width) * column, height: Double(frame.height) * row)
            let box = Self.box(steps[...], in: rect)
            if drawnFraction == 0 || box.width <= 0 || box.height <= 0 {
                return Frame(x: Int((box.x / column).rounded()), y: Int((box.y / row).rounded()), width: 0, height: 0)
            }
            let left = Int((box.x / column).rounded(.down)), top = Int((box.y / row).rounded(.down))
            let right = Int(((box.x + box.width) / column).rounded(.up)), bottom = Int(((box.y + box.height) / row).rounded(.up))
            return Frame(x: left, y: top, width: max(1, right - left), height: max(1, bottom - top))
        }

        /// The points the shape draws in, as a share of its frame's (0…1):
        /// what `drawn(in:)` rounds to whole cells, kept exact (a 1-point
        /// dot in a 40-point row is 1/40 of it, not a cell of 8).
        public func drawnArea(in frame: Frame) -> Double {
            let (column, row) = (8.0, 16.0)
            let rect = Box(x: Double(frame.x) * column, y: Double(frame.y) * row,
                           width: Double(frame.width) * column, height: Double(frame.height) * row)
            let box = Self.box(steps[...], in: rect)
            guard rect.width > 0, rect.height > 0, box.width > 0, box.height > 0 else { return 0 }
            return min(1, box.width * box.height / (rect.width * rect.height))
        }

        /// A rectangle in points.
        struct Box { var x, y, width, height: Double }

        /// The box `steps` (innermost first) draw in when the shape is asked
        /// for its path in `rect`: the outermost step applied to what the
        /// inner ones draw; a `size` step asks the inner shape for its path
        /// in a rect of that size at `rect`'s origin, so the steps inside it
        /// are measured in that rect.
        static func box(_ steps: ArraySlice<Step>, in rect: Box) -> Box {
            guard let last = steps.last else { return rect }
            let inner = steps.dropLast()
            if case .size(let width, let height) = last {
                return box(inner, in: Box(x: rect.x, y: rect.y, width: max(0, width), height: max(0, height)))
            }
            var (x, y, width, height) = { let b = box(inner, in: rect); return (b.x, b.y, b.width, b.height) }()
            switch last {
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
            case .bounds(let bx, let by, let bw, let bh):
                // A path ignores the rect it is given, but for its origin.
                (x, y, width, height) = (rect.x + bx, rect.y + by, bw, bh)
            case .affine(let a, let b, let c, let d, let tx, let ty):
                // The box around the four corners moved, about the rect's origin.
                let corners = [(x, y), (x + width, y), (x, y + height), (x + width, y + height)].map { px, py in
                    let (u, v) = (px - rect.x, py - rect.y)
                    return (rect.x + a * u + c * v + tx, rect.y + b * u + d * v + ty)
                }
                let xs = corners.map(\.0), ys = corners.map(\.1)
                (x, y) = (xs.min()!, ys.min()!)
                (width, height) = (xs.max()! - x, ys.max()! - y)
            case .trim, .dash, .size, .glyph: break
            }
            return Box(x: x, y: y, width: width, height: height)
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

/// A `Path` draws the points it holds, in the coordinates of the rect it
/// is drawn in (its frame), not the frame itself: `Path(CGRect(x: 0, y: 0,
/// width: 1, height: 1))` is a 1-point dot in the corner of whatever frame
/// it gets. A path with some points but no width or height (a line) is
/// kept a point thick, as a stroke draws it.
extension Path: _ShapeGeometryCarrier {
    nonisolated var _paintedShape: ViewHost.PaintedShape { .other("Path") }
    nonisolated var _geometry: ViewHost.ShapeGeometry {
        guard !isEmpty else { return ViewHost.ShapeGeometry([.bounds(x: 0, y: 0, width: 0, height: 0)]) }
        let box = boundingRect
        return ViewHost.ShapeGeometry([.bounds(x: Double(box.minX), y: Double(box.minY),
                                               width: max(1, Double(box.width)), height: max(1, Double(box.height)))])
    }
}

extension _GeometryShape: InsettableShape where Base: InsettableShape {
    public func inset(by amount: CGFloat) -> _GeometryShape<Self> { _GeometryShape<Self>(self, .inset(Double(amount))) }
}
