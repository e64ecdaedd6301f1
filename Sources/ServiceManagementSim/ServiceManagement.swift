import Foundation

// The stand-in for Apple's ServiceManagement (`import ServiceManagement`,
// through `-module-alias`; `SMAppService` is macOS 13; round 9), as menu-bar
// apps use it for "Launch at login". The simulated Mac keeps what was
// registered for the run: the main app starts `.notRegistered`, `register()`
// makes it `.enabled`, `unregister()` `.notRegistered` again, and
// unregistering what is not registered throws (Apple's `kSMErrorJobNotFound`,
// as its `unregister()` page says); registering twice is not an error here.
// A login item, agent or daemon needs its helper bundle or property list in
// the app, which no app has here: its status is `.notFound` and registering
// it throws `kSMErrorJobPlistNotFound`.
// https://developer.apple.com/documentation/servicemanagement/smappservice

/// https://developer.apple.com/documentation/servicemanagement/ksmerrorjobnotfound
public let kSMErrorInternalFailure: Int32 = 2
public let kSMErrorInvalidSignature: Int32 = 3
public let kSMErrorAuthorizationFailure: Int32 = 4
public let kSMErrorToolNotValid: Int32 = 5
public let kSMErrorJobNotFound: Int32 = 6
public let kSMErrorServiceUnavailable: Int32 = 7
public let kSMErrorJobPlistNotFound: Int32 = 8
public let kSMErrorJobMustBeEnabled: Int32 = 9
public let kSMErrorInvalidPlist: Int32 = 10
public let kSMErrorLaunchDeniedByUser: Int32 = 11
public let kSMErrorAlreadyRegistered: Int32 = 12
public let kSMErrorDomainFramework = "SMAppServiceErrorDomain"

/// https://developer.apple.com/documentation/servicemanagement/smappservice (macOS 13)
open class SMAppService: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/servicemanagement/smappservice/status-swift.enum
    public enum Status: Int, Sendable {
        case notRegistered = 0, enabled = 1, requiresApproval = 2, notFound = 3
    }

    private enum Kind: Hashable { case mainApp, loginItem(String), agent(String), daemon(String) }
    private let kind: Kind
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: Set<Kind> = []

    private init(kind: Kind) { self.kind = kind }

    /// The app itself, as a login item.
    public static var mainApp: SMAppService { SMAppService(kind: .mainApp) }
    public static func loginItem(identifier: String) -> SMAppService { SMAppService(kind: .loginItem(identifier)) }
    public static func agent(plistName: String) -> SMAppService { SMAppService(kind: .agent(plistName)) }
    public static func daemon(plistName: String) -> SMAppService { SMAppService(kind: .daemon(plistName)) }

    open var status: Status {
        guard kind == .mainApp else { return .notFound }
        return Self.lock.withLock { Self.registered.contains(kind) } ? .enabled : .notRegistered
    }

    open func register() throws {
        guard kind == .mainApp else { throw Self.error(kSMErrorJobPlistNotFound) }
        _ = Self.lock.withLock { Self.registered.insert(kind) }
    }

    open func unregister() throws {
        guard kind == .mainApp else { throw Self.error(kSMErrorJobNotFound) }
        try Self.lock.withLock {
            guard Self.registered.remove(kind) != nil else { throw Self.error(kSMErrorJobNotFound) }
        }
    }

    /// Opens System Settings' Login Items: nothing to open here.
    public static func openSystemSettingsLoginItems() {}
    public static func statusForLegacyPlist(at url: URL) -> Status { .notFound }

    private static func error(_ code: Int32) -> NSError { NSError(domain: kSMErrorDomainFramework, code: Int(code)) }
}
