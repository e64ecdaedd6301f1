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
        let minutes = Int(now.timeIntervalSince(order.placedAt) / 60)
        HStack {
            Text("#\(order.id) · \(Self.dayFormatter.string(from: order.placedAt))")
            Spacer()
            Text(Self.priceFormatter.string(from: NSNumber(value: order.total)) ?? "")
            Text("\(minutes) min ago")
        }
        .blur(radius: 4)
    }
}

// Built once, the first time a row needs them, and shared by every row.
extension OrderRow {
    static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "d MMM yyyy"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    static let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()
}
