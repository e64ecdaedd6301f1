import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("label-follows-rating") {
        let host = ViewHost(ReviewScreen())
        expect(host.texts.contains("★★★☆☆ (3)"), "at mount the label shows \(host.texts); expected “★★★☆☆ (3)”")
        for (button, expected) in [("Rate 5", "★★★★★ (5)"), ("Rate 2", "★★☆☆☆ (2)")] {
            host.tap(button)
            expect(host.texts.contains(expected), "after \(button) the screen shows \(host.texts); expected the label to read “\(expected)”")
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
        expect(host.texts.contains("★★★★☆ (4)"), "after the last rating the screen shows \(host.texts); expected “★★★★☆ (4)”")
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
