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

/// The app's card. Read from the inside out: pad the content, fill the padded
/// box white, stroke its border, flatten fill and stroke into one layer, then
/// round the corners of that layer.
struct CardStyle: ViewModifier {
    var padding: CGFloat = 16
    var cornerRadius: CGFloat = 12

    func body(content: Content) -> some View {
        let shape = RoundedRectangle(cornerRadius: cornerRadius)
        return content
            .padding(padding)
            .background {
                Color.white
            }
            .overlay {
                shape.stroke(Color.gray, lineWidth: 1)
            }
            .compositingGroup()
            .clipShape(shape)
    }
}

extension View {
    func cardStyle() -> some View {
        modifier(CardStyle())
    }
}
