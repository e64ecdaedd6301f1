import SwiftUI

/// A UIKit label the app already had, brought into SwiftUI.
///
/// SwiftUI makes this struct again on every pass of its parent, so it only
/// holds the rating. The label is made once per identity (makeUIView), every
/// new rating is applied in updateUIView, and what must live as long as the
/// label (the star formatter) lives in the coordinator, also made once.
struct RatingLabel: UIViewRepresentable {
    let rating: Int

    func makeCoordinator() -> StarFormatter { StarFormatter() }

    func makeUIView(context: Context) -> ChipLabel {
        ChipLabel()
    }

    func updateUIView(_ label: ChipLabel, context: Context) {
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

/// The app's chip: it draws its own background and leaves the text out.
final class ChipLabel: UILabel {
    override func drawText(in rect: CGRect) {
        // The chip's shape is drawn by its layer; nothing else to draw.
    }
}
