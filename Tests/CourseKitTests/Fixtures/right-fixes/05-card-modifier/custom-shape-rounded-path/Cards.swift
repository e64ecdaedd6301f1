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
        .cardStyle()
    }
}

struct LastOrderCard: View {
    var body: some View {
        HStack {
            Text("Order #1042")
            Spacer()
            Text("Delivered")
        }
        .cardStyle()
    }
}

struct SettingsCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Notifications")
            Text("Email and push")
        }
        .cardStyle()
    }
}

/// The app's card: inner padding, then the white fill and the border around
/// the padded content, flattened into one layer before the corners are clipped.
struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(16)
            .background(Color.white)
            .overlay(CardOutline().stroke(Color.gray, lineWidth: 1))
            .compositingGroup()
            .clipShape(CardOutline())
    }
}

extension View {
    func cardStyle() -> some View {
        modifier(CardStyle())
    }
}

/// The card's outline: a rounded rectangle of its frame.
struct CardOutline: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: 12, height: 12))
        return path
    }
}
