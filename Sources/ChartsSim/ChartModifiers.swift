import Foundation
import SwiftUISim

// A chart's view modifiers: axes, scales, legend, selection (iOS 16; the
// selection ones iOS 17). Accepted and not drawn: a chart here is its list of
// marks (Charts.swift). https://developer.apple.com/documentation/charts/customizing-axes-in-swift-charts

/// What an axis builder holds: https://developer.apple.com/documentation/charts/axiscontent
public protocol AxisContent {}
/// https://developer.apple.com/documentation/charts/axismark
public protocol AxisMark {}
public struct _AxisContentGroup: AxisContent {}
public struct _AxisMarkGroup: AxisMark {}

/// https://developer.apple.com/documentation/charts/axiscontentbuilder
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> _AxisContentGroup { _AxisContentGroup() }
    public static func buildBlock(_ parts: _AxisContentGroup...) -> _AxisContentGroup { _AxisContentGroup() }
    public static func buildOptional(_ part: _AxisContentGroup?) -> _AxisContentGroup { _AxisContentGroup() }
    public static func buildEither(first: _AxisContentGroup) -> _AxisContentGroup { first }
    public static func buildEither(second: _AxisContentGroup) -> _AxisContentGroup { second }
}
/// https://developer.apple.com/documentation/charts/axismarkbuilder
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ mark: M) -> _AxisMarkGroup { _AxisMarkGroup() }
    public static func buildBlock(_ parts: _AxisMarkGroup...) -> _AxisMarkGroup { _AxisMarkGroup() }
    public static func buildOptional(_ part: _AxisMarkGroup?) -> _AxisMarkGroup { _AxisMarkGroup() }
    public static func buildEither(first: _AxisMarkGroup) -> _AxisMarkGroup { first }
    public static func buildEither(second: _AxisMarkGroup) -> _AxisMarkGroup { second }
}

/// https://developer.apple.com/documentation/charts/axismarkvalues
public struct AxisMarkValues: Sendable {
    public static let automatic = AxisMarkValues()
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { .init() }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { .init() }
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { .init() }
}
/// https://developer.apple.com/documentation/charts/axismarkposition
public struct AxisMarkPosition: Sendable {
    public static let automatic = Self(), leading = Self(), trailing = Self(), top = Self(), bottom = Self()
}
/// https://developer.apple.com/documentation/charts/axismarkpreset
public struct AxisMarkPreset: Sendable {
    public static let automatic = Self(), extended = Self(), aligned = Self(), inset = Self()
}
/// One tick's value: https://developer.apple.com/documentation/charts/axisvalue
public struct AxisValue {
    public let index: Int
    public let count: Int
    let value: Any
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { value as? P }
}

/// https://developer.apple.com/documentation/charts/axismarks
public struct AxisMarks: AxisContent {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {}
    public init<C: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                             @AxisMarkBuilder content: @escaping (AxisValue) -> C) {}
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V]) {}
    public init<V: Plottable, C: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
                                           @AxisMarkBuilder content: @escaping (AxisValue) -> C) {}
}
/// https://developer.apple.com/documentation/charts/axisgridline
public struct AxisGridLine: AxisMark {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine { self }
}
/// https://developer.apple.com/documentation/charts/axistick
public struct AxisTick: AxisMark {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick { self }
}
/// https://developer.apple.com/documentation/charts/axisvaluelabel
public struct AxisValueLabel: AxisMark {
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) where F.FormatOutput == String {}
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> C) {}
    public func font(_ font: Font?) -> AxisValueLabel { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel { self }
}
public struct AxisValueLabelCollisionResolution: Sendable { public static let automatic = Self(), truncate = Self(), greedy = Self(), disabled = Self() }
public struct AxisValueLabelOrientation: Sendable { public static let automatic = Self(), horizontal = Self(), vertical = Self(), verticalReversed = Self() }

/// What a scale's `domain:` takes: https://developer.apple.com/documentation/charts/scaledomain
public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}
/// https://developer.apple.com/documentation/charts/scaletype
public struct ScaleType: Sendable {
    public static let linear = Self(), log = Self(), squareRoot = Self(), date = Self(), category = Self()
    public static func power(exponent: Double? = nil) -> ScaleType { .init() }
}
/// https://developer.apple.com/documentation/charts/plotdimensionscalerange
public struct PlotDimensionScaleRange: Sendable {
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> Self { .init() }
    public static func plotDimension(padding: CGFloat) -> Self { .init() }
}

/// The plot area a `chartPlotStyle` closure styles (a view).
public struct ChartPlotContent: View {
    public var body: some View { EmptyView() }
}
/// https://developer.apple.com/documentation/charts/chartproxy: no plot is laid out here,
/// so there is no value at a position and no position for a value.
public struct ChartProxy {
    public var plotSize: CGSize { .zero }
    /// iOS 17: "The frame of the plot area", an anchor a `GeometryReader`
    /// resolves (`geometry[proxy.plotFrame!]`); the plot here has no size
    /// (`plotSize`), so it is the empty frame.
    /// https://developer.apple.com/documentation/charts/chartproxy/plotframe
    public var plotFrame: Anchor<CGRect>? { Anchor(resolved: CGRect(origin: .zero, size: plotSize)) }
    /// iOS 16, deprecated in iOS 17 for `plotFrame`.
    /// https://developer.apple.com/documentation/charts/chartproxy/plotareaframe
    public var plotAreaFrame: Anchor<CGRect> { Anchor(resolved: CGRect(origin: .zero, size: plotSize)) }
    public func value<P: Plottable>(atX x: CGFloat, as: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY y: CGFloat, as: P.Type = P.self) -> P? { nil }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
}

extension View {
    public func chartXAxis(_ visibility: Visibility) -> some View { self }
    public func chartYAxis(_ visibility: Visibility) -> some View { self }
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { self }
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { self }
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View { self }
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View { self }
    public func chartXScale<D: ScaleDomain>(domain: D, range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View { self }
    public func chartYScale<D: ScaleDomain>(domain: D, range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View { self }
    public func chartXScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View { self }
    public func chartYScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View { self }
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(mapping: @escaping (D) -> S) -> some View { self }
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View { self }
    public func chartForegroundStyleScale<D: ScaleDomain, S: ShapeStyle>(domain: D, range: [S]) -> some View { self }
    public func chartLegend(_ visibility: Visibility) -> some View { self }
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartPlotStyle<C: View>(content: @escaping (ChartPlotContent) -> C) -> some View { self }
    public func chartOverlay<V: View>(alignment: Alignment = .center, content: @escaping (ChartProxy) -> V) -> some View { overlay(alignment: alignment) { content(ChartProxy()) } }
    public func chartBackground<V: View>(alignment: Alignment = .center, content: @escaping (ChartProxy) -> V) -> some View { background(alignment: alignment) { content(ChartProxy()) } }
    /// iOS 17: nothing is selected here (no pointer over the plot).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// iOS 17: recorded (no scrolling gesture here).
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    public func chartXVisibleDomain<P: Plottable>(length: P) -> some View { self }
    public func chartYVisibleDomain<P: Plottable>(length: P) -> some View { self }
}
