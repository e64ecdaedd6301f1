// Context menus beyond `contextMenu(menuItems:)` (Views/AppAndData.swift),
// as Apple declares them: the `ContextMenu` value and the modifier taking it
// (iOS 13 / macOS 10.15, deprecated in iOS 18 but still common), and the
// menu for a selection of rows (iOS 16 / macOS 13:
// https://developer.apple.com/documentation/swiftui/view/contextmenu(forselectiontype:menu:primaryaction:)).

/// Apple: "A container for views that you present as menu items in a context menu."
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

extension View {
    /// The menu's items are on screen and tappable without a long press, as for `contextMenu(menuItems:)`; nil adds none.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(_AccessoryModifier(name: "contextMenu", accessory: contextMenu?.menuItems))
    }

    /// A menu built for the rows selected when it opens. There is no
    /// selection gesture here: the menu is recorded, not built (its closure
    /// needs the selected identifiers), and `primaryAction` (a double click)
    /// is never called.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        modifier(_RecordedModifier("contextMenu(forSelectionType: \(I.self))"))
    }

    /// The older form of `environment(\.colorScheme, _)` (iOS 13, deprecated in iOS 17 / macOS 14).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        modifier(_EnvironmentModifier(description: "colorScheme") { $0.colorScheme = colorScheme })
    }
}
