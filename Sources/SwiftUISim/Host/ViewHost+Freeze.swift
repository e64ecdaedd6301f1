/// A frozen host: the mount runs, and nothing after it does. `course dev
/// verify` runs a lab's checks this way to find a check that cannot fail: one
/// that acts (taps, types, updates) and still passes on a screen that never
/// changed after the mount.
extension ViewHost {
    /// Whether hosts made from now on drop every transaction after their
    /// mount: actions do nothing, `update()` flushes nothing, tasks do not resume.
    public static var freezesAfterMount = false
    /// Transactions dropped by frozen hosts since the last reset: whether the
    /// code that drove them tried to change anything.
    public static var actionsWhileFrozen = 0
}
