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
/// Twenty-fifth review: every scheduler on the one clock. Every
/// `Task.sleep` overload, `ContinuousClock`'s and `SuspendingClock`'s
/// sleeps, the `asyncAfter` overloads a call can reach (`deadline:` or
/// `wallDeadline:`, with `qos:` or `flags:`), on any queue, and
/// `Timer.publish` on the main run loop read this clock; and the host
/// waits, bounded, for every job on the cooperative pool and every block
/// another queue's `asyncAfter` runs (`inFlight`), so work that comes back
/// to the main actor by any hop lands before the screen is read.
///
/// Not modelled (docs/trust.md): a `Timer` the app adds to a run loop
/// (`Timer.scheduledTimer`, `RunLoop.add`) and `asyncAfter` passing both
/// `qos:` and `flags:`, or a `DispatchWorkItem`: their signatures are
/// Foundation's and Dispatch's exactly, and a declaration of the same
/// signature here is ambiguous in a file that imports Foundation; the main
/// run loop is never run while checks run, so such a timer never fires
/// there (deterministically), and a main-queue `asyncAfter` of those
/// spellings lands by the wall clock.
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
    static func schedule(after seconds: Double, backup: DispatchQueue = .main, _ fire: @escaping @Sendable () -> Void) {
        let delay = seconds.isNaN ? 0 : max(0, seconds)
        let once = Once(BodyScheduledWork.carrying(fire))
        lock.lock()
        made += 1
        timers.append(Timer(deadline: now + delay, order: made, fire: once.run))
        lock.unlock()
        if delay < 86_400 {
            backup.asyncAfter(deadline: .now() + .nanoseconds(Int(delay * 1e9)), execute: DispatchWorkItem { once.run() })
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

    /// Work on its way back to the main actor, which the host waits for
    /// (bounded) rather than for a length of time: a task woken by a timer
    /// or a yield that has not yet come back to its actor (`noteWoken`,
    /// `noteArrived`: a task started with `Task.immediate`, as `.task`
    /// starts, resumes on the cooperative pool and then hops to the main
    /// actor); every job on the cooperative pool (`CooperativePool`: a hop
    /// through `MainActor.run` or any nonisolated async function, a
    /// detached task); and a block another queue's `asyncAfter` put on the
    /// clock, from its deadline until it has run (a continuation it
    /// resumes). Each arrival wakes the host (`Wakeups`).
    private nonisolated(unsafe) static var inFlight = 0
    static func noteWoken() { beginInFlight() }
    static func noteArrived() { endInFlight() }
    static func beginInFlight() { lock.lock(); inFlight += 1; lock.unlock() }
    static func endInFlight() {
        lock.lock(); inFlight -= 1; lock.unlock()
        Wakeups.signal()
    }
    private static var isInFlight: Bool { lock.lock(); defer { lock.unlock() }; return inFlight > 0 }

    /// Runs what a device's main run loop would have run by `glance`
    /// seconds from now: ready main-queue work and timers due by then,
    /// calling `update` after each round that ran something. Returns a
    /// sentence when the cap stopped it.
    ///
    /// Twenty-sixth review (finding 01): the main run loop itself turns
    /// too. Once nothing else is ready, the host runs one turn of it
    /// (`MainQueue.turnRunLoop`), as a device's main thread turns it every
    /// frame: blocks an app gave it (`RunLoop.main.perform {}`, or
    /// `RunLoop.current.perform {}` on the main thread; Apple,
    /// RunLoop.perform(_:), iOS 10: "Schedules a block that the run loop
    /// invokes") run within the glance. Before, the checks never turned it,
    /// so such a block never ran and a jump it made went unseen. `update`
    /// follows a turn only when it changed something (`changed`).
    @MainActor static func run(for glance: Double, changed: () -> Bool = { true }, update: () -> Void) -> String? {
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
        // Whether the run loop has turned since other work last ran.
        var turned = false
        while true {
            if drains, MainQueue.takeSignal() {
                MainQueue.drain()
                turned = false
            } else if let timer = takeDue(by: horizon) {
                timer.fire()
                turned = false
            } else if drains, !turned {
                turned = true
                MainQueue.turnRunLoop()
                guard changed() else { continue }
            } else if drains, isInFlight, elapsed() < maximumSeconds {
                // Work is on its way back to the main actor (a woken task,
                // a job on the cooperative pool, another queue's block).
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
            var requests = [pollfd(fd: handle(), events: Int16(POLLIN), revents: 0),
                            pollfd(fd: Wakeups.readEnd, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&requests, 2, Int32(max(1, min(seconds, 10) * 1000))) > 0
            Wakeups.consume()
            return ready
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

        /// One turn of the main run loop, waiting for nothing: the blocks
        /// performed on it, then its sources and the timers due by the
        /// wall clock (CFRunLoopRunInMode with no time left runs one pass).
        static func turnRunLoop() { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
    #else
        static func turnRunLoop() {}
        static var canDrain: Bool { false }
        static func waitForSignal(seconds: Double) -> Bool { false }
        static func takeSignal() -> Bool { false }
        static func drain() { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
    #endif
}

/// A pipe written when work in flight arrives (`ScheduledWork.endInFlight`):
/// the host polls it beside the main queue's handle, so work that finished
/// without enqueueing anything on the main queue still wakes it.
enum Wakeups {
    private static let ends: (read: Int32, write: Int32) = {
        var fds: [Int32] = [-1, -1]
        #if canImport(Glibc)
            guard pipe(&fds) == 0 else { return (-1, -1) }
            for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        #endif
        return (fds[0], fds[1])
    }()
    static var readEnd: Int32 { ends.read }
    static func signal() {
        var byte: UInt8 = 1
        _ = write(ends.write, &byte, 1)
    }
    static func consume() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(ends.read, &bytes, bytes.count) > 0 {}
    }
}

/// Every job the Swift runtime hands to the cooperative pool (the global
/// executor), counted in flight until it has run: a task that hops through
/// `MainActor.run`, a nonisolated async function or a detached task is on
/// its way back to the main actor while any of its jobs is. The runtime's
/// `swift_task_enqueueGlobal_hook` (exported by Swift 6.3's runtime, and
/// called for every global enqueue: measured) receives each job; the job is
/// run on a global dispatch queue, as the runtime's own enqueue does, by
/// `swift_job_run` on the generic executor. Installed once, by the first
/// host made on the main thread (a lab program's): a test runner's pool is
/// left alone.
enum CooperativePool {
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void
    private typealias Run = @convention(thin) (UnownedJob, UnownedSerialExecutor) -> Void
    private nonisolated(unsafe) static var run: Run?
    private nonisolated(unsafe) static var installed = false

    @MainActor static func install() {
        guard !installed, Thread.isMainThread else { return }
        installed = true
        #if os(Linux)
            guard let hook = dlsym(nil, "swift_task_enqueueGlobal_hook"), let runner = dlsym(nil, "swift_job_run") else { return }
            run = unsafeBitCast(runner, to: Run.self)
            let counting: Hook = { job, _ in
                ScheduledWork.beginInFlight()
                // Dispatch's own `async` (a job carries its task's locals:
                // BodyScheduledWork's wrapper has nothing to add).
                DispatchQueue.global().async(group: nil, flags: []) {
                    CooperativePool.run?(job, unsafeBitCast((0 as Int, 0 as Int), to: UnownedSerialExecutor.self))
                    ScheduledWork.endInFlight()
                }
            }
            hook.assumingMemoryBound(to: Hook?.self).pointee = counting
        #endif
    }
}

extension ViewHost {
    /// Called with a sentence when the work an app scheduled was capped
    /// before a glance (ScheduledWork.swift). Lab programs add it to the
    /// running check's message when it fails; elsewhere nothing is called.
    public static var scheduledWorkHandler: (@MainActor (_ note: String) -> Void)?

    /// Runs the main actor's ready work and the timers due within a glance,
    /// updating after each round (ScheduledWork.swift). Every action and
    /// the mount do this before the screen is read.
    func runScheduledWork(for seconds: Double = AnimationTiming.glance) {
        // A frozen host keeps its initial screen (`freezesAfterMount`).
        guard !graph.isFrozen else { return }
        let note = ScheduledWork.run(for: seconds, changed: { [graph] in graph.hasPendingChanges }) { [graph] in
            graph.transaction(cause: "work the app scheduled", recordedIfEmpty: false) {}
        }
        if let note { Self.scheduledWorkHandler?(note) }
    }
}

extension ViewHost {
    /// Lets `seconds` of the virtual clock pass with no action, as a user
    /// who keeps looking at the screen (twenty-sixth review, finding 17):
    /// the work the app scheduled that falls due by then runs (main-queue
    /// blocks, main-actor tasks, sleeps, `asyncAfter`, Combine's and the run
    /// loop's timers), in deadline order, each round followed by an update,
    /// as after an action; then the screen is read as after one. No wall
    /// time passes: a wait of ten seconds costs what the work in it costs
    /// (capped as a glance is: `ScheduledWork.maximumRounds`,
    /// `maximumSeconds`). A check that judges "at mount" or "after" an
    /// action can read the screen again a few seconds later, so a change
    /// the app makes on its own just past the first glance is seen.
    /// At least a glance passes (an action's own).
    public func wait(seconds: Double) {
        runScheduledWork(for: max(0, seconds - AnimationTiming.glance))
        finishAction("wait(seconds: \(seconds))")
    }
}
