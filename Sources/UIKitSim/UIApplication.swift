import Foundation

/// The running app. One scene with one key window (the simulated iPhone's).
/// Opening a URL opens nothing: it is recorded (`openedURLs`, for the
/// simulator's own use) and reported as opened.
@MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    private override init() { super.init() }

    private lazy var scene = UIWindowScene()
    /// What `open(_:)` was asked to open, in order.
    package private(set) var openedURLs: [URL] = []

    open var connectedScenes: Set<UIScene> { [scene] }
    @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
    open var windows: [UIWindow] { scene.windows }
    @available(*, deprecated, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { scene.keyWindow }
    package var keyWindowForScenes: UIWindow? { scene.keyWindow }
    open var applicationState: State { .active }
    open var applicationIconBadgeNumber = 0
    open var isIdleTimerDisabled = false
    open var supportsAlternateIcons: Bool { false }
    open var alternateIconName: String? { nil }
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }

    /// A URL with a scheme can be opened.
    open func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let opened = canOpenURL(url)
        if opened { openedURLs.append(url) }
        completion?(opened)
    }
    @discardableResult
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        let opened = canOpenURL(url)
        if opened { openedURLs.append(url) }
        return opened
    }
    /// Sends an action up the responder chain; nothing is first responder,
    /// so `resignFirstResponder` (dismissing the keyboard) has nothing to do.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { true }
    open func registerForRemoteNotifications() {}
    open func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil) { completionHandler?(nil) }

    nonisolated public static let openSettingsURLString = "app-settings:"
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    nonisolated public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    nonisolated public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")

    public enum State: Int, Sendable { case active, inactive, background }
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}

public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS"), small = Self(rawValue: "UICTContentSizeCategoryS")
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM"), large = Self(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL"), extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// An input event; none are made here.
@MainActor open class UIEvent {}

/// A scene: one, foreground and active.
@MainActor
open class UIScene: UIResponder, Hashable {
    open var activationState: ActivationState { .foregroundActive }
    open var title: String?
    nonisolated public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
}

/// The window scene of the simulated iPhone: one key window, upright.
@MainActor
open class UIWindowScene: UIScene {
    public override init() { super.init() }
    private lazy var window: UIWindow = { let window = UIWindow(frame: UIScreen.main.bounds); window.windowScene = self; return window }()
    open var windows: [UIWindow] { [window] }
    open var keyWindow: UIWindow? { window }
    open var screen: UIScreen { .main }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    open var traitCollection: UITraitCollection { .current }
}
