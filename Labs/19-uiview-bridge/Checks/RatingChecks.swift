import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// Whether the representable's own UILabel, not some other view, reads
/// `expected` on screen: one RatingLabel, its label visible with that text,
/// and no other view showing the stars.
@MainActor private func expectLabel(_ host: ViewHost, reads expected: String, after action: String) {
    let labels = host.platformViews(RatingLabel.self)
    guard labels.count == 1, let label = labels.first else {
        expect(false, "\(action) the screen has \(labels.count) RatingLabels; expected one")
        return
    }
    expect(label.text == expected, "\(action) the RatingLabel's UILabel reads \(label.text.map { "“\($0)”" } ?? "nothing"); expected “\(expected)”: a new rating is applied to the label in updateUIView")
    expect(!label.isHidden && label.alpha > 0, "\(action) the RatingLabel's UILabel is \(label.isHidden ? "hidden" : "transparent"); expected it to show the rating")
    let shown = host.texts.filter { $0 == expected }.count
    expect(shown == 1, "\(action) “\(expected)” is on screen \(shown) times (\(host.texts)); expected once, in the label")
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("label-follows-rating") {
        let host = ViewHost(ReviewScreen())
        expectLabel(host, reads: "★★★☆☆ (3)", after: "at mount")
        for (button, expected) in [("Rate 5", "★★★★★ (5)"), ("Rate 2", "★★☆☆☆ (2)")] {
            host.tap(button)
            expectLabel(host, reads: expected, after: "after \(button)")
        }
    }
    lab.check("label-made-once") {
        let host = ViewHost(ReviewScreen())
        for button in ["Rate 5", "Rate 2", "Rate 4"] { host.tap(button) }
        for _ in 0..<3 { host.tap("Tick") }
        let calls = host.representableCalls(RatingLabel.self)
        expect(calls.makeUIView == 1 && calls.dismantleUIView == 0, """
            the UILabel was made \(calls.makeUIView == 1 ? "once" : "\(calls.makeUIView) times") and dismantled \
            \(calls.dismantleUIView == 1 ? "once" : "\(calls.dismantleUIView) times") over 3 ratings and 3 ticks; \
            expected made once, never dismantled: a new rating is an update of the same label (\(calls))
            """)
        expect(calls.updateUIView >= 4, "updateUIView ran \(calls.updateUIView == 1 ? "once" : "\(calls.updateUIView) times"); expected at least once at mount and once per new rating (\(calls))")
        expectLabel(host, reads: "★★★★☆ (4)", after: "after the last rating")
    }
    lab.check("formatter-made-once") {
        StarFormatters.built = 0
        let host = ViewHost(ReviewScreen())
        for button in ["Rate 5", "Rate 2"] { host.tap(button) }
        for _ in 0..<5 { host.tap("Tick") }
        let built = StarFormatters.built
        expect(built <= 1, """
            \(built) StarFormatters were made over mount, 2 ratings and 5 ticks; expected at most 1. \
            The RatingLabel struct is made again on every pass of the screen's body: what it builds in its \
            stored properties or init is built every time
            """)
    }
}
