// What lies in front of a control where a finger lands on it (twenty-second
// review). SwiftUI delivers a touch to the frontmost view that is hit-tested
// at that point, not to the view the user meant: a view in an overlay is
// "in front of this view" (Apple, overlay(alignment:content:), iOS 15:
// "Layers the views that you specify in front of this view"), a later ZStack
// layer in front of the earlier ones (ZStack, iOS 13: "overlays its
// subviews"; zIndex(_:), iOS 13, reorders them), and the content of a view in
// front of its `.background`. So a translucent wash
// (`.overlay { Color.orange.opacity(0.12) }`) laid over a row's buttons takes
// every tap on them, however faint it is drawn.
//
// What takes no touch, and so lets it through to the control behind:
// - `.allowsHitTesting(false)` on the view or around it (Apple,
//   allowsHitTesting(_:), iOS 13: "Configures whether this view participates
//   in hit test operations");
// - a `.contentShape` with no area (contentShape(_:eoFill:), iOS 13); one
//   with area makes the whole view it is on a target;
// - `.hidden()` (Apple, hidden(), iOS 13: "Hidden views are invisible and
//   can't receive or respond to interactions"), a zero frame;
// - inferred, not on Apple's pages, observed on iOS 13 to 26: a view at
//   opacity 0, `Color.clear` (and any colour at alpha 0), a shape that is
//   only stroked (its unfilled inside), a stack's or a Spacer's empty room:
//   SwiftUI hit-tests what a view draws, which is why `contentShape` exists.
// What takes it: a colour or a filled shape at any alpha above 0, a painted
// style (`.overlay(.red.opacity(0.1))`), an image, a text, another control.
//
// The finger lands where a user aims: the middle of the control as laid
// out. A badge in an overlay's corner, beside the control or over its edge,
// leaves that spot to the control.

extension ViewHost {
    /// Why a touch at the middle of `control` lands on a view in front of
    /// it instead, or nil when nothing hit-tested lies there (`refuseInert`).
    static func whyCoveredInFront(_ control: Node) -> String? {
        if isShownElsewhere(control) || control.facts.presentation != nil { return nil }
        control.graph.layoutIfNeeded()
        guard let area = LayoutQuery.frame(of: control), area.width > 0, area.height > 0 else { return nil }
        // The middle, in half cells (frames are whole cells).
        let middleX = 2 * area.x + area.width, middleY = 2 * area.y + area.height
        func atMiddle(_ frame: Frame) -> Bool {
            2 * frame.x <= middleX && middleX <= 2 * (frame.x + frame.width)
                && 2 * frame.y <= middleY && middleY <= 2 * (frame.y + frame.height)
                && frame.width > 0 && frame.height > 0
        }
        var child = control
        var current: Node? = control.parent
        while let ancestor = current {
            var front: [Node] = []
            switch ancestor.facts.layout {
            case .paint(let color, behind: false)? where !(color?.isInvisible ?? false):
                if let frame = LayoutQuery.frame(of: ancestor), atMiddle(frame) {
                    return "lies under .\(ancestor.facts.modifier ?? "overlay") painted in front of it"
                }
            case .decoration(let behind, _)? where ancestor.facts.drawing != .mask:
                let decoration = ancestor.children.first { $0.key == .index(1) }
                if decoration === child {
                    // The decoration's later views lie over this one (its implicit ZStack).
                    let layers = LayoutEngine.items(of: child)
                    if let index = layers.firstIndex(where: { isAncestorOrSelfInFront($0, of: control) }) {
                        front += layers[(index + 1)...].map { outermost($0, below: child) }
                    }
                    if behind { front += ancestor.children.filter { $0 !== child } }
                } else if !behind, let decoration {
                    front.append(decoration)
                }
            default:
                // Any container's later children (twenty-fourth review: a
                // custom `Layout`, a lazy grid, ViewThatFits' chosen child, a
                // scroll view's or List's content, as a stack's and a ZStack's):
                // a ZStack's later layers, and (twenty-third review) a VStack's or
                // HStack's later children (as `Legibility` reads covering): each is
                // drawn over the ones before it, so one moved over an earlier
                // child by `.offset`, `.position`, negative padding or spacing
                // or an alignment guide lies in front of it where their laid-out
                // frames meet (Apple, offset(x:y:), iOS 13: "Offset this view by
                // the horizontal and vertical amount specified"; zIndex(_:),
                // iOS 13: "Controls the display order of overlapping views").
                // Side by side they never share the control's middle.
                let layers = Legibility.childrenInDrawingOrder(of: ancestor) ?? []
                if let index = layers.firstIndex(where: { isAncestorOrSelfInFront($0, of: control) }) {
                    front += layers[(index + 1)...].map { outermost($0, below: ancestor) }
                }
            }
            let ancestorOrigin = front.isEmpty ? (0, 0) : LayoutQuery.origin(of: ancestor)
            for layer in front {
                // A gradient takes the touch where it paints: its alpha at the middle (ViewHost+GradientAt.swift).
                var hit: Node?
                forEachHitTested(in: layer, at: LayoutQuery.origin(of: layer, below: ancestor, at: ancestorOrigin)) { node, frame in
                    guard atMiddle(frame), (gradientAlpha(of: node, atHalfCells: middleX, middleY) ?? 1) > 0 else { return false }
                    hit = node
                    return true
                }
                if let hit {
                    return "lies under \(describe(hit)), drawn in front of it and taking the touch "
                        + "(a view in front takes a tap unless .allowsHitTesting(false) is on it)"
                }
            }
            if isShownElsewhere(ancestor) || ancestor.facts.presentation != nil { break }
            child = ancestor
            current = ancestor.parent
        }
        return nil
    }

    /// The outermost view below `container` that wraps only `item`. Layout
    /// looks through modifiers that do not change a size (`contentShape`,
    /// `clipped`, `allowsHitTesting`), so a container's items are what they
    /// wrap; where that item takes a touch is decided by them too (Apple,
    /// contentShape(_:eoFill:), iOS 13: "Defines the content shape for hit
    /// testing"): a 600-point colour framed to one point under
    /// `.contentShape(Rectangle())` takes touches on that point only.
    static func outermost(_ item: Node, below container: Node) -> Node {
        var top = item
        while let parent = top.parent, parent !== container, parent.children.count == 1, LayoutEngine.isTransparent(parent) {
            top = parent
        }
        return top
    }

    /// The views in `root` that a touch lands on, each with its laid-out
    /// frame: see the notes at the top of this file.
    static func hitTested(in root: Node) -> [(node: Node, frame: Frame)] {
        hitTested(in: root, at: LayoutQuery.origin(of: root))
    }

    /// The same, for a root whose origin is known: each node's origin is
    /// its parent's plus its own offset, passed down the walk.
    static func hitTested(in root: Node, at rootOrigin: (x: Int, y: Int)) -> [(node: Node, frame: Frame)] {
        var found: [(node: Node, frame: Frame)] = []
        forEachHitTested(in: root, at: rootOrigin) { found.append(($0, $1)); return false }
        return found
    }

    /// Visits what `hitTested(in:at:)` finds, in the same order, until
    /// `visit` returns true (found what it looks for): a tap's judgement
    /// asks this of every later sibling of a control, and most find nothing.
    static func forEachHitTested(in root: Node, at rootOrigin: (x: Int, y: Int), _ visit: (Node, Frame) -> Bool) {
        var stopped = false
        var canvasesAdded: Set<ObjectIdentifier> = []
        func add(_ node: Node, _ origin: (x: Int, y: Int)) {
            if !stopped, let frame = LayoutQuery.frame(of: node, at: origin) { stopped = visit(node, frame) }
        }
        // A Canvas paints what its renderer fills, for touches as for
        // covering (`canvasFills`, red-team round 18): a fill at any alpha
        // above 0 takes the touch there (Apple, Canvas, iOS 15: "A view type
        // that supports immediate mode drawing"; allowsHitTesting(_:) is the
        // documented way to let touches through).
        func addCanvasFills(_ node: Node) {
            guard case .canvas? = node.facts.drawing, canvasesAdded.insert(ObjectIdentifier(node)).inserted else { return }
            for fill in canvasFills(in: node) where fill.node === node && !stopped { stopped = visit(node, fill.frame) }
        }
        func walk(_ node: Node, styles: [Node], origin: (x: Int, y: Int)) {
            if stopped { return }
            if node.isHidden || OnScreen.hidesContent(node) || OnScreen.paintsNothing(node) || OnScreen.isMask(node) { return }
            if isShownElsewhere(node) || node.facts.presentation != nil { return }
            if whyNoHitTesting(node) != nil { return }
            if node.info.isContentShaped, let shaped = node.view as? any _ContentShaped, shaped._contentShape.forHitTesting { add(node, origin); return }
            if node.facts.control != nil || node.facts.text != nil { add(node, origin); return }
            addCanvasFills(node)
            switch node.facts.layout {
            case .color(let color)?:
                // A gradient is kept when any stop paints (its first may be clear);
                // the caller judges its alpha where the finger lands.
                if !color.isInvisible || gradientPaintsSomewhere(node) == true { add(node, origin) }
                // A Canvas (drawn in `Color.clear`) takes a touch where its renderer fills (twenty-third review).
                addCanvasFills(node)
                return
            case .shape?:
                // Filled unless its nearest style strokes it; filled with a clear colour draws nothing.
                if let style = styles.last {
                    if style.facts.modifier?.hasPrefix("stroke") == true { return }
                    if case .shapeStyle(let fill?)? = style.facts.layout, fill.isInvisible { return }
                }
                add(node, origin)
                return
            case .image?:
                add(node, origin)
                return
            case .spacer?, .divider?:
                return
            case .shapeStyle?:
                for child in node.children { walk(child, styles: styles + [node], origin: (origin.x + child.layout.x, origin.y + child.layout.y)) }
                return
            case .paint?:
                add(node, origin)
            default: break
            }
            for child in node.children { walk(child, styles: styles, origin: (origin.x + child.layout.x, origin.y + child.layout.y)) }
        }
        walk(root, styles: [], origin: rootOrigin)
    }

    private static func isAncestorOrSelfInFront(_ node: Node, of other: Node) -> Bool {
        var current: Node? = other
        while let candidate = current {
            if candidate === node { return true }
            current = candidate.parent
        }
        return false
    }
}
