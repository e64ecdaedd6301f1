import Foundation

/// The colour a user sees for a paint (a `Color` view, a filled or stroked
/// shape, a `.background(style)`), as numbers: its own colour, or the
/// foreground style a shape takes (`.stroke(lineWidth: 2).foregroundStyle(.red)`),
/// through every opacity and colour effect on its way to the screen
/// (`grayscale`, `hueRotation`, `colorMultiply`…: Host/Colours.swift, the
/// matrices `Legibility` applies to texts), and how much of it is covered
/// by opaque paint laid over it. Checks judge a colour by these numbers
/// (a hue, a saturation, an alpha), never by the name it was written with:
/// `Color(red: 1, green: 0, blue: 0)` is as red as `Color.red`, and a red
/// stroke under `.grayscale(1)` is grey.
extension ViewHost {
    /// A colour as drawn: sRGB components and alpha, 0…1.
    public struct SeenColour: Equatable, Sendable, CustomStringConvertible {
        public let red, green, blue, alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        /// HSB brightness: the largest component.
        public var brightness: Double { max(red, green, blue) }
        /// HSB saturation: 0 for a grey, 1 for a pure hue.
        public var saturation: Double {
            let top = brightness
            return top == 0 ? 0 : (top - min(red, green, blue)) / top
        }
        /// HSB hue in degrees, 0 ≤ hue < 360 (red 0, yellow 60, green 120,
        /// blue 240); 0 for a grey, whose hue means nothing (see `saturation`).
        public var hue: Double {
            let top = brightness, range = top - min(red, green, blue)
            guard range > 0 else { return 0 }
            let sector: Double =
                top == red ? (green - blue) / range
                : top == green ? 2 + (blue - red) / range
                : 4 + (red - green) / range
            let degrees = sector * 60
            return degrees < 0 ? degrees + 360 : degrees
        }

        /// Whether its hue lies within `tolerance` degrees of `degrees`
        /// (around the circle: 355° is 5° from 0°).
        public func hue(near degrees: Double, within tolerance: Double) -> Bool {
            let difference = abs(hue - degrees).truncatingRemainder(dividingBy: 360)
            return min(difference, 360 - difference) <= tolerance
        }

        /// Components to two decimals: what a failed check shows a student.
        public var description: String {
            let parts = [red, green, blue, alpha].map { format(($0 * 100).rounded() / 100) }
            return "rgba(\(parts.joined(separator: ", ")))"
        }

        /// This colour drawn at its alpha over an opaque `backdrop`: what a
        /// user sees where it is painted.
        public func over(_ backdrop: SeenColour) -> SeenColour { SeenColour(rgba.over(backdrop.rgba)) }

        /// How different it looks from `other` (both taken as opaque:
        /// composite first, `over(_:)`): CIEDE2000 ΔE, 0 the same, about 1
        /// the least two colours side by side show (Host/ColourDifference.swift).
        public func difference(from other: SeenColour) -> Double { rgba.difference(from: other.rgba) }

        init(_ rgba: RGBA) { self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha) }
        var rgba: RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) }
    }

    /// Something a view paints, as a user sees it.
    public struct Paint: CustomStringConvertible {
        public enum Kind: String, Sendable { case fill, stroke }
        public let kind: Kind
        /// A stroke's width in points; nil for a fill.
        public let lineWidth: Double?
        /// Its colour after its style, every opacity and every colour effect
        /// around it; nil for a style that is not a plain colour (a
        /// gradient), or a colour or effect the simulator cannot tell.
        public let colour: SeenColour?
        /// How much of it opaque paint laid over its whole frame hides, 0…1:
        /// an inner `.background(Color.white)` over an outer `.background(.yellow)`,
        /// an overlay, a later `ZStack` layer. Read from `tree(visibleOnly: true)`
        /// (it needs the layout); 0 in `tree`.
        public let covered: Double
        /// The share of its shape it draws (`ShapeGeometry.drawnFraction`):
        /// 1 for a whole shape or a plain colour, 0 for one trimmed to
        /// nothing, the ink of a dash pattern (a dash every 400 points draws
        /// almost none).
        public let drawnFraction: Double
        /// What it is painted over: the system background of its colour
        /// scheme (white in light mode, black in dark), the screen behind an
        /// app's views.
        public let backdrop: SeenColour
        /// For a stroke, the share of a device pixel its line covers across:
        /// `lineWidth × displayScale`, at most 1; 1 for a fill. A line
        /// narrower than a pixel (`EnvironmentValues.pixelLength`, "the size
        /// of a pixel on the screen", 1 / `displayScale`, iOS 13) is drawn
        /// antialiased, each pixel it crosses tinted by the share it covers:
        /// `lineWidth: 0.01` on a 2x screen tints its pixels 2% and shows
        /// nothing, a 1-point line covers its pixels whole (red-team round 16).
        public let pixelCoverage: Double

        /// The alpha that reaches the eye: the colour's, less what covers it,
        /// times the share of the shape drawn and, for a stroke thinner than
        /// a pixel, the share of the pixel it covers.
        public var shownAlpha: Double { (colour?.alpha ?? 0) * (1 - covered) * drawnFraction * pixelCoverage }

        /// The colour a user sees where it is painted: its colour at
        /// `shownAlpha` composited over `backdrop`. Nil for a colour the
        /// simulator cannot tell.
        public var shown: SeenColour? {
            colour.map { SeenColour(red: $0.red, green: $0.green, blue: $0.blue, alpha: shownAlpha).over(backdrop) }
        }

        /// Whether a user sees it: `shown` differs from `backdrop` by at least
        /// `ViewHost.visibleDifference` (CIEDE2000). One rule for every
        /// check: `Color.yellow.opacity(0.25)` on white shows (ΔE 17),
        /// `opacity(0.03)` does not (ΔE 3), a white fill on white does not.
        public var standsOut: Bool { shown.map { $0.difference(from: backdrop) >= ViewHost.visibleDifference } ?? false }

        /// Whether its colour, where it is painted, looks like `color`
        /// there: both composited over `backdrop`, less than
        /// `ViewHost.visibleDifference` apart (CIEDE2000). A white fill is
        /// white however it is written (`Color.white`, `.background(.background)`,
        /// `Color(white: 1)`). False for a colour the simulator cannot tell.
        public func looks(like color: Color) -> Bool {
            guard let colour, let target = color.rgba(dark: backdrop.brightness < 0.5) else { return false }
            return colour.over(backdrop).difference(from: SeenColour(target).over(backdrop)) < ViewHost.visibleDifference
        }

        public var description: String {
            var text = kind.rawValue + (lineWidth.map { " \(format($0))pt" } ?? "") + " " + (colour?.description ?? "unknown colour")
            if covered > 0 { text += " covered \(format(covered))" }
            if drawnFraction < 1 { text += " drawing \(format(drawnFraction)) of its shape" }
            if pixelCoverage < 1 { text += " covering \(format((pixelCoverage * 100).rounded() / 100)) of a pixel across" }
            return text
        }
    }

    /// What `node` paints, if it paints: a colour view, a shape (filled or
    /// stroked), or a modifier that paints a style (`.background(.yellow)`,
    /// `.background(.yellow, in: Capsule())`, `.overlay(.red)`).
    static func seenPaint(of node: Node, laidOut: Bool) -> Paint? {
        guard let (kind, lineWidth, base, known) = style(of: node) else { return nil }
        let colour = known ? base.flatMap { seen($0, from: node) } : nil
        // The shape's own geometry (a shape view), or the shape a shaped paint fills (`.background(_:in:)`).
        let drawn = ((laidOut ? laidOutGeometry(of: node) : node.facts.shapeGeometry)?.drawnFraction ?? 1) * (laidOut ? keptShare(of: node) : 1)
        let backdrop = SeenColour(node.environment.colorScheme == .dark ? .black : .white)
        return Paint(kind: kind, lineWidth: lineWidth, colour: colour.map(SeenColour.init), covered: laidOut ? cover(over: node) : 0,
                     drawnFraction: drawn, backdrop: backdrop,
                     pixelCoverage: lineWidth.map { pixelCoverage(ofLine: $0, at: node) } ?? 1)
    }

    /// How `node` paints, if it paints: filled or stroked (and how wide), in
    /// which colour as written (nil with `known`: the foreground's default;
    /// `known` false: a style that is not a plain colour).
    static func style(of node: Node) -> (kind: Paint.Kind, lineWidth: Double?, base: Color?, known: Bool)? {
        var kind = Paint.Kind.fill, lineWidth: Double?, base: Color?, known = true
        switch node.facts.layout {
        case .color(let color)?: base = color
        case .paint(let color, _)?:
            base = color
            known = color != nil
        case .shape?:
            // The nearest style on the shape's own chain of modifiers says how it is drawn.
            var style: Node? = node.parent
            while let candidate = style, candidate.role == .modifier, !isShapeStyle(candidate) { style = candidate.parent }
            if let style, style.role == .modifier, case .shapeStyle(let fill)? = style.facts.layout {
                if case .stroke(let width, _, let color)? = style.facts.drawing {
                    (kind, lineWidth) = (.stroke, width)
                    if strokesInForeground(style) { base = foregroundStyle(above: style) } else { (base, known) = (color, color != nil) }
                } else {
                    (base, known) = (fill, fill != nil)
                }
            } else {
                // A shape with no style is filled with the foreground style.
                base = foregroundStyle(above: node)
            }
        default:
            return nil
        }
        return (kind, lineWidth, base, known)
    }

    /// The share of a device pixel a line `width` points wide covers across
    /// on the screen `node` is drawn on: `width × displayScale`, 0…1. The
    /// scale is the environment's (the simulated screen's 2 unless the app
    /// sets it), kept to a real iPhone's 1…3 (UITraitCollection.displayScale:
    /// 2 Retina, 3 Super Retina), so no scale written into the environment
    /// makes a hairline wide.
    static func pixelCoverage(ofLine width: Double, at node: Node) -> Double {
        guard width.isFinite, width > 0 else { return 0 }
        let scale = min(3, max(1, Double(node.environment.displayScale)))
        return min(1, width * scale)
    }

    /// The share of the paint at `node` that the clips and masks around it
    /// keep, 0…1: what of its drawn cells lies inside each clip's shape as
    /// drawn (`clipShape(Rectangle().size(width: 1, height: 1))` keeps a
    /// point) and under each mask's painted cells (`mask(Path(…1×1…))`, a
    /// `Text(".")`: the cells the mask draws in, `Legibility.maskCover`,
    /// times the share of them it inks: an outline symbol, its strokes).
    /// A clip or mask that spans the paint keeps all of it.
    static func keptShare(of node: Node) -> Double {
        guard let own = Legibility.drawn(node)?.frame, own.width > 0, own.height > 0 else { return 1 }
        var kept = own
        var inked = 1.0
        var child: Node = node
        var current = node.parent
        while let ancestor = current {
            if ancestor.facts.drawing == .mask, child.key != .index(1),
               let mask = ancestor.children.first(where: { $0.key == .index(1) }) {
                let cover = Legibility.maskCover(mask, over: kept)
                kept = cover.kept ?? Frame(x: kept.x, y: kept.y, width: 0, height: 0)
                inked *= cover.inked
            } else if ancestor.role == .modifier, let shape = laidOutShape(of: ancestor), !paints(ancestor),
                      let frame = LayoutQuery.frame(of: ancestor) {
                let outline = shape.outline(in: frame)
                kept = Legibility.intersection(kept, laidOutGeometry(of: ancestor)?.drawn(in: outline) ?? outline)
            }
            if kept.width <= 0 || kept.height <= 0 { return 0 }
            child = ancestor
            current = ancestor.parent
        }
        return inked * Double(kept.width * kept.height) / Double(own.width * own.height)
    }

    /// A modifier that paints a shape (`.background(_:in:)`), not one that clips to it.
    private static func paints(_ node: Node) -> Bool {
        if case .paint? = node.facts.layout { return true }
        return false
    }

    private static func isShapeStyle(_ node: Node) -> Bool {
        if case .shapeStyle? = node.facts.layout { return true }
        return false
    }

    /// `stroke(lineWidth:)` / `strokeBorder(lineWidth:)`: outlined in the
    /// foreground style (recorded `stroke(2.0)`, no style before the width).
    private static func strokesInForeground(_ style: Node) -> Bool {
        guard let recorded = style.facts.modifier, let open = recorded.firstIndex(of: "("), recorded.hasSuffix(")") else { return false }
        return Double(recorded[recorded.index(after: open)..<recorded.index(before: recorded.endIndex)]) != nil
    }

    /// The foreground style in effect at `node` (the nearest
    /// `.foregroundStyle`/`.foregroundColor` around it); `.primary` when none.
    /// Nil for a style that is not a plain colour.
    private static func foregroundStyle(above node: Node) -> Color? {
        var current: Node? = node
        while let ancestor = current {
            if case .foreground(let color)? = ancestor.facts.drawing { return color }
            current = ancestor.parent
        }
        return .primary
    }

    /// `color` as drawn at `node`: through every opacity and colour effect
    /// from the node out to the screen, nearest first. A blend mode blends
    /// it with the screen's own colour (white in light mode: what is behind
    /// a paint laid straight on the screen), opaque from there on. Nil for a
    /// colour the simulator cannot tell, a Porter–Duff mode (it depends on
    /// the rest of its layer), or a visual effect of the app's own type.
    /// A `visualEffect`'s effects are read as their modifiers are
    /// (`Drawing.applied(at:)`, twenty-sixth review: it used to make every
    /// paint under it "unknown colour").
    static func seen(_ color: Color, from node: Node) -> RGBA? {
        seen(color, from: node, blendingWithScreen: true)?.colour
    }

    /// `color` as drawn at `node` with its blend mode kept apart: through
    /// every opacity and colour effect from the node out to the screen, and
    /// the innermost blend mode around it (a style's `blendMode(_:)` or a
    /// view's), to be composited with what is drawn behind it
    /// (`ProgressDrawing`). Nil as `seen(_:from:)`.
    static func seenLayer(_ color: Color, from node: Node) -> (colour: RGBA, blend: BlendMode)? {
        seen(color, from: node, blendingWithScreen: false)
    }

    private static func seen(_ color: Color, from node: Node, blendingWithScreen: Bool) -> (colour: RGBA, blend: BlendMode)? {
        let dark = node.environment.colorScheme == .dark
        var blend = BlendMode.normal
        var source = color
        if !blendingWithScreen, let (mode, base) = color.blendParts {
            (blend, source) = (mode, base)
        }
        guard var colour = source.rgba(dark: dark) else { return nil }
        var child: Node? = nil
        var current: Node? = node
        while let ancestor = current {
            if ancestor.isHidden { colour.alpha = 0 }
            guard let drawings = Drawing.applied(at: ancestor) else { return nil }
            for drawing in drawings {
                switch drawing {
                case .opacity(let value): colour.alpha *= value
                case .hidden: colour.alpha = 0
                case .colour(let matrix): colour = matrix.apply(to: colour)
                case .colorMultiply(let by):
                    guard let rgb = by.rgba(dark: dark) else { return nil }
                    colour = ColorMatrix.multiply(by: rgb).apply(to: colour)
                case .blend(let mode) where mode != .normal:
                    if blendingWithScreen {
                        // Blended with the screen behind it (W3C Compositing, Host/BlendModes.swift):
                        // yellow screened, lightened or plus-lightered over white is white.
                        guard let blended = mode.draw(colour, over: dark ? .black : .white) else { return nil }
                        colour = blended
                    } else if blend == .normal {
                        blend = mode
                    }
                case .mask where child != nil && child?.key != .index(1):
                    if let mask = ancestor.children.first(where: { $0.key == .index(1) }) { colour.alpha *= Legibility.maskAlpha(mask) }
                default: break
                }
            }
            child = ancestor
            current = ancestor.parent
        }
        return (colour, blend)
    }

    /// How much of the paint at `node` is hidden by opaque paint laid over
    /// its whole frame: the content in front of a background, an overlay's
    /// fills, later `ZStack` layers, a style painted over it (`.overlay(.white)`).
    /// Fills only: a stroke covers a line, not an area.
    private static func cover(over node: Node) -> Double {
        guard let area = LayoutQuery.frame(of: node) else { return 0 }
        var through = 1.0
        func add(_ fills: [Node], _ alphas: [Double]) {
            for (fill, alpha) in zip(fills, alphas) {
                guard let frame = LayoutQuery.frame(of: fill), Legibility.contains(frame, area) else { continue }
                through *= 1 - min(1, max(0, alpha))
            }
        }
        func fills(in root: Node) {
            let found = shapes(in: root).filter { $0.kind == .fill }
            add(found.map(\.node), found.map { ($0.color?.baseAndAlpha.alpha ?? 1) * opacity(from: $0.node, to: root) })
            // A Canvas's fills, each over the area it fills.
            for fill in canvasFills(in: root) where Legibility.contains(fill.frame, area) {
                through *= 1 - min(1, max(0, fill.alpha * opacity(from: fill.node, to: root)))
            }
            // A rounded-border field's opaque bezel (FieldBezel.swift, twenty-second review).
            let bezels = fieldBezels(in: root)
            add(bezels, bezels.map { opacity(from: $0, to: root) })
        }
        if case .paint(_, behind: true)? = node.facts.layout {
            for content in node.children where !content.isHidden { fills(in: content) }
        }
        var child = node
        var current = node.parent
        while let ancestor = current {
            switch ancestor.facts.layout {
            case .paint(let color?, behind: false)?:
                add([ancestor], [Drawing.coverAlpha(of: color, drawing: ancestor.facts.drawing)])
            case .paint(nil, behind: false)?:
                // A style of no plain colour over it (a material, an image paint): opaque, as in `Legibility`.
                if case .gradientPaint(let leastAlpha)? = ancestor.facts.drawing { add([ancestor], [leastAlpha]) } else { add([ancestor], [1]) }
            case .decoration(let behind, _)? where ancestor.facts.drawing != .mask:
                let decoration = ancestor.children.first { $0.key == .index(1) }
                if decoration === child {
                    // The decoration's later views lie over this one (its implicit ZStack, iOS 15).
                    let layers = LayoutEngine.items(of: child)
                    if let index = layers.firstIndex(where: { isAncestorOrSelf($0, of: node) }) {
                        for layer in layers[(index + 1)...] { fills(in: layer) }
                    }
                }
                if decoration === child, behind {
                    for content in ancestor.children where content !== child && !content.isHidden { fills(in: content) }
                } else if decoration !== child, !behind, let decoration, !decoration.isHidden {
                    fills(in: decoration)
                }
            default:
                // Any container's later children (a ZStack's layers, a custom
                // `Layout`'s or a grid's later subviews: twenty-fourth review),
                // where their fills lie over the whole view.
                let layers = Legibility.childrenInDrawingOrder(of: ancestor) ?? []
                if let index = layers.firstIndex(where: { isAncestorOrSelf($0, of: node) }) {
                    for layer in layers[(index + 1)...] { fills(in: layer) }
                }
            }
            child = ancestor
            current = ancestor.parent
        }
        return 1 - through
    }

    private static func isAncestorOrSelf(_ node: Node, of other: Node) -> Bool {
        var current: Node? = other
        while let candidate = current {
            if candidate === node { return true }
            current = candidate.parent
        }
        return false
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
}
