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
    static func seen(on node: Node) -> Double? {
        guard let drawn = node.facts.remembered as? DrawnProgress else { return node.facts.progress }
        guard drawsSomething(node) else { return nil }
        return bodyShowsOldLook(node) ? drawn.shown : node.facts.progress
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
