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
