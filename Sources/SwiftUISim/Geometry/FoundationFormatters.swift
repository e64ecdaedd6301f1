import Foundation

// Foundation's `DateComponentsFormatter` (iOS 8, macOS 10.10) and
// `ListFormatter` (iOS 13, macOS 10.15), which swift-corelibs-foundation
// declares `@available(*, unavailable)` on Linux. A declaration in a module
// that imports Foundation shadows Foundation's own of the same name (Swift's
// name lookup prefers the importing module's), so `DateComponentsFormatter()`
// in a file that imports SwiftUI finds these, whatever the order of its
// imports. A file that imports Foundation alone still sees Foundation's
// unavailable ones (docs/simulator.md, "Round 8").
//
// One language, English (the simulator's only locale), spelled as Apple's
// documentation and its formatters' English output spell them:
// https://developer.apple.com/documentation/foundation/datecomponentsformatter
// https://developer.apple.com/documentation/foundation/listformatter

#if !canImport(Darwin)
/// Apple: "A formatter that creates string representations of quantities of time."
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// https://developer.apple.com/documentation/foundation/datecomponentsformatter/unitsstyle-swift.enum
    public enum UnitsStyle: Int, Sendable {
        case positional = 0, abbreviated = 1, short = 2, full = 3, spellOut = 4, brief = 5
    }

    /// https://developer.apple.com/documentation/foundation/datecomponentsformatter/zeroformattingbehavior-swift.struct
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// Empty (Apple's default): years, months, weeks, days, hours, minutes and seconds.
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// 0: no limit.
    open var maximumUnitCount: Int = 0
    open var collapsesLargestUnit = false
    open var allowsFractionalUnits = false
    /// "About 5 minutes".
    open var includesApproximationPhrase = false
    /// "5 minutes remaining".
    open var includesTimeRemainingPhrase = false
    open var calendar: Calendar? = Calendar(identifier: .gregorian)
    open var referenceDate: Date?
    open var formattingContext: Formatter.Context = .unknown

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let interval as TimeInterval: string(from: interval)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        return format(seconds: ti)
    }

    open func string(from startDate: Date, to endDate: Date) -> String? { string(from: endDate.timeIntervalSince(startDate)) }

    open func string(from components: DateComponents) -> String? {
        var seconds = 0.0
        for (unit, value) in [(Unit.year, components.year), (.month, components.month), (.week, components.weekOfMonth ?? components.weekOfYear),
                              (.day, components.day), (.hour, components.hour), (.minute, components.minute), (.second, components.second)] {
            seconds += Double(value ?? 0) * unit.seconds
        }
        return format(seconds: seconds)
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    // MARK: Formatting

    /// The units this formatter counts in, largest first (a year as 365 days,
    /// a month as 30: the values a calendar-less interval has).
    enum Unit: CaseIterable {
        case year, month, week, day, hour, minute, second
        var seconds: Double {
            switch self {
            case .year: 365 * 86_400
            case .month: 30 * 86_400
            case .week: 7 * 86_400
            case .day: 86_400
            case .hour: 3_600
            case .minute: 60
            case .second: 1
            }
        }
        var calendarUnit: NSCalendar.Unit {
            switch self {
            case .year: .year
            case .month: .month
            case .week: .weekOfMonth
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            case .second: .second
            }
        }
        /// (full singular, full plural, short, abbreviated)
        var names: (String, String, String, String) {
            switch self {
            case .year: ("year", "years", "yr", "y")
            case .month: ("month", "months", "mth", "mo")
            case .week: ("week", "weeks", "wk", "w")
            case .day: ("day", "days", "day", "d")
            case .hour: ("hour", "hours", "hr", "h")
            case .minute: ("minute", "minutes", "min", "m")
            case .second: ("second", "seconds", "sec", "s")
            }
        }
    }

    private func format(seconds total: Double) -> String {
        let units = Unit.allCases.filter { allowedUnits.isEmpty || allowedUnits.contains($0.calendarUnit) }
        guard !units.isEmpty else { return "" }
        let negative = total < 0
        var rest = abs(total)
        var values: [(Unit, Double)] = []
        for (index, unit) in units.enumerated() {
            let last = index == units.count - 1
            let value = last ? (allowsFractionalUnits ? rest / unit.seconds : (rest / unit.seconds).rounded()) : (rest / unit.seconds).rounded(.down)
            values.append((unit, value))
            rest -= value * unit.seconds
        }
        // Which zero units show: positional shows the middle ones and, padded, the
        // leading ones; the named styles drop every zero unless told otherwise.
        var shown = values
        let behavior = zeroFormattingBehavior
        let dropsAll = unitsStyle != .positional && (behavior.contains(.default) || behavior.isEmpty)
        if unitsStyle == .positional {
            if !behavior.contains(.pad) || behavior.contains(.dropLeading) {
                // Drop leading zero units, keeping at least two positions (minutes and seconds: "0:05").
                while shown.count > 2, shown.first?.1 == 0 { shown.removeFirst() }
            }
        } else {
            if dropsAll || behavior.contains(.dropLeading) { while shown.count > 1, shown.first?.1 == 0 { shown.removeFirst() } }
            if dropsAll || behavior.contains(.dropTrailing) { while shown.count > 1, shown.last?.1 == 0 { shown.removeLast() } }
            if dropsAll || behavior.contains(.dropMiddle) {
                let kept = shown.filter { $0.1 != 0 }
                shown = kept.isEmpty ? [shown.last!] : kept
            }
        }
        if collapsesLargestUnit, shown.count > 1, shown[0].1 == 1 {
            shown[1].1 += shown[0].1 * shown[0].0.seconds / shown[1].0.seconds
            shown.removeFirst()
        }
        if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }

        var text: String
        switch unitsStyle {
        case .positional:
            text = shown.enumerated().map { index, entry in
                let number = Self.number(entry.1)
                // Every position after the first has two digits; the first is padded when asked,
                // except hours and larger units ("0:01:05", "01:05").
                let pads = index > 0 || (behavior.contains(.pad) && entry.0.seconds < Unit.hour.seconds)
                return pads && entry.1 < 10 ? "0" + number : number
            }.joined(separator: ":")
        case .full, .spellOut:
            text = shown.map { unit, value in
                let (one, many, _, _) = unit.names
                let count = unitsStyle == .spellOut ? Self.spelledOut(value) : Self.number(value)
                return "\(count) \(value == 1 ? one : many)"
            }.joined(separator: ", ")
        case .short:
            text = shown.map { "\(Self.number($0.1)) \($0.0.names.2)" }.joined(separator: ", ")
        case .abbreviated:
            text = shown.map { "\(Self.number($0.1))\($0.0.names.3)" }.joined(separator: " ")
        case .brief:
            text = shown.map { "\(Self.number($0.1))\($0.0.names.2)" }.joined(separator: " ")
        }
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    private static func spelledOut(_ value: Double) -> String {
        let ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        let n = Int(value)
        guard n >= 0, n < 100, Double(n) == value else { return number(value) }
        if n < 20 { return ones[n] }
        return tens[n / 10] + (n % 10 == 0 ? "" : "-" + ones[n % 10])
    }
}

/// Apple: "An object that provides locale-correct formatting of a list of items
/// using the appropriate separator and conjunction." English: "A, B, and C".
open class ListFormatter: Formatter, @unchecked Sendable {
    open var locale: Locale! = Locale(identifier: "en_US")
    /// Formats each item before it is joined (`string(from:)`).
    open var itemFormatter: Formatter?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open class func localizedString(byJoining strings: [String]) -> String { ListFormatter().join(strings) }

    open func string(from items: [Any]) -> String? {
        join(items.map { item in itemFormatter?.string(for: item) ?? String(describing: item) })
    }

    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }

    private func join(_ strings: [String]) -> String {
        switch strings.count {
        case 0: ""
        case 1: strings[0]
        case 2: "\(strings[0]) and \(strings[1])"
        default: strings.dropLast().joined(separator: ", ") + ", and " + strings.last!
        }
    }
}
#endif
