import Foundation

extension ViewHost {
    /// The areas every `Canvas` under `root` fills, in cells: each fill's box
    /// (`CanvasFill`, the canvas's points) placed in the canvas's laid-out
    /// frame and kept to it, with its colour and alpha. A canvas's drawing
    /// is paint as a shape's fill is: `.overlay { Canvas { c, size in
    /// c.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white)) } }`
    /// covers the view under it (red-team round 18). The renderer runs with
    /// the canvas's size in points (Apple, Canvas, iOS 15: "the renderer
    /// closure … receives … the size of the canvas").
    static func canvasFills(in root: Node) -> [(node: Node, frame: Frame, colour: Color?, alpha: Double)] {
        var found: [(node: Node, frame: Frame, colour: Color?, alpha: Double)] = []
        func walk(_ node: Node) {
            if OnScreen.hidesContent(node) { return }
            if case .canvas(let recipe)? = node.facts.drawing, let frame = LayoutQuery.frame(of: node), frame.width > 0, frame.height > 0 {
                let size = CGSize(width: Double(frame.width) * Cells.pointsPerColumn, height: Double(frame.height) * Cells.pointsPerRow)
                let bounds = CGRect(origin: .zero, size: size)
                for fill in recipe.fills(size: size) where fill.alpha > 0 {
                    let box = fill.rect.intersection(bounds)
                    guard !box.isNull, box.width > 0, box.height > 0 else { continue }
                    let left = Int((Double(box.minX) / Cells.pointsPerColumn).rounded()), right = Int((Double(box.maxX) / Cells.pointsPerColumn).rounded())
                    let top = Int((Double(box.minY) / Cells.pointsPerRow).rounded()), bottom = Int((Double(box.maxY) / Cells.pointsPerRow).rounded())
                    guard right > left, bottom > top else { continue }
                    found.append((node, Frame(x: frame.x + left, y: frame.y + top, width: right - left, height: bottom - top), fill.colour, fill.alpha))
                }
            }
            for child in node.children where !child.isHidden { walk(child) }
        }
        walk(root)
        // A stack's layer is its laid-out view, below the `Canvas` modifier
        // that wraps it (the canvas draws in `Color.clear`): look up the
        // chain of single-child views above `root` too.
        var above = root.parent
        while let node = above, node.children.count == 1, !node.isHidden {
            if case .canvas? = node.facts.drawing {
                let before = found.count
                walk(node)
                // `walk` reached the canvas itself: keep only its fills.
                found = Array(found[..<before]) + found[before...].filter { $0.node === node }
                break
            }
            above = node.parent
        }
        return found
    }
}
