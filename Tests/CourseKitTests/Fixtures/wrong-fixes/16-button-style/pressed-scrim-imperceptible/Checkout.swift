import SwiftUI

/// The basket's actions, all in the app's primary style.
struct CheckoutView: View {
    @State private var status = "Basket: 3 items"

    var body: some View {
        VStack(spacing: 8) {
            Text(status)
            Button("Pay now") { status = "Paid" }
            Button("Save for later") { status = "Saved for later" }
            Button("Apply code") { status = "Code applied" }
        }
        .buttonStyle(.primary)
    }
}

/// The app's primary button. Held down, a faint scrim is laid over the whole
/// capsule, title included, so the button darkens as one.
struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .foregroundStyle(Color.white)
            .background(Color.blue)
            .overlay(Color.black.opacity(configuration.isPressed ? 0.02 : 0))
            .clipShape(Capsule())
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}
