import SwiftUI

/// A UIKit label the app already had, brought into SwiftUI.
struct RatingLabel: UIViewRepresentable {
    let rating: Int
    let stars: StarFormatter

    func makeUIView(context: Context) -> UILabel {
        UILabel()
    }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = stars.string(for: rating)
    }
}

struct ReviewScreen: View {
    @State private var rating = 3
    @State private var seconds = 0
    /// Kept in state, so it survives the screen's updates.
    @State private var stars = StarFormatter()

    var body: some View {
        VStack {
            Text("Open for \(seconds) s")
            RatingLabel(rating: rating, stars: stars)
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
