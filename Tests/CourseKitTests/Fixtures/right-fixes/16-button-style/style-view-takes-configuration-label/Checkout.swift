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
        .buttonStyle(PrimaryButtonStyle())
    }
}

/// The app's primary button. makeBody is not a View's body, so the look is
/// a view of its own, given the configuration's label as its type.
struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Capsuled(title: configuration.label, pressed: configuration.isPressed)
    }
}

private struct Capsuled: View {
    var title: ButtonStyleConfiguration.Label
    var pressed: Bool
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        title
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .foregroundStyle(.white)
            .background(isEnabled ? Color.blue : Color.gray, in: Capsule())
            .opacity(pressed ? 0.7 : 1)
    }
}
