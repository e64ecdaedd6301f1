import Foundation
// `NSLayoutConstraint.Attribute` (a titlebar accessory's edge): AppKit's
// constraint is UIKit's here, one class for both stand-ins.
import UIKitSim

// The rest of `NSWindow`'s commonly used members and `NSPanel` (macOS
// 10.0–26), as utility and menu-bar apps set them up: kept as set, nothing
// drawn; a window's screen is the simulated one.
// https://developer.apple.com/documentation/appkit/nswindow,
// https://developer.apple.com/documentation/appkit/nspanel

extension NSWindow {
    public enum SharingType: UInt, Sendable { case none, readOnly, readWrite }
    public enum AnimationBehavior: Int, Sendable { case `default`, none, documentWindow, utilityWindow, alertPanel }
    public enum ButtonType: UInt, Sendable { case closeButton, miniaturizeButton, zoomButton, toolbarButton, documentIconButton }
    public enum OrderingMode: Int, Sendable { case below = -1, out = 0, above = 1 }
    public enum ToolbarStyle: Int, Sendable { case automatic, expanded, preference, unified, unifiedCompact }
}

/// Settings AppKit windows hold; kept per window (nothing acts on them here).
@MainActor
final class NSWindowSettings {
    var values: [String: Any] = [:]
    static var table: [ObjectIdentifier: NSWindowSettings] = [:]
    static func of(_ window: NSWindow) -> NSWindowSettings {
        if let settings = table[ObjectIdentifier(window)] { return settings }
        let settings = NSWindowSettings()
        table[ObjectIdentifier(window)] = settings
        return settings
    }
}

extension NSWindow {
    private func setting<T>(_ key: String, _ value: T) -> T { NSWindowSettings.of(self).values[key] as? T ?? value }
    private func set(_ key: String, _ value: Any?) { NSWindowSettings.of(self).values[key] = value }

    public var isMovableByWindowBackground: Bool { get { setting(#function, false) } set { set(#function, newValue) } }
    public var isMovable: Bool { get { setting(#function, true) } set { set(#function, newValue) } }
    public var isRestorable: Bool { get { setting(#function, true) } set { set(#function, newValue) } }
    public var sharingType: SharingType { get { setting(#function, .readOnly) } set { set(#function, newValue) } }
    public var animationBehavior: AnimationBehavior { get { setting(#function, .default) } set { set(#function, newValue) } }
    public var ignoresMouseEvents: Bool { get { setting(#function, false) } set { set(#function, newValue) } }
    public var hidesOnDeactivate: Bool { get { setting(#function, false) } set { set(#function, newValue) } }
    public var alphaValue: CGFloat { get { setting(#function, 1) } set { set(#function, newValue) } }
    public var minSize: NSSize { get { setting(#function, .zero) } set { set(#function, newValue) } }
    public var maxSize: NSSize { get { setting(#function, NSSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) } set { set(#function, newValue) } }
    public var contentMinSize: NSSize { get { setting(#function, .zero) } set { set(#function, newValue) } }
    public var toolbarStyle: ToolbarStyle { get { setting(#function, .automatic) } set { set(#function, newValue) } }
    public var isExcludedFromWindowsMenu: Bool { get { setting(#function, false) } set { set(#function, newValue) } }
    public var delegate: (any NSWindowDelegate)? {
        get { (NSWindowSettings.of(self).values[#function] as? WeakDelegate)?.value }
        set { set(#function, WeakDelegate(value: newValue)) }
    }
    private struct WeakDelegate { weak var value: (any NSWindowDelegate)? }
    /// The simulated display.
    public var screen: NSScreen? { NSScreen.main }
    public var isMiniaturized: Bool { false }
    public var isZoomed: Bool { false }

    public func makeKey() { if isVisible { NSApplication.shared.show(self) } }
    public func makeMain() {}
    public func orderFrontRegardless() { orderFront(nil) }
    public func orderBack(_ sender: Any?) {}
    public func order(_ place: OrderingMode, relativeTo otherWin: Int) { if place == .out { orderOut(nil) } else { orderFront(nil) } }
    public func performClose(_ sender: Any?) { close() }
    public func miniaturize(_ sender: Any?) {}
    public func deminiaturize(_ sender: Any?) {}
    public func zoom(_ sender: Any?) {}
    public func toggleFullScreen(_ sender: Any?) {}
    public func setFrameOrigin(_ point: NSPoint) { frame.origin = point }
    public func setFrameTopLeftPoint(_ point: NSPoint) { frame.origin = NSPoint(x: point.x, y: point.y - frame.height) }
    public func setFrame(_ frameRect: NSRect, display displayFlag: Bool, animate animateFlag: Bool) { frame = frameRect }
    /// The name the window's frame is saved under (kept; nothing is saved).
    @discardableResult public func setFrameAutosaveName(_ name: FrameAutosaveName) -> Bool { set("frameAutosaveName", name); return true }
    public var frameAutosaveName: FrameAutosaveName { setting("frameAutosaveName", "") }
    /// No frame was ever saved here: false, the frame unchanged.
    @discardableResult public func setFrameUsingName(_ name: FrameAutosaveName, force: Bool = false) -> Bool { false }
    public typealias FrameAutosaveName = String
    /// macOS 11: the line between the titlebar and the content.
    public var titlebarSeparatorStyle: NSTitlebarSeparatorStyle { get { setting(#function, .automatic) } set { set(#function, newValue) } }
    /// macOS 10.10: views shown in the titlebar, in order (kept; nothing is drawn).
    public var titlebarAccessoryViewControllers: [NSTitlebarAccessoryViewController] {
        get { setting(#function, []) } set { set(#function, newValue) }
    }
    public func addTitlebarAccessoryViewController(_ childViewController: NSTitlebarAccessoryViewController) {
        titlebarAccessoryViewControllers.append(childViewController)
    }
    public func insertTitlebarAccessoryViewController(_ childViewController: NSTitlebarAccessoryViewController, at index: Int) {
        titlebarAccessoryViewControllers.insert(childViewController, at: index)
    }
    public func removeTitlebarAccessoryViewController(at index: Int) { titlebarAccessoryViewControllers.remove(at: index) }
    public func standardWindowButton(_ type: ButtonType) -> NSButton? { nil }
    public func contentRect(forFrameRect frameRect: NSRect) -> NSRect { frameRect }
    public func frameRect(forContentRect contentRect: NSRect) -> NSRect { contentRect }
    public var windowNumber: Int { Int(truncatingIfNeeded: ObjectIdentifier(self).hashValue & 0x7fff_ffff) }
}

/// macOS 11: how the titlebar is separated from the content.
public enum NSTitlebarSeparatorStyle: Int, Sendable { case automatic, none, line, shadow }

/// A view controller whose view sits in a window's titlebar (macOS 10.10):
/// kept with its edge; nothing is drawn.
@MainActor
open class NSTitlebarAccessoryViewController: NSViewController {
    /// `.bottom`, `.leading`, `.trailing` (`.left`/`.right`), or `.top` (macOS 11).
    open var layoutAttribute: NSLayoutConstraint.Attribute = .bottom
    open var fullScreenMinHeight: CGFloat = 0
    open var isHidden = false
    open var automaticallyAdjustsSize = true
}

/// A window that floats above the others (a HUD, a picker).
@MainActor
open class NSPanel: NSWindow {
    open var isFloatingPanel = false
    open var becomesKeyOnlyIfNeeded = false
    open var worksWhenModal = false
}
