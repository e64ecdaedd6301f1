import Testing
@testable import SwiftUISim

// Red team 13: a pressed look of `.scaleEffect(0.995)` passed as "not 1".
// A size change shows when the larger side moves by `visibleSizeChange`
// points; the frame is read from a real layout.
@MainActor struct SizeDifferenceTests {
    @Test func aFewPercentOfAButtonShowsAndHalfAPercentDoesNot() throws {
        let host = ViewHost(VStack { Text("Pay now").padding(.horizontal, 16).padding(.vertical, 8).background(Color.blue, in: Capsule()) })
        let fill = try #require(host.paint(around: "Pay now").first { $0.kind == .fill })
        // "Pay now" padded 16 each side: 7 + 4 columns, 88 points.
        #expect(fill.frame.width * 8 >= 80, "\(fill)")
        #expect(ViewHost.scaleShows(0.96, in: fill.frame))
        #expect(ViewHost.scaleShows(1.05, in: fill.frame))
        #expect(!ViewHost.scaleShows(0.995, in: fill.frame))
        #expect(!ViewHost.scaleShows(1, in: fill.frame))
        // The same 0.96 on a one-cell view (8 × 16 points) moves it by under a point.
        #expect(!ViewHost.scaleShows(0.96, in: ViewHost.Frame(x: 0, y: 0, width: 1, height: 1)))
    }
}
