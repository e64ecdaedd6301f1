import Foundation

// The stand-in for Apple's UserNotifications (`import UserNotifications`,
// through `-module-alias`; iOS 10, macOS 10.14; round 9). A device whose user
// never answers the permission prompt: `requestAuthorization` answers
// `false` and the status stays `.notDetermined`, as on a device where the
// alert was never answered. Requests are still kept (`pendingNotificationRequests`),
// as the real center keeps them whatever the authorization, so a lab can
// read what an app scheduled; nothing is ever delivered (no time passes).
// https://developer.apple.com/documentation/usernotifications

/// https://developer.apple.com/documentation/usernotifications/unauthorizationstatus (iOS 10; `.provisional` iOS 12, `.ephemeral` iOS 14)
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, denied, authorized, provisional, ephemeral
}

/// https://developer.apple.com/documentation/usernotifications/unauthorizationoptions
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions (iOS 10; `.banner`, `.list` iOS 14)
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationsound
open class UNNotificationSound: NSObject, @unchecked Sendable {
    public let name: String?
    init(name: String?) { self.name = name }
    public static let `default` = UNNotificationSound(name: nil)
    public static let defaultCritical = UNNotificationSound(name: "critical")
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationsoundname
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationcontent
open class UNNotificationContent: NSObject, @unchecked Sendable {
    open internal(set) var title = ""
    open internal(set) var subtitle = ""
    open internal(set) var body = ""
    open internal(set) var badge: NSNumber?
    open internal(set) var sound: UNNotificationSound?
    open internal(set) var categoryIdentifier = ""
    open internal(set) var threadIdentifier = ""
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    public override init() {}
}

/// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationtrigger
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// https://developer.apple.com/documentation/usernotifications/untimeintervalnotificationtrigger
/// Apple requires an interval of at least 60 seconds to repeat; so does this one (it traps, as Apple's raises).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "UNTimeIntervalNotificationTrigger: time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "UNTimeIntervalNotificationTrigger: time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
    /// When it would fire, counted from now.
    open func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }
}

/// https://developer.apple.com/documentation/usernotifications/uncalendarnotificationtrigger
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
    open func nextTriggerDate() -> Date? {
        Calendar.current.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationrequest
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        // Apple copies the content: later changes to a mutable one do not reach the request.
        let copy = UNNotificationContent()
        (copy.title, copy.subtitle, copy.body, copy.badge, copy.sound) = (content.title, content.subtitle, content.body, content.badge, content.sound)
        (copy.categoryIdentifier, copy.threadIdentifier, copy.userInfo) = (content.categoryIdentifier, content.threadIdentifier, content.userInfo)
        self.content = copy
        self.trigger = trigger
    }
}

/// https://developer.apple.com/documentation/usernotifications/unnotification
open class UNNotification: NSObject, @unchecked Sendable {
    public let request: UNNotificationRequest
    public let date: Date
    init(request: UNNotificationRequest, date: Date) { (self.request, self.date) = (request, date) }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationresponse
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) { (self.notification, self.actionIdentifier) = (notification, actionIdentifier) }
}
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// https://developer.apple.com/documentation/usernotifications/unnotificationaction
open class UNNotificationAction: NSObject, @unchecked Sendable {
    public let identifier: String
    public let title: String
    public let options: UNNotificationActionOptions
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        (self.identifier, self.title, self.options) = (identifier, title, options)
    }
}
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = Self(rawValue: 1 << 0)
    public static let destructive = Self(rawValue: 1 << 1)
    public static let foreground = Self(rawValue: 1 << 2)
}
/// https://developer.apple.com/documentation/usernotifications/unnotificationcategory
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    public let identifier: String
    public let actions: [UNNotificationAction]
    public let intentIdentifiers: [String]
    public let options: UNNotificationCategoryOptions
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        (self.identifier, self.actions, self.intentIdentifiers, self.options) = (identifier, actions, intentIdentifiers, options)
    }
}
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let customDismissAction = Self(rawValue: 1 << 0)
    public static let allowInCarPlay = Self(rawValue: 1 << 1)
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationsettings
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    init(authorizationStatus: UNAuthorizationStatus) { self.authorizationStatus = authorizationStatus }
}

/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
}
extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) { completionHandler([]) }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) { completionHandler() }
}

/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter
/// One center per process (`current()`); its requests are kept in the order added,
/// one per identifier (adding an identifier again replaces it, as Apple's does).
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var requests: [UNNotificationRequest] = []
    private var categories: Set<UNNotificationCategory> = []
    private var badge = 0
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
    /// What the user would answer; nobody does here, so it stays `.notDetermined`.
    public private(set) var authorizationStatus = UNAuthorizationStatus.notDetermined

    private override init() {}
    open class func current() -> UNUserNotificationCenter { shared }

    /// No user answers: `granted` is false and no error.
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(authorizationStatus: authorizationStatus))
    }
    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings(authorizationStatus: authorizationStatus) }

    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        lock.withLock {
            requests.removeAll { $0.identifier == request.identifier }
            requests.append(request)
        }
        completionHandler?(nil)
    }
    open func add(_ request: UNNotificationRequest) async throws { add(request, withCompletionHandler: nil) }

    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(lock.withLock { requests })
    }
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { requests } }
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        lock.withLock { requests.removeAll { identifiers.contains($0.identifier) } }
    }
    open func removeAllPendingNotificationRequests() { lock.withLock { requests.removeAll() } }

    /// Nothing is delivered here.
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) { completionHandler([]) }
    open func deliveredNotifications() async -> [UNNotification] { [] }
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    open func removeAllDeliveredNotifications() {}

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { lock.withLock { self.categories = categories } }
    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(lock.withLock { categories })
    }
    /// iOS 16, macOS 13.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        lock.withLock { badge = newBadgeCount }
        completionHandler?(nil)
    }
    open func setBadgeCount(_ newBadgeCount: Int) async throws { setBadgeCount(newBadgeCount, withCompletionHandler: nil) }
}
