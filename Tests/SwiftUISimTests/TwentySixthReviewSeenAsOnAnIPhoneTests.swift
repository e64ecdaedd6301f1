import Foundation
import Testing
@testable import SwiftUISim

// Twenty-sixth review: what a user of an iPhone app sees.
// - Apple, CircularProgressViewStyle / ProgressViewStyle.circular (iOS 14):
//   "On watchOS, and in widgets and complications, a circular progress view
//   appears as a gauge with the accessoryCircularCapacity style. […] In
//   cases where no determinate circular progress view style is available,
//   circular progress views use an indeterminate style." An iOS app has no
//   determinate circular style (macOS 11 draws one): the spinner, whatever
//   the value. LinearProgressViewStyle (iOS 14): a bar.
// - RedactionReasons.placeholder (iOS 14): "Text and images will be
//   automatically masked to appear as generic placeholders, though
//   maintaining their original size and shape"; unredacted() (iOS 14):
//   "Removes any reason to apply a redaction to this view hierarchy";
//   privacySensitive(_:) (iOS 15) marks what `.privacy` obscures.
// - sheet(isPresented:onDismiss:content:) on an iPhone with no detents is at
//   the large detent (presentationDetents(_:), iOS 16: "By default, sheets
//   support the large detent"), modal: the view behind it takes no touches
//   unless presentationBackgroundInteraction (iOS 16.4) enables them.

private struct Position: View {
    let value: Double
    var outer: Bool = false
    var body: some View {
        if outer {
            VStack { ProgressView(value: value).progressViewStyle(.linear) }.progressViewStyle(.circular)
        } else {
            ProgressView(value: value).progressViewStyle(.circular)
        }
    }
}

private struct Spelled: View {
    var body: some View { ProgressView(value: 3, total: 10).progressViewStyle(CircularProgressViewStyle()) }
}

private struct PlainBar: View {
    var body: some View { ProgressView(value: 3, total: 10).progressViewStyle(.linear) }
}

private struct Card: View {
    let reason: RedactionReasons
    var body: some View {
        VStack {
            Text("Title")
            Text("Secret").privacySensitive()
            Text("The Weekly").unredacted()
        }
        .redacted(reason: reason)
    }
}

private struct Inbox: View {
    let presented: Bool
    var detents = false
    var interacts = false
    /// Large, enabling background interaction.
    var largeInteracting = false
    var body: some View {
        ScrollView {
            LazyVStack { ForEach(0..<1000, id: \.self) { Text("Row \($0)") } }
        }
        .sheet(isPresented: .constant(presented)) {
            if detents {
                Text("Welcome").presentationDetents([.height(120)])
            } else if interacts {
                Text("Welcome").presentationDetents([.height(120)]).presentationBackgroundInteraction(.enabled)
            } else if largeInteracting {
                Text("Welcome").presentationBackgroundInteraction(.enabled)
            } else {
                Text("Welcome").interactiveDismissDisabled()
            }
        }
    }
}

/// An order screen with a receipt sheet (finding 14): the order's button
/// at the top, the sheet at `detents` (selected: `selected`), with
/// `interaction` behind it.
private struct Order: View {
    var detents: Set<PresentationDetent> = [.height(120)]
    var selected: PresentationDetent? = nil
    var interaction: PresentationBackgroundInteraction = .enabled
    @State private var count = 0
    @State private var shows = false
    var body: some View {
        VStack {
            Button("Add item \(count)") { count += 1 }
            Button(shows ? "Hide receipt" : "Show receipt") { withAnimation { shows.toggle() } }
            Spacer()
        }
        .sheet(isPresented: $shows) {
            if let selected {
                Text("Receipt").presentationDetents(detents, selection: .constant(selected)).presentationBackgroundInteraction(interaction)
            } else {
                Text("Receipt").presentationDetents(detents).presentationBackgroundInteraction(interaction)
            }
        }
    }
}

@MainActor
struct TwentySixthReviewSeenAsOnAnIPhoneTests {
    @Test func aCircularProgressViewIsASpinnerOnAnIPhoneWhateverItsValue() {
        #expect(ViewHost(Position(value: 0.3)).progressShown.isEmpty)
        #expect(ViewHost(Position(value: 1)).progressShown.isEmpty)
        #expect(ViewHost(Spelled()).progressShown.isEmpty)
    }

    @Test func aLinearStyleNearerTheViewDrawsABar() {
        #expect(ViewHost(PlainBar()).progressShown == [0.3])
        #expect(ViewHost(Position(value: 0.3, outer: true)).progressShown == [0.3])
    }

    @Test func aPlaceholderRedactionMasksEveryTextButTheUnredacted() {
        #expect(ViewHost(Card(reason: .placeholder)).texts == ["The Weekly"])
        #expect(ViewHost(Card(reason: [])).texts == ["Title", "Secret", "The Weekly"])
        // `.invalidated` (iOS 17) marks data pending an update: nothing is masked.
        #expect(ViewHost(Card(reason: .invalidated)).texts == ["Title", "Secret", "The Weekly"])
    }

    @Test func aPrivacyRedactionMasksOnlyPrivacySensitiveText() {
        let host = ViewHost(Card(reason: .privacy))
        #expect(host.texts == ["Title", "The Weekly"], "\(host.texts)")
        #expect(host.whyHidden("Secret")?.contains("privacySensitive") == true, "\(host.whyHidden("Secret") ?? "nil")")
    }

    @Test func aLargeSheetCoversTheScreenBehindIt() {
        let host = ViewHost(Inbox(presented: true))
        #expect(host.texts == ["Welcome"], "\(host.texts)")
        #expect(ViewHost(Inbox(presented: false)).texts.contains("Row 0"))
    }

    @Test func aSheetAtASmallDetentCoversOnlyTheBottomOfTheScreen() {
        let host = ViewHost(Inbox(presented: true, detents: true))
        #expect(host.texts.contains("Row 0"), "\(host.texts)")
        #expect(host.texts.contains("Welcome"), "\(host.texts)")
        // Outside a scroll view, what lies at the bottom is under the sheet.
        let pinned = ViewHost(VStack { Text("Top"); Spacer(); Text("Bottom") }.sheet(isPresented: .constant(true)) {
            Text("Receipt").presentationDetents([.height(120)])
        })
        #expect(pinned.texts.contains("Top") && !pinned.texts.contains("Bottom"), "\(pinned.texts)")
        #expect(pinned.whyHidden("Bottom")?.contains("sheet at its height(120.0) detent") == true, "\(pinned.whyHidden("Bottom") ?? "nil")")
    }

    @Test func aSheetPassingTouchesLeavesTheOrderAboveItTappable() {
        let host = ViewHost(Order())
        host.tap("Show receipt")
        #expect(host.texts.contains("Receipt"), "\(host.texts)")
        host.tap("Add item 0")
        host.tap("Hide receipt")
        #expect(host.texts.contains("Add item 1") && !host.texts.contains("Receipt"), "\(host.texts)")
        // The sheet came and went as UIKit presents one: up from the bottom, animated.
        let removal = host.removals.last { $0.texts.contains("Receipt") }
        #expect(removal?.transition?.name.contains("sheet presentation") == true && removal?.timing?.shows == true,
                "\(String(describing: removal))")
    }

    @Test func aSheetPassesTouchesOnlyUpThroughItsDetent() {
        #expect(PresentationBackgroundInteraction.enabled(upThrough: .height(120)).upThrough?.share ?? 1 < PresentationDetent.medium.share)
        let host = ViewHost(Order(detents: [.height(120), .medium], selected: .medium, interaction: .enabled(upThrough: .height(120))))
        host.tap("Show receipt")
        #expect(host.reachableRoot != nil, "at medium, above the detent it passes touches up through, the sheet is modal")
        let passing = ViewHost(Order(detents: [.height(120), .medium], selected: .height(120), interaction: .enabled(upThrough: .height(120))))
        passing.tap("Show receipt")
        #expect(passing.reachableRoot == nil)
        let automatic = ViewHost(Order(interaction: .automatic))
        automatic.tap("Show receipt")
        #expect(automatic.reachableRoot != nil, "automatic: a sheet is modal on an iPhone")
    }

    @Test func aLargeSheetPassingTouchesStillCoversThePresenter() async {
        #expect(ViewHost(Inbox(presented: true, largeInteracting: true)).texts == ["Welcome"])
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Inbox(presented: true, largeInteracting: true)).scroll(to: 500) }
        }
    }

    @Test func aSheetEnablingBackgroundInteractionPassesTheSwipe() {
        let host = ViewHost(Inbox(presented: true, interacts: true))
        host.scroll(to: 500)
        #expect(host.texts.contains("Row 500"), "\(host.texts)")
    }

    @Test func aModalSheetTakesTheSwipeMeantForTheRowsBehindIt() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { ViewHost(Inbox(presented: true)).scroll(to: 500) }
        }
    }
}
