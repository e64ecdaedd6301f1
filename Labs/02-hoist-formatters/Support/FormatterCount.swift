import Foundation

// The checks need to know how many formatters your code builds, and Foundation
// does not say. Inside this lab, `DateFormatter` and `NumberFormatter` are
// these thin subclasses: they behave exactly like Foundation's and count every
// instance made and every value formatted. In Xcode your file would use
// Foundation's types unchanged.
// Read-only: part of the lab.

/// The phone's settings, as the checks set them: a new formatter starts
/// with the phone's locale and time zone, as Foundation's do
/// (`Locale.current`, `TimeZone.current`). Nil: the machine's own.
enum Device {
    nonisolated(unsafe) static var locale: Locale?
    nonisolated(unsafe) static var timeZone: TimeZone?

    /// Puts the phone in `zone` as Foundation reports it to the whole
    /// program, not only to these formatters: `TimeZone.current`,
    /// `.autoupdatingCurrent`, `Calendar.current` and a format style built
    /// with them (the process's TZ, read again after
    /// `NSTimeZone.resetSystemTimeZone()`, as a phone that changes zone does).
    static func move(to zone: String) {
        timeZone = TimeZone(identifier: zone)
        setenv("TZ", zone, 1)
        tzset()
        NSTimeZone.resetSystemTimeZone()
        if let zone = timeZone { NSTimeZone.default = zone }
    }
}

public final class DateFormatter: Foundation.DateFormatter, @unchecked Sendable {
    nonisolated(unsafe) static var built = 0
    nonisolated(unsafe) static var formatted = 0

    public override init() {
        DateFormatter.built += 1
        super.init()
        if let locale = Device.locale { self.locale = locale }
        if let timeZone = Device.timeZone { self.timeZone = timeZone }
    }

    public required init?(coder: NSCoder) { nil }

    /// A copy is one more formatter built (`formatter.copy()` in a body
    /// builds one per pass, as `DateFormatter()` would), whether or not
    /// Foundation's copy goes through `init()`.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let before = DateFormatter.built
        let copy = super.copy(with: zone)
        if DateFormatter.built == before { DateFormatter.built += 1 }
        return copy
    }

    public override func string(from date: Date) -> String {
        DateFormatter.formatted += 1
        return super.string(from: date)
    }

    public override func string(for obj: Any?) -> String? {
        DateFormatter.formatted += 1
        return super.string(for: obj)
    }
}

public final class NumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
    nonisolated(unsafe) static var built = 0
    nonisolated(unsafe) static var formatted = 0

    public override init() {
        NumberFormatter.built += 1
        super.init()
        if let locale = Device.locale { self.locale = locale }
    }

    public required init?(coder: NSCoder) { nil }

    /// A copy is one more formatter built (`formatter.copy()` in a body
    /// builds one per pass, as `NumberFormatter()` would), whether or not
    /// Foundation's copy goes through `init()`.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let before = NumberFormatter.built
        let copy = super.copy(with: zone)
        if NumberFormatter.built == before { NumberFormatter.built += 1 }
        return copy
    }

    public override func string(from number: NSNumber) -> String? {
        NumberFormatter.formatted += 1
        return super.string(from: number)
    }

    public override func string(for obj: Any?) -> String? {
        NumberFormatter.formatted += 1
        return super.string(for: obj)
    }
}
