import Combine
import SwiftUI

/// The laps of one workout.
final class LapModel: CountedModel, ObservableObject {
    @Published private(set) var laps = 0
    private let recorder = LapRecorder()

    func lap() { laps = recorder.record() }
}

struct LapCounter: View {
    // The counter makes its model, so it owns it: once per identity.
    @StateObject private var model = LapModel()

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
