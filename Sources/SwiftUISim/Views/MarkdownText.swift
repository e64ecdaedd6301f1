/// What a `Text` made from a `LocalizedStringKey` shows: SwiftUI renders the
/// key's inline Markdown and automatic grammar agreement (Apple, `Text`:
/// "If you initialize a text view with a string literal, the view uses the
/// init(_:tableName:bundle:comment:) initializer, which interprets the
/// string as a localization key… you can use Markdown"; "Automatic grammar
/// agreement": `^[3 pegs](inflect: true)`). A terminal shows no bold or
/// italics, so the markers go and the words stay: `**bold**` shows "bold",
/// `[link](url)` shows "link". Interpolated values are arguments, not
/// Markdown (`Text("Hi \(name)")` shows `name` as it is), as in SwiftUI,
/// which formats them into the localized string's placeholders.
/// Inflection here is English nouns only (the simulator has no Morphology).
enum MarkdownText {
    /// Whether `byte` can start Markdown or an escape (`* _ ~ \` [ \\`, all ASCII).
    private static func startsMarkdown(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "\\"): true
        default: false
        }
    }

    /// Renders `format`, whose `argumentMarker`s stand for `arguments` in order.
    static func render(_ format: String, arguments: [String] = []) -> String {
        // Scanned as UTF-8 bytes: every marker is ASCII, and a body's `Text("…")` pays this on every run.
        guard format.utf8.contains(where: startsMarkdown) else {
            // No Markdown: the arguments go in their places (the common case, kept cheap).
            guard !arguments.isEmpty else { return format }
            var values = arguments.makeIterator()
            return format.reduce(into: "") { text, character in
                if character == argumentMarker { text += values.next() ?? "" } else { text.append(character) }
            }
        }
        var protected = arguments
        var text = ""
        var index = 0
        // Arguments and escaped characters become protected segments, which no Markdown rule reads.
        var scalars = Array(format)
        var position = 0
        while position < scalars.count {
            let character = scalars[position]
            if character == argumentMarker {
                text.append(segmentMarker(index))
                index += 1
            } else if character == "\\", position + 1 < scalars.count, scalars[position + 1].isPunctuation || scalars[position + 1].isSymbol {
                protected.append(String(scalars[position + 1]))
                text.append(segmentMarker(protected.count - 1))
                position += 1
            } else {
                text.append(character)
            }
            position += 1
        }
        text = codeSpans(text, protected: &protected)
        text = links(text, protected: protected)
        for delimiter in ["**", "__", "~~", "*", "_"] { text = emphasis(text, delimiter: delimiter) }
        scalars = Array(text)
        return scalars.map { character in segmentIndex(character).map { protected[$0] } ?? String(character) }.joined()
    }

    /// Stands for an interpolated argument in a format string.
    static let argumentMarker: Character = "\u{FFFC}"

    private static func segmentMarker(_ index: Int) -> Character { Character(UnicodeScalar(0xF0000 + UInt32(index))!) }
    private static func segmentIndex(_ character: Character) -> Int? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            (0xF0000..<0xFFFFD).contains(scalar.value) else { return nil }
        return Int(scalar.value - 0xF0000)
    }

    /// `` `code` ``: the content, read literally.
    private static func codeSpans(_ text: String, protected: inout [String]) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`") {
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "`") else { break }
            result += rest[..<open]
            protected.append(String(rest[after..<close]))
            result.append(segmentMarker(protected.count - 1))
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// `[text](destination)` shows its text; `^[text](inflect: true)` its text inflected.
    private static func links(_ text: String, protected: [String]) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            guard let close = rest[open...].firstIndex(of: "]"), rest.index(after: close) < rest.endIndex,
                rest[rest.index(after: close)] == "(", let end = rest[close...].firstIndex(of: ")")
            else {
                result += rest[...open]
                rest = rest[rest.index(after: open)...]
                continue
            }
            var before = rest[..<open]
            let isAttribute = before.last == "^"
            if isAttribute { before = before.dropLast() }
            let label = String(rest[rest.index(after: open)..<close])
            let destination = rest[rest.index(close, offsetBy: 2)..<end]
            result += before
            if isAttribute, destination.replacingOccurrences(of: " ", with: "").contains("inflect:true") {
                // The number may be an argument: read it as it will show.
                let shown = label.map { segmentIndex($0).map { protected[$0] } ?? String($0) }.joined()
                result += inflect(shown)
            } else {
                result += label
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// Removes each matched pair of `delimiter` around text: an opener is
    /// followed by a non-space, a closer preceded by one; `_` also needs a
    /// word boundary outside (`snake_case` stays).
    private static func emphasis(_ text: String, delimiter: String) -> String {
        let characters = Array(text)
        let marker = Array(delimiter)
        let needsBoundary = delimiter.hasPrefix("_")
        func matches(at index: Int) -> Bool {
            index + marker.count <= characters.count && Array(characters[index..<index + marker.count]) == marker
        }
        func canOpen(_ index: Int) -> Bool {
            let next = index + marker.count
            guard next < characters.count, !characters[next].isWhitespace, characters[next] != marker[0] else { return false }
            return !needsBoundary || index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
        }
        func canClose(_ index: Int) -> Bool {
            guard index > 0, !characters[index - 1].isWhitespace, characters[index - 1] != marker[0] else { return false }
            let next = index + marker.count
            return !needsBoundary || next >= characters.count || !(characters[next].isLetter || characters[next].isNumber)
        }
        var removed = Set<Int>()
        var index = 0
        while index < characters.count {
            guard matches(at: index), canOpen(index) else { index += 1; continue }
            var close = index + marker.count + 1
            while close < characters.count, !(matches(at: close) && canClose(close)) { close += 1 }
            guard close < characters.count else { index += 1; continue }
            for offset in 0..<marker.count {
                removed.insert(index + offset)
                removed.insert(close + offset)
            }
            index = close + marker.count
        }
        guard !removed.isEmpty else { return text }
        return String(characters.enumerated().filter { !removed.contains($0.offset) }.map(\.element))
    }

    /// "3 peg" → "3 pegs", "1 pegs" → "1 peg": the noun after the first number agrees with it.
    static func inflect(_ phrase: String) -> String {
        var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let numberIndex = words.firstIndex(where: { Double($0.filter { $0 != "," }) != nil }),
            let count = Double(words[numberIndex].filter { $0 != "," }), numberIndex + 1 < words.count
        else { return phrase }
        let nounIndex = words.count - 1 > numberIndex ? words.count - 1 : numberIndex + 1
        let noun = words[nounIndex]
        words[nounIndex] = count == 1 ? singular(noun) : plural(noun)
        return words.joined(separator: " ")
    }

    private static func plural(_ noun: String) -> String {
        let lower = noun.lowercased()
        if lower.hasSuffix("s") && !lower.hasSuffix("ss") { return noun }
        if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return noun + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return noun.dropLast() + "ies" }
        return noun + "s"
    }

    private static func singular(_ noun: String) -> String {
        let lower = noun.lowercased()
        if lower.hasSuffix("ies") { return noun.dropLast(3) + "y" }
        if ["ches", "shes", "xes", "sses", "zes"].contains(where: lower.hasSuffix) { return String(noun.dropLast(2)) }
        if lower.hasSuffix("s") && !lower.hasSuffix("ss") { return String(noun.dropLast()) }
        return noun
    }
}
