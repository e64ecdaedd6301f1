import SwiftUI

/// The basket's actions. Each button copies the app's "primary" look by hand.
struct CheckoutView: View {
    @State private var status = "Basket: 3 items"

    var body: some View {
        VStack(spacing: 8) {
            Text(status)

            Button("Pay now") { status = "Paid" }
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .foregroundStyle(Color.white)
                .background(Color.blue)
                .clipShape(Capsule())

            Button("Save for later") { status = "Saved for later" }
                .foregroundStyle(Color.white)
                .background(Color.blue)
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .clipShape(Capsule())

            Button("Apply code") { status = "Code applied" }
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .foregroundStyle(Color.white)
                .background(Color.blue)
        }
    }
}
