import Foundation

/// How a view's drawing is turned in the screen's plane: the linear part
/// of the transforms drawing modifiers apply ([a c; b d], x' = a x + c y,
/// y' = b x + d y, in points, y down, as `CGAffineTransform` writes it).
struct PlaneMap: Equatable {
    var a, b, c, d: Double

    init(a: Double, b: Double, c: Double, d: Double) { (self.a, self.b, self.c, self.d) = (a, b, c, d) }

    static let identity = PlaneMap(a: 1, b: 0, c: 0, d: 1)

    /// `outer` applied after `self`.
    func then(_ outer: PlaneMap) -> PlaneMap {
        PlaneMap(a: outer.a * a + outer.c * b, b: outer.b * a + outer.d * b,
                 c: outer.a * c + outer.c * d, d: outer.b * c + outer.d * d)
    }

    /// A turn in the plane by `degrees`, clockwise on screen for a positive
    /// angle (y points down), as `rotationEffect` turns.
    static func turn(degrees: Double) -> PlaneMap {
        let (cosine, sine) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        return PlaneMap(a: cosine, b: sine, c: -sine, d: cosine)
    }

    /// What a rotation about `axis` shows on the screen's plane: the
    /// upper-left 2×2 of its rotation matrix (Rodrigues), seen head-on
    /// (the simulator draws no perspective). Its determinant is the
    /// matrix's (z, z) entry, the share of the face still turned to the
    /// viewer (`Drawing.facing`); below 0 the view shows its back, drawn
    /// mirrored.
    static func rotation(degrees: Double, axis: (x: Double, y: Double, z: Double)) -> PlaneMap {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0 else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (cosine, sine) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        let rest = 1 - cosine
        return PlaneMap(a: cosine + x * x * rest, b: z * sine + x * y * rest,
                        c: -z * sine + x * y * rest, d: cosine + y * y * rest)
    }

    var determinant: Double { a * d - b * c }

    /// The map the drawing fact `drawing` applies; nil for a fact that
    /// does not turn, flip or stretch what is drawn.
    init?(_ drawing: Drawing?) {
        switch drawing {
        case .scale(let x, let y, _, _)?: self.init(a: x, b: 0, c: 0, d: y)
        case .rotation(let degrees, _, _)?: self = .turn(degrees: degrees)
        case .rotation3D(_, let onScreen, _, _)?: self = onScreen
        case .transform(let a, let b, let c, let d, _, _)?: self.init(a: a, b: b, c: c, d: d)
        // A UIKit label's own `transform` (and its superviews'): UIKit turns
        // and scales what it draws by it (twenty-sixth review).
        case .platformLabel(_, _, _, _, let layout)? where layout.transform != .identity: self = layout.transform
        default: return nil
        }
    }
}

/// Twenty-first review: a negative scale mirrors what a view draws. Apple,
/// scaleEffect(x:y:anchor:) (iOS 13): "Scales this view's rendered output by
/// the given horizontal and vertical amounts, relative to an anchor point";
/// a negative amount flips it. Twenty-fourth review: a rotation turns it the
/// same way. Apple, rotationEffect(_:anchor:) (iOS 13): "Rotates a view's
/// rendered output in two dimensions around the specified point … It has no
/// effect on the view's frame"; rotation3DEffect(_:axis:anchor:anchorZ:perspective:)
/// (iOS 13): "Renders a view's content as if it's rotated in three
/// dimensions around the specified axis". One mechanism for both: every
/// flip, turn and transform around a view is composed into one `PlaneMap`.
/// - A text is read when its glyphs are neither mirrored (the map's
///   determinant below 0: one flip, a 180° turn about x or y) nor turned
///   more than `mostTurn` from level (`.rotationEffect(.degrees(180))` draws
///   it upside down, `.scaleEffect(-1)` is the same half turn, a 90° turn
///   stands it on end): such a text is not read as a line (`Legibility`).
/// - A view is drawn where every flip and turn around it puts it, each
///   about its own anchor (`ViewHost.frame(of:)` reads that place). Two
///   half turns or two flips, on a scroll view and on each row inside ("the
///   inverted chat list"), give readable rows again, but the first row is
///   drawn at the bottom, each above the one before. A flip is taken about
///   its scale effect's anchor (the view's centre by default).
@MainActor
enum TurnedDrawing {
    /// A text whose baseline is turned more than this from level (degrees)
    /// is not read as a line: its baseline is then nearer upright than
    /// level, the reader's head would have to tilt further than the text
    /// does. A choice, not a measurement (reading slows steadily as a line
    /// turns; past 45° a rotated label reads as a graphic, not a line).
    static let mostTurn = 45.0

    /// Where `node` is drawn after every flip and turn around it (each
    /// about the modified view's anchor, innermost first). Nil when none
    /// is on the way (the laid-out frame stands); a positive scale or a
    /// transform leaves the laid-out frame.
    static func seen(_ node: Node) -> (frame: ViewHost.Frame, mirrored: Bool)? {
        guard let laidOut = LayoutQuery.frame(of: node) else { return nil }
        let (pw, ph) = (Cells.pointsPerColumn, Cells.pointsPerRow)
        // Centre and size in points.
        var (cx, cy) = ((Double(laidOut.x) + Double(laidOut.width) / 2) * pw, (Double(laidOut.y) + Double(laidOut.height) / 2) * ph)
        var (w, h) = (Double(laidOut.width) * pw, Double(laidOut.height) * ph)
        var turned = false
        var current: Node? = node
        while let step = current {
            if let (map, anchor) = placing(step), let box = LayoutQuery.frame(of: step) {
                turned = true
                let px = (Double(box.x) + anchor.x * Double(box.width)) * pw
                let py = (Double(box.y) + anchor.y * Double(box.height)) * ph
                (cx, cy) = (px + map.a * (cx - px) + map.c * (cy - py), py + map.b * (cx - px) + map.d * (cy - py))
                (w, h) = (abs(map.a) * w + abs(map.c) * h, abs(map.b) * w + abs(map.d) * h)
            }
            current = step.parent
        }
        guard turned else { return nil }
        let width = Int((w / pw).rounded()), height = Int((h / ph).rounded())
        let frame = ViewHost.Frame(x: Int((cx / pw - Double(width) / 2).rounded()), y: Int((cy / ph - Double(height) / 2).rounded()),
                                   width: width, height: height)
        return (frame, map(of: node).determinant < 0)
    }

    /// A flip or a turn on `step` that moves what it draws, and its anchor
    /// (unit point of its frame).
    private static func placing(_ step: Node) -> (PlaneMap, (x: Double, y: Double))? {
        switch step.facts.drawing {
        case .scale(let x, let y, let ax, let ay)? where x < 0 || y < 0: return (PlaneMap(a: x, b: 0, c: 0, d: y), (ax, ay))
        case .rotation(let degrees, let ax, let ay)? where degrees.truncatingRemainder(dividingBy: 360) != 0: return (.turn(degrees: degrees), (ax, ay))
        case .rotation3D(_, let onScreen, let ax, let ay)? where onScreen.a < 0 || onScreen.d < 0 || onScreen.b != 0 || onScreen.c != 0:
            return (onScreen, (ax, ay))
        default: return nil
        }
    }

    /// Every flip, turn and transform from `node` out, composed.
    static func map(of node: Node) -> PlaneMap {
        var map = PlaneMap.identity
        var current: Node? = node
        while let step = current {
            if let own = PlaneMap(step.facts.drawing) { map = map.then(own) }
            current = step.parent
        }
        return map
    }

    /// Why a text does not read as a line, or nil: mirrored, or turned
    /// more than `mostTurn` from level.
    static func whyTurned(_ node: Node) -> String? {
        guard node.facts.text != nil else { return nil }
        let map = map(of: node)
        // Edge-on (nothing of it faces the screen): `Legibility` judges its size.
        guard map.determinant != 0 else { return nil }
        let by = modifiers(around: node)
        if map.determinant < 0 {
            return "drawn mirrored by \(by) (a negative scale, or a rotation3DEffect showing its back, flips its glyphs: it reads backwards or upside down)"
        }
        // Where the baseline (the text's x axis) points on screen.
        let degrees = atan2(map.b, map.a) * 180 / .pi
        guard abs(degrees) > mostTurn + 1e-9 else { return nil }
        let how = abs(abs(degrees) - 180) <= mostTurn ? "upside down" : "on end"
        return "drawn \(how), turned \(format(degrees.rounded()))° by \(by) (a line turned more than \(format(mostTurn))° from level is not read as a line of text)"
    }

    /// The flips and turns around `node`, as `dump()` names them.
    private static func modifiers(around node: Node) -> String {
        var names: [String] = []
        var current: Node? = node
        while let step = current {
            if PlaneMap(step.facts.drawing) != nil, let name = step.facts.modifier, !names.contains(name) { names.append(name) }
            current = step.parent
        }
        return names.isEmpty ? "a transform" : names.map { ".\($0)" }.joined(separator: " and ")
    }
}
