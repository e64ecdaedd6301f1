import Testing
@testable import SwiftUISim

// The twenty-third review's UIKit-bridge mechanisms: a layer's border is
// drawn over the view's contents; only active constraints lay a view out;
// UIStackView lays out its arranged subviews; a style's configuration
// label has Apple's type.

private struct Bordered: UIViewRepresentable {
    let text: String
    var configure: @MainActor (UILabel) -> Void = { _ in }
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
        configure(label)
    }
}

private struct Carded: UIViewRepresentable {
    let text: String
    let activate: Bool
    @MainActor final class Coordinator { let label = UILabel() }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> UIView {
        let card = UIView()
        let label = context.coordinator.label
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        let pins = [
            label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ]
        if activate { NSLayoutConstraint.activate(pins) }
        return card
    }
    func updateUIView(_ card: UIView, context: Context) { context.coordinator.label.text = text }
}

private struct Stacked: UIViewRepresentable {
    let text: String
    func makeUIView(context: Context) -> UIStackView {
        let caption = UILabel()
        caption.text = "caption"
        let stack = UIStackView(arrangedSubviews: [UILabel(), caption])
        stack.axis = .vertical
        stack.alignment = .center
        return stack
    }
    func updateUIView(_ stack: UIStackView, context: Context) { (stack.arrangedSubviews.first as? UILabel)?.text = text }
}

private struct LookTakingLabel: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { Look(label: configuration.label) }
    struct Look: View {
        let label: ButtonStyleConfiguration.Label
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { label.padding(8).background(isEnabled ? Color.blue : Color.gray) }
    }
}

@MainActor @Suite("Twenty-third review: layer borders, inactive constraints, UIStackView, configuration labels")
struct TwentyThirdReviewUIKitBridgeTests {
    @Test("a layer border as deep as the text is drawn over it (Apple, CALayer.borderWidth, iOS 2); a hairline is not")
    func borderOverText() {
        let thick = ViewHost(Bordered(text: "★★★☆☆") { $0.layer.borderWidth = 12; $0.layer.borderColor = UIColor.systemYellow.cgColor })
        #expect(thick.texts.isEmpty, "yellow over the stars")
        let black = ViewHost(Bordered(text: "★★★☆☆") { $0.layer.borderWidth = 10 })
        #expect(black.texts.isEmpty, "a layer border is opaque black by default")
        let thin = ViewHost(Bordered(text: "★★★☆☆") { $0.layer.borderWidth = 1; $0.layer.borderColor = UIColor.systemYellow.cgColor })
        #expect(thin.texts == ["★★★☆☆"])
        #expect(CALayer().borderColor == .black)
    }

    @Test("the border paint covers the text only where its band does")
    func borderBand() {
        let view = UIView()
        view.layer.borderWidth = 2
        let text = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(Representables.borderPaint(of: view, at: text, over: text, alpha: 1) == nil)
        view.layer.borderWidth = 8
        #expect(Representables.borderPaint(of: view, at: text, over: text, alpha: 1) != nil)
        view.layer.borderColor = nil
        #expect(Representables.borderPaint(of: view, at: text, over: text, alpha: 1) == nil)
    }

    @Test("a view with Auto Layout on and no active constraint of the app's gets only its intrinsic size, at the superview's origin (Apple, NSLayoutConstraint.isActive; NSContentSizeLayoutConstraint)")
    func inactiveConstraints() {
        let never = ViewHost(Carded(text: "★★★☆☆", activate: false))
        #expect(never.texts == ["★★★☆☆"], "UIKit sizes the label from its text; only its position is left unplaced")
        let active = ViewHost(Carded(text: "★★★☆☆", activate: true))
        #expect(active.texts == ["★★★☆☆"])
        let label = UILabel(), card = UIView(), plain = UIView()
        label.text = "abc"
        label.translatesAutoresizingMaskIntoConstraints = false
        plain.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        card.addSubview(plain)
        let placed = label.placement(in: CGSize(width: 100, height: 40))
        #expect(placed?.origin == .zero && placed?.size == label.intrinsicContentSize)
        #expect(plain.placement(in: CGSize(width: 100, height: 40)) == .zero, "no intrinsic size: nothing gives it one")
        card.addConstraint(NSLayoutConstraint(item: label, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10))
        #expect(label.isNamedByActiveConstraint)
    }

    @Test("UIStackView lays out its arranged subviews (Apple, UIStackView, iOS 9)")
    func stackView() {
        let a = UILabel(), b = UILabel()
        a.text = "abcd"; b.text = "ab"
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.subviews.count == 2 && stack.arrangedSubviews.count == 2)
        stack.spacing = 4
        let size = stack.intrinsicContentSize
        #expect(size.width == a.intrinsicContentSize.width + 4 + b.intrinsicContentSize.width)
        let bFrame = b.placement(in: size)
        #expect(bFrame?.minX == a.intrinsicContentSize.width + 4)
        stack.axis = .vertical
        stack.alignment = .center
        let tall = stack.intrinsicContentSize
        #expect(tall.height == a.intrinsicContentSize.height + 4 + b.intrinsicContentSize.height)
        #expect(b.placement(in: tall)?.midX == tall.width / 2)
        a.isHidden = true
        #expect(stack.intrinsicContentSize.height == b.intrinsicContentSize.height, "a hidden arranged view takes no room")
        stack.removeArrangedSubview(b)
        #expect(stack.subviews.count == 2 && stack.arrangedSubviews.count == 1 && stack.arrangedSubviews.first === a)
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
        let host = ViewHost(Stacked(text: "★★★☆☆"))
        #expect(host.texts.contains("★★★☆☆"))
        #expect(host.platformLabels(Stacked.self).first??.text == "★★★☆☆")
    }

    @Test("a style's own View takes ButtonStyleConfiguration.Label (Apple, iOS 13) and draws the button's label")
    func configurationLabel() {
        let host = ViewHost(Button("Pay") {}.buttonStyle(LookTakingLabel()))
        #expect(host.texts == ["Pay"])
        #expect(host.buttons.first?.styleModifiers.isEmpty == false)
    }
}
