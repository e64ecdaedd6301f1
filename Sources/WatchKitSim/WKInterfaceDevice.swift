import Foundation

// WatchKit (watchOS 2): the parts watchOS SwiftUI code reaches for beside
// SwiftUI, which re-exports WatchKit on watchOS as it re-exports UIKit on iOS
// (docs/simulator.md, "Round 8"). The watch is an Apple Watch Series 10,
// 46 mm: 208 × 248 points at 2x (Apple, "Apple Watch Series 10 - Technical
// Specifications": 416 × 496 pixels), running watchOS 27.

/// Apple: "An object that provides information about the user's Apple Watch."
/// https://developer.apple.com/documentation/watchkit/wkinterfacedevice
@MainActor
open class WKInterfaceDevice: NSObject {
    private static let shared = WKInterfaceDevice()
    /// The one device.
    open class func current() -> WKInterfaceDevice { shared }
    public override init() { super.init() }

    open var screenBounds: CGRect { CGRect(x: 0, y: 0, width: 208, height: 248) }
    open var screenScale: CGFloat { 2 }
    /// Dynamic Type's default category (`UIContentSizeCategory.large`'s raw value).
    open var preferredContentSizeCategory: String { "UICTContentSizeCategoryL" }
    open var name: String { "Apple Watch" }
    open var model: String { "Apple Watch" }
    open var localizedModel: String { "Apple Watch" }
    open var systemName: String { "watchOS" }
    open var systemVersion: String { "27.0" }
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-0000000000A1") }
    open var wristLocation: WKInterfaceDeviceWristLocation { .left }
    open var crownOrientation: WKInterfaceDeviceCrownOrientation { .right }
    open var waterResistanceRating: WKWaterResistanceRating { .wr50 }
    open var supportsAudioStreaming: Bool { true }
    open var isBatteryMonitoringEnabled = false
    /// -1 (unknown) until monitoring is enabled, as WatchKit reports.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    open var batteryState: WKInterfaceDeviceBatteryState { isBatteryMonitoringEnabled ? .full : .unknown }

    /// The haptics played, oldest first: a watch taps the wrist; here a test
    /// or a lab's check reads what would have been felt.
    public private(set) var playedHaptics: [WKHapticType] = []
    /// https://developer.apple.com/documentation/watchkit/wkinterfacedevice/play(_:)
    open func play(_ type: WKHapticType) { playedHaptics.append(type) }
}

/// https://developer.apple.com/documentation/watchkit/wkhaptictype
public enum WKHapticType: Int, Sendable, Hashable {
    case notification, directionUp, directionDown, success, failure, retry, start, stop, click
    case navigationGenericManeuver, navigationLeftTurn, navigationRightTurn
    case underwaterDepthPrompt, underwaterDepthCriticalPrompt
}

public enum WKInterfaceDeviceWristLocation: Int, Sendable { case left, right }
public enum WKInterfaceDeviceCrownOrientation: Int, Sendable { case left, right }
public enum WKInterfaceDeviceBatteryState: Int, Sendable { case unknown, unplugged, charging, full }
public enum WKWaterResistanceRating: Int, Sendable { case ipx7, wr50, wr100 }
