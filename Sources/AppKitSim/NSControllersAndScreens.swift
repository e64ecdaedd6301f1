import Foundation

// AppKit's controllers, delegates, screens and the visual-effect view, as
// menu-bar and utility apps use them beside SwiftUI (macOS 10.10–26). Nothing
// is drawn: a controller holds its view and window, a screen is the
// simulated 1440 × 900-point display, delegates' methods have default
// bodies (AppKit's are optional) so an app implements only those it needs.
// https://developer.apple.com/documentation/appkit/nsviewcontroller,
// https://developer.apple.com/documentation/appkit/nswindowcontroller,
// https://developer.apple.com/documentation/appkit/nsscreen,
// https://developer.apple.com/documentation/appkit/nsvisualeffectview

/// Manages a view (here: holds it).
@MainActor
open class NSViewController: NSResponder {
    open var view: NSView = NSView()
    open var title: String?
    open var preferredContentSize: NSSize = .zero
    open var representedObject: Any?
    public override init() { super.init() }
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear() {}
    open func viewDidAppear() {}
    open func viewWillDisappear() {}
    open func viewDidDisappear() {}
    open func dismiss(_ sender: Any?) {}
}

/// Manages a window: shows it, closes it.
@MainActor
open class NSWindowController: NSResponder {
    open var window: NSWindow?
    open var contentViewController: NSViewController? {
        didSet { window?.contentViewController = contentViewController }
    }
    public init(window: NSWindow?) { self.window = window; super.init() }
    public convenience init(windowNibName: String) { self.init(window: nil) }
    public override convenience init() { self.init(window: nil) }
    open func showWindow(_ sender: Any?) { window?.makeKeyAndOrderFront(sender) }
    open func close() { window?.close() }
    open func windowDidLoad() {}
    open var isWindowLoaded: Bool { window != nil }
}

extension NSWindow {
    /// A titled, closable, resizable window showing the controller's view.
    public convenience init(contentViewController: NSViewController) {
        self.init(contentRect: NSRect(x: 0, y: 0, width: 480, height: 320), styleMask: [.titled, .closable, .miniaturizable, .resizable],
                  backing: .buffered, defer: false)
        self.contentViewController = contentViewController
        contentView = contentViewController.view
    }
}

/// The app's delegate (`@NSApplicationDelegateAdaptor`): every method optional.
@MainActor
public protocol NSApplicationDelegate: AnyObject {
    func applicationWillFinishLaunching(_ notification: Notification)
    func applicationDidFinishLaunching(_ notification: Notification)
    func applicationWillTerminate(_ notification: Notification)
    func applicationDidBecomeActive(_ notification: Notification)
    func applicationDidResignActive(_ notification: Notification)
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
    func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool
    func application(_ application: NSApplication, open urls: [URL])
    func applicationSupportsSecureRestorableState(_ app: NSApplication) -> Bool
}
extension NSApplicationDelegate {
    public func applicationWillFinishLaunching(_ notification: Notification) {}
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    public func applicationWillTerminate(_ notification: Notification) {}
    public func applicationDidBecomeActive(_ notification: Notification) {}
    public func applicationDidResignActive(_ notification: Notification) {}
    public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
    public func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool { true }
    public func application(_ application: NSApplication, open urls: [URL]) {}
    public func applicationSupportsSecureRestorableState(_ app: NSApplication) -> Bool { true }
}

/// A window's delegate: every method optional.
@MainActor
public protocol NSWindowDelegate: AnyObject {
    func windowShouldClose(_ sender: NSWindow) -> Bool
    func windowWillClose(_ notification: Notification)
    func windowDidBecomeKey(_ notification: Notification)
    func windowDidResignKey(_ notification: Notification)
    func windowDidResize(_ notification: Notification)
    func windowDidMove(_ notification: Notification)
}
extension NSWindowDelegate {
    public func windowShouldClose(_ sender: NSWindow) -> Bool { true }
    public func windowWillClose(_ notification: Notification) {}
    public func windowDidBecomeKey(_ notification: Notification) {}
    public func windowDidResignKey(_ notification: Notification) {}
    public func windowDidResize(_ notification: Notification) {}
    public func windowDidMove(_ notification: Notification) {}
}

/// A display: here one, the simulated 1440 × 900-point screen (a 25-point menu bar).
@MainActor
public final class NSScreen {
    public let frame: NSRect
    public let visibleFrame: NSRect
    public let backingScaleFactor: CGFloat
    public let localizedName: String
    init(frame: NSRect, menuBar: CGFloat, scale: CGFloat, name: String) {
        self.frame = frame
        visibleFrame = NSRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - menuBar)
        (backingScaleFactor, localizedName) = (scale, name)
    }
    public static let main: NSScreen? = NSScreen(frame: NSRect(x: 0, y: 0, width: 1440, height: 900), menuBar: 25, scale: 2, name: "Built-in Display")
    public static var screens: [NSScreen] { main.map { [$0] } ?? [] }
    public static var deepest: NSScreen? { main }
    public var deviceDescription: [NSDeviceDescriptionKey: Any] { [NSDeviceDescriptionKey("NSScreenNumber"): 1] }
    public var safeAreaInsets: NSEdgeInsets { NSEdgeInsets() }
    public var maximumFramesPerSecond: Int { 120 }
    nonisolated public static let colorSpaceDidChangeNotification = Notification.Name("NSScreenColorSpaceDidChangeNotification")
}

public struct NSDeviceDescriptionKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

// `NSEdgeInsets` is Foundation's (NSGeometry, macOS 10.10), as on macOS:
// Linux's Foundation declares it too, so the AppKit stand-in does not (two
// declarations made every use "ambiguous for type lookup").

/// A translucent material behind content (wrapped in `NSViewRepresentable`
/// by SwiftUI apps): its settings are kept, nothing is drawn.
@MainActor
open class NSVisualEffectView: NSView {
    open var material: Material = .appearanceBased
    open var blendingMode: BlendingMode = .behindWindow
    open var state: State = .followsWindowActiveState
    open var isEmphasized = false
    open var maskImage: NSImage?

    public enum Material: Int, Sendable {
        case appearanceBased = 0, light, dark, titlebar, selection, menu, popover, sidebar, mediumLight, ultraDark
        case headerView = 10, sheet, windowBackground, hudWindow, fullScreenUI = 15, toolTip = 17, contentBackground, underWindowBackground, underPageBackground
    }
    public enum BlendingMode: Int, Sendable { case behindWindow, withinWindow }
    public enum State: Int, Sendable { case followsWindowActiveState, active, inactive }
}
