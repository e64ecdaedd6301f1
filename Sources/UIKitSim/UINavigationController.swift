import Foundation

/// UIKit's navigation stack of view controllers (push and pop change the
/// stack; nothing is drawn or animated). Its bar is a value to configure.
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    public let navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false
    open weak var delegate: (any UINavigationControllerDelegate)?

    public override init() { super.init() }
    public init(rootViewController: UIViewController) {
        super.init()
        viewControllers = [rootViewController]
    }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { viewControllers.append(viewController) }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return [] }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { self.viewControllers = viewControllers }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

@MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

/// The bar at the bottom of a tab bar controller: its settings, kept.
/// Apps style every tab bar through `UITabBar.appearance()` (`UIView`'s proxy).
@MainActor
open class UITabBar: UIView {
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
}

/// The bar at the top of a navigation controller: its settings, kept.
@MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
}

/// UIKit's accessibility state and announcements. No assistive technology
/// runs here (VoiceOver, Switch Control off; Reduce Motion and the other
/// settings at their defaults), and what is posted is announced to no one.
/// https://developer.apple.com/documentation/uikit/uiaccessibility
@MainActor
public enum UIAccessibility {
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }

    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let announcement = Self(rawValue: 1008), layoutChanged = Self(rawValue: 1001)
        public static let screenChanged = Self(rawValue: 1000), pageScrolled = Self(rawValue: 1009)
    }
    public static func post(notification: Notification, argument: Any?) {}

    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
