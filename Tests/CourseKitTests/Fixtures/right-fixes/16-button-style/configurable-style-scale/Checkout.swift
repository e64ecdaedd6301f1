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

/// The app's primary button: the label padded inside a blue capsule. The
/// metrics are parameters with the app's defaults; pressing shrinks it a touch.
struct PrimaryButtonStyle: ButtonStyle {
    var horizontalPadding: CGFloat = 16
    var verticalPadding: CGFloat = 8
    var fill: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, horizontalPadding)
            .padding(.vertical, verticalPadding)
            .foregroundStyle(Color.white)
            .background(fill)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: Self { Self() }
}
