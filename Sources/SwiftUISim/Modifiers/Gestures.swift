import Foundation

// Gestures: a view's gesture is recorded on its node with the actions it
// runs; the host performs it as a user would (`host.drag("Card", by: …)`,
// `host.longPress("…")`, `host.tap` for tap gestures): the changed actions
// (and `@GestureState` updates) in one transaction, the ended actions in
// the next, after which every `@GestureState` is back to its initial value.

/// What a user's gesture amounts to, in points.
public struct _GestureInput {
    var translation = CGSize.zero
    var location = CGPoint.zero
    var magnification: CGFloat = 1
    var rotation = Angle.zero
    init(translation: CGSize = .zero, location: CGPoint = .zero, magnification: CGFloat = 1, rotation: Angle = .zero) {
        (self.translation, self.location, self.magnification, self.rotation) = (translation, location, magnification, rotation)
    }
}

/// A gesture's kinds and actions, gathered from a gesture value (and the
/// gestures combined into it).
@MainActor
public struct _GestureHandlers {
    var kinds: Set<String> = []
    var changed: [@MainActor (_GestureInput) -> Void] = []
    var ended: [@MainActor (_GestureInput) -> Void] = []
    /// `@GestureState` values to put back when the gesture ends.
    var resets: [@MainActor () -> Void] = []
    /// What the gesture is, as written (`DragGesture(minimumDistance: 0)`):
    /// the touch routing names it (Host/ViewHost+Touch.swift).
    var written: [String] = []
    /// Whether a finger that goes down and up without moving makes it
    /// succeed: a tap, a drag of `minimumDistance` 0, which succeeds as the
    /// finger goes down, and a long press whose `minimumDuration` is shorter
    /// than an ordinary tap's hold (`AnimationTiming.tapHold`, 0.2 s).
    var recognisesTap = false
    /// Whether it succeeds as the finger goes down, before anything else
    /// can (a drag of `minimumDistance` 0, a long press of `minimumDuration` 0).
    var recognisesTouchDown = false

    init(kind: String) { kinds = [kind] }

    mutating func merge(_ other: _GestureHandlers) {
        kinds.formUnion(other.kinds)
        changed += other.changed
        ended += other.ended
        resets += other.resets
        written += other.written
        recognisesTap = recognisesTap || other.recognisesTap
        recognisesTouchDown = recognisesTouchDown || other.recognisesTouchDown
    }
    public init() {}
}

/// A gesture as recorded on a node.
@MainActor
final class GestureRecord {
    let handlers: _GestureHandlers
    init(_ handlers: _GestureHandlers) { self.handlers = handlers }
    var kinds: Set<String> { handlers.kinds }
}

/// A user interaction that recognises a movement and reports its value.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    var _handlers: _GestureHandlers { get set }
    /// The gesture's value for what the user did.
    static func _value(_ input: _GestureInput) -> Value
}

extension Gesture {
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        var copy = self
        copy._handlers.changed.append { action(Self._value($0)) }
        return copy
    }
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        var copy = self
        copy._handlers.ended.append { action(Self._value($0)) }
        return copy
    }
    public func updating<State>(_ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void) -> Self {
        var copy = self
        copy._handlers.changed.append { input in
            var value = state.wrappedValue
            var transaction = Transaction()
            body(Self._value(input), &value, &transaction)
            state.set(value)
        }
        copy._handlers.resets.append { state.reset() }
        return copy
    }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

/// `Optional` is a `Gesture` when what it wraps is (SwiftUI, iOS 13):
/// `.gesture(enabled ? drag : nil)`. Nil recognises nothing.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public var _handlers: _GestureHandlers {
        get { self?._handlers ?? _GestureHandlers() }
        set { if var wrapped = self { wrapped._handlers = newValue; self = wrapped } }
    }
    public static func _value(_ input: _GestureInput) -> Value { Wrapped._value(input) }
}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public var _handlers: _GestureHandlers
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
        _handlers = _GestureHandlers(kind: "drag")
        // Apple, DragGesture.minimumDistance (iOS 13): "The minimum dragging
        // distance before the gesture succeeds": 0 succeeds on touch-down.
        _handlers.written = [minimumDistance == 10 ? "DragGesture()" : "DragGesture(minimumDistance: \(Self.points(minimumDistance)))"]
        _handlers.recognisesTouchDown = minimumDistance <= 0
        _handlers.recognisesTap = minimumDistance <= 0
    }
    private static func points(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }
    public static func _value(_ input: _GestureInput) -> Value {
        let end = CGPoint(x: input.location.x + input.translation.width, y: input.location.y + input.translation.height)
        return Value(time: Date(), location: end, startLocation: input.location, translation: input.translation, velocity: .zero,
                     predictedEndLocation: end, predictedEndTranslation: input.translation)
    }
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public var _handlers: _GestureHandlers
    public init(count: Int = 1) {
        self.count = count
        _handlers = _GestureHandlers(kind: "tap")
        _handlers.written = [count == 1 ? "TapGesture()" : "TapGesture(count: \(count))"]
        _handlers.recognisesTap = true
    }
    public static func _value(_ input: _GestureInput) {}
}

public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public var _handlers: _GestureHandlers
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        _handlers = _GestureHandlers(kind: "tap")
        _handlers.written = ["SpatialTapGesture()"]
        _handlers.recognisesTap = true
    }
    public static func _value(_ input: _GestureInput) -> Value { Value(location: input.location) }
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var _handlers: _GestureHandlers
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        _handlers = _GestureHandlers(kind: "longPress")
        _handlers.written = [minimumDuration == 0.5 ? "LongPressGesture()" : "LongPressGesture(minimumDuration: \(minimumDuration))"]
        // Apple, LongPressGesture.minimumDuration (iOS 13): "The minimum
        // duration of the long press that must elapse before the gesture
        // succeeds". A finger rests `AnimationTiming.tapHold` (0.2 s) in an
        // ordinary tap: a shorter minimum elapses inside the tap, so the
        // press succeeds and takes the tap as one of 0 does (twentieth review).
        _handlers.recognisesTouchDown = minimumDuration <= 0
        _handlers.recognisesTap = Self.succeedsWithinTap(minimumDuration)
    }
    /// Whether a long press of `minimumDuration` succeeds while a finger
    /// taps (rests `ViewHost.AnimationTiming.tapHold` s on the screen).
    nonisolated static func succeedsWithinTap(_ minimumDuration: Double) -> Bool {
        minimumDuration < ViewHost.AnimationTiming.tapHold
    }
    public static func _value(_ input: _GestureInput) -> Bool { true }
}

public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var _handlers: _GestureHandlers
    public init(minimumScaleDelta: CGFloat = 0.01) {
        _handlers = _GestureHandlers(kind: "magnify")
        _handlers.written = ["MagnificationGesture()"]
    }
    public static func _value(_ input: _GestureInput) -> CGFloat { input.magnification }
}

public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var _handlers: _GestureHandlers
    public init(minimumScaleDelta: CGFloat = 0.01) {
        _handlers = _GestureHandlers(kind: "magnify")
        _handlers.written = ["MagnifyGesture()"]
    }
    public static func _value(_ input: _GestureInput) -> Value {
        Value(time: Date(), magnification: input.magnification, velocity: 0, startAnchor: .center, startLocation: input.location)
    }
}

public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var _handlers: _GestureHandlers
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        _handlers = _GestureHandlers(kind: "rotate")
        _handlers.written = ["RotationGesture()"]
    }
    public static func _value(_ input: _GestureInput) -> Angle { input.rotation }
}

public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var _handlers: _GestureHandlers
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        _handlers = _GestureHandlers(kind: "rotate")
        _handlers.written = ["RotateGesture()"]
    }
    public static func _value(_ input: _GestureInput) -> Value {
        Value(time: Date(), rotation: input.rotation, velocity: .zero, startAnchor: .center, startLocation: input.location)
    }
}

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second
    public var _handlers: _GestureHandlers
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
        _handlers = first._handlers
        _handlers.merge(second._handlers)
    }
    public static func _value(_ input: _GestureInput) -> Value { Value(first: First._value(input), second: Second._value(input)) }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public var _handlers: _GestureHandlers
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
        _handlers = first._handlers
        _handlers.merge(second._handlers)
    }
    public static func _value(_ input: _GestureInput) -> Value { .second(First._value(input), Second._value(input)) }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public var _handlers: _GestureHandlers
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
        _handlers = first._handlers
        _handlers.merge(second._handlers)
    }
    public static func _value(_ input: _GestureInput) -> Value { .first(First._value(input)) }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1), subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// `.gesture(…)`: the view becomes something the host can drag, press,
/// pinch or turn; a tap gesture makes it tappable like `onTapGesture`.
public struct _GestureModifier: ViewModifier, BuiltinModifier {
    let name: String
    let handlers: _GestureHandlers
    /// Which gestures the modifier leaves enabled (Apple, GestureMask, iOS 13):
    /// the added one (`.gesture`), those of the views inside (`.subviews`).
    var mask: GestureMask = .all
    init(name: String, handlers: _GestureHandlers, mask: GestureMask = .all) {
        (self.name, self.handlers, self.mask) = (name, handlers, mask)
    }
    func record(into facts: inout NodeFacts) {
        facts.modifier = "\(name)(\(handlers.kinds.sorted().joined(separator: "+")))"
        if handlers.kinds == ["tap"] {
            let handlers = self.handlers
            facts.control = .button(action: { for ended in handlers.ended { ended(_GestureInput()) } })
        } else {
            facts.control = .gesture(GestureRecord(handlers))
        }
    }
}

extension View {
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(name: "gesture", handlers: gesture._handlers, mask: mask))
    }
    /// Not enabled: no gesture is added (Apple, gesture(_:isEnabled:), iOS 18).
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(_GestureModifier(name: "gesture", handlers: gesture._handlers, mask: isEnabled ? .all : .subviews))
    }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(name: "simultaneousGesture", handlers: gesture._handlers, mask: mask))
    }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(name: "highPriorityGesture", handlers: gesture._handlers, mask: mask))
    }
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        var handlers = LongPressGesture(minimumDuration: minimumDuration)._handlers
        handlers.written = []
        handlers.changed.append { _ in onPressingChanged?(true) }
        handlers.ended.append { _ in onPressingChanged?(false); action() }
        return modifier(_GestureModifier(name: "onLongPressGesture", handlers: handlers))
    }
    /// iOS 17: the location of the tap (`.local` by default); taps here have none, so it is the origin.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping @MainActor (CGPoint) -> Void) -> some View {
        onTapGesture(count: count) { action(.zero) }
    }
}

/// `_onButtonGesture(pressing:perform:)`: the gesture a `Button` is made of,
/// public in SwiftUI's interface since iOS 13 though underscored and not in
/// the documentation (`func _onButtonGesture(pressing: ((Bool) -> Void)? = nil,
/// perform action: @escaping () -> Void) -> some View`, as the OpenSwiftUI
/// reimplementation and Apple's `.swiftinterface` declare it). SwiftUI calls
/// `pressing(true)` as a finger goes down on the view, `pressing(false)` as
/// it lifts, and then `action` if it lifted inside: a tap here is all three
/// in one update, so a view keeps no "pressed" state after it. The view is a
/// tap target like a button (`host.tap("…")`, touch routing); a held press
/// (`host.press`) reports the press as it lifts, not while held.
public struct _ButtonGestureModifier: ViewModifier, BuiltinModifier {
    let pressing: ((Bool) -> Void)?
    let action: () -> Void
    func record(into facts: inout NodeFacts) {
        facts.modifier = "_onButtonGesture"
        let (pressing, action) = (pressing, action)
        facts.control = .button(action: { pressing?(true); pressing?(false); action() })
    }
}

extension View {
    public func _onButtonGesture(pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        modifier(_ButtonGestureModifier(pressing: pressing, action: action))
    }
}

/// A value a gesture sets while it runs; back to its initial value when
/// the gesture ends.
@MainActor @propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value
    private let link = PropertyLink<StateBox<Value>>()

    public init(wrappedValue: Value) { initialValue = wrappedValue }
    public init(initialValue: Value) { self.initialValue = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }

    public var wrappedValue: Value { link.target?.get() ?? initialValue }
    public var projectedValue: GestureState<Value> { self }

    func set(_ value: Value) { link.target?.set(value) }
    func reset() { link.target?.set(initialValue) }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { initialValue = nil }
}

extension GestureState: StateLikeProperty {
    var initialStateValue: Value { initialValue }
    var stateLink: PropertyLink<StateBox<Value>> { link }
}

/// The context of an update (its animation): what `withAnimation` sets and
/// `.transaction { }` changes (Graph+Animation.swift). The simulator applies
/// every change at once and records what would have animated.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public var isContinuous = false
    /// Values of `TransactionKey`s (iOS 17), by key type (Properties/ValueContainers.swift).
    var keyed: [ObjectIdentifier: _UncheckedValue] = [:]
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}


