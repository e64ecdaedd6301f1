import Foundation

// Twenty-first review: a SwiftUI text drawn smaller by `minimumScaleFactor`.
// Apple, minimumScaleFactor(_:) (iOS 13): "Sets the minimum amount that text
// in this view scales down to fit in the available space … If the Text view
// can fit within its bounds without scaling, no scaling is applied"; with
// `.lineLimit(1)` in a 14-point frame, "Flag Mina" is drawn at about 3
// points. Before, the simulator judged such a text at its font's size (it
// shrank only a UILabel, `adjustsFontSizeToFitWidth`), so a label no user
// can read was listed and tapped.

extension Legibility {
    /// Why `text`, `size` points tall, is too small to read once SwiftUI
    /// scales it down (not below `least`) to fit its laid-out width in
    /// `lines` lines; nil when it fits, or is still `smallestText` or more.
    /// Its width is `glyphAdvance` of its size a glyph, as for a UILabel.
    static func shrunkToFit(_ text: String, size: Double, lines: Int, least: Double, node: Node) -> String? {
        guard size > 0, lines > 0, let frame = LayoutQuery.frame(of: node) else { return nil }
        let glyphs = Double(text.count)
        guard glyphs > 0 else { return nil }
        let available = Double(Cells.points(columns: max(1, frame.width))) * Double(lines)
        let needed = glyphs * glyphAdvance * size
        guard needed > available else { return nil }
        let factor = max(min(1, max(0, least)), available / needed)
        let drawn = size * factor
        guard drawn < smallestText else { return nil }
        func short(_ value: Double) -> String { String(format: "%.1f", value) }
        return "drawn \(short(drawn)) points tall: scaled down to fit \(short(available / Double(lines))) points in \(lines) "
            + "line\(lines == 1 ? "" : "s") (.minimumScaleFactor(\(format(least)))): too small to read"
    }
}
