// The text input traits SwiftUI's `keyboardType(_:)`, `autocapitalization(_:)`
// and `textContentType(_:)` take: UIKit's types.

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name"), username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password"), newPassword = UITextContentType(rawValue: "newPassword")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress"), oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber"), URL = UITextContentType(rawValue: "URL")
    public static let givenName = UITextContentType(rawValue: "givenName"), familyName = UITextContentType(rawValue: "familyName")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress"), postalCode = UITextContentType(rawValue: "postalCode")
}

