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

    init(order: Order, now: Date) {
        self.order = order
        self.now = now
        // No formatter at all: the numbers are put together by hand.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.day, .month, .year], from: order.placedAt)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        heading = "#\(order.id) · \(parts.day!) \(months[parts.month! - 1]) \(parts.year!)"
        let cents = Int((order.total * 100).rounded())
        priceText = "€\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
    }

    var body: some View {
        let minutes = Int(now.timeIntervalSince(order.placedAt) / 60)
        return HStack {
            Text(heading)
            Spacer()
            Text(priceText)
            Text("\(minutes) min ago")
        }
    }
}
