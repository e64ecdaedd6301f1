/// Twenty-first review: a negative scale mirrors what a view draws. Apple,
/// scaleEffect(x:y:anchor:) (iOS 13): "Scales this view's rendered output by
/// the given horizontal and vertical amounts, relative to an anchor point";
/// a negative amount flips it. One flip (`.scaleEffect(x: 1, y: -1)`) turns
/// a text's glyphs upside down, mirrored: no user reads it (`Legibility`).
/// Two flips, on a scroll view and on each row inside ("the inverted chat
/// list"), give readable rows again, but the rows are drawn where the outer
/// flip put them: the first at the bottom, each above the one before
/// (`ViewHost.frame(of:)` reads that place). The simulator records no anchor
/// for a scale effect: a flip is taken about the view's centre, the default.
@MainActor
enum Mirrors {
    /// Where `node` is drawn after every flip around it (each about the
    /// flipped view's laid-out centre, innermost first), and whether its
    /// glyphs are mirrored (an odd number of one-axis flips; flipping both
    /// axes at once is a half turn, as `rotationEffect` is). Nil when no
    /// negative scale is on the way (the laid-out frame stands).
    static func seen(_ node: Node) -> (frame: ViewHost.Frame, mirrored: Bool)? {
        guard var frame = LayoutQuery.frame(of: node) else { return nil }
        var flipped = false, mirrored = false
        var current: Node? = node
        while let step = current {
            if case .scale(let x, let y)? = step.facts.drawing, x < 0 || y < 0, let box = LayoutQuery.frame(of: step) {
                flipped = true
                if x < 0 { frame.x = 2 * box.x + box.width - frame.x - frame.width }
                if y < 0 { frame.y = 2 * box.y + box.height - frame.y - frame.height }
                if (x < 0) != (y < 0) { mirrored.toggle() }
            }
            current = step.parent
        }
        return flipped ? (frame, mirrored) : nil
    }

    /// Why a text reads mirrored, or nil.
    static func whyMirrored(_ node: Node) -> String? {
        guard node.facts.text != nil else { return nil }
        var mirrored = false
        var current: Node? = node
        while let step = current {
            if case .scale(let x, let y)? = step.facts.drawing, (x < 0) != (y < 0) { mirrored.toggle() }
            current = step.parent
        }
        guard mirrored else { return nil }
        return "drawn mirrored (a negative .scaleEffect flips its glyphs: it reads backwards or upside down)"
    }
}
