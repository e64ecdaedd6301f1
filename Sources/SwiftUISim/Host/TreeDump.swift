/// Renders the live tree for `dump()`: groups and modifiers fold into the
/// views they belong to, so the picture matches the code.
@MainActor
enum TreeDump {
    /// `dump()`; with `frames`, `dumpLayout()`: the same tree with the frame
    /// of every view and layout modifier.
    static func render(_ root: Node, frames: Bool = false, visibleOnly: Bool = false) -> String {
        lines(root, options: Options(frames: frames, visibleOnly: visibleOnly)).map(\.text).joined(separator: "\n")
    }

    struct Options {
        var frames = false
        /// Leave out what a user cannot see: views under `.opacity(0)`,
        /// `.hidden()` or a zero-sized frame, masks.
        var visibleOnly = false
        /// With `visibleOnly`, also leave out each view `Legibility` says is
        /// not seen (covered, off the screen, unreadable…); needs a current
        /// layout. The staleness oracle leaves it off: it compares two
        /// renders of which only the first was laid out.
        var judgesVisibility = true
        /// Each view's state after it (`[count = 2]`): not what the screen shows.
        var states = true
    }

    /// One line per view, with the node it shows and what the line is made
    /// of (`ViewHost.tree` reads these, never the text).
    struct Line {
        var text: String
        let node: Node
        let depth: Int
        /// The kind of decoration or presentation the view is listed under
        /// (`background`, `overlay`, `sheet`), written `(background)`.
        let label: String?
        /// The modifier nodes folded onto the view, innermost (first written) first.
        let modifiers: [Node]
        /// `header` or `footer`: the view is (the top of) a `Section`'s header
        /// or footer, which a `List` shows as such, never as one of its rows.
        var sectionPart: String? = nil
    }

    static func lines(_ root: Node, options: Options) -> [Line] {
        var lines: [Line] = []
        write(root, depth: 0, pendingModifiers: [], options: options, into: &lines)
        return lines
    }

    private static func write(
        _ node: Node, depth: Int, pendingModifiers: [Node], label: String? = nil, sectionPart: String? = nil,
        options: Options, into lines: inout [Line]
    ) {
        let frames = options.frames
        if options.visibleOnly, OnScreen.hidesContent(node) || OnScreen.isMask(node) || OnScreen.showsOnlyWhenOpened(node) { return }
        switch node.role {
        case .group:
            // Modifiers on a group (or on a custom modifier's content) apply to each child.
            // A `Section` lists its header (position 0), content and footer (position 2).
            let isSection = node.view is any ListSection
            for child in node.children where !child.isHidden {
                let part = !isSection ? sectionPart : child.key == .index(0) ? "header" : child.key == .index(2) ? "footer" : nil
                write(child, depth: depth, pendingModifiers: pendingModifiers, label: label, sectionPart: part, options: options, into: &lines)
            }
        case .modifier:
            var modifiers = pendingModifiers
            if node.facts.modifier != nil, !(options.visibleOnly && OnScreen.paintsNothing(node)) {
                modifiers.append(node)
            }
            // A background is the node's first child (drawn first), but it is
            // listed after the view it decorates, as its child: were it written
            // first, `tree`'s parentage would give it to the line before.
            let listed = node.children.filter { $0.key != .index(1) || node.facts.modifier == nil }
                + node.children.filter { $0.key == .index(1) && node.facts.modifier != nil }
            for child in listed where !child.isHidden {
                if child.key != .index(0), node.facts.layout == .presenting || node.facts.presentation != nil {
                    // Presented content, a toolbar: listed under the view, with its kind.
                    write(child, depth: depth + 1, pendingModifiers: [], label: modifierName(node), options: options, into: &lines)
                } else if child.key == .index(1), node.facts.modifier != nil {
                    // A background or overlay view: listed under the view it decorates.
                    write(child, depth: depth + 1, pendingModifiers: [], label: modifierName(node), options: options, into: &lines)
                } else {
                    write(child, depth: depth, pendingModifiers: modifiers, label: label, sectionPart: sectionPart, options: options, into: &lines)
                }
            }
        default:
            if options.visibleOnly, options.judgesVisibility, !Legibility.shows(node) { return }
            // Whatever the app's code put in a text, a field or a state value
            // is quoted with its line breaks and quotes escaped: one view is
            // always one line, and no text can pass for a view or a modifier.
            var line = String(repeating: "  ", count: depth) + (label.map { "(\($0)) " } ?? "") + baseName(node)
            if let text = node.facts.text { line += " " + quoted(text) }
            if case .textField(let prompt, let binding)? = node.facts.control {
                line += " \(quoted(prompt)) = \(quoted(binding.wrappedValue))"
            }
            if let modifier = node.facts.modifier, node.role == .primitive, modifier != baseName(node) {
                line += " " + oneLine(modifier)
            }
            if frames { line += frame(of: node) }
            if options.states, node.storage.contains(where: { $0 != nil }) { line += " " + stateSummary(node) }
            for modifier in pendingModifiers.reversed() {
                line += " ." + oneLine(modifier.facts.modifier ?? "") + (frames && modifier.facts.layout != nil ? frame(of: modifier) : "")
            }
            lines.append(Line(text: line, node: node, depth: depth, label: label, modifiers: pendingModifiers.reversed(), sectionPart: sectionPart))
            for child in node.children where !child.isHidden {
                write(child, depth: depth + 1, pendingModifiers: [], options: options, into: &lines)
            }
        }
    }

    /// A modifier's name as the simulator records it: its description up
    /// to the arguments (`padding` of `padding(16)`). The simulator writes
    /// every name itself; only arguments can hold the app's text.
    static func modifierName(_ node: Node) -> String {
        String((node.facts.modifier ?? "").prefix { $0 != "(" })
    }

    /// `text` in double quotes, with quotes, backslashes, line breaks and
    /// every other control character escaped as Swift writes them.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text, quotes: true) + "\""
    }

    /// `text` with its line breaks and control characters escaped: a
    /// description (of a modifier, of a state value) stays on its line.
    static func oneLine(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where quotes: result += "\\\""
            case "\\" where quotes: result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                // Other controls, and the separators that break a line (NEL, LS, PS).
                if scalar.properties.generalCategory == .control || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func frame(of node: Node) -> String {
        LayoutQuery.frame(of: node).map { " \($0)" } ?? ""
    }

    static func baseName(_ node: Node) -> String {
        let name = node.typeName
        guard node.role != .custom else { return name }
        return String(name.prefix { $0 != "<" })
    }

    private static func stateSummary(_ node: Node) -> String {
        let values = node.storage.compactMap { ($0 as? any StateDescribing)?.summary }
        return values.isEmpty ? "" : "[" + values.joined(separator: ", ") + "]"
    }
}

@MainActor
protocol StateDescribing {
    var summary: String { get }
    /// The property's name without `_`, and its value (for `ViewHost.tree`).
    var name: String { get }
    var currentValue: Any { get }
}

extension StateBox: StateDescribing {
    var summary: String { "\(name) = \(describedValue)" }
    var name: String { String(label.dropFirst()) }
    var currentValue: Any { peek() }

    /// The value for `dump()`: a string quoted and escaped, anything else
    /// on one line (its description's line breaks escaped).
    var describedValue: String {
        let value = peek()
        switch value {
        case let text as String: return TreeDump.quoted(text)
        case let text as Substring: return TreeDump.quoted(String(text))
        case let character as Character: return TreeDump.quoted(String(character))
        default: return TreeDump.oneLine("\(value)")
        }
    }
}
