/// RFC 4180 CSV: control characters and line breaks written as escapes
/// (`\n`, `\x1B`); rows end in CRLF. A field is quoted when it holds a
/// separator any spreadsheet may split a row at (`CSV.separators`: `,`, and
/// `;` and tab, which Excel and LibreOffice use in locales whose decimal
/// mark is `,`) or a quote. Text that a spreadsheet would run as a formula
/// (`=`, `+`, `-`, `@` first) at the start of the field or after any of
/// those separators (a reader that splits at `;` despite the quotes starts a
/// cell there: the twenty-first review), or that starts with `'` itself
/// there, gets a leading `'` (OWASP, "CSV Injection").
enum CSV {
    /// Where some spreadsheet may start a new cell: the list separators of
    /// every locale (`,` `;` tab) and line breaks. Judged by scalar (a `,`
    /// followed by a combining mark is one character, but a spreadsheet
    /// splits at the `,`).
    static let separators: Set<Unicode.Scalar> = [",", ";", "\t", "\n", "\r"]

    static func row(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    static func field(_ text: String) -> String {
        // A name a student chose may hold terminal sequences (shown by `cat`)
        // or line breaks (a forged row): each field is one line of text.
        let text = Untrusted.visible(text)
        // Each piece a spreadsheet may read as a cell of its own: the field,
        // and what follows each separator in it. A piece already starting
        // with `'` gets one too, so no two texts write the same field (`=1`
        // and `'=1` would both be `'=1`); a spreadsheet hides one leading `'`
        // and shows each as it was. A number (`-3`) is left alone.
        var result = String.UnicodeScalarView()
        var quote = false
        for (index, piece) in text.unicodeScalars.split(omittingEmptySubsequences: false, whereSeparator: separators.contains).enumerated() {
            let part = String(piece)
            if index > 0 {
                // The separator that ended the piece before (the split keeps none).
                result.append(text.unicodeScalars[text.unicodeScalars.index(piece.startIndex, offsetBy: -1)])
                quote = true
            }
            if (startsLikeAFormula(part) && Double(part) == nil) || piece.first == "'" { result.append("'") }
            for scalar in piece {
                // A quote is doubled (by scalar: `"` with a combining mark is still one to a spreadsheet).
                if scalar == "\"" { result.append(scalar); quote = true }
                result.append(scalar)
            }
        }
        return quote ? "\"" + String(result) + "\"" : String(result)
    }

    /// Whether the first scalar a spreadsheet would read, past spaces and
    /// invisible or combining ones (`=` + U+0301, U+200D, U+034F…), starts a
    /// formula. Judged by scalar, not by character: `=` with a combining mark
    /// is one character that is not `=`.
    static func startsLikeAFormula(_ text: String) -> Bool {
        let first = text.unicodeScalars.first { scalar in
            !(scalar.properties.isWhitespace && scalar != "\t" && scalar != "\r") && !scalar.properties.isDefaultIgnorableCodePoint
                && ![.format, .nonspacingMark, .enclosingMark, .spacingMark].contains(scalar.properties.generalCategory)
        }
        return first.map { "=+-@\t\r＝＋－﹦﹢﹣".unicodeScalars.contains($0) } ?? false
    }

    /// Rows of fields; quoted fields may hold commas, quotes and line breaks.
    /// A leading byte-order mark is dropped, blank lines are skipped.
    static func parse(_ text: String, delimiter: Character = ",") -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = Substring(text)
        if characters.first == "\u{FEFF}" { characters = characters.dropFirst() }
        var iterator = characters.makeIterator()
        var pending: Character? = nil
        func endRow() {
            row.append(field)
            field = ""
            if !(row.count == 1 && row[0].isEmpty) { rows.append(row) }
            row = []
        }
        while let character = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = iterator.next()
                    if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where field.isEmpty: quoted = true
            case delimiter: row.append(field); field = ""
            case "\n", "\r\n", "\r": endRow()
            default: field.append(character)
            }
        }
        if !field.isEmpty || !row.isEmpty { endRow() }
        return rows
    }

    /// The delimiter of a spreadsheet export: of `,`, `;` and tab, the one
    /// the header line (outside quotes) holds most (a spreadsheet in a locale
    /// whose decimal mark is `,` writes `;`).
    static func delimiter(of text: String) -> Character {
        var counts: [Character: Int] = [",": 0, ";": 0, "\t": 0]
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if !quoted, character == "\n" || character == "\r\n" || character == "\r" { break }
            if !quoted, counts[character] != nil { counts[character]! += 1 }
        }
        // `max(by:)` keeps the first of equals: a tie is `,`.
        return ([",", ";", "\t"] as [Character]).max { counts[$0]! < counts[$1]! }!
    }
}
