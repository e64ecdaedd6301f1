/// One day's sales. Read-only: part of the lab.
struct Sale: Identifiable, Equatable {
    var id: String { day }
    let day: String
    var amount: Int
}

/// The week the checks load into `SalesDashboard`: 860 in total.
enum SampleSales {
    static let week: [Sale] = [
        Sale(day: "Mon", amount: 120), Sale(day: "Tue", amount: 90),
        Sale(day: "Wed", amount: 150), Sale(day: "Thu", amount: 110),
        Sale(day: "Fri", amount: 180), Sale(day: "Sat", amount: 130),
        Sale(day: "Sun", amount: 80),
    ]
}
