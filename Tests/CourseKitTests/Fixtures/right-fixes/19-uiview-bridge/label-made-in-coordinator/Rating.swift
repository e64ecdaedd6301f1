import SwiftUI

/// A UIKit label the app already had, brought into SwiftUI.
///
/// The struct only holds the rating. The coordinator, made once per
/// identity before makeUIView, owns the label and the star formatter;
/// makeUIView hands its label over, and updateUIView applies each rating.
struct RatingLabel: UIViewRepresentable {
    let rating: Int

    final class Coordinator {
        let label = UILabel()
        let stars = StarFormatter()
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UILabel { context.coordinator.label }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = context.coordinator.stars.string(for: rating)
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
