// The system's semantic shape styles as Apple's SDK declares them (iOS 17 /
// macOS 14 unless noted): a separator's colour, a selection's, a
// placeholder's, a link's, a window's background. The simulator resolves
// `.separator` to UIKit's `separator` colour (light grey in light mode) where
// a paint's colour is judged (`Color.seen`, Modifiers/Drawing.swift); the
// others are not resolved: a text drawn in one, or over one, is judged like
// any other style that is not one plain colour.
// https://developer.apple.com/documentation/swiftui/shapestyle ("Getting
// semantic styles"), https://developer.apple.com/documentation/swiftui/gradient

public struct SeparatorShapeStyle: ShapeStyle, Hashable { public init() {} }
public struct SelectionShapeStyle: ShapeStyle, Hashable { public init() {} }
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable { public init() {} }
public struct LinkShapeStyle: ShapeStyle, Hashable { public init() {} }
public struct WindowBackgroundShapeStyle: ShapeStyle, Hashable { public init() {} }

extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }
/// macOS 10.15.
extension ShapeStyle where Self == SelectionShapeStyle { public static var selection: SelectionShapeStyle { SelectionShapeStyle() } }
extension ShapeStyle where Self == PlaceholderTextShapeStyle { public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() } }
extension ShapeStyle where Self == LinkShapeStyle { public static var link: LinkShapeStyle { LinkShapeStyle() } }
extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

/// iOS 15: a `Gradient` is a style (drawn as a linear gradient, top to bottom).
extension Gradient: ShapeStyle {}

// The rest of `ShapeStyle`'s static and instance members (iOS 15–18).
extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}
extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        .radialGradient(Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        .angularGradient(Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

/// Whether a material looks as in an active window (macOS 15).
public struct MaterialActiveAppearance: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), active = Self(name: "active"), inactive = Self(name: "inactive")
    public static let matchWindow = Self(name: "matchWindow")
}
extension Material {
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material { self }
}
extension ShapeStyle {
    /// iOS 15: the style drawn with a blend mode: judged as the colour it
    /// makes blended with the screen (`Color.blended`), as a view's `.blendMode`.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { AnyShapeStyle(self, blend: mode) }
}
