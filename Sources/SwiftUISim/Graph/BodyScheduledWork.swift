/// Twenty-sixth review (finding 15): work a body schedules belongs to that
/// body's pass. A body that builds a model in a block it hands to the main
/// queue (`DispatchQueue.main.async { model = ProfileModel(…) }`), a task
/// it starts (`Task { @MainActor in … }`), or a timer it sets, builds it on
/// the main thread right after the pass, before the next frame, and again
/// whenever the pass decides to: the cost is the pass's as surely as if
/// `body` had built it. The checks saw only where code ran
/// (`ViewHost.isRunningBody`), so any deferral escaped them.
///
/// So the pass is carried with the work: while a body is evaluated its
/// view is bound as `scheduledBy` (a task-local value), and
/// - a task started there (`Task {}`, `Task { @MainActor in }`) inherits
///   it, as an unstructured task inherits its creator's task-locals
///   (Apple, TaskLocal, iOS 13: "tasks created with `Task { }` inherit
///   task-local values"), and so does every task that task starts;
/// - a block handed to a queue (`async`, `asyncAfter`: the shadows in
///   ScheduledWork+Shadows.swift) and a timer on the virtual clock
///   (`ScheduledWork.schedule`: `Task.sleep`, Combine's main-scheduler
///   work for later, `Timer.publish`) capture it when scheduled and bind
///   it while they run (`carrying`), so a block that schedules again
///   passes it on.
/// What runs outside any body (an action, `onAppear`, `onChange`,
/// `.task`, a state's initial value) is bound to nil: a transaction and
/// a state's initial value clear it, so work that starts there is not a
/// body's, even when a body's scheduled work set it off.
///
/// Not carried: `Task.detached` (it inherits no task-locals, as on a
/// device), a `DispatchWorkItem`, and `RunLoop.perform` (their Foundation
/// and Dispatch signatures cannot be shadowed: docs/trust.md).
enum BodyScheduledWork {
    /// The body pass whose work this is: the view whose body scheduled it.
    struct Pass: Sendable {
        let viewName: String
    }

    @TaskLocal static var scheduledBy: Pass?

    /// `work`, bound to the pass that schedules it (if any) while it runs.
    static func carrying(_ work: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        guard let pass = scheduledBy else { return work }
        return { $scheduledBy.withValue(pass) { work() } }
    }

    /// Runs `work` as code outside any body pass.
    static func outsidePass<T>(_ work: () throws -> T) rethrows -> T {
        guard scheduledBy != nil else { return try work() }
        return try $scheduledBy.withValue(nil) { try work() }
    }
}

extension ViewHost {
    /// The view whose body pass the code running now belongs to: the body
    /// being evaluated, or the body that scheduled the work running now (a
    /// main-queue block, a task, a timer it set; BodyScheduledWork.swift).
    /// A lab's support code that sees work done then (a model built) sees
    /// work the body did, however it was deferred.
    public nonisolated static var bodyBehindRunningWork: String? {
        BodyScheduledWork.scheduledBy?.viewName
    }
}

extension DispatchQueue {
    /// Apple, async(group:qos:flags:execute:) (iOS 8): "Schedules a block
    /// asynchronously for execution." The block carries the body pass that
    /// scheduled it (BodyScheduledWork.swift). One declaration per spelling
    /// a call can take, without default arguments, as the `asyncAfter`
    /// shadows are (ScheduledWork+Shadows.swift): preferred over
    /// Dispatch's in a file that imports Foundation too.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        async(group: nil, qos: .unspecified, flags: [], execute: BodyScheduledWork.carrying(work))
    }

    public func async(qos: DispatchQoS, execute work: @escaping @Sendable @convention(block) () -> Void) {
        async(group: nil, qos: qos, flags: [], execute: BodyScheduledWork.carrying(work))
    }

    public func async(flags: DispatchWorkItemFlags, execute work: @escaping @Sendable @convention(block) () -> Void) {
        async(group: nil, qos: .unspecified, flags: flags, execute: BodyScheduledWork.carrying(work))
    }

    public func async(group: DispatchGroup?, execute work: @escaping @Sendable @convention(block) () -> Void) {
        async(group: group, qos: .unspecified, flags: [], execute: BodyScheduledWork.carrying(work))
    }
}
