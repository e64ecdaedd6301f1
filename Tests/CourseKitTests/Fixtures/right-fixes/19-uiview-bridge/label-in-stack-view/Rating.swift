import SwiftUI

/// A UIKit label the app already had, brought into SwiftUI.
struct RatingLabel: UIViewRepresentable {
    let rating: Int

    func makeCoordinator() -> StarFormatter { StarFormatter() }

    /// The stars over a small caption, in UIKit's standard container.
    func makeUIView(context: Context) -> UIStackView {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 2
        let stars = UILabel()
        stack.addArrangedSubview(stars)
        let caption = UILabel()
        caption.text = "Your rating"
        caption.font = .preferredFont(forTextStyle: .footnote)
        caption.textColor = .secondaryLabel
        stack.addArrangedSubview(caption)
        return stack
    }

    func updateUIView(_ stack: UIStackView, context: Context) {
        guard let stars = stack.arrangedSubviews.first as? UILabel else { return }
        stars.text = context.coordinator.string(for: rating)
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
