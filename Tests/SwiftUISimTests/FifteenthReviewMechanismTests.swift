import Testing
@testable import SwiftUISim

// The fifteenth review's simulator mechanisms: the lines a user reads
// (texts side by side on a screen row), and the platform views made outside
// a representable's makeUIView.

private struct MarkedRow: View {
    let flagged: Bool
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                if flagged { Text("⚑") }
                Text("Theo: Lunch")
            }
            HStack(spacing: 0) {
                Text("Touch")
                Text("ing")
            }
            HStack {
                Text("Left")
                Spacer()
                Text("Right")
            }
            HStack {
                Text("Sender:")
                Button("Flag") {}
            }
        }
    }
}

private struct KeptLabel: UIViewRepresentable {
    let rating: Int
    private let label = UILabel()
    func makeUIView(context: Context) -> UILabel { label }
    func updateUIView(_ label: UILabel, context: Context) { label.text = "\(rating)" }
}

private struct MadeLabel: UIViewRepresentable {
    let rating: Int
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) { label.text = "\(rating)" }
}

private struct RatingScreen: View {
    let keeps: Bool
    @State private var rating = 0
    var body: some View {
        VStack {
            if keeps { KeptLabel(rating: rating) } else { MadeLabel(rating: rating) }
            Button("Rate") { rating += 1 }
        }
    }
}

@MainActor @Suite("Fifteenth review: lines read, platform views made")
struct FifteenthReviewMechanismTests {
    @Test("a row's texts side by side read as one line; a wide gap or a control's label stands apart")
    func linesJoinTextsOnARow() {
        let flagged = ViewHost(MarkedRow(flagged: true))
        #expect(flagged.lines.contains("⚑ Theo: Lunch"), "\(flagged.lines)")
        #expect(!flagged.lines.contains("Theo: Lunch"), "\(flagged.lines)")
        #expect(flagged.lines.contains("Touching"), "\(flagged.lines)")
        #expect(flagged.lines.contains("Left") && flagged.lines.contains("Right"), "\(flagged.lines)")
        #expect(flagged.lines.contains("Sender:") && flagged.lines.contains("Flag"), "\(flagged.lines)")
        #expect(flagged.texts.contains("Theo: Lunch"))
        let plain = ViewHost(MarkedRow(flagged: false))
        #expect(plain.lines.contains("Theo: Lunch") && !plain.lines.contains("⚑ Theo: Lunch"), "\(plain.lines)")
    }

    @Test("texts that touch (no spacing) read as one word")
    func touchingTexts() {
        let host = ViewHost(MarkedRow(flagged: false), screen: .init(width: 60, height: 20))
        #expect(host.lines.contains("Touching"), "\(host.lines)")
    }

    @Test("a UILabel stored in the representable struct is made every pass, outside makeUIView")
    func platformViewsMadeOutsideMake() {
        let kept = ViewHost(RatingScreen(keeps: true))
        for _ in 0..<3 { kept.tap("Rate") }
        let keptCalls = kept.representableCalls(KeptLabel.self)
        #expect(keptCalls.makeUIView == 1)
        #expect(keptCalls.viewsMadeInMakeUIView == 0)
        #expect(kept.platformViewsMade == 4, "mount and 3 passes each made a KeptLabel value, so a UILabel")

        let made = ViewHost(RatingScreen(keeps: false))
        for _ in 0..<3 { made.tap("Rate") }
        let madeCalls = made.representableCalls(MadeLabel.self)
        #expect(madeCalls.viewsMadeInMakeUIView == 1)
        #expect(made.platformViewsMade == 1)
        made.resetCounts()
        made.tap("Rate")
        #expect(made.platformViewsMade == 0)
    }
}
