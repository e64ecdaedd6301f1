import Foundation

extension ViewHost {
    /// What a user reads on the screen, line by line: the texts a user can
    /// see (as `texts` judges them) that sit side by side on one screen row,
    /// read left to right and joined with a space. A line drawn as several
    /// `Text`s (a mark in its own `Text` before a sentence, a `Label`'s icon
    /// and title) reads as the one line it is on screen. A control's label
    /// (a button's title) is a line of its own, and so is a text set apart
    /// from its neighbour by more than a stack's spacing (a `Spacer`, a
    /// column): those a user reads as separate items.
    public var lines: [String] {
        graph.layoutIfNeeded()
        struct Placed { let x: Int, y: Int, end: Int, text: String, inControl: Bool }
        var placed: [Placed] = []
        graph.forEachVisibleText { node, shown in
            guard let frame = LayoutQuery.frame(of: node) else { return }
            var ancestor: Node? = node
            var inControl = false
            while let current = ancestor, !inControl { inControl = current.facts.control != nil; ancestor = current.parent }
            placed.append(Placed(x: frame.x, y: frame.y, end: frame.x + frame.width, text: shown, inControl: inControl))
        }
        var lines: [String] = []
        for (_, row) in Dictionary(grouping: placed, by: \.y).sorted(by: { $0.key < $1.key }) {
            var previous: Placed?
            for text in row.sorted(by: { $0.x < $1.x }) {
                // One cell is the spacing the layout puts between stacked
                // texts (docs/simulator.md, "Layout"); more sets them apart.
                if let before = previous, !before.inControl, !text.inControl, text.x - before.end <= 1 {
                    // Texts that touch read as one word; one cell apart, as words.
                    lines[lines.count - 1] += (text.x == before.end ? "" : " ") + text.text
                } else {
                    lines.append(text.text)
                }
                previous = text
            }
        }
        return lines
    }
}
