/// Names and text a student chose (folder and file names, ids) hold
/// characters that act on whoever displays them instead of being shown: ESC
/// and the other C0 and C1 controls start terminal sequences (clear the
/// screen, retitle the window, OSC 52 to write the clipboard), a line break
/// ends a Markdown code span or a log line and starts a forged one, a
/// bidirectional control reorders what follows it on screen. Discovery
/// refuses names holding any of them; each writer (terminal, Markdown, CSV,
/// HTML and XML, JSON) makes them harmless in its own way, so a refused name
/// is still shown safely wherever the refusal is reported.
enum Untrusted {
    /// C0 controls (line breaks and tabs too), DEL, C1 controls, the line and
    /// paragraph separators, and the bidirectional formatting characters.
    static func acts(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: return true
        default: return isBidiControl(scalar)
        }
    }

    /// ALM, LRM, RLM, the embeddings and overrides, the isolates.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    static func holdsActing(_ text: String) -> Bool { text.unicodeScalars.contains(where: acts) }

    /// `text` with each acting character written as an escape a person can
    /// read: `\n`, `\r`, `\t`, `\x1B`, `\u{202E}`. Everything else is kept.
    static func visible(_ text: String) -> String {
        guard holdsActing(text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if acts(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return scalar.value <= 0xFF ? "\\x" + (hex.count < 2 ? "0" : "") + hex : "\\u{\(hex)}"
        }
    }

    /// Why a name cannot be taken as it is, or nil when it can: the acting
    /// characters it holds, named.
    static func nameProblem(_ name: String) -> String? {
        var kinds: [String] = []
        for scalar in name.unicodeScalars where acts(scalar) {
            let kind: String
            switch scalar.value {
            case 0x0A, 0x0D, 0x2028, 0x2029: kind = "a line break"
            case 0x1B: kind = "an escape character (ESC, which starts terminal sequences)"
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: kind = "a bidirectional control (it reorders text on screen)"
            default: kind = "a control character"
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds.isEmpty ? nil : kinds.joined(separator: ", ")
    }
}

/// The one gate of terminal output (`Console`, the progress line): every
/// acting character in a line is shown as an escape (`Untrusted.visible`),
/// except line breaks and tabs and the colour and weight sequences
/// `TerminalStyle` itself writes (SGR, `ESC [ n m` with its codes). So a name
/// with OSC 52, a title sequence or a carriage return prints as text,
/// whichever message it reaches the terminal in.
enum TerminalText {
    /// The SGR codes `TerminalStyle` uses, on and off.
    static let styleCodes: Set<String> = ["1", "2", "3", "4", "22", "23", "24", "31", "32", "33", "34", "35", "36", "39"]

    static func guarded(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { Untrusted.acts($0) && $0 != "\n" && $0 != "\t" }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", let end = styleSequenceEnd(scalars, from: index) {
                result.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if scalar != "\n", scalar != "\t", Untrusted.acts(scalar) {
                result.append(contentsOf: Untrusted.escape(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    /// The index of the `m` ending `ESC [ code m` at `start`, for one of `styleCodes`.
    private static func styleSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 1 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var code = ""
        var index = start + 2
        while index < scalars.count, index - start < 6, ("0"..."9").contains(scalars[index]) {
            code.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count, scalars[index] == "m", styleCodes.contains(code) else { return nil }
        return index
    }
}

/// JSON that cannot act on a terminal it is printed on: `JSONEncoder`
/// escapes C0 controls but writes DEL, C1 controls, the line separators and
/// bidirectional controls raw. These only ever occur inside JSON strings,
/// so writing them as `\uXXXX` there is lossless: a reader gets the same text.
enum JSONText {
    static func safe(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { $0 != "\n" && Untrusted.acts($0) }) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            // The encoder's own line breaks (pretty printing) stay; inside strings it escaped them.
            if scalar != "\n", Untrusted.acts(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
