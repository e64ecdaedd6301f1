/// What a user can see of a view that is in the tree: one set of rules,
/// read from the facts drawing modifiers record (`Drawing`) and from the
/// layout, that `texts`, `dump(visibleOnly:)`, `snapshot()`, `frame(of:)`
/// and `paint(around:)` all use (docs/simulator.md, "What a user can see").
/// A view is not seen when
/// - what shows of it is fainter than `faintest`: the product of every
///   opacity around it (`.opacity`, `.hidden()`, a mask that draws nothing,
///   `.colorMultiply` by a clear colour, its own colour's) and of what
///   shows through every paint laid over it (an overlay, a later `ZStack`
///   layer: 1 − its alpha, when it covers the view's whole frame);
/// - its frame, cut by every `.clipped()`/`clipShape` around it, is empty,
///   or lies outside the screen (or a scroll view's content) it is in;
/// - it is a text drawn smaller than `smallestText` points (its font's size
///   times every scale around it, `rotation3DEffect` included), or blurred
///   by at least half that size;
/// - it is a text in the colour of what is behind it.
/// Partial effects keep a view seen: a scrim, a small blur, a scale of 0.8.
@MainActor
enum Legibility {
    /// Below this opacity nothing is meant to be read: iOS's faintest label
    /// colour, `quaternaryLabel`, is drawn at 18% (Apple, UI element colors).
    static let faintest = 0.1
    /// Below this size (points) a glyph's capital is under 3 points: fewer
    /// pixels than the smallest bitmap font (5×7) needs, even at 3×.
    static let smallestText = 4.0
    /// A blur radius of this fraction of the text's size or more merges its
    /// letters into one smudge.
    static let blurPerSize = 0.5
    /// A clip narrower than half a column (4 points) or lower than half a
    /// row (8 points) is less than a character: it shows nothing legible,
    /// although the cell grid rounds it up to one cell.
    static let smallestClip = (width: Cells.pointsPerColumn / 2, height: Cells.pointsPerRow / 2)

    /// Whether a user can see `node`.
    static func shows(_ node: Node) -> Bool { whyHidden(node) == nil }

    /// Why a user cannot see `node`; nil when they can. Assumes the layout is current.
    static func whyHidden(_ node: Node) -> String? {
        var alpha = 1.0, through = 1.0, scale = 1.0, blurVariance = 0.0
        var foreground: Color?, foregroundKnown = false
        var font: Font?
        if case .text(let ownFont, let color)? = node.facts.drawing {
            font = ownFont
            if color != nil { (foreground, foregroundKnown) = (color, true) }
        }
        // A view of no width or height (a `Spacer`, an empty text) still has a place: one cell.
        var region = LayoutQuery.frame(of: node).map {
            ViewHost.Frame(x: $0.x, y: $0.y, width: max(1, $0.width), height: max(1, $0.height))
        }
        /// Paint behind the view, nearest first, with its alpha.
        var behind: [(base: String, alpha: Double)] = []
        var child = node
        var current: Node? = node
        while let ancestor = current {
            if ancestor.isHidden { return "covered by another view (a pushed view, another tab)" }
            switch ancestor.facts.drawing {
            case .opacity(let value)?: alpha *= value
            case .hidden?: return "under .hidden()"
            case .scale(let x, let y)?:
                let factor = min(abs(x), abs(y))
                scale *= factor
                blurVariance *= factor * factor
            case .rotation3D(let facing)?:
                scale *= facing
                blurVariance *= facing * facing
            case .blur(let radius)?: blurVariance += radius * radius
            case .colorMultiply(let color)?: alpha *= color.baseAndAlpha.alpha
            case .foreground(let color)? where !foregroundKnown: (foreground, foregroundKnown) = (color, true)
            case .mask? where ancestor !== node:
                if child.key == .index(1) { return "part of a mask (a mask is not drawn, only its alpha used)" }
                if let mask = ancestor.children.first(where: { $0.key == .index(1) }) { alpha *= maskAlpha(mask) }
            case .frameSize(let width, let height)? where ancestor !== node:
                if width == 0 || height == 0 { return "in a frame of zero size" }
            default: break
            }
            if ancestor !== node {
                if let clip = clipFrame(of: ancestor) {
                    region = region.map { intersection($0, clip) }
                    if region?.width == 0 || region?.height == 0 { return "clipped out by .\(ancestor.facts.modifier ?? "clip")" }
                }
                for layer in layers(of: ancestor, around: child, holding: node) {
                    guard let frame = LayoutQuery.frame(of: layer.node), region.map({ contains(frame, $0) }) ?? false else { continue }
                    if layer.front { through *= 1 - layer.alpha } else { behind.append((layer.base, layer.alpha)) }
                }
                if isViewport(ancestor), let shown = region, let area = extent(of: ancestor) {
                    if !overlaps(shown, area) {
                        return "moved out of its \(ancestor.facts.layout == .list ? "List" : "ScrollView")'s content (at \(shown))"
                    }
                    // Scrolling brings it into the scroll view's frame: judged there from now on.
                    region = LayoutQuery.frame(of: ancestor)
                }
            }
            child = ancestor
            current = ancestor.parent
        }
        if alpha * through < faintest {
            return through < 1 ? "covered by an opaque paint (\(format(1 - through)) of it hidden)" : "drawn at opacity \(format(alpha))"
        }
        if let shown = region, let root = graphScreen(of: node), !overlaps(shown, root) {
            return "off the screen (at \(shown))"
        }
        // A text's size is its font's; another view's, the smaller side of
        // its frame, judged only once an effect shrinks or blurs it (a
        // `Spacer` of no width is not "too small").
        let rendered: Double
        if node.facts.text != nil {
            rendered = (font ?? node.environment.font)?.size ?? 17
        } else if scale < 1 || blurVariance > 0, let frame = region {
            rendered = min(Double(frame.width) * Cells.pointsPerColumn, Double(frame.height) * Cells.pointsPerRow)
        } else {
            return nil
        }
        if rendered * scale < smallestText {
            return "drawn \(format(rendered * scale)) points tall (scale \(format(scale)) of \(format(rendered))): too small to read"
        }
        if blurVariance.squareRoot() >= blurPerSize * rendered * scale {
            return "blurred by \(format(blurVariance.squareRoot())) points, half its size or more"
        }
        if node.facts.text != nil, foregroundKnown, let foreground {
            let colour = foreground.baseAndAlpha
            if colour.alpha * alpha * through < faintest { return "drawn in a clear colour" }
            let screen = node.environment.colorScheme == .dark ? "black" : "white"
            var same = true
            for layer in behind + [(screen, 1)] where layer.alpha > 0 {
                same = same && layer.base == colour.base
                if layer.alpha >= 1 { break }
            }
            if same { return "drawn in \(colour.base) on \(colour.base)" }
        }
        return nil
    }

    // MARK: Layout

    /// The area a clip keeps, or nil for a node that does not clip. A clip
    /// of a fixed frame below `smallestClip` keeps nothing.
    private static func clipFrame(of node: Node) -> ViewHost.Frame? {
        guard node.facts.paintedShape != nil, node.facts.layout == nil, var frame = LayoutQuery.frame(of: node) else { return nil }
        for item in LayoutEngine.items(of: node) {
            if case .frameSize(let width, let height)? = item.facts.drawing {
                if let width, width < smallestClip.width { frame.width = 0 }
                if let height, height < smallestClip.height { frame.height = 0 }
            }
        }
        return frame
    }

    /// ScrollViews and Lists: their content beyond their frame is reached by scrolling.
    private static func isViewport(_ node: Node) -> Bool {
        switch node.facts.layout {
        case .scroll?, .list?: true
        default: false
        }
    }

    /// A viewport's frame together with where its content was laid out.
    private static func extent(of node: Node) -> ViewHost.Frame? {
        guard var area = LayoutQuery.frame(of: node) else { return nil }
        for item in LayoutEngine.items(in: node.children) {
            if let frame = LayoutQuery.frame(of: item) { area = union(area, frame) }
        }
        return area
    }

    /// The screen, together with where the root's content was laid out (a
    /// simulated screen is smaller than a phone's: content that overflows it
    /// in layout is on a phone's screen; content moved away by `offset` or
    /// `position` is not).
    private static func graphScreen(of node: Node) -> ViewHost.Frame? {
        let graph = node.graph
        let screen = ViewHost.Frame(x: 0, y: 0, width: graph.layout.screen.width, height: graph.layout.screen.height)
        return LayoutQuery.frame(of: graph.root).map { union(screen, $0) } ?? screen
    }

    // MARK: Paint

    private struct Layer {
        let node: Node
        let base: String
        let alpha: Double
        /// Laid over the view (an overlay, a later ZStack layer), or behind it.
        let front: Bool
    }

    /// The fills `node` paints over or behind its child `child`: a
    /// background or overlay style, a background or overlay view's fills,
    /// a ZStack's other layers.
    private static func layers(of node: Node, around child: Node, holding target: Node) -> [Layer] {
        switch node.facts.layout {
        case .paint(let color?, let behind)?:
            let (base, alpha) = color.baseAndAlpha
            return [Layer(node: node, base: base, alpha: alpha, front: !behind)]
        case .decoration(let behind, _)? where node.facts.drawing != .mask:
            guard let decoration = node.children.first(where: { $0.key == .index(1) }), decoration !== child else { return [] }
            return fills(in: decoration, front: !behind)
        case .zstack?:
            let items = LayoutEngine.items(in: node.children)
            guard let index = items.firstIndex(where: { isAncestor($0, of: target) }) else { return [] }
            let back = items[..<index].reversed().flatMap { fills(in: $0, front: false) }
            return items[(index + 1)...].flatMap { fills(in: $0, front: true) } + back
        default:
            return []
        }
    }

    /// The fills a view paints (a colour, a filled shape, a painted
    /// background), each with its alpha times the opacities inside `root`.
    /// An unstyled shape is filled with the foreground (opaque); a style
    /// that is not a plain colour (a gradient) counts as opaque.
    private static func fills(in root: Node, front: Bool) -> [Layer] {
        ViewHost.shapes(in: root).filter { $0.kind == .fill }.map { fill in
            let (base, alpha) = fill.color?.baseAndAlpha ?? ("style", 1)
            return Layer(node: fill.node, base: base, alpha: alpha * opacity(from: fill.node, to: root), front: front)
        }
    }

    /// The product of the opacities from `node` up to `root`, both included.
    private static func opacity(from node: Node, to root: Node) -> Double {
        var opacity = 1.0
        var current: Node? = node
        while let ancestor = current {
            if case .opacity(let value)? = ancestor.facts.drawing { opacity *= value }
            if ancestor === root { break }
            current = ancestor.parent
        }
        return opacity
    }

    /// The alpha a mask lends its content: the most opaque thing it draws
    /// (a colour or fill at its alpha, a stroke, a text, an image), 0 when
    /// it draws nothing (`Color.clear`, `EmptyView()`, a view at opacity 0).
    static func maskAlpha(_ mask: Node) -> Double {
        var alpha = 0.0
        for shape in ViewHost.shapes(in: mask) {
            let own = shape.kind == .fill ? shape.color?.baseAndAlpha.alpha ?? 1 : 1
            alpha = max(alpha, own * opacity(from: shape.node, to: mask))
        }
        func walk(_ node: Node) {
            if OnScreen.hidesContent(node) { return }
            if node.facts.text != nil || node.facts.layout == .image { alpha = max(alpha, opacity(from: node, to: mask)) }
            for child in node.children where !child.isHidden { walk(child) }
        }
        walk(mask)
        return alpha
    }

    private static func isAncestor(_ node: Node, of other: Node) -> Bool {
        var current: Node? = other
        while let candidate = current {
            if candidate === node { return true }
            current = candidate.parent
        }
        return false
    }

    // MARK: Rectangles

    static func intersection(_ a: ViewHost.Frame, _ b: ViewHost.Frame) -> ViewHost.Frame {
        let left = max(a.x, b.x), top = max(a.y, b.y)
        let right = min(a.x + a.width, b.x + b.width), bottom = min(a.y + a.height, b.y + b.height)
        return ViewHost.Frame(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    static func union(_ a: ViewHost.Frame, _ b: ViewHost.Frame) -> ViewHost.Frame {
        let left = min(a.x, b.x), top = min(a.y, b.y)
        let right = max(a.x + a.width, b.x + b.width), bottom = max(a.y + a.height, b.y + b.height)
        return ViewHost.Frame(x: left, y: top, width: right - left, height: bottom - top)
    }

    static func overlaps(_ a: ViewHost.Frame, _ b: ViewHost.Frame) -> Bool {
        let common = intersection(a, b)
        return common.width > 0 && common.height > 0
    }

    /// Whether `outer` holds all of `inner`.
    static func contains(_ outer: ViewHost.Frame, _ inner: ViewHost.Frame) -> Bool {
        inner.x >= outer.x && inner.y >= outer.y
            && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height
    }
}
