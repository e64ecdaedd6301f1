import SwiftUI

/// A UIKit label the app already had, brought into SwiftUI.
struct RatingLabel: UIViewRepresentable {
    let rating: Int

    func makeCoordinator() -> StarFormatter { StarFormatter() }

    /// The label centred in a card. The constraints are made and kept in an
    /// array, but never activated: Auto Layout never places the label.
    func makeUIView(context: Context) -> UIView {
        let card = UIView()
        let stars = UILabel()
        stars.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stars)
        let centring: [NSLayoutConstraint] = [
            stars.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            stars.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ]
        centring.forEach { $0.priority = .required }
        return card
    }

    func updateUIView(_ card: UIView, context: Context) {
        for case let stars as UILabel in card.subviews {
            stars.text = context.coordinator.string(for: rating)
        }
    }
}

struct ReviewScreen: View {
    @State private var rating = 3
    @State private var seconds = 0

    var body: some View {
        VStack {
            Text("Open for \(seconds) s")
            RatingLabel(rating: rating)
            HStack {
                Button("Rate 2") { rating = 2 }
                Button("Rate 4") { rating = 4 }
                Button("Rate 5") { rating = 5 }
            }
            // In the app a timer taps this once a second.
            Button("Tick") { seconds += 1 }
        }
    }
}
