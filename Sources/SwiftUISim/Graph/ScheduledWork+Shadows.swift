/// The simulator's `Task.sleep` (every overload), `Task.yield`, the clocks'
/// `sleep` and `DispatchQueue.asyncAfter`, for code that imports SwiftUI: declared in a
/// module that imports the standard ones, they shadow them (Swift's name
/// lookup prefers the importing module's declaration of the same
/// signature), so an app's sleep waits on the virtual clock of
/// ScheduledWork.swift and its work lands on the main queue the host drains
/// a glance after each action.
///
/// Each runs on its caller's actor (`nonisolated(nonsending)`, as a
/// main-actor task's sleep resumes on the main actor): a main-actor task
/// goes to sleep and wakes on the main thread, never by way of the
/// cooperative pool, which no drain of the main queue could wait for.
extension Task where Success == Never, Failure == Never {
    /// Apple, Task.sleep(for:) (iOS 16): "Suspends the current task for the
    /// given duration"; it throws `CancellationError` when the task is
    /// cancelled, at once if it already is.
    nonisolated(nonsending) public static func sleep(for duration: Duration) async throws {
        let (seconds, attoseconds) = duration.components
        try await ScheduledWork.sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// Apple, Task.sleep(nanoseconds:) (iOS 13): "Suspends the current task
    /// for at least the given duration in nanoseconds."
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        try await ScheduledWork.sleep(seconds: Double(duration) / 1e9)
    }

    /// Apple, Task.yield() (iOS 13): "Suspends the current task and allows
    /// other tasks to execute." The task resumes after the work already
    /// on the main queue, as on a device's main actor.
    nonisolated(nonsending) public static func yield() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async(execute: DispatchWorkItem {
                ScheduledWork.noteWoken()
                continuation.resume()
            })
        }
        // Back on the caller's actor (ScheduledWork.inFlight).
        ScheduledWork.noteArrived()
    }
}

extension Task where Success == Never, Failure == Never {
    /// Apple, Task.sleep(until:tolerance:clock:) (iOS 16): "Suspends the
    /// current task until the given deadline within a tolerance." On a
    /// `ContinuousClock` or `SuspendingClock` the deadline is read as a
    /// delay from that clock's now and slept on the virtual clock; any other
    /// clock (an app's own) sleeps by its own `sleep(until:tolerance:)`.
    nonisolated(nonsending) public static func sleep<C: Clock>(
        until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
    ) async throws {
        if let seconds = ScheduledWork.seconds(clock.now.duration(to: deadline), on: clock) {
            try await ScheduledWork.sleep(seconds: seconds)
        } else {
            try await clock.sleep(until: deadline, tolerance: tolerance)
        }
    }

    /// Apple, Task.sleep(for:tolerance:clock:) (iOS 16): "Suspends the
    /// current task for the given duration" on the clock given.
    nonisolated(nonsending) public static func sleep<C: Clock>(
        for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
    ) async throws {
        if let seconds = ScheduledWork.seconds(duration, on: clock) {
            try await ScheduledWork.sleep(seconds: seconds)
        } else {
            try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: tolerance)
        }
    }
}

/// Apple, Clock.sleep(for:tolerance:) and ContinuousClock/SuspendingClock
/// sleep(until:tolerance:) (iOS 16): "Suspends for the given duration" /
/// "until the given deadline". The two clocks of time sleep on the virtual
/// clock (a deadline read as a delay from the clock's now).
extension ContinuousClock {
    nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        try await ScheduledWork.sleep(seconds: ScheduledWork.seconds(now.duration(to: deadline)))
    }

    nonisolated(nonsending) public func sleep(for duration: Swift.Duration, tolerance: Swift.Duration? = nil) async throws {
        try await ScheduledWork.sleep(seconds: ScheduledWork.seconds(duration))
    }
}

extension SuspendingClock {
    nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        try await ScheduledWork.sleep(seconds: ScheduledWork.seconds(now.duration(to: deadline)))
    }

    nonisolated(nonsending) public func sleep(for duration: Swift.Duration, tolerance: Swift.Duration? = nil) async throws {
        try await ScheduledWork.sleep(seconds: ScheduledWork.seconds(duration))
    }
}

extension Clock {
    /// Any clock's `sleep(for:)` (a generic or `any Clock` one): on the
    /// virtual clock when the clock is one of time, else its own.
    nonisolated(nonsending) public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        if let seconds = ScheduledWork.seconds(duration, on: self) {
            try await ScheduledWork.sleep(seconds: seconds)
        } else {
            try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
        }
    }
}

extension DispatchQueue {
    /// Apple, asyncAfter(deadline:qos:flags:execute:) and
    /// asyncAfter(wallDeadline:qos:flags:execute:) (iOS 10): "Submits a
    /// work item to a dispatch queue for asynchronous execution after a
    /// specified time." The time is the virtual clock's, on any queue: the
    /// main queue's block runs in the glance that reaches its deadline;
    /// another queue's is handed to that queue then, and the host waits
    /// for it to run (a continuation it resumes brings its task back).
    /// Declared without default arguments, one per spelling a call can
    /// take with `qos:` or `flags:` left out: a file that also imports
    /// Foundation sees Dispatch's declaration beside these, and one of the
    /// same signature would be ambiguous there; these, needing no default
    /// argument, are preferred. A call passing both `qos:` and `flags:`
    /// gets Dispatch's (the wall clock; docs/trust.md).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        ScheduledWork.submit(work, to: self, after: ScheduledWork.seconds(until: deadline))
    }

    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS, execute work: @escaping @Sendable @convention(block) () -> Void) {
        ScheduledWork.submit(work, to: self, after: ScheduledWork.seconds(until: deadline))
    }

    public func asyncAfter(deadline: DispatchTime, flags: DispatchWorkItemFlags, execute work: @escaping @Sendable @convention(block) () -> Void) {
        ScheduledWork.submit(work, to: self, after: ScheduledWork.seconds(until: deadline))
    }

    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        ScheduledWork.submit(work, to: self, after: ScheduledWork.seconds(until: wallDeadline))
    }

    public func asyncAfter(wallDeadline: DispatchWallTime, qos: DispatchQoS, execute work: @escaping @Sendable @convention(block) () -> Void) {
        ScheduledWork.submit(work, to: self, after: ScheduledWork.seconds(until: wallDeadline))
    }

    public func asyncAfter(wallDeadline: DispatchWallTime, flags: DispatchWorkItemFlags, execute work: @escaping @Sendable @convention(block) () -> Void) {
        ScheduledWork.submit(work, to: self, after: ScheduledWork.seconds(until: wallDeadline))
    }
}

extension ScheduledWork {
    /// A main-queue block runs when its timer fires (on the main thread,
    /// by the host or the wall-clock backup); another queue's is handed to
    /// its queue then and counted in flight until it has run.
    static func submit(_ work: @escaping @Sendable @convention(block) () -> Void, to queue: DispatchQueue, after delay: Double) {
        // The body pass that scheduled it, if any, goes with it (BodyScheduledWork.swift).
        let work = BodyScheduledWork.carrying(work)
        if queue.getSpecific(key: mainQueueKey) == true {
            schedule(after: delay) { work() }
        } else {
            schedule(after: delay, backup: .global()) {
                beginInFlight()
                queue.async(execute: DispatchWorkItem { work(); endInFlight() })
            }
        }
    }

    static func seconds(until deadline: DispatchTime) -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        return deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
    }

    /// A wall time is kept by libdispatch as minus its nanoseconds since the
    /// epoch (measured: `now() + 0.3` is 300 000 000 less than `now()`).
    static func seconds(until deadline: DispatchWallTime) -> Double {
        let ahead = Int64(bitPattern: DispatchWallTime.now().rawValue &- deadline.rawValue)
        return ahead > 0 ? Double(ahead) / 1e9 : 0
    }

    static func seconds(_ duration: Swift.Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// A duration on one of the two clocks of time, in seconds; nil on any
    /// other clock (an app's own, a test's manual clock).
    static func seconds<C: Clock>(_ duration: C.Duration, on clock: C) -> Double? {
        guard clock is ContinuousClock || clock is SuspendingClock, let duration = duration as? Swift.Duration else { return nil }
        return seconds(duration)
    }

    /// The clocks every host reads: the cooperative pool counted in flight
    /// (a lab program's host, on the main thread), and Combine's
    /// `Timer.publish` on the main run loop firing on the virtual clock.
    @MainActor static func installClocks() {
        CooperativePool.install()
        if MainRunLoopTimers.schedule == nil {
            MainRunLoopTimers.schedule = { seconds, fire in ScheduledWork.schedule(after: seconds, fire) }
        }
    }
}

extension ScheduledWork {
    /// Set on the main queue only: `asyncAfter` tells the main queue by it.
    static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Suspends the caller until the virtual clock reaches `seconds` from
    /// now, or its task is cancelled (`CancellationError`). Only inlinable
    /// calls between the caller and the suspension: a call to an isolated
    /// library function (`withTaskCancellationHandler`) would hop to the
    /// cooperative pool first, and the timer would be set after the glance
    /// that should see it. A cancelled sleeper is woken by the host instead
    /// (`wakeCancelledSleepers`), in the glance after it was cancelled.
    nonisolated(nonsending) static func sleep(seconds: Double) async throws {
        if Task.isCancelled { throw CancellationError() }
        let wake = Wake()
        // Back on the caller's actor (ScheduledWork.inFlight).
        defer { noteArrived() }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            withUnsafeCurrentTask { wake.task = $0 }
            wake.arm(continuation)
            addSleeper(wake)
            schedule(after: seconds) { wake.fire(nil) }
        }
    }

    /// A sleep's one wake-up: by its timer or by cancellation, whichever
    /// comes first; the other does nothing.
    final class Wake: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Void, any Error>?
        private var outcome: Result<Void, any Error>?
        /// The sleeping task, while it sleeps (it is alive: its continuation holds it).
        var task: UnsafeCurrentTask?
        var isDone: Bool { lock.lock(); defer { lock.unlock() }; return outcome != nil }

        func arm(_ continuation: CheckedContinuation<Void, any Error>) {
            lock.lock()
            if let outcome {
                lock.unlock()
                continuation.resume(with: outcome)
            } else {
                self.continuation = continuation
                lock.unlock()
            }
        }

        func fire(_ error: (any Error)?) {
            lock.lock()
            guard outcome == nil else { lock.unlock(); return }
            let result: Result<Void, any Error> = error.map { .failure($0) } ?? .success(())
            outcome = result
            ScheduledWork.noteWoken()
            let waiting = continuation
            continuation = nil
            task = nil
            lock.unlock()
            waiting?.resume(with: result)
        }
    }
}
