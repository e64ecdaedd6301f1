import SwiftUI

/// No ButtonStyle at all: each button still styled by hand with modifiers,
/// its label wrapped in AnyView so dump() shows "AnyView" under "Button".
struct CheckoutView: View {
    @State private var status = "Basket: 3 items"

    var body: some View {
        VStack(spacing: 8) {
            Text(status)
            Button { status = "Paid" } label: { AnyView(Text("Pay now")) }
                .padding(.horizontal, 16).padding(.vertical, 8)
                .foregroundStyle(Color.white).background(Color.blue).clipShape(Capsule())
            Button { status = "Saved for later" } label: { AnyView(Text("Save for later")) }
                .padding(.horizontal, 16).padding(.vertical, 8)
                .foregroundStyle(Color.white).background(Color.blue).clipShape(Capsule())
            Button { status = "Code applied" } label: { AnyView(Text("Apply code")) }
                .padding(.horizontal, 12).padding(.vertical, 8)
                .foregroundStyle(Color.white).background(Color.blue).clipShape(Capsule())
        }
        .buttonStyle(.plain)
    }
}
