// The Symbols framework's effects (iOS 17; `wiggle`, `breathe` and `rotate`
// iOS 18), which `symbolEffect(_:options:isActive:)` and
// `symbolEffect(_:options:value:)` animate an SF Symbol with. The
// simulator draws no animation: the effect is recorded by name only, and
// a text (not a symbol) it is applied to is drawn unchanged.

public protocol SymbolEffect: Sendable {}

/// The refinements effects take (`.bounce.up.byLayer`), on every effect.
extension SymbolEffect {
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var up: Self { self }
    public var down: Self { self }
}

public struct BounceSymbolEffect: SymbolEffect {}
public struct PulseSymbolEffect: SymbolEffect {}
public struct ScaleSymbolEffect: SymbolEffect {}
public struct AppearSymbolEffect: SymbolEffect {}
public struct DisappearSymbolEffect: SymbolEffect {}
public struct ReplaceSymbolEffect: SymbolEffect {
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
    /// iOS 18 (macOS 15): Magic Replace, which animates what two symbols share
    /// (a slash drawn on or off), else `fallback`; as every effect here, recorded only.
    /// https://developer.apple.com/documentation/symbols/replacesymboleffect/magic(fallback:)
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace { MagicReplace() }
    /// iOS 18: "A symbol effect applies the MagicReplace animation to symbol images."
    public struct MagicReplace: SymbolEffect {}
}
public struct VariableColorSymbolEffect: SymbolEffect {
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
}
public struct WiggleSymbolEffect: SymbolEffect {
    public var left: Self { self }
    public var right: Self { self }
    public var forward: Self { self }
    public var backward: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
}
public struct BreatheSymbolEffect: SymbolEffect {
    public var plain: Self { self }
    public var pulse: Self { self }
}
public struct RotateSymbolEffect: SymbolEffect {
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: Self { Self() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: Self { Self() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: Self { Self() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: Self { Self() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: Self { Self() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: Self { Self() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: Self { Self() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: Self { Self() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: Self { Self() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: Self { Self() } }

extension View {
    /// iOS 17: "isolates the geometry (e.g. position and size) of the view
    /// from its parent view" (Apple, geometryGroup()): how a change animates,
    /// not what shows once it has.
    public func geometryGroup() -> some View { modifier(_RecordedModifier("geometryGroup")) }
}

/// iOS 26's Draw On / Draw Off effects (`.drawOn.byLayer`, `.drawOff.individually`).
public struct DrawOnSymbolEffect: SymbolEffect { public var individually: Self { self } }
public struct DrawOffSymbolEffect: SymbolEffect {
    public var individually: Self { self }
    public var nonReversed: Self { self }
    public var reversed: Self { self }
}
extension SymbolEffect where Self == DrawOnSymbolEffect { public static var drawOn: Self { Self() } }
extension SymbolEffect where Self == DrawOffSymbolEffect { public static var drawOff: Self { Self() } }

extension View {
    /// iOS 17: "Returns a new view with its inherited symbol image effects
    /// either removed or left unchanged." Recorded; nothing animates here.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(_RecordedModifier("symbolEffectsRemoved"))
    }
}
