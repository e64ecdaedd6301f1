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

    /// One line per view, with the node it shows.
    struct Line {
        var text: String
        let node: Node
    }

    static func lines(_ root: Node, options: Options) -> [Line] {
        var lines: [Line] = []
        write(root, depth: 0, pendingModifiers: [], options: options, into: &lines)
        return lines
    }

    private static func write(
        _ node: Node, depth: Int, pendingModifiers: [String], label: String = "", options: Options, into lines: inout [Line]
    ) {
        let frames = options.frames
        if options.visibleOnly, OnScreen.hidesContent(node) || OnScreen.isMask(node) { return }
        switch node.role {
        case .group:
            // Modifiers on a group (or on a custom modifier's content) apply to each child.
            for child in node.children where !child.isHidden {
                write(child, depth: depth, pendingModifiers: pendingModifiers, label: label, options: options, into: &lines)
            }
        case .modifier:
            var modifiers = pendingModifiers
            if let modifier = node.facts.modifier, !(options.visibleOnly && OnScreen.paintsNothing(node)) {
                modifiers.append(modifier + (frames && node.facts.layout != nil ? frame(of: node) : ""))
            }
            for child in node.children where !child.isHidden {
                if child.key != .index(0), node.facts.layout == .presenting || node.facts.presentation != nil {
                    // Presented content, a toolbar: listed under the view, with its kind.
                    let name = (node.facts.modifier ?? "").prefix { $0 != "(" }
                    write(child, depth: depth + 1, pendingModifiers: [], label: "(\(name)) ", options: options, into: &lines)
                } else if child.key == .index(1), let decoration = node.facts.modifier {
                    // A background or overlay view: listed under the view it decorates.
                    let name = decoration.prefix { $0 != "(" }
                    write(child, depth: depth + 1, pendingModifiers: [], label: "(\(name)) ", options: options, into: &lines)
                } else {
                    write(child, depth: depth, pendingModifiers: modifiers, label: label, options: options, into: &lines)
                }
            }
        default:
            if options.visibleOnly, options.judgesVisibility, !Legibility.shows(node) { return }
            var line = String(repeating: "  ", count: depth) + label + baseName(node)
            if let text = node.facts.text { line += " \"\(text)\"" }
            if case .textField(let prompt, let binding)? = node.facts.control {
                line += " \"\(prompt)\" = \"\(binding.wrappedValue)\""
            }
            if let modifier = node.facts.modifier, node.role == .primitive, modifier != baseName(node) {
                line += " \(modifier)"
            }
            if frames { line += frame(of: node) }
            if options.states, node.storage.contains(where: { $0 != nil }) { line += " " + stateSummary(node) }
            for modifier in pendingModifiers.reversed() { line += " .\(modifier)" }
            lines.append(Line(text: line, node: node))
            for child in node.children where !child.isHidden {
                write(child, depth: depth + 1, pendingModifiers: [], options: options, into: &lines)
            }
        }
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
}

extension StateBox: StateDescribing {
    var summary: String { "\(label.dropFirst()) = \(peek())" }
}
