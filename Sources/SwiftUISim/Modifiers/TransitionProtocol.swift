// The `Transition` protocol (iOS 17 / macOS 14) and its built-in
// transitions, beside the older `AnyTransition`
// (https://developer.apple.com/documentation/swiftui/transition). Every
// built-in one carries the `AnyTransition` the simulator models (what it
// changes on each side: Transitions.swift), so `.transition(.scale(0.5))`
// and `.transition(.blurReplace)` are recorded like `.transition(.opacity)`.
// A program's own `Transition` is recorded by its type's name; what it
// changes is found by running its `body(content:phase:)` for the phases on
// either side (TransitionChange.swift), and its identity phase is applied to
// the view while it is shown (`TransitionRest`, Transitions.swift).

/// Apple: "A description of view changes to apply when a view is added to
/// and removed from the view hierarchy."
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
    /// What the simulator models of it (Transitions.swift).
    var _model: AnyTransition {
        if let builtin = self as? any _BuiltinTransition { return builtin.model }
        let probe = TransitionProbe { phase, content in AnyView(self.body(content: PlaceholderContentView(content), phase: phase)) }
        // Apple, TransitionPhase.identity: its modifications apply "as long as it is visible".
        let rest = TransitionRest { content in AnyView(self.body(content: PlaceholderContentView(content), phase: .identity)) }
        return AnyTransition(name: "\(Self.self)", insertion: AnyTransition.Side(changes: [.probe(probe, active: .willAppear)]),
                             removal: AnyTransition.Side(changes: [.probe(probe, active: .didDisappear)]), rest: rest)
    }
    public func combined<T: Transition>(with other: T) -> some Transition {
        _ModelledTransition(model: _model.combined(with: other._model))
    }
    public func animation(_ animation: Animation?) -> some Transition { _ModelledTransition(model: _model.animation(animation)) }
}

/// The phases a transition's view passes through (iOS 17).
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
    public var isIdentity: Bool { self == .identity }
    /// -1 removed, 0 shown, 1 about to appear.
    public var value: Double {
        switch self { case .willAppear: -1; case .identity: 0; case .didDisappear: 1 }
    }
}

public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// The content a transition or an animator's closure is handed: the view
/// it stands for, when the simulator has it (an animator's modified view).
public struct PlaceholderContentView<Value>: View {
    public typealias Body = Never
    let content: AnyView?
    init(_ content: AnyView? = nil) { self.content = content }
    public static func _expand(_ view: Self, into children: inout _Children) {
        if let content = view.content { children.append(content) }
    }
    public static var _role: _ViewRole { .group }
}

protocol _BuiltinTransition { nonisolated var model: AnyTransition { get } }

/// A built-in transition, or one combined from others.
public struct _ModelledTransition: Transition, _BuiltinTransition {
    nonisolated let model: AnyTransition
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct IdentityTransition: Transition, _BuiltinTransition {
    nonisolated public init() {}
    nonisolated var model: AnyTransition { .identity }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
public struct OpacityTransition: Transition, _BuiltinTransition {
    nonisolated public init() {}
    nonisolated var model: AnyTransition { .opacity }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
public struct SlideTransition: Transition, _BuiltinTransition {
    nonisolated public init() {}
    nonisolated var model: AnyTransition { .slide }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
public struct ScaleTransition: Transition, _BuiltinTransition {
    public var scale: Double, anchor: UnitPoint
    nonisolated public init(_ scale: Double, anchor: UnitPoint = .center) { (self.scale, self.anchor) = (scale, anchor) }
    nonisolated var model: AnyTransition { .scale(scale: CGFloat(scale), anchor: anchor) }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
public struct MoveTransition: Transition, _BuiltinTransition {
    public var edge: Edge
    nonisolated public init(edge: Edge) { self.edge = edge }
    nonisolated var model: AnyTransition { .move(edge: edge) }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
public struct PushTransition: Transition, _BuiltinTransition {
    public var edge: Edge
    nonisolated public init(edge: Edge) { self.edge = edge }
    nonisolated var model: AnyTransition { .push(from: edge) }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
public struct OffsetTransition: Transition, _BuiltinTransition {
    public var offset: CGSize
    nonisolated public init(_ offset: CGSize) { self.offset = offset }
    nonisolated var model: AnyTransition { .offset(offset) }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
/// iOS 17: blurs and scales the view as it is replaced.
public struct BlurReplaceTransition: Transition, _BuiltinTransition {
    public struct Configuration: Hashable, Sendable {
        let name: String
        public static let downUp = Self(name: "downUp"), upUp = Self(name: "upUp")
    }
    public var configuration: Configuration
    nonisolated public init(configuration: Configuration) { self.configuration = configuration }
    nonisolated var model: AnyTransition { AnyTransition(name: "blurReplace(\(configuration.name))") }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
/// iOS 17: one transition when the view is inserted, another when it is
/// removed (the `Transition` counterpart of `AnyTransition.asymmetric`).
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, _BuiltinTransition {
    public var insertion: Insertion
    public var removal: Removal
    nonisolated let model: AnyTransition
    public init(insertion: Insertion, removal: Removal) {
        (self.insertion, self.removal) = (insertion, removal)
        model = .asymmetric(insertion: insertion._model, removal: removal._model)
    }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
/// iOS 17: an SF Symbol's appear/disappear effect.
public struct SymbolEffectTransition: Transition, _BuiltinTransition {
    nonisolated public init() {}
    nonisolated var model: AnyTransition { AnyTransition(name: "symbolEffect") }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == IdentityTransition { public static var identity: IdentityTransition { IdentityTransition() } }
extension Transition where Self == OpacityTransition { public static var opacity: OpacityTransition { OpacityTransition() } }
extension Transition where Self == SlideTransition { public static var slide: SlideTransition { SlideTransition() } }
extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == MoveTransition { public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) } }
extension Transition where Self == PushTransition { public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) } }
extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}
extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}
extension Transition where Self == SymbolEffectTransition { public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition() } }

extension AnyTransition {
    /// Apple: `AnyTransition.init(_ transition: some Transition)` (iOS 17).
    @MainActor public init<T: Transition>(_ transition: T) { self = transition._model }
    /// iOS 17, on `AnyTransition` too.
    public static var blurReplace: AnyTransition { BlurReplaceTransition(configuration: .downUp).model }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        BlurReplaceTransition(configuration: configuration).model
    }
    public static var symbolEffect: AnyTransition { SymbolEffectTransition().model }
}

extension View {
    /// iOS 17: a `Transition` value (`.transition(.scale(0.5))`, a program's own).
    public func transition<T: Transition>(_ transition: T) -> some View { self.transition(transition._model) }
}
