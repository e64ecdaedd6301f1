// Styles: recorded by name on the node for `dump()`. A style changes how a
// control looks, not what it is, so most custom styles (`makeBody`) compile
// and are recorded but their bodies do not replace the control; a custom
// `ToggleStyle` or `PrimitiveButtonStyle` owns its control's interaction,
// so its body draws the control (Modifiers/InteractionStylesInEffect.swift).

/// Declares a style protocol's built-in styles as types with a static
/// shortcut each (`.listStyle(.plain)`).
public protocol ListStyle {}
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
public struct DefaultListStyle: ListStyle { public init() {} }
public struct BorderedListStyle: ListStyle { public init() {} }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }

public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }
public struct RadioGroupPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }

public protocol TextFieldStyle {}
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }

public struct CompactDatePickerStyle: DatePickerStyle, _SystemStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle, _SystemStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle, _SystemStyle { public init() {} }
public struct DefaultDatePickerStyle: DatePickerStyle, _SystemStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }

public struct DefaultMenuStyle: MenuStyle, _SystemStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle, _SystemStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }

/// Custom toggle styles: `makeBody(configuration:)` gets the toggle's state.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

@MainActor
public struct ToggleStyleConfiguration {
    /// The toggle's label, as the toggle was given it.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView?
        public static func _expand(_ view: Self, into children: inout _Children) {
            if let content = view.content { children.append(content) }
        }
        public static var _role: _ViewRole { .group }
    }
    public let label: Label
    @Binding public var isOn: Bool
    public var isMixed = false
}

public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }


/// Custom progress styles get the fraction completed.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

@MainActor
public struct ProgressViewStyleConfiguration {
    /// Apple (iOS 14): "The completed fraction of the task represented by
    /// the progress view, from 0.0 (not yet started) to 1.0 (fully
    /// complete), or nil if the progress is indeterminate or relative to a
    /// date interval."
    public let fractionCompleted: Double?
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView?
        public static func _expand(_ view: Self, into children: inout _Children) {
            if let content = view.content { children.append(content) }
        }
        public static var _role: _ViewRole { .group }
    }
    /// Apple, `ProgressViewStyleConfiguration.CurrentValueLabel` (iOS 14):
    /// "A type-erased label that describes the current value of a
    /// progress view".
    public struct CurrentValueLabel: View {
        public typealias Body = Never
        let content: AnyView?
        public static func _expand(_ view: Self, into children: inout _Children) {
            if let content = view.content { children.append(content) }
        }
        public static var _role: _ViewRole { .group }
    }
    /// The progress view's label (its title), nil when it has none.
    public let label: Label?
    public let currentValueLabel: CurrentValueLabel?
    init(fractionCompleted: Double?, label: AnyView?) {
        self.fractionCompleted = fractionCompleted
        self.label = label.map { Label(content: $0) }
        self.currentValueLabel = nil
    }
}

public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() } }

/// Button styles that take over the tap (`PrimitiveButtonStyle`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

@MainActor
public struct PrimitiveButtonStyleConfiguration {
    /// Apple, `PrimitiveButtonStyleConfiguration.Label` (iOS 13): "A
    /// type-erased label of a button": the button's label as given.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
        public static func _expand(_ view: Self, into children: inout _Children) { children.append(view.content) }
        public static var _role: _ViewRole { .group }
    }
    public let label: Label
    public let role: ButtonRole?
    /// The button's action (`InteractionStylesInEffect.swift`).
    let action: @MainActor () -> Void
    init(label: AnyView, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        (self.label, self.role, self.action) = (Label(content: label), role, action)
    }
    /// "Performs the button's action" (Apple, iOS 13).
    public func trigger() { action() }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct LinkButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
extension PrimitiveButtonStyle where Self == LinkButtonStyle { public static var link: LinkButtonStyle { LinkButtonStyle() } }

public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    public static let automatic = Self(name: "automatic"), capsule = Self(name: "capsule"), circle = Self(name: "circle")
    public static let roundedRectangle = Self(name: "roundedRectangle")
    public static func roundedRectangle(radius: CGFloat) -> Self { Self(name: "roundedRectangle(\(radius))") }
}

public enum ControlSize: Hashable, CaseIterable, Sendable { case mini, small, regular, large, extraLarge }

public struct DefaultGroupBoxStyle: GroupBoxStyle, _SystemStyle { public init() {} }
extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() } }

public struct LinearCapacityGaugeStyle: GaugeStyle, _SystemStyle { public init() {} }
public struct AccessoryCircularGaugeStyle: GaugeStyle, _SystemStyle { public init() {} }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() } }

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { modifier(_RecordedModifier("pickerStyle(\(S.self))")) }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { modifier(_RecordedModifier("textFieldStyle(\(S.self))")) }
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { modifier(_RecordedModifier("datePickerStyle(\(S.self))")) }
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { modifier(_RecordedModifier("menuStyle(\(S.self))")) }
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { modifier(_RecordedModifier("groupBoxStyle(\(S.self))")) }
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { modifier(_RecordedModifier("gaugeStyle(\(S.self))")) }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { modifier(_RecordedModifier("buttonBorderShape(\(shape.name))")) }
    public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(_EnvironmentModifier(description: "controlSize(\(controlSize))") { $0.controlSize = controlSize })
    }
    public func labelsHidden() -> some View { modifier(_RecordedModifier("labelsHidden")) }
    public func menuIndicator(_ visibility: Visibility) -> some View { modifier(_RecordedModifier("menuIndicator")) }

    // List rows and scrolling
    /// The paint behind the row's content (Apple, listRowBackground(_:),
    /// iOS 13: "Places a custom background view behind a list row item"):
    /// text on it is judged against it (twentieth review). Laid out as the
    /// row content's background (the simulator's rows have no insets).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_DecorationModifier(name: "listRowBackground", decoration: view))
    }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { modifier(_RecordedModifier("listRowSeparator")) }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { modifier(_RecordedModifier("listRowSeparatorTint")) }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { modifier(_RecordedModifier("listSectionSeparator")) }
    /// Laid out as padding around the row's content (nil: the default, none here).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        let insets = insets ?? EdgeInsets()
        return modifier(_LayoutModifier(
            "listRowInsets",
            .padding(top: Cells.rows(insets.top), leading: Cells.columns(insets.leading),
                     bottom: Cells.rows(insets.bottom), trailing: Cells.columns(insets.trailing)),
            padding: ViewHost.Insets(top: Double(insets.top), leading: Double(insets.leading),
                                     bottom: Double(insets.bottom), trailing: Double(insets.trailing))))
    }
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { modifier(_RecordedModifier("listRowSpacing")) }
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { modifier(_RecordedModifier("listSectionSpacing")) }
    public func listItemTint(_ tint: Color?) -> some View { modifier(_RecordedModifier("listItemTint")) }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { modifier(_RecordedModifier("scrollContentBackground")) }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(_RecordedModifier("scrollIndicators"))
    }
    /// iOS 16: "Disables or enables scrolling in scrollable views"; it
    /// writes `isScrollEnabled` into the environment, so a ScrollView or
    /// List below it does not scroll, and `ViewHost.scroll(to:)` refuses
    /// to scroll it (eighteenth review).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentModifier(description: "scrollDisabled(\(disabled))") { $0.isScrollEnabled = $0.isScrollEnabled && !disabled })
    }
    public func scrollTargetBehavior<S: ScrollTargetBehavior>(_ behavior: S) -> some View { modifier(_RecordedModifier("scrollTargetBehavior")) }
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { modifier(_RecordedModifier("scrollTargetLayout")) }
    /// iOS 17: setting the binding (its initial value included) scrolls to
    /// the row with that id (Layout/ProgrammaticScroll.swift); a user's
    /// scroll does not write it back here.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let reference = ScrollReference()
        return _ScrollReferenceGroup(content: modifier(_RecordedModifier("scrollPosition")), reference: reference)
            .onChange(of: id.wrappedValue, initial: true) { _, new in
                guard let new else { return }
                ProgrammaticScroll.scroll(in: reference.node, to: .id(AnyHashable(new)), anchor: anchor)
            }
    }
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { modifier(_RecordedModifier("scrollClipDisabled")) }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(_RecordedModifier("scrollBounceBehavior"))
    }
    /// iOS 17: where a scroll view inside opens (and, not modelled, where
    /// it stays as its content changes): Layout/DefaultScrollAnchor.swift.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(_EnvironmentModifier(description: "defaultScrollAnchor(\(DefaultScrollAnchor.describe(anchor)))") { $0.defaultScrollAnchor = anchor })
    }
    /// iOS 18: the anchor for one role only (`.initialOffset`: where it
    /// opens, modelled; `.sizeChanges`: where content stays when it grows;
    /// `.alignment`: content smaller than the scroll view; both recorded).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        modifier(_EnvironmentModifier(description: "defaultScrollAnchor(\(DefaultScrollAnchor.describe(anchor)), for: .\(role.name))") {
            if role == .initialOffset { $0.defaultScrollAnchor = anchor }
        })
    }
    /// iOS 18: called when the view scrolls into or out of sight by more than
    /// `threshold` of it. Recorded: nothing scrolls here, so it is never called.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(_RecordedModifier("onScrollVisibilityChange"))
    }
    /// iOS 17: the same margin on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
    /// iOS 17: margins per edge; laid out as padding, as the length form.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_LayoutModifier(
            "contentMargins",
            .padding(top: edges.contains(.top) ? Cells.rows(insets.top) : 0, leading: edges.contains(.leading) ? Cells.columns(insets.leading) : 0,
                     bottom: edges.contains(.bottom) ? Cells.rows(insets.bottom) : 0, trailing: edges.contains(.trailing) ? Cells.columns(insets.trailing) : 0),
            padding: ViewHost.Insets(top: edges.contains(.top) ? Double(insets.top) : 0, leading: edges.contains(.leading) ? Double(insets.leading) : 0,
                                     bottom: edges.contains(.bottom) ? Double(insets.bottom) : 0, trailing: edges.contains(.trailing) ? Double(insets.trailing) : 0)))
    }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        // Laid out as padding: the margins keep the content in from the edges (iOS 17).
        modifier(_LayoutModifier("contentMargins", paddingRole(edges, length ?? 0), padding: .init(edges, Double(length ?? 0))))
    }
}

public struct ScrollIndicatorVisibility: Sendable {
    public static let automatic = Self(), visible = Self(), hidden = Self(), never = Self()
}
public struct ScrollBounceBehavior: Sendable {
    public static let automatic = Self(), always = Self(), basedOnSize = Self()
}
public struct ContentMarginPlacement: Sendable {
    public static let automatic = Self(), scrollContent = Self(), scrollIndicators = Self()
}
public struct PagingScrollTargetBehavior: Sendable { public init() {} }
/// iOS 18: what a `defaultScrollAnchor(_:for:)` anchor is for.
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    public static let initialOffset = Self(name: "initialOffset"), sizeChanges = Self(name: "sizeChanges"), alignment = Self(name: "alignment")
}
/// iOS 17: settles on the scroll target layout's views; how many one
/// interaction may pass is its `limitBehavior` (`.automatic`: limited in a
/// compact size class along the scrolled axis, as a phone is horizontally).
/// https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior
public struct ViewAlignedScrollTargetBehavior: Sendable {
    public var limitBehavior: LimitBehavior
    /// iOS 26: where in the container the aligned view settles (nil: the leading/top edge).
    public var anchor: UnitPoint?
    public init(limitBehavior: LimitBehavior = .automatic) { (self.limitBehavior, anchor) = (limitBehavior, nil) }
    public init(limitBehavior: LimitBehavior, anchor: UnitPoint?) { (self.limitBehavior, self.anchor) = (limitBehavior, anchor) }

    /// https://developer.apple.com/documentation/swiftui/viewalignedscrolltargetbehavior/limitbehavior
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never, alwaysByFew, alwaysByOne }
        let kind: Kind
        public static let automatic = Self(kind: .automatic), always = Self(kind: .always), never = Self(kind: .never)
        /// iOS 18.
        public static let alwaysByFew = Self(kind: .alwaysByFew), alwaysByOne = Self(kind: .alwaysByOne)

        /// How many views one swipe may pass, nil for no limit, in a container
        /// whose size class along the scrolled axis is compact or not ("a few"
        /// is SwiftUI's own choice: here three).
        public func viewsPerInteraction(compact: Bool) -> Int? {
            switch kind {
            case .automatic: compact ? 1 : nil
            case .always, .alwaysByOne: 1
            case .alwaysByFew: 3
            case .never: nil
            }
        }
    }
}

public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2), all: Set = [.top, .bottom]
    }
}

public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1), trailing = Set(rawValue: 2), all: Set = [.leading, .trailing]
    }
}
