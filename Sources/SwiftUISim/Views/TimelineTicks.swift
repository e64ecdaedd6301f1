/// A `TimelineView`'s updates on the virtual clock (twenty-sixth review,
/// finding 12). Apple, TimelineView (iOS 15): "A view that updates
/// according to a schedule that you provide"; its content closure is called
/// with each date of the schedule. The view's `onAppear` starts the ticks:
/// each next entry of a built-in schedule is a timer on the clock every
/// other scheduler uses (`ScheduledWork.schedule(after:)`), due the
/// entry's distance from the last one after it; firing, it writes the
/// entry's date into the view's state (`show`, set by each body), which
/// rebuilds the content, and arms the next. `onDisappear` stops them, as SwiftUI stops
/// updating a timeline that is not on screen.
@MainActor
final class TimelineTicks {
    private var generation = 0
    /// Writes the date into the view's state.
    var show: (@MainActor (Date) -> Void)?

    nonisolated init() {}

    func start(_ schedule: (any _ClockedTimelineSchedule)?) {
        guard let schedule else { return }
        generation += 1
        let opened = Date()
        arm(schedule, after: opened, opened: opened, generation: generation)
    }

    func stop() { generation += 1 }

    private func arm(_ schedule: any _ClockedTimelineSchedule, after last: Date, opened: Date, generation: Int) {
        // A schedule that does not move on ends (no update loops in a glance).
        guard let next = schedule.entry(after: last, opened: opened), next > last else { return }
        let fire = TimelineTick { [weak self] in
            guard let self, self.generation == generation else { return }
            self.show?(next)
            self.arm(schedule, after: next, opened: opened, generation: generation)
        }
        ScheduledWork.schedule(after: max(0, next.timeIntervalSince(last))) { fire.run() }
    }
}

/// A tick handed to the clock, which runs it on the main thread (the
/// host's glance, or the wall-clock backup on the main queue).
private final class TimelineTick: @unchecked Sendable {
    private let action: @MainActor () -> Void
    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    func run() { MainActor.assumeIsolated { action() } }
}
