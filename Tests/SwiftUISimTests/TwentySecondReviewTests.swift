import Testing
@testable import SwiftUISim

// Red-team round 22 (helper fix22c):
// - A programmatic scroll (ScrollViewProxy.scrollTo, scrollPosition(id:),
//   ScrollPosition) moves a lazy stack's scroll view as SwiftUI does: the
//   rows on screen are those at the target (Layout/ProgrammaticScroll.swift).
// - A custom ProgressViewStyle's makeBody draws the progress view, and the
//   share shown is the one its drawing brought on screen
//   (Views/ProgressStyleInEffect.swift).
// - Paint laid in front of a fill (a scrim overlay) changes the colour seen
//   there (`ViewHost.seenThrough`).

private struct ReaderInbox: View {
    let anchor: UnitPoint?
    let target: Int?
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Button("Top") { proxy.scrollTo(1, anchor: .top) }
                ScrollView {
                    LazyVStack {
                        ForEach(1...200, id: \.self) { Text("Row \($0)") }
                    }
                }
            }
            .onAppear { if let target { proxy.scrollTo(target, anchor: anchor) } }
        }
    }
}

private struct PositionInbox: View {
    @State private var position: Int?
    let initial: Int?
    let onAppearTarget: Int?
    init(initial: Int?, onAppear: Int?) {
        (self.initial, onAppearTarget) = (initial, onAppear)
        _position = State(initialValue: initial)
    }
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(1...200, id: \.self) { Text("Row \($0)") }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $position, anchor: .bottom)
        .onAppear { if let onAppearTarget { position = onAppearTarget } }
    }
}

private struct EdgeInbox: View {
    @State private var position = ScrollPosition(idType: Int.self)
    var body: some View {
        VStack {
            Button("Newest") { position.scrollTo(edge: .bottom) }
            ScrollView {
                LazyVStack {
                    ForEach(1...200, id: \.self) { Text("Row \($0)") }
                }
            }
            .scrollPosition($position)
        }
    }
}

private struct Percent: ProgressViewStyle {
    let animation: Animation?
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
            Rectangle().fill(Color.blue)
                .frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 4)
                .animation(animation, value: configuration.fractionCompleted)
        }
    }
}

private struct NothingDrawn: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View { Color.clear.frame(width: 10, height: 4) }
}

private struct StyledBar<S: ProgressViewStyle>: View {
    let style: S
    @State private var value = 0.0
    var body: some View {
        VStack {
            ProgressView(value: value).progressViewStyle(style)
            Button("Step") { value += 0.5 }
        }
    }
}

private struct Scrimmed: View {
    let scrim: Double
    let offset: CGFloat
    var body: some View {
        Text("Pay")
            .padding(8)
            .background(Color.blue)
            .overlay { Color.black.opacity(scrim).offset(x: offset) }
    }
}

@MainActor @Suite struct TwentySecondReviewTests {
    @Test func aProxyScrollToTheLastRowOpensAtTheLastRows() {
        let bottom = ViewHost(ReaderInbox(anchor: .bottom, target: 200))
        #expect(bottom.texts.contains("Row 200") && !bottom.texts.contains("Row 1"), "\(bottom.texts)")
        // nil anchor: the least scroll that shows it whole, so it ends at the bottom too.
        let least = ViewHost(ReaderInbox(anchor: nil, target: 150))
        #expect(least.texts.contains("Row 150") && !least.texts.contains("Row 151") && !least.texts.contains("Row 1"), "\(least.texts)")
        // A row already on screen: no scroll.
        let shown = ViewHost(ReaderInbox(anchor: nil, target: 5))
        #expect(shown.texts.contains("Row 1"), "\(shown.texts)")
        // An id no row has: nothing moves.
        let missing = ViewHost(ReaderInbox(anchor: .bottom, target: 999))
        #expect(missing.texts.contains("Row 1"), "\(missing.texts)")
        // Scrolling back from a button.
        bottom.tap("Top")
        #expect(bottom.texts.contains("Row 1") && !bottom.texts.contains("Row 200"), "\(bottom.texts)")
    }

    @Test func aScrollPositionSetOnAppearOrInitiallyMovesTheScrollView() {
        let set = ViewHost(PositionInbox(initial: nil, onAppear: 200))
        #expect(set.texts.contains("Row 200") && !set.texts.contains("Row 1"), "\(set.texts)")
        let initial = ViewHost(PositionInbox(initial: 100, onAppear: nil))
        #expect(initial.texts.contains("Row 100") && !initial.texts.contains("Row 1"), "\(initial.texts)")
        let untouched = ViewHost(PositionInbox(initial: nil, onAppear: nil))
        #expect(untouched.texts.contains("Row 1") && !untouched.texts.contains("Row 200"), "\(untouched.texts)")
    }

    @Test func aScrollPositionToTheBottomEdgeShowsTheLastRows() {
        let host = ViewHost(EdgeInbox())
        #expect(host.texts.contains("Row 1"))
        host.tap("Newest")
        #expect(host.texts.contains("Row 200") && !host.texts.contains("Row 1"), "\(host.texts)")
    }

    @Test func aCustomProgressStyleDrawsTheBarAndItsAnimationIsSeenOverTime() {
        func shown(_ animation: Animation?) -> (texts: [String], shares: [Double]) {
            let host = ViewHost(StyledBar(style: Percent(animation: animation)))
            host.tap("Step")
            return (host.texts, host.progressShown)
        }
        let plain = shown(nil)
        #expect(plain.texts.contains("50 %"), "makeBody runs with the configuration: \(plain.texts)")
        #expect(plain.shares == [0.5])
        #expect(shown(.easeInOut(duration: 0.25)).shares == [0.5])
        #expect(shown(.linear(duration: 600)).shares == [0], "the bar has not moved a glance later")
        let empty = ViewHost(StyledBar(style: NothingDrawn()))
        #expect(empty.progressShown.isEmpty, "a style that draws nothing shows no bar")
    }

    @Test func aScrimInFrontOfAFillDarkensTheColourSeen() {
        func face(_ scrim: Double, offset: CGFloat = 0) -> ViewHost.SeenColour? {
            let host = ViewHost(Scrimmed(scrim: scrim, offset: offset))
            let layers = host.paint(around: "Pay")
            guard let index = layers.firstIndex(where: { $0.kind == .fill && $0.color == .blue }) else { return nil }
            return ViewHost.seenThrough(layers, at: index)
        }
        guard let rest = face(0), let pressed = face(0.25), let faint = face(0.02), let aside = face(0.25, offset: 600) else {
            Issue.record("no blue fill found")
            return
        }
        #expect(rest.difference(from: pressed) >= ViewHost.visibleDifference, "\(rest) → \(pressed)")
        #expect(rest.difference(from: faint) < ViewHost.visibleDifference)
        #expect(rest.difference(from: aside) < 0.001, "a scrim moved away covers nothing")
    }
}
