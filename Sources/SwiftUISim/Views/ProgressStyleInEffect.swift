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
            $0.systemProgressStyle = .automatic
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
    /// progress (twenty-fourth review); nor when its track or its fill is
    /// painted in a colour no one sees (twenty-fifth review).
    static func seen(on node: Node) -> Double? {
        guard let drawn = node.facts.remembered as? DrawnProgress else { return node.facts.progress }
        guard let fraction = bodyShowsOldLook(node) ? drawn.shown : node.facts.progress,
              let share = drawn.share(drawing: fraction, at: LayoutQuery.frame(of: node), dark: node.environment.colorScheme == .dark) else { return nil }
        // Whether its track and fill are seen is read from the drawing
        // itself (`ProgressDrawing.share`: paint that stands out from the
        // screen). Not from `Legibility` on the on-screen views: it takes a
        // fill shrunk by `scaleEffect` as a layer over the whole track, and
        // a sliver of fill as too small to see (twenty-fifth review).
        return share
    }

    // MARK: The share a drawing shows (twenty-fourth and twenty-fifth reviews)

    /// Within this share of its track (2%: under 5 points of a 240-point
    /// bar) a drawing is taken to show the configuration's fraction itself:
    /// a share is read from its drawing on a grid of points, one sample
    /// about every point (`ProgressDrawing.share`).
    static let shareResolution = 0.02

    /// The share of its track the style's drawing shows at `fraction`,
    /// judged from what a user sees of it, not from the configuration it is
    /// given (Apple, ProgressViewStyleConfiguration.fractionCompleted, iOS 14:
    /// "The completed fraction of the task represented by the progress
    /// view, from 0.0 (not yet started) to 1.0 (fully complete)"; what a
    /// user sees is what `makeBody` draws with it). The body is drawn again,
    /// off screen at the same size and colour scheme, empty (0), full (1)
    /// and at `fraction`: the share is the part of its track its visible
    /// fill covers (Views/ProgressDrawnShare.swift, twenty-fifth review:
    /// before, where the drawing's laid-out extent lay between its own
    /// empty and full extents, blind to scale effects, masks, colour and
    /// direction). Nil when it draws no track a user sees or no fill at
    /// either end: no progress is shown. Within `shareResolution` of
    /// `fraction`, `fraction` itself.
    func share(drawing fraction: Double, at frame: ViewHost.Frame?, dark: Bool = false) -> Double? {
        guard let style, let frame else { return fraction }
        let size = ViewHost.Size(width: frame.width, height: frame.height)
        if let judged, judged.fraction == fraction, judged.size == size { return judged.share }
        let backdrop: RGBA = dark ? .black : .white
        var share = Self.drawing(of: style, at: 0, size: size, dark: dark) { empty in
            Self.drawing(of: style, at: 1, size: size, dark: dark) { full in
                Self.drawing(of: style, at: fraction, size: size, dark: dark) { now in
                    ProgressDrawing.share(empty: empty, full: full, now: now, backdrop: backdrop)
                }
            }
        }
        if let measured = share, abs(measured - fraction) <= Self.shareResolution { share = fraction }
        judged = (fraction, size, share)
        return share
    }

    /// What a style's body paints, drawn off screen at `fraction` in a
    /// frame of `size` cells (`ProgressDrawing.paints`), handed to `judge`
    /// while its graph is alive.
    private static func drawing<T>(of style: ProgressStyleInEffect, at fraction: Double, size: ViewHost.Size, dark: Bool,
                                   _ judge: ([ProgressDrawing.PaintedArea]) -> T) -> T {
        let configuration = ProgressViewStyleConfiguration(fractionCompleted: fraction, label: nil)
        let probe = style.render(configuration)
            .frame(width: Double(size.width) * Cells.pointsPerColumn, height: Double(size.height) * Cells.pointsPerRow)
            .environment(\.colorScheme, dark ? .dark : .light)
        let graph = Graph(root: AnyView(probe), viewport: 1)
        graph.layout.screen = CellSize(width: max(40, size.width), height: max(20, size.height))
        graph.layoutIsStale = true
        graph.layoutIfNeeded()
        return judge(ProgressDrawing.paints(in: graph.root))
    }
}

/// Twenty-sixth review: which of the system's own progress styles is in
/// effect, as drawn on the platform the labs target (an iPhone app).
/// Apple, `CircularProgressViewStyle` / `ProgressViewStyle.circular`
/// (iOS 14): "On watchOS, and in widgets and complications, a circular
/// progress view appears as a gauge with the accessoryCircularCapacity
/// style. […] In cases where no determinate circular progress view style
/// is available, circular progress views use an indeterminate style." An
/// iOS app has none (macOS 11 draws a determinate circle, the AppKit
/// spinning indicator "similar to an animated pie chart"): on an iPhone a
/// circular `ProgressView(value:total:)` is the spinning activity
/// indicator whatever its value, and shows no share. The simulator used to
/// read the value's share from it, so `.progressViewStyle(.circular)` on a
/// song's position bar passed every check of lab 10.
enum SystemProgressStyle: Sendable {
    /// `.automatic`: on iOS a bar when the view has a value, else the spinner.
    case automatic
    /// `.linear`: a bar.
    case linear
    /// `.circular`: on iOS the indeterminate spinner, value or not.
    case circular

    init<S>(_ type: S.Type) {
        if S.self == CircularProgressViewStyle.self { self = .circular }
        else if S.self == LinearProgressViewStyle.self { self = .linear }
        else { self = .automatic }
    }

    /// The share a progress view of `value` shows in this style on an
    /// iPhone: nil (indeterminate) for the circular spinner.
    func shownShare(of value: Double?) -> Double? {
        self == .circular ? nil : value
    }
}

private struct SystemProgressStyleKey: EnvironmentKey {
    static var defaultValue: SystemProgressStyle { .automatic }
}

private struct ProgressStyleKey: EnvironmentKey {
    static var defaultValue: ProgressStyleInEffect? { nil }
}

extension EnvironmentValues {
    var systemProgressStyle: SystemProgressStyle {
        get { self[SystemProgressStyleKey.self] }
        set { self[SystemProgressStyleKey.self] = newValue }
    }

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
            let system = SystemProgressStyle(S.self)
            return modifier(_EnvironmentModifier(description: name) {
                $0.progressViewStyleInEffect = nil
                $0.systemProgressStyle = system
            })
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
