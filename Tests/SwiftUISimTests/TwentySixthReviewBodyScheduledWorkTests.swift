import Foundation
import Testing
@testable import SwiftUISim

// Twenty-sixth review, finding 15 (docs/trust.md, "The twenty-sixth review:
// wrong fixes that passed"): work a body schedules carries that body's pass
// (Graph/BodyScheduledWork.swift); work an action, `onAppear`, `onChange` or
// `.task` starts does not.

/// What each piece of work saw as the body behind it, by what it was.
private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: String] = [:]
    static let shared = Seen()

    func note(_ label: String) {
        let by = ViewHost.bodyBehindRunningWork ?? "none"
        lock.withLock { values[label] = by }
    }

    subscript(label: String) -> String? { lock.withLock { values[label] } }
}

/// Schedules work from its body, each kind once.
private struct SchedulesFromBody: View {
    var body: some View {
        let _ = DispatchQueue.main.async { Seen.shared.note("main async") }
        let _ = Task { @MainActor in
            await Task.yield()
            Seen.shared.note("main-actor task")
            Task { Seen.shared.note("task the task started") }
        }
        let _ = DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { Seen.shared.note("asyncAfter") }
        let _ = DispatchQueue.global().async { DispatchQueue.main.async { Seen.shared.note("global, then main") } }
        Text("body")
    }
}

/// Schedules the same work where it belongs: none of it is a body's.
private struct SchedulesFromActions: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps: \(taps)")
            Button("Tap") {
                taps += 1
                DispatchQueue.main.async { Seen.shared.note("action async") }
            }
        }
        .task { await Task.yield(); Seen.shared.note("task modifier") }
        .onAppear { Task { @MainActor in Seen.shared.note("appear task") } }
        .onChange(of: taps) { DispatchQueue.main.async { Seen.shared.note("change async") } }
    }
}

/// Waits, by yielding to the main queue, until every label was seen.
@MainActor private func waitFor(_ labels: [String], host: ViewHost) async {
    for _ in 0..<200 where labels.contains(where: { Seen.shared[$0] == nil }) {
        await Task.yield()
        host.update()
    }
}

@MainActor @Suite(.serialized) struct TwentySixthReviewBodyScheduledWorkTests {
    /// A block a body hands to the main queue (at once or after a delay,
    /// directly or by way of another queue), a task it starts and a task
    /// that task starts: all run after the pass, and all are the pass's.
    @Test func workABodySchedulesCarriesItsPass() async {
        let labels = ["main async", "main-actor task", "task the task started", "asyncAfter", "global, then main"]
        let host = ViewHost(SchedulesFromBody())
        await waitFor(labels, host: host)
        for label in labels {
            #expect(Seen.shared[label] == "SchedulesFromBody", "\(label): \(Seen.shared[label] ?? "never ran")")
        }
        #expect(!ViewHost.isRunningBody && ViewHost.bodyBehindRunningWork == nil, "the test's own code is no body's")
    }

    /// Apple, task(priority:_:) (iOS 15), onAppear(perform:) (iOS 13),
    /// onChange(of:initial:_:) (iOS 17) and Button's action run outside
    /// `body`: what they schedule is no body's work.
    @Test func workActionsAndEffectsScheduleIsNoBodys() async {
        let labels = ["task modifier", "appear task", "action async", "change async"]
        let host = ViewHost(SchedulesFromActions())
        host.tap("Tap")
        await waitFor(labels, host: host)
        for label in labels {
            #expect(Seen.shared[label] == "none", "\(label): \(Seen.shared[label] ?? "never ran")")
        }
    }
}
