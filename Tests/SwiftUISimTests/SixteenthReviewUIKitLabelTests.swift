import Testing
@testable import SwiftUISim

// The sixteenth review's UIKit-bridge mechanisms: a view has one superview
// (a label two identities share shows in one of them), a UILabel's text and
// attributedText are one value, and a UILabel's text is judged by the same
// legibility rules as a SwiftUI Text.

@MainActor private enum SharedLabel { static let label = UILabel() }

private struct SharingLabel: UIViewRepresentable {
    let value: Int
    func makeUIView(context: Context) -> UILabel { SharedLabel.label }
    func updateUIView(_ label: UILabel, context: Context) { label.text = "Value \(value)" }
}

private struct StyledLabel: UIViewRepresentable {
    let text: String
    var attributed = false
    var colour: UIColor = .label
    var background: UIColor?
    var alpha: CGFloat = 1
    var size: CGFloat = 17
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) {
        if attributed { label.attributedText = NSAttributedString(string: text) } else { label.text = text }
        (label.textColor, label.backgroundColor, label.alpha) = (colour, background, alpha)
        label.font = .systemFont(ofSize: size)
    }
}

private struct Counter: View {
    @State private var value = 0
    var body: some View {
        VStack {
            SharingLabel(value: value)
            Button("Add") { value += 1 }
        }
    }
}

@MainActor @Suite("Sixteenth review: UIKit labels (one superview, one text, legibility)")
struct SixteenthReviewUIKitLabelTests {
    @Test("addSubview takes a view out of its old superview (Apple, UIView.addSubview)")
    func oneSuperview() {
        let (a, b, view) = (UIView(), UIView(), UIView())
        a.addSubview(view)
        b.addSubview(view)
        #expect(view.superview === b && a.subviews.isEmpty && b.subviews.count == 1)
        b.insertSubview(view, at: 0)
        #expect(b.subviews.count == 1, "inserted again into the same superview: still one entry")
    }

    @Test("a label two identities share shows only in the last that made it; the other is blank")
    func sharedLabelBlanksTheFirst() {
        let first = ViewHost(Counter())
        #expect(first.texts.contains("Value 0"))
        let second = ViewHost(Counter())
        second.tap("Add")
        #expect(second.texts.contains("Value 1"), "\(second.texts)")
        first.tap("Add")
        #expect(!first.texts.contains { $0.hasPrefix("Value") }, "the label is in the second host's view now: \(first.texts)")
    }

    @Test("text and attributedText are one value (Apple, UILabel.attributedText)")
    func textAndAttributedTextAreOne() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "★★")
        #expect(label.text == "★★")
        label.text = "☆"
        #expect(label.attributedText?.string == "☆")
        label.text = nil
        #expect(label.attributedText == nil)
        let host = ViewHost(StyledLabel(text: "Styled", attributed: true))
        #expect(host.texts == ["Styled"])
    }

    @Test("a UILabel is judged as a Text: colour against its background and the screen, alpha, size")
    func labelLegibility() {
        #expect(ViewHost(StyledLabel(text: "Plain")).texts == ["Plain"])
        #expect(ViewHost(StyledLabel(text: "White", colour: .white)).texts.isEmpty)
        #expect(ViewHost(StyledLabel(text: "Pale", colour: UIColor(white: 0.97, alpha: 1))).texts.isEmpty)
        #expect(ViewHost(StyledLabel(text: "Boxed", colour: .white, background: .black)).texts == ["Boxed"])
        #expect(ViewHost(StyledLabel(text: "Black on black", colour: .black, background: .black)).texts.isEmpty)
        #expect(ViewHost(StyledLabel(text: "Faint", alpha: 0.05)).texts.isEmpty)
        #expect(ViewHost(StyledLabel(text: "Half", alpha: 0.5)).texts == ["Half"])
        #expect(ViewHost(StyledLabel(text: "Red", colour: .systemRed)).texts == ["Red"])
        #expect(ViewHost(StyledLabel(text: "Tiny", size: 2)).texts.isEmpty)
        let faint = ViewHost(StyledLabel(text: "Faint", alpha: 0.05))
        #expect(faint.whyHidden("Faint")?.contains("opacity") == true, "\(faint.whyHidden("Faint") ?? "nil")")
    }

    @Test("in dark mode the label's default colour (label) turns white and still shows")
    func labelInDarkMode() {
        let host = ViewHost(StyledLabel(text: "Dark").preferredColorScheme(.dark))
        #expect(host.texts == ["Dark"])
    }
}
