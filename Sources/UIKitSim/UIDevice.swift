import Foundation

/// The screen of the one device the simulator stands for: an iPhone 16
/// (393 × 852 points at 3x, 1179 × 2556 pixels; Apple, "iPhone 16 -
/// Technical Specifications"), upright. A fixed value, not the `ViewHost`'s
/// screen of cells (docs/simulator.md, "Platform stand-ins").
@MainActor
open class UIScreen {
    public static let main = UIScreen()
    public init() {}
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1179, height: 2556) }
    open var scale: CGFloat { 3 }
    open var nativeScale: CGFloat { 3 }
    open var brightness: CGFloat = 0.5
    open var maximumFramesPerSecond: Int { 60 }
    open var traitCollection: UITraitCollection { .current }
    /// The safe area of that iPhone held upright: the Dynamic Island's top, the home indicator's bottom.
    nonisolated static let simulatedSafeArea = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
}

/// The device: an iPhone running the iOS of the SwiftUI release the
/// simulator models by default (iOS 27, Xcode 27). `name` is "iPhone", as
/// iOS 16 and later report without the user-assigned-name entitlement.
@MainActor
open class UIDevice {
    public static let current = UIDevice()
    public init() {}
    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "27.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var orientation: UIDeviceOrientation { .portrait }
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }
    open var isBatteryMonitoringEnabled = false
    /// -1 (unknown) until monitoring is enabled, as UIKit reports.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    open var isProximityMonitoringEnabled = false
    open var isMultitaskingSupported: Bool { true }
    open var isGeneratingDeviceOrientationNotifications: Bool { false }
    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}
    open func playInputClick() {}
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")

    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }
}

public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Haptics: there is no Taptic Engine; each call does nothing.
@MainActor
open class UIFeedbackGenerator {
    public init() {}
    open func prepare() {}
}

@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public init(style: FeedbackStyle) { super.init() }
    public override init() { super.init() }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
    open func impactOccurred(at location: CGPoint) {}
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
}

@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public override init() { super.init() }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
    public enum FeedbackType: Int, Sendable { case success, warning, error }
}

@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() { super.init() }
    open func selectionChanged() {}
    open func selectionChanged(at location: CGPoint) {}
}
