import SwiftUI

struct SalesDashboard: View {
    @State private var secondsLive = 0
    @State private var sales = SampleSales.week
    @State private var selectedDay = "none"

    var body: some View {
        VStack {
            Text("Live for \(secondsLive) s")
            Text("Selected: \(selectedDay)")
            EquatableView(content: SalesChart(sales: sales, onSelect: select))
            // In the app a timer taps this once a second.
            Button("Tick") { secondsLive += 1 }
            Button("Record sale") { sales[sales.count - 1].amount += 40 }
            // The shop's server sends corrections: refunds, late sales, moved bookings.
            Button("Sync") { sales = SalesServer.sync(sales) }
        }
    }

    private func select(_ day: String) {
        selectedDay = day
    }
}

/// Draws one bar per day. Imagine paths, gradients and axis labels here:
/// this body is the most expensive one on the screen.
struct SalesChart: View, Equatable {
    let sales: [Sale]
    let onSelect: (String) -> Void

    var body: some View {
        let total = sales.reduce(0) { $0 + $1.amount }
        VStack(alignment: .leading) {
            Text("Total: \(total)")
            ForEach(sales) { sale in
                Button("\(sale.day): \(sale.amount)") { onSelect(sale.day) }
            }
        }
    }

    /// Two charts draw the same picture when they have the same bars: the same
    /// days with the same amounts, in the same order. The callback does not
    /// change what is drawn.
    nonisolated static func == (lhs: SalesChart, rhs: SalesChart) -> Bool {
        lhs.sales.count == rhs.sales.count
            && zip(lhs.sales, rhs.sales).allSatisfy { left, right in
                left.day == right.day && left.amount == right.amount
            }
    }
}
