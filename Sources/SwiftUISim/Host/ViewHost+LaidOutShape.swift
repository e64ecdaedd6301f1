import Foundation

// Twenty-first review: a shape is judged by the outline it draws once laid
// out, not by its type's name. SwiftUI asks a shape for its outline with
// `path(in:)` in the rect the view is laid out in (Apple, Shape.path(in:),
// iOS 13: "Describes this shape as a path within a rectangular frame of
// reference"), so an app's own `Shape` is whatever that path is: a square
// `Path(rect)` is square, a 4-point line is a dash, a 1×1 rect is a dot.
// A RoundedRectangle's radius cannot be more than half its shorter side (a
// `RoundedRectangle(cornerRadius: 50)` 36 points tall is a capsule, Apple's
// Capsule, iOS 13: "a rounded rectangle whose corner radius is half the
// length of the rectangle's smallest edge"), and a `ContainerRelativeShape`
// with no container shape defined "is replaced by a rectangle" (iOS 14).

/// How to ask a shape for its path: recorded where the shape is drawn,
/// clipped to or hit-tested with, run once the view has a frame.
struct ShapeOutline: Equatable, @unchecked Sendable {
    /// The shape as a value (`String(describing:)`): equal outlines for equal shapes.
    let written: String
    let path: @MainActor (CGRect) -> Path

    static func == (a: ShapeOutline, b: ShapeOutline) -> Bool { a.written == b.written }

    /// The outline of an app's own `Shape` (or a `Path`, or one inside a
    /// shape modifier): nil for the simulator's built-in shapes, which
    /// are judged by their kind and radius (`PaintedShape`).
    nonisolated static func of<S: Shape>(_ shape: S) -> ShapeOutline? {
        if let carrier = shape as? any _OutlineCarrier { return carrier._outline }
        guard shape is Path || !isSimulatorShape(S.self) else { return nil }
        return ShapeOutline(written: "\(shape)", path: { shape.path(in: $0) })
    }

    /// Whether a shape type is the simulator's own (`Rectangle`, `_GeometryShape`…), by its module.
    nonisolated private static func isSimulatorShape(_ type: Any.Type) -> Bool {
        String(reflecting: type).hasPrefix(String(String(reflecting: Path.self).prefix { $0 != "." }) + ".")
    }
}

/// A shape that passes on its base's outline (`_GeometryShape`).
protocol _OutlineCarrier { var _outline: ShapeOutline? { get } }

extension _GeometryShape: _OutlineCarrier {
    nonisolated var _outline: ShapeOutline? { ShapeOutline.of(base) }
}

extension ViewHost {
    /// What a path looks like in the rect it was asked for: its corners
    /// (a corner of the box around it is round when the outline keeps
    /// `visibleCornerRadius`'s distance from it: a circular corner of
    /// radius r passes r·(√2 − 1) from the box's corner, an elliptical one
    /// nearer, by its smaller radius) and the box it draws in.
    struct PathLook: Equatable {
        var shape: PaintedShape
        /// No points at all: it draws nothing.
        var isEmpty = false
        /// The box around its points, relative to the rect's origin.
        var bounds: CGRect

        init(_ path: Path) {
            let runs = Self.flattened(path)
            let points = runs.flatMap { $0 }
            guard let first = points.first else {
                (shape, bounds, isEmpty) = (.rectangle, .zero, true)
                return
            }
            var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
            for p in points { (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y)) }
            bounds = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            // The radius each corner shows (0: square).
            let corners = [CGPoint(x: minX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY), CGPoint(x: maxX, y: minY)]
            let factor = 2.0.squareRoot() - 1
            let radii = corners.map { corner -> Double in
                let distance = Self.distance(from: corner, to: runs)
                let radius = distance / factor
                return radius >= PaintedShape.visibleCornerRadius - 0.01 ? radius : 0
            }
            let half = Double(min(bounds.width, bounds.height)) / 2
            if radii.allSatisfy({ $0 == 0 }) {
                shape = .rectangle
            } else if radii.allSatisfy({ $0 > 0 }) {
                let radius = radii.min()!
                if half > 0, radius > half * 1.15 {
                    shape = .ellipse
                } else if half > 0, radius >= half * 0.9 {
                    shape = abs(bounds.width - bounds.height) < 1 ? .circle : .capsule
                } else if radii.max()! - radius < 0.5 {
                    shape = .roundedRectangle(cornerRadius: (radius * 2).rounded() / 2)
                } else {
                    let r = radii.map { ($0 * 2).rounded() / 2 }
                    shape = .unevenRoundedRectangle(topLeading: r[0], bottomLeading: r[1], bottomTrailing: r[2], topTrailing: r[3])
                }
            } else {
                let r = radii.map { ($0 * 2).rounded() / 2 }
                shape = .unevenRoundedRectangle(topLeading: r[0], bottomLeading: r[1], bottomTrailing: r[2], topTrailing: r[3])
            }
        }

        /// Each subpath as points along it (curves sampled), closed ones
        /// ending where they began.
        static func flattened(_ path: Path) -> [[CGPoint]] {
            var runs: [[CGPoint]] = []
            var run: [CGPoint] = []
            func finish() { if !run.isEmpty { runs.append(run) }; run = [] }
            for element in path.elements {
                let from = run.last ?? .zero
                switch element {
                case .move(let p): finish(); run = [p]
                case .line(let p): run.append(p)
                case .quadCurve(let p, let c):
                    for step in 1...8 {
                        let t = CGFloat(step) / 8, u = 1 - t
                        run.append(CGPoint(x: u * u * from.x + 2 * u * t * c.x + t * t * p.x, y: u * u * from.y + 2 * u * t * c.y + t * t * p.y))
                    }
                case .curve(let p, let c1, let c2):
                    for step in 1...8 {
                        let t = CGFloat(step) / 8, u = 1 - t
                        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                        run.append(CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * p.x, y: a * from.y + b * c1.y + c * c2.y + d * p.y))
                    }
                case .closeSubpath:
                    if let start = run.first { run.append(start) }
                    finish()
                }
            }
            finish()
            return runs
        }

        /// The nearest the outline comes to `point`.
        static func distance(from point: CGPoint, to runs: [[CGPoint]]) -> Double {
            var best = Double.infinity
            for run in runs {
                if run.count == 1 { best = min(best, hypot(Double(run[0].x - point.x), Double(run[0].y - point.y))) }
                for (a, b) in zip(run, run.dropFirst()) {
                    let (dx, dy) = (Double(b.x - a.x), Double(b.y - a.y))
                    let length = dx * dx + dy * dy
                    var t = length == 0 ? 0 : ((Double(point.x - a.x)) * dx + (Double(point.y - a.y)) * dy) / length
                    t = max(0, min(1, t))
                    best = min(best, hypot(Double(a.x) + t * dx - Double(point.x), Double(a.y) + t * dy - Double(point.y)))
                }
            }
            return best
        }
    }

    /// The rect, in points and at the origin, a node was laid out in; nil before layout.
    @MainActor static func laidOutRect(of node: Node) -> CGRect? {
        guard let frame = LayoutQuery.frame(of: node) else { return nil }
        return CGRect(x: 0, y: 0, width: CGFloat(Double(frame.width) * Cells.pointsPerColumn),
                      height: CGFloat(Double(frame.height) * Cells.pointsPerRow))
    }

    /// What a path looks like as laid out in `node`'s frame.
    @MainActor static func look(of outline: ShapeOutline, in node: Node) -> PathLook? {
        guard let rect = laidOutRect(of: node), rect.width > 0 || rect.height > 0 else { return nil }
        return PathLook(outline.path(rect))
    }

    /// The outline `node` draws, clips to or paints in, as a user sees it
    /// once laid out: an app's shape by its path, a rounded rectangle whose
    /// radius reaches half its shorter side as the capsule it is, a
    /// `ContainerRelativeShape` with no `containerShape(_:)` above it as a
    /// rectangle. Before layout, the shape as recorded.
    @MainActor static func laidOutShape(of node: Node) -> PaintedShape? {
        guard let shape = node.facts.paintedShape else { return nil }
        if let outline = node.facts.shapeOutline, let look = look(of: outline, in: node) { return look.shape }
        switch shape {
        case .roundedRectangle(let radius):
            guard let rect = laidOutRect(of: node), rect.width > 0, rect.height > 0 else { return shape }
            return radius >= Double(min(rect.width, rect.height)) / 2 ? (rect.width == rect.height ? .circle : .capsule) : shape
        case .other(let name) where name.hasPrefix("ContainerRelativeShape"):
            var ancestor = node.parent
            while let current = ancestor {
                if current.facts.modifier?.hasPrefix("containerShape(") == true { return shape }
                ancestor = current.parent
            }
            return .rectangle
        default:
            return shape
        }
    }

    /// The steps a shape's geometry takes once laid out: an app shape's
    /// path's own box first (`ShapeGeometry.Step.bounds`), then the steps
    /// written on it.
    @MainActor static func laidOutGeometry(of node: Node) -> ShapeGeometry? {
        guard let outline = node.facts.shapeOutline, let look = look(of: outline, in: node) else { return node.facts.shapeGeometry }
        let box = look.bounds
        let bounds = look.isEmpty ? ShapeGeometry.Step.bounds(x: 0, y: 0, width: 0, height: 0)
            : ShapeGeometry.Step.bounds(x: Double(box.minX), y: Double(box.minY),
                                        width: max(1, Double(box.width)), height: max(1, Double(box.height)))
        return ShapeGeometry([bounds] + (node.facts.shapeGeometry?.steps ?? []))
    }

    /// Whether `node` carries geometry of its own (recorded steps or an outline to run).
    static func hasShapeGeometry(_ node: Node) -> Bool {
        node.facts.shapeGeometry != nil || node.facts.shapeOutline != nil
    }
}
