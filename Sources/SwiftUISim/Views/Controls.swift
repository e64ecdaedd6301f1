import Foundation

// Controls beyond Button, Toggle and TextField. Each records what the host
// can do with it (`select`, `step`, `slide`, `type`, `tap`) on its node; the
// values live in the bindings the app passes, as in SwiftUI.

/// Chooses one of its options, each identified by its `.tag` (or, in a
/// `ForEach`, its element's id): `host.select("Large", in: "Size")`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let title: String?
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        title = StaticText.of(self.label)
        self.selection = selection
        self.content = content()
    }
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        title = StaticText.of(label)
        self.selection = selection
        self.content = content()
    }
    public init(_ titleKey: LocalizedStringKey, sources: Any? = nil, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(selection: selection, content: content) { Text(title) }
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    where Label == SwiftUISim.Label<Text, Image> {
        self.init(selection: selection, content: content) { SwiftUISim.Label(title, systemImage: systemImage) }
    }

    public static func _expand(_ view: Self, into children: inout _Children) {
        let selection = view.selection
        children.facts.control = .picker(label: view.title, select: { tag in
            guard let value = tag.base as? SelectionValue else { return false }
            selection.wrappedValue = value
            return true
        })
        children.append(view.label, key: .index(0))
        children.append(view.content, key: .index(1))
    }
    public static var _role: _ViewRole { .primitive }
}

/// Steps a value up and down (`host.step("Hours", by: 1)`).
public struct Stepper<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let increment: @MainActor () -> Void
    let decrement: @MainActor () -> Void

    public init(@ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = onIncrement ?? {}
        decrement = onDecrement ?? {}
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = { value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        decrement = { value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }

    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.control = .stepper(increment: view.increment, decrement: view.decrement)
        children.append(view.label)
    }
    public static var _role: _ViewRole { .primitive }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol>(_ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
    public init(_ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(title) }
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step) { Text(titleKey) }
    }
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
}

/// A value in a range (`host.slide("Volume", to: 0.5)`); the value is
/// clamped to the range and rounded to the step, and `onEditingChanged`
/// hears true then false.
public struct Slider<Label: View, ValueLabel: View>: View {
    public typealias Body = Never
    let label: Label
    let read: @MainActor () -> Double
    let write: @MainActor (Double) -> Void
    /// iOS 26: the values of the slider's ticks (`ticks:`), in order.
    public internal(set) var tickValues: [Double] = []

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        read = { Double(value.wrappedValue) }
        write = { proposed in
            var new = Swift.min(Swift.max(V(proposed), bounds.lowerBound), bounds.upperBound)
            if let step, step > 0 {
                let steps = ((new - bounds.lowerBound) / V(step)).rounded()
                new = Swift.min(bounds.lowerBound + steps * V(step), bounds.upperBound)
            }
            onEditingChanged(true)
            value.wrappedValue = new
            onEditingChanged(false)
        }
    }

    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.control = .slider(value: view.read, set: view.write)
        children.append(view.label)
    }
    public static var _role: _ViewRole { .primitive }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == Text, ValueLabel == EmptyView {
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                           step: V.Stride? = nil, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// Picks a date. Compiles and shows its label; the host has no verb for it
/// (set the bound date from the test instead).
public struct DatePicker<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let selection: Binding<Date>

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.modifier = "DatePicker"
        children.append(view.label)
    }
    public static var _role: _ViewRole { .primitive }
}

extension DatePicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1), hourAndMinute = DatePickerComponents(rawValue: 2)
}

public struct MultiDatePicker<Label: View>: View {
    public typealias Body = Never
    let label: Label
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) { self.label = label() }
    /// iOS 16: the dates it may pick are kept to `bounds`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) { self.label = label() }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.label) }
    public static var _role: _ViewRole { .primitive }
}

extension MultiDatePicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) { self.init(selection: selection) { Text(title) } }
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection) { Text(title) }
    }
}

/// Picks a colour; compiles and shows its label.
public struct ColorPicker<Label: View>: View {
    public typealias Body = Never
    let label: Label
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) { self.label = label() }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.label) }
    public static var _role: _ViewRole { .primitive }
}

extension ColorPicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// Multi-line text: typed into like a `TextField` whose prompt is empty
/// (`host.type("notes", into: "")`).
public struct TextEditor: View {
    public typealias Body = Never
    let text: Binding<String>
    public init(text: Binding<String>) { self.text = text }
    public init(text: Binding<AttributedString>) {
        self.text = Binding(get: { String(text.wrappedValue.characters) }, set: { text.wrappedValue = AttributedString($0) })
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.control = .textField(prompt: "", text: view.text)
    }
    public static var _role: _ViewRole { .primitive }
}

/// A menu's items are on screen and tappable without opening it first.
public struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.modifier = "Menu"
        children.append(view.label, key: .index(0))
        // Its items show only once it is opened (`OnScreen.showsOnlyWhenOpened`).
        children.append(view.content, key: .index(1))
    }
    public static var _role: _ViewRole { .primitive }
}

extension Menu where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
    // iOS 15: a menu whose label, tapped, runs `primaryAction` (the menu opens on a long press).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == SwiftUISim.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUISim.Label(title, systemImage: systemImage) }
    }
}

/// Opens a URL when tapped (through `\.openURL`; nothing opens here).
public struct Link<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let destination: URL
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        let openURL = children.node.environment.openURL, url = view.destination
        children.facts.control = .button(action: { openURL(url) })
        children.append(view.label)
    }
    public static var _role: _ViewRole { .primitive }
}

extension Link where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
}

/// Shares an item; a button that does nothing here.
public struct ShareLink<Label: View>: View {
    public typealias Body = Never
    let label: Label
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.facts.control = .button(action: {})
        children.append(view.label)
    }
    public static var _role: _ViewRole { .primitive }
}

extension ShareLink where Label == SwiftUISim.Label<Text, Image> {
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUISim.Label("Share", systemImage: "square.and.arrow.up") }
    }
    public init<S: StringProtocol, I>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUISim.Label(title, systemImage: "square.and.arrow.up") }
    }
}

/// Switches `\.editMode` between inactive and active ("Edit" / "Done").
public struct EditButton: View {
    public typealias Body = Never
    public init() {}
    public static func _expand(_ view: Self, into children: inout _Children) {
        let editMode = children.node.environment.editMode
        let editing = editMode?.wrappedValue.isEditing ?? false
        children.facts.control = .button(action: {
            editMode?.wrappedValue = editing ? .inactive : .active
        })
        children.append(Text(editing ? "Done" : "Edit"))
    }
    public static var _role: _ViewRole { _ViewRole(kind: .primitive, tracksReads: true) }
}

/// A value with its label (`LabeledContent("Price", value: "3 €")`).
public struct LabeledContent<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(HStack { view.label; Spacer(); view.content })
    }
    public static var _role: _ViewRole { .container }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) { self.init(content: { Text(value) }, label: { Text(title) }) }
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}

extension LabeledContent where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

/// A box around content with an optional title.
public struct GroupBox<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
    /// The older form (macOS 10.15, deprecated in macOS 13, still common): the label as a value.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(VStack(alignment: .leading) { view.label; view.content }.padding())
    }
    public static var _role: _ViewRole { .container }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}
extension GroupBox where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

/// Shows its content only while expanded; tapping its label toggles it.
public struct DisclosureGroup<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    final class Expanded { var value = false }

    public static func _expand(_ view: Self, into children: inout _Children) {
        let own = children.node.facts.remembered as? Expanded ?? Expanded()
        children.facts.remembered = own
        let node = children.node
        let expanded = view.isExpanded?.wrappedValue ?? own.value
        let binding = view.isExpanded
        children.append(Button(action: {
            if let binding { binding.wrappedValue.toggle() } else { own.value.toggle(); node.invalidate(because: "@expanded") }
        }, label: { view.label }), key: .index(0))
        if expanded { children.append(view.content, key: .index(1)) }
    }
    public static var _role: _ViewRole { _ViewRole(kind: .container, tracksReads: true) }
}

extension DisclosureGroup where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

public struct ControlGroup<Content: View>: View {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content, laidOutAs: .horizontalStack(.center, spacing: nil)) }
    public static var _role: _ViewRole { .container }
}

/// iOS 17's empty state.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public typealias Body = Never
    let label: Label
    let description: Description
    let actions: Actions
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(VStack { view.label; view.description; view.actions })
    }
    public static var _role: _ViewRole { .container }
}

extension ContentUnavailableView where Label == SwiftUISim.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUISim.Label(title, systemImage: name) }, description: { description })
    }
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUISim.Label(title, systemImage: name) }, description: { description })
    }
}

/// A gauge (iOS 16), with Apple's generic parameters and initialisers:
/// shows its label and its current-value label, then its bounds' labels
/// (the value itself is drawn by the platform's gauge, not here).
/// https://developer.apple.com/documentation/swiftui/gauge
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    public typealias Body = Never
    let label: Label
    let current: CurrentValueLabel
    let minimum: BoundsLabel?, maximum: BoundsLabel?
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        (self.label, current, minimum, maximum) = (label(), currentValueLabel(), minimumValueLabel(), maximumValueLabel())
    }
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) where BoundsLabel == EmptyView {
        (self.label, current, minimum, maximum) = (label(), currentValueLabel(), nil, nil)
    }
    public static func _expand(_ view: Self, into children: inout _Children) {
        children.append(HStack { view.label; view.current; view.minimum; view.maximum })
    }
    public static var _role: _ViewRole { .primitive }
}
extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        (self.label, current, minimum, maximum) = (label(), EmptyView(), nil, nil)
    }
}
extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        (self.label, current, minimum, maximum) = (label(), currentValueLabel(), nil, nil)
    }
}

// MARK: More initialisers of the basic controls

extension Toggle where Label == SwiftUISim.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUISim.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
}

extension Label {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.title = Text(title)
        icon = Image(name)
    }
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
        icon = Image(systemName: name)
    }
}

extension TextField {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { self.init(title, text: text) }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { self.init(title, text: text) }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) { self.init(title, text: text) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(titleKey.string, text: text) }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                   onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text)
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) { self.init(title, text: text) }
    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(StaticText.of(label()) ?? prompt?.content ?? "", text: text)
    }

    /// `TextField("Amount", value: $amount, format: .number)`: typing sets
    /// the value when the text parses (as it does when SwiftUI commits).
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: TextField.formatted(value, format: format))
    }
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(titleKey.string, text: TextField.formatted(value, format: format))
    }
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: Binding(
            get: { value.wrappedValue.map { format.locale(simulatorLocale).format($0) } ?? "" },
            set: { value.wrappedValue = try? format.locale(simulatorLocale).parseStrategy.parse($0) }))
    }
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title, text: Binding(
            get: { formatter.string(for: value.wrappedValue) ?? "" },
            set: { text in
                guard let number = (formatter as? NumberFormatter)?.number(from: text) else { return }
                if let new = number.doubleValue as? V { value.wrappedValue = new } else if let new = number.intValue as? V { value.wrappedValue = new }
            }))
    }

    static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> Binding<String> where F.FormatOutput == String {
        let format = format.locale(simulatorLocale)
        return Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed } })
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint, S: StringProtocol>(_ title: S, value: V?, total: V = 1.0) {
        self.title = String(title)
        self.value = value.map { Double($0 / total) }
    }
    public init(_ titleKey: LocalizedStringKey) { self.init(titleKey.string) }
    public init<Label: View>(@ViewBuilder label: () -> Label) { self.init(StaticText.of(label()) ?? "") }
    public init<V: BinaryFloatingPoint, Label: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        title = StaticText.of(label())
        self.value = value.map { Double($0 / total) }
    }
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) { self.init() }
    /// iOS 14: "Creates a progress view for visualizing the given progress
    /// instance" (Foundation's `Progress`): its `fractionCompleted` as read
    /// when the view is made, indeterminate when `isIndeterminate` (no total
    /// yet); its `localizedDescription` as the label when it has one (Linux
    /// Foundation leaves it empty where Apple's reads "30% completed").
    /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-l5vj
    public init(_ progress: Progress) {
        title = progress.localizedDescription.flatMap { $0.isEmpty ? nil : $0 }
        value = progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1)
    }
    /// With a label and a label for the current value (iOS 14): shows the label's text.
    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        title = StaticText.of(label())
        self.value = value.map { Double($0 / total) }
    }
    /// iOS 16: a timer's progress with labels.
    public init<Label: View, CurrentValueLabel: View>(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(StaticText.of(label()) ?? "")
    }
}
