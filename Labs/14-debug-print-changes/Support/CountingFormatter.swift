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

    /// A copy is one more formatter built (`formatter.copy()` in a body
    /// builds one per pass, as `NumberFormatter()` would), whether or not
    /// Foundation's copy goes through `init()`.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let before = NumberFormatter.built
        let copy = super.copy(with: zone)
        if NumberFormatter.built == before { NumberFormatter.built += 1 }
        return copy
    }
}
