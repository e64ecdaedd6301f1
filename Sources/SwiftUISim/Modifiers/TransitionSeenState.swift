import Foundation

// What a user sees of a transitioned view in one phase of a custom
// transition (twenty-sixth review, finding 07). A transition is "a pair of
// view modifiers that describe how a view should appear when inserted and
// removed" (Apple, Transition, iOS 17); the modifications of its identity
// phase are the view at rest (TransitionPhase.identity: "applied to the view
// as long as it is visible"). So a transition shows only if the view drawn in
// its active phase (`.willAppear`, `.didDisappear`) looks different from the
// view drawn in `.identity`. Before this, two renders that differed in any
// modifier the comparison had no rule for counted as a change a user sees:
// `content.visualEffect { c, _ in c.offset(y: 0) }`, a white background on
// the white screen, `.saturation(0)` of black text, `.brightness(0.01)`,
// `.blur(radius: 0.2)` all passed for "slides the receipt up".
//
// Each phase is rendered around a stand-in of the transitioned view (its
// laid-out size; `TransitionedContent`) in a graph of its own, and read as
// drawn: where the stand-in's corners land on screen (every offset, scale,
// rotation, transform and visual effect on its way out), its opacity, its
// blur, the colour effects its colours go through, the share of it that
// clips and masks keep, where the layout places it, and the paint and text
// the transition draws beside it. Two phases differ visibly when one of
// these differs by at least what a user sees:
//
// - a corner moves by `ViewHost.visibleSizeChange` (2 points, two to four
//   device pixels), whatever moved it, or the box its corners span grows or
//   shrinks by as much (each edge a point: `ViewHost.scaleShows`'s rule);
// - the opacity changes by `ViewHost.visibleOpacityChange` (0.05);
// - the blur radius changes by `ViewHost.visibleBlurChange` (1 point: it spreads each
//   edge of a glyph across about a point, two device pixels on a 2x screen;
//   a 0.2-point blur stays inside one pixel and softens nothing);
// - one of the view's colours, through the colour effects, moves by
//   `ViewHost.visibleDifference` (CIEDE2000 5), composited over the screen;
// - clips and masks keep a share of it that changes by `visibleKeptChange`
//   (one percent of its area);
// - the layout places or sizes it another cell (8 × 16 points);
// - a paint beside it that stands out (from the screen, or, in front of it,
//   from its colours) comes, goes or changes colour by CIEDE2000 5;
// - a text beside it comes, goes or changes.
//
// An effect the simulator cannot read (a `VisualEffect` of the app's own
// type), or a modifier that records none of these facts but differs between
// the phases (a font), is taken as seen: a correct fix is never refused for
// what the simulator does not model.

/// The view a transition moves in, as the probe stands it in: its laid-out
/// size and the colours it draws, read from the app's graph.
struct TransitionedContent {
    /// Its size in points.
    let width: Double, height: Double
    /// The colours its texts and paints are drawn in, resolved in its colour
    /// scheme (no colour known: the primary label colour).
    let colours: [RGBA]
    /// The screen behind it: white in light mode, black in dark.
    let backdrop: RGBA

    /// The view as a clear rectangle of its size, found in a render by its type.
    @MainActor var standIn: AnyView { AnyView(TransitionedContentStandIn(width: width, height: height)) }

    /// The content of the transition at `node` (the `.transition` modifier's
    /// node), laid out in `frame` (cells).
    @MainActor static func of(_ node: Node, in frame: ViewHost.Frame?) -> TransitionedContent {
        let dark = node.environment.colorScheme == .dark
        var colours: [RGBA] = []
        node.graph.forEachNode(in: node) { drawn in
            let colour: Color?
            if drawn.drawsTextContent {
                if case .text(_, let own?, _, _)? = drawn.facts.drawing { colour = own } else { colour = foreground(above: drawn) }
            } else if let style = ViewHost.style(of: drawn) {
                colour = style.known ? style.base : nil
            } else {
                return
            }
            if let rgba = colour?.rgba(dark: dark), rgba.alpha > 0, !colours.contains(rgba) { colours.append(rgba) }
        }
        let primary = Color.primary.rgba(dark: dark) ?? (dark ? .white : .black)
        let size = frame.map { (Double($0.width) * Cells.pointsPerColumn, Double($0.height) * Cells.pointsPerRow) }
            ?? (Cells.pointsPerColumn, Cells.pointsPerRow)
        return TransitionedContent(width: max(1, size.0), height: max(1, size.1), colours: colours.isEmpty ? [primary] : colours,
                                   backdrop: dark ? .black : .white)
    }

    /// The nearest foreground colour around `node`; `.primary` when none.
    @MainActor private static func foreground(above node: Node) -> Color? {
        var current: Node? = node
        while let ancestor = current {
            if case .foreground(let color)? = ancestor.facts.drawing { return color }
            current = ancestor.parent
        }
        return .primary
    }
}

/// The stand-in: a clear rectangle of the content's size.
struct TransitionedContentStandIn: View {
    let width: Double, height: Double
    var body: some View { Color.clear.frame(width: CGFloat(width), height: CGFloat(height)) }
}

/// What a user sees of one phase's render (see the top of this file).
struct TransitionSeenState {
    /// How many copies of the view it draws (0: the phase drops it).
    var copies = 0
    /// Where the view's corners land, in points, in its own coordinates.
    var corners: [(x: Double, y: Double)] = []
    var opacity = 1.0
    /// The sum of the squared blur radii: blurs compose as variances do.
    var blurVariance = 0.0
    /// Colour effects its pixels go through, nearest first.
    var colourEffects: [ColorMatrix] = []
    /// The nearest foreground style set around it, as a colour (nil: none set).
    var foreground: RGBA?
    /// The share of it clips and masks keep.
    var kept = 1.0
    /// Where the layout puts it (cells), less the layout's share of offsets (read as drawn moves).
    var placed: ViewHost.Frame?
    /// The paints beside it a user sees, their colour as shown (nil: a style of no plain colour).
    var paints: [RGBA?] = []
    /// The texts beside it.
    var texts: [String] = []
    /// Modifiers that record nothing this reads (an environment's font…), as recorded.
    var unread: [String] = []
    /// An effect the simulator cannot read.
    var unknown = false

    /// The change of the share of the view that clips keep a user sees: one percent.
    static let visibleKeptChange = 0.01

    /// Renders `view` (a phase of a transition around `content.standIn`) in a graph of its own and reads it.
    @MainActor static func read(_ view: AnyView, content: TransitionedContent) -> TransitionSeenState {
        let graph = Graph(root: view, viewport: 1)
        graph.layoutIfNeeded()
        var state = TransitionSeenState()
        var standIns: [Node] = []
        graph.forEachNode { node in
            if node.info.type == TransitionedContentStandIn.self { standIns.append(node) }
        }
        state.copies = standIns.count
        if let standIn = standIns.first { state.readChain(from: standIn, content: content) }
        func inStandIn(_ node: Node) -> Bool {
            var current: Node? = node
            while let candidate = current {
                if standIns.contains(where: { $0 === candidate }) { return true }
                current = candidate.parent
            }
            return false
        }
        graph.forEachNode { node in
            if let modifier = node.facts.modifier, node.facts.drawing == nil, node.facts.layout == nil, node.facts.padding == nil,
               node.facts.transition == nil, node.facts.transactionRule == nil, node.facts.paintedShape == nil,
               node.facts.shapeGeometry == nil, node.facts.shapeOutline == nil {
                state.unread.append(modifier)
            }
            guard !inStandIn(node) else { return }
            if node.drawsTextContent, let text = node.facts.text { state.texts.append(text) }
            guard let paint = ViewHost.seenPaint(of: node, laidOut: true) else { return }
            guard let shown = paint.shown else { return state.paints.append(nil) }
            let inFront = Self.inFront(node)
            let seenOnContent = inFront && content.colours.contains { colour in
                let under = colour.over(content.backdrop)
                let paintColour = paint.colour.map { RGBA(red: $0.red, green: $0.green, blue: $0.blue, alpha: paint.shownAlpha) }
                return paintColour.map { $0.over(under).difference(from: under) >= ViewHost.visibleDifference } ?? false
            }
            if paint.standsOut || seenOnContent { state.paints.append(shown.rgba) }
        }
        return state
    }

    /// A paint laid over what it modifies: `.overlay(style)`, or inside an overlay's content.
    @MainActor private static func inFront(_ node: Node) -> Bool {
        if case .paint(_, behind: false)? = node.facts.layout { return true }
        var child = node
        var current = node.parent
        while let ancestor = current {
            if case .decoration(behind: false, _)? = ancestor.facts.layout, child.key == .index(1) { return true }
            child = ancestor
            current = ancestor.parent
        }
        return false
    }

    /// Reads every effect from the stand-in out to the render's root, nearest first.
    @MainActor private mutating func readChain(from standIn: Node, content: TransitionedContent) {
        let (width, height) = (content.width, content.height)
        var points: [(x: Double, y: Double)] = [(0, 0), (width, 0), (0, height), (width, height)]
        func turn(_ map: PlaneMap, anchorX: Double, anchorY: Double) {
            let (px, py) = (anchorX * width, anchorY * height)
            points = points.map { point in
                let (x, y) = (point.x - px, point.y - py)
                return (px + map.a * x + map.c * y, py + map.b * x + map.d * y)
            }
        }
        var layoutOffset = (x: 0, y: 0)
        var current: Node? = standIn
        while let node = current {
            if node.isHidden { opacity = 0 }
            guard let drawings = Drawing.applied(at: node) else {
                unknown = true
                return
            }
            for drawing in drawings {
                switch drawing {
                case .opacity(let value): opacity *= value
                case .hidden: opacity = 0
                case .blur(let radius): blurVariance += radius * radius
                case .colour(let matrix): colourEffects.append(matrix)
                case .colorMultiply(let color):
                    guard let rgba = color.rgba(dark: content.backdrop == .black) else {
                        unknown = true
                        return
                    }
                    colourEffects.append(.multiply(by: rgba))
                case .foreground(let color):
                    if foreground == nil, let color { foreground = color.rgba(dark: content.backdrop == .black) }
                case .offset(let x, let y):
                    points = points.map { ($0.x + x, $0.y + y) }
                case .transform(let a, let b, let c, let d, let tx, let ty):
                    points = points.map { (a * $0.x + c * $0.y + tx, b * $0.x + d * $0.y + ty) }
                case .scale(let x, let y, let anchorX, let anchorY):
                    turn(PlaneMap(a: x, b: 0, c: 0, d: y), anchorX: anchorX, anchorY: anchorY)
                case .rotation(let degrees, let anchorX, let anchorY):
                    turn(.turn(degrees: degrees), anchorX: anchorX, anchorY: anchorY)
                case .rotation3D(_, let onScreen, let anchorX, let anchorY):
                    turn(onScreen, anchorX: anchorX, anchorY: anchorY)
                default: break
                }
            }
            if case .offset(let x, let y)? = node.facts.layout { layoutOffset = (layoutOffset.x + x, layoutOffset.y + y) }
            current = node.parent
        }
        corners = points
        // The stand-in's clear colour, as a paint: what its clips and masks keep of it.
        var colourNode: Node?
        standIn.graph.forEachNode(in: standIn) { node in
            if colourNode == nil, case .color? = node.facts.layout { colourNode = node }
        }
        if let colourNode { kept = ViewHost.keptShare(of: colourNode) }
        placed = LayoutQuery.frame(of: standIn).map {
            ViewHost.Frame(x: $0.x - layoutOffset.x, y: $0.y - layoutOffset.y, width: $0.width, height: $0.height)
        }
    }

    /// Whether a user sees a difference between this phase and `other` (see the top of this file).
    func differsVisibly(from other: TransitionSeenState, content: TransitionedContent) -> Bool {
        if unknown || other.unknown || unread != other.unread || copies != other.copies { return true }
        if texts != other.texts || !Self.samePaints(paints, other.paints) || !Self.samePaints(other.paints, paints) { return true }
        guard copies > 0 else { return false }
        if zip(corners, other.corners).contains(where: { ViewHost.moveShows(x: $0.0.x - $0.1.x, y: $0.0.y - $0.1.y) }) { return true }
        // A size change is seen as `scaleShows` sees it: the drawn box's side changes by `visibleSizeChange`.
        let (size, otherSize) = (Self.drawnSize(of: corners), Self.drawnSize(of: other.corners))
        if abs(size.width - otherSize.width) >= ViewHost.visibleSizeChange || abs(size.height - otherSize.height) >= ViewHost.visibleSizeChange {
            return true
        }
        if abs(opacity - other.opacity) >= ViewHost.visibleOpacityChange { return true }
        if abs(blurVariance.squareRoot() - other.blurVariance.squareRoot()) >= ViewHost.visibleBlurChange { return true }
        if abs(kept - other.kept) >= Self.visibleKeptChange { return true }
        if placed != other.placed { return true }
        func seen(_ colour: RGBA, through effects: [ColorMatrix]) -> RGBA {
            effects.reduce(colour) { $1.apply(to: $0) }.over(content.backdrop)
        }
        let colours = content.colours + [foreground, other.foreground].compactMap { $0 }
        if colours.contains(where: { seen($0, through: colourEffects).difference(from: seen($0, through: other.colourEffects)) >= ViewHost.visibleDifference }) {
            return true
        }
        switch (foreground, other.foreground) {
        case (nil, nil): return false
        case (let a?, let b?): return a.over(content.backdrop).difference(from: b.over(content.backdrop)) >= ViewHost.visibleDifference
        default:
            // One phase sets a foreground style, the other keeps the content's own.
            let set = (foreground ?? other.foreground)!.over(content.backdrop)
            return content.colours.contains { $0.over(content.backdrop).difference(from: set) >= ViewHost.visibleDifference }
        }
    }

    /// The width and height of the box the corners span, in points.
    private static func drawnSize(of corners: [(x: Double, y: Double)]) -> (width: Double, height: Double) {
        guard let minX = corners.map(\.x).min(), let maxX = corners.map(\.x).max(),
              let minY = corners.map(\.y).min(), let maxY = corners.map(\.y).max() else { return (0, 0) }
        return (maxX - minX, maxY - minY)
    }

    /// Whether every paint of `first` has one in `second` that looks the same (CIEDE2000 under 5).
    private static func samePaints(_ first: [RGBA?], _ second: [RGBA?]) -> Bool {
        var unmatched = second
        for paint in first {
            guard let index = unmatched.firstIndex(where: { candidate in
                switch (paint, candidate) {
                case (nil, nil): true
                case (let a?, let b?): a.difference(from: b) < ViewHost.visibleDifference
                default: false
                }
            }) else { return false }
            unmatched.remove(at: index)
        }
        return true
    }
}
