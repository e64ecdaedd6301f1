import Foundation

/// Records a workout's laps. Each lap model keeps one; the checks count how
/// many were made (`LapRecorder.made`), which is how many lap models were.
public final class LapRecorder {
    nonisolated(unsafe) public static var made = 0
    private var times: [Date] = []

    public init() { LapRecorder.made += 1 }

    /// Records a lap now and returns how many this recorder holds.
    public func record() -> Int {
        times.append(Date())
        return times.count
    }
}
