import Foundation

/// Records a workout's laps. Each lap model keeps one. Read-only: part of the lab.
public final class LapRecorder {
    private var times: [Date] = []

    public init() {}

    /// Records a lap now and returns how many this recorder holds.
    public func record() -> Int {
        times.append(Date())
        return times.count
    }
}
