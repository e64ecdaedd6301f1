import Foundation
import Testing
@testable import SwiftUISim

// Twenty-sixth review (findings 01, 08, 12; docs/trust.md, "The
// twenty-sixth review: the lazy window and the one clock (lab 12)"): what
// a device's main run loop runs within the glance runs on the one virtual
// clock (Graph/ScheduledWork.swift): a block given to `RunLoop.main.perform`,
// Combine's `delay`/`debounce` on the main thread's schedulers, and a
// `TimelineView`'s schedule. A write 0.3 s after the view appears is on
// screen a glance (1 s) later; one a minute later is not.

/// Writes 0.3 s (or 60 s: `late`) after the view appears, by one of the
/// main run loop's schedulers.
private struct MainRunLoopWrites: View {
    enum Kind: CaseIterable {
        case delayOnRunLoopMain, delayOnMainQueue, debounceOnRunLoopMain, scheduleAfterOnRunLoopMain, scheduleAfterOnOperationQueueMain
    }
    let kind: Kind
    var late = false
    @State private var shown = "first"
    var body: some View {
        let seconds = late ? 60.0 : 0.3
        switch kind {
        case .delayOnRunLoopMain:
            Text(shown).onReceive(Just(true).delay(for: .seconds(seconds), scheduler: RunLoop.main)) { _ in shown = "later" }
        case .delayOnMainQueue:
            Text(shown).onReceive(Just(true).delay(for: .seconds(seconds), scheduler: DispatchQueue.main)) { _ in shown = "later" }
        case .debounceOnRunLoopMain:
            Text(shown).onReceive(Just(true).debounce(for: .seconds(seconds), scheduler: RunLoop.main)) { _ in shown = "later" }
        case .scheduleAfterOnRunLoopMain:
            Text(shown).onAppear {
                RunLoop.main.schedule(after: RunLoop.main.now.advanced(by: .seconds(seconds))) { shown = "later" }
            }
        case .scheduleAfterOnOperationQueueMain:
            Text(shown).onAppear {
                let main = OperationQueue.main
                main.schedule(after: main.now.advanced(by: .seconds(seconds))) { shown = "later" }
            }
        }
    }
}

/// A `TimelineView` whose date change writes.
private struct TimelineWrites<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    @State private var changes = 0
    var body: some View {
        TimelineView(schedule) { context in
            Text("changed \(changes)")
                .onChange(of: context.date) { changes += 1 }
        }
    }
}

/// As in TwentyFifthReviewEveryClockTests: under a test runner the main
/// actor runs on a worker, so the host cannot drain the main queue from
/// inside; the woken work reaches the main actor when the test awaits.
@MainActor private func look(_ host: ViewHost) async {
    for _ in 0..<20 { await Task.yield() }
    try? await Task.sleep(for: .milliseconds(20))
    for _ in 0..<20 { await Task.yield() }
    host.update()
}

@MainActor @Suite(.serialized) struct TwentySixthReviewOneClockTests {
    /// Apple, Publisher.delay(for:tolerance:scheduler:options:) (Combine,
    /// iOS 13): "Delays delivery of all output to the downstream receiver by
    /// a specified amount of time on a particular scheduler";
    /// debounce(for:scheduler:options:); Scheduler.schedule(after:…) and
    /// schedule(after:interval:…) ("Performs the action at some time after
    /// the specified date"). On `RunLoop.main`, `DispatchQueue.main` and
    /// `OperationQueue.main` that time is the virtual clock's: 0.3 s later
    /// is seen a glance later, 60 s later is not.
    @Test func theMainThreadsCombineSchedulersRunOnTheVirtualClock() {
        for kind in MainRunLoopWrites.Kind.allCases {
            #expect(ViewHost(MainRunLoopWrites(kind: kind)).texts == ["later"], "\(kind)")
            #expect(ViewHost(MainRunLoopWrites(kind: kind, late: true)).texts == ["first"], "\(kind), 60 s")
        }
    }

    // RunLoop.perform(_:) (iOS 10: "Schedules a block that the run loop
    // invokes") runs in the turn of the main run loop the host takes each
    // glance; only a host on the main thread turns it (a lab program's, not
    // a test runner's worker), so it is judged through the real CLI: the
    // wrong-fix fixture 12-lazy-list/scroll-to-newest-after-run-loop-perform.

    /// Apple, TimelineView (iOS 15): "A view that updates according to a
    /// schedule that you provide"; `.periodic(from:by:)` "at regular
    /// intervals", `.explicit(_:)` "at explicit points in time",
    /// `.animation(minimumInterval:paused:)` as often as frames are drawn
    /// unless paused, `.everyMinute` "at the start of every minute". Each
    /// entry within the glance rebuilds the content with its date.
    @Test func aTimelinesScheduleTicksOnTheVirtualClock() {
        #expect(ViewHost(TimelineWrites(schedule: .periodic(from: .now, by: 0.3))).texts == ["changed 3"])
        #expect(ViewHost(TimelineWrites(schedule: .explicit([Date.now.addingTimeInterval(0.5)]))).texts == ["changed 1"])
        #expect(ViewHost(TimelineWrites(schedule: .animation(minimumInterval: 0.25))).texts == ["changed 4"])
        #expect(ViewHost(TimelineWrites(schedule: .animation(paused: true))).texts == ["changed 0"])
        #expect(ViewHost(TimelineWrites(schedule: .everyMinute)).texts == ["changed 0"])
    }

    /// A timeline that leaves the screen stops updating (SwiftUI updates
    /// what it shows): nothing keeps ticking for it.
    @Test func aTimelineOffScreenStopsTicking() {
        struct Toggled: View {
            @State private var shows = true
            var body: some View {
                VStack {
                    Button("Hide") { shows = false }
                    if shows { TimelineWrites(schedule: .periodic(from: .now, by: 0.3)) }
                }
            }
        }
        let host = ViewHost(Toggled())
        host.tap("Hide")
        #expect(host.texts == ["Hide"])
    }
}
