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
        }
    }
    lab.check("border-along-the-edge") {
        // The grey rounded border is drawn on the fill's edge (overlay after
        // padding and background), with round corners; and the fill's own
        // corners are rounded too (clipped to the card's shape, or a rounded
        // shape itself: the simulator's picture does not draw clipping, so
        // that part is read from the views around the fill).
        let host = ViewHost(AccountScreen())
        let screen = Drawn(host)
        let tree = host.dump(visibleOnly: true).split(separator: "\n").map(String.init)
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
            } else {
                expect(corners == ["╭", "╮", "╰", "╯"], """
                    \(name): the border's corners are drawn \(corners.map(String.init)); expected rounded corners (╭ ╮ ╰ ╯): \
                    stroke the same RoundedRectangle the card is clipped to (a square outline inside a rounded clip loses its corners). \
                    On screen:
                    \(screen.picture(around: card))
                    """)
            }
            expect(fillIsRounded(texts[0], tree), """
                \(name): its white fill has square corners, which poke out past the rounded border: nothing rounds them \
                (no .clipShape(RoundedRectangle(…)) around the fill, and the fill is not a rounded shape). The views around it:
                \(ancestors(of: texts[0], tree).reversed().joined(separator: "\n"))
                """)
        }
    }
    lab.check("one-shared-style") {
        let tree = ViewHost(AccountScreen()).dump().split(separator: "\n").map(String.init)
        for (name, texts) in cards {
            let styled = ancestors(of: texts[0], tree).contains { $0.contains(", CardStyle>") }
            expect(styled, "\(name) is not wrapped in a CardStyle view modifier. The views around “\(texts[0])”:\n"
                   + ancestors(of: texts[0], tree).reversed().joined(separator: "\n"))
        }
    }
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

/// The lines of the views around a text, nearest first (one view a line in
/// `dump()`, children indented; a `(background)` decoration is listed just
/// before the view it decorates).
private func ancestors(of text: String, _ tree: [String]) -> [String] {
    func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
    guard let index = tree.firstIndex(where: { $0.drop { $0 == " " }.hasPrefix("Text \"\(text)\"") }) else { return [] }
    var depth = indent(tree[index])
    var lines: [String] = []
    for (offset, line) in tree[..<index].enumerated().reversed() where indent(line) < depth {
        // The decorations drawn behind this view come just before it, deeper.
        var decorations: [String] = []
        var before = offset - 1
        while before >= 0, indent(tree[before]) > indent(line), tree[before].drop(while: { $0 == " " }).hasPrefix("(background)") {
            decorations.append(tree[before])
            before -= 1
        }
        lines.append(line + decorations.map { "  ⟵ " + $0.drop { $0 == " " } }.joined())
        depth = indent(line)
    }
    return lines
}

/// Whether the white fill around the text has rounded corners: a rounded
/// clip (or corner radius) on the view that draws it or around it, a fill
/// drawn `in:` a rounded shape, or a rounded shape filled white.
private func fillIsRounded(_ text: String, _ tree: [String]) -> Bool {
    let rounded = ["RoundedRectangle", "Capsule", "Circle", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape"]
    let around = ancestors(of: text, tree)
    guard let filled = around.firstIndex(where: { $0.contains(".background") }) else { return false }
    let line = around[filled]
    let fromFill = String(line[line.range(of: ".background")!.lowerBound...])
    let clips = rounded.map { ".clipShape(\($0)" } + [".cornerRadius("]
    if clips.contains(where: fromFill.contains) { return true }
    if around[(filled + 1)...].contains(where: { outer in clips.contains(where: outer.contains) }) { return true }
    if rounded.contains(where: { fromFill.contains(".background(white, in: \($0)") }) { return true }
    return rounded.contains { fromFill.contains("⟵ (background) \($0) .fill(white)") }
}
