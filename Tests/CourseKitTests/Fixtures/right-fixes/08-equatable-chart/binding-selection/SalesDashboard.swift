import SwiftUI

struct SalesDashboard: View {
    @State private var secondsLive = 0
    @State private var sales = SampleSales.week
    @State private var selectedDay = "none"

    var body: some View {
        VStack {
            Text("Live for \(secondsLive) s")
            Text("Selected: \(selectedDay)")
            // A binding to the same state is the same input on every pass,
            // unlike a closure made on this pass.
            SalesChart(sales: sales, selectedDay: $selectedDay)
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
    @Binding var selectedDay: String

    var body: some View {
        let total = sales.reduce(0) { $0 + $1.amount }
        VStack(alignment: .leading) {
            Text("Total: \(total)")
            ForEach(sales) { sale in
                Button("\(sale.day): \(sale.amount)") { selectedDay = sale.day }
            }
        }
    }
}
