/// Lab code controls much of a verdict's text (what its views show, its type
/// names, what it printed, its source lines in compiler output). Terminal
/// control characters in it would act on whoever reads the verdict: clear an
/// instructor's screen, retitle the window, write the clipboard (OSC 52) or
/// hide a link (OSC 8). The runner replaces them once, before a verdict is
/// shown, stored or cached, so every format (terminal, JSON, Markdown, HTML,
/// Gradescope) gets printable text.
extension Verdict {
    func controlCharactersReplaced() -> Verdict {
        var verdict = self
        verdict.problem = problem.map(Printable.text)
        verdict.checks = Printable.fields(checks, \.message)
        verdict.lint = Printable.fields(lint, \.message)
        verdict.policy = policy.map { Printable.fields($0, \.message) }
        verdict.bodyCounts = bodyCounts.map { row in
            var row = row
            row.type = Printable.text(row.type)
            row.expected = Printable.text(row.expected)
            row.check = row.check.map(Printable.text)
            row.reasons = row.reasons?.map { .init(count: $0.count, reason: Printable.text($0.reason)) }
            return row
        }
        verdict.compilerOutput = Printable.text(compilerOutput)
        verdict.programOutput = Printable.text(programOutput)
        return verdict
    }
}

/// Text safe to print: C0 and C1 control characters and DEL, except tab and
/// newline, become U+FFFD (a carriage return could overwrite a line of the
/// verdict with text of the program's choosing).
enum Printable {
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(value)
    }

    /// `items` with `field` of each made printable.
    static func fields<Item>(_ items: [Item], _ field: WritableKeyPath<Item, String>) -> [Item] {
        items.map { item in
            var item = item
            item[keyPath: field] = text(item[keyPath: field])
            return item
        }
    }

    static func text(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { result.append(isControl(scalar) ? "\u{FFFD}" : scalar) }
        return String(result)
    }
}
