import Foundation
import SwiftUISim

// AuthenticationServices' Sign in with Apple, as SwiftUI code uses it
// (iOS 13 for the authorization types; iOS 14, macOS 11 for the SwiftUI
// button). Built after the simulator: `SignInWithAppleButton` is a view
// (SimulatorLibrary.standInsOnSimulator; docs/simulator.md, "Round 8").
// There is no Apple ID here: the button builds the request (`onRequest`)
// and completes with `ASAuthorizationError.canceled`, as when a person
// closes the sheet, so the app's failure path runs.
// https://developer.apple.com/documentation/authenticationservices/signinwithapplebutton

/// https://developer.apple.com/documentation/authenticationservices/asauthorization
open class ASAuthorization: NSObject, @unchecked Sendable {
    public let provider: ASAuthorizationProvider
    public let credential: ASAuthorizationCredential
    public init(provider: ASAuthorizationProvider, credential: ASAuthorizationCredential) {
        (self.provider, self.credential) = (provider, credential)
    }
    /// https://developer.apple.com/documentation/authenticationservices/asauthorization/scope
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fullName = Scope(rawValue: "full_name")
        public static let email = Scope(rawValue: "email")
    }
}

public protocol ASAuthorizationProvider: NSObjectProtocol {}
public protocol ASAuthorizationCredential: NSObjectProtocol, Sendable {}

/// https://developer.apple.com/documentation/authenticationservices/asauthorizationrequest
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {}
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationopenidrequest
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var requestedScopes: [ASAuthorization.Scope]? = nil
    open var state: String? = nil
    open var nonce: String? = nil
}
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationappleidrequest
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
    open var user: String? = nil
}

/// https://developer.apple.com/documentation/authenticationservices/asauthorizationappleidprovider
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    public override init() { super.init() }
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest() }
    public enum CredentialState: Int, Sendable { case revoked, authorized, notFound, transferred }
    /// No Apple ID here: every user is `.notFound`.
    open func getCredentialState(forUserID userID: String, completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

/// https://developer.apple.com/documentation/authenticationservices/asauthorizationappleidcredential
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    open var user: String = ""
    open var state: String? = nil
    open var authorizedScopes: [ASAuthorization.Scope] = []
    open var authorizationCode: Data? = nil
    open var identityToken: Data? = nil
    open var email: String? = nil
    open var fullName: PersonNameComponents? = nil
    public enum UserDetectionStatus: Int, Sendable { case unsupported, unknown, likelyReal }
    open var realUserStatus: UserDetectionStatus = .unsupported
}

/// https://developer.apple.com/documentation/authenticationservices/asauthorizationerror
public struct ASAuthorizationError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable { case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004, notInteractive = 1005 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let unknown = Code.unknown, canceled = Code.canceled, failed = Code.failed
}

/// Apple: "A SwiftUI view that creates the Sign in with Apple button for display."
public struct SignInWithAppleButton: View {
    /// https://developer.apple.com/documentation/authenticationservices/signinwithapplebutton/label
    public struct Label: Hashable, Sendable {
        let title: String
        public static let signIn = Label(title: "Sign in with Apple")
        public static let `continue` = Label(title: "Continue with Apple")
        public static let signUp = Label(title: "Sign up with Apple")
    }
    /// https://developer.apple.com/documentation/authenticationservices/signinwithapplebutton/style
    public struct Style: Hashable, Sendable {
        let name: String
        public static let black = Style(name: "black")
        public static let white = Style(name: "white")
        public static let whiteOutline = Style(name: "whiteOutline")
    }

    let label: Label
    let onRequest: (ASAuthorizationAppleIDRequest) -> Void
    let onCompletion: (Result<ASAuthorization, any Error>) -> Void
    @Environment(\._signInWithAppleButtonStyle) private var style

    public init(
        _ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
        onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void
    ) {
        (self.label, self.onRequest, self.onCompletion) = (label, onRequest, onCompletion)
    }

    public var body: some View {
        Button {
            onRequest(ASAuthorizationAppleIDProvider().createRequest())
            onCompletion(.failure(ASAuthorizationError(.canceled)))
        } label: {
            SwiftUISim.Label(label.title, systemImage: "apple.logo")
                .foregroundStyle(style == .black ? Color.white : Color.black)
                .frame(maxWidth: .infinity, minHeight: 44)
                .background(style == .black ? Color.black : Color.white)
        }
    }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey { static let defaultValue = SignInWithAppleButton.Style.black }
extension EnvironmentValues {
    var _signInWithAppleButtonStyle: SignInWithAppleButton.Style {
        get { self[SignInWithAppleButtonStyleKey.self] }
        set { self[SignInWithAppleButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/signinwithapplebuttonstyle(_:)
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
        environment(\._signInWithAppleButtonStyle, style)
    }
}

/// Apple: "A control you add to your interface that enables users to initiate
/// the Sign In with Apple flow" (iOS 13, macOS 10.15; a `UIControl` on iOS, an
/// `NSControl` on macOS: a `UIControl` here, as platform conditions answer as
/// on iOS). Apps wrap it in a `UIViewRepresentable` and start the request from
/// its `touchUpInside` action; nothing is drawn with UIKit here.
/// https://developer.apple.com/documentation/authenticationservices/asauthorizationappleidbutton
@MainActor
open class ASAuthorizationAppleIDButton: UIControl {
    /// "The type of button to display" (`signUp` iOS 13.2).
    public enum ButtonType: Int, Sendable {
        case signIn = 0, `continue` = 1, signUp = 2
        public static let `default` = ButtonType.signIn
    }
    /// "The style of the button."
    public enum Style: Int, Sendable { case white = 0, whiteOutline = 1, black = 2 }

    let buttonType: ButtonType
    let buttonStyle: Style
    /// "The radius, in points, for the rounded corners on the Apple ID sign-in button."
    open var cornerRadius: CGFloat = 6

    public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
        (buttonType, buttonStyle) = (type, style)
        super.init()
    }
    public convenience init(type: ButtonType, style: Style) {
        self.init(authorizationButtonType: type, authorizationButtonStyle: style)
    }
}
