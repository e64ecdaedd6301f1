import SwiftUI

/// The three cards of the account area, stacked as the app shows them.
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
        .background(Color.white)
        .padding(16)
        .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1))
        .clipShape(RoundedRectangle(cornerRadius: 12))
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
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

struct SettingsCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Notifications")
            Text("Email and push")
        }
        .background(Color.white)
        .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.gray, lineWidth: 1))
        .padding(16)
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

_ = ViewHost(AccountScreen())
