import Foundation
import Testing
@testable import SwiftUISim

// Twenty-fourth review (docs/trust.md, "The twenty-fourth review: the screen
// a glance after the work the app scheduled"): the host reads the screen
// after the main actor's ready work and the timers due within a glance have
// run, as a device's main run loop runs them before a user looks.


/// .task writes after a suspension point of each kind.
private struct LateWriter: View {
    enum Kind { case sleep, yield, asyncAfter, sleepPastTheGlance }
    let kind: Kind
    @State private var shown = "first"
    var body: some View {
        Text(shown)
            .task {
                switch kind {
                case .sleep: try? await Task.sleep(for: .milliseconds(300)); shown = "later"
                case .yield: await Task.yield(); shown = "later"
                case .sleepPastTheGlance: try? await Task.sleep(for: .seconds(5)); shown = "later"
                case .asyncAfter: DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { shown = "later" }
                }
            }
    }
}

/// A time observer whose callback hops to the main queue or a main-actor task.
@MainActor private final class Ticker {
    var observers: [@MainActor (Int) -> Void] = []
    var seconds = 0
    func advance() { seconds += 1; for observer in observers { observer(seconds) } }
}

private struct Elapsed: View {
    let ticker: Ticker
    let hopsByTask: Bool
    @State private var elapsed = 0
    var body: some View {
        Text("\(elapsed) s")
            .onAppear {
                ticker.observers.append { seconds in
                    if hopsByTask { Task { @MainActor in elapsed = seconds } } else { DispatchQueue.main.async { elapsed = seconds } }
                }
            }
    }
}

/// Schedules itself again forever, on the virtual clock, until told to stop.
private struct Flood: View {
    nonisolated(unsafe) static var stops = false
    var body: some View {
        Text("flood").onAppear { Self.again() }
    }
    static func again() {
        DispatchQueue.main.asyncAfter(deadline: .now()) { if !Flood.stops { again() } }
    }
}

/// A test runner's main actor runs on a worker thread that drains the main
/// queue, so the host cannot drain it from inside (a lab program's checks
/// run on the main thread, where it does): here the work a timer woke
/// reaches the main actor when the test awaits, and the next update shows it.
@MainActor private func look(_ host: ViewHost) async {
    for _ in 0..<20 { await Task.yield() }
    host.update()
}

@MainActor @Suite(.serialized) struct TwentyFourthReviewScheduledWorkTests {
    /// Apple, Task.sleep(for:) (iOS 16): "Suspends the current task for the
    /// given duration"; task(priority:_:) (iOS 15): the task starts "before
    /// this view appears". A write 0.3 s after the view appears is on screen
    /// a glance (1 s) later, with no real waiting; one 5 s later is not,
    /// until the virtual clock gets there (a glance per action).
    /// (How long either takes in real time is the bench's to measure, not a
    /// unit test's; and here, off the main thread, the clock's later glances
    /// are shared with the wall-clock backup, so only the first glance is judged.)
    @Test func aWriteAfterAShortSleepIsSeenAndOnePastTheGlanceIsNot() async {
        let host = ViewHost(LateWriter(kind: .sleep))
        await look(host)
        #expect(host.texts == ["later"])
        let late = ViewHost(LateWriter(kind: .sleepPastTheGlance))
        #expect(late.texts == ["first"], "a glance after it appears, the 5 s sleep has not ended")
    }

    /// Apple, Task.yield() (iOS 13): "Suspends the current task and allows
    /// other tasks to execute"; DispatchQueue.asyncAfter(deadline:qos:flags:execute:)
    /// (iOS 10): "Submits a work item … for asynchronous execution after a specified time."
    @Test func aWriteAfterAYieldOrAnAsyncAfterIsSeen() async {
        let yielded = ViewHost(LateWriter(kind: .yield))
        await look(yielded)
        #expect(yielded.texts == ["later"])
        // An asyncAfter block on the main queue runs on the clock, in the glance itself.
        #expect(ViewHost(LateWriter(kind: .asyncAfter)).texts == ["later"])
    }

    /// Apple, DispatchQueue.main (iOS 10): "The dispatch queue associated
    /// with the main thread"; AVPlayer.addPeriodicTimeObserver(forInterval:queue:using:)
    /// (iOS 4) calls the block on the queue given: an app that hops to the
    /// main queue or a main-actor task sees its write on screen within a frame.
    @Test func anObserverThatHopsToTheMainQueueIsNotFrozen() async {
        for hopsByTask in [false, true] {
            let ticker = Ticker()
            let host = ViewHost(Elapsed(ticker: ticker, hopsByTask: hopsByTask))
            for _ in 0..<3 {
                ticker.advance()
                await look(host)
            }
            #expect(host.texts == ["3 s"], "hops by task: \(hopsByTask)")
        }
    }

    /// A program that schedules forever is stopped within the glance, and
    /// the host says so (a lab program adds it to the check's message).
    @Test func workThatNeverEndsIsCappedAndNamed() {
        var notes: [String] = []
        ViewHost.scheduledWorkHandler = { notes.append($0) }
        defer { ViewHost.scheduledWorkHandler = nil }
        Flood.stops = false
        let host = ViewHost(Flood())
        Flood.stops = true
        #expect(host.texts == ["flood"])
        #expect(notes.count == 1 && notes[0].contains("kept scheduling work"), "\(notes)")
        host.update()
    }
}
