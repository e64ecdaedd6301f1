import Foundation

// A running app as AppKit describes it (macOS 10.6), and the workspace's
// frontmost one. The only app running here is this process, which is the
// one receiving key events: it is the frontmost application.
// https://developer.apple.com/documentation/appkit/nsrunningapplication
// https://developer.apple.com/documentation/appkit/nsworkspace/frontmostapplication

public final class NSRunningApplication: @unchecked Sendable {
    /// "Returns an NSRunningApplication representing this application."
    public static let current = NSRunningApplication()
    /// "Indicates the localized name of the application."
    public let localizedName: String?
    /// "Indicates the CFBundleIdentifier of the application" (nil without a bundle).
    public let bundleIdentifier: String?
    /// "Indicates the process identifier (pid) of the application."
    public let processIdentifier: pid_t
    public let bundleURL: URL?
    public let executableURL: URL?
    /// "Returns the icon of the application."
    public var icon: NSImage? { NSImage(name: "icon(\(localizedName ?? "app"))", size: NSSize(width: 32, height: 32)) }
    public var isActive: Bool { true }
    public var isHidden: Bool { false }
    public var isTerminated: Bool { false }
    public let launchDate: Date?

    private init() {
        let info = ProcessInfo.processInfo
        localizedName = info.processName
        bundleIdentifier = Bundle.main.bundleIdentifier
        processIdentifier = info.processIdentifier
        bundleURL = Bundle.main.bundleURL
        executableURL = Bundle.main.executableURL
        launchDate = Date()
    }
    @discardableResult public func activate(options: ActivationOptions = []) -> Bool { true }
    @discardableResult public func hide() -> Bool { false }
    @discardableResult public func terminate() -> Bool { false }

    public struct ActivationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let activateAllWindows = Self(rawValue: 1 << 0), activateIgnoringOtherApps = Self(rawValue: 1 << 1)
    }
}

extension NSWorkspace {
    /// "Returns the frontmost app, which is the app that receives key events" (macOS 10.7).
    public var frontmostApplication: NSRunningApplication? { .current }
    /// "Returns an array of running apps" (macOS 10.6).
    public var runningApplications: [NSRunningApplication] { [.current] }
}
