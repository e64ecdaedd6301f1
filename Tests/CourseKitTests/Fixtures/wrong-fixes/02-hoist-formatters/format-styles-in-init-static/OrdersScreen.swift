import Foundation
import SwiftUI

struct OrdersScreen: View {
    let orders: [Order]
    @State private var now = SampleOrders.openedAt

    var body: some View {
        VStack(alignment: .leading) {
            Text("Today's orders")
            ForEach(orders) { order in
                OrderRow(order: order, now: now)
            }
            Button("Refresh") { now = now.addingTimeInterval(60) }
        }
    }
}

struct OrderRow: View {
    let order: Order
    let now: Date
    private let heading: String
    private let priceText: String

    private static let day = Date.VerbatimFormatStyle(
        format: "\(day: .defaultDigits) \(month: .abbreviated) \(year: .defaultDigits)",
        locale: Locale(identifier: "en_US_POSIX"),
        timeZone: TimeZone(identifier: "UTC")!,
        calendar: Calendar(identifier: .gregorian))
    private static let price = FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: Locale(identifier: "en_US"))

    init(order: Order, now: Date) {
        self.order = order
        self.now = now
        // Format once, up front, so body stays short.
        heading = "#\(order.id) · \(order.placedAt.formatted(Self.day))"
        priceText = order.total.formatted(Self.price)
    }

    var body: some View {
        let minutes = Int(now.timeIntervalSince(order.placedAt) / 60)
        HStack {
            Text(heading)
            Spacer()
            Text(priceText)
            Text("\(minutes) min ago")
        }
    }
}
