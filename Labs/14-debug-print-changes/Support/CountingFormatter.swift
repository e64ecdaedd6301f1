import Foundation

// The checks need to know how many number formatters your code builds, and
// Foundation does not say. Inside this lab, `NumberFormatter` is this thin
// subclass: it behaves exactly like Foundation's and counts every instance
// made. In Xcode your file would use Foundation's type unchanged.
// Read-only: part of the lab.

public final class NumberFormatter: Foundation.NumberFormatter, @unchecked Sendable {
    nonisolated(unsafe) static var built = 0

    public override init() {
        NumberFormatter.built += 1
        super.init()
    }

    public required init?(coder: NSCoder) { nil }
}
