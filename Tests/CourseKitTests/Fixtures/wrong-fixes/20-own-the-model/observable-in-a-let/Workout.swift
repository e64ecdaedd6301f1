import SwiftUI

/// The laps of one workout.
@Observable final class LapModel: CountedModel {
    private(set) var laps = 0
    private let recorder = LapRecorder()

    func lap() { laps = recorder.record() }
}

struct LapCounter: View {
    private let model = LapModel()

    var body: some View {
        VStack {
            Text("Laps: \(model.laps)")
            Button("Lap") { model.lap() }
        }
    }
}

struct WorkoutScreen: View {
    @State private var seconds = 0

    var body: some View {
        VStack {
            Text("Time: \(seconds) s")
            Button("Tick") { seconds += 1 }
            LapCounter()
        }
    }
}
