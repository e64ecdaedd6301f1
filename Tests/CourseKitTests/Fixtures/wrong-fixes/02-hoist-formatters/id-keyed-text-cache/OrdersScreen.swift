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
        let texts = Self.texts(for: order)
        HStack {
            Text("#\(order.id) · \(texts.day)")
            Spacer()
            Text(texts.price)
            Text("\(minutes) min ago")
        }
    }
}

extension OrderRow {
    // Format each order once and remember the strings by order number.
    @MainActor static var formatted: [Int: (day: String, price: String)] = [:]

    @MainActor static func texts(for order: Order) -> (day: String, price: String) {
        if let cached = formatted[order.id] { return cached }
        let texts = (day: dayFormatter.string(from: order.placedAt),
                     price: priceFormatter.string(from: NSNumber(value: order.total)) ?? "")
        formatted[order.id] = texts
        return texts
    }

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
