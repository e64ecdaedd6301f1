/// Twenty-second review: a custom `ProgressViewStyle` draws its progress
/// views. Apple, `ProgressViewStyle.makeBody(configuration:)` (iOS 14):
/// "Creates a view representing the body of a progress view", given the
/// configuration's `fractionCompleted` and `label`. The simulator used to
/// record the style by name and read the `ProgressView`'s value, so a style
/// whose bar glides to each value over ten minutes
/// (`.animation(.linear(duration: 600), value: configuration.fractionCompleted)`)
/// was judged as if it showed every tick at once.
///
/// Now its `makeBody` runs (as a custom `ButtonStyle`'s or `ToggleStyle`'s
/// does, Modifiers/StylesInEffect.swift) and what it draws is the progress
/// view on screen: its texts, paints and frames. The share a user sees
/// filled (`ViewHost.progressShown`) is the one the style's drawing shows a
/// glance after the change: while a view of the style's body still draws
/// its look from before the update (an animation that has not got half
/// way, Graph+SeenLook.swift), the bar shows the share it showed before.
struct ProgressStyleInEffect {
    let name: String
    let render: @MainActor (ProgressViewStyleConfiguration) -> AnyView

    /// Expands a `ProgressView` of `value` (nil: indeterminate) and `title`
    /// into the style's body.
    @MainActor
    func draw(_ value: Double?, _ title: String?, into children: inout _Children) {
        let drawn = (children.node.facts.remembered as? DrawnProgress) ?? DrawnProgress()
        children.facts.remembered = drawn
        drawn.style = self
        drawn.judged = nil
        if drawn.mounted {
            // The update before this one is over: what its body showed then.
            if !DrawnProgress.bodyShowsOldLook(children.node) { drawn.shown = drawn.value }
        } else {
            drawn.mounted = true
            drawn.shown = value
        }
        drawn.value = value
        children.facts.progress = value
        let configuration = ProgressViewStyleConfiguration(fractionCompleted: value, label: title.map { AnyView(Text($0)) })
        // Inside its own body, a `ProgressView(configuration)` is drawn plainly.
        children.append(render(configuration).modifier(_EnvironmentModifier(description: "\(name).makeBody") {
            $0.progressViewStyleInEffect = nil
        }))
    }
}

/// The share a styled progress view's body drew: its value now, and the one
/// it showed a glance after the update before.
@MainActor
final class DrawnProgress {
    var mounted = false
    var value: Double?
    var shown: Double?
    /// The style that draws it: its body is drawn again at other fractions
    /// to judge what share its drawing shows (`share(drawing:)`).
    var style: ProgressStyleInEffect?
    /// The last judgement: the fraction and the size (cells) it was made
    /// for, and the share it found.
    var judged: (fraction: Double, size: ViewHost.Size, share: Double?)?

    /// Whether a view of the style's body still draws its look from before
    /// the last update (Graph+SeenLook.swift).
    static func bodyShowsOldLook(_ node: Node) -> Bool {
        var old = false
        node.graph.forEachNode(in: node, includingHidden: true) { if $0 !== node, $0.showsOldLook { old = true } }
        return old
    }

    /// The share a user sees filled on `node`, a styled progress view.
    /// Nil when the body draws nothing a user sees (no shape, colour,
    /// text or progress view shows): no bar is on screen.
    /// Nil too when its drawing does not follow the fraction (a fixed
    /// half-width capsule, a bar or ring that ignores it): it shows no
    /// progress (twenty-fourth review).
    static func seen(on node: Node) -> Double? {
        guard let drawn = node.facts.remembered as? DrawnProgress else { return node.facts.progress }
        guard let fraction = bodyShowsOldLook(node) ? drawn.shown : node.facts.progress,
              let share = drawn.share(drawing: fraction, at: LayoutQuery.frame(of: node)) else { return nil }
        // A style that draws only the filled part draws nothing at 0: that
        // is its empty bar. Otherwise a body that draws nothing a user sees
        // shows no bar.
        return share == 0 || drawsSomething(node) ? share : nil
    }

    // MARK: The share a drawing shows (twenty-fourth review)

    /// Within this share of its track (2%: under 5 points of a 240-point
    /// bar) a drawing is taken to show the configuration's fraction itself:
    /// the simulator lays views out on a grid of cells, and a share is read
    /// from its drawing that precisely only where the drawing writes its
    /// lengths in points (`.frame(width:)`, `trim(from:to:)`).
    static let shareResolution = 0.02

    /// The share of its track the style's drawing shows at `fraction`,
    /// judged from what it draws, not from the configuration it is given
    /// (Apple, ProgressViewStyleConfiguration.fractionCompleted, iOS 14:
    /// "The completed fraction of the task represented by the progress
    /// view"; what a user sees is what `makeBody` draws with it). The body
    /// is drawn again, off screen at the same size, empty (0) and full
    /// (1): the share is where the drawing at `fraction` lies between the
    /// two, measured by the extent of what it fills (`drawnExtent`). A
    /// drawing the same empty and full shows no progress (nil). Within
    /// `shareResolution` of `fraction`, `fraction` itself.
    func share(drawing fraction: Double, at frame: ViewHost.Frame?) -> Double? {
        guard let style, let frame else { return fraction }
        let size = ViewHost.Size(width: frame.width, height: frame.height)
        if let judged, judged.fraction == fraction, judged.size == size { return judged.share }
        let empty = Self.drawnExtent(of: style, at: 0, size: size)
        let full = Self.drawnExtent(of: style, at: 1, size: size)
        let now = Self.drawnExtent(of: style, at: fraction, size: size)
        var share: Double?
        if abs(full - empty) > 1e-9 {
            let measured = (now - empty) / (full - empty)
            share = abs(measured - fraction) <= Self.shareResolution ? fraction : measured
        }
        judged = (fraction, size, share)
        return share
    }

    /// How much a style's body fills, drawn off screen at `fraction` in a
    /// frame of `size` cells: for each shape or colour it fills or strokes,
    /// its width times its height (in points: as written in its
    /// `.frame(width:height:)` when it has one, else its laid-out cells)
    /// times the share of its outline a trim keeps; a plain `ProgressView`
    /// inside it (`ProgressView(configuration)`, `.linear`) its value's
    /// share of its frame.
    private static func drawnExtent(of style: ProgressStyleInEffect, at fraction: Double, size: ViewHost.Size) -> Double {
        let configuration = ProgressViewStyleConfiguration(fractionCompleted: fraction, label: nil)
        let probe = style.render(configuration)
            .frame(width: Double(size.width) * Cells.pointsPerColumn, height: Double(size.height) * Cells.pointsPerRow)
        let graph = Graph(root: AnyView(probe), viewport: 1)
        graph.layout.screen = CellSize(width: max(40, size.width), height: max(20, size.height))
        graph.layoutIsStale = true
        graph.layoutIfNeeded()
        var extent = 0.0
        for shape in ViewHost.shapes(in: graph.root) {
            guard let (width, height) = pointSize(of: shape.node) else { continue }
            extent += width * height * (Legibility.drawn(shape.node)?.fraction ?? 1)
        }
        graph.forEachNode { node in
            guard node.facts.remembered == nil, let value = node.facts.progress, let (width, height) = pointSize(of: node) else { return }
            extent += width * height * min(1, max(0, value))
        }
        return extent
    }

    /// A view's size in points: the innermost `.frame(width:height:)` on its
    /// chain of modifiers, as written, else its laid-out cells.
    private static func pointSize(of node: Node) -> (Double, Double)? {
        guard let frame = LayoutQuery.frame(of: node) else { return nil }
        var width: Double?, height: Double?
        var current: Node? = node
        while let ancestor = current, ancestor.role == .modifier || ancestor === node {
            if case .frameSize(let w, let h)? = ancestor.facts.drawing {
                if width == nil { width = w }
                if height == nil { height = h }
            }
            current = ancestor.parent
        }
        return (width ?? Double(frame.width) * Cells.pointsPerColumn, height ?? Double(frame.height) * Cells.pointsPerRow)
    }

    private static func drawsSomething(_ node: Node) -> Bool {
        var found = false
        node.graph.forEachNode(in: node) { view in
            guard !found, view !== node else { return }
            let paints: Bool = switch view.facts.layout {
            case .paint(let color, _)?: color.map { !$0.isInvisible } ?? true
            case .color(let color)?: !color.isInvisible
            case .shape?: true
            default: view.facts.text != nil || view.facts.progress != nil
            }
            if paints, Legibility.shows(view) { found = true }
        }
        return found
    }
}

private struct ProgressStyleKey: EnvironmentKey {
    static var defaultValue: ProgressStyleInEffect? { nil }
}

extension EnvironmentValues {
    var progressViewStyleInEffect: ProgressStyleInEffect? {
        get { self[ProgressStyleKey.self] }
        set { self[ProgressStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws every `ProgressView` below with this style. The simulator's own
    /// styles (`.linear`, `.circular`) are recorded; a custom style's
    /// `makeBody` draws each progress view (twenty-second review).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let name = "progressViewStyle(\(S.self))"
        if StyleOrigin.isSimulators(S.self) {
            return modifier(_EnvironmentModifier(description: name) { $0.progressViewStyleInEffect = nil })
        }
        let inEffect = ProgressStyleInEffect(name: name) { AnyView(style.makeBody(configuration: $0)) }
        return modifier(_EnvironmentModifier(description: name) { $0.progressViewStyleInEffect = inEffect })
    }
}

extension ProgressView {
    /// iOS 14: "Creates a progress view based on a style configuration"
    /// (inside a custom style's `makeBody`, drawn plainly).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(value: configuration.fractionCompleted, total: 1.0)
    }
}
