/// Markdown for the terminal: lessons, lab READMEs and hints. Without colour
/// the result is plain readable text with no escape sequences at all.
public enum MarkdownRenderer {
    public static func render(_ markdown: String, style: TerminalStyle, width: Int = 80) -> String {
        let renderer = BlockRenderer(style: style)
        let blocks = MarkdownBlockParser.parse(markdown)
        // Below ~20 columns wrapping does more harm than good.
        return renderer.render(blocks, width: max(width, 20), separated: true).joined(separator: "\n")
    }
}

private struct BlockRenderer {
    let style: TerminalStyle

    func render(_ blocks: [MarkdownBlock], width: Int, separated: Bool, listDepth: Int = 0) -> [String] {
        var lines: [String] = []
        for block in blocks {
            if separated, !lines.isEmpty { lines.append("") }
            lines += render(block, width: width, listDepth: listDepth)
        }
        return lines
    }

    private func render(_ block: MarkdownBlock, width: Int, listDepth: Int) -> [String] {
        switch block {
        case let .heading(level, text):
            return heading(level: level, text: text, width: width)
        case let .paragraph(text):
            return wrap(InlineParser.parse(text), width: width)
        case let .list(ordered, start, items):
            return list(ordered: ordered, start: start, items: items, width: width, depth: listDepth)
        case let .quote(blocks):
            let gutter = style.dim("│")
            return render(blocks, width: width - 2, separated: true).map { $0.isEmpty ? gutter : "\(gutter) \($0)" }
        case let .code(language, lines):
            return code(language: language, lines: lines)
        case .rule:
            return [style.dim(String(repeating: "─", count: width))]
        case let .table(header, alignments, rows):
            return table(header: header, alignments: alignments, rows: rows, width: width)
        }
    }

    private func heading(level: Int, text: String, width: Int) -> [String] {
        let runs = InlineParser.parse(text)
        switch level {
        case 1:
            let lines = wrap(runs, width: width, base: .bold, color: style.magenta)
            return lines + [style.magenta(underline("═", under: lines, width: width))]
        case 2:
            let lines = wrap(runs, width: width, base: .bold, color: style.cyan)
            return lines + [style.cyan(underline("─", under: lines, width: width))]
        case 3:
            return wrap([InlineRun(text: "▸ ", attributes: [])] + runs, width: width, base: .bold, color: style.yellow)
        default:
            return wrap(runs, width: width, base: [.bold, .italic])
        }
    }

    private func underline(_ mark: String, under lines: [String], width: Int) -> String {
        String(repeating: mark, count: min(width, lines.map(\.terminalWidth).max() ?? 0))
    }

    private func list(ordered: Bool, start: Int, items: [[MarkdownBlock]], width: Int, depth: Int) -> [String] {
        let bullets = ["•", "◦", "▪"]
        let lastNumber = start + items.count - 1
        let markerWidth = ordered ? String(lastNumber).count + 2 : 2
        var lines: [String] = []
        for (offset, item) in items.enumerated() {
            let marker = ordered ? "\(start + offset)." : bullets[depth % bullets.count]
            let padded = String(repeating: " ", count: markerWidth - 1 - marker.count) + marker + " "
            let body = render(item, width: width - markerWidth, separated: false, listDepth: depth + 1)
            for (number, line) in body.enumerated() {
                let prefix = number == 0 ? style.cyan(padded) : String(repeating: " ", count: markerWidth)
                lines.append(line.isEmpty ? "" : prefix + line)
            }
            if body.isEmpty { lines.append(style.cyan(padded)) }
        }
        return lines
    }

    private func code(language: String, lines: [String]) -> [String] {
        let source = lines.joined(separator: "\n")
        let shown = language.lowercased() == "swift" ? SwiftHighlighter.highlight(source, style: style) : source
        let gutter = "  " + style.dim("│") + " "
        return shown.split(separator: "\n", omittingEmptySubsequences: false).map { gutter + $0 }
    }

    private func table(header: [String], alignments: [TableAlignment], rows: [[String]], width: Int) -> [String] {
        let columns = header.count
        // GitHub tables: missing cells are empty, extra cells are dropped.
        let cells = ([header] + rows).map { row in
            (0..<columns).map { InlineParser.parse($0 < row.count ? row[$0] : "") }
        }
        func lines(row: Int, column: Int, width: Int) -> [String] {
            wrap(cells[row][column], width: width, base: row == 0 ? .bold : [])
        }
        func widestLine(column: Int, width: Int) -> Int {
            cells.indices.map { row in lines(row: row, column: column, width: width).map(\.terminalWidth).max() ?? 0 }
                .max() ?? 0
        }
        var widths = (0..<columns).map { widestLine(column: $0, width: .max) }
        // Too wide for the terminal: narrow the widest columns and wrap their
        // cells, down to a readable minimum.
        let available = width - 3 * (columns - 1)
        while widths.reduce(0, +) > available,
            let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 8
        {
            widths[widest] -= 1
        }
        widths = widths.indices.map { widestLine(column: $0, width: widths[$0]) }

        let separator = style.dim(" │ ")
        let rule = style.dim(widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─"))
        var output: [String] = []
        for row in cells.indices {
            let wrapped = (0..<columns).map { lines(row: row, column: $0, width: widths[$0]) }
            for index in 0..<(wrapped.map(\.count).max() ?? 1) {
                let line = (0..<columns).map { column in
                    pad(
                        index < wrapped[column].count ? wrapped[column][index] : "", to: widths[column],
                        alignment: column < alignments.count ? alignments[column] : .left)
                }.joined(separator: separator)
                output.append(String(line.reversed().drop(while: { $0 == " " }).reversed()))
            }
            if row == 0 { output.append(rule) }
        }
        return output
    }

    private func pad(_ cell: String, to width: Int, alignment: TableAlignment) -> String {
        let space = max(0, width - cell.terminalWidth)
        switch alignment {
        case .left: return cell + String(repeating: " ", count: space)
        case .right: return String(repeating: " ", count: space) + cell
        case .center:
            return String(repeating: " ", count: space / 2) + cell + String(repeating: " ", count: space - space / 2)
        }
    }

    // MARK: Inline text

    /// A word: pieces with no breakable space between them (a code span's
    /// spaces never break).
    private typealias Word = [InlineRun]

    private func wrap(
        _ runs: [InlineRun], width: Int, base: InlineRun.Attributes = [], color: ((String) -> String)? = nil
    ) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for paragraphLine in words(in: runs) {
            for word in paragraphLine {
                let text = word.map { paint($0, base: base, color: color) }.joined()
                let wordWidth = text.terminalWidth
                if currentWidth > 0, currentWidth + 1 + wordWidth > width {
                    lines.append(current)
                    current = ""
                    currentWidth = 0
                }
                if currentWidth > 0 {
                    current += " "
                    currentWidth += 1
                }
                current += text
                currentWidth += wordWidth
            }
            lines.append(current)
            current = ""
            currentWidth = 0
        }
        return lines
    }

    /// Splits runs into hard-broken lines of words.
    private func words(in runs: [InlineRun]) -> [[Word]] {
        var lines: [[Word]] = [[]]
        var word: Word = []
        func endWord() {
            if !word.isEmpty { lines[lines.count - 1].append(word) }
            word = []
        }
        for run in runs {
            if run.attributes.contains(.code) {
                word.append(run)
                continue
            }
            var piece = ""
            for character in run.text {
                if character == " " || character == "\n" {
                    if !piece.isEmpty { word.append(InlineRun(text: piece, attributes: run.attributes)) }
                    piece = ""
                    endWord()
                    if character == "\n" { lines.append([]) }
                } else {
                    piece.append(character)
                }
            }
            if !piece.isEmpty { word.append(InlineRun(text: piece, attributes: run.attributes)) }
        }
        endWord()
        return lines
    }

    /// Each piece is painted on its own, so nested styles never cancel each
    /// other (a code span inside a heading keeps its colour and the heading's).
    private func paint(_ run: InlineRun, base: InlineRun.Attributes, color: ((String) -> String)?) -> String {
        let attributes = run.attributes.union(base)
        var text = run.text
        if attributes.contains(.code) {
            text = style.usesColor ? style.cyan(text) : "`\(text)`"
        } else if let color {
            text = color(text)
        }
        if attributes.contains(.url) { text = style.dim(text) }
        if attributes.contains(.link) { text = style.underline(text) }
        if attributes.contains(.italic) { text = style.italic(text) }
        if attributes.contains(.bold) { text = style.bold(text) }
        return text
    }
}
