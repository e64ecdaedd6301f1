/// A visual modifier (padding, font, opacity…): recorded on the node for
/// `dump()`, with no effect on identity or updates.
public struct _RecordedModifier: ViewModifier, BuiltinModifier {
    let description: String
    package init(_ description: String) { self.description = description }
    func record(into facts: inout NodeFacts) { facts.modifier = description }
}

/// A modifier that takes part in layout (padding, frame, fixedSize, offset,
/// a background or overlay style): it keeps its parameters as a layout role
/// on the node, and the same description as before for `dump()`.
public struct _LayoutModifier: ViewModifier, BuiltinModifier, Equatable {
    let description: String
    let role: LayoutRole
    /// A padding's insets in points (the role has them in cells).
    let padding: ViewHost.Insets?
    /// A fixed frame's size, or an offset, in points as written.
    let drawing: Drawing?
    /// `.safeAreaPadding`: padding that adds to the safe area (Layout/SafeAreaPadding.swift).
    var safeArea: SafeAreaFact? = nil
    init(_ description: String, _ role: LayoutRole, padding: ViewHost.Insets? = nil, drawing: Drawing? = nil, safeArea: SafeAreaFact? = nil) {
        self.description = description
        self.role = role
        self.padding = padding
        self.drawing = drawing
        self.safeArea = safeArea
    }
    func record(into facts: inout NodeFacts) {
        facts.modifier = description
        facts.layout = role
        facts.padding = padding
        facts.drawing = drawing
        facts.safeArea = safeArea
    }
}

/// Writes into the environment its content and everything below sees.
public struct _EnvironmentModifier: ViewModifier, BuiltinModifier {
    let description: String
    let write: (inout EnvironmentValues) -> Void
    func record(into facts: inout NodeFacts) {
        facts.modifier = description
        facts.environment = write
    }
}

/// `.id(_:)`: explicit identity. A new value is a new view; on a list, the
/// list as a whole (its members would otherwise share one id).
public struct _IdentityModifier: ViewModifier, BuiltinModifier {
    static var appliesToEachMember: Bool { false }
    let id: AnyHashable
    func apply<Content: View>(to content: Content, into children: inout _Children) {
        children.facts.modifier = "id(\(id.base))"
        children.append(content, key: .explicit(id))
    }
}

/// `background` and `overlay` with a view: the decoration is a child of
/// its own, behind or in front of the content.
public struct _DecorationModifier<Decoration: View>: ViewModifier, BuiltinModifier {
    let name: String
    let decoration: Decoration
    var alignment: Alignment = .center
    func apply<Content: View>(to content: Content, into children: inout _Children) {
        // A plain colour reads as one: `.background(yellow)`, as the style overload prints it.
        children.facts.modifier = (decoration as? Color).map { "\(name)(\($0.name))" } ?? name
        // `listRowBackground(_:)` (iOS 13): "Places a custom background view
        // behind a list row item" (Apple): paint behind, as a background
        // (twentieth review; `Legibility` counts it only inside a `List`).
        let behind = name == "background" || name == "listRowBackground"
        children.facts.layout = .decoration(behind: behind, CellAlignment(alignment))
        if behind { children.append(decoration, key: .index(1)) }
        children.append(content, key: .index(0))
        if !behind { children.append(decoration, key: .index(1)) }
    }
}

/// `onTapGesture`: the view becomes a control the host taps by its text
/// (`host.tap("…")`), as it taps a button.
public struct _TapGestureModifier: ViewModifier, BuiltinModifier {
    let count: Int
    let action: @MainActor () -> Void
    func record(into facts: inout NodeFacts) {
        facts.modifier = count == 1 ? "onTapGesture" : "onTapGesture(count: \(count))"
        facts.control = .button(action: action)
    }
}

/// onAppear, onDisappear, task and onChange: effects the graph runs after a pass.
public struct _EffectModifier: ViewModifier, BuiltinModifier {
    let effect: Effect
    func record(into facts: inout NodeFacts) { facts.effects.append(effect) }
}

extension View {
    // MARK: Identity and equality

    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: AnyHashable(id)))
    }

    // MARK: Gestures

    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: action))
    }

    // MARK: Lifecycle

    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(_EffectModifier(effect: .appear(action ?? {})))
    }

    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(_EffectModifier(effect: .disappear(action ?? {})))
    }

    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(_EffectModifier(effect: .task(id: nil, action: action)))
    }

    public func task<ID: Equatable>(
        id value: ID, priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(_EffectModifier(effect: .task(id: value, action: action)))
    }

    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(_EffectModifier(effect: .change(value: value, initial: initial) { old, new in
            action(old as! V, new as! V)
        }))
    }

    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        modifier(_EffectModifier(effect: .change(value: value, initial: initial) { _, _ in action() }))
    }

    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void) -> some View {
        modifier(_EffectModifier(effect: .change(value: value, initial: false) { _, new in action(new as! V) }))
    }

    // MARK: Environment

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentModifier(description: "environment(\(keyPath))") { $0[keyPath: keyPath] = value })
    }

    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentModifier(description: "environment(\(T.self))") { values in
            if let object { values.setObject(object) }
        })
    }

    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentModifier(description: "environmentObject(\(T.self))") { $0.setObject(object) })
    }

    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentModifier(description: "disabled(\(disabled))") { $0.isEnabled = $0.isEnabled && !disabled })
    }

    public func font(_ font: Font?) -> some View {
        modifier(_EnvironmentModifier(description: "font(\(font.map { $0.name } ?? "nil"))") { $0.font = font })
    }

    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        modifier(_EnvironmentModifier(description: "preferredColorScheme") { values in
            if let scheme { values.colorScheme = scheme }
        })
    }

    // MARK: Decoration

    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> some View {
        modifier(_DecorationModifier(name: "background", decoration: content(), alignment: alignment))
    }

    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(name: "background", decoration: background, alignment: alignment))
    }

    public func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_LayoutModifier("background(\(style))", .paint(Color.seen(style), behind: true), drawing: Drawing.paint(style)))
    }


    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        modifier(_DecorationModifier(name: "overlay", decoration: content(), alignment: alignment))
    }

    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(name: "overlay", decoration: overlay, alignment: alignment))
    }

    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_LayoutModifier("overlay(\(style))", .paint(Color.seen(style), behind: false), drawing: Drawing.paint(style)))
    }

    // MARK: Visual modifiers, recorded on the node

    /// Apple's signature has no default (round 12): a default made `.padding()` match two overloads, one
    /// more choice for the type checker in every body that pads (docs/simulator.md, "Round 12").
    public func padding(_ length: CGFloat) -> some View {
        modifier(_LayoutModifier("padding(\(format(length)))", paddingRole(.all, length), padding: .init(.all, Double(length))))
    }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        // `.padding()`: the platform's default on every edge, recorded as it always was.
        if edges == .all && length == nil {
            return modifier(_LayoutModifier("padding(\(format(16.0)))", paddingRole(.all, 16), padding: .init(.all, 16)))
        }
        return modifier(
            _LayoutModifier(
                "padding(\(edges.dumpName)\(length.map { ", " + format($0) } ?? ""))", paddingRole(edges, length),
                padding: .init(edges, length.map(Double.init) ?? Cells.defaultPadding)))
    }
    public func tint(_ color: Color?) -> some View { modifier(_DrawingModifier("tint(\(color?.name ?? "nil"))", .tint(color))) }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_LayoutModifier(
            "frame(width: \(width.map(format) ?? "nil"), height: \(height.map(format) ?? "nil"))",
            .frame(width: Cells.columns(width), height: Cells.rows(height), CellAlignment(alignment)),
            drawing: .frameSize(width: width.map(Double.init), height: height.map(Double.init))))
    }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(_LayoutModifier(
            "frame(maxWidth: \(maxWidth.map(format) ?? "nil"), maxHeight: \(maxHeight.map(format) ?? "nil"))",
            .flexFrame(
                minWidth: Cells.columns(minWidth), idealWidth: Cells.columns(idealWidth), maxWidth: Cells.columns(maxWidth),
                minHeight: Cells.rows(minHeight), idealHeight: Cells.rows(idealHeight), maxHeight: Cells.rows(maxHeight),
                CellAlignment(alignment))))
    }
    public func fixedSize() -> some View { modifier(_LayoutModifier("fixedSize", .fixedSize(horizontal: true, vertical: true))) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_LayoutModifier("fixedSize(horizontal: \(horizontal), vertical: \(vertical))", .fixedSize(horizontal: horizontal, vertical: vertical)))
    }
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        modifier(_ShapedModifier("clipShape(\(S.self))", shape: ViewHost.PaintedShape(shape), geometry: ViewHost.ShapeGeometry.of(shape)).outlined(shape))
    }
    public func scaledToFit() -> some View { modifier(_RecordedModifier("scaledToFit")) }
    public func scaledToFill() -> some View { modifier(_RecordedModifier("scaledToFill")) }
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
        modifier(_RecordedModifier("aspectRatio(\(contentMode))"))
    }
    public func imageScale(_ scale: Image.Scale) -> some View { modifier(_RecordedModifier("imageScale(\(scale))")) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_ShapedModifier("cornerRadius(\(format(radius)))", shape: ViewHost.PaintedShape(RoundedRectangle(cornerRadius: radius))))
    }
    public func compositingGroup() -> some View { modifier(_RecordedModifier("compositingGroup")) }
    public func drawingGroup() -> some View { modifier(_RecordedModifier("drawingGroup")) }
    public func shadow(radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_RecordedModifier("shadow(\(format(radius)))"))
    }
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_RecordedModifier("shadow(\(format(radius)))"))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_LayoutModifier("offset(\(format(x)), \(format(y)))", .offset(x: Cells.columns(x), y: Cells.rows(y)),
                                 drawing: .offset(x: Double(x), y: Double(y))))
    }
    public func bold(_ isActive: Bool = true) -> some View { modifier(_RecordedModifier("bold")) }
    public func italic(_ isActive: Bool = true) -> some View { modifier(_RecordedModifier("italic")) }
    public func lineLimit(_ number: Int?) -> some View {
        modifier(_DrawingModifier("lineLimit(\(number.map(String.init) ?? "nil"))", .lineLimit(number)))
    }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { modifier(_RecordedModifier("navigationTitle(\(title))")) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { modifier(_RecordedModifier("accessibilityLabel")) }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { modifier(_RecordedModifier("listStyle(\(S.self))")) }
}

/// Padding in cells: 16 points (the default) is 2 columns and 1 row.
func paddingRole(_ edges: Edge.Set, _ length: CGFloat?) -> LayoutRole {
    let length = length.map(Double.init) ?? Cells.defaultPadding
    let columns = Cells.columns(length), rows = Cells.rows(length)
    return .padding(
        top: edges.contains(.top) ? rows : 0, leading: edges.contains(.leading) ? columns : 0,
        bottom: edges.contains(.bottom) ? rows : 0, trailing: edges.contains(.trailing) ? columns : 0)
}

func format(_ value: CGFloat) -> String { format(Double(value)) }
func format(_ value: Double) -> String {
    value.isFinite && value == value.rounded() ? String(Int(value)) : String(value)
}

public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2), invalidated = RedactionReasons(rawValue: 4)
}

/// Animations are recorded by name and timing: the simulator has no frames
/// in between, so an animated change lands at once (as it does for `body`);
/// when the animation starts and how long it runs (`AnimationTiming.swift`)
/// tell a check whether a user sees it play.
public struct Animation: Equatable, Sendable {
    let name: String
    /// Its delay and duration in seconds (curve animations default to 0.35 s;
    /// springs run until they settle, by their physics: `SpringPhysics`).
    var timing = Timing(duration: 0.35)

    /// Since iOS 17 / macOS 14 a critically damped spring (response 0.55,
    /// damping fraction 1.0); an ease-in-out before (Apple, `Animation.default`).
    public static let `default` = Animation(name: "default", timing: Timing(SpringPhysics(response: 0.55, dampingRatio: 1.0)))
    /// The curves run Apple's Bézier points (UnitCurve, iOS 17; `UnitBezier`), 0.35 s by default.
    public static let easeInOut = Animation(name: "easeInOut", timing: Timing(duration: 0.35, shape: .curve(.easeInOut)))
    public static let easeIn = Animation(name: "easeIn", timing: Timing(duration: 0.35, shape: .curve(.easeIn)))
    public static let easeOut = Animation(name: "easeOut", timing: Timing(duration: 0.35, shape: .curve(.easeOut)))
    public static let linear = Animation(name: "linear"), spring = Animation(name: "spring", timing: Animation.spring().timing)
    public static let bouncy = Animation.bouncy(), smooth = Animation.smooth()
    public static let snappy = Animation.snappy()
    public static func easeInOut(duration: Double) -> Animation {
        Animation(name: "easeInOut(\(duration))", timing: Timing(duration: duration, shape: .curve(.easeInOut)))
    }
    public static func easeIn(duration: Double) -> Animation {
        Animation(name: "easeIn(\(duration))", timing: Timing(duration: duration, shape: .curve(.easeIn)))
    }
    public static func easeOut(duration: Double) -> Animation {
        Animation(name: "easeOut(\(duration))", timing: Timing(duration: duration, shape: .curve(.easeOut)))
    }
    public static func linear(duration: Double) -> Animation { Animation(name: "linear(\(duration))", timing: Timing(duration: duration)) }
    /// Disfavoured, as in Apple's SDK: both `spring` functions default every
    /// argument, and Xcode resolves `.spring()` (and the `spring` property,
    /// "This uses the default parameter values") to the iOS 17 (back-deployed
    /// to iOS 13) `spring(duration:bounce:blendDuration:)`, a critically
    /// damped spring of 0.5 s, the SDK interface marking this one
    /// `@_disfavoredOverload`.
    /// https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)
    /// https://developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:)
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring(\(response), \(dampingFraction))", timing: Timing(SpringPhysics(response: response, dampingRatio: dampingFraction)))
    }
    /// iOS 17 (back-deployed to iOS 13): `blendDuration` is accepted; one spring
    /// replaces another here without blending.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring(\(duration), \(bounce))", timing: Timing(SpringPhysics(duration: duration, bounce: bounce)))
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(name: name + ".repeatForever", timing: timing.repeated(nil)) }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { Animation(name: name + ".repeatCount(\(count))", timing: timing.repeated(count)) }
    public func delay(_ delay: Double) -> Animation { Animation(name: name + ".delay(\(delay))", timing: timing.delayed(by: delay)) }
    public func speed(_ speed: Double) -> Animation { Animation(name: name + ".speed(\(speed))", timing: timing.sped(by: speed)) }
}

/// Styles a button's label: `.buttonStyle(_:)` draws each button below it
/// with `makeBody` (StylesInEffect.swift).
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

public struct ButtonStyleConfiguration {
    /// Apple, `ButtonStyleConfiguration.Label` (iOS 13): "A type-erased
    /// label of a button", so a style's look can be its own `View` taking
    /// `let label: ButtonStyleConfiguration.Label` (the usual way to read
    /// `@Environment(\.isEnabled)`). It draws the button's label as given.
    @MainActor @preconcurrency
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
        public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content) }
        public static var _role: _ViewRole { .group }
    }
    public let label: Label
    public let isPressed: Bool
    public var role: ButtonRole? = nil
    init(label: AnyView, isPressed: Bool, role: ButtonRole? = nil) {
        (self.label, self.isPressed, self.role) = (Label(content: label), isPressed, role)
    }
}

public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

public struct BorderedButtonStyle: ButtonStyle {
    /// `.borderedProminent`: a solid bezel in the tint (BezelKind).
    var prominent = false
    public init() {}
    init(prominent: Bool) { self.prominent = prominent }
    public func makeBody(configuration: Configuration) -> some View { configuration.label.padding(8) }
}

extension ButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
    public static var borderedProminent: BorderedButtonStyle { BorderedButtonStyle(prominent: true) }
}
