import SwiftUI

/// The laps of one workout.
final class LapModel: CountedModel, ObservableObject {
    @Published private(set) var laps = 0
    // Made on the first lap: a model nobody laps costs nothing.
    private lazy var recorder = LapRecorder()

    func lap() { laps = recorder.record() }
}

struct LapCounter: View {
    @StateObject private var model: LapModel

    init(model: LapModel) {
        _model = StateObject(wrappedValue: model)
    }

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
            LapCounter(model: LapModel())
        }
    }
}
