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

    /// Format styles are values: made once here, used by every row.
    static let dayStyle = Date.VerbatimFormatStyle(
        format: "\(day: .defaultDigits) \(month: .abbreviated) \(year: .defaultDigits)",
        locale: .current, timeZone: .current, calendar: .current)
    static let priceStyle = FloatingPointFormatStyle<Double>.Currency(code: "EUR")

    var body: some View {
        let minutes = Int(now.timeIntervalSince(order.placedAt) / 60)
        HStack {
            Text("#\(order.id) · \(order.placedAt.formatted(Self.dayStyle))")
            Spacer()
            Text(order.total.formatted(Self.priceStyle))
            Text("\(minutes) min ago")
        }
    }
}
