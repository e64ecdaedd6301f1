/// One day's sales. Read-only: part of the lab.
public struct Sale: Identifiable, Equatable, Sendable {
    public var id: String { day }
    public let day: String
    public var amount: Int
}

/// The week the checks load into `SalesDashboard`: 860 in total.
public enum SampleSales {
    public static let week: [Sale] = [
        Sale(day: "Mon", amount: 120), Sale(day: "Tue", amount: 90),
        Sale(day: "Wed", amount: 150), Sale(day: "Thu", amount: 110),
        Sale(day: "Fri", amount: 180), Sale(day: "Sat", amount: 130),
        Sale(day: "Sun", amount: 80),
    ]
}

/// Stands in for the shop's server: `sync` returns the week as the server
/// has it now (a late sale or a refund on any day, a sale booked on the wrong
/// day and moved, the day names in the shop's language, the days in another
/// order). In this lab the
/// checks decide what it sends. Read-only: part of the lab.
@MainActor public enum SalesServer {
    /// The weeks the server sends next, oldest first (set by the checks).
    static var pending: [[Sale]] = []

    /// The server's copy of the week: the next pending one, or `sales` unchanged.
    public static func sync(_ sales: [Sale]) -> [Sale] {
        pending.isEmpty ? sales : pending.removeFirst()
    }
}
