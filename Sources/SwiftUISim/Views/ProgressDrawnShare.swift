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
/// `ProgressView` inside) becomes a `PaintedArea`: where it paints, in
/// points, after what changes what is drawn but not the layout
/// (`scaleEffect(x:y:anchor:)`, iOS 13: "Scales this view's rendered output
/// … relative to an anchor point"; `offset(x:y:)` in points; a
/// `clipShape`/`clipped()` and a `mask(alignment:_:)`, iOS 15, "Masks this
/// view using the alpha channel of the given view", cutting it; a shape's
/// own `trim(from:to:)`), in the colour a user sees (its opacity and colour
/// effects: `ViewHost.seen`). The drawings at 0 (empty), 1 (full) and the
/// fraction are sampled on a grid of points (`share(empty:full:now:backdrop:)`):
/// - the track is every point either the empty or the full drawing paints
///   so that it stands out from the screen behind (`ViewHost.visibleDifference`):
///   paint no one sees (`Color.clear`, white on white) is no track;
/// - a point is filled when the drawing there looks different from the
///   paints it shares with both the empty and the full drawing (the track's
///   own paint, drawn whatever the fraction): the fill is what the fraction
///   adds, in a colour a user tells from what it covers;
/// - the share shown is the filled points over the track's. It is read
///   against the track, not between the style's own extremes, so a bar that
///   drains (full at 0) shows 1 at 0, and a bar that fills half its track at
///   1.0 shows a half.
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

    /// One paint of the drawing: where it paints and in what colour.
    struct PaintedArea {
        enum Outline { case box, round }
        var box: Box
        /// Its colour as drawn (alpha included); nil: a colour the simulator
        /// cannot tell, taken as an opaque paint of its own.
        var colour: RGBA?
        var outline: Outline
        /// A stroke's width in points (centred on the outline); nil: a fill.
        var lineWidth: Double?
        /// The part of its outline a `trim(from:to:)` keeps, as a share of
        /// the turn about its centre from its start (3 o'clock, clockwise
        /// on screen: where `Circle`'s path starts).
        var trim: (from: Double, to: Double)?
        /// Clips and masks around it: it paints only inside each.
        var cuts: [Box] = []

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
                if let lineWidth { guard abs(distance - radius) <= lineWidth / 2 else { return false } } else { guard distance <= radius else { return false } }
            case .box:
                if let lineWidth {
                    let inside = min(px - box.x, box.x + box.width - px, py - box.y, box.y + box.height - py)
                    guard abs(inside) <= lineWidth / 2 else { return false }
                }
            }
            if let trim {
                var turn = atan2(py - cy, px - cx) / (2 * .pi)
                if turn < 0 { turn += 1 }
                guard turn >= trim.from, turn <= trim.to else { return false }
            }
            return true
        }
    }

    /// Everything a drawing laid out in `graph` paints, back to front
    /// (tree order: a `ZStack`'s later layers, an overlay after its content).
    static func paints(in root: Node) -> [PaintedArea] {
        var areas: [PaintedArea] = []
        for shape in ViewHost.shapes(in: root) {
            guard var area = area(of: shape.node, in: root) else { continue }
            let paint = ViewHost.seenPaint(of: shape.node, laidOut: false)
            area.colour = paint?.colour.map(\.rgba)
            if paint?.kind == .stroke, let width = paint?.lineWidth { area.lineWidth = width }
            if case .round = outline(of: shape.shape) { area.outline = .round }
            areas.append(area)
        }
        // A plain `ProgressView` inside (`ProgressView(configuration)`): a
        // linear bar, its track and its value's share of it from the
        // leading edge in the tint (Apple, LinearProgressViewStyle, iOS 14).
        root.graph.forEachNode(in: root) { node in
            guard node.facts.remembered == nil, let value = node.facts.progress, let track = area(of: node, in: root) else { return }
            var fill = track
            fill.box.width *= min(1, max(0, value))
            areas.append(PaintedArea(box: track.box, colour: RGBA(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2), outline: .box, cuts: track.cuts))
            fill.colour = tint(above: node)
            areas.append(fill)
        }
        return areas
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
    /// (a trim, an inset, a shape's offset or scale), then every scale
    /// effect and offset around it (each about its own view) and every clip
    /// and mask around it. Nil when it is part of a mask (a mask is not
    /// drawn), or has no frame.
    static func area(of node: Node, in root: Node) -> PaintedArea? {
        guard var box = box(of: node) else { return nil }
        var trim: (from: Double, to: Double)?
        if let geometry = ViewHost.laidOutGeometry(of: node) {
            let shaped = ViewHost.ShapeGeometry.box(geometry.steps[...], in: .init(x: box.x, y: box.y, width: box.width, height: box.height))
            box = Box(x: shaped.x, y: shaped.y, width: shaped.width, height: shaped.height)
            for case .trim(let from, let to) in geometry.steps {
                trim = (max(trim?.from ?? 0, min(1, max(0, from))), min(trim?.to ?? 1, min(1, max(0, to))))
            }
            if let kept = trim, kept.to <= kept.from { box.width = 0 }
        }
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
        return PaintedArea(box: box, colour: nil, outline: .box, trim: trim, cuts: cuts)
    }

    /// What `ancestor` does to a paint of `child` drawn at `box`: moves or
    /// scales it, cuts it (a clip, a mask), or says it is part of a mask.
    private static func step(_ ancestor: Node, from child: Node, box: Box) -> (Box, cut: Box?, partOfMask: Bool) {
        var box = box
        switch ancestor.facts.drawing {
        case .scale(let sx, let sy, let ax, let ay)?:
            // About its anchor in the scaled view's frame.
            if let frame = Self.box(of: ancestor) {
                let (px, py) = (frame.x + ax * frame.width, frame.y + ay * frame.height)
                let (left, right) = (px + (box.x - px) * sx, px + (box.x + box.width - px) * sx)
                let (top, bottom) = (py + (box.y - py) * sy, py + (box.y + box.height - py) * sy)
                box = Box(x: min(left, right), y: min(top, bottom), width: abs(right - left), height: abs(bottom - top))
            }
        case .offset(let dx, let dy)?:
            // The layout moved it by whole cells; it is drawn moved by the points written.
            box.x += dx - Double(Cells.columns(dx)) * Cells.pointsPerColumn
            box.y += dy - Double(Cells.rows(dy)) * Cells.pointsPerRow
        case .mask?:
            if child.key == .index(1) { return (box, nil, true) }
            if let mask = ancestor.children.first(where: { $0.key == .index(1) }) { return (box, maskedArea(mask), false) }
        default:
            break
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
            kept = kept.union(area.cuts.reduce(area.box) { $0.intersection($1) })
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
        func colours(_ areas: [PaintedArea], _ px: Double, _ py: Double) -> [RGBA] {
            areas.filter { $0.covers(px, py) }.map { $0.colour ?? unknown }
        }
        func composite(_ layers: [RGBA]) -> RGBA { layers.reduce(backdrop) { $1.over($0) } }
        func same(_ a: RGBA, _ b: RGBA) -> Bool {
            abs(a.red - b.red) < 1e-6 && abs(a.green - b.green) < 1e-6 && abs(a.blue - b.blue) < 1e-6 && abs(a.alpha - b.alpha) < 1e-6
        }
        /// Whether `layers` look different from the track's own paints among them.
        func filled(_ layers: [RGBA], trackPaints: [RGBA]) -> Bool {
            var left = trackPaints
            let base = layers.filter { colour in
                guard let index = left.firstIndex(where: { same($0, colour) }) else { return false }
                left.remove(at: index)
                return true
            }
            return composite(layers).difference(from: composite(base)) >= ViewHost.visibleDifference
        }
        var py = bounds.y + stepY / 2
        while py < bounds.y + bounds.height {
            var px = bounds.x + stepX / 2
            while px < bounds.x + bounds.width {
                let atEmpty = colours(empty, px, py), atFull = colours(full, px, py)
                if composite(atEmpty).difference(from: backdrop) >= ViewHost.visibleDifference
                    || composite(atFull).difference(from: backdrop) >= ViewHost.visibleDifference {
                    track += 1
                }
                // The track's paints here: those both the empty and the full drawing lay.
                var rest = atFull
                let trackPaints = atEmpty.filter { colour in
                    guard let index = rest.firstIndex(where: { same($0, colour) }) else { return false }
                    rest.remove(at: index)
                    return true
                }
                if filled(colours(now, px, py), trackPaints: trackPaints) { filledNow += 1 }
                if filled(atEmpty, trackPaints: trackPaints) { filledEmpty += 1 }
                if filled(atFull, trackPaints: trackPaints) { filledFull += 1 }
                px += stepX
            }
            py += stepY
        }
        guard track > 0, filledEmpty + filledFull > 0 else { return nil }
        return min(1, Double(filledNow) / Double(track))
    }
}
