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

    var body: some View {
        HStack {
            Text("#\(order.id) · \(OrderFormat.day(order.placedAt))")
            Spacer()
            Text(OrderFormat.price(order.total))
            Text("\(Int(now.timeIntervalSince(order.placedAt) / 60)) min ago")
        }
    }
}

/// The app's order formatting, in one place. Each formatter is a lazily
/// initialised static: built the first time it is used, then shared.
enum OrderFormat {
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

    static func day(_ date: Date) -> String {
        dayFormatter.string(from: date)
    }

    static func price(_ amount: Double) -> String {
        priceFormatter.string(from: NSNumber(value: amount)) ?? ""
    }
}
