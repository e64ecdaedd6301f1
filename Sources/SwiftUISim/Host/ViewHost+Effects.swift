/// Where each effect modifier is attached. An effect lives as long as the
/// view it modifies: a `.task` on one button loads for as long as that
/// button is on screen, not for as long as the screen is. The extent of the
/// modified view tells the two apart, whatever the code looks like.
extension ViewHost {
    public struct AttachedEffect: CustomStringConvertible {
        /// `task`, `onAppear`, `onDisappear` or `onChange`.
        public let kind: String
        /// The custom view that declares it (as events name it).
        public let owner: String
        /// The view it modifies: its type, and the text it shows if any.
        public let attachedTo: String
        /// That view's frame: the cells whose lifetime the effect shares.
        public let frame: Frame?

        public var description: String {
            "\(kind) of \(owner) on \(attachedTo)" + (frame.map { " at \($0)" } ?? "")
        }
    }

    /// Every effect modifier on screen, in tree order.
    public var attachedEffects: [AttachedEffect] {
        graph.layoutIfNeeded()
        var found: [AttachedEffect] = []
        graph.forEachNode { node in
            guard !node.facts.effects.isEmpty else { return }
            // The modified view: below the modifiers, its content (not a background's decoration).
            @MainActor func modified(_ node: Node) -> Node? { node.children.first { $0.key == .index(0) } ?? node.children.first }
            var content = modified(node)
            while let inner = content, inner.role == .modifier { content = modified(inner) }
            let text = content.map { Self.labelText(of: $0, includingOwn: true) } ?? ""
            let shown = text.count > 30 ? String(text.prefix(30)) + "…" : text
            let attachedTo = (content?.typeName ?? "nothing") + (shown.isEmpty ? "" : " “\(shown)”")
            for effect in node.facts.effects {
                let kind: String
                switch effect {
                case .task: kind = "task"
                case .appear: kind = "onAppear"
                case .disappear: kind = "onDisappear"
                case .change: kind = "onChange"
                case .focus, .submit: continue
                }
                found.append(AttachedEffect(kind: kind, owner: node.effectOwnerName, attachedTo: attachedTo,
                                            frame: LayoutQuery.frame(of: node)))
            }
        }
        return found
    }
}
