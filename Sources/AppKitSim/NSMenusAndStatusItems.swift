import Foundation

// Menus and the menu bar's status items (macOS 10.0–26), as menu-bar apps
// build them beside SwiftUI (`MenuBarExtra`'s AppKit counterpart). A menu
// keeps its items; a status item its button and menu; nothing is shown, and
// no item is ever chosen (there is no menu bar here).
// https://developer.apple.com/documentation/appkit/nsmenu,
// https://developer.apple.com/documentation/appkit/nsstatusitem

@MainActor
open class NSMenu: NSObject {
    open var title: String
    public private(set) var items: [NSMenuItem] = []
    open weak var delegate: (any NSMenuDelegate)?
    open var autoenablesItems = true
    open var minimumWidth: CGFloat = 0
    open var font: NSFont?
    public init(title: String) { self.title = title; super.init() }
    public override convenience init() { self.init(title: "") }
    open var numberOfItems: Int { items.count }
    open func addItem(_ newItem: NSMenuItem) { newItem.menu = self; items.append(newItem) }
    @discardableResult open func addItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String) -> NSMenuItem {
        let item = NSMenuItem(title: string, action: selector, keyEquivalent: charCode)
        addItem(item)
        return item
    }
    open func insertItem(_ newItem: NSMenuItem, at index: Int) { newItem.menu = self; items.insert(newItem, at: index) }
    open func removeItem(_ item: NSMenuItem) { items.removeAll { $0 === item } }
    open func removeItem(at index: Int) { items.remove(at: index) }
    open func removeAllItems() { items.removeAll() }
    open func item(at index: Int) -> NSMenuItem? { items.indices.contains(index) ? items[index] : nil }
    open func item(withTitle title: String) -> NSMenuItem? { items.first { $0.title == title } }
    open func index(of item: NSMenuItem) -> Int { items.firstIndex { $0 === item } ?? -1 }
    open func update() {}
    open func cancelTracking() {}
    @discardableResult open func popUp(positioning item: NSMenuItem?, at location: NSPoint, in view: NSView?) -> Bool { false }
}

@MainActor
open class NSMenuItem: NSObject {
    open var title: String
    open var action: Selector?
    open weak var target: AnyObject?
    open var keyEquivalent: String
    open var keyEquivalentModifierMask: NSEvent.ModifierFlags = .command
    open var isEnabled = true
    open var isHidden = false
    open var state: NSControl.StateValue = .off
    open var tag = 0
    open var image: NSImage?
    open var submenu: NSMenu?
    open var view: NSView?
    open var representedObject: Any?
    open var toolTip: String?
    open var attributedTitle: NSAttributedString?
    open var indentationLevel = 0
    open internal(set) weak var menu: NSMenu?
    open var isSeparatorItem: Bool { separator }
    open var hasSubmenu: Bool { submenu != nil }
    private var separator = false
    public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) {
        (title, action, keyEquivalent) = (string, selector, charCode)
        super.init()
    }
    public override convenience init() { self.init(title: "", action: nil, keyEquivalent: "") }
    open class func separator() -> NSMenuItem {
        let item = NSMenuItem()
        item.separator = true
        return item
    }
    /// macOS 14: a section header.
    open class func sectionHeader(title: String) -> NSMenuItem { NSMenuItem(title: title, action: nil, keyEquivalent: "") }
}

/// A menu's delegate: every method optional.
@MainActor
public protocol NSMenuDelegate: AnyObject {
    func menuWillOpen(_ menu: NSMenu)
    func menuDidClose(_ menu: NSMenu)
    func menuNeedsUpdate(_ menu: NSMenu)
    func menu(_ menu: NSMenu, willHighlight item: NSMenuItem?)
    func numberOfItems(in menu: NSMenu) -> Int
}
extension NSMenuDelegate {
    public func menuWillOpen(_ menu: NSMenu) {}
    public func menuDidClose(_ menu: NSMenu) {}
    public func menuNeedsUpdate(_ menu: NSMenu) {}
    public func menu(_ menu: NSMenu, willHighlight item: NSMenuItem?) {}
    public func numberOfItems(in menu: NSMenu) -> Int { menu.numberOfItems }
}

/// Controls' shared types (`NSControl.StateValue` for menu items, buttons).
@MainActor
open class NSControl: NSView {
    public struct StateValue: Hashable, Sendable, RawRepresentable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let off = Self(rawValue: 0), on = Self(rawValue: 1), mixed = Self(rawValue: -1)
    }
    open var isEnabled = true
    open var action: Selector?
    open weak var target: AnyObject?
    open var stringValue = ""
    open var font: NSFont?
}

@MainActor
open class NSButton: NSControl {
    open var title = ""
    open var image: NSImage?
    open var imagePosition: NSControl.ImagePosition = .imageLeading
    open var state: NSControl.StateValue = .off
    open var attributedTitle: NSAttributedString?
    open func sendAction(on mask: NSEvent.EventTypeMask) -> Int { 0 }
    open func performClick(_ sender: Any?) {}
}
extension NSControl {
    public enum ImagePosition: UInt, Sendable { case noImage, imageOnly, imageLeft, imageRight, imageBelow, imageAbove, imageOverlaps, imageLeading, imageTrailing }
}
@MainActor
open class NSStatusBarButton: NSButton {
    open var appearsDisabled = false
}

/// The system menu bar's status area.
@MainActor
public final class NSStatusBar {
    public static let system = NSStatusBar()
    public var thickness: CGFloat { 24 }
    public private(set) var items: [NSStatusItem] = []
    public func statusItem(withLength length: CGFloat) -> NSStatusItem {
        let item = NSStatusItem(length: length)
        items.append(item)
        return item
    }
    public func removeStatusItem(_ item: NSStatusItem) { items.removeAll { $0 === item } }
}

/// An item in the menu bar: a button, an optional menu.
@MainActor
public final class NSStatusItem {
    public var length: CGFloat
    public let button: NSStatusBarButton? = NSStatusBarButton()
    public var menu: NSMenu?
    public var isVisible = true
    public var autosaveName: String?
    public var behavior: Behavior = []
    init(length: CGFloat) { self.length = length }
    public static let variableLength: CGFloat = -1, squareLength: CGFloat = -2
    public struct Behavior: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let removalAllowed = Self(rawValue: 1 << 1), terminationOnRemoval = Self(rawValue: 1 << 2)
    }
}

/// Sharing services (macOS 10.8): a picker shown next to a view; nothing is
/// ever shared here, the delegate is never called.
@MainActor
open class NSSharingService: NSObject {
    public struct Name: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let composeEmail = Self("com.apple.share.Mail.compose"), composeMessage = Self("com.apple.messages.ShareExtension")
        public static let sendViaAirDrop = Self("com.apple.share.AirDrop.send"), addToSafariReadingList = Self("com.apple.share.System.add-to-safari-reading-list")
    }
    open var title: String
    open var image: NSImage?
    open weak var delegate: (any NSSharingServiceDelegate)?
    public init(named serviceName: NSSharingService.Name) { title = serviceName.rawValue; super.init() }
    public init(title: String, image: NSImage, alternateImage: NSImage?, handler block: @escaping () -> Void) { self.title = title; self.image = image; super.init() }
    open func canPerform(withItems items: [Any]?) -> Bool { false }
    open func perform(withItems items: [Any]) {}
    open class func sharingServices(forItems items: [Any]) -> [NSSharingService] { [] }
}
@MainActor
public protocol NSSharingServiceDelegate: AnyObject {
    func sharingService(_ sharingService: NSSharingService, didShareItems items: [Any])
    func sharingService(_ sharingService: NSSharingService, didFailToShareItems items: [Any], error: Error)
}
extension NSSharingServiceDelegate {
    public func sharingService(_ sharingService: NSSharingService, didShareItems items: [Any]) {}
    public func sharingService(_ sharingService: NSSharingService, didFailToShareItems items: [Any], error: Error) {}
}
@MainActor
open class NSSharingServicePicker: NSObject {
    open weak var delegate: (any NSSharingServicePickerDelegate)?
    public init(items: [Any]) { super.init() }
    open func show(relativeTo rect: NSRect, of view: NSView, preferredEdge: NSRectEdge) {}
    open func close() {}
}
@MainActor
public protocol NSSharingServicePickerDelegate: AnyObject {
    func sharingServicePicker(_ sharingServicePicker: NSSharingServicePicker, didChoose service: NSSharingService?)
    func sharingServicePicker(_ sharingServicePicker: NSSharingServicePicker, sharingServicesForItems items: [Any],
                              proposedSharingServices proposedServices: [NSSharingService]) -> [NSSharingService]
}
extension NSSharingServicePickerDelegate {
    public func sharingServicePicker(_ sharingServicePicker: NSSharingServicePicker, didChoose service: NSSharingService?) {}
    public func sharingServicePicker(_ sharingServicePicker: NSSharingServicePicker, sharingServicesForItems items: [Any],
                                     proposedSharingServices proposedServices: [NSSharingService]) -> [NSSharingService] { proposedServices }
}

/// Which edge of a rectangle a popover or picker is shown against.
public enum NSRectEdge: UInt, Sendable { case minX = 0, minY, maxX, maxY }

/// The text attributes AppKit and UIKit add to Foundation's keys (fonts and
/// colours of attributed menu titles and labels).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont"), foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor"), paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern"), underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough"), link = NSAttributedString.Key("NSLink")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
