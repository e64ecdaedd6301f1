/// Apple: "Conforming types represent items that can be placed in various
/// locations in a toolbar." Code declares toolbars apart from the view
/// (`var items: some ToolbarContent { ToolbarItem … }`, a struct conforming
/// to `ToolbarContent`) and passes them to `.toolbar { … }`.
///
/// Here toolbar content is view content (toolbar items are views the host
/// lists and taps: Navigation.swift), so `ToolbarContent` refines `View` and
/// its builder is `ViewBuilder`; the builder's own results (tuples, `if`,
/// `ForEach`, `Group`) conform too. More permissive than SwiftUI (toolbar
/// content may also be used as a view here), never less.
@MainActor @preconcurrency
public protocol ToolbarContent: View {}

/// Apple: `@ToolbarContentBuilder`, "constructs a toolbar item set from multi-expression closures".
public typealias ToolbarContentBuilder = ViewBuilder

/// Apple: `CustomizableToolbarContent`, toolbar content a user can rearrange (macOS, iPadOS).
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent {}
extension ToolbarItemGroup: ToolbarContent {}
extension ToolbarSpacer: CustomizableToolbarContent {}
extension TupleView: CustomizableToolbarContent {}
extension _ConditionalContent: CustomizableToolbarContent {}
extension Optional: ToolbarContent, CustomizableToolbarContent where Wrapped: View {}
extension Group: ToolbarContent, CustomizableToolbarContent {}
extension ForEach: ToolbarContent, CustomizableToolbarContent {}
extension EmptyView: CustomizableToolbarContent {}
