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

/// The app's primary button. makeBody hands the configuration to a small view
/// so the look can read the environment (here: greyed out when disabled).
struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        PrimaryButton(configuration: configuration)
    }

    private struct PrimaryButton: View {
        let configuration: ButtonStyleConfiguration
        @Environment(\.isEnabled) private var isEnabled

        var body: some View {
            configuration.label
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .foregroundStyle(Color.white)
                .background(isEnabled ? Color.blue : Color.gray)
                .clipShape(Capsule())
                .opacity(configuration.isPressed ? 0.7 : 1)
        }
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}
