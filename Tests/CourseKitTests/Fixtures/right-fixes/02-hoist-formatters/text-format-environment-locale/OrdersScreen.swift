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
        // The shop reads its orders in British English on every phone;
        // Text(_:format:) takes its locale from the environment.
        .environment(\.locale, Locale(identifier: "en_GB"))
    }
}

struct OrderRow: View {
    let order: Order
    let now: Date

    /// The day in UTC, as the shop's records keep it; the locale comes from the environment.
    private static let placedDay = Date.FormatStyle(timeZone: TimeZone(identifier: "UTC")!)
        .day().month(.abbreviated).year()
    private static let euros = FloatingPointFormatStyle<Double>.Currency(code: "EUR")

    var body: some View {
        let minutes = Int(now.timeIntervalSince(order.placedAt) / 60)
        HStack {
            Text("#\(order.id) · ") + Text(order.placedAt, format: Self.placedDay)
            Spacer()
            Text(order.total, format: Self.euros)
            Text("\(minutes) min ago")
        }
    }
}
