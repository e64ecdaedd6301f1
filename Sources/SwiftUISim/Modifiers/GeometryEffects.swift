// iOS 13's `GeometryEffect` and `ProjectionTransform`, and iOS 17's
// `CustomAnimation`. A geometry effect moves, scales or projects what it
// modifies (`effectValue(size:)`); the simulator does not transform drawing,
// so the effect is recorded as `geometryEffect(Type)` and classed
// unmodelled: what it modifies is not certainly seen where it was laid out.
// A custom animation is an `Animation` named by its type and timed by
// running its `animate(value:time:context:)` (AnimationTiming.swift,
// `CustomCurve`; red-team round 20: a 300-second one landed at once).
// https://developer.apple.com/documentation/swiftui/geometryeffect
// https://developer.apple.com/documentation/swiftui/customanimation
import Foundation

/// Apple: "An effect that changes the visual appearance of a view, largely
/// without changing its ancestors or descendants."
@MainActor @preconcurrency
public protocol GeometryEffect: ViewModifier {
    /// Apple's refines `Animatable`; here the requirement is the protocol's
    /// own, because a main-actor type's conformance to the nonisolated
    /// `Animatable` is isolated under Xcode 26's settings, and a main-actor
    /// protocol built from source cannot depend on it.
    associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData
    var animatableData: AnimatableData { get set }
    /// Apple declares it `nonisolated`; built from source here, that would
    /// reject the main-actor witness every app's effect type has under
    /// Xcode 26's default isolation, so it is isolated like the type.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension GeometryEffect {
    /// Apple's geometry effects have no body (`Body == Never`); here the
    /// content passes through a recorded marker.
    public func body(content: Content) -> some View { content.modifier(_RecordedModifier("geometryEffect(\(Self.self))")) }
}

/// Apple: a 3 × 3 projective transform (`m11`…`m33`); an affine transform fills its first two columns.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    public init() {}
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }
    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
    /// Row vectors, as CoreGraphics multiplies: `self` then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        let b = [[rhs.m11, rhs.m12, rhs.m13], [rhs.m21, rhs.m22, rhs.m23], [rhs.m31, rhs.m32, rhs.m33]]
        var c = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 { for j in 0..<3 { c[i][j] = (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        var result = ProjectionTransform()
        (result.m11, result.m12, result.m13) = (c[0][0], c[0][1], c[0][2])
        (result.m21, result.m22, result.m23) = (c[1][0], c[1][1], c[1][2])
        (result.m31, result.m32, result.m33) = (c[2][0], c[2][1], c[2][2])
        return result
    }
}

/// Apple (iOS 17): "A type that defines how an animatable value changes over time."
public protocol CustomAnimation: Hashable, Sendable {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }
}

/// Apple (iOS 17): what a custom animation reads and keeps while it runs.
public struct AnimationContext<Value: VectorArithmetic> {
    public var state = AnimationState<Value>()
    public var isLogicallyComplete = false
    public var environment = EnvironmentValues()
    public init() {}
}

/// Apple (iOS 17): a custom animation's own values, by key.
public struct AnimationState<Value: VectorArithmetic> {
    var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension Animation {
    /// Apple (iOS 17): "Create an Animation that contains the specified custom animation."
    /// Its timing is what the animation says: it is run (`CustomCurve`)
    /// until it returns nil, so a 300-second custom animation takes 300 s.
    public init<A: CustomAnimation>(_ base: A) {
        let curve = CustomCurve(base)
        self.init(name: "\(A.self)", timing: Timing(duration: curve.duration, shape: .custom(curve)))
    }
}
