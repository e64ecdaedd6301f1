import Foundation
import SwiftUI

/// The app's formatters for orders, built once and handed down the environment.
final class OrderFormatting {
    static let shared = OrderFormatting()

    let day: DateFormatter
    let price: NumberFormatter

    private init() {
        day = DateFormatter()
        day.locale = Locale(identifier: "en_US_POSIX")
        day.timeZone = TimeZone(identifier: "UTC")
        day.dateFormat = "d MMM yyyy"
        price = NumberFormatter()
        price.locale = Locale(identifier: "en_US")
        price.numberStyle = .currency
        price.currencyCode = "EUR"
    }
}

extension EnvironmentValues {
    @Entry var orderFormatting: OrderFormatting = .shared
}

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
    @Environment(\.orderFormatting) private var formatting

    var body: some View {
        let minutes = Int(now.timeIntervalSince(order.placedAt) / 60)
        HStack {
            Text("#\(order.id) · \(formatting.day.string(from: order.placedAt))")
            Spacer()
            Text(formatting.price.string(from: NSNumber(value: order.total)) ?? "")
            Text("\(minutes) min ago")
        }
    }
}
