import Foundation

// Drawing effects and other modifiers with no effect on identity or
// updates: recorded on the node for `dump()`, like padding's description.

public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = Self(rawValue: 1), keyboard = Self(rawValue: 2), all: Self = [.container, .keyboard]
}

public enum SymbolRenderingMode: Sendable { case monochrome, multicolor, hierarchical, palette }

extension View {
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_LayoutModifier(
            "padding(\(format(insets.top)), \(format(insets.leading)), \(format(insets.bottom)), \(format(insets.trailing)))",
            .padding(top: Cells.rows(insets.top), leading: Cells.columns(insets.leading),
                     bottom: Cells.rows(insets.bottom), trailing: Cells.columns(insets.trailing)),
            padding: ViewHost.Insets(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom), trailing: Double(insets.trailing))))
    }
    /// The view extends into the safe area on `edges` (Apple,
    /// ignoresSafeArea(_:edges:), iOS 14: "Expands the safe area of a
    /// view"): against the screen's insets nothing changes here (the
    /// simulated screen has none); against the insets a `.safeAreaPadding`
    /// around it adds (`regions` holding `.container`), it reaches that
    /// padding's edge (Layout/SafeAreaPadding.swift).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoring(edges: regions.contains(.container) ? edges : []))
    }
    /// iOS 13, deprecated: as `ignoresSafeArea(.all, edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { modifier(_SafeAreaIgnoring(edges: edges)) }
    /// Laid out as padding: the content keeps out of the added safe area
    /// (Apple, safeAreaPadding(_:_:), iOS 17: "Adds the provided insets
    /// into the safe area of this view"), unless it ignores the safe area
    /// (Layout/SafeAreaPadding.swift).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_LayoutModifier("safeAreaPadding", paddingRole(edges, length), padding: .init(edges, length.map(Double.init) ?? Cells.defaultPadding),
                                 safeArea: .padding))
    }
    /// `safeAreaPadding(15)`: every edge by that length (iOS 17).
    /// https://developer.apple.com/documentation/swiftui/view/safeareapadding(_:)-1w2zv
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
    /// Each edge by its inset (iOS 17).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_LayoutModifier("safeAreaPadding", .padding(top: Cells.rows(insets.top), leading: Cells.columns(insets.leading),
                                                             bottom: Cells.rows(insets.bottom), trailing: Cells.columns(insets.trailing)),
            padding: ViewHost.Insets(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom), trailing: Double(insets.trailing)),
            safeArea: .padding))
    }
    /// The inset takes its place at the edge and the view is laid out in
    /// what is left (iOS 15): nothing of the view is drawn under the bar.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInset(edge: edge == .top ? .top : .bottom, horizontal: alignment, vertical: .center, spacing: spacing ?? 0, inset: content()))
    }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInset(edge: edge == .leading ? .leading : .trailing, horizontal: .center, vertical: alignment, spacing: spacing ?? 0, inset: content()))
    }
    public func clipped(antialiased: Bool = false) -> some View { modifier(_ShapedModifier("clipped", shape: .rectangle)) }
    public func zIndex(_ value: Double) -> some View { modifier(_DrawingModifier("zIndex(\(value))", .zIndex(value))) }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(_DecorationModifier(name: "overlay", decoration: Rectangle().stroke(content, lineWidth: width)))
    }
    /// Recorded with its shape (`background(blue, in: Capsule)`): the same
    /// picture as `.background(blue).clipShape(Capsule())` for the background.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_ShapedModifier("background(\(style), in: \(T.self))", shape: ViewHost.PaintedShape(shape), geometry: ViewHost.ShapeGeometry.of(shape), role: .paint(Color.seen(style), behind: true), drawing: Drawing.paint(style)).outlined(shape))
    }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_ShapedModifier("background(in: \(T.self))", shape: ViewHost.PaintedShape(shape), geometry: ViewHost.ShapeGeometry.of(shape), role: .paint(nil, behind: true)).outlined(shape))
    }
    /// iOS 15: the environment's background style behind the view. Apple's label is
    /// `ignoresSafeAreaEdges:`; an unlabeled `Edge.Set` overload (round 12 removed it, with a
    /// second `background()`) made every `.background(.someStyle)` also look `.someStyle` up in `Edge.Set`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_LayoutModifier("background", .paint(nil, behind: true)))
    }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_ShapedModifier("overlay(\(style), in: \(T.self))", shape: ViewHost.PaintedShape(shape), geometry: ViewHost.ShapeGeometry.of(shape), role: .paint(Color.seen(style), behind: false), drawing: Drawing.paint(style)).outlined(shape))
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_DrawingModifier("foregroundStyle(\(primary), \(secondary))", .foreground(Color.ink(primary))))
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(_DrawingModifier("foregroundStyle(\(primary), \(secondary), \(tertiary))", .foreground(Color.ink(primary))))
    }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { modifier(_DrawingModifier("tint", .tint(tint.flatMap { Color.seen($0) }))) }
    public func accentColor(_ accentColor: Color?) -> some View {
        modifier(_DrawingModifier("accentColor(\(accentColor?.name ?? "nil"))", .tint(accentColor)))
    }
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { modifier(_RecordedModifier("backgroundStyle")) }
    // Colour effects: each a colour matrix (Host/Colours.swift) `Legibility` applies.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(_DrawingModifier("hueRotation", .colour(.hueRotation(degrees: angle.degrees))))
    }
    public func saturation(_ amount: Double) -> some View { modifier(_DrawingModifier("saturation(\(amount))", .colour(.saturation(amount)))) }
    public func brightness(_ amount: Double) -> some View { modifier(_DrawingModifier("brightness(\(amount))", .colour(.brightness(amount)))) }
    public func contrast(_ amount: Double) -> some View { modifier(_DrawingModifier("contrast(\(amount))", .colour(.contrast(amount)))) }
    /// "A value of 1 fully desaturates" (Apple, grayscale(_:)): saturation 1 − amount.
    public func grayscale(_ amount: Double) -> some View { modifier(_DrawingModifier("grayscale(\(amount))", .colour(.saturation(1 - amount)))) }
    public func colorInvert() -> some View { modifier(_DrawingModifier("colorInvert", .colour(.invert))) }
    public func luminanceToAlpha() -> some View { modifier(_DrawingModifier("luminanceToAlpha", .colour(.luminanceToAlpha))) }
    public func blendMode(_ blendMode: BlendMode) -> some View { modifier(_DrawingModifier("blendMode(\(blendMode))", .blend(blendMode))) }
    public func statusBar(hidden: Bool) -> some View { modifier(_RecordedModifier("statusBar(hidden: \(hidden))")) }
    public func statusBarHidden(_ hidden: Bool = true) -> some View { modifier(_RecordedModifier("statusBarHidden")) }
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { modifier(_RecordedModifier("persistentSystemOverlays")) }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { modifier(_RecordedModifier("symbolRenderingMode")) }
    public func symbolEffect<E: SymbolEffect>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        modifier(_RecordedModifier("symbolEffect"))
    }
    public func symbolEffect<E: SymbolEffect, V: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: V) -> some View {
        modifier(_RecordedModifier("symbolEffect"))
    }
    /// Apple (iOS 16): "Modifies the view to use a given transition as its
    /// method of animating changes to the contents of its views": it sets
    /// the environment's `contentTransition`, which a text below reads when
    /// its string changes in an animated update (Graph+SeenLook.swift).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(_EnvironmentModifier(description: "contentTransition(\(transition.name))") { $0.contentTransition = transition })
    }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { modifier(_RecordedModifier("sensoryFeedback")) }
    /// iOS 17's other forms: feedback when `condition(old, new)` holds, or
    /// the feedback a closure picks for the change (nil: none). No device
    /// plays haptics here; recorded.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View {
        modifier(_RecordedModifier("sensoryFeedback"))
    }
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
        modifier(_RecordedModifier("sensoryFeedback"))
    }
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        modifier(_RecordedModifier("sensoryFeedback"))
    }
    /// iOS 17: the language whose typesetting rules (line height, hyphenation) text uses; recorded.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        modifier(_RecordedModifier("typesettingLanguage"))
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { modifier(_RecordedModifier("aspectRatio(\(contentMode))")) }
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_RecordedModifier("matchedGeometryEffect"))
    }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { modifier(_RecordedModifier("onHover")) }
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { modifier(_RecordedModifier("hoverEffect")) }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { modifier(_RecordedModifier("onOpenURL")) }
    public func help<S: StringProtocol>(_ text: S) -> some View { modifier(_RecordedModifier("help")) }
    public func help(_ textKey: LocalizedStringKey) -> some View { modifier(_RecordedModifier("help")) }
    public func help(_ text: Text) -> some View { modifier(_RecordedModifier("help")) }
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(_RecordedModifier("allowsHitTesting(\(enabled))")) }
}

public struct SymbolEffectOptions: Sendable {
    public static let `default` = Self(), nonRepeating = Self(), repeating = Self()
    public static func `repeat`(_ count: Int) -> Self { Self() }
    public func speed(_ speed: Double) -> Self { self }
}

/// Named, so a check can tell `.identity` (no animation) from the others.
public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = Self(name: "identity"), opacity = Self(name: "opacity")
    public static let interpolate = Self(name: "interpolate"), symbolEffect = Self(name: "symbolEffect")
    public static func numericText(countsDown: Bool = false) -> Self { Self(name: "numericText") }
    /// iOS 17: a symbol image's change animated with a symbol effect (`.symbolEffect(.replace)`).
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> Self { Self(name: "symbolEffect") }
    public static func numericText(value: Double) -> Self { Self(name: "numericText") }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue: ContentTransition? = nil }

extension EnvironmentValues {
    /// Apple (iOS 16): "The current method of animating the contents of
    /// views." Unset, a text's content change in an animation cross-fades
    /// (SwiftUI's default content transition; `.opacity` is read here).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] ?? .opacity }
        set { self[ContentTransitionKey.self] = newValue }
    }
    /// Whether content changes animate at all: not under `.identity`
    /// (Apple: "content changes shouldn't animate").
    var contentChangesAnimate: Bool { contentTransition.name != "identity" }
}

public struct SensoryFeedback: Sendable {
    public static let success = Self(), warning = Self(), error = Self(), selection = Self(), increase = Self(), decrease = Self()
    public static let start = Self(), stop = Self(), alignment = Self(), levelChange = Self(), pathComplete = Self()
    /// iOS 17: "Provides a physical metaphor you can use to complement a visual experience"
    /// (beside the `impact(weight:intensity:)` forms). https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact
    public static let impact = Self()
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> Self { Self() }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> Self { Self() }
    public struct Weight: Sendable { public static let light = Weight(), medium = Weight(), heavy = Weight() }
    public struct Flexibility: Sendable { public static let rigid = Flexibility(), solid = Flexibility(), soft = Flexibility() }
}

public struct HoverEffect: Sendable {
    public static let automatic = Self(), highlight = Self(), lift = Self()
}

public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = Self(rawValue: 1), size = Self(rawValue: 2), frame: Self = [.position, .size]
}


extension Binding {
    /// `$flag.animation()`: a binding whose writes animate (they land at once
    /// here, in a transaction with that animation).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { transaction(Transaction(animation: animation)) }
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(location: TransactionLocation(base: location, transaction: transaction))
    }
}

public struct AnimationCompletionCriteria: Sendable {
    public static let logicallyComplete = Self(), removed = Self()
}

extension Animation {
    /// Apple has this one declaration (iOS 13; `mass` defaults to 1), so
    /// `interpolatingSpring(stiffness:damping:)` is this call, not an overload.
    /// https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(name: "interpolatingSpring", timing: Timing(SpringPhysics(mass: mass, stiffness: stiffness, damping: damping)))
    }
    /// Disfavoured, as in Apple's SDK, so `.interactiveSpring()` is the
    /// iOS 17 `interactiveSpring(duration:extraBounce:blendDuration:)`.
    /// https://developer.apple.com/documentation/swiftui/animation/interactivespring(response:dampingfraction:blendduration:)
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(name: "interactiveSpring", timing: Timing(SpringPhysics(response: response, dampingRatio: dampingFraction)))
    }
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(name: "timingCurve", timing: Timing(duration: duration, shape: .curve(UnitBezier(x1: c0x, y1: c0y, x2: c1x, y2: c1y))))
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: "bouncy", timing: Timing(SpringPhysics(duration: duration, bounce: 0.3 + extraBounce)))
    }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: "smooth", timing: Timing(SpringPhysics(duration: duration, bounce: extraBounce)))
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: "snappy", timing: Timing(SpringPhysics(duration: duration, bounce: 0.15 + extraBounce)))
    }
}


/// `.scrollTargetBehavior(.paging)` (iOS 17), or the app's own: SwiftUI
/// calls `updateTarget` with where a scroll would end, to move it. There is
/// no scrolling gesture here, so the simulator never calls it; an app's own
/// behaviour compiles and is recorded like the built-in ones.
/// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}
/// Where a scroll ends: a rectangle of the content, and an anchor (iOS 17).
public struct ScrollTarget: Sendable {
    public var rect: CGRect
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) { self.rect = rect; self.anchor = anchor }
}
/// What `updateTarget` is told about the scroll (iOS 17).
public struct ScrollTargetBehaviorContext: Sendable {
    public var originalTarget: ScrollTarget
    public var velocity: CGVector
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
}
extension PagingScrollTargetBehavior: ScrollTargetBehavior {
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}
extension ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}
/// iOS 18: a type-erased scroll target behaviour, so one `@State` can hold
/// paging or view-aligned behaviour. Its `updateTarget` is the wrapped one's.
/// https://developer.apple.com/documentation/swiftui/anyscrolltargetbehavior
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    let base: any ScrollTargetBehavior
    public init(_ behavior: some ScrollTargetBehavior) { base = behavior }
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { base.updateTarget(&target, context: context) }
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior { public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() } }
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// iOS 17. https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/viewaligned(limitbehavior:)
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
    /// iOS 26.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: UnitPoint?) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior, anchor: anchor)
    }
}

// MARK: Previews (never run)

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

public struct PreviewDevice: Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// iOS 14: a key of a preview's context (WidgetKit's `WidgetPreviewContext` is one).
/// https://developer.apple.com/documentation/swiftui/previewcontextkey
public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
/// iOS 14: where a preview shows (previews never run here).
/// https://developer.apple.com/documentation/swiftui/previewcontext
public protocol PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}
extension PreviewContext {
    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

extension View {
    /// iOS 14: the context a preview shows in (previews never run here).
    public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

public struct InterfaceOrientation: Sendable {
    public static let portrait = Self(), portraitUpsideDown = Self(), landscapeLeft = Self(), landscapeRight = Self()
}

/// `safeAreaInset`: the inset beside the view on its edge, as a stack would
/// place them, so the view's content ends where the bar begins.
public struct _SafeAreaInset<Inset: View>: ViewModifier, BuiltinModifier {
    let edge: Edge
    let horizontal: HorizontalAlignment
    let vertical: VerticalAlignment
    let spacing: CGFloat
    let inset: Inset

    func apply<Content: View>(to content: Content, into children: inout _Children) {
        children.facts.modifier = "safeAreaInset(edge: .\(edge))"
        let vertical = edge == .top || edge == .bottom
        children.facts.layout = vertical ? .verticalStack(horizontal, spacing: spacing) : .horizontalStack(self.vertical, spacing: spacing)
        let insetFirst = edge == .top || edge == .leading
        if insetFirst { children.append(inset, key: .index(1)) }
        children.append(content, key: .index(0))
        if !insetFirst { children.append(inset, key: .index(1)) }
    }
}
