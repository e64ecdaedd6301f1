import SwiftUI

/// A UIKit label the app already had, brought into SwiftUI.
struct RatingLabel: UIViewRepresentable {
    let rating: Int

    final class Coordinator {
        let stars = StarFormatter()
        let label = UILabel()
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIView {
        let card = UIView()
        let label = context.coordinator.label
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        // A tinted wash over the whole card, added after the label: it is drawn over it.
        let wash = UIView()
        wash.backgroundColor = UIColor(white: 0.2, alpha: 1)
        wash.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wash.frame = card.bounds
        card.addSubview(wash)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        return card
    }

    func updateUIView(_ card: UIView, context: Context) {
        context.coordinator.label.text = context.coordinator.stars.string(for: rating)
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
