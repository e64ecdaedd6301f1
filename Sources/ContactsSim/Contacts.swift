import Foundation

// The stand-in for Apple's Contacts (`import Contacts`, through
// `-module-alias`): contacts and postal addresses as values, and a store
// with nobody in it (access is never granted: no user answers the prompt).

/// Apple: "An immutable representation of the parts of a postal address."
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open fileprivate(set) var street = ""
    open fileprivate(set) var subLocality = ""
    open fileprivate(set) var city = ""
    open fileprivate(set) var subAdministrativeArea = ""
    open fileprivate(set) var state = ""
    open fileprivate(set) var postalCode = ""
    open fileprivate(set) var country = ""
    open fileprivate(set) var isoCountryCode = ""

    public override init() {}
    fileprivate func copyFields(to other: CNPostalAddress) -> CNPostalAddress {
        (other.street, other.subLocality, other.city, other.subAdministrativeArea) = (street, subLocality, city, subAdministrativeArea)
        (other.state, other.postalCode, other.country, other.isoCountryCode) = (state, postalCode, country, isoCountryCode)
        return other
    }
    open func copy(with zone: NSZone? = nil) -> Any { copyFields(to: CNPostalAddress()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyFields(to: CNMutablePostalAddress()) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNPostalAddress else { return false }
        return [street, subLocality, city, subAdministrativeArea, state, postalCode, country, isoCountryCode]
            == [other.street, other.subLocality, other.city, other.subAdministrativeArea, other.state, other.postalCode, other.country, other.isoCountryCode]
    }
}

/// Apple: "A mutable representation of the parts of a postal address."
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    open override var street: String { get { super.street } set { super.street = newValue } }
    open override var subLocality: String { get { super.subLocality } set { super.subLocality = newValue } }
    open override var city: String { get { super.city } set { super.city = newValue } }
    open override var subAdministrativeArea: String { get { super.subAdministrativeArea } set { super.subAdministrativeArea = newValue } }
    open override var state: String { get { super.state } set { super.state = newValue } }
    open override var postalCode: String { get { super.postalCode } set { super.postalCode = newValue } }
    open override var country: String { get { super.country } set { super.country = newValue } }
    open override var isoCountryCode: String { get { super.isoCountryCode } set { super.isoCountryCode = newValue } }
}

/// Apple: formats a postal address as its country writes it; here the US
/// layout: street, then "city state postal code", then country, one a line.
open class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
    public enum Style: Int, Sendable { case mailingAddress = 0 }
    open var style: Style = .mailingAddress
    open class func string(from postalAddress: CNPostalAddress, style: Style) -> String {
        let cityLine = [postalAddress.city, postalAddress.state, postalAddress.postalCode].filter { !$0.isEmpty }.joined(separator: " ")
        return [postalAddress.street, cityLine, postalAddress.country].filter { !$0.isEmpty }.joined(separator: "\n")
    }
    open func string(from postalAddress: CNPostalAddress) -> String { Self.string(from: postalAddress, style: style) }
}

/// Apple: "A labeled value" (a phone number marked home, work…).
public final class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
    public let identifier = UUID().uuidString
    public let label: String?
    public let value: ValueType
    public init(label: String?, value: ValueType) { self.label = label; self.value = value }
}

/// Apple: "An immutable object that represents a phone number for a contact."
public final class CNPhoneNumber: NSObject, @unchecked Sendable {
    public let stringValue: String
    public init(stringValue: String) { self.stringValue = stringValue }
}

public let CNLabelHome = "_$!<Home>!$_", CNLabelWork = "_$!<Work>!$_", CNLabelOther = "_$!<Other>!$_"
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_", CNLabelPhoneNumberMain = "_$!<Main>!$_"

public enum CNContactType: Int, Sendable { case person = 0, organization }

/// Apple: "An immutable object that stores information about a single contact."
open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    public let identifier = UUID().uuidString
    open fileprivate(set) var contactType: CNContactType = .person
    open fileprivate(set) var namePrefix = ""
    open fileprivate(set) var givenName = ""
    open fileprivate(set) var middleName = ""
    open fileprivate(set) var familyName = ""
    open fileprivate(set) var nickname = ""
    open fileprivate(set) var organizationName = ""
    open fileprivate(set) var jobTitle = ""
    open fileprivate(set) var note = ""
    open fileprivate(set) var imageData: Data?
    open fileprivate(set) var thumbnailImageData: Data?
    open fileprivate(set) var birthday: DateComponents?
    open fileprivate(set) var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    open fileprivate(set) var emailAddresses: [CNLabeledValue<NSString>] = []
    open fileprivate(set) var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    open fileprivate(set) var urlAddresses: [CNLabeledValue<NSString>] = []
    open var imageDataAvailable: Bool { imageData != nil }

    public override init() {}
    fileprivate func copyFields(to other: CNContact) -> CNContact {
        (other.contactType, other.namePrefix, other.givenName, other.middleName, other.familyName) = (contactType, namePrefix, givenName, middleName, familyName)
        (other.nickname, other.organizationName, other.jobTitle, other.note) = (nickname, organizationName, jobTitle, note)
        (other.imageData, other.thumbnailImageData, other.birthday) = (imageData, thumbnailImageData, birthday)
        (other.phoneNumbers, other.emailAddresses, other.postalAddresses, other.urlAddresses) = (phoneNumbers, emailAddresses, postalAddresses, urlAddresses)
        return other
    }
    open func copy(with zone: NSZone? = nil) -> Any { copyFields(to: CNContact()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyFields(to: CNMutableContact()) }
}

/// Apple: "A mutable object that stores information about a single contact."
open class CNMutableContact: CNContact, @unchecked Sendable {
    open override var contactType: CNContactType { get { super.contactType } set { super.contactType = newValue } }
    open override var namePrefix: String { get { super.namePrefix } set { super.namePrefix = newValue } }
    open override var givenName: String { get { super.givenName } set { super.givenName = newValue } }
    open override var middleName: String { get { super.middleName } set { super.middleName = newValue } }
    open override var familyName: String { get { super.familyName } set { super.familyName = newValue } }
    open override var nickname: String { get { super.nickname } set { super.nickname = newValue } }
    open override var organizationName: String { get { super.organizationName } set { super.organizationName = newValue } }
    open override var jobTitle: String { get { super.jobTitle } set { super.jobTitle = newValue } }
    open override var note: String { get { super.note } set { super.note = newValue } }
    open override var imageData: Data? { get { super.imageData } set { super.imageData = newValue } }
    open override var birthday: DateComponents? { get { super.birthday } set { super.birthday = newValue } }
    open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { get { super.phoneNumbers } set { super.phoneNumbers = newValue } }
    open override var emailAddresses: [CNLabeledValue<NSString>] { get { super.emailAddresses } set { super.emailAddresses = newValue } }
    open override var postalAddresses: [CNLabeledValue<CNPostalAddress>] { get { super.postalAddresses } set { super.postalAddresses = newValue } }
    open override var urlAddresses: [CNLabeledValue<NSString>] { get { super.urlAddresses } set { super.urlAddresses = newValue } }
}

/// Apple: the keys a fetch asks for (`CNContactGivenNameKey`…).
public protocol CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}
extension String: CNKeyDescriptor {}
public let CNContactGivenNameKey = "givenName", CNContactFamilyNameKey = "familyName"
public let CNContactPhoneNumbersKey = "phoneNumbers", CNContactEmailAddressesKey = "emailAddresses"
public let CNContactPostalAddressesKey = "postalAddresses", CNContactImageDataKey = "imageData"
public let CNContactOrganizationNameKey = "organizationName", CNContactIdentifierKey = "identifier"

public enum CNEntityType: Int, Sendable { case contacts = 0 }
public enum CNAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized, limited }

/// Apple: "The object that fetches and saves contacts." Empty; access is never granted.
open class CNContactStore: NSObject, @unchecked Sendable {
    public override init() {}
    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .notDetermined }
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool { false }
    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] { [] }
}
