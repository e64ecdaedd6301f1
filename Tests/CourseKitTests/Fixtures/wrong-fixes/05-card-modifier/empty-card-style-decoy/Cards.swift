import SwiftUI

// WRONG FIX: no shared style. Each card repeats its own chain (one could
// drift from the others at any time); CardStyle is an empty decoy modifier
// that styles nothing, so "All three cards use the same CardStyle view
// modifier" holds in name only.
struct AccountScreen: View {
    var body: some View {
        VStack(spacing: 12) {
            ProfileCard()
            LastOrderCard()
            SettingsCard()
        }
    }
}

struct ProfileCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Ana Lima")
            Text("Member since 2021")
        }
        .padding(16)
        .background(Color.white)
        .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1))
        .compositingGroup()
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .modifier(CardStyle())
    }
}

struct LastOrderCard: View {
    var body: some View {
        HStack {
            Text("Order #1042")
            Spacer()
            Text("Delivered")
        }
        .padding(16)
        .background(Color.white)
        .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1))
        .compositingGroup()
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .modifier(CardStyle())
    }
}

struct SettingsCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Notifications")
            Text("Email and push")
        }
        .padding(16)
        .background(Color.white)
        .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1))
        .compositingGroup()
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .modifier(CardStyle())
    }
}

/// Does nothing.
struct CardStyle: ViewModifier {
    func body(content: Content) -> some View { content }
}
