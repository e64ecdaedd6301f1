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
        // One style for every button below: SwiftUI calls its makeBody for each.
        .buttonStyle(.primary)
    }
}

/// The app's primary button: the label padded inside a blue capsule, dimmed
/// while pressed. The whole capsule is the button.
struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .foregroundStyle(Color.white)
            .background(Color.blue)
            .clipShape(Capsule())
            .overlay(Color.black.opacity(configuration.isPressed ? 0.3 : 0).blendMode(.multiply))
    }
}

/// Static member lookup: `.buttonStyle(.primary)` reads like a built-in style.
extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}
