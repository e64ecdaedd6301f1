import Foundation

// `.safeAreaPadding` meeting `.ignoresSafeArea` (seventeenth review).
//
// `safeAreaPadding(_:)` (iOS 17) does not pad like `padding`: Apple, "Adds
// the provided insets into the safe area of this view". Content that
// respects the safe area keeps out of those insets, so alone it looks like
// padding (and the simulator lays it out as padding). Content that ignores
// the safe area (`ignoresSafeArea(_:edges:)`, iOS 14: "Expands the safe area
// of a view"; `edgesIgnoringSafeArea(_:)`, iOS 13) extends into them on the
// edges it ignores: on a device it reaches the padded view's edge there, and
// the inset a user sees on that edge is none.
//
// The order decides (modifiers wrap outwards):
// - `content.ignoresSafeArea().safeAreaPadding(12)`: the padding is outside,
//   its insets are safe area for the content, which ignores them: no inset.
// - `content.safeAreaPadding(12).ignoresSafeArea()`: the ignoring is outside;
//   it expands into the safe area of the screen around it (the simulated
//   screen has none), while the insets the padding adds inside still keep
//   the content 12 points in: the inset stays.
// - A custom view between them counts as the content: `Card().safeAreaPadding(4)`
//   with `.ignoresSafeArea()` on Card's body reaches the edge too.
//
// The simulator follows the content down from the padding through the views
// that pass the safe area on unchanged to one child (custom views, groups,
// modifiers with no layout of their own, a background or overlay's content,
// another `safeAreaPadding`) and takes the edges an `ignoresSafeArea` there
// ignores. It stops at anything that lays out its own children (a stack, a
// frame, a `padding`): a child of a stack that ignores the safe area extends
// into it only where it touches the stack's edge, which the simulator does
// not work out, so there the inset stays (docs/simulator.md).

/// What a node does with the safe area.
enum SafeAreaFact: Equatable {
    /// `.safeAreaPadding`: its `padding` fact is safe area added for its content.
    case padding
    /// `.ignoresSafeArea`: the content extends into the safe area on these edges.
    case ignores(Edge.Set)
}

/// `.ignoresSafeArea(_:edges:)` / `.edgesIgnoringSafeArea(_:)`.
public struct _SafeAreaIgnoring: ViewModifier, BuiltinModifier {
    let edges: Edge.Set
    func record(into facts: inout NodeFacts) {
        facts.modifier = edges == .all ? "ignoresSafeArea" : "ignoresSafeArea(edges: \(edges.dumpName))"
        facts.safeArea = .ignores(edges)
    }
}

@MainActor
enum SafeAreaPadding {
    /// The edges of a `.safeAreaPadding` node whose insets its content
    /// ignores (it reaches the edge there); empty for any other node.
    static func ignoredEdges(of node: Node) -> Edge.Set {
        guard node.facts.safeArea == .padding else { return [] }
        var edges: Edge.Set = []
        var current = onlyChild(of: node)
        while let step = current {
            switch step.facts.safeArea {
            case .ignores(let ignored)?: edges.formUnion(ignored)
            case .padding?: break
            case nil: break
            }
            if edges == .all { break }
            switch step.facts.layout {
            case nil, .paint?, .layoutPriority?, .alignmentGuide?:
                current = onlyChild(of: step)
            case .padding? where step.facts.safeArea == .padding:
                current = onlyChild(of: step)
            case .decoration?:
                current = step.children.first { $0.key == .index(0) }
            default:
                current = nil
            }
        }
        return edges
    }

    /// The insets, in points as written, a padding node keeps its content
    /// in by: `padding`'s, or `safeAreaPadding`'s but for the edges its
    /// content ignores. Nil for a node that pads nothing.
    static func insets(of node: Node) -> ViewHost.Insets? {
        guard var insets = node.facts.padding else { return nil }
        let ignored = ignoredEdges(of: node)
        if ignored.contains(.top) { insets.top = 0 }
        if ignored.contains(.leading) { insets.leading = 0 }
        if ignored.contains(.bottom) { insets.bottom = 0 }
        if ignored.contains(.trailing) { insets.trailing = 0 }
        return insets
    }

    private static func onlyChild(of node: Node) -> Node? {
        node.children.count == 1 ? node.children[0] : nil
    }
}
