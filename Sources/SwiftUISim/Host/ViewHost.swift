/// The stable test API: mounts a view, drives it like a user would, and
/// reports what the simulator measured.
@MainActor
public final class ViewHost {
    /// Something that happened in the graph, in order.
    public enum Event: Equatable, Hashable, Sendable, CustomStringConvertible {
        case body(String)
        case appear(String)
        case disappear(String)
        case stateInit(String)
        case taskStart(String)
        case taskCancel(String)
        case change(String)

        public var description: String {
            switch self {
            case .body(let name): "body \(name)"
            case .appear(let name): "appear \(name)"
            case .disappear(let name): "disappear \(name)"
            case .stateInit(let name): "stateInit \(name)"
            case .taskStart(let name): "taskStart \(name)"
            case .taskCancel(let name): "taskCancel \(name)"
            case .change(let name): "change \(name)"
            }
        }
    }

    let graph: Graph

    /// Mounts `root` and runs the first pass. Lazy containers show
    /// `viewport` rows before any scrolling. The layout pass lays the tree
    /// out on a `screen` of that many cells (Layout/).
    public init<Root: View>(_ root: Root, viewport: Int = 20, screen: Size = Size(width: 40, height: 20)) {
        graph = Graph(root: root, viewport: viewport)
        if screen != self.screen { self.screen = screen }
        printSnapshot(after: "mount")
    }

    // MARK: Acting like a user

    /// Taps the first `Button` whose label text equals `label`, then updates.
    public func tap(_ label: String) {
        guard case .button(let action)? = control(.button, labelled: label)?.facts.control else { return }
        graph.transaction { action() }
        printSnapshot(after: "tap(\"\(label)\")")
    }

    /// Flips the first `Toggle` whose label text equals `label`, then updates.
    public func toggle(_ label: String) {
        guard case .toggle(let isOn)? = control(.toggle, labelled: label)?.facts.control else { return }
        graph.transaction { isOn.wrappedValue.toggle() }
        printSnapshot(after: "toggle(\"\(label)\")")
    }

    /// Types `text` into the `TextField` with that prompt, one keystroke
    /// (one update) per character, as a user would.
    public func type(_ text: String, into prompt: String) {
        for character in text {
            guard case .textField(_, let binding)? = control(.textField, labelled: prompt)?.facts.control else { return }
            graph.transaction { binding.wrappedValue.append(character) }
        }
        printSnapshot(after: "type(\"\(text)\", into: \"\(prompt)\")")
    }

    /// Scrolls every lazy container so the rows near `index` are built.
    public func scroll(to index: Int) {
        graph.transaction {
            graph.forEachNode { node in
                guard node.isLazyContainer, let window = node.rowWindow else { return }
                window.reveal(around: index)
                node.invalidate(because: "@scroll")
            }
        }
        printSnapshot(after: "scroll(to: \(index))")
    }

    /// Flushes the updates that changes made outside a tap (to a model,
    /// say) have scheduled.
    public func update() {
        graph.transaction {}
        printSnapshot(after: "update()")
    }

    // MARK: Measuring

    /// Body runs of views of exactly this type since mount or `resetCounts()`.
    public func bodyCount<V: View>(_ type: V.Type) -> Int {
        guard let index = ViewTypeInfo.existing(type)?.index, index < graph.bodyCounts.count else { return 0 }
        return graph.bodyCounts[index]
    }

    /// Every view type whose body ran, with its count, in first-run order.
    public var bodyCounts: [(type: String, count: Int)] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for case .body(let index) in graph.events {
            let name = ViewTypeInfo.all[index].name
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        return order.map { ($0, counts[$0]!) }
    }

    public func resetCounts() {
        graph.bodyCounts = Array(repeating: 0, count: graph.bodyCounts.count)
        graph.events.removeAll()
    }

    /// The text of every `Text` on screen, in tree order.
    public var texts: [String] {
        var texts: [String] = []
        graph.forEachNode { node in if let text = node.facts.text { texts.append(text) } }
        return texts
    }

    /// What happened since mount or `resetCounts()`.
    public var events: [Event] { graph.events.map(\.event) }

    /// The tree as indented text: custom views, containers, controls, texts
    /// and the modifiers on them.
    public func dump() -> String {
        TreeDump.render(graph.root)
    }

    // MARK: Finding controls

    enum ControlKind: String { case button = "Button", toggle = "Toggle", textField = "TextField" }

    private func control(_ kind: ControlKind, labelled label: String) -> Node? {
        let found = graph.firstNode { node in
            guard let control = node.facts.control else { return false }
            return describe(control, of: node) == (kind, label)
        }
        if let found {
            if kind == .button, !found.environment.isEnabled {
                Diagnostics.fail("Button \"\(label)\" is disabled (.disabled(true)); a user cannot tap it.")
            }
            return found
        }
        var available: [String] = []
        graph.forEachNode { node in
            guard let control = node.facts.control else { return }
            let (controlKind, text) = describe(control, of: node)
            available.append("\(controlKind.rawValue) \"\(text)\"")
        }
        Diagnostics.fail(Self.notFoundMessage(kind: kind, label: label, available: available))
    }

    static func notFoundMessage(kind: ControlKind, label: String, available: [String]) -> String {
        let list = available.isEmpty ? "  (no controls on screen)" : available.map { "  - \($0)" }.joined(separator: "\n")
        return "no \(kind.rawValue) labelled \"\(label)\" on screen. The controls on screen are:\n\(list)"
    }

    private func describe(_ control: Control, of node: Node) -> (ControlKind, String) {
        switch control {
        case .button: (.button, Self.labelText(of: node))
        case .toggle: (.toggle, Self.labelText(of: node))
        case .textField(let prompt, _): (.textField, prompt)
        }
    }

    /// A control's label: the texts inside it, joined.
    static func labelText(of node: Node) -> String {
        var parts: [String] = []
        func walk(_ node: Node) {
            if let text = node.facts.text { parts.append(text) }
            node.children.forEach(walk)
        }
        node.children.forEach(walk)
        return parts.joined(separator: " ")
    }
}

/// Renders the live tree for `dump()`: groups and modifiers fold into the
/// views they belong to, so the picture matches the code.
@MainActor
enum TreeDump {
    /// `dump()`; with `frames`, `dumpLayout()`: the same tree with the frame
    /// of every view and layout modifier.
    static func render(_ root: Node, frames: Bool = false) -> String {
        var lines: [String] = []
        write(root, depth: 0, pendingModifiers: [], frames: frames, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func write(
        _ node: Node, depth: Int, pendingModifiers: [String], label: String = "", frames: Bool, into lines: inout [String]
    ) {
        switch node.role {
        case .group:
            // Modifiers on a group (or on a custom modifier's content) apply to each child.
            for child in node.children {
                write(child, depth: depth, pendingModifiers: pendingModifiers, label: label, frames: frames, into: &lines)
            }
        case .modifier:
            var modifiers = pendingModifiers
            if let modifier = node.facts.modifier {
                modifiers.append(modifier + (frames && node.facts.layout != nil ? frame(of: node) : ""))
            }
            for child in node.children {
                if child.key == .index(1), let decoration = node.facts.modifier {
                    // A background or overlay view: listed under the view it decorates.
                    let name = decoration.prefix { $0 != "(" }
                    write(child, depth: depth + 1, pendingModifiers: [], label: "(\(name)) ", frames: frames, into: &lines)
                } else {
                    write(child, depth: depth, pendingModifiers: modifiers, label: label, frames: frames, into: &lines)
                }
            }
        default:
            var line = String(repeating: "  ", count: depth) + label + baseName(node)
            if let text = node.facts.text { line += " \"\(text)\"" }
            if case .textField(let prompt, let binding)? = node.facts.control {
                line += " \"\(prompt)\" = \"\(binding.wrappedValue)\""
            }
            if let modifier = node.facts.modifier, node.role == .primitive, modifier != baseName(node) {
                line += " \(modifier)"
            }
            if frames { line += frame(of: node) }
            if node.storage.contains(where: { $0 != nil }) { line += " " + stateSummary(node) }
            for modifier in pendingModifiers.reversed() { line += " .\(modifier)" }
            lines.append(line)
            for child in node.children { write(child, depth: depth + 1, pendingModifiers: [], frames: frames, into: &lines) }
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
