// iOS 18's `MeshGradient`: colours at the points of a width × height grid,
// interpolated between them. A style and a view like the other gradients
// (Views/Shapes.swift): it fills what it is offered and is drawn here with
// its first colour; its colours are its stops for the legibility judgement.
// https://developer.apple.com/documentation/swiftui/meshgradient
import Foundation

public struct MeshGradient: _GradientStyle, _GradientStops, Hashable {
    /// Apple: a grid point with its Bézier control points.
    public struct BezierPoint: Hashable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            (self.position, self.leadingControlPoint, self.topControlPoint) = (position, leadingControlPoint, topControlPoint)
            (self.trailingControlPoint, self.bottomControlPoint) = (trailingControlPoint, bottomControlPoint)
        }
    }
    public enum Locations: Hashable, Sendable { case points([SIMD2<Float>]), bezierPoints([BezierPoint]) }
    public enum Colors: Hashable, Sendable { case colors([Color]), resolvedColors([Color.Resolved]) }

    public var width: Int
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    public var background: Color
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    nonisolated public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                            smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        (self.width, self.height, self.locations, self.colors) = (width, height, locations, colors)
        (self.background, self.smoothsColors, self.colorSpace) = (background, smoothsColors, colorSpace)
    }
    nonisolated public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                            smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
    nonisolated public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                            smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
    nonisolated public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                            smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    nonisolated var colorList: [Color] {
        switch colors {
        case .colors(let colors): colors
        case .resolvedColors(let resolved): resolved.map(Color.init)
        }
    }
    nonisolated var gradient: Gradient { Gradient(colors: colorList) }
    nonisolated public var _firstColor: Color? { colorList.first }
}

extension Gradient {
    /// iOS 18: the space colours are interpolated in.
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        public static let device = ColorSpace(name: "device"), perceptual = ColorSpace(name: "perceptual")
    }
}
