import SwiftUI

/// A UIKit rating row the app already had: a caption and the stars.
struct RatingLabel: UIViewRepresentable {
    let rating: Int

    final class Coordinator {
        let stars = StarFormatter()
        let starsLabel = UILabel()
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIStackView {
        let caption = UILabel()
        caption.text = "Rating"
        let row = UIStackView(arrangedSubviews: [context.coordinator.starsLabel, caption])
        row.axis = .horizontal
        row.spacing = 8
        return row
    }

    func updateUIView(_ row: UIStackView, context: Context) {
        context.coordinator.starsLabel.text = context.coordinator.stars.string(for: rating)
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
