import Foundation
import UniformTypeIdentifiersSim

// AppKit's modal panels and its scroll view. No user answers a panel here:
// `runModal()` returns at once as if it were cancelled (an alert: its first
// button, the default one), and a panel's `url` stays nil.

extension NSApplication {
    /// What a modal session ended with.
    public struct ModalResponse: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public init(_ rawValue: Int) { self.rawValue = rawValue }
        public static let OK = Self(1), cancel = Self(0), stop = Self(-1000), abort = Self(-1001), `continue` = Self(-1002)
        public static let alertFirstButtonReturn = Self(1000), alertSecondButtonReturn = Self(1001), alertThirdButtonReturn = Self(1002)
    }
}

/// The save panel: its settings, kept; never answered (`runModal()` is `.cancel`).
/// https://developer.apple.com/documentation/appkit/nssavepanel
@MainActor
open class NSSavePanel: NSWindow {
    open var url: URL? { nil }
    open var directoryURL: URL?
    open var nameFieldStringValue = ""
    open var prompt: String?
    open var message: String?
    open var allowedContentTypes: [UTType] = []
    open var canCreateDirectories = true
    open var showsHiddenFiles = false
    open var treatsFilePackagesAsDirectories = false

    public init() {
        super.init(contentRect: NSRect(x: 0, y: 0, width: 480, height: 360), styleMask: [.titled], backing: .buffered, defer: false)
    }
    open func runModal() -> NSApplication.ModalResponse { .cancel }
    open func begin(completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void) { handler(.cancel) }
    open func beginSheetModal(for window: NSWindow, completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void) {
        handler(.cancel)
    }
}

/// The open panel (files or folders to open); nothing is ever chosen.
/// https://developer.apple.com/documentation/appkit/nsopenpanel
@MainActor
open class NSOpenPanel: NSSavePanel {
    open var urls: [URL] { [] }
    open var canChooseFiles = true
    open var canChooseDirectories = false
    open var allowsMultipleSelection = false
    open var resolvesAliases = true
    public override init() { super.init() }
}

/// A modal alert: its texts and buttons, kept. `runModal()` returns the
/// first button's response, as pressing Return would.
/// https://developer.apple.com/documentation/appkit/nsalert
@MainActor
open class NSAlert {
    public enum Style: UInt, Sendable { case warning = 0, informational = 1, critical = 2 }
    open var messageText = ""
    open var informativeText = ""
    open var alertStyle: Style = .warning
    open var showsSuppressionButton = false
    open var icon: NSImage?
    public private(set) var buttonTitles: [String] = []

    public init() {}
    public init(error: any Error) {
        messageText = error.localizedDescription
    }
    @discardableResult open func addButton(withTitle title: String) -> Any { buttonTitles.append(title); return title }
    open func runModal() -> NSApplication.ModalResponse { .alertFirstButtonReturn }
    open func beginSheetModal(for sheetWindow: NSWindow, completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil) {
        handler?(.alertFirstButtonReturn)
    }
}

/// A scroll view around a document view (`documentView`); nothing scrolls.
@MainActor
open class NSScrollView: NSView {
    open var documentView: NSView?
    open var hasVerticalScroller = false
    open var hasHorizontalScroller = false
    open var autohidesScrollers = false
    open var drawsBackground = true
}

/// A table of rows and columns (macOS 10.0), as SwiftUI's `List` and `Table`
/// are backed by on macOS: apps restyle it (`backgroundColor`,
/// `usesAlternatingRowBackgroundColors`). Kept as set; it has no rows here.
@MainActor
open class NSTableView: NSControl {
    open var backgroundColor: NSColor = .white
    open var usesAlternatingRowBackgroundColors = false
    open var allowsMultipleSelection = false
    open var rowHeight: CGFloat = 24
    open var headerView: NSView?
    open var style: Style = .automatic
    public enum Style: Int, Sendable { case automatic = 0, fullWidth, inset, sourceList, plain }
    open var numberOfRows: Int { 0 }
    open var selectedRow: Int { -1 }
    open func reloadData() {}
}

/// An outline (tree) table (macOS 10.0), as a sidebar `List` is backed by on macOS.
@MainActor
open class NSOutlineView: NSTableView {}
