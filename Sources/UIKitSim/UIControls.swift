import Foundation

// UIKit's controls as SwiftUI apps reach them: through an appearance proxy
// (`UIDatePicker.appearance().minuteInterval = 5`, which styles the wheels
// SwiftUI's `DatePicker` draws with UIKit on iOS) or in a
// `UIViewRepresentable`. Nothing is drawn with UIKit here, so settings are
// kept and read back by the app alone; `sendActions(for:)` runs the
// handlers added with `addAction(_:for:)`.
// https://developer.apple.com/documentation/uikit/uicontrol (iOS 2),
// https://developer.apple.com/documentation/uikit/uidatepicker (iOS 2)

/// Apple: "The base class for controls, which are visual elements that convey
/// a specific action or intention in response to user interactions."
@MainActor
open class UIControl: UIView {
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// "Constants describing the types of events possible for controls."
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0), touchDownRepeat = Event(rawValue: 1 << 1),
            touchDragInside = Event(rawValue: 1 << 2), touchDragOutside = Event(rawValue: 1 << 3),
            touchDragEnter = Event(rawValue: 1 << 4), touchDragExit = Event(rawValue: 1 << 5),
            touchUpInside = Event(rawValue: 1 << 6), touchUpOutside = Event(rawValue: 1 << 7),
            touchCancel = Event(rawValue: 1 << 8), valueChanged = Event(rawValue: 1 << 12),
            primaryActionTriggered = Event(rawValue: 1 << 13), menuActionTriggered = Event(rawValue: 1 << 14),
            editingDidBegin = Event(rawValue: 1 << 16), editingChanged = Event(rawValue: 1 << 17),
            editingDidEnd = Event(rawValue: 1 << 18), editingDidEndOnExit = Event(rawValue: 1 << 19),
            allTouchEvents = Event(rawValue: 0x0000_0FFF), allEditingEvents = Event(rawValue: 0x000F_0000),
            allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    private var actions: [(UIAction, Event)] = []

    /// iOS 14: "Associates the specified action with the control."
    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }
    /// iOS 14.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.0 === action && controlEvents.contains($0.1) }
    }
    /// "Calls the action methods associated with the specified events."
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.handler(action) }
    }
}

/// iOS 14: "A menu element that performs its action in a closure."
@MainActor
open class UIAction {
    open var title: String
    let handler: (UIAction) -> Void
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

/// Apple: "A control used for the inputting of date and time values."
@MainActor
open class UIDatePicker: UIControl {
    /// "The mode of the date picker."
    public enum Mode: Int, Sendable { case time = 0, date, dateAndTime, countDownTimer, yearAndMonth }

    open var date = Date()
    open var datePickerMode: Mode = .dateAndTime
    /// iOS 13.4.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// iOS 13.4: the style used, `automatic` resolved (compact, as on iOS 14 and later).
    open var datePickerStyle: UIDatePickerStyle { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }
    open var minimumDate: Date?
    open var maximumDate: Date?
    /// "The interval at which the date picker should display minutes" (1 to 30, dividing 60; otherwise 1).
    open var minuteInterval: Int = 1 {
        didSet { if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 } }
    }
    /// iOS 15.
    open var roundsToMinuteInterval = true
    open var countDownDuration: TimeInterval = 0
    open var locale: Locale?
    open var calendar: Calendar = .current
    open var timeZone: TimeZone?

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    public static func appearance() -> UIDatePicker { AppearanceProxies.proxy { UIDatePicker() } }
}

/// iOS 13.4: "Constants that indicate the style of date picker."
public enum UIDatePickerStyle: Int, Sendable { case automatic = 0, wheels, compact, inline }
