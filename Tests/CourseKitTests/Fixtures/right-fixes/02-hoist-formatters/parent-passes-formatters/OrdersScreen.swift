import Foundation
import SwiftUI

struct OrdersScreen: View {
    let orders: [Order]
    @State private var now = SampleOrders.openedAt

    /// Built once for the app, handed to every row: the same objects on
    /// every pass, so a row's inputs stay equal when nothing changed.
    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "d MMM yyyy"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    private static let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading) {
            Text("Today's orders")
            ForEach(orders) { order in
                OrderRow(order: order, now: now,
                         dayFormatter: Self.dayFormatter,
                         priceFormatter: Self.priceFormatter)
            }
            Button("Refresh") { now = now.addingTimeInterval(60) }
        }
    }
}

struct OrderRow: View {
    let order: Order
    let now: Date
    let dayFormatter: DateFormatter
    let priceFormatter: NumberFormatter

    var body: some View {
        let minutes = Int(now.timeIntervalSince(order.placedAt) / 60)
        HStack {
            Text("#\(order.id) · \(dayFormatter.string(from: order.placedAt))")
            Spacer()
            Text(priceFormatter.string(from: NSNumber(value: order.total)) ?? "")
            Text("\(minutes) min ago")
        }
    }
}
