import Foundation

#if !canImport(CoreGraphics)
// Quartz Window Services (macOS): the list of on-screen windows. The
// simulated machine shows no other app's windows, so the list is empty.
// https://developer.apple.com/documentation/coregraphics/cgwindowlistcopywindowinfo(_:_:)

public typealias CGWindowID = UInt32
public let kCGNullWindowID: CGWindowID = 0

public struct CGWindowListOption: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let optionAll = Self([]), optionOnScreenOnly = Self(rawValue: 1 << 0)
    public static let optionOnScreenAboveWindow = Self(rawValue: 1 << 1), optionOnScreenBelowWindow = Self(rawValue: 1 << 2)
    public static let optionIncludingWindow = Self(rawValue: 1 << 3), excludeDesktopElements = Self(rawValue: 1 << 4)
}

/// Each window's description, keyed as `kCGWindowNumber`… name: none here.
public func CGWindowListCopyWindowInfo(_ option: CGWindowListOption, _ relativeToWindow: CGWindowID) -> [[String: Any]]? { [] }

public let kCGWindowNumber = "kCGWindowNumber", kCGWindowOwnerName = "kCGWindowOwnerName", kCGWindowOwnerPID = "kCGWindowOwnerPID"
public let kCGWindowName = "kCGWindowName", kCGWindowBounds = "kCGWindowBounds", kCGWindowLayer = "kCGWindowLayer"
// Quartz Display Services (macOS 10.0): the simulated machine has one display.
// https://developer.apple.com/documentation/coregraphics/cgdirectdisplayid
// https://developer.apple.com/documentation/coregraphics/cgmaindisplayid()
public typealias CGDirectDisplayID = UInt32
/// The main display's ID (1 here: the one display).
public func CGMainDisplayID() -> CGDirectDisplayID { 1 }

public let kCGWindowIsOnscreen = "kCGWindowIsOnscreen", kCGWindowAlpha = "kCGWindowAlpha"
#endif
