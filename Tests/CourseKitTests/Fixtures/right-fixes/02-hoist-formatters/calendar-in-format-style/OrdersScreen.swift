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
            Text("#\(order.id) · \(order.placedAt, format: .verbatim("\(day: .defaultDigits) \(month: .abbreviated) \(year: .defaultDigits)", locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt, calendar: Calendar(identifier: .gregorian)))")
            Spacer()
            Text(order.total, format: .currency(code: "EUR").locale(Locale(identifier: "en_US")))
            Text("\(minutes) min ago")
        }
    }
}
