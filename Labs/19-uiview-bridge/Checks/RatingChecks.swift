import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// Whether the representable's own UILabel, not some other view, reads
/// `expected` on screen: one RatingLabel, its label visible with that text,
/// and no other view showing the stars.
@MainActor private func expectLabel(_ host: ViewHost, reads expected: String, after action: String) {
    // The label the RatingLabel shows the rating in: the view makeUIView
    // returned, or the UILabel reading it anywhere in the container it
    // returned (a caption beside it is drawn too: UIKit draws every subview).
    let trees = host.platformLabelLists(RatingLabel.self)
    guard trees.count == 1, let labels = trees.first else {
        expect(false, "\(action) the screen has \(trees.count) RatingLabels; expected one")
        return
    }
    guard let label = labels.first(where: { $0.text == expected }) ?? labels.first else {
        expect(false, "\(action) the RatingLabel's view holds no UILabel; expected the label that shows the rating")
        return
    }
    let read = labels.map { $0.text.map { "“\($0)”" } ?? "nothing" }.joined(separator: ", ")
    expect(label.text == expected, "\(action) the RatingLabel's \(labels.count == 1 ? "UILabel reads" : "UILabels read") \(read); expected “\(expected)”: a new rating is applied to the label in updateUIView")
    expect(!label.isHidden && label.alpha > 0, "\(action) the RatingLabel's UILabel is \(label.isHidden ? "hidden" : "transparent"); expected it to show the rating")
    // What a user sees: the label's text judged as any Text is (its colour
    // against what is behind it, its alpha, its size), and shown only while
    // the label is in this RatingLabel's own place on screen.
    let shown = host.texts.filter { $0 == expected }.count
    let why = shown == 0 ? host.whyHidden(expected).map { " (the label's text is \($0))" } ?? "" : ""
    expect(shown == 1, "\(action) “\(expected)” is on screen \(shown) times\(why) (\(host.texts)); expected once, in the label, where a user can read it")
}

/// The screen inside an app the checks make, whose body re-runs now and then
/// (“App tick”: a badge elsewhere changed): each re-run makes a new
/// `ReviewScreen` value, as a real app's tab bar or navigation stack does.
private struct AppAroundTheScreen: View {
    @State private var appTicks = 0

    var body: some View {
        VStack {
            Text("App ticks: \(appTicks)")
            Button("App tick") { appTicks += 1 }
            ReviewScreen()
        }
    }
}

private let starsFor = [2: "★★☆☆☆ (2)", 4: "★★★★☆ (4)", 5: "★★★★★ (5)"]

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("label-follows-rating") {
        let host = ViewHost(ReviewScreen())
        expectLabel(host, reads: "★★★☆☆ (3)", after: "at mount")
        // 5 then 2, then every rating once more in a random order: each
        // change, up or down, reaches the label.
        var story: [String] = []
        for rating in [5, 2] + Scenario.shuffled([2, 4, 5]) {
            story.append("Rate \(rating)")
            host.tap("Rate \(rating)")
            expectLabel(host, reads: starsFor[rating]!, after: "after " + story.joined(separator: ", "))
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
        // What the representable's value builds each pass, by count: every
        // platform view made over the run must come from the one makeUIView
        // call, or the one makeCoordinator call before it (both once per
        // identity: Apple, makeCoordinator(), "SwiftUI calls this method
        // before calling the makeUIView(context:) method"). A UILabel kept
        // in a stored property (or made in an init, a body or updateUIView)
        // is built on every pass and thrown away.
        let once = calls.viewsMadeInMakeUIView + calls.viewsMadeInMakeCoordinator
        let outside = host.platformViewsMade - once
        expect(outside == 0, """
            \(host.platformViewsMade) UIViews were made over mount, 3 ratings and 3 ticks, \(once) of them in the one makeUIView \
            and makeCoordinator call, \(outside) elsewhere: the RatingLabel struct is made again on every pass of the screen's \
            body, so a UILabel it stores (or its init, a body or updateUIView makes) is built each pass and thrown away. Make \
            the label in makeUIView, the one call per identity (\(calls))
            """)
        expect(calls.updateUIView >= 4, "updateUIView ran \(calls.updateUIView == 1 ? "once" : "\(calls.updateUIView) times"); expected at least once at mount and once per new rating (\(calls))")
        expectLabel(host, reads: "★★★★☆ (4)", after: "after the last rating")
        // Once per identity, not once per program: two ReviewScreens at once
        // (two windows on an iPad, or the screen pushed twice in a
        // NavigationStack) each make their own label. UIKit puts a view in one
        // superview only (Apple, UIView.addSubview(_:)): one label both
        // makeUIView calls return shows in the screen that took it last, and
        // the other screen's rating is blank.
        let first = ViewHost(ReviewScreen()), second = ViewHost(ReviewScreen())
        let (firstRating, secondRating) = Scenario.pick([(5, 2), (2, 5), (4, 2)])
        first.tap("Rate \(firstRating)")
        second.tap("Rate \(secondRating)")
        let two = "with two ReviewScreens open (two windows), after Rate \(firstRating) on the first and Rate \(secondRating) on the second,"
        expectLabel(first, reads: starsFor[firstRating]!, after: two + " the first:")
        expectLabel(second, reads: starsFor[secondRating]!, after: two + " the second:")
        @MainActor func shown(_ host: ViewHost, _ rating: Int) -> UILabel? {
            let labels = host.platformLabelLists(RatingLabel.self).first ?? []
            return labels.first { $0.text == starsFor[rating] } ?? labels.first
        }
        let (firstLabel, secondLabel) = (shown(first, firstRating), shown(second, secondRating))
        expect(firstLabel == nil || secondLabel == nil || firstLabel !== secondLabel, """
            the two ReviewScreens' RatingLabels were given the same UILabel: makeUIView must make a new label for each \
            identity (a label kept in a static or global is one per program, and UIKit shows a view in one place only)
            """)
    }
    lab.check("formatter-made-once") {
        // Over mount, 2 ratings, 5 ticks of the screen's clock and two to
        // four re-runs of the app around the screen, in a random order.
        StarFormatters.built = 0
        let host = ViewHost(AppAroundTheScreen())
        let ratings = Array(Scenario.shuffled([2, 4, 5]).prefix(2))
        let appTicks = Scenario.int(in: 2...4)
        let actions = Scenario.shuffled(Array(repeating: "Tick", count: 5) + Array(repeating: "App tick", count: appTicks))
        var rest = actions[...]
        for rating in ratings {
            for action in rest.prefix(Scenario.int(in: 0...rest.count)) { host.tap(action); rest = rest.dropFirst() }
            host.tap("Rate \(rating)")
        }
        for action in rest { host.tap(action) }
        let built = StarFormatters.built
        expect(built <= 1, """
            \(built) StarFormatters were made over mount, 2 ratings, 5 ticks and \(appTicks) re-runs of the app around \
            the screen; expected at most 1. The RatingLabel struct is made again on every pass of the screen's body, and \
            the screen on every pass of its parent's: what they build in stored properties, an init or a @State default \
            value is built every time
            """)
        expectLabel(host, reads: starsFor[ratings.last!]!, after: "after Rate \(ratings[0]), Rate \(ratings[1]) and the ticks,")
    }
}
