extension Verb {
    /// The help text, made from the declarations: usage lines, the discussion,
    /// then tables of arguments, options and subverbs, then the exit codes.
    /// `path` ends with this verb's name.
    public func help(path: [String], inherited: [OptionSpec] = []) -> String {
        var sections: [String] = []
        var usages: [String] = []
        if run != nil || subverbs.isEmpty { usages.append(usageLine(path.joined(separator: " "))) }
        // A verb's subverbs each get their usage line; the program's verbs are listed below instead.
        if path.count > 1 {
            for subverb in subverbs where subverb.run != nil || subverb.subverbs.isEmpty {
                usages.append(subverb.usageLine((path + [subverb.name]).joined(separator: " ")))
            }
        } else if !subverbs.isEmpty {
            usages.insert("\(path[0]) <verb> [options]", at: 0)
        }
        sections.append(usages.enumerated().map { ($0.offset == 0 ? "Usage: " : "       ") + $0.element }.joined(separator: "\n"))
        if !discussion.isEmpty { sections.append(discussion) }
        let arguments = self.arguments.filter { !$0.help.isEmpty }.map { ($0.name, $0.help) }
        if !arguments.isEmpty { sections.append("Arguments:\n" + Self.table(arguments)) }
        if !options.isEmpty { sections.append("Options:\n" + Self.table(options.map { ($0.label, $0.help) })) }
        if !subverbs.isEmpty {
            let rows = subverbs.map { verb in ([verb.name] + verb.arguments.map(\.synopsis)).joined(separator: " ") }
            sections.append((path.count == 1 ? "Verbs:\n" : "Subverbs:\n") + Self.table(Array(zip(rows, subverbs.map(\.summary)))))
        }
        if !shared.isEmpty {
            let rows = shared.map { ($0.label, $0.help) } + [("-h, --help", "help for a verb: \(path[0]) <verb> --help")]
            sections.append("Options for every verb:\n" + Self.table(rows))
        } else {
            let common = inherited.map(\.synopsis) + ["-h, --help"]
            sections.append("Every verb also takes \(common.joined(separator: ", ")) (\(path[0]) --help).")
        }
        if let exitCodes { sections.append(exitCodes) }
        return sections.joined(separator: "\n\n")
    }

    /// `course check [LAB] [--format text|json] …`, wrapped under its own start.
    func usageLine(_ command: String) -> String {
        var words = arguments.map(\.synopsis)
        words += options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
        if let passthrough { words.append("[-- \(passthrough)]") }
        var lines = [command]
        let indent = String(repeating: " ", count: command.count + 1)
        for word in words {
            if lines[lines.count - 1].count + 1 + word.count > 100 - 7 { lines.append(indent + word) } else { lines[lines.count - 1] += " " + word }
        }
        return lines.joined(separator: "\n" + String(repeating: " ", count: 7))
    }

    /// Two columns: the label, then its help wrapped beside it (under it when the label is long).
    static func table(_ rows: [(String, String)]) -> String {
        let column = min(24, (rows.map(\.0.count).max() ?? 0) + 4)
        let width = 80 - column
        return rows.map { label, help in
            let lines = wrap(help, width: width)
            let pad = String(repeating: " ", count: column)
            var text = "  " + label
            if label.count + 2 + 2 > column {
                text += lines.map { "\n" + pad + $0 }.joined()
            } else {
                text += String(repeating: " ", count: column - 2 - label.count) + (lines.first ?? "")
                text += lines.dropFirst().map { "\n" + pad + $0 }.joined()
            }
            return text
        }.joined(separator: "\n")
    }

    /// Words filled into lines of `width`; a newline in `text` starts a new line.
    static func wrap(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [String] in
            // Leading spaces (an indented example) are kept as they are.
            let indent = String(repeating: " ", count: paragraph.prefix(while: { $0 == " " }).count)
            var lines: [String] = []
            var line = indent
            for word in paragraph.split(separator: " ") {
                if line.count > indent.count, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = indent
                }
                line += (line.count > indent.count ? " " : "") + word
            }
            lines.append(line)
            return lines
        }
    }
}
