import Foundation
import Testing
@testable import SwiftUISim

// Twenty-fifth review (docs/trust.md, "The twenty-fifth review: every
// scheduler on the one clock"): every way an app waits before it writes
// (each `Task.sleep` overload, a clock's own sleep, `asyncAfter` with `qos:`
// or a wall deadline, on the main queue or another, Combine's main-run-loop
// timer) reads the host's virtual clock, so a write 0.3 s later is on screen
// a glance (1 s) after the view appears, and one 5 s later is not.

/// Writes 0.3 s (or 5 s: `late`) after the view appears, by one scheduler.
private struct WaitsThenWrites: View {
    enum Kind: CaseIterable {
        case sleepUntilClock, sleepForToleranceClock, continuousClockSleep, suspendingClockSleep, anyClockSleep
        case asyncAfterQoS, asyncAfterWallDeadline, continuationFromGlobalQueue
    }
    let kind: Kind
    var late = false
    @State private var shown = "first"
    var body: some View {
        Text(shown)
            .task {
                let delay: Duration = late ? .seconds(5) : .milliseconds(300)
                let seconds = late ? 5.0 : 0.3
                switch kind {
                case .sleepUntilClock: try? await Task.sleep(until: .now + delay, clock: .continuous)
                case .sleepForToleranceClock: try? await Task.sleep(for: delay, tolerance: .zero, clock: .suspending)
                case .continuousClockSleep: try? await ContinuousClock().sleep(for: delay)
                case .suspendingClockSleep: try? await SuspendingClock().sleep(until: .now + delay)
                case .anyClockSleep:
                    let clock: any Clock<Duration> = ContinuousClock()
                    try? await clock.sleep(for: delay)
                case .asyncAfterQoS:
                    DispatchQueue.main.asyncAfter(deadline: .now() + seconds, qos: .userInitiated) { shown = "later" }
                    return
                case .asyncAfterWallDeadline:
                    DispatchQueue.main.asyncAfter(wallDeadline: .now() + seconds) { shown = "later" }
                    return
                case .continuationFromGlobalQueue:
                    await withCheckedContinuation { (resumed: CheckedContinuation<Void, Never>) in
                        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { resumed.resume() }
                    }
                }
                shown = "later"
            }
    }
}

/// `Timer.publish(every:on: .main, in: .common).autoconnect()` (Combine's,
/// the stand-in here), the first tick only.
private struct TicksOnce: View {
    let every: TimeInterval
    @State private var shown = "first"
    var body: some View {
        Text(shown)
            .onReceive(Timer.publish(every: every, on: .main, in: .common).autoconnect().first()) { _ in shown = "later" }
    }
}

/// A time observer hopping back through `MainActor.run` from a task.
@MainActor private final class Ticker {
    var observers: [@MainActor (Int) -> Void] = []
    var seconds = 0
    func advance() { seconds += 1; for observer in observers { observer(seconds) } }
}

private struct Elapsed: View {
    let ticker: Ticker
    let detached: Bool
    @State private var elapsed = 0
    var body: some View {
        Text("\(elapsed) s")
            .onAppear {
                ticker.observers.append { seconds in
                    if detached {
                        Task.detached { await MainActor.run { elapsed = seconds } }
                    } else {
                        Task { await MainActor.run { elapsed = seconds } }
                    }
                }
            }
    }
}

/// As in TwentyFourthReviewScheduledWorkTests: under a test runner the main
/// actor runs on a worker, so the host cannot drain the main queue from
/// inside; the woken work reaches the main actor when the test awaits.
@MainActor private func look(_ host: ViewHost) async {
    for _ in 0..<20 { await Task.yield() }
    try? await Task.sleep(for: .milliseconds(20))
    for _ in 0..<20 { await Task.yield() }
    host.update()
}

@MainActor @Suite(.serialized) struct TwentyFifthReviewEveryClockTests {
    /// Apple (Swift 5.7, iOS 16): Task.sleep(until:tolerance:clock:)
    /// "Suspends the current task until the given deadline within a
    /// tolerance"; Task.sleep(for:tolerance:clock:); Clock.sleep(for:tolerance:)
    /// and ContinuousClock/SuspendingClock sleep(until:tolerance:).
    /// DispatchQueue.asyncAfter(deadline:qos:flags:execute:) and
    /// asyncAfter(wallDeadline:qos:flags:execute:) (iOS 10): "Submits a work
    /// item to a dispatch queue for asynchronous execution after a
    /// specified time." Each is on the virtual clock: 0.3 s later is seen a
    /// glance later, with no real waiting.
    @Test func everySchedulerWaitsOnTheVirtualClock() async {
        for kind in WaitsThenWrites.Kind.allCases {
            let host = ViewHost(WaitsThenWrites(kind: kind))
            await look(host)
            #expect(host.texts == ["later"], "\(kind)")
        }
    }

    /// The same 5 s later: a glance after the view appears, it has not
    /// happened (only the first glance is judged: here, off the main
    /// thread, later glances share the wall-clock backup).
    @Test func aWaitPastTheGlanceIsNotSeenAtTheFirstGlance() {
        for kind in WaitsThenWrites.Kind.allCases {
            let host = ViewHost(WaitsThenWrites(kind: kind, late: true))
            #expect(host.texts == ["first"], "\(kind)")
        }
    }

    /// Apple, Timer.publish(every:tolerance:on:in:options:) (Foundation with
    /// Combine, iOS 13): "Returns a publisher that repeatedly emits the
    /// current date on the given interval." On the main run loop it ticks
    /// on the virtual clock: a 0.3 s timer has ticked by the first glance,
    /// a 5 s one has not.
    @Test func aMainRunLoopTimerPublisherTicksOnTheVirtualClock() {
        #expect(ViewHost(TicksOnce(every: 0.3)).texts == ["later"])
        #expect(ViewHost(TicksOnce(every: 5)).texts == ["first"])
    }

    /// Apple, MainActor.run(resultType:body:) (Swift 5.5, iOS 13): "Execute
    /// the given body closure on the main actor"; a nonisolated async
    /// function, so the task hops to the cooperative pool and back (SE-0338),
    /// within a frame on a device. An observer that hops so is not frozen.
    /// (The host's wait for the pool runs in a lab program, on the main
    /// thread: the fixtures `10-split-by-state/observer-hops-through-main-actor-run`
    /// and `…-detached-main-actor-run` judge it through the real CLI.)
    @Test func anObserverThatHopsThroughMainActorRunIsNotFrozen() async {
        for detached in [false, true] {
            let ticker = Ticker()
            let host = ViewHost(Elapsed(ticker: ticker, detached: detached))
            for _ in 0..<3 {
                ticker.advance()
                await look(host)
            }
            #expect(host.texts == ["3 s"], "detached: \(detached)")
        }
    }
}
