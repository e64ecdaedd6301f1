// The fill shape styles (iOS 17): `.fill`, `.fill.secondary` … for
// backgrounds of controls and grouped content, and the hierarchical levels
// of any style (`.tint` is in Styles.swift; `.tint.secondary`, `Color.red.tertiary`). Painted as their
// name: the simulator shows no colours.
// https://developer.apple.com/documentation/swiftui/shapestyle/fill
// https://developer.apple.com/documentation/swiftui/shapestyle/secondary-swift.property

public struct FillShapeStyle: ShapeStyle, Hashable { public init() {} }

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// A style at one hierarchical level below another.
public struct _LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int
}

extension ShapeStyle {
    public var secondary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 1) }
    public var tertiary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 2) }
    public var quaternary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 3) }
    public var quinary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 4) }
}

/// A leveled style's base and level, read where its colour is resolved (`Color.semantic`).
protocol _Leveled {
    var baseStyle: any ShapeStyle { get }
    var styleLevel: Int { get }
}
extension _LeveledShapeStyle: _Leveled {
    var baseStyle: any ShapeStyle { base }
    var styleLevel: Int { level }
}
