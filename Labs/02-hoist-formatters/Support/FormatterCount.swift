import Foundation

// The checks need to know how many formatters your code builds, and Foundation
// does not say. Inside this lab, `DateFormatter` and `NumberFormatter` are
// these thin subclasses: they behave exactly like Foundation's and count every
// instance made. In Xcode your file would use Foundation's types unchanged.
// Read-only: part of the lab.

public final class DateFormatter: Foundation.DateFormatter, @unchecked Sendable {
    nonisolated(unsafe) static var built = 0

    public override init() {
        DateFormatter.built += 1
        super.init()
    }

    public required init?(coder: NSCoder) { nil }
}

public final class NumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
    nonisolated(unsafe) static var built = 0

    public override init() {
        NumberFormatter.built += 1
        super.init()
    }

    public required init?(coder: NSCoder) { nil }
}
