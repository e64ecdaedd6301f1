import SwiftUI

/// A UIKit label the app already had, brought into SwiftUI.
struct RatingLabel: UIViewRepresentable {
    @State private var rating: Int
    // Xcode 27: built once per identity, like any @State default.
    @State private var stars = StarFormatter()

    init(rating: Int) {
        _rating = State(initialValue: rating)
    }

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

    var body: some View {
        VStack {
            Text("Open for \(seconds) s")
            // .id(rating): without it the label never showed a new rating.
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
