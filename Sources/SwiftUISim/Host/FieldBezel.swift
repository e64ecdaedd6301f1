// Twenty-second review: a rounded-border text field's bezel, painted where
// paint behind the field is judged (`ViewHost.cover(over:)`), as a bordered
// button's bezel is (ButtonBezel.swift). Before, an outline drawn in a
// `.background` of a `.textFieldStyle(.roundedBorder)` field counted as seen,
// though the field's own filled bezel lies over the whole of it.
//
// Documented: Apple, RoundedBorderTextFieldStyle (iOS 13 to 26; iOS 27
// points to `.bordered` with `textInputBorderShape(.roundedRectangle)`): "A
// text field style with a system-defined rounded border";
// background(alignment:content:) (iOS 15): "Layers the views that you specify
// behind this view"; UIKit, UITextField.borderStyle (iOS 2): with
// `.roundedRect` "the custom background image associated with the text field
// is ignored" (the style draws its own background). Inferred
// (no Apple page says what fills the border): on iOS the style is UIKit's
// `UITextField.BorderStyle.roundedRect` look, a filled rounded rectangle over
// the field's whole frame, opaque (white in light mode, a dark grey in dark
// mode), so what a `.background` draws inside the field's frame is hidden
// and only what reaches beyond it (`.padding` before the background, a
// stroke wider than the frame) shows.

extension ViewHost {
    /// Whether `field` (a TextField or SecureField node) is drawn with the
    /// rounded-border style: the nearest `.textFieldStyle(…)` on it or
    /// around it is `.roundedBorder` (a style set further in wins, as the
    /// environment passes it down).
    static func hasRoundedBorderBezel(_ field: Node) -> Bool {
        guard case .textField? = field.facts.control else { return false }
        var current: Node? = field
        while let step = current {
            if let modifier = step.facts.modifier, modifier.hasPrefix("textFieldStyle(") {
                return modifier.contains("RoundedBorderTextFieldStyle")
            }
            current = step.parent
        }
        return false
    }

    /// The rounded-border fields in `root` a user sees (not hidden), each
    /// an opaque bezel over its frame.
    static func fieldBezels(in root: Node) -> [Node] {
        var found: [Node] = []
        func walk(_ node: Node) {
            if node.isHidden || OnScreen.hidesContent(node) || OnScreen.isMask(node) { return }
            if hasRoundedBorderBezel(node) { found.append(node); return }
            node.children.forEach(walk)
        }
        walk(root)
        return found
    }
}
