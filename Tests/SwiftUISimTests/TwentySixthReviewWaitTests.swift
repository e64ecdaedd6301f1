import Foundation
import Testing
@testable import SwiftUISim

// Twenty-sixth review, finding 17 (docs/trust.md, "The twenty-sixth review:
// wrong fixes that passed"): `host.wait(seconds:)` lets virtual time pass
// with no action, so a check can read the screen again a few seconds later.

/// Writes 5 s after it appears: past the first glance.
private struct WritesFiveSecondsLater: View {
    @State private var shown = "first"
    var body: some View {
        Text(shown).task { try? await Task.sleep(for: .seconds(5)); shown = "later" }
    }
}

/// Counts the ticks of a main-run-loop timer every 0.1 s, for ever.
private struct TicksForEver: View {
    @State private var ticks = 0
    private let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("ticks: \(ticks)").onReceive(timer) { _ in ticks += 1 }
    }
}

/// As in TwentyFourthReviewScheduledWorkTests: off the main thread a woken
/// task reaches the main actor when the test awaits.
@MainActor private func look(_ host: ViewHost) async {
    for _ in 0..<20 { await Task.yield() }
    host.update()
}

@MainActor @Suite(.serialized) struct TwentySixthReviewWaitTests {
    /// Apple, Task.sleep(for:) (iOS 16): the write lands once the clock
    /// reaches it; a wait of ten seconds gets there with no real waiting.
    @Test func aWaitRunsWhatFallsDueWithinIt() async {
        let host = ViewHost(WritesFiveSecondsLater())
        #expect(host.texts == ["first"], "a glance after it appears, the 5 s sleep has not ended")
        // No real time is asserted (a shared machine's load decides it; the
        // bench measures speed): the sleep ends within the wait.
        host.wait(seconds: 10)
        await look(host)
        #expect(host.texts == ["later"])
    }

    /// Work scheduled for ever (a timer) does not hold a wait up: it runs
    /// what falls due within it, about ten ticks a second, then returns.
    @Test func aTimerThatNeverStopsTicksWithinTheWaitOnly() async {
        let host = ViewHost(TicksForEver())
        host.wait(seconds: 10)
        await look(host)
        let ticks = host.texts.first.flatMap { Int($0.dropFirst("ticks: ".count)) } ?? -1
        // At least the wait's ten seconds of ticks, and the wait returned. No
        // upper bound: in a test process the virtual clock is one for every
        // host, and parallel tests' glances move it too.
        #expect(ticks >= 90, "\(host.texts)")
    }
}
