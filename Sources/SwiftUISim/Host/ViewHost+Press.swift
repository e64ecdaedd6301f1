/// Pressing a button and holding it: while held, the custom `ButtonStyle`
/// in effect draws it with `configuration.isPressed == true`, as SwiftUI
/// does while a finger is down on it, so a check can judge the pressed look.
extension ViewHost {
    /// Presses the first `Button` labelled `label` and holds it while
    /// `held` runs (read the screen there: `paint(around:)`, `opacity(of:)`,
    /// `snapshot()`: as a user sees it `AnimationTiming.tapHold` s into the
    /// press, while an ordinary tap still holds it); then lifts the finger on the button, which runs its
    /// action as `tap(_:)` does. Each step is one update.
    public func press(_ label: String, while held: () -> Void = {}) {
        guard let node = control(.button, labelled: label), case .button? = node.facts.control else { return }
        // What lifting the finger runs, as a tap's (`tapRoute`).
        let actions = Self.tapRoute(node)
        let pressed = ButtonPress.path(of: node)
        // The pressed look as a user sees it while the finger is down in an
        // ordinary tap (`AnimationTiming.tapHold`), not a glance later.
        graph.seenAfter = AnimationTiming.tapHold
        graph.transaction(cause: "press(\"\(label)\")") {
            ButtonPress.pressed = pressed
            node.invalidate(because: "pressed")
        }
        graph.seenAfter = AnimationTiming.glance
        finishAction("press(\"\(label)\")")
        held()
        let current = ButtonPress.pressed == pressed ? graph.firstNode { ButtonPress.path(of: $0) == pressed } : nil
        graph.transaction(cause: "release(\"\(label)\")") {
            ButtonPress.pressed = nil
            current?.invalidate(because: "released")
            actions.forEach { $0() }
        }
        finishAction("release(\"\(label)\")")
    }
}

/// The button a finger is on: by its structural place (the child keys from
/// the root), which a fresh render of the same state (the staleness oracle)
/// finds again, where a node's identity would not.
@MainActor
enum ButtonPress {
    static var pressed: [ChildKey]?

    static func path(of node: Node) -> [ChildKey] {
        var keys: [ChildKey] = []
        var current: Node? = node
        while let step = current {
            keys.append(step.key)
            current = step.parent
        }
        return keys
    }

    static func isPressed(_ node: Node) -> Bool {
        guard let pressed else { return false }
        return path(of: node) == pressed
    }
}
