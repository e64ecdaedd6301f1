// The rest of each control's built-in styles, as Apple's SDK declares them
// (iOS 26 / macOS 26; each static member is on the style protocol, so
// `.toggleStyle(.checkbox)` resolves as it does in SwiftUI). The styles
// that change how a control draws but not what it holds or does are
// recorded by their modifier (`toggleStyle(CheckboxToggleStyle)`) and
// classed unseen like the other styles (Host/ModifierClasses.swift): the
// simulator draws controls as cells, not as a platform's artwork.
// Sources: developer.apple.com/documentation/swiftui/<protocol>, "Getting
// built-in styles" of ToggleStyle, PrimitiveButtonStyle, PickerStyle,
// ListStyle, TextFieldStyle, DatePickerStyle, MenuStyle, GaugeStyle,
// TabViewStyle, ControlGroupStyle, DisclosureGroupStyle, TextEditorStyle,
// NavigationSplitViewStyle and PresentationSizing.

// MARK: Toggle (macOS 10.15: checkbox)

public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() } }

// MARK: Button (macOS: accessory bars, macOS 14; Liquid Glass, iOS 26 / macOS 26)

public struct GlassButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// iOS 26.1: a configured glass (`.glass(.clear)`).
    public init(_ glass: Glass) {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct AccessoryBarButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct AccessoryBarActionButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == AccessoryBarButtonStyle {
    public static var accessoryBar: AccessoryBarButtonStyle { AccessoryBarButtonStyle() }
}
extension PrimitiveButtonStyle where Self == AccessoryBarActionButtonStyle {
    public static var accessoryBarAction: AccessoryBarActionButtonStyle { AccessoryBarActionButtonStyle() }
}

// MARK: Picker (macOS: radio group)

extension PickerStyle where Self == RadioGroupPickerStyle { public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() } }

// MARK: List (macOS: bordered, alternating rows; watchOS: carousel, elliptical)

public struct CarouselListStyle: ListStyle { public init() {} }
public struct EllipticalListStyle: ListStyle { public init() {} }
extension ListStyle where Self == BorderedListStyle {
    public static var bordered: BorderedListStyle { BorderedListStyle() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle { BorderedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == CarouselListStyle { public static var carousel: CarouselListStyle { CarouselListStyle() } }
extension ListStyle where Self == EllipticalListStyle { public static var elliptical: EllipticalListStyle { EllipticalListStyle() } }

// MARK: TextField (macOS: square border)

public struct SquareBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

// MARK: DatePicker (macOS: field, stepper field)

public struct FieldDatePickerStyle: DatePickerStyle, _SystemStyle { public init() {} }
public struct StepperFieldDatePickerStyle: DatePickerStyle, _SystemStyle { public init() {} }
extension DatePickerStyle where Self == FieldDatePickerStyle { public static var field: FieldDatePickerStyle { FieldDatePickerStyle() } }
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

// MARK: Menu (macOS, deprecated: borderless button)

public struct BorderlessButtonMenuStyle: MenuStyle, _SystemStyle { public init() {} }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

// MARK: Gauge (iOS 16: the accessory family; watchOS: circular, linear)

public struct DefaultGaugeStyle: GaugeStyle, _SystemStyle { public init() {} }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, _SystemStyle { public init() {} }
public struct AccessoryLinearGaugeStyle: GaugeStyle, _SystemStyle { public init() {} }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, _SystemStyle { public init() {} }
public struct CircularGaugeStyle: GaugeStyle, _SystemStyle { public init() {}; public init(tint: Color) {} }
public struct LinearGaugeStyle: GaugeStyle, _SystemStyle { public init() {}; public init(tint: Color) {} }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == CircularGaugeStyle { public static var circular: CircularGaugeStyle { CircularGaugeStyle() } }
extension GaugeStyle where Self == LinearGaugeStyle { public static var linear: LinearGaugeStyle { LinearGaugeStyle() } }

// MARK: TabView (iOS 18: sidebar adaptable, tab bar only; macOS 15: grouped; watchOS: vertical page)

public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
public struct GroupedTabViewStyle: TabViewStyle { public init() {} }
public struct VerticalPageTabViewStyle: TabViewStyle { public init() {} }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() } }
extension TabViewStyle where Self == GroupedTabViewStyle { public static var grouped: GroupedTabViewStyle { GroupedTabViewStyle() } }
extension TabViewStyle where Self == VerticalPageTabViewStyle { public static var verticalPage: VerticalPageTabViewStyle { VerticalPageTabViewStyle() } }

// MARK: ControlGroup (iOS 15; menu and compact menu iOS 16.4; palette iOS 17)

public struct AutomaticControlGroupStyle: ControlGroupStyle, _SystemStyle { public init() {} }
public struct NavigationControlGroupStyle: ControlGroupStyle, _SystemStyle { public init() {} }
public struct MenuControlGroupStyle: ControlGroupStyle, _SystemStyle { public init() {} }
public struct CompactMenuControlGroupStyle: ControlGroupStyle, _SystemStyle { public init() {} }
public struct PaletteControlGroupStyle: ControlGroupStyle, _SystemStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() } }

// MARK: DisclosureGroup (iOS 16), TextEditor (iOS 17)

public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, _SystemStyle { public init() {} }
extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}
public struct AutomaticTextEditorStyle: TextEditorStyle, _SystemStyle { public init() {} }
public struct PlainTextEditorStyle: TextEditorStyle, _SystemStyle { public init() {} }
public struct RoundedBorderTextEditorStyle: TextEditorStyle, _SystemStyle { public init() {} }
extension TextEditorStyle where Self == AutomaticTextEditorStyle { public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() } }
extension TextEditorStyle where Self == PlainTextEditorStyle { public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() } }
extension TextEditorStyle where Self == RoundedBorderTextEditorStyle {
    public static var roundedBorder: RoundedBorderTextEditorStyle { RoundedBorderTextEditorStyle() }
}

// MARK: NavigationSplitView (iOS 16)

public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

// MARK: Sheet sizing (iOS 18)

public protocol PresentationSizing {}
public struct AutomaticPresentationSizing: PresentationSizing { public init() {} }
public struct FormPresentationSizing: PresentationSizing { public init() {} }
public struct PagePresentationSizing: PresentationSizing { public init() {} }
public struct FittedPresentationSizing: PresentationSizing { public init() {} }
extension PresentationSizing where Self == AutomaticPresentationSizing { public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() } }
extension PresentationSizing where Self == FormPresentationSizing { public static var form: FormPresentationSizing { FormPresentationSizing() } }
extension PresentationSizing where Self == PagePresentationSizing { public static var page: PagePresentationSizing { PagePresentationSizing() } }
extension PresentationSizing where Self == FittedPresentationSizing { public static var fitted: FittedPresentationSizing { FittedPresentationSizing() } }

extension View {
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { modifier(_RecordedModifier("controlGroupStyle(\(S.self))")) }
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modifier(_RecordedModifier("disclosureGroupStyle(\(S.self))"))
    }
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { modifier(_RecordedModifier("textEditorStyle(\(S.self))")) }
    public func presentationSizing<S: PresentationSizing>(_ sizing: S) -> some View { modifier(_RecordedModifier("presentationSizing")) }
}
