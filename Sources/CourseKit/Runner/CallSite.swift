/// The call a compiler diagnostic points into, read from the source at its
/// column: the callee's name and the argument labels written at the call.
/// The compiler's message often names the wrong thing when an overload is
/// missing ("missing argument for parameter 'tableName'", "extra arguments at
/// positions #3, #4"); the call as written says what was meant.
struct CallSite: Equatable {
    /// `Text`, `containerShape`, `fill`.
    var callee: String
    /// What the callee is called on, as written (`Color` in `Color.init(…)`,
    /// `""` for an implicit member `.fill`), nil for a bare name (`Text(…)`).
    var receiver: String?
    /// The labels of the arguments in parentheses, `_` for unlabelled ones; nil when not a call.
    var labels: [String]?
    /// How many source lines the call spans (errors inside it are its follow-ons).
    var lineSpan: Int

    /// The call at `column` (1-based) of `lines[0]`, reading on into the
    /// following lines for its arguments.
    init?(lines: [String], column: Int) {
        let text = Array(lines.joined(separator: "\n"))
        let firstLine = Array(lines.first ?? "")
        let at = min(max(column - 1, 0), firstLine.count)
        // The name at the column, else the innermost call whose parentheses hold it.
        var nameEnd: Int
        if at < firstLine.count, Self.isIdentifier(firstLine[at]) {
            nameEnd = at
            while nameEnd < firstLine.count, Self.isIdentifier(firstLine[nameEnd]) { nameEnd += 1 }
        } else {
            var open: [Int] = []
            var index = 0
            var skipper = Skipper()
            while index < min(at + 1, firstLine.count) {
                if skipper.skips(firstLine, &index) { continue }
                if firstLine[index] == "(" { open.append(index) } else if firstLine[index] == ")", !open.isEmpty { open.removeLast() }
                index += 1
            }
            guard let paren = open.last else { return nil }
            nameEnd = paren
        }
        var nameStart = nameEnd
        while nameStart > 0, Self.isIdentifier(firstLine[nameStart - 1]) { nameStart -= 1 }
        guard nameStart < nameEnd, !firstLine[nameStart].isNumber else { return nil }
        callee = String(firstLine[nameStart..<nameEnd])
        if nameStart > 0, firstLine[nameStart - 1] == "." {
            var start = nameStart - 1
            while start > 0, Self.isIdentifier(firstLine[start - 1]) || firstLine[start - 1] == "." { start -= 1 }
            receiver = String(firstLine[start..<(nameStart - 1)])
        } else {
            receiver = nil
        }
        // Generic arguments (`Foo<Bar>(…)`) are skipped to reach the parenthesis.
        var index = nameEnd
        if index < text.count, text[index] == "<" {
            var depth = 0
            repeat {
                if text[index] == "<" { depth += 1 } else if text[index] == ">" { depth -= 1 }
                index += 1
            } while index < text.count && depth > 0
        }
        guard index < text.count, text[index] == "(" else {
            labels = nil
            lineSpan = 1
            return
        }
        var found: [String] = []
        var argumentStart = index + 1
        var depth = 0
        var skipper = Skipper()
        while index < text.count {
            if skipper.skips(text, &index) { continue }
            let character = text[index]
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if depth == 0 || (depth == 1 && character == ",") {
                let argument = String(text[argumentStart..<index]).trimmingCharacters()
                if !argument.isEmpty { found.append(Self.label(of: argument)) }
                argumentStart = index + 1
                if depth == 0 { break }
            }
            index += 1
        }
        labels = found
        lineSpan = text[..<min(index, text.count)].filter { $0 == "\n" }.count + 1
    }

    /// `id: \.self` → `id`; `items` → `_`.
    static func label(of argument: String) -> String {
        let characters = Array(argument)
        var end = 0
        while end < characters.count, isIdentifier(characters[end]) { end += 1 }
        var colon = end
        while colon < characters.count, characters[colon] == " " { colon += 1 }
        guard end > 0, colon < characters.count, characters[colon] == ":", !characters[0].isNumber,
            colon + 1 >= characters.count || characters[colon + 1] != ":"
        else { return "_" }
        return String(characters[..<end])
    }

    static func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }

    /// Steps over string literals (with their interpolations) and comments, so
    /// their brackets and commas do not count.
    struct Skipper {
        mutating func skips(_ text: [Character], _ index: inout Int) -> Bool {
            guard index < text.count else { return false }
            if text[index] == "/", index + 1 < text.count, text[index + 1] == "/" {
                while index < text.count, text[index] != "\n" { index += 1 }
                return true
            }
            guard text[index] == "\"" else { return false }
            index += 1
            var interpolation = 0
            while index < text.count {
                let character = text[index]
                if interpolation > 0 {
                    if character == "(" { interpolation += 1 } else if character == ")" { interpolation -= 1 }
                } else if character == "\\" {
                    if index + 1 < text.count, text[index + 1] == "(" {
                        interpolation = 1
                        index += 1
                    } else {
                        index += 1
                    }
                } else if character == "\"" || character == "\n" {
                    index += 1
                    return true
                }
                index += 1
            }
            return true
        }
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
