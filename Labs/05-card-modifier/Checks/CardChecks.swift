import SwiftUI
@testable import StudentCode

/// Each card, by what it shows (measured on the account screen as the app
/// lays it out, wherever the card's style is applied).
private let cards = [
    ("ProfileCard", ["Ana Lima", "Member since 2021"]),
    ("LastOrderCard", ["Order #1042", "Delivered"]),
    ("SettingsCard", ["Notifications", "Email and push"]),
]

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("cards-show") {
        let host = ViewHost(AccountScreen())
        for text in ["Ana Lima", "Order #1042", "Delivered", "Notifications"] {
            expect(host.texts.contains(text), "the account screen shows \(host.texts); “\(text)” is missing")
        }
    }
    lab.check("padding-inside-background") {
        // Measured, not read: the white fill (`.` on the drawn screen, under
        // the border drawn on its edge) must reach exactly the 16-point
        // padding (2 columns, 1 row) past the card's texts on every side, and
        // cover all of it, however the card spells its chain.
        let host = ViewHost(AccountScreen())
        let screen = Drawn(host)
        for (name, texts) in cards {
            guard let content = screen.content(texts, in: host) else {
                expect(false, "\(name): \(texts) are not all on screen (it shows \(host.texts))")
                continue
            }
            let card = screen.card(around: content)
            let inset = (left: content.x - card.left, right: card.right - content.right,
                         top: content.y - card.top, bottom: card.bottom - content.bottom)
            let bare = screen.cells(in: card).filter { !content.textCells.contains($0) && !screen.isCard($0) }
            let cause = bare.isEmpty
                ? "the fill reaches \(inset.left) columns left, \(inset.right) right, \(inset.top) rows above and \(inset.bottom) below the text"
                : "\(bare.count) cells between the text and the card's edge are not white: the background is applied before (some of) the padding"
            expect(bare.isEmpty && inset == (2, 2, 1, 1), """
                \(name): \(cause). With .padding(16) inside the background, and no other padding, the fill reaches \
                exactly 2 columns and 1 row past the text on every side. On screen (. is white):
                \(screen.picture(around: card))
                """)
            // The cells round any padding above zero up to a row (a tenth of a point fills it):
            // the padding in points as written, between each text and the fill (lab 16's rule).
            if bare.isEmpty && inset == (2, 2, 1, 1), let padding = innerPadding(around: texts, in: host) {
                let asked = ViewHost.Insets(top: 16, leading: 16, bottom: 16, trailing: 16)
                expect(padding == asked, """
                    \(name): the card's texts are padded \(padding) points inside the white fill; the card's look is 16 points \
                    of inner padding on every side (\(asked)). The screen's rows are 16 points, so a thinner padding still \
                    fills a row here, but on a device the text sits on the card's border.
                    """)
            }
        }
    }
    lab.check("border-along-the-edge") {
        // The grey rounded border is drawn on the fill's edge (overlay after
        // padding and background), with round corners, and nothing cuts
        // them; the white fill's visible corners are the border's shape
        // (clipped to it, or a rounded shape itself). The border is judged
        // as a user sees it (`PaintLayer.seen`: its colour stands out from
        // the screen after every effect and blend, and it draws at least
        // half of its outline), the fill by the colour it looks. The drawing shows
        // where the border runs; the shapes (corner radii included) and the
        // clips that cut them are read from `host.paint(around:)`.
        let host = ViewHost(AccountScreen())
        let screen = Drawn(host)
        for (name, texts) in cards {
            guard let content = screen.content(texts, in: host) else {
                expect(false, "\(name): \(texts) are not all on screen (it shows \(host.texts))")
                continue
            }
            let card = screen.card(around: content)
            let edge = screen.perimeter(of: card)
            let unbordered = edge.filter { !Drawn.outline.contains(screen[$0]) }
            let corners = [(card.left, card.top), (card.right, card.top), (card.left, card.bottom), (card.right, card.bottom)].map { screen[$0] }
            if !unbordered.isEmpty {
                expect(false, """
                    \(name): \(unbordered.count) cells along the white card's edge have no border: the border is not drawn around the \
                    padded, filled card (an overlay written before the padding or the background outlines only what came before it). \
                    On screen (. is white):
                    \(screen.picture(around: card))
                    """)
                continue
            }
            // Each corner as a user sees it: the drawing shows a corner square
            // when its radius is below what a user sees as rounded
            // (`PaintedShape.visibleCornerRadius`, 4 points), and an uneven
            // rectangle's corners each by its own radius: all four must be round.
            expect(corners == ["╭", "╮", "╰", "╯"], """
                \(name): the border's corners are drawn \(corners.map(String.init)); expected four rounded corners (╭ ╮ ╰ ╯): \
                stroke the same RoundedRectangle the card is clipped to (a square outline inside a rounded clip loses its corners; \
                a radius under \(Int(ViewHost.PaintedShape.visibleCornerRadius)) points rounds off too little to see, and an \
                UnevenRoundedRectangle's corners of radius 0 are square). \
                On screen:
                \(screen.picture(around: card))
                """)
            let layers = host.paint(around: texts[0])
            let painted = layers.map { "    \($0)" }.joined(separator: "\n")
            let onCard = { (layer: ViewHost.PaintLayer) in
                layer.frame.x == card.left && layer.frame.y == card.top
                    && layer.frame.x + layer.frame.width - 1 == card.right && layer.frame.y + layer.frame.height - 1 == card.bottom
            }
            guard let border = layers.first(where: { $0.kind == .stroke && onCard($0) }),
                  let fill = layers.first(where: { $0.kind == .fill && $0.seen?.looks(like: .white) == true && onCard($0) }) else {
                expect(false, "\(name): no white fill and stroked border both cover the card's edge. Painted around “\(texts[0])”, nearest first:\n\(painted)")
                continue
            }
            // The border as a user sees it: its colour over the screen after every opacity, effect and
            // blend (a white, a clear or a screened-away grey border shows nothing), drawn in full.
            guard let seen = border.seen, seen.standsOut, seen.drawnFraction >= 0.5 else {
                let shown = border.seen.map { paint in
                    paint.shown.map { "\(paint), seen as \($0) over \(paint.backdrop) (ΔE \(Int($0.difference(from: paint.backdrop).rounded())); a user sees \(Int(ViewHost.visibleDifference)) or more)" } ?? "\(paint)"
                } ?? "\(border)"
                expect(false, """
                    \(name): the border is drawn where no one sees it: \(shown). Stroke the card's edge in grey, \
                    in full. Painted around “\(texts[0])”, nearest first:
                    \(painted)
                    """)
                continue
            }
            let borderCut = cuts(of: border)
            guard borderCut.isEmpty else {
                expect(false, """
                \(name): the border is a \(border.shape) but the card is clipped to \(borderCut.map(\.description).joined(separator: ", ")): \
                the clip cuts the border's corners off. Stroke the same shape the card is clipped to. Painted around “\(texts[0])”, nearest first:
                \(painted)
                """)
                continue
            }
            let fillCorners = visibleShape(of: fill)
            expect(border.shape.isRounded && fillCorners == border.shape, """
                \(name): the white fill's corners are \(fillCorners.map(\.description) ?? "cut by two different shapes"), the border is a \(border.shape): \
                \(fillCorners == .rectangle ? "square corners poke out past the rounded border (nothing clips the fill to the card's shape)" : "the fill and its border do not meet at the corners"). \
                Painted around “\(texts[0])”, nearest first:
                \(painted)
                """)
        }
    }
    lab.check("one-shared-style") {
        // A CardStyle around each card, and the card's look drawn by that
        // modifier's own body: each padding between the text and the card's
        // edge, its white fill and its border were written in CardStyle's
        // `body(content:)`, not in the card (`declaredIn`: whose body applied
        // a modifier, read from `host.tree` and `host.paint(around:)`; a
        // modifier's content counts as written where the modifier is applied).
        // The card a user sees: `host.visibleTree`, where a hidden, styled
        // copy of the card cannot answer for a hand-styled one on screen.
        let host = ViewHost(AccountScreen())
        let tree = host.visibleTree
        for (name, texts) in cards {
            guard let index = tree.firstIndex(where: { $0.text == texts[0] }) else {
                expect(false, "\(name): “\(texts[0])” is not on the account screen (it shows \(host.texts))")
                continue
            }
            let path = tree.path(to: index)
            guard let style = path.lastIndex(where: { $0.modifierType.map(ViewHost.name(of:)) == "CardStyle" }) else {
                expect(false, "\(name) is not wrapped in a CardStyle view modifier. The views around “\(texts[0])”, nearest first:\n"
                       + describe(path.reversed()))
                continue
            }
            let paddings = path[(style + 1)...].flatMap(\.modifiers).filter { $0.name == "padding" }
            let layers = host.paint(around: texts[0])
            let fill = layers.first { $0.kind == .fill && $0.seen?.looks(like: .white) == true }
            let border = layers.first { $0.kind == .stroke }
            var elsewhere: [String] = []
            if paddings.isEmpty || paddings.contains(where: { $0.declaredIn != "CardStyle" }) {
                elsewhere.append("its padding (\(paddings.isEmpty ? "none inside CardStyle" : paddings.map { "\($0) in \($0.declaredIn ?? "?")" }.joined(separator: ", ")))")
            }
            if fill?.declaredIn != "CardStyle" { elsewhere.append("its white fill (\(fill.map { "in \($0.declaredIn ?? "?")" } ?? "none"))") }
            if border?.declaredIn != "CardStyle" { elsewhere.append("its border (\(border.map { "in \($0.declaredIn ?? "?")" } ?? "none"))") }
            expect(elsewhere.isEmpty, """
                \(name) is wrapped in CardStyle, but CardStyle does not draw the card: \(elsewhere.joined(separator: "; ")) \
                \(elsewhere.count == 1 ? "is" : "are") not written in CardStyle's body(content:). Move the padding, background \
                and border into CardStyle, so every card gets them from the one shared style. The views around “\(texts[0])”, nearest first:
                \(describe(path.reversed()))
                """)
        }
    }
}

/// The padding in points as written between the card's texts and the fill
/// around them (`host.padding(around:)`: every `.padding` in between, however
/// it is spelled): the first text's top, the last text's bottom, and the
/// least of their leading and trailing paddings. Nil when a text has no fill
/// around it (another check says so).
@MainActor private func innerPadding(around texts: [String], in host: ViewHost) -> ViewHost.Insets? {
    let paddings = texts.compactMap { host.padding(around: $0) }
    guard paddings.count == texts.count, let first = paddings.first, let last = paddings.last else { return nil }
    return ViewHost.Insets(top: first.top, leading: paddings.map(\.leading).min() ?? 0,
                           bottom: last.bottom, trailing: paddings.map(\.trailing).min() ?? 0)
}

/// Views as `dump()` lines, each with the view whose body wrote it.
private func describe(_ views: [ViewHost.TreeNode]) -> String {
    views.map { "    \($0)\($0.declaredIn.map { "   (written in \($0))" } ?? "")" }.joined(separator: "\n")
}

/// The screen as the simulator draws it, cell by cell.
@MainActor private struct Drawn {
    static let outline: Set<Character> = ["─", "│", "╭", "╮", "╰", "╯", "┌", "┐", "└", "┘"]
    let rows: [[Character]]

    init(_ host: ViewHost) {
        let lines = host.snapshot().split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        let width = max(host.screen.width, lines.map(\.count).max() ?? 0)
        rows = lines.map { $0 + Array(repeating: " ", count: width - $0.count) }
    }

    subscript(_ cell: (Int, Int)) -> Character {
        cell.1 >= 0 && cell.1 < rows.count && cell.0 >= 0 && cell.0 < rows[cell.1].count ? rows[cell.1][cell.0] : " "
    }

    /// White, or a border drawn over it.
    func isCard(_ cell: Cell) -> Bool { self[(cell.x, cell.y)] == "." || Drawn.outline.contains(self[(cell.x, cell.y)]) }

    struct Cell: Hashable { let x: Int, y: Int }

    struct Content {
        let x: Int, y: Int, right: Int, bottom: Int
        let textCells: Set<Cell>
    }

    struct Box { let left: Int, top: Int, right: Int, bottom: Int }

    /// The union of the texts' frames.
    func content(_ texts: [String], in host: ViewHost) -> Content? {
        let frames = texts.compactMap { host.frame(of: $0) }
        guard frames.count == texts.count else { return nil }
        var cells = Set<Cell>()
        for frame in frames {
            for y in frame.y..<(frame.y + frame.height) { for x in frame.x..<(frame.x + frame.width) { cells.insert(Cell(x: x, y: y)) } }
        }
        return Content(x: frames.map(\.x).min()!, y: frames.map(\.y).min()!,
                       right: frames.map { $0.x + $0.width - 1 }.max()!, bottom: frames.map { $0.y + $0.height - 1 }.max()!,
                       textCells: cells)
    }

    /// The white card around the content: from the content outwards, as far
    /// as white (or a border on it) reaches along the content's first row
    /// and first column.
    func card(around content: Content) -> Box {
        func reach(_ x: Int, _ y: Int, _ dx: Int, _ dy: Int) -> Int {
            var (x, y) = (x, y)
            while isCard(Cell(x: x + dx, y: y + dy)) || (dx != 0 && content.textCells.contains(Cell(x: x + dx, y: y))) { x += dx; y += dy }
            return dx != 0 ? x : y
        }
        return Box(left: min(content.x, reach(content.x, content.y, -1, 0)),
                   top: min(content.y, reach(content.x, content.y, 0, -1)),
                   right: max(content.right, reach(content.right, content.y, 1, 0)),
                   bottom: max(content.bottom, reach(content.x, content.bottom, 0, 1)))
    }

    func cells(in box: Box) -> [Cell] {
        (box.top...box.bottom).flatMap { y in (box.left...box.right).map { Cell(x: $0, y: y) } }
    }

    func perimeter(of box: Box) -> [(Int, Int)] {
        cells(in: box).filter { $0.x == box.left || $0.x == box.right || $0.y == box.top || $0.y == box.bottom }.map { ($0.x, $0.y) }
    }

    /// The drawn rows around the box, one more cell on each side.
    func picture(around box: Box) -> String {
        let top = max(0, box.top - 1), bottom = min(rows.count - 1, box.bottom + 1)
        return rows[top...bottom].map { "    " + String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
            .joined(separator: "\n")
    }
}

/// The clips over a layer that cut its corners: of the layer's own frame,
/// round, and another shape than the layer's (a clip with a larger radius
/// cuts a border's corners; a square clip cuts nothing off a rounded one).
private func cuts(of layer: ViewHost.PaintLayer) -> [ViewHost.PaintedShape] {
    layer.clips.filter { $0.frame == layer.frame && !$0.shape.isSquare && $0.shape != layer.shape }.map(\.shape)
}

/// The shape a layer shows at its corners: its own when rounded, else the
/// rounded clip of its own size; nil when two different round shapes cut it.
private func visibleShape(of layer: ViewHost.PaintLayer) -> ViewHost.PaintedShape? {
    let rounded = Set(([layer.shape] + layer.clips.filter { $0.frame == layer.frame }.map(\.shape)).filter { !$0.isSquare }.map(\.description))
    if rounded.count > 1 { return nil }
    return ([layer.shape] + layer.clips.filter { $0.frame == layer.frame }.map(\.shape)).first { !$0.isSquare } ?? .rectangle
}
