// What a transition changes between its active state (where an inserted view
// starts, where a removed one ends) and its identity state, and whether a
// user sees that change: by the rules a pressed look is judged by
// (`ViewHost.visibleSizeChange`, SizeDifference.swift). Red-team round 14:
// `.offset(y: 0.01)`, `.scale(scale: 0.999)`, a custom `Transition` whose
// body returns `content`, and `.modifier(active:identity:)` with equal
// modifiers all passed for "moves the receipt in".

/// One thing a transition changes.
enum TransitionChange: Sendable {
    /// The view comes from nothing, off its place or out of a blur (opacity,
    /// move, slide, push, scale to 0, blurReplace): a user always sees it.
    case appears
    /// A move by this many points.
    case offset(x: Double, y: Double)
    /// A scale by this factor.
    case scale(Double)
    /// A custom transition (a `Transition` of the program's own, or
    /// `.modifier(active:identity:)`): its bodies are run for `active` and
    /// for `.identity`, and what differs between the two is judged.
    case probe(TransitionProbe, active: TransitionPhase)

    /// Whether a user sees it on a view laid out in `frame` (cells; nil:
    /// not laid out, where a scale is judged on a one-cell view).
    @MainActor func shows(in frame: ViewHost.Frame?) -> Bool {
        switch self {
        case .appears: true
        case .offset(let x, let y): ViewHost.moveShows(x: x, y: y)
        case .scale(let factor): ViewHost.scaleShows(factor, in: frame ?? ViewHost.Frame(x: 0, y: 0, width: 1, height: 1))
        case .probe(let probe, let active): probe.differenceShows(between: active, and: .identity, in: frame)
        }
    }
}

extension ViewHost {
    /// Whether moving a view by (x, y) points moves it by
    /// `visibleSizeChange` points or more.
    public nonisolated static func moveShows(x: Double, y: Double) -> Bool {
        (x * x + y * y).squareRoot() >= visibleSizeChange
    }

    /// The change of opacity a user sees: 0.05. Dark content on a light
    /// screen moves by about CIEDE2000 5 (`visibleDifference`) per 5 % of
    /// opacity (L* spans 0 to 100).
    public nonisolated static let visibleOpacityChange = 0.05
}

/// A custom transition's two states, rendered on demand: `render(phase)` is
/// the view the transition makes of a clear placeholder in that phase. Run
/// when a check asks (never while the app's graph updates), each in a graph
/// of its own. Sendable as facts are: it only runs on the main actor.
final class TransitionProbe: @unchecked Sendable {
    let render: @MainActor (TransitionPhase) -> AnyView
    init(_ render: @escaping @MainActor (TransitionPhase) -> AnyView) { self.render = render }

    /// `.modifier(active:identity:)`'s two modifiers, carried to the main
    /// actor where the probe runs them (as SwiftUI runs them, in a view's update).
    final class States<Modifier>: @unchecked Sendable {
        let active: Modifier, identity: Modifier
        init(active: Modifier, identity: Modifier) { (self.active, self.identity) = (active, identity) }
    }

    /// Whether the two phases' renders differ in a way a user sees: the same
    /// views and modifiers, each changed effect (offset, scale, opacity, a
    /// transform) under the visible bounds, is no change; any other
    /// difference (another structure, another effect) is taken as seen.
    @MainActor func differenceShows(between active: TransitionPhase, and identity: TransitionPhase, in frame: ViewHost.Frame?) -> Bool {
        let first = Self.look(of: render(active)), second = Self.look(of: render(identity))
        guard first.count == second.count else { return true }
        return zip(first, second).contains { pair in
            pair.0 != pair.1 && Self.differenceShows(pair.0, pair.1, in: frame)
        }
    }

    /// One node of a render: its view type, its recorded modifier and drawing.
    private struct Part: Equatable {
        let type: ObjectIdentifier
        let modifier: String?
        let drawing: Drawing?
    }

    @MainActor private static func look(of view: AnyView) -> [Part] {
        let graph = Graph(root: view, viewport: 1)
        var parts: [Part] = []
        graph.forEachNode { node in
            parts.append(Part(type: ObjectIdentifier(node.info.type), modifier: node.facts.modifier, drawing: node.facts.drawing))
        }
        return parts
    }

    @MainActor private static func differenceShows(_ first: Part, _ second: Part, in frame: ViewHost.Frame?) -> Bool {
        guard first.type == second.type else { return true }
        switch (first.drawing, second.drawing) {
        case (.offset(let x1, let y1)?, .offset(let x2, let y2)?):
            return ViewHost.moveShows(x: x1 - x2, y: y1 - y2)
        case (.scale(let x1, let y1, _, _)?, .scale(let x2, let y2, _, _)?):
            let area = frame ?? ViewHost.Frame(x: 0, y: 0, width: 1, height: 1)
            return [(x1, x2), (y1, y2)].contains { pair in
                pair.1 == 0 ? pair.0 != 0 : ViewHost.scaleShows(pair.0 / pair.1, in: area)
            }
        case (.opacity(let a)?, .opacity(let b)?):
            return abs(a - b) >= ViewHost.visibleOpacityChange
        case (.transform(let a1, let b1, let c1, let d1, let tx1, let ty1)?, .transform(let a2, let b2, let c2, let d2, let tx2, let ty2)?):
            // Its linear part moves the frame's corners; its move moves all of it.
            let size = frame.map { (Double($0.width) * Cells.pointsPerColumn, Double($0.height) * Cells.pointsPerRow) } ?? (8, 16)
            let corner = (x: (a1 - a2) * size.0 + (c1 - c2) * size.1, y: (b1 - b2) * size.0 + (d1 - d2) * size.1)
            return ViewHost.moveShows(x: tx1 - tx2, y: ty1 - ty2) || ViewHost.moveShows(x: corner.x, y: corner.y)
        default:
            return true
        }
    }
}
