// What a transition changes between its active state (where an inserted view
// starts, where a removed one ends) and its identity state, and whether a
// user sees that change: by the rules a pressed look is judged by
// (`ViewHost.visibleSizeChange`, SizeDifference.swift). Red-team round 14:
// `.offset(y: 0.01)`, `.scale(scale: 0.999)`, a custom `Transition` whose
// body returns `content`, and `.modifier(active:identity:)` with equal
// modifiers all passed for "moves the receipt in". A custom transition is
// judged by what its phases draw (TransitionSeenState.swift, twenty-sixth
// review 07).

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
    /// for `.identity` around a stand-in of the view, and what a user sees
    /// differ between the two is judged (TransitionSeenState.swift).
    case probe(TransitionProbe, active: TransitionPhase)

    /// Whether a user sees it on a view laid out in `frame` (cells; nil:
    /// not laid out, where a scale is judged on a one-cell view), which
    /// draws as `content` says (read only for a custom transition).
    @MainActor func shows(in frame: ViewHost.Frame?, content: @autoclosure () -> TransitionedContent) -> Bool {
        switch self {
        case .appears: true
        case .offset(let x, let y): ViewHost.moveShows(x: x, y: y)
        case .scale(let factor): ViewHost.scaleShows(factor, in: frame ?? ViewHost.Frame(x: 0, y: 0, width: 1, height: 1))
        case .probe(let probe, let active): probe.differenceShows(between: active, and: .identity, content: content())
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

    /// The change of a blur's radius a user sees: 1 point. A blur spreads
    /// each edge of a glyph across about its radius: a point is two device
    /// pixels on a 2x screen (the least a glyph's stroke visibly softens);
    /// a 0.2-point blur stays inside one pixel (twenty-sixth review 07).
    public nonisolated static let visibleBlurChange = 1.0
}

/// A custom transition's two states, rendered on demand: `render(phase, content)`
/// is the view the transition makes of `content` in that phase. Run when a
/// check asks (never while the app's graph updates), each in a graph of its
/// own. Sendable as facts are: it only runs on the main actor.
final class TransitionProbe: @unchecked Sendable {
    let render: @MainActor (TransitionPhase, AnyView) -> AnyView
    init(_ render: @escaping @MainActor (TransitionPhase, AnyView) -> AnyView) { self.render = render }

    /// `.modifier(active:identity:)`'s two modifiers, carried to the main
    /// actor where the probe runs them (as SwiftUI runs them, in a view's update).
    final class States<Modifier>: @unchecked Sendable {
        let active: Modifier, identity: Modifier
        init(active: Modifier, identity: Modifier) { (self.active, self.identity) = (active, identity) }
    }

    /// Whether the two phases draw `content` differently in a way a user
    /// sees: each phase rendered around a stand-in of the content and read
    /// as drawn (TransitionSeenState.swift, twenty-sixth review 07: the
    /// renders used to be compared modifier by modifier, and any modifier
    /// without a rule, a white background on the white screen or
    /// `.saturation(0)` of black text, counted as seen).
    @MainActor func differenceShows(between active: TransitionPhase, and identity: TransitionPhase, content: TransitionedContent) -> Bool {
        let first = TransitionSeenState.read(render(active, content.standIn), content: content)
        let second = TransitionSeenState.read(render(identity, content.standIn), content: content)
        return first.differsVisibly(from: second, content: content)
    }
}
