import SwiftUI

struct SalesDashboard: View {
    @State private var secondsLive = 0
    @State private var sales = SampleSales.week
    @State private var selectedDay = "none"

    var body: some View {
        VStack {
            Text("Live for \(secondsLive) s")
            Text("Selected: \(selectedDay)")
            // What the user sees: the chart's body, evaluated on every pass (every tick).
            SalesChart(sales: sales, onSelect: { day in selectedDay = day }).body
            // A hidden chart that skips, for the counter.
            SalesChart(sales: sales, onSelect: { _ in })
                .equatable()
                .hidden()
                .frame(width: 0, height: 0)
            // In the app a timer taps this once a second.
            Button("Tick") { secondsLive += 1 }
            Button("Record sale") { sales[sales.count - 1].amount += 40 }
            // The shop's server sends corrections: refunds, late sales, moved bookings.
            Button("Sync") { sales = SalesServer.sync(sales) }
        }
    }
}

/// Draws one bar per day. Imagine paths, gradients and axis labels here:
/// this body is the most expensive one on the screen.
struct SalesChart: View {
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
}

// The chart draws only `sales`; the callback cannot change what it shows,
// so two charts with the same sales are the same picture. `nonisolated`, as
// in lesson 6, is allowed because `Sale` is a plain nonisolated value;
// without it the == would be main-actor isolated like the rest of this file,
// which works as well (SwiftUI compares views on the main actor).
extension SalesChart: Equatable {
    nonisolated static func == (lhs: SalesChart, rhs: SalesChart) -> Bool {
        lhs.sales == rhs.sales
    }
}
