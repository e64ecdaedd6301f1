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

    func makeUIView(context: Context) -> InsetLabel {
        let label = InsetLabel()
        // A slight tilt, as the app's review chips have.
        label.transform = CGAffineTransform(rotationAngle: -.pi / 60)
        return label
    }

    func updateUIView(_ label: InsetLabel, context: Context) {
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

/// Keeps its text clear of its edges, the way UIKit documents: the text's
/// rectangle is inset, and the text is drawn in the inset rectangle.
final class InsetLabel: UILabel {
    private let insets = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return CGRect(x: inner.minX - insets.left, y: inner.minY - insets.top,
                      width: inner.width + insets.left + insets.right, height: inner.height + insets.top + insets.bottom)
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        preferredMaxLayoutWidth = bounds.width
    }
}
