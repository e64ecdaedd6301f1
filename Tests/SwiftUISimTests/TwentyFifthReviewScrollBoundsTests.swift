import Testing
@testable import SwiftUISim

// Twenty-fifth review (finding 10 of the twenty-third review, helper
// fix24t-wip): a row is on screen only inside the visible bounds of every
// ScrollView and List around it. Apple, ScrollView (iOS 13): "The scroll
// view displays its content within the scrollable content region. As the
// user performs platform-appropriate scroll gestures, the scroll view
// adjusts what portion of the underlying content is visible"; its size is
// what its parent proposes (frame(width:height:alignment:), iOS 13:
// "Positions this view within an invisible frame with the specified size").
// A List (iOS 13) scrolls its rows the same way. The simulated screen is
// smaller than a phone's, so a scroll view's length is taken as laid out on
// a phone's screen (49 × 47 cells): one that fills the screen shows more
// rows there; one whose length the app set, or a sibling squeezes, does not.

private enum Window {
    case fixedHeight(Double), maxHeight(Double), relative(Double), squeezed, nestedFixed(Double), fills, footer, list(Double), bottomAnchor
}

/// Rows of one 16-point line with 8 points of padding (3 cells each), lazily built.
private struct Rows: View {
    let window: Window
    var body: some View {
        switch window {
        case .fixedHeight(let height): scroll.frame(height: height)
        case .maxHeight(let height): scroll.frame(maxHeight: height)
        case .relative(let share): scroll.containerRelativeFrame(.vertical) { length, _ in length * share }
        case .squeezed:
            VStack {
                scroll
                Color.clear.layoutPriority(1)
            }
        case .nestedFixed(let height): ScrollView { scroll.frame(height: height) }
        case .fills: scroll
        case .footer:
            VStack {
                scroll
                Text("100 rows")
            }
        case .list(let height):
            List(1...100, id: \.self) { Text("Row \($0)").padding(8) }
                .listStyle(.plain)
                .frame(height: height)
        case .bottomAnchor: scroll.defaultScrollAnchor(.bottom)
        }
    }
    private var scroll: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(1...100, id: \.self) { Text("Row \($0)").padding(8) }
            }
        }
    }
}

private struct Across: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 8) {
                ForEach(0..<50, id: \.self) { Text("Item \($0)") }
            }
        }
        .frame(width: 40)
    }
}

@MainActor
@Suite struct TwentyFifthReviewScrollBoundsTests {
    @Test func aScrollViewShowsOnlyWhatLiesInItsVisibleBounds() {
        for window: Window in [.fixedHeight(12), .maxHeight(12), .relative(0.05), .nestedFixed(12), .list(12)] {
            let host = ViewHost(Rows(window: window))
            #expect(!host.texts.contains("Row 2"), "\(window): \(host.texts)")
            #expect(host.whyHidden("Row 2")?.contains("visible bounds") == true, "\(window): \(host.whyHidden("Row 2") ?? "shown")")
        }
        // A VStack slot whose sibling takes every point first: no height, nothing shows.
        let squeezed = ViewHost(Rows(window: .squeezed))
        #expect(squeezed.whyHidden("Row 1")?.contains("of no height") == true, "\(squeezed.whyHidden("Row 1") ?? "shown")")
        // Sideways: 40 points wide shows "Item 0" (and part of it), not "Item 1".
        let across = ViewHost(Across())
        #expect(across.texts.contains("Item 0") && !across.texts.contains("Item 1"), "\(across.texts)")
    }

    @Test func aScrollViewSizedByTheScreenShowsWhatAPhonesScreenShows() {
        // 3 cells a row: the simulated screen (20 cells) holds six rows, a phone's (47) fifteen.
        for window: Window in [.fills, .footer, .fixedHeight(600), .maxHeight(600), .relative(0.9)] {
            let host = ViewHost(Rows(window: window))
            #expect(host.texts.contains("Row 1") && host.texts.contains("Row 12"), "\(window): \(host.texts)")
            #expect(!host.texts.contains("Row 17"), "\(window): \(host.texts)")
        }
        // Opened at its bottom: the phone's extra length shows more rows above.
        let bottom = ViewHost(Rows(window: .bottomAnchor))
        #expect(bottom.texts.contains("Row 100") && bottom.texts.contains("Row 90"), "\(bottom.texts)")
        #expect(!bottom.texts.contains("Row 81"), "\(bottom.texts)")
    }
}
