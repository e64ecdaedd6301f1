/// What is painted around a view: each fill, stroke and clip with its shape
/// (corner radius included), the frame it covers and the opacity it is drawn
/// at. The text snapshot draws every round shape with the same `╭╮╰╯`
/// corners and does not draw clipping; checks that judge a card's corners,
/// how far a fill reaches past the content, or a pressed button's dimming
/// read these structured answers instead of `dump()` text.
extension ViewHost {
    /// The outline of a shape view, a clip or a shaped fill.
    public enum PaintedShape: Equatable, Sendable, CustomStringConvertible {
        case rectangle
        /// A `RoundedRectangle` (`.rect(cornerRadius:)`, `.cornerRadius(_:)`), radius in points.
        case roundedRectangle(cornerRadius: Double)
        case capsule, circle, ellipse
        /// An `UnevenRoundedRectangle` (`.rect(topLeadingRadius:…)`, iOS 16)
        /// whose corners differ, each radius in points: "A rectangular shape
        /// with rounded corners with different values" (Apple), a corner of
        /// radius 0 square.
        case unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double)
        /// Any other shape, by type name (a custom `Shape`, a `Path`…).
        case other(String)

        /// A `RoundedRectangle` of radius 0 is a rectangle; an
        /// `UnevenRoundedRectangle` with one radius for all four corners is
        /// that `RoundedRectangle`.
        public init(_ shape: some Shape) {
            switch shape {
            case let carrier as any _ShapeGeometryCarrier: self = carrier._paintedShape
            case let rounded as RoundedRectangle:
                // Twenty-first review: each corner is a quarter ellipse of
                // `cornerSize` (Apple, RoundedRectangle.init(cornerSize:style:),
                // iOS 13: "The width and height of the rounded corner"): it looks
                // as round as its smaller radius (12 wide, 0.5 tall is square).
                let radius = Double(min(abs(rounded.cornerSize.width), abs(rounded.cornerSize.height)))
                self = radius == 0 ? .rectangle : .roundedRectangle(cornerRadius: radius)
            case let uneven as UnevenRoundedRectangle:
                let radii = uneven.cornerRadii
                let all = [radii.topLeading, radii.bottomLeading, radii.bottomTrailing, radii.topTrailing].map(Double.init)
                if Set(all).count == 1 {
                    self = all[0] == 0 ? .rectangle : .roundedRectangle(cornerRadius: all[0])
                } else {
                    self = .unevenRoundedRectangle(topLeading: all[0], bottomLeading: all[1], bottomTrailing: all[2], topTrailing: all[3])
                }
            case is Rectangle: self = .rectangle
            case is Capsule: self = .capsule
            case is Circle: self = .circle
            case is Ellipse: self = .ellipse
            default: self = .other("\(Swift.type(of: shape))")
            }
        }

        /// The smallest corner radius a user sees as rounded, in points:
        /// half a column (`Cells.pointsPerColumn` / 2 = 4). The drawing's
        /// corner glyph (`╭`) bends through the middle of its cell, a
        /// column (8 points) wide: it pictures a radius of half a column.
        /// A smaller radius rounds off less than a quarter of the corner
        /// cell's width (a 0.5-point radius is one pixel of a 2x screen),
        /// so the drawing shows that corner square (`┌`) and the checks
        /// judge it square (twentieth review).
        public static let visibleCornerRadius = Cells.pointsPerColumn / 2

        /// The four corners of a shape's outline.
        public struct Corners: OptionSet, Sendable, Hashable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let topLeading = Corners(rawValue: 1), topTrailing = Corners(rawValue: 2)
            public static let bottomLeading = Corners(rawValue: 4), bottomTrailing = Corners(rawValue: 8)
            public static let all: Corners = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
        }

        /// The corners a user sees rounded: every corner of a capsule, a
        /// circle, an ellipse or a shape known only by name; a rounded
        /// rectangle's where its radius is `visibleCornerRadius` or more
        /// (each corner by its own radius for an uneven one); none of a rectangle.
        public var visiblyRoundCorners: Corners {
            func round(_ radius: Double) -> Bool { radius >= Self.visibleCornerRadius }
            switch self {
            case .rectangle: return []
            case .roundedRectangle(let radius): return round(radius) ? .all : []
            case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
                var corners: Corners = []
                if round(topLeading) { corners.insert(.topLeading) }
                if round(topTrailing) { corners.insert(.topTrailing) }
                if round(bottomLeading) { corners.insert(.bottomLeading) }
                if round(bottomTrailing) { corners.insert(.bottomTrailing) }
                return corners
            case .capsule, .circle, .ellipse, .other: return .all
            }
        }

        /// Whether all four of its corners look round (`visiblyRoundCorners`):
        /// not a rectangle, a rounded rectangle of a radius below
        /// `visibleCornerRadius`, or an uneven one with a square corner.
        public var isRounded: Bool { visiblyRoundCorners == .all }

        /// Whether no corner of it looks round.
        public var isSquare: Bool { visiblyRoundCorners.isEmpty }

        /// The cells its outline spans when drawn in `frame`. A `Circle`
        /// is "centered on the frame of the view containing it", its radius
        /// "half the length of the frame rectangle's smallest edge" (Apple,
        /// `Circle`, iOS 13 on): the square of the smaller side in points
        /// (a column is 8, a row 16), centred. Every other shape is aligned
        /// inside the frame and spans it.
        public func outline(in frame: Frame) -> Frame {
            guard self == .circle else { return frame }
            let side = min(frame.width * 8, frame.height * 16)
            let width = min(frame.width, (side + 4) / 8), height = min(frame.height, (side + 8) / 16)
            return Frame(x: frame.x + (frame.width - width) / 2, y: frame.y + (frame.height - height) / 2, width: width, height: height)
        }

        public var description: String {
            switch self {
            case .rectangle: "Rectangle"
            case .roundedRectangle(let radius): "RoundedRectangle(cornerRadius: \(format(radius)))"
            case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
                "UnevenRoundedRectangle(topLeadingRadius: \(format(topLeading)), bottomLeadingRadius: \(format(bottomLeading)), "
                    + "bottomTrailingRadius: \(format(bottomTrailing)), topTrailingRadius: \(format(topTrailing)))"
            case .capsule: "Capsule"
            case .circle: "Circle"
            case .ellipse: "Ellipse"
            case .other(let name): name
            }
        }
    }

    /// One thing painted around a view.
    public struct PaintLayer: CustomStringConvertible {
        public enum Kind: String, Sendable { case fill, stroke, clip }
        public let kind: Kind
        public let shape: PaintedShape
        /// A fill's colour (`nil`: a stroke, a clip, or a style that is not a
        /// plain colour); a colour's own opacity is in `opacity`.
        public let color: Color?
        /// The cells it draws in (a clip: the area it keeps): its frame, or
        /// less where its shape's geometry says so (`ShapeGeometry`).
        public let frame: Frame
        /// The product of every `.opacity(_:)` around it and of its colour's
        /// own (a pressed style's dimming shows here).
        public let opacity: Double
        /// The product of every `.scaleEffect(_:)` around it (horizontal
        /// factor): a pressed style that shrinks the button shows here.
        public let scale: Double
        /// The clips applied over it, nearest first: a clip further out than
        /// a fill or stroke cuts it (a border stroked with a smaller radius
        /// than the card's clip loses its corners).
        public let clips: [PaintLayer]
        /// The view of the app (or view modifier) whose body painted it,
        /// named as in `bodyCounts` (`ViewHost.TreeNode.declaredIn`).
        public let declaredIn: String?
        /// A fill's colour as a user sees it: through every opacity and
        /// colour effect around it (`brightness`, `contrast`, `saturation`,
        /// `grayscale`, `hueRotation`, `colorInvert`, `luminanceToAlpha`,
        /// `colorMultiply`), composited over the system background of its
        /// colour scheme. Nil for a stroke, a clip, or a colour the simulator
        /// cannot tell. A pressed style that darkens with `.brightness(-0.2)`
        /// shows here, not in `opacity`.
        public var shown: SeenColour? = nil
        /// The colour effects around it, nearest first, as recorded
        /// (`brightness(-0.2)`, `colorInvert`); compare with
        /// `colourEffects(of:)` for a text.
        public var colourEffects: [String] = []
        /// A fill or stroke as a user sees it (`ViewHost.Paint`: its colour
        /// after every effect and blend, what covers it, the share of its
        /// shape drawn and kept by clips and masks); nil for a clip. Judge
        /// a colour by `seen?.standsOut` and its hue, never by `color`'s name.
        public var seen: Paint? = nil
        /// Whether it is laid in front of the views it is around (an
        /// `overlay`, a later `ZStack` layer) rather than behind them (a
        /// `background`, an earlier layer); false for a clip.
        public var front: Bool = false

        public var description: String {
            var text = "\(kind.rawValue) \(shape)"
            if let color { text += " \(color)" }
            text += " at \(frame)"
            if opacity != 1 { text += " opacity \(format(opacity))" }
            if scale != 1 { text += " scale \(format(scale))" }
            if !colourEffects.isEmpty { text += " through " + colourEffects.joined(separator: ", ") + (shown.map { ", seen as \($0)" } ?? "") }
            if !clips.isEmpty { text += " clipped to " + clips.map { "\($0.shape) at \($0.frame)" }.joined(separator: ", ") }
            return text
        }
    }

    /// Everything painted around the first visible `Text` showing `text`,
    /// nearest first: backgrounds and overlays of the views that contain it
    /// (`background(_:)`, `background(_:in:)`, `background { shape }`,
    /// `overlay { shape.stroke() }`, `border`), shapes and colours behind it
    /// in a `ZStack`, and clips (`clipShape`, `cornerRadius`, `clipped`).
    /// A layer hidden by `.opacity(0)` or `.hidden()` is left out. Empty
    /// when no such text is on screen.
    public func paint(around text: String) -> [PaintLayer] {
        guard let shown = shownText(text) else { return [] }
        var found: [(node: Node, kind: PaintLayer.Kind, shape: PaintedShape, color: Color?)] = []
        var fronts: [Bool] = []
        var child = shown
        while let current = child.parent {
            let before = found.count
            var front = false
            switch current.facts.layout {
            case .paint(let color, let behind)?:
                found.append((current, .fill, Self.laidOutShape(of: current) ?? .rectangle, color))
                front = !behind
            case .decoration(let behind, _)?:
                if let decoration = current.children.first(where: { $0.key == .index(1) }), decoration !== child {
                    found += Self.shapes(in: decoration)
                    front = !behind
                }
            case .zstack?:
                let index = current.children.firstIndex { $0 === child } ?? 0
                for (position, sibling) in current.children.enumerated() where sibling !== child {
                    let shapes = Self.shapes(in: sibling)
                    found += shapes
                    fronts += Array(repeating: position > index, count: shapes.count)
                }
                child = current
                continue
            default:
                if let shape = Self.laidOutShape(of: current) { found.append((current, .clip, shape, nil)) }
            }
            fronts += Array(repeating: front, count: found.count - before)
            child = current
        }
        // A clip cuts what its node contains: the layers found before it.
        var layers: [PaintLayer] = []
        for (index, item) in found.enumerated() {
            // The cells it draws in: a `Path`'s points, a shape `size(…)`d, trimmed or moved.
            guard let frame = Legibility.drawn(item.node)?.frame else { continue }
            let clips = item.kind == .clip ? [] : found[(index + 1)...].filter { $0.kind == .clip }.compactMap { clip in
                LayoutQuery.frame(of: clip.node).map {
                    PaintLayer(kind: .clip, shape: clip.shape, color: nil, frame: $0, opacity: 1, scale: 1, clips: [],
                               declaredIn: clip.node.declaringView?.declarationName)
                }
            }
            let (color, alpha) = Self.baseAndAlpha(item.color)
            let backdrop: RGBA = item.node.environment.colorScheme == .dark ? .black : .white
            let shown = item.kind == .fill ? item.color.flatMap { Self.seen($0, from: item.node) }.map { SeenColour($0.over(backdrop)) } : nil
            layers.append(PaintLayer(kind: item.kind, shape: item.shape, color: color, frame: frame,
                                     opacity: Self.product(of: "opacity", around: item.node) * alpha,
                                     scale: Self.product(of: "scaleEffect", around: item.node), clips: clips,
                                     declaredIn: item.node.declaringView?.declarationName,
                                     shown: shown, colourEffects: Self.colourEffects(around: item.node),
                                     seen: item.kind == .clip ? nil : Self.seenPaint(of: item.node, laidOut: true),
                                     front: item.kind != .clip && fronts[index]))
        }
        return layers
    }

    /// Twenty-second review: the colour a user sees where `layers[index]`
    /// (a fill from `paint(around:)`) is painted, with the paint laid in
    /// front of it composited over it: each fill further out (later in the
    /// list) that is `front` (an `overlay`, Apple, overlay(_:alignment:),
    /// iOS 13: "Layers a secondary view in front of this view"; a later
    /// `ZStack` layer) and covers the fill's whole frame, at its alpha after
    /// every opacity and colour effect around it. A pressed style's scrim
    /// (`.overlay(Color.black.opacity(isPressed ? 0.25 : 0))`) shows here:
    /// it lies over the fill and the title together. Nil when the fill's
    /// own colour, or a covering layer's, cannot be told.
    public static func seenThrough(_ layers: [PaintLayer], at index: Int) -> SeenColour? {
        guard layers.indices.contains(index), var colour = layers[index].shown else { return nil }
        let frame = layers[index].frame
        for layer in layers[(index + 1)...] where layer.front && layer.kind == .fill && Legibility.contains(layer.frame, frame) {
            guard let paint = layer.seen else { continue }
            guard let over = paint.colour else { return nil }
            let alpha = over.alpha * (1 - paint.covered) * paint.drawnFraction
            colour = SeenColour(red: over.red, green: over.green, blue: over.blue, alpha: alpha).over(colour)
        }
        return colour
    }

    /// Insets in points, one per edge.
    public struct Insets: Equatable, Sendable, CustomStringConvertible {
        public var top: Double, leading: Double, bottom: Double, trailing: Double

        public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
            (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
        }

        init(_ edges: Edge.Set, _ length: Double) {
            self.init(
                top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
        }

        public static let zero = Insets(top: 0, leading: 0, bottom: 0, trailing: 0)

        public static func + (a: Insets, b: Insets) -> Insets {
            Insets(top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom, trailing: a.trailing + b.trailing)
        }

        public var description: String {
            "top \(format(top)), leading \(format(leading)), bottom \(format(bottom)), trailing \(format(trailing))"
        }
    }

    /// The padding, in points as written, between the first visible `Text`
    /// showing `text` and the nearest fill painted around it (the first
    /// fill `paint(around:)` lists): the sum of every `.padding` between
    /// them (a `.safeAreaPadding` but for the edges its content ignores the
    /// safe area on, `SafeAreaPadding.insets`). The screen's cells round 8
    /// and 16 points to the same row; this does not. Nil when no such text, or no fill around it, is on screen.
    public func padding(around text: String) -> Insets? {
        guard let shown = shownText(text) else { return nil }
        var total = Insets.zero
        var child = shown
        while let current = child.parent {
            let fills: Bool
            switch current.facts.layout {
            case .paint?:
                fills = true
            case .decoration?:
                let decoration = current.children.first { $0.key == .index(1) }
                fills = decoration.map { $0 !== child && Self.shapes(in: $0).contains { $0.kind == .fill } } ?? false
            case .zstack?:
                fills = current.children.contains { $0 !== child && Self.shapes(in: $0).contains { $0.kind == .fill } }
            default:
                fills = false
            }
            if fills { return total }
            if let padding = SafeAreaPadding.insets(of: current) { total = total + padding }
            child = current
        }
        return nil
    }

    /// The opacity the first visible `Text` showing `text` is drawn at: the
    /// product of every `.opacity(_:)` around it; nil when none is on screen.
    public func opacity(of text: String) -> Double? {
        shownText(text).map { Self.product(of: "opacity", around: $0) }
    }

    /// The scale the first visible `Text` showing `text` is drawn at: the
    /// product of every `.scaleEffect(_:)` around it (horizontal factor).
    public func scale(of text: String) -> Double? {
        shownText(text).map { Self.product(of: "scaleEffect", around: $0) }
    }

    /// The colour effects around the first visible `Text` showing `text`,
    /// nearest first, as recorded (`brightness(-0.2)`, `grayscale(1.0)`);
    /// nil when none is on screen. Effects around a text and a fill alike
    /// are the common tail of both lists.
    public func colourEffects(of text: String) -> [String]? {
        shownText(text).map { Self.colourEffects(around: $0) }
    }

    /// Every colour effect modifier from `node` up to the root, nearest first.
    static func colourEffects(around node: Node) -> [String] {
        var effects: [String] = []
        var current: Node? = node
        while let ancestor = current {
            switch ancestor.facts.drawing {
            case .colour?, .colorMultiply?: effects.append(ancestor.facts.modifier ?? "colour effect")
            default: break
            }
            current = ancestor.parent
        }
        return effects
    }

    func shownText(_ text: String) -> Node? {
        graph.firstVisibleText(reading: text)
    }

    /// `Color.blue.opacity(0.7)` is blue painted at 0.7.
    private static func baseAndAlpha(_ color: Color?) -> (Color?, Double) {
        guard let color else { return (nil, 1) }
        let parts = color.name.split(separator: " ")
        guard parts.count == 2, let alpha = Double(parts[1]) else { return (color, 1) }
        return (Color(String(parts[0])), alpha)
    }

    /// The product of the first argument of every `name(…)` effect modifier
    /// from `node` up to the root (`opacity(0.7)`, `scaleEffect(0.96, 1)`).
    private static func product(of name: String, around node: Node) -> Double {
        var product = 1.0
        var current: Node? = node
        while let ancestor = current {
            if ancestor.role == .modifier, let modifier = ancestor.facts.modifier, modifier.hasPrefix(name + "("),
               let value = Double(modifier.dropFirst(name.count + 1).prefix { $0 != ")" && $0 != "," }) {
                product *= value
            }
            current = ancestor.parent
        }
        return product
    }

    /// The shapes and colours a decoration (or a view behind others) paints,
    /// outermost first: a shape is a fill unless a `stroke`/`strokeBorder`
    /// is its nearest style (`.fill(.white).strokeBorder(.gray)` is both).
    static func shapes(in root: Node) -> [(node: Node, kind: PaintLayer.Kind, shape: PaintedShape, color: Color?)] {
        var found: [(node: Node, kind: PaintLayer.Kind, shape: PaintedShape, color: Color?)] = []
        func walk(_ node: Node, styles: [Node]) {
            if OnScreen.hidesContent(node) || OnScreen.paintsNothing(node) { return }
            switch node.facts.layout {
            case .shape?:
                let shape = laidOutShape(of: node) ?? .rectangle
                if styles.isEmpty { found.append((node, .fill, shape, nil)) }
                for style in styles {
                    let stroked = style.facts.modifier?.hasPrefix("stroke") == true
                    guard case .shapeStyle(let color)? = style.facts.layout else { continue }
                    found.append((node, stroked ? .stroke : .fill, shape, stroked ? nil : color))
                }
                return
            case .color(let color)?:
                if !color.isInvisible { found.append((node, .fill, .rectangle, color)) }
                return
            case .image?:
                // A solid symbol (`SymbolShapes`) paints its shape in the foreground style.
                guard let shape = node.facts.paintedShape else { return }
                found.append((node, .fill, shape, styles.last.flatMap { if case .shapeStyle(let color)? = $0.facts.layout { color } else { nil } }))
                return
            case .paint(let color, _)?:
                found.append((node, .fill, laidOutShape(of: node) ?? .rectangle, color))
            case .shapeStyle?:
                for child in node.children where !child.isHidden { walk(child, styles: styles + [node]) }
                return
            default:
                break  // a clip inside a decoration is not followed: it cuts only the decoration
            }
            for child in node.children where !child.isHidden { walk(child, styles: styles) }
        }
        walk(root, styles: [])
        return found
    }
}
