/// Twenty-second review: programmatic scrolls. The simulator used to record
/// `scrollPosition(id:anchor:)` and make `ScrollViewProxy.scrollTo` do
/// nothing, so an inbox scrolled to its last message on appear was judged
/// as if it showed its first (the twenty-first review had closed the same
/// screen spelled `.defaultScrollAnchor(.bottom)`, DefaultScrollAnchor.swift).
///
/// What SwiftUI does (Apple docs):
/// - `ScrollViewProxy.scrollTo(_:anchor:)` (iOS 14): "Scans all scroll views
///   contained by the proxy for the first with a child view with identifier
///   id, and then scrolls to that view. If anchor is nil, this method finds
///   the container of the identified view, and scrolls the minimum amount to
///   make the identified view wholly visible. If anchor is non-nil, it
///   defines the points in the identified view and the scroll view to align.
///   For example, setting anchor to top aligns the top of the identified view
///   to the top of the scroll view."
/// - `scrollPosition(id:anchor:)` (iOS 17), with `scrollTargetLayout()`: "the
///   scroll view … scrolls to the view with the identity" the binding is set
///   to; its initial value is where it opens.
/// - `scrollPosition(_:anchor:)` with a `ScrollPosition` (iOS 18):
///   `scrollTo(id:anchor:)` and `scrollTo(edge:)` move the scroll view.
///
/// Modelled as the default anchor is: the lazy containers under the proxy
/// (or the scroll view carrying the modifier) that hold a row with the id
/// (a `ForEach` element's id) show the screenful with that row at the
/// anchor (`RowWindow.scrolls(toRow:fraction:total:)`); the rows left
/// behind are off screen and no longer built, so `texts` and frames judge
/// the screen where the user now is. Content that is not lazy is all built
/// and stays reachable by scrolling (Legibility judges a scroll view's
/// content by scrolling to it), so a scroll there changes nothing judged.
@MainActor
final class ScrollReference {
    /// The view whose subtree the proxy or modifier scrolls.
    weak var node: Node?
    init() {}
}

@MainActor
enum ProgrammaticScroll {
    enum Target {
        case id(AnyHashable)
        case edge(Edge)
    }

    /// Scrolls the lazy containers under `root` to `target`, as a user
    /// would then see them; a target no row holds moves nothing (as in
    /// SwiftUI, which scrolls only to a view it finds).
    static func scroll(in root: Node?, to target: Target, anchor: UnitPoint?) {
        guard let root, root.isAlive else { return }
        var moved: [Node] = []
        root.graph.forEachNode(in: root, includingHidden: true) { node in
            guard node.isLazyContainer, let window = node.rowWindow, let vertical = scrollsAlongRows(node) else { return }
            let lookups = window.rowLookups.values.sorted { $0.base < $1.base }
            let total = lookups.map { $0.base + $0.count }.max() ?? 0
            guard total > 0 else { return }
            let row: Int, fraction: Double
            switch target {
            case .id(let id):
                guard let found = lookups.lazy.compactMap({ lookup in lookup.row(id).map { lookup.base + $0 } }).first else { return }
                row = found
                if let anchor {
                    fraction = Double(vertical ? anchor.y : anchor.x)
                } else {
                    // nil: the least scroll that shows the row whole.
                    guard let shown = window.shownRows, !shown.contains(found) else { return }
                    fraction = found >= shown.upperBound ? 1 : 0
                }
            case .edge(let edge):
                let end: Bool
                switch edge {
                case .top: guard vertical else { return }; end = false
                case .bottom: guard vertical else { return }; end = true
                case .leading: guard !vertical else { return }; end = false
                case .trailing: guard !vertical else { return }; end = true
                }
                (row, fraction) = end ? (total - 1, 1) : (0, 0)
            }
            window.scrolls(toRow: row, fraction: fraction, total: total)
            moved.append(node)
        }
        for node in moved { node.invalidate(because: "@scroll") }
    }

    /// Whether a lazy container scrolls along its rows (a `List`, or a lazy
    /// stack or grid in a `ScrollView` along its axis), and along which
    /// axis: true down, false across; nil when nothing scrolls it.
    private static func scrollsAlongRows(_ lazy: Node) -> Bool? {
        let vertical: Bool
        switch lazy.facts.layout {
        case .list?: return true
        case .stack(let down, _, _)?: vertical = down
        case .grid(_, let down)?: vertical = down
        default: vertical = true
        }
        var ancestor = lazy.parent
        while let current = ancestor {
            if case .scroll(let horizontal, let down)? = current.facts.layout { return (vertical ? down : horizontal) ? vertical : nil }
            ancestor = current.parent
        }
        return nil
    }
}

/// A transparent group that tells a `ScrollReference` where it is in the
/// tree (the view a `scrollPosition` modifier is written on).
struct _ScrollReferenceGroup<Content: View>: View {
    typealias Body = Never
    let content: Content
    let reference: ScrollReference
    static func _expand(_ view: Self, into children: inout _Children) {
        view.reference.node = children.node
        children.append(view.content)
    }
    static var _role: _ViewRole { .group }
}

extension _Children {
    /// A `ForEach` in a lazy container records how to find a row by its id.
    mutating func noteRowLookup(count: Int, row: @escaping (AnyHashable) -> Int?) {
        guard let window = node.rowWindow else { return }
        window.rowLookups[ObjectIdentifier(node)] = (window.cursor, count, row)
    }
}
