#if canImport(Glibc)
    import Glibc
#endif

/// Twenty-fourth review: the screen a glance after the work the app
/// scheduled. A check runs on the main thread without returning to the run
/// loop, so work the app handed to the main queue or the main actor
/// (`DispatchQueue.main.async`, `Task { @MainActor in … }`, a task resumed
/// after `Task.yield()`, `Task.sleep`, `DispatchQueue.main.asyncAfter`) never
/// ran before the screen was read: a `scrollTo` after a short sleep went
/// unseen, and a time observer hopping to the main queue looked frozen. On a
/// device the main run loop runs that work within a frame, or at its
/// deadline, long before a user looks (`ViewHost.AnimationTiming.glance`).
///
/// So after the mount and after every action, before anything reads the
/// screen, the host runs the main actor's ready work and the timers due
/// within the glance (`ViewHost.runScheduledWork`), on a virtual clock:
/// - the main queue is drained as CFRunLoop drains it (its wake-up handle,
///   then `_dispatch_main_queue_callback_4CF`), and only when that handle
///   says something was enqueued: an action that scheduled nothing costs one
///   `poll(2)` of a file descriptor;
/// - `Task.sleep` and `DispatchQueue.main.asyncAfter` are the simulator's
///   (ScheduledWork+Shadows.swift, shadowing the standard ones for code that
///   imports SwiftUI): they wait on this clock, not the wall clock, so a
///   300 ms sleep costs no real time and a sleep past the glance stays
///   asleep until a later glance reaches its deadline (or the wall clock
///   does: whichever comes first, so code that waits in real time wakes);
///   the clock moves on a glance per action (a user acts after looking);
/// - each round that ran work ends with an update, as a frame follows a run
///   loop turn on a device.
/// The work is capped (`maximumRounds` rounds, `maximumSeconds` of wall
/// time per glance): a program that schedules forever does not hang a check,
/// and the check's message says it was stopped (`scheduledWorkHandler`).
///
/// Not modelled: work on other queues or the cooperative pool (it runs when
/// its thread runs it, not by this clock), `Timer`, clocks' own `sleep`, and
/// `Task.sleep(until:clock:)`.
enum ScheduledWork {
    /// A timer on the virtual clock: a sleep's wake-up or an `asyncAfter` block.
    struct Timer {
        let deadline: Double
        let order: Int
        let fire: @Sendable () -> Void
    }

    /// The clock's state, shared by every thread that schedules (a sleep may
    /// start off the main actor); read and changed under `lock`.
    private nonisolated(unsafe) static var now = 0.0
    private nonisolated(unsafe) static var timers: [Timer] = []
    private nonisolated(unsafe) static var made = 0
    private static let lock = NSLock()

    /// A glance's work at most, then the check is told (not hung).
    static let maximumRounds = 10_000
    static let maximumSeconds = 0.5

    /// Schedules `fire` `seconds` from now on the virtual clock, or on the
    /// wall clock, whichever comes first (once): code that waits in real
    /// time (a test awaiting a sleep, a lab pumping `RunLoop.main`) still
    /// wakes, while a check, which never waits, sees the virtual clock only.
    static func schedule(after seconds: Double, _ fire: @escaping @Sendable () -> Void) {
        let delay = seconds.isNaN ? 0 : max(0, seconds)
        let once = Once(fire)
        lock.lock()
        made += 1
        timers.append(Timer(deadline: now + delay, order: made, fire: once.run))
        lock.unlock()
        if delay < 86_400 {
            DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(delay * 1e9)), execute: DispatchWorkItem { once.run() })
        }
    }

    /// A block that runs once, whichever clock calls it first.
    final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var block: (@Sendable () -> Void)?
        init(_ block: @escaping @Sendable () -> Void) { self.block = block }
        @Sendable func run() {
            lock.lock()
            let taken = block
            block = nil
            lock.unlock()
            taken?()
        }
    }

    /// The earliest timer due by `horizon`, taken off the list, with the
    /// clock moved to its deadline.
    private static func takeDue(by horizon: Double) -> Timer? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = timers.indices.min(by: { (timers[$0].deadline, timers[$0].order) < (timers[$1].deadline, timers[$1].order) }),
              timers[index].deadline <= horizon else { return nil }
        let timer = timers.remove(at: index)
        now = max(now, timer.deadline)
        return timer
    }

    private static var clock: Double {
        lock.lock()
        defer { lock.unlock() }
        return now
    }

    private static func advance(to horizon: Double) {
        lock.lock()
        defer { lock.unlock() }
        now = max(now, horizon)
    }

    /// Tasks asleep on the clock: one cancelled meanwhile is woken with
    /// `CancellationError` in the next glance (Task.sleep(for:), iOS 16:
    /// "If the task is canceled before the time ends, this function throws
    /// CancellationError").
    private nonisolated(unsafe) static var sleepers: [Wake] = []
    static func addSleeper(_ wake: Wake) { lock.lock(); sleepers.append(wake); lock.unlock() }
    private static var hasSleepers: Bool { lock.lock(); defer { lock.unlock() }; return !sleepers.isEmpty }
    private static func wakeCancelledSleepers() {
        lock.lock()
        sleepers.removeAll { $0.isDone }
        let cancelled = sleepers.filter { $0.task?.isCancelled == true }
        lock.unlock()
        for wake in cancelled { wake.fire(CancellationError()) }
    }

    /// Tasks woken (a sleep's timer fired, a yield's turn came) that have
    /// not yet come back to their actor: a task started with
    /// `Task.immediate` (as `.task` starts) resumes on the cooperative pool
    /// and then hops to the main actor, a few milliseconds later on another
    /// thread. The host waits for each to arrive (`noteArrived`), not for
    /// a length of time.
    private nonisolated(unsafe) static var inFlight = 0
    static func noteWoken() { lock.lock(); inFlight += 1; lock.unlock() }
    static func noteArrived() { lock.lock(); inFlight -= 1; lock.unlock() }
    private static var isInFlight: Bool { lock.lock(); defer { lock.unlock() }; return inFlight > 0 }

    /// Runs what a device's main run loop would have run by `glance`
    /// seconds from now: ready main-queue work and timers due by then,
    /// calling `update` after each round that ran something. Returns a
    /// sentence when the cap stopped it.
    @MainActor static func run(for glance: Double, update: () -> Void) -> String? {
        let horizon = clock + glance
        defer { advance(to: horizon) }
        // Off the main thread (a test runner whose main actor runs on a
        // worker that drains the main queue) the queue cannot be drained
        // from inside: only the timers run here.
        let drains = MainQueue.canDrain
        if hasSleepers { wakeCancelledSleepers() }
        var rounds = 0
        var started: Double?
        func elapsed() -> Double {
            let wall = ProcessInfo.processInfo.systemUptime
            if started == nil { started = wall }
            return wall - started!
        }
        while true {
            if drains, MainQueue.takeSignal() {
                MainQueue.drain()
            } else if let timer = takeDue(by: horizon) {
                timer.fire()
            } else if drains, isInFlight, elapsed() < maximumSeconds {
                // A woken task is on its way back to the main actor.
                if !MainQueue.waitForSignal(seconds: maximumSeconds - elapsed()) { return cappedNote(rounds, elapsed()) }
                continue
            } else {
                return isInFlight && drains ? cappedNote(rounds, elapsed()) : nil
            }
            update()
            rounds += 1
            if rounds >= maximumRounds || elapsed() > maximumSeconds {
                return cappedNote(rounds, elapsed())
            }
        }
    }

    private static func cappedNote(_ rounds: Int, _ seconds: Double) -> String {
        """
        the app kept scheduling work on the main queue (\(rounds) rounds of main-queue blocks, main-actor tasks \
        and timers in \(String(format: "%.2f", seconds)) s of one glance); the simulator stopped running it \
        there, so the screen was read with that work unfinished
        """
    }
}

/// The main dispatch queue, drained as CFRunLoop drains it on Linux: its
/// wake-up handle (an eventfd libdispatch signals when work is enqueued) is
/// read, then libdispatch's main-queue callback runs the blocks and the main
/// actor's jobs enqueued there.
@MainActor enum MainQueue {
    #if os(Linux)
        @_silgen_name("_dispatch_main_queue_callback_4CF")
        private static func callback(_ message: UnsafeMutableRawPointer?)
        @_silgen_name("_dispatch_get_main_queue_handle_4CF")
        private static func handle() -> Int32

        /// Whether this is the process's main thread, outside any drain of
        /// the main queue (a lab program's checks run there).
        static var canDrain: Bool { Thread.isMainThread }

        /// Waits up to `seconds` for work to be enqueued; true when it was.
        static func waitForSignal(seconds: Double) -> Bool {
            var request = pollfd(fd: handle(), events: Int16(POLLIN), revents: 0)
            return poll(&request, 1, Int32(max(1, min(seconds, 10) * 1000))) > 0
        }

        /// Whether work was enqueued since the last drain (the signal is consumed).
        static func takeSignal() -> Bool {
            var request = pollfd(fd: handle(), events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 0) > 0 else { return false }
            var count: UInt64 = 0
            _ = read(request.fd, &count, MemoryLayout<UInt64>.size)
            return true
        }

        static func drain() { callback(nil) }
    #else
        static var canDrain: Bool { false }
        static func waitForSignal(seconds: Double) -> Bool { false }
        static func takeSignal() -> Bool { false }
        static func drain() { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
    #endif
}

extension ViewHost {
    /// Called with a sentence when the work an app scheduled was capped
    /// before a glance (ScheduledWork.swift). Lab programs add it to the
    /// running check's message when it fails; elsewhere nothing is called.
    public static var scheduledWorkHandler: (@MainActor (_ note: String) -> Void)?

    /// Runs the main actor's ready work and the timers due within a glance,
    /// updating after each round (ScheduledWork.swift). Every action and
    /// the mount do this before the screen is read.
    func runScheduledWork() {
        // A frozen host keeps its initial screen (`freezesAfterMount`).
        guard !graph.isFrozen else { return }
        let note = ScheduledWork.run(for: AnimationTiming.glance) { [graph] in
            graph.transaction(cause: "work the app scheduled") {}
        }
        if let note { Self.scheduledWorkHandler?(note) }
    }
}
