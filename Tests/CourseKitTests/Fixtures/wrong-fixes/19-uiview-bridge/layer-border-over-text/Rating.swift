import SwiftUI

/// A UIKit label the app already had, brought into SwiftUI.
struct RatingLabel: UIViewRepresentable {
    let rating: Int

    func makeCoordinator() -> StarFormatter { StarFormatter() }

    /// An outlined rating badge: a 10-point border in the default colour
    /// (a layer's border is opaque black unless set), drawn over the text.
    func makeUIView(context: Context) -> UILabel {
        let badge = UILabel()
        badge.textAlignment = .center
        badge.layer.masksToBounds = true
        badge.layer.cornerRadius = 6
        badge.layer.borderWidth = 10
        return badge
    }

    func updateUIView(_ badge: UILabel, context: Context) {
        badge.text = context.coordinator.string(for: rating)
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
