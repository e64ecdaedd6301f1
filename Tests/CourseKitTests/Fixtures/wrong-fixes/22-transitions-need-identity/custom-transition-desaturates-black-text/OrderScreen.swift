import SwiftUI

/// An order: a card with the item count (and details to open), and a
/// receipt that slides up from the bottom when asked for.
struct OrderScreen: View {
    @State private var count = 1
    @State private var showsReceipt = false

    var body: some View {
        VStack {
            // One card for the whole order: its identity (and its open
            // details) stays; only the number's content changes.
            QuantityCard(count: count)
            Button("Add item") {
                withAnimation { count += 1 }
            }
            Button(showsReceipt ? "Hide receipt" : "Show receipt") {
                withAnimation(.snappy) { showsReceipt.toggle() }
            }
            // A transition runs when its view is inserted or removed.
            if showsReceipt {
                ReceiptPanel(count: count)
                    .transition(Tiny())
            }
        }
    }
}

/// The item count, with details the user can open.
struct QuantityCard: View {
    let count: Int
    @State private var showsDetails = false

    var body: some View {
        VStack {
            Text("Items: \(count)")
                .contentTransition(.numericText(value: Double(count)))
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

struct Tiny: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.saturation(phase.isIdentity ? 1 : 0)
    }
}
