import SwiftUI

// No custom equality: the stored closure is new on every pass, so the value compares unequal.
struct NaiveChart: View {
    let prices: [Int]
    let onSelect: (Int) -> Void

    var body: some View {
        Text("Naive last: \(prices.last ?? 0)")
    }
}

// Equality on the data only: the closure is deliberately ignored.
struct PriceChart: View, Equatable {
    let prices: [Int]
    let onSelect: (Int) -> Void

    nonisolated static func == (lhs: PriceChart, rhs: PriceChart) -> Bool {
        lhs.prices == rhs.prices
    }

    var body: some View {
        Text("Chart last: \(prices.last ?? 0)")
    }
}

// ❌ Too loose: a changed price with the same count looks "equal".
struct SloppyChart: View, Equatable {
    let prices: [Int]
    let onSelect: (Int) -> Void

    nonisolated static func == (lhs: SloppyChart, rhs: SloppyChart) -> Bool {
        lhs.prices.count == rhs.prices.count
    }

    var body: some View {
        Text("Sloppy last: \(prices.last ?? 0)")
    }
}

struct Ticker: View {
    @State private var prices = [101, 103, 102]
    @State private var refreshes = 0
    @State private var picked = 0

    // Each onSelect captures the screen's state, so every pass makes a new closure context.
    var body: some View {
        VStack {
            Text("Refreshes: \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            Button("Correct price") { prices[prices.count - 1] = 104 }
            NaiveChart(prices: prices, onSelect: { picked = $0 })
            PriceChart(prices: prices, onSelect: { picked = $0 }).equatable()
            SloppyChart(prices: prices, onSelect: { picked = $0 }).equatable()
        }
    }
}

let host = ViewHost(Ticker())
for _ in 1...3 { host.tap("Refresh") }
print("after 3 refreshes: Naive \(host.bodyCount(NaiveChart.self)), Price \(host.bodyCount(PriceChart.self)), Sloppy \(host.bodyCount(SloppyChart.self))")

host.tap("Correct price")
print("after correction:  Naive \(host.bodyCount(NaiveChart.self)), Price \(host.bodyCount(PriceChart.self)), Sloppy \(host.bodyCount(SloppyChart.self))")
print(host.texts.filter { $0.contains("last:") }.joined(separator: ", "))

/* Expected output:
after 3 refreshes: Naive 4, Price 1, Sloppy 1
after correction:  Naive 5, Price 2, Sloppy 1
Naive last: 104, Chart last: 104, Sloppy last: 102
*/
