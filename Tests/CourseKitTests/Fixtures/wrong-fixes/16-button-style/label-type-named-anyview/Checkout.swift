import SwiftUI

/// No ButtonStyle: a view whose type name begins with "AnyView" satisfies the
/// "drawn by a style" test; `.buttonStyle(.plain)` once satisfies "set once".
struct CheckoutView: View {
    @State private var status = "Basket: 3 items"

    var body: some View {
        VStack(spacing: 8) {
            Text(status)
            Button { status = "Paid" } label: { AnyViewLabel(text: "Pay now") }
                .padding(.horizontal, 16).padding(.vertical, 8)
                .foregroundStyle(Color.white).background(Color.blue).clipShape(Capsule())
            Button { status = "Saved for later" } label: { AnyViewLabel(text: "Save for later") }
                .padding(.horizontal, 16).padding(.vertical, 8)
                .foregroundStyle(Color.white).background(Color.blue).clipShape(Capsule())
            Button { status = "Code applied" } label: { AnyViewLabel(text: "Apply code") }
                .padding(.horizontal, 12).padding(.vertical, 8)
                .foregroundStyle(Color.white).background(Color.blue).clipShape(Capsule())
        }
        .buttonStyle(.plain)
    }
}

struct AnyViewLabel: View {
    let text: String
    var body: some View { Text(text) }
}
