import SwiftUI

/// A UIKit label the app already had, brought into SwiftUI.
struct RatingLabel: UIViewRepresentable {
    let rating: Int

    final class Coordinator {
        let stars = StarFormatter()
        var label: UILabel?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    /// A card holding the label, padded by the card's layout margins.
    func makeUIView(context: Context) -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemBackground
        card.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        let margins = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        context.coordinator.label = label
        return card
    }

    func updateUIView(_ card: UIView, context: Context) {
        context.coordinator.label?.text = context.coordinator.stars.string(for: rating)
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
