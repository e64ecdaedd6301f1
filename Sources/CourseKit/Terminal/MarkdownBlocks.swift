import Foundation

/// The block structure of a Markdown document: the subset lessons, labs and
/// hints use (CommonMark plus GitHub pipe tables), parsed line by line.
indirect enum MarkdownBlock: Equatable {
    case heading(level: Int, text: String)
    /// Source lines joined by spaces; a hard line break is kept as "\n".
    case paragraph(String)
    case list(ordered: Bool, start: Int, items: [[MarkdownBlock]])
    case quote([MarkdownBlock])
    case code(language: String, lines: [String])
    case rule
    case table(header: [String], alignments: [TableAlignment], rows: [[String]])
}

enum TableAlignment: Equatable {
    case left, center, right
}

struct ListMarker {
    var ordered: Bool
    var number: Int
    var indent: Int
    /// Column where the item's text starts; continuation lines indented this
    /// far belong to the item.
    var contentOffset: Int
    var text: String

    init?(_ line: String) {
        let indent = line.leadingSpaces
        var rest = line.dropFirst(indent)
        if let first = rest.first, "-*+".contains(first) {
            ordered = false
            number = 0
            rest = rest.dropFirst()
            contentOffset = indent + 1
        } else {
            let digits = rest.prefix(while: \.isASCIIDigit)
            guard (1...9).contains(digits.count), let value = Int(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            guard let delimiter = rest.first, delimiter == "." || delimiter == ")" else { return nil }
            rest = rest.dropFirst()
            ordered = true
            number = value
            contentOffset = indent + digits.count + 1
        }
        guard rest.isEmpty || rest.first == " " else { return nil }
        let gap = rest.prefix(while: { $0 == " " }).count
        // CommonMark: five or more spaces after the marker mean one space plus
        // indented content.
        contentOffset += (1...4).contains(gap) ? gap : 1
        self.indent = indent
        text = rest.drop(while: { $0 == " " }).description
    }
}

enum MarkdownBlockParser {
    static func parse(_ markdown: String) -> [MarkdownBlock] {
        let lines = markdown
            .replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\t", with: "    ")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        return parse(lines: lines)
    }

    static func parse(lines: [String]) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.isBlank {
                index += 1
            } else if let fence = Fence(line) {
                blocks.append(parseFencedCode(lines, &index, fence: fence))
            } else if let heading = heading(line) {
                blocks.append(heading)
                index += 1
            } else if isRule(line) {
                blocks.append(.rule)
                index += 1
            } else if quoteContent(line) != nil {
                blocks.append(parseQuote(lines, &index))
            } else if let marker = ListMarker(line) {
                blocks.append(parseList(lines, &index, first: marker))
            } else if startsTable(lines, at: index) {
                blocks.append(parseTable(lines, &index))
            } else if line.leadingSpaces >= 4 {
                blocks.append(parseIndentedCode(lines, &index))
            } else {
                blocks.append(parseParagraph(lines, &index))
            }
        }
        return blocks
    }

    // MARK: Leaf blocks

    struct Fence {
        var marker: Character
        var length: Int
        var indent: Int
        var language: String

        init?(_ line: String) {
            indent = line.leadingSpaces
            let rest = line.dropFirst(indent)
            guard indent <= 3, let first = rest.first, first == "`" || first == "~" else { return nil }
            length = rest.prefix(while: { $0 == first }).count
            guard length >= 3 else { return nil }
            marker = first
            language = rest.dropFirst(length).split(separator: " ").first.map(String.init) ?? ""
        }

        func closes(_ line: String) -> Bool {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.count >= length && trimmed.allSatisfy { $0 == marker }
        }
    }

    static func parseFencedCode(_ lines: [String], _ index: inout Int, fence: Fence) -> MarkdownBlock {
        var body: [String] = []
        index += 1
        while index < lines.count, !fence.closes(lines[index]) {
            let line = lines[index]
            body.append(String(line.dropFirst(min(fence.indent, line.leadingSpaces))))
            index += 1
        }
        index += 1  // the closing fence (or past the end when unclosed)
        return .code(language: fence.language, lines: body)
    }

    static func parseIndentedCode(_ lines: [String], _ index: inout Int) -> MarkdownBlock {
        var body: [String] = []
        while index < lines.count, lines[index].isBlank || lines[index].leadingSpaces >= 4 {
            body.append(String(lines[index].dropFirst(min(4, lines[index].leadingSpaces))))
            index += 1
        }
        while body.last?.isBlank == true { body.removeLast() }
        return .code(language: "", lines: body)
    }

    static func heading(_ line: String) -> MarkdownBlock? {
        let indent = line.leadingSpaces
        let rest = line.dropFirst(indent)
        let level = rest.prefix(while: { $0 == "#" }).count
        guard indent <= 3, (1...6).contains(level) else { return nil }
        let afterHashes = rest.dropFirst(level)
        guard afterHashes.isEmpty || afterHashes.first == " " else { return nil }
        var text = afterHashes.trimmingCharacters(in: .whitespaces)
        // An optional closing run of #s, e.g. "## Title ##".
        let closing = text.reversed().prefix(while: { $0 == "#" }).count
        if closing > 0, closing == text.count || text.dropLast(closing).last == " " {
            text = String(text.dropLast(closing)).trimmingCharacters(in: .whitespaces)
        }
        return .heading(level: level, text: text)
    }

    static func isRule(_ line: String) -> Bool {
        let marks = line.filter { $0 != " " }
        guard line.leadingSpaces <= 3, marks.count >= 3, let first = marks.first, "-*_".contains(first) else {
            return false
        }
        return marks.allSatisfy { $0 == first }
    }

    static func parseParagraph(_ lines: [String], _ index: inout Int) -> MarkdownBlock {
        var text = lines[index].trimmingCharacters(in: .whitespaces)
        var hardBreak = lines[index].hasSuffix("  ") || text.hasSuffix("\\")
        index += 1
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // Setext headings: a paragraph underlined with === or ---.
            if !trimmed.isEmpty, trimmed.allSatisfy({ $0 == "=" }) || trimmed.allSatisfy({ $0 == "-" }) {
                index += 1
                return .heading(level: trimmed.first == "=" ? 1 : 2, text: text)
            }
            if line.isBlank || interruptsParagraph(line) { break }
            if text.hasSuffix("\\") { text.removeLast() }
            text += (hardBreak ? "\n" : " ") + trimmed
            hardBreak = line.hasSuffix("  ") || trimmed.hasSuffix("\\")
            index += 1
        }
        return .paragraph(text)
    }

    static func interruptsParagraph(_ line: String) -> Bool {
        Fence(line) != nil || heading(line) != nil || isRule(line) || quoteContent(line) != nil
            || ListMarker(line) != nil
    }

    // MARK: Container blocks

    static func quoteContent(_ line: String) -> String? {
        let indent = line.leadingSpaces
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard rest.first == ">" else { return nil }
        let content = rest.dropFirst()
        return String(content.first == " " ? content.dropFirst() : content)
    }

    static func parseQuote(_ lines: [String], _ index: inout Int) -> MarkdownBlock {
        var inner: [String] = []
        while index < lines.count {
            let line = lines[index]
            if let content = quoteContent(line) {
                inner.append(content)
            } else if !line.isBlank, let last = inner.last, !last.isBlank, !interruptsParagraph(line) {
                inner.append(line)  // a lazy continuation of the quoted paragraph
            } else {
                break
            }
            index += 1
        }
        return .quote(parse(lines: inner))
    }

    static func parseList(_ lines: [String], _ index: inout Int, first: ListMarker) -> MarkdownBlock {
        var items: [[MarkdownBlock]] = []
        var marker = first
        while true {
            var itemLines = [marker.text]
            index += 1
            while index < lines.count {
                let line = lines[index]
                if line.isBlank {
                    let next = lines[index...].firstIndex { !$0.isBlank }
                    guard let next, lines[next].leadingSpaces >= marker.contentOffset else { break }
                    itemLines.append("")
                } else if line.leadingSpaces >= marker.contentOffset {
                    itemLines.append(String(line.dropFirst(marker.contentOffset)))
                } else if let nested = ListMarker(line) {
                    // Sloppily indented sub-lists ("1. a" then "  - b") still nest.
                    guard nested.indent > marker.indent else { break }
                    itemLines.append(String(line.dropFirst(nested.indent)))
                } else if itemLines.last?.isBlank == false, !interruptsParagraph(line) {
                    itemLines.append(line.trimmingCharacters(in: .whitespaces))
                } else {
                    break
                }
                index += 1
            }
            items.append(parse(lines: itemLines))
            let next = lines[index...].firstIndex { !$0.isBlank }
            guard let next, let sibling = ListMarker(lines[next]), sibling.ordered == first.ordered,
                sibling.indent < marker.contentOffset
            else { break }
            index = next
            marker = sibling
        }
        return .list(ordered: first.ordered, start: first.number, items: items)
    }

    // MARK: Tables

    static func startsTable(_ lines: [String], at index: Int) -> Bool {
        guard index + 1 < lines.count, lines[index].contains("|"), lines[index + 1].contains("|") || lines[index + 1].contains("-") else {
            return false
        }
        return alignments(lines[index + 1]) != nil
    }

    static func alignments(_ delimiterRow: String) -> [TableAlignment]? {
        let cells = tableCells(delimiterRow)
        guard !cells.isEmpty else { return nil }
        var result: [TableAlignment] = []
        for cell in cells {
            let dashes = cell.trimmingCharacters(in: CharacterSet(charactersIn: ":"))
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
            case (true, true): result.append(.center)
            case (false, true): result.append(.right)
            default: result.append(.left)
            }
        }
        return result
    }

    static func parseTable(_ lines: [String], _ index: inout Int) -> MarkdownBlock {
        let header = tableCells(lines[index])
        let columnAlignments = alignments(lines[index + 1]) ?? []
        index += 2
        var rows: [[String]] = []
        while index < lines.count, !lines[index].isBlank, lines[index].contains("|") {
            rows.append(tableCells(lines[index]))
            index += 1
        }
        return .table(header: header, alignments: columnAlignments, rows: rows)
    }

    /// Splits a row on `|`, except escaped `\|` and pipes inside code spans.
    static func tableCells(_ row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var inCode = false
        var escaped = false
        for character in row.trimmingCharacters(in: .whitespaces) {
            if escaped {
                current.append(character == "|" ? "|" : "\\\(character)")
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "`" {
                inCode.toggle()
                current.append(character)
            } else if character == "|", !inCode {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current)
        let trimmedRow = row.trimmingCharacters(in: .whitespaces)
        if trimmedRow.hasPrefix("|") { cells.removeFirst() }
        if trimmedRow.hasSuffix("|"), cells.count > 1 { cells.removeLast() }
        return cells.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

extension StringProtocol {
    var isBlank: Bool { allSatisfy { $0 == " " } }
    var leadingSpaces: Int { prefix(while: { $0 == " " }).count }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
