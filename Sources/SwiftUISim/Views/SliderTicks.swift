import Foundation

// iOS 26's slider ticks (macOS 26, watchOS 26, visionOS 26): `SliderTick`,
// `SliderTickContentForEach` and the `ticks:` builder of `Slider`'s new
// initialisers, as Apple declares them
// (https://developer.apple.com/documentation/swiftui/slidertick,
// https://developer.apple.com/documentation/swiftui/slidertickcontentforeach,
// https://developer.apple.com/documentation/swiftui/slider/init(value:in:neutralvalue:enabledbounds:label:currentvaluelabel:minimumvaluelabel:maximumvaluelabel:ticks:oneditingchanged:)).
// A slider with ticks is a slider here: it keeps its tick values
// (`Slider.tickValues`, for tests) but does not snap to them, and
// `neutralValue`/`enabledBounds` are kept only as what they are: the slider
// still takes any value in its bounds.

/// Apple: "A type that provides content for a `SliderTickBuilder`."
public protocol SliderTickContent<Value> {
    associatedtype Value: BinaryFloatingPoint
    associatedtype Body: RandomAccessCollection where Body.Element == SliderTick<Value>
    var body: Body { get }
}

/// Apple: "A representation of a tick in a slider, with associated value and optional label."
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent {
    public typealias Value = V
    public let value: V
    /// The label's text, when it is one.
    public let label: String?
    public init(_ value: V) { self.value = value; self.label = nil }
    @MainActor public init(_ value: V, @ViewBuilder label: () -> some View) {
        self.value = value
        self.label = StaticText.of(label())
    }
    public var body: CollectionOfOne<SliderTick<V>> { CollectionOfOne(self) }
}

/// Apple: "A type of slider content that creates content by iterating over a collection."
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content: SliderTickContent>: SliderTickContent {
    public typealias Value = Content.Value
    public let body: [SliderTick<Content.Value>]
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Data.Element, Data.Element == Content.Value {
        body = data.flatMap { Array(content($0).body) }
    }
    public init<V>(_ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == V.ID, V: Identifiable, V == Data.Element, Data.Element == Content.Value {
        body = data.flatMap { Array(content($0).body) }
    }
}

/// Apple: several ticks listed in a `ticks:` builder.
public struct TupleSliderTickContent<V: BinaryFloatingPoint>: SliderTickContent {
    public typealias Value = V
    public let body: [SliderTick<V>]
}

/// Apple: the result builder of a slider's `ticks:`.
@resultBuilder
public struct SliderTickBuilder<V: BinaryFloatingPoint> {
    public static func buildExpression<C: SliderTickContent>(_ content: C) -> [SliderTick<V>] where C.Value == V { Array(content.body) }
    public static func buildBlock(_ parts: [SliderTick<V>]...) -> TupleSliderTickContent<V> { TupleSliderTickContent(body: parts.flatMap { $0 }) }
    public static func buildPartialBlock(first: [SliderTick<V>]) -> [SliderTick<V>] { first }
    public static func buildOptional(_ component: [SliderTick<V>]?) -> [SliderTick<V>] { component ?? [] }
    public static func buildEither(first component: [SliderTick<V>]) -> [SliderTick<V>] { component }
    public static func buildEither(second component: [SliderTick<V>]) -> [SliderTick<V>] { component }
    public static func buildArray(_ components: [[SliderTick<V>]]) -> [SliderTick<V>] { components.flatMap { $0 } }
}

extension Slider {
    /// iOS 26: a slider with value labels and ticks.
    public init<V: BinaryFloatingPoint, CurrentValue: View, Ticks: SliderTickContent>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValue = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        @SliderTickBuilder<V> ticks: () -> Ticks, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint, Ticks.Value == V {
        self.init(value: value, in: bounds, step: nil, label: label, minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
        tickValues = ticks().body.map { Double($0.value) }
    }

    /// iOS 26: a stepped slider with value labels and a tick at each step (`tick` labels one, or returns nil for none).
    public init<V: BinaryFloatingPoint, CurrentValue: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValue = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        tick: (V) -> SliderTick<V>?, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
        tickValues = stride(from: bounds.lowerBound, through: bounds.upperBound, by: step).compactMap { tick($0).map { Double($0.value) } }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// iOS 26: a slider with ticks.
    public init<V: BinaryFloatingPoint, CurrentValue: View, Ticks: SliderTickContent>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValue = { EmptyView() },
        @SliderTickBuilder<V> ticks: () -> Ticks, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint, Ticks.Value == V {
        self.init(value: value, in: bounds, neutralValue: neutralValue, enabledBounds: enabledBounds, label: label,
                  currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
                  ticks: ticks, onEditingChanged: onEditingChanged)
    }
}
