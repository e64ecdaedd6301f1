import SwiftUI

/// The laps of one workout.
final class LapModel: CountedModel, ObservableObject {
    @Published private(set) var laps = 0
    private let recorder = LapRecorder()

    func lap() { laps = recorder.record() }
}

/// The app's one workout model, replaced when a workout screen appears.
enum Current {
    static var model = LapModel()
    static var made = false
}

struct LapCounter: View {
    @ObservedObject var model: LapModel

    var body: some View {
        VStack {
            Text("Laps: \(model.laps)")
            Button("Lap") { model.lap() }
        }
    }
}

struct WorkoutScreen: View {
    @State private var seconds = 0
    @State private var appeared = 0

    var body: some View {
        VStack {
            Text("Time: \(seconds) s")
            Button("Tick") { seconds += 1 }
            LapCounter(model: appeared >= 0 ? Current.model : LapModel())
        }
        .onAppear {
            if Current.made { Current.model = LapModel() }
            Current.made = true
            appeared += 1
        }
    }
}
