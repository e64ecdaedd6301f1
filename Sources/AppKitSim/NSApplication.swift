import Foundation
// AppKit brings Core Animation with it (`NSView.layer` is a `CALayer`), as Apple's does.
@_exported import QuartzCoreSim
import UniformTypeIdentifiersSim

/// The root of AppKit's responder chain.
@MainActor
open class NSResponder {
    public init() {}
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    open var acceptsFirstResponder: Bool { false }
    // Events an app's subclass handles; none arrive here.
    open func keyDown(with event: NSEvent) {}
    open func keyUp(with event: NSEvent) {}
    open func flagsChanged(with event: NSEvent) {}
    open func mouseDown(with event: NSEvent) {}
    open func mouseUp(with event: NSEvent) {}
    open func mouseDragged(with event: NSEvent) {}
    open func mouseMoved(with event: NSEvent) {}
    open func mouseEntered(with event: NSEvent) {}
    open func mouseExited(with event: NSEvent) {}
    open func rightMouseDown(with event: NSEvent) {}
    open func rightMouseUp(with event: NSEvent) {}
    open func otherMouseDown(with event: NSEvent) {}
    open func otherMouseUp(with event: NSEvent) {}
    open func scrollWheel(with event: NSEvent) {}
    open func cancelOperation(_ sender: Any?) {}
}

/// AppKit's view, minimal: a frame and subviews.
@MainActor
open class NSView: NSResponder {
    public override init() { super.init() }
    public init(frame frameRect: NSRect) { frame = frameRect; super.init() }
    open var frame: NSRect = .zero
    open var bounds: NSRect { NSRect(origin: .zero, size: frame.size) }
    open var isHidden = false
    open var alphaValue: CGFloat = 1
    /// Apple, `NSView.wantsLayer` (macOS 10.5): "Setting the value of this
    /// property to true turns the view into a layer-backed view"; the view
    /// makes its layer then, with `makeBackingLayer()`, unless it has one.
    open var wantsLayer = false {
        didSet { if wantsLayer, layer == nil { layer = makeBackingLayer() } }
    }
    /// Apple, `NSView.layer` (macOS 10.5): "The Core Animation layer that the
    /// view uses as its backing store" — nil until the view wants one, or the
    /// app's own (`view.layer = AVPlayerLayer(player: player)`). Kept as set.
    open var layer: CALayer?
    /// Apple, `makeBackingLayer()` (macOS 10.5): "Creates the view's backing layer."
    open func makeBackingLayer() -> CALayer { CALayer() }
    open var needsDisplay = false
    open var needsLayout = false
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Settable, as AppKit's: the new views' superview is this one.
    public var subviews: [NSView] = [] {
        didSet { for view in subviews { view.superview = self } }
    }
    public fileprivate(set) weak var superview: NSView?
    open var window: NSWindow? { superview?.window }
    open func addSubview(_ view: NSView) { view.superview = self; subviews.append(view) }
    open func removeFromSuperview() { superview?.subviews.removeAll { $0 === self }; superview = nil }
    open func layout() {}
    /// What a subclass overrides to take part in layout and drawing (no
    /// layout engine or drawing runs here: they are called by nothing).
    open var intrinsicContentSize: NSSize { NSSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric) }
    public nonisolated static let noIntrinsicMetric: CGFloat = -1
    open func invalidateIntrinsicContentSize() {}
    open var isFlipped: Bool { false }
    /// macOS 11: "The distances from the edges of your view that define the safe area" (none here:
    /// no title bar or toolbar overlaps a view). https://developer.apple.com/documentation/appkit/nsview/safeareainsets
    open var safeAreaInsets: NSEdgeInsets { NSEdgeInsets() }
    open var isOpaque: Bool { false }
    open func draw(_ dirtyRect: NSRect) {}
    open func updateLayer() {}
    open var wantsUpdateLayer: Bool { false }
    open func viewWillMove(toWindow newWindow: NSWindow?) {}
    open func viewDidMoveToWindow() {}
    open func viewWillMove(toSuperview newSuperview: NSView?) {}
    open func viewDidMoveToSuperview() {}
    open func hitTest(_ point: NSPoint) -> NSView? { frame.contains(point) ? self : nil }
    open func setNeedsDisplay(_ invalidRect: NSRect) { needsDisplay = true }
    open var toolTip: String?
    /// The nearest scroll view around this view (macOS 10.0).
    open var enclosingScrollView: NSScrollView? {
        var view = superview
        while let current = view {
            if let scrollView = current as? NSScrollView { return scrollView }
            view = current.superview
        }
        return nil
    }
}

/// A window: a title, a frame on the simulated 1440 × 900-point screen, and
/// whether it is shown. Nothing is drawn.
/// macOS 10.7: what identifies a window or view (`NSWindow.identifier`; SwiftUI
/// names a scene's windows by the scene's id).
/// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier
public struct NSUserInterfaceItemIdentifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

@MainActor
open class NSWindow: NSResponder {
    open var title = ""
    open var frame: NSRect
    open var contentView: NSView?
    open var contentViewController: Any?
    public private(set) var isVisible = false
    open var isKeyWindow: Bool { NSApplication.shared.keyWindow === self }
    open var isReleasedWhenClosed = true
    open var level: Level = .normal
    open var styleMask: StyleMask
    open var collectionBehavior: CollectionBehavior = []
    open var tabbingMode: TabbingMode = .automatic
    open var titleVisibility: TitleVisibility = .visible
    open var titlebarAppearsTransparent = false
    open var isOpaque = true
    open var hasShadow = true
    open var backgroundColor: NSColor = .windowBackgroundColor
    open var appearance: NSAppearance?
    /// macOS 10.7 (`NSUserInterfaceItemIdentification`): the window's identifier.
    open var identifier: NSUserInterfaceItemIdentifier?
    /// Subclasses override these (a borderless panel that takes key status).
    open var canBecomeKey: Bool { true }
    open var canBecomeMain: Bool { true }
    public init(contentRect: NSRect, styleMask style: StyleMask, backing: BackingStoreType, defer flag: Bool) {
        frame = contentRect; styleMask = style; super.init()
    }
    open func makeKeyAndOrderFront(_ sender: Any?) { isVisible = true; NSApplication.shared.show(self) }
    open func orderFront(_ sender: Any?) { isVisible = true; NSApplication.shared.show(self) }
    open func orderOut(_ sender: Any?) { isVisible = false }
    open func close() { isVisible = false; NSApplication.shared.remove(self) }
    open func center() {}
    open func setFrame(_ frameRect: NSRect, display flag: Bool) { frame = frameRect }
    open func setContentSize(_ size: NSSize) { frame.size = size }

    public enum BackingStoreType: UInt, Sendable { case retained, nonretained, buffered }
    public enum TabbingMode: Int, Sendable { case automatic, preferred, disallowed }
    public enum TitleVisibility: Int, Sendable { case visible, hidden }
    public struct Level: Hashable, Sendable, RawRepresentable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public init(_ rawValue: Int) { self.rawValue = rawValue }
        public static let normal = Level(0), floating = Level(3), modalPanel = Level(8), mainMenu = Level(24), statusBar = Level(25), popUpMenu = Level(101), screenSaver = Level(1000)
    }
    public struct StyleMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let borderless: StyleMask = [], titled = StyleMask(rawValue: 1 << 0), closable = StyleMask(rawValue: 1 << 1)
        public static let miniaturizable = StyleMask(rawValue: 1 << 2), resizable = StyleMask(rawValue: 1 << 3)
        public static let fullSizeContentView = StyleMask(rawValue: 1 << 15), fullScreen = StyleMask(rawValue: 1 << 14)
        public static let unifiedTitleAndToolbar = StyleMask(rawValue: 1 << 12)
        // NSPanel's
        public static let utilityWindow = StyleMask(rawValue: 1 << 4), docModalWindow = StyleMask(rawValue: 1 << 6)
        public static let nonactivatingPanel = StyleMask(rawValue: 1 << 7), hudWindow = StyleMask(rawValue: 1 << 13)
    }
    public struct CollectionBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let canJoinAllSpaces = CollectionBehavior(rawValue: 1 << 0), moveToActiveSpace = CollectionBehavior(rawValue: 1 << 1)
        public static let managed = CollectionBehavior(rawValue: 1 << 2), transient = CollectionBehavior(rawValue: 1 << 3)
        public static let stationary = CollectionBehavior(rawValue: 1 << 4), fullScreenPrimary = CollectionBehavior(rawValue: 1 << 7)
        public static let fullScreenAuxiliary = CollectionBehavior(rawValue: 1 << 8), fullScreenNone = CollectionBehavior(rawValue: 1 << 9)
        public static let participatesInCycle = CollectionBehavior(rawValue: 1 << 5), ignoresCycle = CollectionBehavior(rawValue: 1 << 6)
        public static let fullScreenAllowsTiling = CollectionBehavior(rawValue: 1 << 11), fullScreenDisallowsTiling = CollectionBehavior(rawValue: 1 << 12)
        public static let primary = CollectionBehavior(rawValue: 1 << 16), auxiliary = CollectionBehavior(rawValue: 1 << 17)
        public static let canJoinAllApplications = CollectionBehavior(rawValue: 1 << 18)
    }
}

/// The running app: its windows, activation and termination. `terminate`
/// records the request (`terminationRequested`); the program goes on.
@MainActor
open class NSApplication: NSResponder {
    public static let shared = NSApplication()
    private override init() { super.init() }
    public private(set) var windows: [NSWindow] = []
    open var keyWindow: NSWindow? { windows.last { $0.isVisible } }
    open var mainWindow: NSWindow? { keyWindow }
    open var isActive: Bool { true }
    open var isHidden = false
    open var currentEvent: NSEvent? { nil }
    open var appearance: NSAppearance?
    open var effectiveAppearance: NSAppearance { appearance ?? .current }
    open var applicationIconImage: NSImage! = NSImage(named: NSImage.applicationIconName)
    private var policy: ActivationPolicy = .regular
    package private(set) var terminationRequested = false

    package func show(_ window: NSWindow) { if !windows.contains(where: { $0 === window }) { windows.append(window) } }
    package func remove(_ window: NSWindow) { windows.removeAll { $0 === window } }
    open func terminate(_ sender: Any?) { terminationRequested = true }
    open func activate(ignoringOtherApps flag: Bool) {}
    open func activate() {}
    open func deactivate() {}
    open func hide(_ sender: Any?) { isHidden = true }
    open func unhide(_ sender: Any?) { isHidden = false }
    @discardableResult open func setActivationPolicy(_ activationPolicy: ActivationPolicy) -> Bool { policy = activationPolicy; return true }
    open func activationPolicy() -> ActivationPolicy { policy }
    open func orderFrontStandardAboutPanel(_ sender: Any?) {}
    @discardableResult open func sendAction(_ action: Selector, to target: Any?, from sender: Any?) -> Bool { true }
    open func requestUserAttention(_ requestType: RequestUserAttentionType) -> Int { 0 }

    public enum ActivationPolicy: Int, Sendable { case regular, accessory, prohibited }
    public enum RequestUserAttentionType: UInt, Sendable { case criticalRequest = 0, informationalRequest = 10 }
    nonisolated public static let didBecomeActiveNotification = Notification.Name("NSApplicationDidBecomeActiveNotification")
    nonisolated public static let didResignActiveNotification = Notification.Name("NSApplicationDidResignActiveNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("NSApplicationWillTerminateNotification")
}

/// The app object, as AppKit's global `NSApp` names it.
@MainActor public var NSApp: NSApplication! { NSApplication.shared }

/// Opening files and URLs: recorded (`opened`), reported as opened. Icons are named images.
public final class NSWorkspace: @unchecked Sendable {
    public static let shared = NSWorkspace()
    private let lock = NSLock()
    private var openedURLs: [URL] = []
    package var opened: [URL] { lock.withLock { openedURLs } }
    private init() {}
    @discardableResult public func open(_ url: URL) -> Bool { lock.withLock { openedURLs.append(url) }; return true }
    public func open(_ url: URL, configuration: OpenConfiguration, completionHandler: (@Sendable (Any?, (any Error)?) -> Void)? = nil) {
        open(url); completionHandler?(nil, nil)
    }
    @discardableResult public func openFile(_ fullPath: String) -> Bool { open(URL(fileURLWithPath: fullPath)) }
    public func icon(forFile fullPath: String) -> NSImage { NSImage(name: "icon(\((fullPath as NSString).lastPathComponent))", size: NSSize(width: 32, height: 32)) }
    /// macOS 11: the icon for a type of file (an image named for the type).
    public func icon(for contentType: UTType) -> NSImage { NSImage(name: "icon(\(contentType.identifier))", size: NSSize(width: 32, height: 32)) }
    public func activateFileViewerSelecting(_ fileURLs: [URL]) { fileURLs.forEach { open($0) } }
    @discardableResult public func selectFile(_ fullPath: String?, inFileViewerRootedAtPath rootFullPath: String) -> Bool { true }
    public func urlForApplication(withBundleIdentifier bundleIdentifier: String) -> URL? { nil }
    public func urlForApplication(toOpen url: URL) -> URL? { nil }
    /// macOS 12: makes an app the default for a URL scheme (`"http"`: the
    /// default browser). Recorded (`defaultApplications`); the completion
    /// handler is called with no error, as when the user confirms.
    public func setDefaultApplication(at applicationURL: URL, toOpenURLsWithScheme urlScheme: String,
                                      completionHandler: (((any Error)?) -> Void)? = nil) {
        lock.withLock { defaults[urlScheme.lowercased()] = applicationURL }
        completionHandler?(nil)
    }
    /// macOS 12: the same, awaited.
    public func setDefaultApplication(at applicationURL: URL, toOpenURLsWithScheme urlScheme: String) async throws {
        lock.withLock { defaults[urlScheme.lowercased()] = applicationURL }
    }
    private var defaults: [String: URL] = [:]
    /// The default apps set by scheme.
    package var defaultApplications: [String: URL] { lock.withLock { defaults } }
    public final class OpenConfiguration: @unchecked Sendable {
        public init() {}
        public var activates = true
    }
}

/// The pasteboard, held in this process: nothing reaches the system clipboard.
public final class NSPasteboard: @unchecked Sendable {
    public static let general = NSPasteboard()
    private let lock = NSLock()
    private var contents: [PasteboardType: String] = [:]
    public private(set) var changeCount = 0
    private init() {}
    @discardableResult public func clearContents() -> Int { lock.withLock { contents = [:]; changeCount += 1; return changeCount } }
    @discardableResult public func declareTypes(_ newTypes: [PasteboardType], owner newOwner: Any?) -> Int { clearContents() }
    @discardableResult public func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
        lock.withLock { contents[dataType] = string; changeCount += 1 }
        return true
    }
    @discardableResult public func setData(_ data: Data?, forType dataType: PasteboardType) -> Bool {
        lock.withLock { contents[dataType] = data.map { String(decoding: $0, as: UTF8.self) }; changeCount += 1 }
        return true
    }
    public func string(forType dataType: PasteboardType) -> String? { lock.withLock { contents[dataType] } }
    public func data(forType dataType: PasteboardType) -> Data? { string(forType: dataType).map { Data($0.utf8) } }
    public var types: [PasteboardType]? { lock.withLock { Array(contents.keys) } }
    public struct PasteboardType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let string = Self("public.utf8-plain-text"), URL = Self("public.url"), fileURL = Self("public.file-url")
        public static let png = Self("public.png"), tiff = Self("public.tiff"), rtf = Self("public.rtf"), html = Self("public.html")
        public static let pdf = Self("com.adobe.pdf"), color = Self("com.apple.cocoa.pasteboard.color")
    }
}

/// Keyboard and mouse events. None arrive here: no key is held
/// (`NSEvent.modifierFlags` is empty) and monitors are never called.
public final class NSEvent: @unchecked Sendable {
    public let type: EventType
    public let modifierFlags: ModifierFlags
    public let keyCode: UInt16
    public let characters: String?
    public let charactersIgnoringModifiers: String?
    public let locationInWindow: NSPoint
    package init(type: EventType, modifierFlags: ModifierFlags = [], keyCode: UInt16 = 0, characters: String? = nil) {
        (self.type, self.modifierFlags, self.keyCode, self.characters, self.charactersIgnoringModifiers, self.locationInWindow) =
            (type, modifierFlags, keyCode, characters, characters, .zero)
    }
    /// The window the event was sent to: none (no events arrive here).
    public var window: NSWindow? { nil }
    public var windowNumber: Int { 0 }
    public var timestamp: TimeInterval { 0 }
    public var isARepeat: Bool { false }
    public static var modifierFlags: ModifierFlags { [] }
    public static var mouseLocation: NSPoint { .zero }
    public static var pressedMouseButtons: Int { 0 }
    public static func addLocalMonitorForEvents(matching mask: EventTypeMask, handler block: @escaping (NSEvent) -> NSEvent?) -> Any? { mask }
    public static func addGlobalMonitorForEvents(matching mask: EventTypeMask, handler block: @escaping (NSEvent) -> Void) -> Any? { mask }
    public static func removeMonitor(_ eventMonitor: Any) {}

    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let capsLock = Self(rawValue: 1 << 16), shift = Self(rawValue: 1 << 17), control = Self(rawValue: 1 << 18)
        public static let option = Self(rawValue: 1 << 19), command = Self(rawValue: 1 << 20), numericPad = Self(rawValue: 1 << 21)
        public static let help = Self(rawValue: 1 << 22), function = Self(rawValue: 1 << 23)
        public static let deviceIndependentFlagsMask = Self(rawValue: 0xffff0000)
    }
    public enum EventType: UInt, Sendable {
        case leftMouseDown = 1, leftMouseUp, rightMouseDown, rightMouseUp, mouseMoved, leftMouseDragged, rightMouseDragged
        case mouseEntered, mouseExited, keyDown, keyUp, flagsChanged, appKitDefined = 13, systemDefined, applicationDefined, periodic
        case cursorUpdate, rotate, beginGesture, endGesture, scrollWheel = 22, tabletPoint, tabletProximity, otherMouseDown, otherMouseUp, otherMouseDragged
        case gesture = 29, magnify, swipe, smartMagnify = 32, quickLook, pressure
    }
    public struct EventTypeMask: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let leftMouseDown = Self(rawValue: 1 << 1), leftMouseUp = Self(rawValue: 1 << 2), rightMouseDown = Self(rawValue: 1 << 3)
        public static let mouseMoved = Self(rawValue: 1 << 5), leftMouseDragged = Self(rawValue: 1 << 6)
        public static let keyDown = Self(rawValue: 1 << 10), keyUp = Self(rawValue: 1 << 11), flagsChanged = Self(rawValue: 1 << 12)
        public static let rightMouseUp = Self(rawValue: 1 << 4), rightMouseDragged = Self(rawValue: 1 << 7)
        public static let mouseEntered = Self(rawValue: 1 << 8), mouseExited = Self(rawValue: 1 << 9)
        public static let otherMouseDown = Self(rawValue: 1 << 25), otherMouseUp = Self(rawValue: 1 << 26), otherMouseDragged = Self(rawValue: 1 << 27)
        public static let magnify = Self(rawValue: 1 << 30), swipe = Self(rawValue: 1 << 31), rotate = Self(rawValue: 1 << 18)
        public static let scrollWheel = Self(rawValue: 1 << 22), any = Self(rawValue: .max)
    }
}

/// Pointer shapes. There is no pointer; setting one does nothing.
public final class NSCursor: @unchecked Sendable {
    public let name: String
    private init(_ name: String) { self.name = name }
    public static let arrow = NSCursor("arrow"), pointingHand = NSCursor("pointingHand"), iBeam = NSCursor("iBeam")
    public static let crosshair = NSCursor("crosshair"), openHand = NSCursor("openHand"), closedHand = NSCursor("closedHand")
    public static let resizeLeftRight = NSCursor("resizeLeftRight"), resizeUpDown = NSCursor("resizeUpDown")
    public static let operationNotAllowed = NSCursor("operationNotAllowed"), dragCopy = NSCursor("dragCopy")
    public static var current: NSCursor { arrow }
    public func push() {}
    public func pop() {}
    public func set() {}
    public static func pop() {}
    public static func hide() {}
    public static func unhide() {}
    public static func setHiddenUntilMouseMoves(_ flag: Bool) {}
}

@MainActor
open class NSImageView: NSView {
    open var image: NSImage?
    public convenience init(image: NSImage) { self.init(); self.image = image }
}

/// A gradient's colours and where they stop; nothing is drawn.
public final class NSGradient: @unchecked Sendable {
    public let colors: [NSColor]
    public let locations: [CGFloat]
    public init?(colors: [NSColor], atLocations locations: UnsafePointer<CGFloat>?, colorSpace: NSColorSpace) {
        guard colors.count >= 2 else { return nil }
        self.colors = colors
        self.locations = locations.map { pointer in colors.indices.map { pointer[$0] } } ?? colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
    }
    public convenience init?(colors: [NSColor]) { self.init(colors: colors, atLocations: nil, colorSpace: .sRGB) }
    public convenience init?(starting: NSColor, ending: NSColor) { self.init(colors: [starting, ending]) }
    public var numberOfColorStops: Int { colors.count }
    public func interpolatedColor(atLocation location: CGFloat) -> NSColor {
        guard let after = locations.firstIndex(where: { $0 >= location }), after > 0 else { return location <= (locations.first ?? 0) ? colors[0] : colors[colors.count - 1] }
        let (a, b) = (locations[after - 1], locations[after])
        return colors[after - 1].blended(withFraction: b == a ? 0 : (location - a) / (b - a), of: colors[after]) ?? colors[after]
    }
}
