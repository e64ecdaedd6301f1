import SwiftUI

/// A UIKit label the app already had, brought into SwiftUI.
struct RatingLabel: UIViewRepresentable {
    let rating: Int

    func makeCoordinator() -> StarFormatter { StarFormatter() }

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        // Light stars on a dark rounded chip, the chip drawn by the layer.
        label.textColor = .white
        label.layer.backgroundColor = UIColor.systemIndigo.cgColor
        label.layer.cornerRadius = 6
        label.layer.masksToBounds = true
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = context.coordinator.string(for: rating)
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
