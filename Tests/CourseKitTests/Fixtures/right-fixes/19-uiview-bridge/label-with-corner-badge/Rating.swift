import SwiftUI

/// A UIKit label the app already had, brought into SwiftUI.
struct RatingLabel: UIViewRepresentable {
    let rating: Int

    func makeCoordinator() -> StarFormatter { StarFormatter() }

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        // A small red dot at the label's top trailing corner.
        let dot = UIView()
        dot.backgroundColor = .systemRed
        dot.translatesAutoresizingMaskIntoConstraints = false
        label.addSubview(dot)
        NSLayoutConstraint.activate([
            dot.widthAnchor.constraint(equalToConstant: 6),
            dot.heightAnchor.constraint(equalToConstant: 6),
            dot.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 2),
            dot.topAnchor.constraint(equalTo: label.topAnchor),
        ])
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
