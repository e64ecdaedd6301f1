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
public struct SymbolVariants: Hashable, Sendable {
    public static let none = Self(), circle = Self(), square = Self(), rectangle = Self(), fill = Self(), slash = Self()
}

extension View {
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RecordedModifier("rotationEffect(\(format(angle.degrees))°)"))
    }
    public func transformEffect(_ transform: CGAffineTransform) -> some View { modifier(_RecordedModifier("transformEffect")) }
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_LayoutModifier(
            "padding(\(format(insets.top)), \(format(insets.leading)), \(format(insets.bottom)), \(format(insets.trailing)))",
            .padding(top: Cells.rows(insets.top), leading: Cells.columns(insets.leading),
                     bottom: Cells.rows(insets.bottom), trailing: Cells.columns(insets.trailing)),
            padding: ViewHost.Insets(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom), trailing: Double(insets.trailing))))
    }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { modifier(_RecordedModifier("ignoresSafeArea")) }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { modifier(_RecordedModifier("ignoresSafeArea")) }
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { modifier(_RecordedModifier("safeAreaPadding")) }
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(name: "overlay", decoration: content(), alignment: edge == .top ? .top : .bottom))
    }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(name: "overlay", decoration: content(), alignment: edge == .leading ? .leading : .trailing))
    }
    public func clipped(antialiased: Bool = false) -> some View { modifier(_ShapedModifier("clipped", shape: .rectangle)) }
    public func zIndex(_ value: Double) -> some View { modifier(_DrawingModifier("zIndex(\(value))", .zIndex(value))) }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(_DecorationModifier(name: "overlay", decoration: Rectangle().stroke(content, lineWidth: width)))
    }
    /// Recorded with its shape (`background(blue, in: Capsule)`): the same
    /// picture as `.background(blue).clipShape(Capsule())` for the background.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_ShapedModifier("background(\(style), in: \(T.self))", shape: ViewHost.PaintedShape(shape), role: .paint(style as? Color, behind: true)))
    }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_ShapedModifier("background(in: \(T.self))", shape: ViewHost.PaintedShape(shape), role: .paint(nil, behind: true)))
    }
    public func background(_ edges: Edge.Set = .all) -> some View { modifier(_LayoutModifier("background", .paint(nil, behind: true))) }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_ShapedModifier("overlay(\(style), in: \(T.self))", shape: ViewHost.PaintedShape(shape), role: .paint(style as? Color, behind: false)))
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_DrawingModifier("foregroundStyle(\(primary), \(secondary))", .foreground(Color.plain(primary))))
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(_DrawingModifier("foregroundStyle(\(primary), \(secondary), \(tertiary))", .foreground(Color.plain(primary))))
    }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { modifier(_DrawingModifier("tint", .tint(tint.flatMap { Color.plain($0) }))) }
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
    public func symbolVariant(_ variant: SymbolVariants) -> some View { modifier(_RecordedModifier("symbolVariant")) }
    public func symbolEffect<E>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        modifier(_RecordedModifier("symbolEffect"))
    }
    public func symbolEffect<E, V: Equatable>(_ effect: E, options: SymbolEffectOptions = .default, value: V) -> some View {
        modifier(_RecordedModifier("symbolEffect"))
    }
    public func contentTransition(_ transition: ContentTransition) -> some View { modifier(_RecordedModifier("contentTransition(\(transition.name))")) }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { modifier(_RecordedModifier("sensoryFeedback")) }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { modifier(_RecordedModifier("aspectRatio(\(contentMode))")) }
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_RecordedModifier("alignmentGuide"))
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_RecordedModifier("alignmentGuide"))
    }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_RecordedModifier("containerRelativeFrame"))
    }
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        modifier(_RecordedModifier("containerRelativeFrame"))
    }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_RecordedModifier("containerRelativeFrame"))
    }
    /// iOS 17's geometry-aware effect: the closure gets the view and a proxy (recorded, run once with size zero).
    public func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_RecordedModifier("visualEffect"))
    }
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
public struct ContentTransition: Sendable {
    let name: String
    public static let identity = Self(name: "identity"), opacity = Self(name: "opacity")
    public static let interpolate = Self(name: "interpolate"), symbolEffect = Self(name: "symbolEffect")
    public static func numericText(countsDown: Bool = false) -> Self { Self(name: "numericText") }
    public static func numericText(value: Double) -> Self { Self(name: "numericText") }
}

public struct SensoryFeedback: Sendable {
    public static let success = Self(), warning = Self(), error = Self(), selection = Self(), increase = Self(), decrease = Self()
    public static let start = Self(), stop = Self(), alignment = Self(), levelChange = Self(), pathComplete = Self()
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

/// What `visualEffect`'s closure returns.
public protocol VisualEffect {}
public struct EmptyVisualEffect: VisualEffect {
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect { self }
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
    public func opacity(_ opacity: Double) -> EmptyVisualEffect { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> EmptyVisualEffect { self }
    public func hueRotation(_ angle: Angle) -> EmptyVisualEffect { self }
    public func brightness(_ amount: Double) -> EmptyVisualEffect { self }
    public func saturation(_ amount: Double) -> EmptyVisualEffect { self }
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
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(name: "interpolatingSpring")
    }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(name: "interpolatingSpring")
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(name: "interactiveSpring")
    }
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(name: "timingCurve")
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "bouncy") }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "smooth") }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "snappy") }
}

extension EmptyVisualEffect {
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> EmptyVisualEffect { self }
}

/// `.scrollTargetBehavior(.paging)`.
public protocol ScrollTargetBehavior {}
extension PagingScrollTargetBehavior: ScrollTargetBehavior {}
extension ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior { public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() } }
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
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

extension View {
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

public struct InterfaceOrientation: Sendable {
    public static let portrait = Self(), portraitUpsideDown = Self(), landscapeLeft = Self(), landscapeRight = Self()
}
