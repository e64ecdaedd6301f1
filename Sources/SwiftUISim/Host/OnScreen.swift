/// What a user can see. A view under `.opacity(0)`, `.hidden()` or a frame
/// with no width or height is in the tree (its state lives, its body runs)
/// but not on screen: `texts` and `dump(visibleOnly: true)` leave it out, so
/// a check judges what the screen shows, whatever shape the code takes.
@MainActor
enum OnScreen {
    /// Whether this node keeps its content off the screen.
    static func hidesContent(_ node: Node) -> Bool {
        guard node.role == .modifier, let modifier = node.facts.modifier else { return false }
        switch modifier {
        case "opacity(0)", "hidden": return true
        default:
            return modifier.hasPrefix("frame(width: 0,") || modifier.hasPrefix("frame(width: 0.0,")
                || (modifier.hasPrefix("frame(width:") && (modifier.hasSuffix("height: 0)") || modifier.hasSuffix("height: 0.0)")))
        }
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
