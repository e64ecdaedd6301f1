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
            OrderHeading(id: order.id, placedAt: order.placedAt)
            Spacer()
            OrderPrice(total: order.total)
            Text("\(Int(now.timeIntervalSince(order.placedAt) / 60)) min ago")
        }
    }
}

/// The order's number and day: re-runs only when they change.
struct OrderHeading: View {
    let id: Int
    let placedAt: Date

    var body: some View {
        Text("#\(id) · \(OrderFormats.day.string(from: placedAt))")
    }
}

struct OrderPrice: View {
    let total: Double

    var body: some View {
        Text(OrderFormats.price.string(from: NSNumber(value: total)) ?? "")
    }
}

/// The two formatters, built once on first use and shared by every row.
enum OrderFormats {
    static let day: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMM yyyy"
        return formatter
    }()

    static let price: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        return formatter
    }()
}
