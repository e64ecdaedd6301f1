import Testing
@testable import SwiftUISim

// The seventeenth review's UIKit-bridge mechanisms: a label's colours resolve
// in its own traits (overrideUserInterfaceStyle, inherited by subviews), a
// highlighted label draws in highlightedTextColor, the representable's
// sizeThatFits sizes it, its text is laid out at its font's size and cut as
// UIKit cuts it, and views a coordinator makes are counted as made once.

private struct Configured: UIViewRepresentable {
    let text: String
    var configure: @MainActor (UILabel) -> Void = { _ in }
    var fitted: CGSize?
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
        configure(label)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? { fitted }
}

private struct CoordinatorMade: UIViewRepresentable {
    @MainActor final class Coordinator { let label = UILabel() }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> UILabel { context.coordinator.label }
    func updateUIView(_ label: UILabel, context: Context) { label.text = "Made once" }
}

@MainActor @Suite("Seventeenth review: UIKit labels (traits, highlight, sizeThatFits, font size, coordinator)")
struct SeventeenthReviewUIKitLabelTests {
    @Test("overrideUserInterfaceStyle is the view's and its subviews' traits (Apple, iOS 13)")
    func traitsInherit() {
        let (outer, inner) = (UIView(), UILabel())
        outer.addSubview(inner)
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        outer.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        inner.overrideUserInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light)
    }

    @Test("a dark override resolves .label white: unseen on the light screen, seen on a dark background")
    func darkOverride() {
        let dark = ViewHost(Configured(text: "Stars") { $0.overrideUserInterfaceStyle = .dark })
        #expect(dark.texts.isEmpty, "\(dark.texts)")
        let badge = ViewHost(Configured(text: "Stars") { $0.overrideUserInterfaceStyle = .dark; $0.backgroundColor = .systemBackground })
        #expect(badge.texts == ["Stars"])
        let light = ViewHost(Configured(text: "Stars") { $0.overrideUserInterfaceStyle = .light })
        #expect(light.texts == ["Stars"])
    }

    @Test("a highlighted label draws in highlightedTextColor (Apple, UILabel, iOS 2)")
    func highlighted() {
        let white = ViewHost(Configured(text: "Lit") { $0.highlightedTextColor = .white; $0.isHighlighted = true })
        #expect(white.texts.isEmpty)
        let notHighlighted = ViewHost(Configured(text: "Lit") { $0.highlightedTextColor = .white })
        #expect(notHighlighted.texts == ["Lit"])
        let noColour = ViewHost(Configured(text: "Lit") { $0.isHighlighted = true })
        #expect(noColour.texts == ["Lit"], "no highlightedTextColor: textColor")
    }

    @Test("sizeThatFits sizes the representable (iOS 16); a 0-point height shows nothing")
    func sizeThatFits() {
        let flat = ViewHost(Configured(text: "Flat", fitted: CGSize(width: 200, height: 0)))
        #expect(flat.texts.isEmpty)
        #expect(flat.whyHidden("Flat")?.contains("sizeThatFits") == true, "\(String(describing: flat.whyHidden("Flat")))")
        let row = ViewHost(Configured(text: "Row", fitted: CGSize(width: 200, height: 44)))
        #expect(row.texts == ["Row"])
        #expect(row.frame(of: "Row")?.height == 3, "44 points: 3 rows")
    }

    @Test("a label's text is laid out at its font's size and cut as its lineBreakMode says")
    func fontSize() {
        let text = "★★★☆☆ (3)"
        let huge = ViewHost(Configured(text: text) { $0.font = .systemFont(ofSize: 120) })
        #expect(huge.texts.count == 1 && huge.texts[0].hasSuffix("…") && huge.texts[0] != text, "\(huge.texts)")
        let head = ViewHost(Configured(text: text) { $0.font = .systemFont(ofSize: 120); $0.lineBreakMode = .byTruncatingHead })
        #expect(head.texts.first?.hasPrefix("…") == true, "\(head.texts)")
        let shrinks = ViewHost(Configured(text: text) {
            $0.font = .systemFont(ofSize: 120); $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.2
        })
        #expect(shrinks.texts == [text])
        let wraps = ViewHost(Configured(text: "Five stars out of five, and then some more") {
            $0.font = .systemFont(ofSize: 40); $0.numberOfLines = 0
        })
        #expect(wraps.texts == ["Five stars out of five, and then some more"], "numberOfLines 0: as many lines as it needs")
        #expect(ViewHost(Configured(text: text) { $0.font = .systemFont(ofSize: 34) }).texts == [text])
    }

    @Test("views made in makeCoordinator count as made once per identity")
    func coordinatorViews() {
        let host = ViewHost(CoordinatorMade())
        let calls = host.representableCalls(CoordinatorMade.self)
        #expect(calls.viewsMadeInMakeCoordinator == 1 && calls.viewsMadeInMakeUIView == 0)
        #expect(host.platformViewsMade == 1)
        #expect(host.texts == ["Made once"])
    }
}
