import SwiftUI

/// A UIKit label the app already had, brought into SwiftUI.
struct RatingLabel: UIViewRepresentable {
    let rating: Int

    /// Lives as long as the label: made once per identity, before makeUIView.
    final class Coordinator {
        let stars = StarFormatter()
        /// The rating the label shows now, so an update that changes nothing
        /// does not touch the label.
        var shownRating: Int?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UILabel {
        UILabel()
    }

    func updateUIView(_ label: UILabel, context: Context) {
        let coordinator = context.coordinator
        guard coordinator.shownRating != rating else { return }
        label.text = coordinator.stars.string(for: rating)
        coordinator.shownRating = rating
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
