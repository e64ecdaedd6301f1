/// Draws the laid-out screen as text: shapes as boxes (`┌─┐` for
/// `Rectangle`, `╭─╮` for the round ones, each corner by the radius a user
/// sees: `PaintedShape.visibleCornerRadius`) unless filled, colours (a `Color`
/// view, a background or overlay style, a shape's fill) as a fill character
/// per colour, texts where they land. Spaces in a text let the fill show through;
/// an outline never covers text (an overlay border exactly the size of its
/// text would otherwise hide it, where on screen the stroke runs along its edges).
@MainActor
enum Snapshot {
    /// The fill character of each colour; `clear` and a colour at opacity 0
    /// draw nothing, colours not listed (rgb, accent…) draw `*`.
    /// `Color.blue.opacity(0.2)` is blue.
    static let fills: [(name: String, character: Character)] = [
        ("yellow", "░"), ("blue", "▒"), ("red", "▓"), ("black", "█"), ("green", ":"), ("orange", "+"),
        ("purple", "%"), ("pink", "~"), ("gray", "·"), ("white", "."), ("primary", "#"), ("secondary", "·"),
    ]

    static func fill(for color: Color) -> Character? {
        let base = color.name.split(separator: " ").first.map(String.init) ?? color.name
        if color.isInvisible { return nil }
        if let named = fills.first(where: { $0.name == base }) { return named.character }
        return lookalike(of: color) ?? "*"
    }

    /// A colour not listed by name (`accent`, `rgb(…)`, `hsb(…)`, a
    /// gradient's mean) draws as the listed hue it looks like: the nearest
    /// saturated listed colour by CIEDE2000 within `lookalikeDifference`
    /// (systemBlue's RGB and `Color.accentColor` are blue, `Color(hue: 0.6,
    /// …)` too), judged opaque in light mode, or the same colour as any
    /// listed one (ΔE below 1: `.background` is white); else none. Other greys and near-whites
    /// keep their own mark (`Color(white: 0.95)` behind a white card is not
    /// the card's white: checks find a card's edge by it).
    private static func lookalike(of color: Color) -> Character? {
        guard var rgba = color.rgba(dark: false) else { return nil }
        rgba.alpha = 1
        let saturated = ViewHost.SeenColour(rgba).saturation >= 0.3
        let nearest = fills.compactMap { named -> (Character, Double)? in
            guard var listed = Color(named.name).rgba(dark: false) else { return nil }
            listed.alpha = 1
            return (named.character, rgba.difference(from: listed))
        }.min { $0.1 < $1.1 }
        // The same colour as a listed one (`.background`, `Color(white: 1)`: white) draws as it.
        guard let nearest, nearest.1 < 1 || (saturated && nearest.1 <= lookalikeDifference) else { return nil }
        return nearest.0
    }

    /// How close (CIEDE2000) a colour must be to a listed one to draw as it.
    static let lookalikeDifference = 12.0

    struct Canvas {
        let width: Int
        let height: Int
        var cells: [[Character]]
        /// Cells holding a character of a text.
        var isText: [[Bool]]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            cells = Array(repeating: Array(repeating: " ", count: max(0, width)), count: max(0, height))
            isText = Array(repeating: Array(repeating: false, count: max(0, width)), count: max(0, height))
        }

        mutating func put(_ character: Character, _ x: Int, _ y: Int, clip: Rect) {
            guard x >= 0, y >= 0, x < width, y < height, clip.contains(x, y) else { return }
            cells[y][x] = character
            isText[y][x] = false
        }

        mutating func putText(_ character: Character, _ x: Int, _ y: Int, clip: Rect) {
            guard x >= 0, y >= 0, x < width, y < height, clip.contains(x, y) else { return }
            cells[y][x] = character
            isText[y][x] = true
        }

        /// A stroke: drawn around text, never over it.
        mutating func putOutline(_ character: Character, _ x: Int, _ y: Int, clip: Rect) {
            guard x >= 0, y >= 0, x < width, y < height, !isText[y][x] else { return }
            put(character, x, y, clip: clip)
        }

        /// A fill; a translucent one (`keepsText`) leaves the text under it readable, as a scrim does.
        mutating func fill(_ character: Character, _ rect: Rect, clip: Rect, keepsText: Bool = false) {
            guard rect.width > 0, rect.height > 0 else { return }
            for y in rect.y..<(rect.y + min(rect.height, height + 1)) {
                for x in rect.x..<(rect.x + min(rect.width, width + 1)) {
                    if keepsText, x >= 0, y >= 0, x < width, y < height, isText[y][x] { continue }
                    put(character, x, y, clip: clip)
                }
            }
        }

        var text: String {
            cells.map { row in
                var line = String(row)
                while line.last == " " { line.removeLast() }
                return line
            }.joined(separator: "\n")
        }
    }

    struct Rect {
        var x: Int, y: Int, width: Int, height: Int
        func contains(_ px: Int, _ py: Int) -> Bool { px >= x && py >= y && px < x + width && py < y + height }
        func intersection(_ other: Rect) -> Rect {
            let left = max(x, other.x), top = max(y, other.y)
            let right = min(x + width, other.x + other.width), bottom = min(y + height, other.y + other.height)
            return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
        }
    }

    static func render(_ root: Node, screen: CellSize) -> String {
        var canvas = Canvas(width: screen.width, height: screen.height)
        let clip = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        draw(root, x: 0, y: 0, clip: clip, fill: nil, alpha: 1, into: &canvas)
        return canvas.text
    }

    /// `alpha`: the product of the opacities around `node`; a colour drawn
    /// over text at less than `Legibility`'s cover threshold keeps the text.
    private static func draw(_ node: Node, x ox: Int, y oy: Int, clip: Rect, fill: Color?, alpha outer: Double, into canvas: inout Canvas) {
        let x = ox + node.layout.x, y = oy + node.layout.y
        var alpha = outer
        if case .opacity(let value)? = node.facts.drawing { alpha *= value }
        func keepsText(_ color: Color) -> Bool { color.baseAndAlpha.alpha * alpha < 1 - Legibility.faintest }
        let rect = Rect(x: x, y: y, width: node.layout.size.width, height: node.layout.size.height)
        func children(clip: Rect = clip, fill: Color? = nil) {
            // Covered views and presented content are not drawn on this screen.
            var drawn = node.facts.layout == .presenting ? Array(node.children.prefix(1)) : node.children
            // A ZStack draws its layers (laid out through any groups) by `zIndex`.
            if case .zstack? = node.facts.layout, Legibility.hasZIndex(in: node) { drawn = Legibility.inZOrder(of: node) }
            for child in drawn where !child.isHidden { draw(child, x: x, y: y, clip: clip, fill: fill, alpha: alpha, into: &canvas) }
        }
        // What `.opacity(0)`, `.hidden()` or a zero frame hides keeps its place but draws nothing; nor does a mask.
        if OnScreen.hidesContent(node) || OnScreen.isMask(node) || OnScreen.showsOnlyWhenOpened(node) { return }
        if LayoutEngine.isTransparent(node) { return children(fill: fill) }
        switch node.facts.layout {
        case .color(let color)?:
            if let character = Self.fill(for: color) { canvas.fill(character, rect, clip: clip, keepsText: keepsText(color)) }
        case .shape(let kind)?:
            // A shape filled with a clear colour (`.fill(.clear)`, `.fill(Color.black.opacity(0))`,
            // a pressed scrim at rest) paints nothing a user sees: no outline either (twenty-third review).
            if let fill, fill.isInvisible { return }
            // Where its geometry puts it (a `Path`'s points, `size(…)`, a trim to nothing: no cells).
            var drawn = rect
            if let geometry = ViewHost.laidOutGeometry(of: node) {
                let cells = geometry.drawn(in: ViewHost.Frame(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
                drawn = Rect(x: cells.x, y: cells.y, width: cells.width, height: cells.height)
            }
            // Each corner as a user sees it: square where its radius is too
            // small to see (`PaintedShape.visibleCornerRadius`), an uneven
            // rectangle's corners each by its own radius.
            let corners: ViewHost.PaintedShape.Corners = kind == .rectangle ? [] : ViewHost.laidOutShape(of: node)?.visiblyRoundCorners ?? .all
            box(corners, drawn, fill: fill.flatMap(Self.fill(for:)), clip: clip, into: &canvas)
        case .shapeStyle(let color)?:
            // A stroke in a clear colour draws no outline (twenty-third review).
            if case .stroke(_, _, let stroke?)? = node.facts.drawing, stroke.isInvisible { return }
            children(fill: color)
        case .paint(let color, let behind)?:
            let character = color.flatMap(Self.fill(for:))
            if behind, let character { canvas.fill(character, rect, clip: clip) }
            children()
            // A gradient overlay covers as its most transparent stop (a scrim fading to clear keeps the text).
            if !behind, let character, let color {
                canvas.fill(character, rect, clip: clip,
                            keepsText: Drawing.coverAlpha(of: color, drawing: node.facts.drawing) * alpha < 1 - Legibility.faintest)
            }
        case .scroll?, .list?, .geometry?:
            children(clip: clip.intersection(rect))
        case .divider?:
            if rect.height > 1, rect.width == 1 {
                for row in 0..<rect.height { canvas.put("│", x, y + row, clip: clip) }
            } else {
                for column in 0..<max(0, rect.width) { canvas.put("─", x + column, y, clip: clip) }
            }
        case .image?:
            canvas.put("■", x, y, clip: clip)
        case nil:
            if let text = node.facts.text, node.children.isEmpty {
                // A text a user cannot read (`Legibility`) is not drawn: what `texts` leaves out, the picture does too.
                guard rect.width > 0, rect.height > 0 else { return }
                let judged = Legibility.judge(node)
                guard judged.why == nil || judged.cut != nil else { return }
                let lines = TextLayout.lines(of: judged.cut ?? text, width: rect.width, height: rect.height)
                for (row, line) in lines.prefix(max(1, rect.height)).enumerated() {
                    for (column, character) in line.enumerated() where character != Character(" ") {
                        canvas.putText(character, x + column, y + row, clip: clip)
                    }
                }
                return
            }
            children()
            switch node.facts.control {
            case .toggle(let isOn)?:
                let mark: String = isOn.wrappedValue ? "[x]" : "[ ]"
                for (column, character) in mark.enumerated() {
                    canvas.put(character, x + rect.width - 3 + column, y, clip: clip)
                }
            case .textField(let prompt, let text)?:
                let value = text.wrappedValue.isEmpty ? prompt : text.wrappedValue
                for (column, character) in value.prefix(rect.width).enumerated() {
                    canvas.put(character, x + column, y, clip: clip)
                }
            default:
                break
            }
        default:
            children()
        }
    }

    private static func box(_ corners: ViewHost.PaintedShape.Corners, _ rect: Rect, fill: Character?, clip: Rect, into canvas: inout Canvas) {
        let round = corners == .all
        let (width, height, x, y) = (rect.width, rect.height, rect.x, rect.y)
        guard width > 0, height > 0 else { return }
        // A filled shape is its colour; a plain or stroked one is its outline.
        if let fill { return canvas.fill(fill, rect, clip: clip) }
        if width == 1 || height == 1 {
            if width == 1, height == 1 { canvas.putOutline(round ? "○" : "□", x, y, clip: clip); return }
            if height == 1 {
                canvas.putOutline(corners.isSuperset(of: [.topLeading, .bottomLeading]) ? "(" : "[", x, y, clip: clip)
                canvas.putOutline(corners.isSuperset(of: [.topTrailing, .bottomTrailing]) ? ")" : "]", x + width - 1, y, clip: clip)
                for column in 1..<(width - 1) { canvas.putOutline("─", x + column, y, clip: clip) }
            } else {
                for row in 0..<height { canvas.putOutline("│", x, y + row, clip: clip) }
            }
            return
        }
        for column in 1..<(width - 1) {
            canvas.putOutline("─", x + column, y, clip: clip)
            canvas.putOutline("─", x + column, y + height - 1, clip: clip)
        }
        for row in 1..<(height - 1) {
            canvas.putOutline("│", x, y + row, clip: clip)
            canvas.putOutline("│", x + width - 1, y + row, clip: clip)
        }
        canvas.putOutline(corners.contains(.topLeading) ? "╭" : "┌", x, y, clip: clip)
        canvas.putOutline(corners.contains(.topTrailing) ? "╮" : "┐", x + width - 1, y, clip: clip)
        canvas.putOutline(corners.contains(.bottomLeading) ? "╰" : "└", x, y + height - 1, clip: clip)
        canvas.putOutline(corners.contains(.bottomTrailing) ? "╯" : "┘", x + width - 1, y + height - 1, clip: clip)
    }
}
