// Controls no user can see (nineteenth review): a check operates a control
// by its action, so without this it tapped a Button at `.opacity(0)`, one
// moved 2000 points off the screen, and a toolbar item no bar shows. A
// control is judged by the rules that judge a text (`OnScreen`,
// `Legibility`; docs/simulator.md "What a user can see"), so what `texts`
// and `visibleTree` leave out is what no check can operate.

extension ViewHost {
    /// The control to operate for a check that asked for `found` (the first
    /// control of that kind and label): `found` when a user sees it, else
    /// the first other one of that kind and label a user sees; when none is
    /// seen, the check stops with why `found` is not (`refuseUnseen`).
    func seenControl(_ found: Node, kind: ControlKind, label: String, matching matches: (Node) -> Bool) -> Node {
        guard let why = Self.whyUnseen(found) else { return found }
        if let seen = graph.firstNode(in: reachableRoot, where: { candidate in
            candidate !== found && matches(candidate) && !OnScreen.inUnchosenAlternative(candidate) && Self.whyUnseen(candidate) == nil
        }) {
            return seen
        }
        Self.refuse(kind: kind, label: label, unseenBecause: why)
    }

    /// Fails the check when no user can see `node`, a control the check is
    /// about to operate (`whyUnseen`), as `refuseInert` fails it for one no
    /// touch reaches.
    static func refuseUnseen(_ node: Node, kind: ControlKind, label: String) {
        guard let why = whyUnseen(node) else { return }
        refuse(kind: kind, label: label, unseenBecause: why)
    }

    private static func refuse(kind: ControlKind, label: String, unseenBecause why: String) -> Never {
        Diagnostics.fail("\(kind.rawValue) \"\(label)\" is not on screen for a user (\(why)); a user cannot \(kind.userVerb).")
    }

    /// Why no user can see `node`, a control; nil when one can. What hides
    /// a text hides a control (`OnScreen.whyHides`, then
    /// `Legibility.whyHiddenControl`; lays out first):
    /// - `.opacity(0)` or `.hidden()` on it or around it: SwiftUI draws
    ///   nothing there and takes no touch there either (iOS 13 to 26; Apple
    ///   documents no such rule for hit testing; widely reported, e.g.
    ///   codegenes.net "SwiftUI: Is Using Color.clear the Correct Way to
    ///   Pass Touches Through a View": a touch goes to a view that "has
    ///   non-zero opacity"); an opacity below `Legibility.faintest` (10%)
    ///   counts as none, as for a text: no user taps what they cannot see;
    /// - a frame of no width or height around it;
    /// - moved out of the screen (a phone's width across: `offset`,
    ///   `position`, a transform) or out of every scroll view's content a
    ///   user could scroll to (a row below the fold of a `List` or
    ///   `ScrollView` is reached by scrolling: it stays operable);
    /// - clipped out, covered by an opaque paint laid over it, scaled or
    ///   blurred to a smudge, under a full-screen cover;
    /// - in a `.toolbar` no bar shows (`OnScreen.isBarContentWithoutBar`).
    /// A modifier whose effect the simulator does not model does not count.
    static func whyUnseen(_ node: Node) -> String? {
        node.graph.layoutIfNeeded()
        var current: Node? = node
        while let step = current {
            if let why = OnScreen.whyHides(step) { return why }
            current = step.parent
        }
        return Legibility.whyHiddenControl(node) ?? whyLabelUnseen(node)
    }

    /// Twentieth review: why no user can make out `node`'s label, a
    /// button's (or a tap gesture's) drawn content, or nil. The label is
    /// judged by the rules `texts` judges each text by (`Legibility`: its
    /// colour against the paint behind it, after the colour effects around
    /// it), so a button whose every text is drawn in a colour that does not
    /// stand out (`.tint(.white)` on a white row: the tint colours a
    /// borderless button's label, Apple, tint(_:), iOS 15;
    /// `.foregroundStyle(.clear)`, `.brightness(1)`) is not seen, as its
    /// texts are not listed. A label that also draws something the
    /// simulator does not judge by colour (an image, a shape, a paint) is
    /// seen. A bordered button's label is judged against its bezel, the
    /// tint's fill the style paints behind it (twenty-first review,
    /// ButtonBezel.swift): `.bordered` with `.tint(.white)` on a white row
    /// is not seen.
    static func whyLabelUnseen(_ node: Node) -> String? {
        guard case .button? = node.facts.control else { return nil }
        var reasons: [String] = []
        var drawsOther = false
        func walk(_ step: Node) {
            if drawsOther || step.isHidden || OnScreen.hidesContent(step) || OnScreen.isMask(step) || OnScreen.paintsNothing(step) { return }
            if step.facts.text != nil {
                if let why = Legibility.whyHiddenControl(step) { reasons.append("\"\(step.facts.text ?? "")\" \(why)") } else { drawsOther = true }
                return
            }
            if step.children.isEmpty {
                // A leaf that draws: a shape, a colour, an image.
                if !(step.typeName.hasPrefix("Spacer") || step.typeName.hasPrefix("EmptyView")) { drawsOther = true }
                return
            }
            step.children.forEach(walk)
        }
        walk(node)
        guard !drawsOther, let first = reasons.first else { return nil }
        return "its label cannot be made out: \(first)"
    }
}
