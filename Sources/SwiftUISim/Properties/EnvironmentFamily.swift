// The rest of SwiftUI's `EnvironmentValues` as Apple's SDK declares them
// (iOS 13–26 / macOS 10.15–26), each with the value a simulated phone in
// the foreground has (no assistive technology, one window, the key window);
// `.controlSize(_:)` writes its value. Read with `@Environment(\.name)` like
// the others; an app may set any of them with `.environment(\.name, value)`.
// https://developer.apple.com/documentation/swiftui/environmentvalues
import Foundation

private struct AccessibilityEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityInvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityShowButtonShapesKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityLargeContentViewerEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilitySwitchControlEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { ColorSchemeContrast.standard } }
private struct ControlActiveStateKey: EnvironmentKey { static var defaultValue: ControlActiveState { ControlActiveState.key } }
private struct AppearsActiveKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { ControlSize.regular } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { TextAlignment.leading } }
private struct OpenWindowKey: EnvironmentKey { static var defaultValue: OpenWindowAction { OpenWindowAction() } }
private struct DismissWindowKey: EnvironmentKey { static var defaultValue: DismissWindowAction { DismissWindowAction() } }
private struct OpenSettingsKey: EnvironmentKey { static var defaultValue: OpenSettingsAction { OpenSettingsAction() } }
private struct SupportsMultipleWindowsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct UndoManagerKey: EnvironmentKey { static var defaultValue: UndoManager? { nil } }
private struct BackgroundMaterialKey: EnvironmentKey { static var defaultValue: Material? { nil } }
private struct IsLuminanceReducedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct PixelLengthKey: EnvironmentKey { static var defaultValue: CGFloat { 0.5 } }
private struct ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { Image.Scale.medium } }
private struct SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }
private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { Text.TruncationMode.tail } }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static var defaultValue: CGFloat { 44 } }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private struct IsScrollEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { ScrollIndicatorVisibility.automatic } }
private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { ScrollIndicatorVisibility.automatic } }
private struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { Prominence.standard } }
private struct MenuIndicatorVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { Visibility.automatic } }
private struct KeyboardShortcutKey: EnvironmentKey { static var defaultValue: KeyboardShortcut? { nil } }
private struct IsSceneCapturedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct BackgroundProminenceKey: EnvironmentKey { static var defaultValue: BackgroundProminence { BackgroundProminence.standard } }
private struct BadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { BadgeProminence.standard } }
private struct ResetFocusKey: EnvironmentKey { static var defaultValue: ResetFocusAction { ResetFocusAction() } }
private struct DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction() } }
private struct RenameKey: EnvironmentKey { static var defaultValue: RenameAction? { nil } }
private struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsFocusEffectEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct AutocorrectionDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct LabelsVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { Visibility.automatic } }
private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey { static var defaultValue: TabViewBottomAccessoryPlacement? { nil } }

extension EnvironmentValues {
    /// Here: no assistive technology runs here.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }
    public var accessibilityInvertColors: Bool {
        get { self[AccessibilityInvertColorsKey.self] }
        set { self[AccessibilityInvertColorsKey.self] = newValue }
    }
    public var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilityShowButtonShapesKey.self] }
        set { self[AccessibilityShowButtonShapesKey.self] = newValue }
    }
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[AccessibilityLargeContentViewerEnabledKey.self] }
        set { self[AccessibilityLargeContentViewerEnabledKey.self] = newValue }
    }
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySwitchControlEnabledKey.self] }
        set { self[AccessibilitySwitchControlEnabledKey.self] = newValue }
    }
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    /// Here: macOS: the window is key (the simulated app is frontmost).
    public var controlActiveState: ControlActiveState {
        get { self[ControlActiveStateKey.self] }
        set { self[ControlActiveStateKey.self] = newValue }
    }
    /// Here: macOS 15: the window is active.
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }
    /// Here: set by `.controlSize(_:)`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Here: opens nothing: one window here.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
    public var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }
    public var supportsMultipleWindows: Bool {
        get { self[SupportsMultipleWindowsKey.self] }
        set { self[SupportsMultipleWindowsKey.self] = newValue }
    }
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }
    /// Here: one pixel at the display scale, 2.
    public var pixelLength: CGFloat {
        get { self[PixelLengthKey.self] }
        set { self[PixelLengthKey.self] = newValue }
    }
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedKey.self] }
        set { self[IsSceneCapturedKey.self] = newValue }
    }
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
    public var resetFocus: ResetFocusAction {
        get { self[ResetFocusKey.self] }
        set { self[ResetFocusKey.self] = newValue }
    }
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
    public var rename: RenameAction? {
        get { self[RenameKey.self] }
        set { self[RenameKey.self] = newValue }
    }
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
    /// Here: iOS 26.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }
}

public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }
/// macOS: whether the window is key, active or inactive.
public enum ControlActiveState: Hashable, Sendable { case key, active, inactive }
public enum BackgroundProminence: Hashable, Sendable { case standard, increased }
public enum BadgeProminence: Hashable, Sendable { case standard, increased, decreased }
/// iOS 26: where a tab view's bottom accessory is shown.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable { case inline, expanded }

/// Opens a window of the app's (`openWindow(id:)`): one window here, so nothing opens.
public struct OpenWindowAction: Sendable {
    @MainActor public func callAsFunction(id: String) {}
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}
public struct DismissWindowAction: Sendable {
    @MainActor public func callAsFunction() {}
    @MainActor public func callAsFunction(id: String) {}
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
}
/// macOS 14: opens the app's Settings scene (none is shown here).
public struct OpenSettingsAction: Sendable { @MainActor public func callAsFunction() {} }
/// macOS 14: a button that opens the app's Settings scene (`openSettings`; none is shown here).
/// https://developer.apple.com/documentation/swiftui/settingslink
public struct SettingsLink<Label: View>: View {
    let label: Label
    @Environment(\.openSettings) private var openSettings
    public init(@ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View {
        Button { openSettings() } label: { label }
    }
}
extension SettingsLink where Label == DefaultSettingsLinkLabel {
    public init() { self.init { DefaultSettingsLinkLabel() } }
}
/// macOS 14: the settings link's standard label ("Settings…").
public struct DefaultSettingsLinkLabel: View {
    public var body: some View { Text("Settings…") }
}
public struct ResetFocusAction: Sendable { @MainActor public func callAsFunction(in namespace: Namespace.ID) {} }
/// Ends the search in effect (`isSearching` stays as the field sets it).
public struct DismissSearchAction: Sendable { @MainActor public func callAsFunction() {} }
/// Starts renaming: what `renameAction(_:)` set (iOS 16); `RenameButton` calls it.
// `@unchecked`: the action is main-actor isolated and only ever called on the
// main actor, so sharing the value across isolation domains is safe; the
// stored function type is not inferred Sendable when a file is compiled in
// Swift 5 mode (the runner's fallback), which warned.
public struct RenameAction: @unchecked Sendable {
    let action: @MainActor () -> Void
    init(action: @escaping @MainActor () -> Void = {}) { self.action = action }
    @MainActor public func callAsFunction() { action() }
}

