import Foundation

/// Twenty-fifth review: the share of its track a custom progress style
/// shows is read from what a user sees of its drawing, point by point, not
/// from its layout. Apple, ProgressView (iOS 14): "A view that shows the
/// progress toward completion of a task"; ProgressViewStyleConfiguration.fractionCompleted
/// (iOS 14): "The completed fraction of the task represented by the
/// progress view, from 0.0 (not yet started) to 1.0 (fully complete)". A
/// user reads a bar by how far its fill reaches along its track: more done,
/// more shown, nothing shown at 0.0, the whole track at 1.0.
///
/// The style's body is drawn off screen (`DrawnProgress`) and each paint it
/// lays (a shape filled or stroked, a colour, a paint modifier, a plain
/// `ProgressView` inside, a `Canvas`'s fills) becomes a `PaintedArea`:
/// where it paints, in points, after what changes what is drawn but not
/// the layout (`scaleEffect(x:y:anchor:)`, iOS 13: "Scales this view's
/// rendered output … relative to an anchor point"; `offset(x:y:)` in
/// points; the effects a `visualEffect` closure returns, iOS 17; a
/// `clipShape`/`clipped()` and a `mask(alignment:_:)`, iOS 15, "Masks this
/// view using the alpha channel of the given view", cutting it; a shape's
/// own path and its `trim(from:to:)`), in the colour a user sees (its
/// opacity and colour effects: `ViewHost.seenLayer`) and composited as
/// SwiftUI draws it (twenty-sixth review): back to front in drawing order
/// (a background before its content, `zIndex(_:)`, iOS 13: "Controls the
/// display order of overlapping views", read by `Legibility.childrenInDrawingOrder`
/// as the cover judge reads it), each paint blended with what is drawn
/// behind it by its blend mode (`blendMode(_:)`, iOS 13: "Sets the blend
/// mode for compositing this view with overlapping views"; the W3C's
/// formulas, `BlendMode.draw`, shared with `Legibility`). The drawings at
/// 0 (empty), 1 (full) and the fraction are sampled on a grid of points
/// (`share(empty:full:now:backdrop:)`):
/// - the track is every point either the empty or the full drawing paints
///   so that it stands out from the screen behind (`ViewHost.visibleDifference`):
///   paint no one sees (`Color.clear`, white on white) is no track;
/// - where a paint is laid over the track (the empty and the full drawing
///   share the track's paint there), a point is filled when the drawing
///   there looks different from the paints it shares with both ends: the
///   fill is what the fraction adds, in a colour a user tells from what it
///   covers;
/// - where each end paints a look of its own (twenty-sixth review: a
///   filled segment beside a "remaining" one, a cell coloured by state,
///   with no paint common to both ends), the look that stands out more
///   from what lies under both is the fill, and a point is filled when it
///   looks neither like the other look nor like what lies under both;
/// - the share shown is the filled extent along the bar's axis over the
///   track's whole extent (a bar, whose track is at least twice as long as
///   it is thick: the columns, or rows, of samples it fills; a fill thinner
///   than its track shows its length, not its area), and for any other
///   drawing (a ring, a dial) the filled points over the track's. It is
///   read against the track, not between the style's own extremes, so a
///   bar that drains (full at 0) shows 1 at 0, and a bar that fills half
///   its track at 1.0 shows a half.
@MainActor
enum ProgressDrawing {
    /// A rectangle in points, in the off-screen drawing's coordinates.
    struct Box: Equatable {
        var x, y, width, height: Double
        func contains(_ px: Double, _ py: Double) -> Bool { px >= x && px < x + width && py >= y && py < y + height }
        var isEmpty: Bool { width <= 0 || height <= 0 }
        func intersection(_ other: Box) -> Box {
            let left = max(x, other.x), top = max(y, other.y)
            let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
            return Box(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
        }
        func union(_ other: Box) -> Box {
            if isEmpty { return other }
            if other.isEmpty { return self }
            let left = min(x, other.x), top = min(y, other.y)
            let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
            return Box(x: left, y: top, width: right - left, height: bottom - top)
        }
    }

    /// One paint of the drawing: where it paints, in what colour, and how
    /// it is composited with what is drawn behind it.
    struct PaintedArea {
        enum Outline {
            case box, round
            /// The shape's own path as drawn (twenty-sixth review): each
            /// subpath as points along it, in the drawing's points, after
            /// the shape's own steps (a trim keeps its share of the path's
            /// length, as Apple defines `trim(from:to:)`, iOS 13: "Trims
            /// this shape by a fractional amount based on its representation
            /// as a path"). A fill paints inside it (non-zero winding), a
            /// stroke along it.
            case path([[CGPoint]])
        }
        var box: Box
        /// Its colour as drawn (alpha included); nil: a colour the simulator
        /// cannot tell, taken as an opaque paint of its own.
        var colour: RGBA?
        /// Its blend mode (`blendMode(_:)` on it or around it, or on its style).
        var blend: BlendMode = .normal
        var outline: Outline
        /// A stroke's width in points (centred on the outline); nil: a fill.
        var lineWidth: Double?
        /// Clips and masks around it: it paints only inside each.
        var cuts: [Box] = []
        /// Its place in the drawing order, back to front.
        var order = 0

        init(box: Box, colour: RGBA?, outline: Outline, lineWidth: Double? = nil, cuts: [Box] = []) {
            (self.box, self.colour, self.outline, self.lineWidth, self.cuts) = (box, colour, outline, lineWidth, cuts)
        }

        func covers(_ px: Double, _ py: Double) -> Bool {
            let spread = lineWidth.map { $0 / 2 } ?? 0
            let outer = Box(x: box.x - spread, y: box.y - spread, width: box.width + 2 * spread, height: box.height + 2 * spread)
            guard !box.isEmpty || lineWidth != nil, outer.contains(px, py), cuts.allSatisfy({ $0.contains(px, py) }) else { return false }
            let (cx, cy) = (box.x + box.width / 2, box.y + box.height / 2)
            switch outline {
            case .round:
                // A circle in the middle of its frame, as `Circle` draws (an
                // ellipse is judged as the circle its frame holds).
                let radius = min(box.width, box.height) / 2
                let distance = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
                if let lineWidth { return abs(distance - radius) <= lineWidth / 2 }
                return distance <= radius
            case .box:
                if let lineWidth {
                    let inside = min(px - box.x, box.x + box.width - px, py - box.y, box.y + box.height - py)
                    return abs(inside) <= lineWidth / 2
                }
                return true
            case .path(let runs):
                if let lineWidth { return PathCoverage.strokes(runs, px, py, halfWidth: lineWidth / 2) }
                return PathCoverage.winding(runs, px, py) != 0
            }
        }
    }

    /// Everything a drawing laid out in `graph` paints, back to front in
    /// drawing order (`drawingOrder(in:)`).
    static func paints(in root: Node) -> [PaintedArea] {
        let order = drawingOrder(in: root)
        func place(of node: Node) -> Int { order[ObjectIdentifier(node)] ?? 0 }
        var areas: [PaintedArea] = []
        for shape in ViewHost.shapes(in: root) {
            guard var area = area(of: shape.node, in: root) else { continue }
            let style = ViewHost.style(of: shape.node)
            let layer = style.flatMap { style in style.known ? style.base.flatMap { ViewHost.seenLayer($0, from: shape.node) } : nil }
            area.colour = layer?.colour
            area.blend = layer?.blend ?? .normal
            if style?.kind == .stroke, let width = style?.lineWidth { area.lineWidth = width }
            if case .box = area.outline, case .round = outline(of: shape.shape) { area.outline = .round }
            area.order = place(of: shape.node)
            areas.append(area)
        }
        root.graph.forEachNode(in: root) { node in
            // A plain `ProgressView` inside (`ProgressView(configuration)`): a
            // linear bar, its track and its value's share of it from the
            // leading edge in the tint (Apple, LinearProgressViewStyle, iOS 14).
            if node.facts.remembered == nil, let value = node.facts.progress, let track = area(of: node, in: root) {
                var fill = track
                fill.box.width *= min(1, max(0, value))
                var under = PaintedArea(box: track.box, colour: RGBA(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2), outline: .box, cuts: track.cuts)
                under.order = place(of: node)
                areas.append(under)
                fill.colour = tint(above: node)
                fill.order = place(of: node)
                areas.append(fill)
            }
            // A `Canvas`'s fills (Apple, Canvas, iOS 15: "A view type that
            // supports immediate mode drawing"; GraphicsContext.fill(_:with:style:)):
            // each the box of the path it fills, in the canvas's points.
            if case .canvas(let recipe)? = node.facts.drawing, let own = box(of: node), !own.isEmpty, let placed = area(of: node, in: root) {
                let (sx, sy) = (placed.box.width / own.width, placed.box.height / own.height)
                for fill in recipe.fills(size: CGSize(width: own.width, height: own.height)) where fill.alpha > 0 {
                    let rect = Box(x: placed.box.x + Double(fill.rect.minX) * sx, y: placed.box.y + Double(fill.rect.minY) * sy,
                                   width: Double(fill.rect.width) * sx, height: Double(fill.rect.height) * sy)
                    var area = PaintedArea(box: rect, colour: nil, outline: .box, cuts: placed.cuts + [placed.box])
                    if let colour = fill.colour, let layer = ViewHost.seenLayer(colour, from: node) {
                        // The fill's alpha (its shading's and the context's opacity) in place of the colour's own.
                        let written = colour.rgba(dark: node.environment.colorScheme == .dark)?.alpha ?? 1
                        area.colour = layer.colour
                        area.colour?.alpha = written > 0 ? layer.colour.alpha / written * fill.alpha : 0
                        area.blend = layer.blend
                    }
                    area.order = place(of: node)
                    areas.append(area)
                }
            }
        }
        // Stable: paints of one node keep the order they were found in.
        return areas.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
    }

    /// Each node under `root`, numbered in the order SwiftUI draws it: a
    /// container's children in their drawing order (`zIndex` first, then as
    /// written: `Legibility.childrenInDrawingOrder`, the cover judge's
    /// reading), a background (a `.background` view or style) before the
    /// view it is behind, an overlay after.
    static func drawingOrder(in root: Node) -> [ObjectIdentifier: Int] {
        var order: [ObjectIdentifier: Int] = [:]
        var next = 0
        func mark(_ node: Node) {
            order[ObjectIdentifier(node)] = next
            next += 1
        }
        func walk(_ node: Node) {
            guard order[ObjectIdentifier(node)] == nil else { return }
            switch node.facts.layout {
            case .paint(_, let behind)?:
                if behind { mark(node) }
                for child in node.children { walk(child) }
                if !behind { mark(node) }
                return
            case .decoration(let behind, _)? where node.facts.drawing != .mask:
                mark(node)
                let decoration = node.children.filter { $0.key == .index(1) }, content = node.children.filter { $0.key != .index(1) }
                for child in behind ? decoration + content : content + decoration { walk(child) }
                return
            default:
                mark(node)
                for child in Legibility.childrenInDrawingOrder(of: node) ?? node.children { walk(child) }
                // Any child a container's items passed over (drawn with it).
                for child in node.children { walk(child) }
            }
        }
        walk(root)
        return order
    }

    private static func outline(of shape: ViewHost.PaintedShape) -> PaintedArea.Outline {
        switch shape {
        case .circle, .ellipse: .round
        default: .box
        }
    }

    /// The tint a plain progress view fills in: the nearest `.tint`, else the accent blue.
    private static func tint(above node: Node) -> RGBA? {
        var current: Node? = node
        while let step = current {
            if case .tint(let colour)? = step.facts.drawing { return colour.flatMap { ViewHost.seen($0, from: node) } }
            current = step.parent
        }
        return ViewHost.seen(.blue, from: node)
    }

    /// Where `node` paints within `root`, in points: its laid-out frame,
    /// sized by the innermost `.frame(width:height:)` written on it (the
    /// cell grid rounds lengths to 8 × 16 points), its shape's own geometry
    /// (its path, a trim, an inset, a shape's offset or scale), then every
    /// scale effect, offset and visual effect around it (each about its own
    /// view) and every clip and mask around it. Nil when it is part of a
    /// mask (a mask is not drawn), or has no frame.
    static func area(of node: Node, in root: Node) -> PaintedArea? {
        guard var box = box(of: node) else { return nil }
        var runs = path(of: node, in: box)
        if let runs {
            box = bounds(of: runs)
        } else if let geometry = ViewHost.laidOutGeometry(of: node) {
            let shaped = ViewHost.ShapeGeometry.box(geometry.steps[...], in: .init(x: box.x, y: box.y, width: box.width, height: box.height))
            box = Box(x: shaped.x, y: shaped.y, width: shaped.width, height: shaped.height)
        }
        let drawn = box
        var cuts: [Box] = []
        var child = node
        var current = node.parent
        while let ancestor = current {
            let (placed, cut, partOfMask) = step(ancestor, from: child, box: box)
            if partOfMask { return nil }
            box = placed
            if let cut { cuts.append(cut) }
            if ancestor === root { break }
            child = ancestor
            current = ancestor.parent
        }
        if let shape = runs, box != drawn {
            // Moved and scaled with the box around it.
            let sx = drawn.width > 0 ? box.width / drawn.width : 1, sy = drawn.height > 0 ? box.height / drawn.height : 1
            runs = shape.map { run in
                run.map { CGPoint(x: box.x + (Double($0.x) - drawn.x) * sx, y: box.y + (Double($0.y) - drawn.y) * sy) }
            }
        }
        return PaintedArea(box: box, colour: nil, outline: runs.map { .path($0) } ?? .box, cuts: cuts)
    }

    /// The path a shape draws in `box` (points), when it is read by its
    /// path: an app's own `Shape` or `Path` (its `path(in:)` in the box),
    /// and any shape trimmed (a built-in one by the path SwiftUI gives it:
    /// `Circle` from 3 o'clock clockwise, a rectangle from its top-left
    /// corner), its own steps applied in the order written. Nil for a
    /// built-in shape drawn whole (read by its box or circle) and a shape
    /// asked for its path in a rect of another size (`size(width:height:)`).
    private static func path(of node: Node, in box: Box) -> [[CGPoint]]? {
        let steps = node.facts.shapeGeometry?.steps ?? []
        let trimmed = steps.contains { if case .trim = $0 { true } else { false } }
        guard node.facts.shapeOutline != nil || trimmed,
              !steps.contains(where: { if case .size = $0 { true } else { false } }) else { return nil }
        let rect = CGRect(x: 0, y: 0, width: box.width, height: box.height)
        let path: Path
        if let outline = node.facts.shapeOutline {
            path = outline.path(rect)
        } else {
            switch ViewHost.laidOutShape(of: node) ?? .rectangle {
            case .circle:
                let side = min(rect.width, rect.height)
                path = Path(ellipseIn: CGRect(x: (rect.width - side) / 2, y: (rect.height - side) / 2, width: side, height: side))
            case .ellipse: path = Path(ellipseIn: rect)
            case .capsule: path = Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
            case .roundedRectangle(let radius): path = Path(roundedRect: rect, cornerRadius: CGFloat(radius))
            default: path = Path(rect)
            }
        }
        var runs = ViewHost.PathLook.flattened(path)
        for step in steps {
            switch step {
            case .trim(let from, let to): runs = PathCoverage.trimmed(runs, from: from, to: to)
            case .offset(let dx, let dy): runs = runs.map { $0.map { CGPoint(x: Double($0.x) + dx, y: Double($0.y) + dy) } }
            case .scale(let sx, let sy, let ax, let ay):
                let (px, py) = (Double(rect.width) * ax, Double(rect.height) * ay)
                runs = runs.map { $0.map { CGPoint(x: px + (Double($0.x) - px) * sx, y: py + (Double($0.y) - py) * sy) } }
            case .rotation(let degrees, let ax, let ay):
                let (px, py) = (Double(rect.width) * ax, Double(rect.height) * ay)
                let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
                runs = runs.map { $0.map { p in
                    let (u, v) = (Double(p.x) - px, Double(p.y) - py)
                    return CGPoint(x: px + c * u - s * v, y: py + s * u + c * v)
                } }
            case .affine(let a, let b, let c, let d, let tx, let ty):
                runs = runs.map { $0.map { p in CGPoint(x: a * Double(p.x) + c * Double(p.y) + tx, y: b * Double(p.x) + d * Double(p.y) + ty) } }
            case .inset(let amount):
                // The shape drawn in its frame inset on every side.
                let (dx, dy) = (min(amount, Double(rect.width) / 2), min(amount, Double(rect.height) / 2))
                let (sx, sy) = (rect.width > 0 ? (Double(rect.width) - 2 * dx) / Double(rect.width) : 1,
                                rect.height > 0 ? (Double(rect.height) - 2 * dy) / Double(rect.height) : 1)
                runs = runs.map { $0.map { CGPoint(x: dx + Double($0.x) * sx, y: dy + Double($0.y) * sy) } }
            case .bounds, .dash, .glyph, .size: break
            }
        }
        return runs.map { $0.map { CGPoint(x: box.x + Double($0.x), y: box.y + Double($0.y)) } }
    }

    /// The box around a path's points (empty: none).
    private static func bounds(of runs: [[CGPoint]]) -> Box {
        let points = runs.flatMap { $0 }
        guard let first = points.first else { return Box(x: 0, y: 0, width: 0, height: 0) }
        var (minX, minY, maxX, maxY) = (Double(first.x), Double(first.y), Double(first.x), Double(first.y))
        for p in points { (minX, minY, maxX, maxY) = (min(minX, Double(p.x)), min(minY, Double(p.y)), max(maxX, Double(p.x)), max(maxY, Double(p.y))) }
        return Box(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// What `ancestor` does to a paint of `child` drawn at `box`: moves or
    /// scales it, cuts it (a clip, a mask), or says it is part of a mask.
    /// A `visualEffect`'s effects are read as their modifiers are
    /// (`Drawing.applied(at:)`, twenty-sixth review).
    private static func step(_ ancestor: Node, from child: Node, box: Box) -> (Box, cut: Box?, partOfMask: Bool) {
        var box = box
        for drawing in Drawing.applied(at: ancestor) ?? [] {
            switch drawing {
            case .scale(let sx, let sy, let ax, let ay):
                // About its anchor in the scaled view's frame.
                if let frame = Self.box(of: ancestor) {
                    let (px, py) = (frame.x + ax * frame.width, frame.y + ay * frame.height)
                    let (left, right) = (px + (box.x - px) * sx, px + (box.x + box.width - px) * sx)
                    let (top, bottom) = (py + (box.y - py) * sy, py + (box.y + box.height - py) * sy)
                    box = Box(x: min(left, right), y: min(top, bottom), width: abs(right - left), height: abs(bottom - top))
                }
            case .transform(let a, let b, let c, let d, let tx, let ty):
                // About the view's own origin (transformEffect, a visual effect's offset).
                if let frame = Self.box(of: ancestor) {
                    let corners = [(box.x, box.y), (box.x + box.width, box.y), (box.x, box.y + box.height), (box.x + box.width, box.y + box.height)]
                        .map { px, py in
                            let (u, v) = (px - frame.x, py - frame.y)
                            return (frame.x + a * u + c * v + tx, frame.y + b * u + d * v + ty)
                        }
                    let xs = corners.map(\.0), ys = corners.map(\.1)
                    box = Box(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                }
            case .offset(let dx, let dy):
                // The layout moved it by whole cells; it is drawn moved by the points written.
                box.x += dx - Double(Cells.columns(dx)) * Cells.pointsPerColumn
                box.y += dy - Double(Cells.rows(dy)) * Cells.pointsPerRow
            case .mask:
                if child.key == .index(1) { return (box, nil, true) }
                if let mask = ancestor.children.first(where: { $0.key == .index(1) }) { return (box, maskedArea(mask), false) }
            default:
                break
            }
        }
        if ancestor.facts.paintedShape != nil, ancestor.facts.layout == nil, ancestor !== child, let clip = Self.box(of: ancestor) {
            return (box, clip, false)
        }
        return (box, nil, false)
    }

    /// Where a mask lets its content show: the box around what it paints
    /// at least `Legibility.faintest` opaque (nothing: an empty box).
    private static func maskedArea(_ mask: Node) -> Box {
        var kept = Box(x: 0, y: 0, width: 0, height: 0)
        for shape in ViewHost.shapes(in: mask) {
            guard (shape.color?.baseAndAlpha.alpha ?? 1) >= Legibility.faintest, let area = area(of: shape.node, in: mask) else { continue }
            let placed: Box
            if case .path(let runs) = area.outline, area.lineWidth == nil { placed = bounds(of: runs) } else { placed = area.box }
            kept = kept.union(area.cuts.reduce(placed) { $0.intersection($1) })
        }
        return kept
    }

    /// A view's laid-out frame in points, sized by the innermost
    /// `.frame(width:height:)` written on its chain of modifiers.
    static func box(of node: Node) -> Box? {
        guard let frame = LayoutQuery.frame(of: node) else { return nil }
        var width: Double?, height: Double?
        var current: Node? = node
        while let step = current, step.role == .modifier || step === node {
            if case .frameSize(let w, let h)? = step.facts.drawing {
                if width == nil { width = w }
                if height == nil { height = h }
            }
            current = step.parent
        }
        return Box(x: Double(frame.x) * Cells.pointsPerColumn, y: Double(frame.y) * Cells.pointsPerRow,
                   width: max(0, width ?? Double(frame.width) * Cells.pointsPerColumn),
                   height: max(0, height ?? Double(frame.height) * Cells.pointsPerRow))
    }

    /// The colour an unknown paint is taken as: opaque, unlike any screen.
    private static let unknown = RGBA(red: 0.5, green: 0.25, blue: 0.75, alpha: 1)

    /// One paint at a point: its colour and how it is composited.
    private struct Layer {
        var colour: RGBA
        var blend: BlendMode
        func same(as other: Layer) -> Bool {
            blend == other.blend && abs(colour.red - other.colour.red) < 1e-6 && abs(colour.green - other.colour.green) < 1e-6
                && abs(colour.blue - other.colour.blue) < 1e-6 && abs(colour.alpha - other.colour.alpha) < 1e-6
        }
    }

    /// `layers` (back to front) drawn over the opaque `below`: each in its
    /// blend mode (W3C Compositing, `BlendMode.draw`, as `Legibility`
    /// blends a text). The screen is opaque, so what is drawn so far is:
    /// `destinationOver` ("draws the source behind the destination") shows
    /// nothing of the source, `sourceAtop` is drawn as normal, and
    /// `destinationOut`, which erases what is behind, is taken as a paint
    /// the simulator cannot tell (its own colour, at the source's alpha).
    private static func composite(_ layers: [Layer], over below: RGBA) -> RGBA {
        layers.reduce(below) { behind, layer in
            switch layer.blend {
            case .normal, .sourceAtop: return layer.colour.over(behind)
            case .destinationOver: return behind
            case .destinationOut:
                var erased = unknown
                erased.alpha = layer.colour.alpha
                return erased.over(behind)
            default: return layer.blend.draw(layer.colour, over: behind) ?? layer.colour.over(behind)
            }
        }
    }

    /// The share of its track the drawing `now` shows filled, between the
    /// style's `empty` (0) and `full` (1) drawings, over a screen of
    /// `backdrop` (see the type's comment). Nil when neither the empty nor
    /// the full drawing shows a track a user sees, or neither shows any
    /// fill: no progress bar is drawn.
    static func share(empty: [PaintedArea], full: [PaintedArea], now: [PaintedArea], backdrop: RGBA) -> Double? {
        var bounds = Box(x: 0, y: 0, width: 0, height: 0)
        for area in empty + full + now {
            let spread = area.lineWidth.map { $0 / 2 } ?? 0
            let box = area.cuts.reduce(Box(x: area.box.x - spread, y: area.box.y - spread,
                                           width: area.box.width + 2 * spread, height: area.box.height + 2 * spread)) { $0.intersection($1) }
            if !box.isEmpty { bounds = bounds.union(box) }
        }
        guard !bounds.isEmpty else { return nil }
        // About a point a sample; at most 480 samples a side.
        let stepX = max(1, bounds.width / 480), stepY = max(1, bounds.height / 480)
        var (track, filledNow, filledEmpty, filledFull) = (0, 0, 0, 0)
        // The columns and rows of samples the track and the fill reach.
        var (trackColumns, trackRows, filledColumns, filledRows) = (Set<Int>(), Set<Int>(), Set<Int>(), Set<Int>())
        func layers(_ areas: [PaintedArea], _ px: Double, _ py: Double) -> [Layer] {
            areas.filter { $0.covers(px, py) }.map { Layer(colour: $0.colour ?? unknown, blend: $0.blend) }
        }
        func composite(_ layers: [Layer]) -> RGBA { Self.composite(layers, over: backdrop) }
        func differ(_ a: RGBA, _ b: RGBA) -> Bool { a.difference(from: b) >= ViewHost.visibleDifference }
        /// Whether `layers` look different from the track's own paints among them.
        func filled(_ layers: [Layer], trackPaints: [Layer]) -> Bool {
            var left = trackPaints
            let base = layers.filter { layer in
                guard let index = left.firstIndex(where: { $0.same(as: layer) }) else { return false }
                left.remove(at: index)
                return true
            }
            return differ(composite(layers), composite(base))
        }
        var row = 0
        var py = bounds.y + stepY / 2
        while py < bounds.y + bounds.height {
            var column = 0
            var px = bounds.x + stepX / 2
            while px < bounds.x + bounds.width {
                let atEmpty = layers(empty, px, py), atFull = layers(full, px, py), atNow = layers(now, px, py)
                let (seenEmpty, seenFull) = (composite(atEmpty), composite(atFull))
                let isTrack = differ(seenEmpty, backdrop) || differ(seenFull, backdrop)
                if isTrack {
                    track += 1
                    trackColumns.insert(column)
                    trackRows.insert(row)
                }
                // The track's paints here: those both the empty and the full drawing lay.
                var rest = atFull
                let trackPaints = atEmpty.filter { layer in
                    guard let index = rest.firstIndex(where: { $0.same(as: layer) }) else { return false }
                    rest.remove(at: index)
                    return true
                }
                let isFilled: (now: Bool, empty: Bool, full: Bool)
                if !rest.isEmpty, trackPaints.count < atEmpty.count {
                    // Each end paints a look of its own here: the one that stands
                    // out more from what lies under both is the fill's.
                    let under = composite(trackPaints)
                    let unfilled = seenFull.difference(from: under) >= seenEmpty.difference(from: under) ? seenEmpty : seenFull
                    func shows(_ colour: RGBA) -> Bool { differ(colour, unfilled) && differ(colour, under) }
                    isFilled = (shows(composite(atNow)), shows(seenEmpty), shows(seenFull))
                } else {
                    isFilled = (filled(atNow, trackPaints: trackPaints), filled(atEmpty, trackPaints: trackPaints), filled(atFull, trackPaints: trackPaints))
                }
                if isFilled.now {
                    filledNow += 1
                    if isTrack {
                        filledColumns.insert(column)
                        filledRows.insert(row)
                    }
                }
                if isFilled.empty { filledEmpty += 1 }
                if isFilled.full { filledFull += 1 }
                px += stepX
                column += 1
            }
            py += stepY
            row += 1
        }
        guard track > 0, filledEmpty + filledFull > 0 else { return nil }
        // A bar is read along its length; anything else by its area.
        let (long, thick) = (Double(trackColumns.count) * stepX, Double(trackRows.count) * stepY)
        if long >= 2 * thick { return Double(filledColumns.count) / Double(trackColumns.count) }
        if thick >= 2 * long { return Double(filledRows.count) / Double(trackRows.count) }
        return min(1, Double(filledNow) / Double(track))
    }
}

/// A flattened path's geometry, in points: trimmed by length, stroked, filled.
enum PathCoverage {
    /// The part of `runs` from `from` to `to` of their whole length (Apple,
    /// Shape.trim(from:to:), iOS 13: "Trims this shape by a fractional
    /// amount based on its representation as a path"), each kept piece a
    /// run of its own.
    static func trimmed(_ runs: [[CGPoint]], from: Double, to: Double) -> [[CGPoint]] {
        func length(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(Double(b.x - a.x), Double(b.y - a.y)) }
        let total = runs.reduce(0.0) { sum, run in zip(run, run.dropFirst()).reduce(sum) { $0 + length($1.0, $1.1) } }
        let (start, end) = (min(1, max(0, from)) * total, min(1, max(0, to)) * total)
        guard total > 0, end > start else { return [] }
        var kept: [[CGPoint]] = []
        var walked = 0.0
        for run in runs {
            var piece: [CGPoint] = []
            for (a, b) in zip(run, run.dropFirst()) {
                let segment = length(a, b)
                let (low, high) = (max(start, walked), min(end, walked + segment))
                if segment > 0, high > low {
                    func point(at distance: Double) -> CGPoint {
                        let t = (distance - walked) / segment
                        return CGPoint(x: Double(a.x) + t * Double(b.x - a.x), y: Double(a.y) + t * Double(b.y - a.y))
                    }
                    if piece.isEmpty { piece.append(point(at: low)) }
                    piece.append(point(at: high))
                } else if segment > 0, !piece.isEmpty {
                    kept.append(piece)
                    piece = []
                }
                walked += segment
            }
            if !piece.isEmpty { kept.append(piece) }
        }
        return kept
    }

    /// Whether a line `2 × halfWidth` wide along `runs` covers the point:
    /// within half the width of a segment, across it (its ends are cut
    /// square, as `CGLineCap.butt` draws: a cap's length is the stroke
    /// style's, not the share drawn), or of a point where two segments join.
    static func strokes(_ runs: [[CGPoint]], _ px: Double, _ py: Double, halfWidth: Double) -> Bool {
        for run in runs {
            let closed = run.count > 2 && run.first == run.last
            for (a, b) in zip(run, run.dropFirst()) {
                let (dx, dy) = (Double(b.x - a.x), Double(b.y - a.y))
                let squared = dx * dx + dy * dy
                guard squared > 0 else { continue }
                let t = ((px - Double(a.x)) * dx + (py - Double(a.y)) * dy) / squared
                guard t >= 0, t <= 1 else { continue }
                if abs((px - Double(a.x)) * dy - (py - Double(a.y)) * dx) / squared.squareRoot() <= halfWidth { return true }
            }
            for (index, p) in run.enumerated() where closed || (index > 0 && index < run.count - 1) {
                if hypot(px - Double(p.x), py - Double(p.y)) <= halfWidth { return true }
            }
        }
        return false
    }

    /// The winding number of `runs` (each closed) about the point: a fill
    /// paints where it is not 0 (SwiftUI's default fill rule, `FillStyle(eoFill: false)`).
    static func winding(_ runs: [[CGPoint]], _ px: Double, _ py: Double) -> Int {
        var winding = 0
        for run in runs where run.count > 2 {
            for (a, b) in zip(run, Array(run.dropFirst()) + [run[0]]) {
                let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
                let side = (bx - ax) * (py - ay) - (px - ax) * (by - ay)
                if ay <= py {
                    if by > py, side > 0 { winding += 1 }
                } else if by <= py, side < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }
}
