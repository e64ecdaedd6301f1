import Foundation

// The stand-in for Apple's LocalAuthentication (`import LocalAuthentication`,
// through `-module-alias`; iOS 8, macOS 10.10; round 9). The simulated device
// has no biometric sensor enrolled and no passcode set: `biometryType` is
// `.none`, `canEvaluatePolicy` answers false with `LAError.biometryNotAvailable`
// (or `.passcodeNotSet` for the owner-authentication policy), and
// `evaluatePolicy` fails with the same error, so an app's fallback path runs.
// https://developer.apple.com/documentation/localauthentication

/// https://developer.apple.com/documentation/localauthentication/lapolicy
public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
    /// macOS 10.15.
    case deviceOwnerAuthenticationWithWatch = 3
    /// macOS 10.15.
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    /// iOS 17.4 (companion devices).
    case deviceOwnerAuthenticationWithCompanion = 5
    case deviceOwnerAuthenticationWithBiometricsOrCompanion = 6
}

/// https://developer.apple.com/documentation/localauthentication/labiometrytype (iOS 11; `.opticID` iOS 17)
public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
    @available(*, deprecated, renamed: "none")
    public static var LABiometryNone: LABiometryType { .none }
}

/// https://developer.apple.com/documentation/localauthentication/laerror
public struct LAError: Error, Hashable, Sendable, CustomStringConvertible {
    /// https://developer.apple.com/documentation/localauthentication/laerror/code
    public enum Code: Int, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5
        case appCancel = -9, invalidContext = -10, biometryNotAvailable = -6, biometryNotEnrolled = -7
        case biometryLockout = -8, notInteractive = -1004, watchNotAvailable = -11
        case biometryNotPaired = -12, biometryDisconnected = -13
        @available(*, deprecated, renamed: "biometryNotAvailable") public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        @available(*, deprecated, renamed: "biometryNotEnrolled") public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        @available(*, deprecated, renamed: "biometryLockout") public static var touchIDLockout: Code { .biometryLockout }
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let authenticationFailed = Code.authenticationFailed, userCancel = Code.userCancel, userFallback = Code.userFallback
    public static let systemCancel = Code.systemCancel, passcodeNotSet = Code.passcodeNotSet, appCancel = Code.appCancel
    public static let invalidContext = Code.invalidContext, biometryNotAvailable = Code.biometryNotAvailable
    public static let biometryNotEnrolled = Code.biometryNotEnrolled, biometryLockout = Code.biometryLockout, notInteractive = Code.notInteractive
    public var errorCode: Int { code.rawValue }
    public var localizedDescription: String { description }
    public var description: String {
        switch code {
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .passcodeNotSet: "Passcode not set."
        case .userCancel: "Canceled by user."
        case .appCancel: "Canceled by the app."
        default: "Authentication failed (LAError \(code.rawValue))."
        }
    }
}
/// Pattern matching `catch LAError.userCancel`.
public func ~= (code: LAError.Code, error: any Error) -> Bool { (error as? LAError)?.code == code }
extension LAError: CustomNSError {
    public static var errorDomain: String { "com.apple.LocalAuthentication" }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
}

/// https://developer.apple.com/documentation/localauthentication/lacontext
open class LAContext: NSObject, @unchecked Sendable {
    /// No biometric sensor here (read after `canEvaluatePolicy`, as Apple documents).
    open private(set) var biometryType: LABiometryType = .none
    open var localizedReason = ""
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var interactionNotAllowed = false
    open private(set) var evaluatedPolicyDomainState: Data?
    private var invalidated = false

    public override init() {}

    /// Never possible here: no biometry is enrolled and no passcode is set.
    /// (Apple's `error` is an `NSErrorPointer`, which Linux Foundation lacks;
    /// `&error` with an `NSError?` variable passes the same way.)
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = Self.failure(for: policy, invalidated: invalidated) as NSError
        return false
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        reply(false, Self.failure(for: policy, invalidated: invalidated))
    }

    /// iOS 13's async form: throws what the reply would carry.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw Self.failure(for: policy, invalidated: invalidated)
    }

    open func invalidate() { invalidated = true }

    static func failure(for policy: LAPolicy, invalidated: Bool) -> LAError {
        if invalidated { return LAError(.invalidContext) }
        return LAError(policy == .deviceOwnerAuthentication ? .passcodeNotSet : .biometryNotAvailable)
    }
}
