import SwiftUI

/// An order: a card with the item count (and details to open), and a
/// receipt that slides up from the bottom when asked for.
struct OrderScreen: View {
    @State private var count = 1
    @State private var showsReceipt = false
    // Moved up, so the card's new identity cannot close the details.
    @State private var showsDetails = false

    var body: some View {
        VStack {
            // Cross-fade the card whenever the count changes.
            QuantityCard(count: count, showsDetails: $showsDetails)
                .id(count)
                .transition(.opacity)
            Button("Add item") {
                withAnimation { count += 1 }
            }
            Button(showsReceipt ? "Hide receipt" : "Show receipt") {
                withAnimation(.snappy) { showsReceipt.toggle() }
            }
            if showsReceipt {
                ReceiptPanel(count: count)
                    .transition(.move(edge: .bottom))
            }
        }
    }
}

/// The item count, with details the user can open.
struct QuantityCard: View {
    let count: Int
    @Binding var showsDetails: Bool

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

/// What the order costs.
struct ReceiptPanel: View {
    let count: Int

    var body: some View {
        Text("Receipt: \(count) items, \(OrderPrices.total(for: count))")
    }
}
