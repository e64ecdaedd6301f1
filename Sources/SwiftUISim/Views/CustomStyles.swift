// The style protocols a program can implement with `makeBody(configuration:)`,
// as Apple declares them, with their configurations: MenuStyle and
// GroupBoxStyle (iOS 14 / macOS 11), ControlGroupStyle (iOS 15 / macOS 12;
// its `label` iOS 16), GaugeStyle, FormStyle, DisclosureGroupStyle and
// DatePickerStyle's `makeBody` (iOS 16 / macOS 13), TextEditorStyle (iOS 17 /
// macOS 14). https://developer.apple.com/documentation/swiftui/menustyle,
// …/groupboxstyle, …/gaugestyle, …/formstyle, …/controlgroupstyle,
// …/disclosuregroupstyle, …/datepickerstyle, …/texteditorstyle.
//
// As for `ToggleStyle`, a custom style is recorded by its type where it is
// set (`.menuStyle(_:)`…), and its `makeBody` is not run: the control shows
// as its built-in form. A style may build the control from its
// configuration (`Menu(configuration)`, `GroupBox(configuration)`…), so
// those initialisers are here too.

/// The simulator's own styles: their `makeBody` is never asked for.
public protocol _SystemStyle {}

/// A part of a control a configuration hands to `makeBody` (its label, its
/// content): opaque to the style, as in SwiftUI.
public struct _StyleConfigurationPart: View {
    public typealias Body = Never
    public static func _expand(_ view: Self, into children: inout _Children) {}
    public static var _role: _ViewRole { .group }
}

// MARK: Menu

@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    typealias Configuration = MenuStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
extension MenuStyle where Self: _SystemStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct MenuStyleConfiguration {
    public typealias Label = _StyleConfigurationPart
    public typealias Content = _StyleConfigurationPart
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// "Creates a menu based on a style configuration" (iOS 14).
    public init(_ configuration: MenuStyleConfiguration) { self.init(content: { Content() }, label: { Label() }) }
}

// MARK: GroupBox

@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
extension GroupBoxStyle where Self: _SystemStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct GroupBoxStyleConfiguration {
    public typealias Label = _StyleConfigurationPart
    public typealias Content = _StyleConfigurationPart
    public let label = Label()
    public let content = Content()
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    public init(_ configuration: GroupBoxStyleConfiguration) { self.init(content: { configuration.content }, label: { configuration.label }) }
}

// MARK: ControlGroup

@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
extension ControlGroupStyle where Self: _SystemStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct ControlGroupStyleConfiguration {
    public typealias Label = _StyleConfigurationPart
    public typealias Content = _StyleConfigurationPart
    public let label = Label()
    public let content = Content()
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    public init(_ configuration: ControlGroupStyleConfiguration) { self.init { configuration.content } }
}

// MARK: Gauge

@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
extension GaugeStyle where Self: _SystemStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct GaugeStyleConfiguration {
    public typealias Label = _StyleConfigurationPart
    public typealias CurrentValueLabel = _StyleConfigurationPart
    public typealias MarkedValueLabel = _StyleConfigurationPart
    /// "The current value of the gauge", from 0 to 1 within its bounds.
    public var value: Double
    public var label = Label()
    public var currentValueLabel: CurrentValueLabel? = nil
    public var minimumValueLabel: MarkedValueLabel? = nil
    public var maximumValueLabel: MarkedValueLabel? = nil
}

extension Gauge where Label == GaugeStyleConfiguration.Label, CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
    BoundsLabel == GaugeStyleConfiguration.MarkedValueLabel, MarkedValueLabels == EmptyView {
    public init(_ configuration: GaugeStyleConfiguration) {
        self.init(value: configuration.value, label: { configuration.label }, currentValueLabel: { CurrentValueLabel() },
                  minimumValueLabel: { BoundsLabel() }, maximumValueLabel: { BoundsLabel() })
    }
}

// MARK: Form

@MainActor @preconcurrency
public protocol FormStyle {
    associatedtype Body: View
    typealias Configuration = FormStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
extension FormStyle where Self: _SystemStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct FormStyleConfiguration {
    public typealias Content = _StyleConfigurationPart
    public let content = Content()
}

extension Form where Content == FormStyleConfiguration.Content {
    public init(_ configuration: FormStyleConfiguration) { self.init { configuration.content } }
}

// MARK: DisclosureGroup

@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
extension DisclosureGroupStyle where Self: _SystemStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct DisclosureGroupStyleConfiguration {
    public typealias Label = _StyleConfigurationPart
    public typealias Content = _StyleConfigurationPart
    public let label = Label()
    public let content = Content()
    /// "A binding to a Boolean that indicates whether the disclosure group is expanded."
    @Binding public var isExpanded: Bool
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.init(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    }
}

// MARK: DatePicker, TextEditor

@MainActor @preconcurrency
public protocol DatePickerStyle {
    associatedtype Body: View
    typealias Configuration = DatePickerStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
extension DatePickerStyle where Self: _SystemStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct DatePickerStyleConfiguration {
    public typealias Label = _StyleConfigurationPart
    public let label = Label()
    @Binding public var selection: Date
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var displayedComponents: DatePickerComponents
}

@MainActor @preconcurrency
public protocol TextEditorStyle {
    associatedtype Body: View
    typealias Configuration = TextEditorStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
extension TextEditorStyle where Self: _SystemStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

/// Apple declares no public members on it.
public struct TextEditorStyleConfiguration {}
