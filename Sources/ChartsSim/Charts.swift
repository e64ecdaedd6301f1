import Foundation
import SwiftUISim

// The stand-in for Apple's Swift Charts (`import Charts`, through
// `-module-alias`; iOS 16, macOS 13; `SectorMark` iOS 17, `LinePlot` iOS 18;
// round 9). Built after the simulator: a chart is a SwiftUI view
// (SimulatorLibrary.standInsOnSimulator). Signatures follow
// https://developer.apple.com/documentation/charts (as stored by the search tool).
//
// What a chart shows here: one text row per mark, in the order built
// ("BarMark Category: food, Amount: 300"), so a lab can read what is plotted
// and the graph's body counts and identity work as for any view; no axes, scales
// or colours are drawn (the chart modifiers are recorded as accepted, not drawn).
// A mark is also a view that draws nothing (as `TableRow` is), so that
// `ForEach(items) { BarMark(…) }` inside a chart builds with SwiftUI's one `ForEach`.

/// A value a chart can plot: https://developer.apple.com/documentation/charts/plottable
/// (Apple's requirements are `primitivePlottable` and `init?(primitivePlottable:)`;
/// here every conforming type is plotted by its description.)
public protocol Plottable {
    /// How a row shows the value.
    var _plotDescription: String { get }
}
extension Plottable { public var _plotDescription: String { String(describing: self) } }
extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    public var _plotDescription: String { rawValue._plotDescription }
}
extension String: Plottable {}
extension Int: Plottable {}
extension Int8: Plottable {}
extension Int16: Plottable {}
extension Int32: Plottable {}
extension Int64: Plottable {}
extension UInt: Plottable {}
extension UInt8: Plottable {}
extension UInt16: Plottable {}
extension UInt32: Plottable {}
extension UInt64: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension CGFloat: Plottable {}
extension Date: Plottable {
    public var _plotDescription: String { ISO8601DateFormatter().string(from: self) }
}
extension Decimal: Plottable {}

/// A label and a value: `.value("Amount", 300)`.
/// https://developer.apple.com/documentation/charts/plottablevalue
public struct PlottableValue<Value: Plottable> {
    public let label: Text
    public let value: Value
    let labelString: String?
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> { .init(label: label, value: value, labelString: nil) }
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { .init(label: Text(label), value: value, labelString: nil) }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        .init(label: Text(String(label)), value: value, labelString: String(label))
    }
    var _entry: _ChartMark.Entry { .init(label: label, value: value._plotDescription) }
}

/// Dates binned to a calendar unit (iOS 16): "Creates a parameter value with
/// label and value", the date plotted as the start of its `unit` (a month's
/// mark at the month's first day), as Charts bins it.
/// https://developer.apple.com/documentation/charts/plottablevalue/value(_:_:unit:calendar:)-2r0fo
extension PlottableValue where Value == Date {
    public static func value(_ label: Text, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
        .init(label: label, value: binned(date, unit, calendar), labelString: nil)
    }
    public static func value(_ labelKey: LocalizedStringKey, _ date: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Value> {
        .init(label: Text(labelKey), value: binned(date, unit, calendar), labelString: nil)
    }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ date: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Value> {
        .init(label: Text(String(label)), value: binned(date, unit, calendar), labelString: String(label))
    }
    private static func binned(_ date: Date, _ unit: Calendar.Component, _ calendar: Calendar?) -> Date {
        (calendar ?? .current).dateInterval(of: unit, for: date)?.start ?? date
    }
}

/// One mark as a chart lists it.
public struct _ChartMark {
    public struct Entry { let label: Text; let value: String }
    /// `BarMark`, `LineMark`…
    public var kind: String
    var entries: [Entry]
    var annotations: [AnyView] = []
    /// The row a chart shows for the mark.
    var row: Text {
        var text = Text(kind)
        for (index, entry) in entries.enumerated() {
            text = text + Text(index == 0 ? " " : ", ") + entry.label + Text(": " + entry.value)
        }
        return text
    }
}

/// What a chart's builder holds: https://developer.apple.com/documentation/charts/chartcontent
@MainActor @preconcurrency
public protocol ChartContent {
    /// The marks, in the order built.
    var _marks: [_ChartMark] { get }
}

/// A mark or modified mark: also a view (drawing nothing), so `ForEach` can hold it.
public protocol _ChartMarkView: ChartContent, View {}
extension _ChartMarkView {
    /// Never shown as such: its container reads it and shows what it stands for.
    public var body: EmptyView { EmptyView() }
}

/// The erased content of a `@ChartContentBuilder` closure.
public struct _ChartContentGroup: _ChartMarkView {
    public let _marks: [_ChartMark]
}

/// https://developer.apple.com/documentation/charts/chartcontentbuilder
@resultBuilder @MainActor
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> _ChartContentGroup { _ChartContentGroup(_marks: content._marks) }
    public static func buildBlock(_ parts: _ChartContentGroup...) -> _ChartContentGroup { _ChartContentGroup(_marks: parts.flatMap(\._marks)) }
    public static func buildOptional(_ part: _ChartContentGroup?) -> _ChartContentGroup { part ?? _ChartContentGroup(_marks: []) }
    public static func buildEither(first: _ChartContentGroup) -> _ChartContentGroup { first }
    public static func buildEither(second: _ChartContentGroup) -> _ChartContentGroup { second }
    public static func buildArray(_ parts: [_ChartContentGroup]) -> _ChartContentGroup { _ChartContentGroup(_marks: parts.flatMap(\._marks)) }
    public static func buildLimitedAvailability(_ part: _ChartContentGroup) -> _ChartContentGroup { part }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var _marks: [_ChartMark] { data.flatMap { content($0)._marks } }
}

/// A chart: https://developer.apple.com/documentation/charts/chart (iOS 16).
/// Shows a row of text per mark (above); empty content shows nothing.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        let marks = content._marks
        VStack(alignment: .leading, spacing: 4) {
            ForEach(marks.indices, id: \.self) { index in
                marks[index].row
                ForEach(marks[index].annotations.indices, id: \.self) { marks[index].annotations[$0] }
            }
        }
    }
}
extension Chart {
    /// `Chart(data, id: \.name) { BarMark(…) }`
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent & View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id) { content($0) }
    }
    /// `Chart(items) { BarMark(…) }` over identifiable data.
    public init<Data: RandomAccessCollection, C: ChartContent & View>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data) { content($0) }
    }
}

// MARK: Marks

/// https://developer.apple.com/documentation/charts/markdimension
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind
    public static let automatic = MarkDimension(kind: .automatic)
    public static func fixed(_ value: CGFloat) -> MarkDimension { .init(kind: .fixed(value)) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { .init(kind: .ratio(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { .init(kind: .inset(value)) }
    init(kind: Kind) { self.kind = kind }
    public init(floatLiteral value: Double) { kind = .fixed(value) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
}
/// https://developer.apple.com/documentation/charts/markstackingmethod
public struct MarkStackingMethod: Equatable, Sendable {
    let name: String
    public static let standard = MarkStackingMethod(name: "standard"), normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center"), unstacked = MarkStackingMethod(name: "unstacked")
}

/// https://developer.apple.com/documentation/charts/barmark
public struct BarMark: _ChartMarkView {
    public let _marks: [_ChartMark]
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        _marks = [_ChartMark(kind: "BarMark", entries: [x._entry, y._entry])]
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        _marks = [_ChartMark(kind: "BarMark", entries: [x._entry, yStart._entry, yEnd._entry])]
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        _marks = [_ChartMark(kind: "BarMark", entries: [xStart._entry, xEnd._entry, y._entry])]
    }
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        _marks = [_ChartMark(kind: "BarMark", entries: [x._entry])]
    }
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        _marks = [_ChartMark(kind: "BarMark", entries: [y._entry])]
    }
}
/// https://developer.apple.com/documentation/charts/linemark
public struct LineMark: _ChartMarkView {
    public let _marks: [_ChartMark]
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        _marks = [_ChartMark(kind: "LineMark", entries: [x._entry, y._entry])]
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        _marks = [_ChartMark(kind: "LineMark", entries: [x._entry, y._entry, series._entry])]
    }
}
/// https://developer.apple.com/documentation/charts/pointmark
public struct PointMark: _ChartMarkView {
    public let _marks: [_ChartMark]
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        _marks = [_ChartMark(kind: "PointMark", entries: [x._entry, y._entry])]
    }
}
/// https://developer.apple.com/documentation/charts/areamark
public struct AreaMark: _ChartMarkView {
    public let _marks: [_ChartMark]
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        _marks = [_ChartMark(kind: "AreaMark", entries: [x._entry, y._entry])]
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) {
        _marks = [_ChartMark(kind: "AreaMark", entries: [x._entry, y._entry, series._entry])]
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        _marks = [_ChartMark(kind: "AreaMark", entries: [x._entry, yStart._entry, yEnd._entry])]
    }
}
/// https://developer.apple.com/documentation/charts/rulemark
public struct RuleMark: _ChartMarkView {
    public let _marks: [_ChartMark]
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        _marks = [_ChartMark(kind: "RuleMark", entries: [x._entry])]
    }
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        _marks = [_ChartMark(kind: "RuleMark", entries: [y._entry])]
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        _marks = [_ChartMark(kind: "RuleMark", entries: [x._entry, yStart._entry, yEnd._entry])]
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        _marks = [_ChartMark(kind: "RuleMark", entries: [xStart._entry, xEnd._entry, y._entry])]
    }
}
/// https://developer.apple.com/documentation/charts/rectanglemark
public struct RectangleMark: _ChartMarkView {
    public let _marks: [_ChartMark]
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        _marks = [_ChartMark(kind: "RectangleMark", entries: [x._entry, y._entry])]
    }
}
/// https://developer.apple.com/documentation/charts/sectormark (iOS 17)
public struct SectorMark: _ChartMarkView {
    public let _marks: [_ChartMark]
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        _marks = [_ChartMark(kind: "SectorMark", entries: [angle._entry])]
    }
}
/// A plotted function: https://developer.apple.com/documentation/charts/lineplot (iOS 18).
/// Listed as one row with the function's value at 0 and 1 (no axis to sample along).
public struct LinePlot: _ChartMarkView {
    public let _marks: [_ChartMark]
    public init<S: StringProtocol>(x: S, y: S, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
        let (a, b) = (domain?.lowerBound ?? 0, domain?.upperBound ?? 1)
        _marks = [_ChartMark(kind: "LinePlot", entries: [
            .init(label: Text(String(x)), value: "\(a)...\(b)"),
            .init(label: Text(String(y)), value: "\(function(a))...\(function(b))"),
        ])]
    }
}

// MARK: Mark modifiers

/// A mark with a modifier applied (what it plots is unchanged; a series or
/// annotation is listed).
public struct _ModifiedChartContent<Base: ChartContent>: _ChartMarkView {
    public let _marks: [_ChartMark]
    init(_ base: Base, _ change: (inout _ChartMark) -> Void = { _ in }) {
        _marks = base._marks.map { var mark = $0; change(&mark); return mark }
    }
}

/// https://developer.apple.com/documentation/charts/interpolationmethod
public struct InterpolationMethod: Sendable {
    let name: String
    public static let linear = Self(name: "linear"), catmullRom = Self(name: "catmullRom"), cardinal = Self(name: "cardinal")
    public static let monotone = Self(name: "monotone"), stepStart = Self(name: "stepStart"), stepCenter = Self(name: "stepCenter"), stepEnd = Self(name: "stepEnd")
}
/// https://developer.apple.com/documentation/charts/annotationposition
public struct AnnotationPosition: Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), overlay = Self(name: "overlay"), top = Self(name: "top"), bottom = Self(name: "bottom")
    public static let leading = Self(name: "leading"), trailing = Self(name: "trailing"), topLeading = Self(name: "topLeading")
    public static let topTrailing = Self(name: "topTrailing"), bottomLeading = Self(name: "bottomLeading"), bottomTrailing = Self(name: "bottomTrailing")
}

extension ChartContent {
    /// https://developer.apple.com/documentation/charts/chartcontent/foregroundstyle(by:)
    /// The series is listed in the mark's row.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(self) { $0.entries.append(value._entry) }
    }
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(self) { $0.entries.append(value._entry) }
    }
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(self) { $0.entries.append(value._entry) }
    }
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(self) { $0.entries.append(value._entry) }
    }
    public func symbolSize(_ size: CGFloat) -> _ModifiedChartContent<Self> { _ModifiedChartContent(self) }
    public func symbolSize(_ size: CGSize) -> _ModifiedChartContent<Self> { _ModifiedChartContent(self) }
    public func lineStyle(_ style: StrokeStyle) -> _ModifiedChartContent<Self> { _ModifiedChartContent(self) }
    public func interpolationMethod(_ method: InterpolationMethod) -> _ModifiedChartContent<Self> { _ModifiedChartContent(self) }
    /// The annotation's view is shown under the mark's row.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> _ModifiedChartContent<Self> {
        let view = AnyView(content())
        return _ModifiedChartContent(self) { $0.annotations.append(view) }
    }
}
// The modifiers SwiftUI's `View` also has: declared where `Self` is both, so
// a mark's (which is both) is the more specific and wins in a `ForEach`.
extension ChartContent where Self: View {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedChartContent<Self> { _ModifiedChartContent(self) }
    public func opacity(_ opacity: Double) -> _ModifiedChartContent<Self> { _ModifiedChartContent(self) }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> _ModifiedChartContent<Self> { _ModifiedChartContent(self) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedChartContent<Self> { _ModifiedChartContent(self) }
    public func zIndex(_ value: Double) -> _ModifiedChartContent<Self> { _ModifiedChartContent(self) }
    public func accessibilityLabel(_ label: Text) -> _ModifiedChartContent<Self> { _ModifiedChartContent(self) }
    public func accessibilityValue(_ value: Text) -> _ModifiedChartContent<Self> { _ModifiedChartContent(self) }
}
