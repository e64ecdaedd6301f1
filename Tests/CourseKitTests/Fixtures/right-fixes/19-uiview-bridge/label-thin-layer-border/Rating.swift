import SwiftUI

/// A UIKit label the app already had, brought into SwiftUI.
struct RatingLabel: UIViewRepresentable {
    let rating: Int

    func makeCoordinator() -> StarFormatter { StarFormatter() }

    /// A rating chip outlined in a hairline yellow border: the text inside
    /// it is clear of the border.
    func makeUIView(context: Context) -> UILabel {
        let badge = UILabel()
        badge.textAlignment = .center
        badge.layer.masksToBounds = true
        badge.layer.cornerRadius = 6
        badge.layer.borderWidth = 1
        badge.layer.borderColor = UIColor.systemYellow.cgColor
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
