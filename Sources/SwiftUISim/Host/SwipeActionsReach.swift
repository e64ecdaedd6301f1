/// Twenty-first review: swipe actions are a row feature. Apple,
/// swipeActions(edge:allowsFullSwipe:content:) (iOS 15): "Adds custom swipe
/// actions to a row in a list … Use this method to add swipe actions to a
/// view that acts as a row in a list." On a view that is in no `List` (or
/// `Form`, built as a list) there is no cell to swipe: the actions never show
/// and no user can choose one. iOS 27 (Xcode 27) adds
/// `swipeActionsContainer()` (Apple: "Use swipeActionsContainer() when
/// building custom row-based layouts that use ScrollView, LazyVStack, or
/// similar containers"): inside such a container the rows' swipe actions
/// work too.
extension ViewHost {
    /// Why a control inside `node`'s chain is a swipe action no user can
    /// reveal, or nil: the first `.swipeActions` accessory around it whose
    /// row is in no List, Form or swipe-actions container.
    static func whySwipeActionUnreachable(_ node: Node) -> String? {
        var current: Node? = node
        while let step = current {
            if step.key == .index(1), let presenter = step.parent, presenter.facts.layout == .presenting,
               presenter.facts.modifier == "swipeActions", !swipesAsRow(presenter) {
                return """
                    is a swipe action (.swipeActions) on \(describe(presenter)), which is in no List or Form: swipe actions \
                    belong to a row in a list, so nothing shows them and no swipe reveals them\
                    \(presenter.graph.release == .xcode27 ? " (in Xcode 27, .swipeActionsContainer() on a ScrollView or stack around the rows makes them swipeable)" : "")
                    """
            }
            current = step.parent
        }
        return nil
    }

    /// Whether the view `.swipeActions` modifies is a row something can swipe:
    /// in a `List` or `Form`, or (Xcode 27) in a `.swipeActionsContainer()`.
    private static func swipesAsRow(_ presenter: Node) -> Bool {
        var ancestor = presenter.parent
        while let current = ancestor {
            if current.facts.layout == .list { return true }
            if current.facts.modifier == "swipeActionsContainer", current.graph.release == .xcode27 { return true }
            ancestor = current.parent
        }
        return false
    }
}

extension View {
    /// iOS 27: "Coordinates swipe action dismissal and mutual exclusion
    /// across rows in a container" (Apple, swipeActionsContainer()): rows
    /// inside it with `.swipeActions` can be swiped (`whySwipeActionUnreachable`).
    public func swipeActionsContainer() -> some View { modifier(_RecordedModifier("swipeActionsContainer")) }
}
