/// The simulator's `Task.sleep`, `Task.yield` and
/// `DispatchQueue.asyncAfter`, for code that imports SwiftUI: declared in a
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

extension DispatchQueue {
    /// Apple, asyncAfter(deadline:qos:flags:execute:) (iOS 10): "Submits a
    /// work item to a dispatch queue for asynchronous execution after a
    /// specified time." On the main queue the time is the virtual clock's;
    /// on any other queue, the wall clock's, as before. Declared without
    /// `qos:` and `flags:`: a file that also imports Foundation sees
    /// Dispatch's declaration beside this one, and one of the same
    /// signature would be ambiguous there; this one, needing no default
    /// argument, is preferred for `asyncAfter(deadline:execute:)`, and a call
    /// that passes `qos:` or `flags:` gets Dispatch's (the wall clock).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard getSpecific(key: ScheduledWork.mainQueueKey) == true else {
            asyncAfter(deadline: deadline, execute: DispatchWorkItem(block: work))
            return
        }
        let now = DispatchTime.now().uptimeNanoseconds
        let delay = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
        ScheduledWork.schedule(after: delay) { work() }
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
