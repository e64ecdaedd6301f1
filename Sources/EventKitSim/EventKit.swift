import AppKitSim
import CoreGraphicsSim
import Foundation

// The stand-in for Apple's EventKit (`import EventKit`, through
// `-module-alias`): calendars, events, reminders, alarms and recurrence as
// values, and an event store on a device with no user. Access is never
// granted (no one answers the prompt, as in Contacts' stand-in), so the
// store lists no calendars and finds nothing, and saving throws
// `EKError.eventStoreNotAuthorized`, as Apple's store does without access.
// Declarations follow developer.apple.com/documentation/eventkit; the
// full-access requests are iOS 17 / macOS 14, the rest iOS 4–6 / macOS 10.8.

/// Apple: "The type of entity, either event or reminder."
public enum EKEntityType: UInt, Sendable { case event = 0, reminder }

/// Apple: "A bitmask of entity types."
public struct EKEntityMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let event = EKEntityMask(rawValue: 1 << 0)
    public static let reminder = EKEntityMask(rawValue: 1 << 1)
}

/// Apple: "The app's authorization to access the event store." `fullAccess`
/// and `writeOnly` are iOS 17; `authorized` is deprecated there.
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, fullAccess, writeOnly
    @available(*, deprecated, renamed: "fullAccess")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

public enum EKSpan: Int, Sendable { case thisEvent = 0, futureEvents }
public enum EKCalendarType: Int, Sendable { case local = 0, calDAV, exchange, subscription, birthday }
public enum EKSourceType: Int, Sendable { case local = 0, exchange, calDAV, mobileMe, subscribed, birthdays }
public enum EKEventAvailability: Int, Sendable { case notSupported = -1, busy = 0, free, tentative, unavailable }
public enum EKEventStatus: Int, Sendable { case none = 0, confirmed, tentative, canceled }
public enum EKParticipantRole: Int, Sendable { case unknown = 0, required, optional, chair, nonParticipant }
public enum EKParticipantStatus: Int, Sendable { case unknown = 0, pending, accepted, declined, tentative, delegated, completed, inProcess }
public enum EKParticipantType: Int, Sendable { case unknown = 0, person, room, resource, group }
public enum EKRecurrenceFrequency: Int, Sendable { case daily = 0, weekly, monthly, yearly }
public enum EKWeekday: Int, Sendable { case sunday = 1, monday, tuesday, wednesday, thursday, friday, saturday }
public enum EKAlarmProximity: Int, Sendable { case none = 0, enter, leave }

/// Apple: "The priority of the reminder" (iOS 4's `priority` is an `Int` 0–9;
/// this enum names the values the Reminders app writes).
public enum EKReminderPriority: UInt, Sendable { case none = 0, high = 1, medium = 5, low = 9 }

/// Apple's `EKError` (an `NSError` code in `EKErrorDomain`), the codes apps test for.
public struct EKError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case eventNotMutable = 0, noCalendar, noStartDate, noEndDate, datesInverted, internalFailure
        case calendarReadOnly, durationGreaterThanRecurrence, alarmGreaterThanRecurrence, startDateTooFarInFuture
        case startDateCollidesWithOtherOccurrence, objectBelongsToDifferentStore, invitesCannotBeMoved
        case invalidSpan, calendarHasNoSource, calendarSourceCannotBeModified, calendarIsImmutable
        case sourceDoesNotAllowCalendarAddDelete, recurringReminderRequiresDueDate, structuredLocationsNotSupported
        case reminderLocationsNotSupported, alarmProximityNotSupported, calendarDoesNotAllowEvents
        case calendarDoesNotAllowReminders, sourceDoesNotAllowReminders, sourceDoesNotAllowEvents
        case priorityIsInvalid, invalidEntityType, procedureAlarmsNotMutable, eventStoreNotAuthorized
        case osNotSupported
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorDomain = "EKErrorDomain"
    public static var eventStoreNotAuthorized: Code { .eventStoreNotAuthorized }
    public static var noCalendar: Code { .noCalendar }
}
public let EKErrorDomain = EKError.errorDomain

/// Apple: "An abstract superclass for all EventKit classes that have persistent instances."
open class EKObject: NSObject, @unchecked Sendable {
    open var hasChanges: Bool { false }
    open var isNew: Bool { true }
    open func reset() {}
    open func rollback() {}
    open func refresh() -> Bool { true }
}

/// Apple: "An object that represents an account that contains calendars."
open class EKSource: EKObject, @unchecked Sendable {
    open internal(set) var sourceIdentifier = UUID().uuidString
    open internal(set) var sourceType: EKSourceType = .local
    open internal(set) var title = "On My iPhone"
    open func calendars(for entityType: EKEntityType) -> Set<EKCalendar> { [] }
}

/// Apple: "A class that represents a calendar in Calendar."
open class EKCalendar: EKObject, @unchecked Sendable {
    open var title = ""
    open internal(set) var calendarIdentifier = UUID().uuidString
    open var cgColor: CGColor! = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    /// macOS only in Apple's SDK (the simulator has AppKit's types on every platform).
    open var color: NSColor! {
        get { cgColor.flatMap(NSColor.init(cgColor:)) }
        set { cgColor = newValue?.cgColor }
    }
    open var source: EKSource!
    open internal(set) var type: EKCalendarType = .local
    open internal(set) var allowsContentModifications = true
    open internal(set) var isSubscribed = false
    open internal(set) var isImmutable = false
    open internal(set) var allowedEntityTypes: EKEntityMask
    open internal(set) var supportedEventAvailabilities: Int = 0

    /// Apple: `init(for:eventStore:)`, a new calendar for events or reminders.
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {
        allowedEntityTypes = entityType == .event ? .event : .reminder
    }
}

/// Apple: "A class that represents an alarm."
open class EKAlarm: EKObject, NSCopying, @unchecked Sendable {
    open var relativeOffset: TimeInterval = 0
    open var absoluteDate: Date?
    open var proximity: EKAlarmProximity = .none
    public override init() {}
    public convenience init(absoluteDate date: Date) { self.init(); absoluteDate = date }
    public convenience init(relativeOffset offset: TimeInterval) { self.init(); relativeOffset = offset }
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = EKAlarm(); (copy.relativeOffset, copy.absoluteDate, copy.proximity) = (relativeOffset, absoluteDate, proximity); return copy
    }
}

/// Apple: "A class that defines the end of a recurrence rule."
open class EKRecurrenceEnd: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var endDate: Date?
    open private(set) var occurrenceCount: Int = 0
    public convenience init(end endDate: Date) { self.init(); self.endDate = endDate }
    public convenience init(occurrenceCount: Int) { self.init(); self.occurrenceCount = occurrenceCount }
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Apple: "An object that represents a day of the week."
open class EKRecurrenceDayOfWeek: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var dayOfTheWeek: EKWeekday
    open private(set) var weekNumber: Int
    public init(_ dayOfTheWeek: EKWeekday) { self.dayOfTheWeek = dayOfTheWeek; weekNumber = 0 }
    public init(_ dayOfTheWeek: EKWeekday, weekNumber: Int) { self.dayOfTheWeek = dayOfTheWeek; self.weekNumber = weekNumber }
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Apple: "A class that describes the pattern for a recurring event."
open class EKRecurrenceRule: EKObject, NSCopying, @unchecked Sendable {
    open private(set) var frequency: EKRecurrenceFrequency
    open private(set) var interval: Int
    open var recurrenceEnd: EKRecurrenceEnd?
    open private(set) var daysOfTheWeek: [EKRecurrenceDayOfWeek]?
    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        (frequency, self.interval, recurrenceEnd) = (type, interval, end)
    }
    public init(
        recurrenceWith type: EKRecurrenceFrequency, interval: Int, daysOfTheWeek: [EKRecurrenceDayOfWeek]?,
        daysOfTheMonth: [NSNumber]?, monthsOfTheYear: [NSNumber]?, weeksOfTheYear: [NSNumber]?,
        daysOfTheYear: [NSNumber]?, setPositions: [NSNumber]?, end: EKRecurrenceEnd?
    ) {
        (frequency, self.interval, self.daysOfTheWeek, recurrenceEnd) = (type, interval, daysOfTheWeek, end)
    }
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Apple: "A class that represents a person, group, or room invited to a calendar event."
open class EKParticipant: EKObject, NSCopying, @unchecked Sendable {
    open internal(set) var url = URL(fileURLWithPath: "/")
    open internal(set) var name: String?
    open internal(set) var participantStatus: EKParticipantStatus = .unknown
    open internal(set) var participantRole: EKParticipantRole = .unknown
    open internal(set) var participantType: EKParticipantType = .unknown
    open internal(set) var isCurrentUser = false
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Apple: "A location to use with geofencing" (its coordinates are CoreLocation's, left out here).
open class EKStructuredLocation: EKObject, NSCopying, @unchecked Sendable {
    open var title: String?
    open var radius: Double = 0
    public convenience init(title: String) { self.init(); self.title = title }
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Apple: "An abstract superclass for calendar events and reminders."
open class EKCalendarItem: EKObject, @unchecked Sendable {
    open var calendar: EKCalendar!
    open var title: String! = ""
    open var location: String?
    open var notes: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open internal(set) var creationDate: Date? = Date()
    open internal(set) var lastModifiedDate: Date? = Date()
    open internal(set) var calendarItemIdentifier = UUID().uuidString
    open internal(set) var calendarItemExternalIdentifier: String!
    open var alarms: [EKAlarm]?
    open var recurrenceRules: [EKRecurrenceRule]?
    open internal(set) var attendees: [EKParticipant]?
    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    open var hasNotes: Bool { !(notes ?? "").isEmpty }
    open var hasAttendees: Bool { !(attendees ?? []).isEmpty }
    open var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }
    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
    open func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }
    open func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }
    open func removeRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules?.removeAll { $0 === rule } }
}

/// Apple: "A class that represents an event added to a calendar."
open class EKEvent: EKCalendarItem, @unchecked Sendable {
    open var startDate: Date! = Date()
    open var endDate: Date! = Date()
    open var isAllDay = false
    open var availability: EKEventAvailability = .notSupported
    open var structuredLocation: EKStructuredLocation?
    open internal(set) var eventIdentifier: String!
    open internal(set) var organizer: EKParticipant?
    open internal(set) var status: EKEventStatus = .none
    open internal(set) var isDetached = false
    open internal(set) var occurrenceDate: Date!
    open internal(set) var birthdayContactIdentifier: String?
    /// Apple: `init(eventStore:)`, a new event in the store (not saved).
    public init(eventStore: EKEventStore) { super.init(); eventIdentifier = calendarItemIdentifier }
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        startDate == other.startDate ? .orderedSame : (startDate < other.startDate ? .orderedAscending : .orderedDescending)
    }
}

/// Apple: "A class that represents a reminder in a calendar."
open class EKReminder: EKCalendarItem, @unchecked Sendable {
    open var startDateComponents: DateComponents?
    open var dueDateComponents: DateComponents?
    open var priority: Int = 0
    open var completionDate: Date?
    /// Apple: setting it sets `completionDate` to now, clearing it clears the date.
    open var isCompleted: Bool {
        get { completionDate != nil }
        set { completionDate = newValue ? (completionDate ?? Date()) : nil }
    }
    /// Apple: `init(eventStore:)`, a new reminder in the store (not saved).
    public init(eventStore: EKEventStore) { super.init() }
}

public typealias EKEventStoreRequestAccessCompletionHandler = @Sendable (Bool, (any Error)?) -> Void

/// Apple: "An object that accesses a person's calendar events and reminders."
/// Here no one answers the prompt: every request answers `false`, the status
/// stays `.notDetermined`, nothing is listed or found, and saves throw.
open class EKEventStore: NSObject, @unchecked Sendable {
    public override init() {}
    public init(sources: [EKSource]) {}

    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }

    /// iOS 17 / macOS 14.
    open func requestFullAccessToEvents() async throws -> Bool { false }
    open func requestFullAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) { completion(false, nil) }
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { false }
    open func requestWriteOnlyAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) { completion(false, nil) }
    open func requestFullAccessToReminders() async throws -> Bool { false }
    open func requestFullAccessToReminders(completion: @escaping EKEventStoreRequestAccessCompletionHandler) { completion(false, nil) }
    /// Deprecated in iOS 17 for the requests above.
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool { false }
    open func requestAccess(to entityType: EKEntityType, completion: @escaping EKEventStoreRequestAccessCompletionHandler) { completion(false, nil) }

    open var eventStoreIdentifier: String { "simulated" }
    open var sources: [EKSource] { [] }
    open var delegateSources: [EKSource] { [] }
    open var defaultCalendarForNewEvents: EKCalendar? { nil }
    open func defaultCalendarForNewReminders() -> EKCalendar? { nil }
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    open func calendar(withIdentifier identifier: String) -> EKCalendar? { nil }
    open func source(withIdentifier identifier: String) -> EKSource? { nil }
    open func event(withIdentifier identifier: String) -> EKEvent? { nil }
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? { nil }
    open func calendarItems(withExternalIdentifier externalIdentifier: String) -> [EKCalendarItem] { [] }

    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: false) }
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: false) }
    open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: false) }
    open func predicateForCompletedReminders(withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: false) }
    open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
    open func enumerateEvents(matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void) {}
    /// Apple calls `completion` on a background queue with the reminders found (here none).
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping @Sendable ([EKReminder]?) -> Void) -> Any {
        completion([]); return predicate
    }
    open func cancelFetchRequest(_ fetchIdentifier: Any) {}

    open func save(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func remove(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func save(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func remove(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    open func commit() throws {}
    open func reset() {}
    open func refreshSourcesIfNecessary() {}
}

extension Notification.Name {
    /// Apple: posted when the event store's contents change (here never).
    public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}
