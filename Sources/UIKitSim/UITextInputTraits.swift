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
    // The rest of UIKit's list: iOS 10, then what each later release added.
    public static let namePrefix = Self(rawValue: "namePrefix"), middleName = Self(rawValue: "middleName")
    public static let nameSuffix = Self(rawValue: "nameSuffix"), nickname = Self(rawValue: "nickname")
    public static let jobTitle = Self(rawValue: "jobTitle"), organizationName = Self(rawValue: "organizationName")
    public static let location = Self(rawValue: "location"), streetAddressLine1 = Self(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = Self(rawValue: "streetAddressLine2"), addressCity = Self(rawValue: "addressCity")
    public static let addressState = Self(rawValue: "addressState"), addressCityAndState = Self(rawValue: "addressCityAndState")
    public static let sublocality = Self(rawValue: "sublocality"), countryName = Self(rawValue: "countryName")
    public static let creditCardNumber = Self(rawValue: "creditCardNumber")
    /// iOS 15.
    public static let shipmentTrackingNumber = Self(rawValue: "shipmentTrackingNumber"), flightNumber = Self(rawValue: "flightNumber")
    public static let dateTime = Self(rawValue: "dateTime")
    /// iOS 17.
    public static let birthdate = Self(rawValue: "birthdate"), birthdateDay = Self(rawValue: "birthdateDay")
    public static let birthdateMonth = Self(rawValue: "birthdateMonth"), birthdateYear = Self(rawValue: "birthdateYear")
    public static let creditCardSecurityCode = Self(rawValue: "creditCardSecurityCode"), creditCardName = Self(rawValue: "creditCardName")
    public static let creditCardGivenName = Self(rawValue: "creditCardGivenName"), creditCardMiddleName = Self(rawValue: "creditCardMiddleName")
    public static let creditCardFamilyName = Self(rawValue: "creditCardFamilyName")
    public static let creditCardExpiration = Self(rawValue: "creditCardExpiration")
    public static let creditCardExpirationMonth = Self(rawValue: "creditCardExpirationMonth")
    public static let creditCardExpirationYear = Self(rawValue: "creditCardExpirationYear")
    public static let creditCardType = Self(rawValue: "creditCardType")
    /// iOS 17.4.
    public static let cellularEID = Self(rawValue: "cellularEID"), cellularIMEI = Self(rawValue: "cellularIMEI")
}

