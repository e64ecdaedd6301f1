import Foundation

/// Inline Markdown (emphasis, code spans, links) as runs of text that share
/// one set of attributes; the renderer wraps and paints them.
struct InlineRun: Equatable {
    struct Attributes: OptionSet {
        let rawValue: Int
        static let bold = Attributes(rawValue: 1 << 0)
        static let italic = Attributes(rawValue: 1 << 1)
        static let code = Attributes(rawValue: 1 << 2)
        static let link = Attributes(rawValue: 1 << 3)
        static let url = Attributes(rawValue: 1 << 4)
    }

    var text: String
    var attributes: Attributes
}

enum InlineParser {
    static func parse(_ text: String) -> [InlineRun] {
        var runs: [InlineRun] = []
        parse(Array(text)[...], attributes: [], into: &runs)
        return runs
    }

    private static func parse(_ text: ArraySlice<Character>, attributes: InlineRun.Attributes, into runs: inout [InlineRun]) {
        func emit(_ string: String, _ extra: InlineRun.Attributes = []) {
            let combined = attributes.union(extra)
            if let last = runs.last, last.attributes == combined {
                runs[runs.count - 1].text += string
            } else if !string.isEmpty {
                runs.append(InlineRun(text: string, attributes: combined))
            }
        }

        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "\\" where index + 1 < text.endIndex && text[index + 1].isPunctuationOrSymbol:
                emit(String(text[index + 1]))
                index += 2
            case "`":
                let ticks = text[index...].prefix(while: { $0 == "`" }).count
                if let close = closingBackticks(in: text, from: index + ticks, count: ticks) {
                    var code = String(text[(index + ticks)..<close]).replacingOccurrences(of: "\n", with: " ")
                    if code.count > 2, code.hasPrefix(" "), code.hasSuffix(" ") {
                        code = String(code.dropFirst().dropLast())
                    }
                    emit(code, .code)
                    index = close + ticks
                } else {
                    emit(String(repeating: "`", count: ticks))
                    index += ticks
                }
            case "!" where index + 1 < text.endIndex && text[index + 1] == "[":
                // An image: only its alt text and address make sense in a terminal.
                if let link = link(in: text, at: index + 1) {
                    parse(link.label, attributes: attributes.union(.link), into: &runs)
                    emitURL(link.url, after: link.label)
                    index = link.end
                } else {
                    emit("!")
                    index += 1
                }
            case "[":
                if let link = link(in: text, at: index) {
                    parse(link.label, attributes: attributes.union(.link), into: &runs)
                    emitURL(link.url, after: link.label)
                    index = link.end
                } else {
                    emit("[")
                    index += 1
                }
            case "<":
                if let close = text[index...].firstIndex(of: ">"),
                    text[(index + 1)..<close].starts(with: "http"), !text[index..<close].contains(" ")
                {
                    emit(String(text[(index + 1)..<close]), .link)
                    index = close + 1
                } else {
                    emit("<")
                    index += 1
                }
            case "*", "_":
                if let emphasis = emphasis(in: text, at: index) {
                    parse(emphasis.content, attributes: attributes.union(emphasis.attributes), into: &runs)
                    index = emphasis.end
                } else {
                    let run = text[index...].prefix(while: { $0 == character })
                    emit(String(run))
                    index += run.count
                }
            default:
                emit(String(character))
                index += 1
            }
        }

        func emitURL(_ url: String, after label: ArraySlice<Character>) {
            guard !url.isEmpty, String(label) != url else { return }
            emit(" ")
            emit("(\(url))", .url)
        }
    }

    private static func closingBackticks(in text: ArraySlice<Character>, from start: Int, count: Int) -> Int? {
        var index = start
        while index < text.endIndex {
            guard text[index] == "`" else {
                index += 1
                continue
            }
            let run = text[index...].prefix(while: { $0 == "`" }).count
            if run == count { return index }
            index += run
        }
        return nil
    }

    private static func link(
        in text: ArraySlice<Character>, at open: Int
    ) -> (label: ArraySlice<Character>, url: String, end: Int)? {
        var depth = 0
        var index = open
        var closeBracket: Int?
        while index < text.endIndex {
            switch text[index] {
            case "\\": index += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { closeBracket = index }
            default: break
            }
            if closeBracket != nil { break }
            index += 1
        }
        guard let closeBracket, closeBracket + 1 < text.endIndex, text[closeBracket + 1] == "(",
            let closeParen = text[(closeBracket + 1)...].firstIndex(of: ")")
        else { return nil }
        // `[text](url "title")`: the title is not shown.
        let destination = String(text[(closeBracket + 2)..<closeParen]).trimmingCharacters(in: .whitespaces)
        let url = destination.split(separator: " ").first.map(String.init) ?? ""
        return (text[(open + 1)..<closeBracket], url.trimmingCharacters(in: CharacterSet(charactersIn: "<>")), closeParen + 1)
    }

    /// `*em*`, `_em_`, `**strong**`, `__strong__`, `***both***`. An underscore
    /// inside a word (`snake_case_name`) is literal, as in CommonMark.
    private static func emphasis(
        in text: ArraySlice<Character>, at open: Int
    ) -> (content: ArraySlice<Character>, attributes: InlineRun.Attributes, end: Int)? {
        let marker = text[open]
        let run = min(text[open...].prefix(while: { $0 == marker }).count, 3)
        let contentStart = open + run
        guard contentStart < text.endIndex, text[contentStart] != " " else { return nil }
        if marker == "_", open > text.startIndex, text[open - 1].isLetter || text[open - 1].isNumber { return nil }

        var index = contentStart
        while index < text.endIndex {
            let character = text[index]
            if character == "`", let close = closingBackticks(in: text, from: index + 1, count: 1) {
                index = close + 1
                continue
            }
            guard character == marker else {
                index += 1
                continue
            }
            let closing = text[index...].prefix(while: { $0 == marker }).count
            let after = index + closing
            let closesHere = (closing == run || closing == 3) && text[index - 1] != " "
                && !(marker == "_" && after < text.endIndex && (text[after].isLetter || text[after].isNumber))
            if closesHere, index > contentStart {
                let attributes: InlineRun.Attributes =
                    switch run {
                    case 1: .italic
                    case 2: .bold
                    default: [.bold, .italic]
                    }
                return (text[contentStart..<index], attributes, index + run)
            }
            index = after  // a nested run of the same marker, e.g. the ** in *a **b** c*
        }
        return nil
    }
}

extension Character {
    var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
}
