/// Twenty-fifth review (finding 10 of the twenty-third): a row is on screen
/// only inside the visible bounds of every ScrollView and List around it.
///
/// What SwiftUI does (Apple docs):
/// - ScrollView (iOS 13): "The scroll view displays its content within the
///   scrollable content region. As the user performs platform-appropriate
///   scroll gestures, the scroll view adjusts what portion of the
///   underlying content is visible." Its own size is what its parent
///   proposes: along its axis it fills the proposal and proposes nothing
///   (an unspecified length) to its content, so a `.frame(height: 12)`,
///   a `.frame(maxHeight: 12)`, a `containerRelativeFrame`, or a VStack
///   slot its siblings leave small is the whole window onto the content;
/// - List (iOS 13): "a container that presents rows of data arranged in a
///   single column", scrolled as a scroll view is;
/// - frame(width:height:alignment:) (iOS 13): "Positions this view within
///   an invisible frame with the specified size."
///
/// The simulated screen (40 × 20 cells, 320 × 320 points) is smaller than a
/// phone's: a scroll view that fills it stands for one that fills a phone,
/// which shows more rows (lab 12's inbox shows ten messages and more on a
/// phone, but only six in 20 rows of cells). So a scroll view's visible
/// length is its length when the same tree is laid out on a phone's screen
/// (`LayoutEngine.sizesOnPhone`): a scroll view sized by the screen grows
/// with it; one whose length the app set, or that a sibling squeezes,
/// keeps it. The extra length on a phone is added on the side away from
/// where the scroll view opens (`defaultScrollAnchor`): one opened at its
/// bottom shows more rows above.
///
/// Where the content lies in that window is known for a lazy container (a
/// `LazyVStack`/`LazyHStack`/lazy grid in the scroll view, a `List`): its
/// built rows are the screenful where it opened or was scrolled to by the
/// app (`RowWindow`), laid out from the content's start, so rows outside
/// the window's visible length are not on screen. After the host scrolls it
/// (`ViewHost.scroll(to:)` builds a second screenful and keeps the first),
/// and for content that is not lazy (all built, its scroll position not
/// modelled: it stays reachable by scrolling, Layout/ProgrammaticScroll.swift),
/// a view is judged where scrolling brings it, as before, in a window that
/// must have some length: a scroll view of no length shows nothing.
@MainActor
extension Legibility {
    /// Why a view laid out at `laidOut` (cells, the screen's coordinates) in
    /// `scroll`'s content is not in its visible bounds; else nil and the
    /// part of `laidOut` inside them (where the window's position is known),
    /// for the scroll views further out.
    static func outsideVisibleBounds(_ node: Node, at laidOut: ViewHost.Frame, in scroll: Node)
        -> (why: String?, kept: ViewHost.Frame) {
        let (horizontal, vertical): (Bool, Bool)
        switch scroll.facts.layout {
        case .scroll(let h, let v)?: (horizontal, vertical) = (h, v)
        case .list?: (horizontal, vertical) = (false, true)
        default: return (nil, laidOut)
        }
        guard horizontal || vertical, let frame = LayoutQuery.frame(of: scroll) else { return (nil, laidOut) }
        let name = scroll.facts.layout == .list ? "List" : "ScrollView"
        let rowsDown = rowsAxis(of: node, in: scroll)
        var kept = laidOut
        for down in [true, false] where down ? vertical : horizontal {
            let length = down ? frame.height : frame.width
            // Only a window whose position is known, or that has no length
            // here, needs the phone's layout (a whole pass: not run for
            // every view of a long eager list).
            guard length <= 0 || rowsDown == down else { continue }
            guard let onPhone = node.graph.layout.sizesOnPhone(root: node.graph.root)[ObjectIdentifier(scroll)] else { continue }
            // Longer on a phone when it grows with the screen; never shorter.
            let phoneLength = max(length, down ? onPhone.height : onPhone.width)
            let axis = down ? "tall" : "wide"
            if phoneLength <= 0 {
                return ("in a \(name) of no \(down ? "height" : "width") (0 points \(axis), laid out on a phone's screen): it shows nothing of its content", laidOut)
            }
            guard rowsDown == down else { continue }
            let extra = max(0, phoneLength - length)
            let fraction = min(1, max(0, DefaultScrollAnchor.fraction(of: scroll, vertical: down) ?? 0))
            let before = Int((Double(extra) * fraction).rounded())
            let low = (down ? frame.y : frame.x) - before
            let high = (down ? frame.y : frame.x) + length + (extra - before)
            let start = down ? kept.y : kept.x
            let end = start + max(1, down ? kept.height : kept.width)
            if end <= low || start >= high {
                let perCell = down ? Cells.pointsPerRow : Cells.pointsPerColumn
                let (past, edge) = start >= high ? (start - high, down ? "bottom" : "trailing") : (low - end, down ? "top" : "leading")
                return ("outside its \(name)'s visible bounds (the \(name) is \(format(Double(phoneLength) * perCell)) points \(axis) "
                    + "laid out on a phone's screen; this view lies \(format(Double(past) * perCell)) points past its \(edge) edge): "
                    + "a user sees it only after scrolling", laidOut)
            }
            let clippedStart = max(start, low), clippedEnd = min(end, high)
            if down { (kept.y, kept.height) = (clippedStart, clippedEnd - clippedStart) } else { (kept.x, kept.width) = (clippedStart, clippedEnd - clippedStart) }
        }
        return (nil, kept)
    }

    /// The axis along which where `node` lies in `scroll`'s window is known
    /// (true: down): that of the rows of the lazy container it is in (inside
    /// `scroll`, or `scroll` a List) while they are one screenful (where it
    /// opened, or where the app scrolled it); nil otherwise.
    ///
    /// Twenty-sixth review (finding 11): a lazy stack drawn per element of
    /// an outer lazy stack (`LazyVStack { ForEach { LazyVStack { row;
    /// Divider() } } }`) lies where the outer one's rows put it: once the
    /// host has scrolled the outer one (two screenfuls built), where any
    /// view inside lies is not known, however few rows the inner one holds.
    private static func rowsAxis(of node: Node, in scroll: Node) -> Bool? {
        var current: Node? = node
        var axis: Bool?
        while let step = current {
            if step.isLazyContainer, let window = step.rowWindow {
                guard window.isOneScreenful else { return nil }
                if axis == nil {
                    switch step.facts.layout {
                    case .stack(let down, _, _)?: axis = down
                    case .grid(_, let down)?: axis = down
                    default: axis = true
                    }
                }
            }
            if step === scroll { return axis }
            current = step.parent
        }
        return axis
    }
}
