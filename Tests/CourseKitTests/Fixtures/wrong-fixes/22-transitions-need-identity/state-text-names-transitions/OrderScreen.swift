import SwiftUI

// WRONG FIX: no transition and no content transition anywhere. A @State
// string whose value spells the modifier lands on the dump lines the checks
// search with `contains(".transition")` / `contains(".contentTransition")`.
struct OrderScreen: View {
    @State private var count = 1
    @State private var showsReceipt = false

    var body: some View {
        VStack {
            QuantityCard(count: count)
            Button("Add item") { count += 1 }
            Button(showsReceipt ? "Hide receipt" : "Show receipt") { showsReceipt.toggle() }
            if showsReceipt {
                Slide { ReceiptPanel(count: count) }
            }
        }
    }
}

struct QuantityCard: View {
    let count: Int
    @State private var showsDetails = false
    @State private var note = ".contentTransition"

    var body: some View {
        VStack {
            Text("Items: \(count)")
            Button(showsDetails ? "Hide details" : "Show details") {
                showsDetails.toggle()
            }
            if showsDetails {
                Text("Details: \(count) × \(OrderPrices.itemName)")
            }
        }
    }
}

/// A plain container: no transition at all.
struct Slide<Content: View>: View {
    @State private var note = ".transition"
    @ViewBuilder let content: Content

    var body: some View { content }
}

struct ReceiptPanel: View {
    let count: Int

    var body: some View {
        Text("Receipt: \(count) items, \(OrderPrices.total(for: count))")
    }
}
