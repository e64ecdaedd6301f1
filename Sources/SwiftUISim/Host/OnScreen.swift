/// What a user can see. A view under `.opacity(0)`, `.hidden()` or a frame
/// with no width or height is in the tree (its state lives, its body runs)
/// but not on screen: `texts` and `dump(visibleOnly: true)` leave it out, so
/// a check judges what the screen shows, whatever shape the code takes.
@MainActor
enum OnScreen {
    /// Whether this node keeps its content off the screen.
    static func hidesContent(_ node: Node) -> Bool {
        guard node.role == .modifier else { return false }
        // A frame of zero points is zero cells (any other size is at least one).
        if case .frame(let width, let height, _)? = node.facts.layout { return width == 0 || height == 0 }
        return node.facts.modifier == "opacity(0)" || node.facts.modifier == "hidden"
    }

    /// Whether this node paints nothing a user can see: a background or
    /// overlay of `Color.clear` or of a colour at opacity 0.
    static func paintsNothing(_ node: Node) -> Bool {
        guard case .paint(let color?, _)? = node.facts.layout else { return false }
        return color.isInvisible
    }
}

extension Color {
    /// `.clear`, or any colour at opacity 0 (`Color.yellow.opacity(0)`,
    /// `Color(red: 1, green: 1, blue: 0, opacity: 0)`).
    var isInvisible: Bool {
        if name == "clear" { return true }
        let last = name.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" }).last
        return last.flatMap { Double($0) } == 0
    }
}

extension Graph {
    /// Every node a user can see, in tree order: covered subtrees and the
    /// content of `OnScreen.hidesContent` nodes left out.
    func forEachVisibleNode(_ visit: (Node) -> Void) {
        func walk(_ node: Node) {
            if OnScreen.hidesContent(node) { return }
            visit(node)
            for child in node.children where !child.isHidden { walk(child) }
        }
        walk(root)
    }
}
