// Views that change over time or draw outside the view tree, as Apple's SDK
// declares them: `PhaseAnimator`/`phaseAnimator` and
// `KeyframeAnimator`/`keyframeAnimator` with their keyframes (iOS 17),
// `TimelineView` (iOS 15) and `Canvas` with its `GraphicsContext` (iOS 15).
// The simulator has no frames in between and no clock of its own: an
// animator shows its content at rest (the first phase; the initial value),
// and a canvas draws nothing a
// check can read (its renderer is not run). Animators and canvases record a
// modifier classed unmodelled (Host/ModifierClasses.swift): a text in one is
// not certainly seen (it moves, fades, or is drawn by code not run), and
// `ViewHost.unmodelledHandler` names it. A timeline's content is rebuilt at
// each entry of its schedule on the virtual clock (Views/TimelineTicks.swift).
// https://developer.apple.com/documentation/swiftui/phaseanimator,
// https://developer.apple.com/documentation/swiftui/keyframeanimator,
// https://developer.apple.com/documentation/swiftui/timelineview,
// https://developer.apple.com/documentation/swiftui/canvas

// MARK: Phase animators (iOS 17)

/// Cycles its content through phases; here it rests in the first
/// (Apple: with a trigger, the animation ends back in the first phase).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content
    public init<S: Sequence>(_ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
                             animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        first = phases.first(where: { _ in true })
        self.content = content
    }
    public init<S: Sequence, T: Equatable>(_ phases: S, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                                           animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        self.init(phases, content: content, animation: animation)
    }
    public var body: some View {
        if let first { content(first).modifier(_RecordedModifier("phaseAnimator")) }
    }
}

extension View {
    public func phaseAnimator<S: Sequence, V: View>(_ phases: S,
                                                    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, S.Element) -> V,
                                                    animation: @escaping (S.Element) -> Animation? = { _ in .default }) -> some View
    where S.Element: Equatable {
        _AnimatedContent(base: self, value: phases.first(where: { _ in true }), content: content, name: "phaseAnimator")
    }
    public func phaseAnimator<S: Sequence, T: Equatable, V: View>(_ phases: S, trigger: T,
                                                                  @ViewBuilder content: @escaping (PlaceholderContentView<Self>, S.Element) -> V,
                                                                  animation: @escaping (S.Element) -> Animation? = { _ in .default }) -> some View
    where S.Element: Equatable {
        _AnimatedContent(base: self, value: phases.first(where: { _ in true }), content: content, name: "phaseAnimator")
    }
    public func keyframeAnimator<Value, V: View, K: Keyframes>(initialValue: Value, repeating: Bool = true,
                                                               @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
                                                               @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View {
        _AnimatedContent(base: self, value: initialValue, content: content, name: "keyframeAnimator")
    }
    public func keyframeAnimator<Value, T: Equatable, V: View, K: Keyframes>(initialValue: Value, trigger: T,
                                                                             @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
                                                                             @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View {
        _AnimatedContent(base: self, value: initialValue, content: content, name: "keyframeAnimator")
    }
}

/// The modified view, given to the animator's content closure as its
/// placeholder: here the closure's result is shown with the view in it.
public struct _AnimatedContent<Base: View, Value, Result: View>: View {
    let base: Base
    let value: Value?
    let content: (PlaceholderContentView<Base>, Value) -> Result
    let name: String
    public var body: some View {
        if let value {
            // The placeholder is the modified view, under the closure's modifiers.
            content(PlaceholderContentView(AnyView(base)), value).modifier(_RecordedModifier(name))
        }
    }
}

// MARK: Keyframes (iOS 17)

/// Apple: "A type that defines changes to a value over time."
public protocol Keyframes<Value> { associatedtype Value }
/// Apple: "A group of keyframes that define an interpolation curve of an animatable value."
public protocol KeyframeTrackContent<Value> { associatedtype Value }

public struct _KeyframeList<Value>: Keyframes, KeyframeTrackContent {}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframes: K) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> { _KeyframeList() }
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value> where K.Value == Value { _KeyframeList() }
    public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> { _KeyframeList() }
    public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
    public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
    public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> { _KeyframeList() }
}

/// The keyframes of one property of the animated value (`\.scale`), or of the whole value.
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes {
    public typealias Value = Root
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {}
    public init(@KeyframeTrackContentBuilder<TrackValue> content: () -> Content) where Root == TrackValue {}
}

public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// Standalone animator view (iOS 17): shows its content with the initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View {
    let value: Value
    let content: (Value) -> Content
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        (self.value, self.content) = (initialValue, content)
    }
    public init<T: Equatable>(initialValue: Value, trigger: T, @ViewBuilder content: @escaping (Value) -> Content,
                              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        (self.value, self.content) = (initialValue, content)
    }
    public var body: some View { content(value).modifier(_RecordedModifier("keyframeAnimator")) }
}

/// A timing curve (iOS 17).
/// The Bézier ones carry Apple's control points (`UnitBezier`); the
/// circular ones are judged by their time (linear), as before.
public struct UnitCurve: Hashable, Sendable {
    let name: String
    var points: [Double] = [0, 0, 1, 1]
    public static let linear = Self(name: "linear"), easeIn = Self(name: "easeIn", points: [0.42, 0, 1, 1])
    public static let easeOut = Self(name: "easeOut", points: [0, 0, 0.58, 1])
    public static let easeInOut = Self(name: "easeInOut", points: [0.42, 0, 0.58, 1]), circularEaseIn = Self(name: "circularEaseIn")
    public static let circularEaseOut = Self(name: "circularEaseOut"), circularEaseInOut = Self(name: "circularEaseInOut")
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        Self(name: "bezier", points: [Double(startControlPoint.x), Double(startControlPoint.y), Double(endControlPoint.x), Double(endControlPoint.y)])
    }
    /// Apple (iOS 17): the output progress at an input progress in 0...1.
    public func value(at progress: Double) -> Double { bezier.value(at: progress) }
    var bezier: UnitBezier { UnitBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3]) }
}

/// A spring's parameters (iOS 17).
/// A spring by its physics (iOS 17): kept as response and damping ratio,
/// the pair every other spelling converts to (`SpringPhysics`).
public struct Spring: Hashable, Sendable {
    public var response: Double, dampingRatio: Double
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        (response, dampingRatio) = (duration, bounce >= 0 ? 1 - bounce : 1 / max(1 + bounce, .leastNonzeroMagnitude))
    }
    public init(response: Double, dampingRatio: Double) { (self.response, self.dampingRatio) = (response, dampingRatio) }
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let physics = SpringPhysics(mass: mass, stiffness: stiffness, damping: damping)
        response = physics.omega > 0 ? 2 * Double.pi / physics.omega : .infinity
        // Apple: with allowOverDamping false, over-damped "cases should instead be treated as critically damped".
        dampingRatio = allowOverDamping ? physics.dampingRatio : min(physics.dampingRatio, 1)
    }
    /// Apple's perceptual duration (the response) and bounce (1 − ratio; below 0 for an overdamped spring).
    public var duration: TimeInterval { response }
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// "The estimated duration required for the spring system to be considered at rest" (epsilon 0.001).
    public var settlingDuration: TimeInterval { physics.settlingDuration }
    var physics: SpringPhysics { SpringPhysics(response: response, dampingRatio: dampingRatio) }
    public static let smooth = Spring(), snappy = Spring(duration: 0.5, bounce: 0.15), bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

extension Animation {
    /// iOS 17: an animation from a `Spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(name: "spring", timing: Timing(spring.physics))
    }
    /// "This uses the default parameter values": `interactiveSpring()`.
    public static var interactiveSpring: Animation { interactiveSpring() }
    /// iOS 17 (back-deployed to iOS 13): "A convenience for a `spring`
    /// animation with a lower `response` value, intended for driving
    /// interactive animations", by duration and extra bounce. It is the
    /// overload `.interactiveSpring()` resolves to in Apple's SDK (the
    /// response form is disfavoured there), and it is
    /// `spring(duration: duration, bounce: 0.15 + extraBounce)`.
    /// https://developer.apple.com/documentation/swiftui/animation/interactivespring(duration:extrabounce:blendduration:)
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(name: "interactiveSpring(\(duration), \(extraBounce))", timing: Timing(SpringPhysics(duration: duration, bounce: 0.15 + extraBounce)))
    }
    public static var interpolatingSpring: Animation { interpolatingSpring() }
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(name: "interpolatingSpring", timing: Timing(spring.physics))
    }
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation(name: "interpolatingSpring", timing: Timing(SpringPhysics(duration: duration, bounce: bounce)))
    }
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(name: "timingCurve", timing: Timing(duration: duration, shape: .curve(curve.bezier)))
    }
}

// MARK: TimelineView (iOS 15)

/// Apple: "A type that provides a sequence of dates for use as a schedule."
public protocol TimelineSchedule {}

/// A built-in schedule the simulator ticks on its virtual clock
/// (Views/TimelineTicks.swift): the first entry after `date`.
protocol _ClockedTimelineSchedule {
    func entry(after date: Date, opened: Date) -> Date?
}

/// Apple, `.periodic(from:by:)` (iOS 15): "A schedule for updating a
/// timeline view at regular intervals", from `startDate` on.
public struct PeriodicTimelineSchedule: TimelineSchedule, _ClockedTimelineSchedule {
    let startDate: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) { (self.startDate, self.interval) = (startDate, interval) }
    func entry(after date: Date, opened: Date) -> Date? {
        guard interval > 0 else { return nil }
        var steps = max(0, (date.timeIntervalSince(startDate) / interval).rounded(.down))
        // The first entry strictly after `date` (rounding may leave one on it).
        while startDate.addingTimeInterval(steps * interval) <= date { steps += 1 }
        return startDate.addingTimeInterval(steps * interval)
    }
}

/// Apple, `.everyMinute` (iOS 15): "A schedule for updating a timeline view
/// at the start of every minute." The screen is taken to open at the start
/// of a minute (deterministic: a check's grade does not hang on the time of
/// day it runs at), so the first update is a minute after it opens.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, _ClockedTimelineSchedule {
    public init() {}
    func entry(after date: Date, opened: Date) -> Date? {
        let minutes = (date.timeIntervalSince(opened) / 60).rounded(.down) + 1
        return opened.addingTimeInterval(minutes * 60)
    }
}

/// Apple, `.animation(minimumInterval:paused:)` (iOS 15): "A pausable
/// schedule of dates updating at a frequency no more quickly than the
/// provided interval"; with no interval, as often as the display draws
/// (60 frames a second here). Paused, it sends no updates.
public struct AnimationTimelineSchedule: TimelineSchedule, _ClockedTimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) { (self.minimumInterval, self.paused) = (minimumInterval, paused) }
    func entry(after date: Date, opened: Date) -> Date? {
        paused ? nil : date.addingTimeInterval(max(minimumInterval ?? 0, 1.0 / 60))
    }
}

/// Apple, `.explicit(_:)` (iOS 15): "A schedule for updating a timeline
/// view at explicit points in time."
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule, _ClockedTimelineSchedule where Entries.Element == Date {
    let dates: [Date]
    public init(_ dates: Entries) { self.dates = Array(dates).sorted() }
    func entry(after date: Date, opened: Date) -> Date? { dates.first { $0 > date } }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule { public static var everyMinute: EveryMinuteTimelineSchedule { .init() } }
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { .init() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        .init(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> { .init(dates) }
}

/// What a timeline's content is told: the date it is drawn for.
public struct TimelineViewDefaultContext {
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    public let date: Date
    public let cadence: Cadence
    public func invalidateTimelineContent() {}
}

/// Apple, TimelineView (iOS 15): "A view that updates according to a
/// schedule that you provide." Twenty-sixth review (finding 12): its
/// updates were never made (the content showed the date it was built at),
/// so an `onChange(of: context.date)` that scrolled the inbox away 0.3 s
/// after it opened went unseen. Now a built-in schedule's entries are
/// timers on the virtual clock every other scheduler uses
/// (Graph/ScheduledWork.swift, Views/TimelineTicks.swift): while the view
/// is on screen, each entry due within a glance rebuilds the content with
/// the entry's date. A schedule of the app's own type is not read: its
/// content shows the date it was built at.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content
    /// The date of the last entry reached; nil until the first.
    @State private var shown: Date?
    @State private var ticks = TimelineTicks()
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        (self.schedule, self.content) = (schedule, content)
    }
    public var body: some View {
        // The latest body's binding: an earlier one belongs to a value of
        // this view its parent has since replaced.
        ticks.show = { [$shown] in $shown.wrappedValue = $0 }
        return content(Context(date: shown ?? Date(), cadence: .live))
            .modifier(_RecordedModifier("TimelineView"))
            .onAppear { [schedule, ticks] in ticks.start(schedule as? any _ClockedTimelineSchedule) }
            .onDisappear { [ticks] in ticks.stop() }
    }
}

// MARK: Canvas (iOS 15)

public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// Immediate-mode drawing (iOS 15). Its renderer runs when what the canvas
/// paints is judged, with the canvas's laid-out size: the areas it fills
/// (`GraphicsContext.fill`) are paint, that covers a view under them as a
/// filled shape does (`ViewHost.canvasFills(in:)`, red-team round 18: a
/// canvas filling its frame in white over a text hides it). Strokes, text
/// and images it draws are not read.
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView { self.renderer = renderer }
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) { self.renderer = renderer }
    public var body: some View { Color.clear.modifier(_DrawingModifier("Canvas", .canvas(CanvasRecipe(renderer)))) }
}

/// One area a canvas's renderer filled: its path's bounding box in the
/// canvas's points (after the context's transform, cut by its clip), the
/// colour (nil: a style that is not a plain colour) and the alpha it covers
/// with (the shading's least, times the context's opacity).
struct CanvasFill {
    var rect: CGRect
    var colour: Color?
    var alpha: Double
}

/// What a canvas's renderer fills, found by running it (on demand, once
/// per size). Compared by identity, as `VisualEffectRecipe` is.
final class CanvasRecipe: Equatable, @unchecked Sendable {
    private let renderer: (inout GraphicsContext, CGSize) -> Void
    private var last: (size: CGSize, fills: [CanvasFill])?
    init(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) { self.renderer = renderer }
    nonisolated static func == (lhs: CanvasRecipe, rhs: CanvasRecipe) -> Bool { lhs === rhs }

    @MainActor func fills(size: CGSize) -> [CanvasFill] {
        if let last, last.size == size { return last.fills }
        let recorder = CanvasRecorder()
        var context = GraphicsContext(recorder: recorder)
        renderer(&context, size)
        last = (size, recorder.fills)
        return recorder.fills
    }
}

/// Collects a renderer's fills.
final class CanvasRecorder {
    var fills: [CanvasFill] = []
}

/// What a `Canvas` renderer draws into: its fills are recorded (`CanvasFill`).
public struct GraphicsContext {
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var transform: CGAffineTransform = .identity
    public var environment: EnvironmentValues { EnvironmentValues() }
    public var clipBoundingRect: CGRect { clip ?? CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9) }
    let recorder: CanvasRecorder?
    /// The area clips keep, in the canvas's points (nil: no clip).
    var clip: CGRect?
    /// A filter that may change how opaque what is drawn is (`alphaThreshold`,
    /// `luminanceToAlpha`, a clear `colorMultiply`): later fills are not read as covering.
    var alphaUnknown = false

    init(recorder: CanvasRecorder?) { self.recorder = recorder }

    public struct Shading: Sendable {
        /// Its colour (nil: not a plain colour) and the alpha it covers with.
        var colour: Color?
        var alpha: Double = 1
        public static var foreground: Shading { Shading() }
        public static func color(_ color: Color) -> Shading { Shading(colour: color, alpha: color.baseAndAlpha.alpha) }
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            let colour = Color.seen(style)
            if case .gradientPaint(let least)? = Drawing.paint(style) { return Shading(colour: colour, alpha: least) }
            return Shading(colour: colour, alpha: colour?.baseAndAlpha.alpha ?? 1)
        }
        public static func palette(_ array: [Shading]) -> Shading { array.first ?? Shading(colour: .clear, alpha: 0) }
        private static func gradient(_ gradient: Gradient) -> Shading {
            Shading(colour: gradient.mean, alpha: gradient.stops.map(\.color.baseAndAlpha.alpha).min() ?? 0)
        }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Self.gradient(gradient)
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading { Self.gradient(gradient) }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
            Self.gradient(gradient)
        }
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading { Shading() }
    }
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = Self(rawValue: 1), mirror = Self(rawValue: 2), linearColor = Self(rawValue: 4)
    }
    public struct Filter: Sendable {
        /// Whether what is drawn after it may be less opaque than its shading says.
        var changesAlpha = false
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter { Filter() }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(changesAlpha: color.baseAndAlpha.alpha < 1) }
        public static func brightness(_ amount: Double) -> Filter { Filter() }
        public static func contrast(_ amount: Double) -> Filter { Filter() }
        public static func saturation(_ amount: Double) -> Filter { Filter() }
        public static func grayscale(_ amount: Double) -> Filter { Filter() }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter(changesAlpha: true) }
        public static var colorInvert: Filter { Filter() }
        public static var luminanceToAlpha: Filter { Filter(changesAlpha: true) }
    }
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = Self(rawValue: 1), dithersResult = Self(rawValue: 2)
    }
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = Self(rawValue: 1), shadowOnly = Self(rawValue: 2), invertsAlpha = Self(rawValue: 4), disablesGroup = Self(rawValue: 8)
    }
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = Self(rawValue: 1)
    }
    public struct ResolvedText { public func measure(in size: CGSize) -> CGSize { .zero } }
    public struct ResolvedImage { public var size: CGSize { .zero } }
    public struct ResolvedSymbol { public var size: CGSize { .zero } }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    /// Later drawing is kept to the path's box; an inverse clip keeps an
    /// area the simulator does not compute: later fills are not read.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let box = options.contains(.inverse) ? CGRect.zero : path.boundingRect.applying(transform)
        clip = clip.map { $0.intersection(box) } ?? box
    }
    /// A clip to what a layer draws: its area is not computed, later fills are not read.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
        clip = .zero
    }
    public mutating func addFilter(_ filter: Filter, options: ShadowOptions = ShadowOptions()) {
        if filter.changesAlpha || options.contains(.shadowOnly) { alphaUnknown = true }
    }
    /// A layer drawn with a copy of this context: its fills are this canvas's.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }
    /// Records the path's box as filled (Apple, GraphicsContext.fill(_:with:style:), iOS 15).
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard let recorder, !alphaUnknown, blendMode == .normal, !path.isEmpty else { return }
        var box = path.boundingRect.applying(transform)
        if let clip { box = box.intersection(clip) }
        guard !box.isNull, box.width > 0, box.height > 0 else { return }
        recorder.fills.append(CanvasFill(rect: box, colour: shading.colour, alpha: min(1, max(0, shading.alpha * opacity))))
    }
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText() }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage() }
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ text: Text, in rect: CGRect) {}
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ text: ResolvedText, in rect: CGRect) {}
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}
}
