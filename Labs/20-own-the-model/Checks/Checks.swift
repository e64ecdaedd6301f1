import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// The workout inside an app the checks make: “App tick” re-runs the app's
/// body (a badge elsewhere changed), which makes a new `WorkoutScreen`
/// value, as a real app's tab bar does; “New workout” gives the screen a
/// new identity, so a new workout starts.
private struct AppAroundTheWorkout: View {
    @State private var appTicks = 0
    @State private var workout = 0

    var body: some View {
        VStack {
            Text("App ticks: \(appTicks)")
            Button("App tick") { appTicks += 1 }
            Button("New workout") { workout += 1 }
            WorkoutScreen().id(workout)
        }
    }
}

@MainActor private func mount() -> ViewHost {
    CountedModel.made = 0
    return ViewHost(AppAroundTheWorkout())
}

@MainActor private func shows(_ host: ViewHost, laps: Int) -> Bool { host.texts.contains("Laps: \(laps)") }

@MainActor private func expectEachWorkoutOwnsItsLaps() {
    // Two windows show two workouts at once: each counts its own laps
    // through ticks of its own clock. A model kept in a global or a
    // static (replaced in onAppear or not) is owned by no workout: the
    // windows show and reset each other's laps.
    CountedModel.made = 0
    let window1 = ViewHost(AppAroundTheWorkout())
    let window2 = ViewHost(AppAroundTheWorkout())
    let laps1 = Scenario.int(in: 1...3), laps2 = laps1 + Scenario.int(in: 1...2)
    for _ in 0..<laps1 { window1.tap("Lap") }
    for _ in 0..<laps2 { window2.tap("Lap") }
    for window in Scenario.shuffled([window1, window2]) { window.tap("Tick") }
    window1.update()
    window2.update()
    expect(shows(window1, laps: laps1) && shows(window2, laps: laps2), """
        two workouts in two windows, \(laps1) laps in the first and \(laps2) in the second, then a tick of each clock: \
        the first shows \(window1.texts), the second \(window2.texts); expected “Laps: \(laps1)” and “Laps: \(laps2)”. \
        Each workout owns its own model, made once per identity of the view that owns it (not a global or a static)
        """)
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("laps-count") {
        let host = mount()
        try require(shows(host, laps: 0), "a new workout should show “Laps: 0”; the screen shows \(host.texts)")
        let laps = Scenario.int(in: 2...5)
        for _ in 1...laps { host.tap("Lap") }
        expect(shows(host, laps: laps), """
            after \(laps) taps on Lap the screen shows \(host.texts); expected “Laps: \(laps)”. \
            The counter must observe its model: a class kept in @State is kept, but its @Published changes reach no view
            """)
    }
    lab.check("laps-survive-ticks") {
        // Laps, clock ticks and re-runs of the app around the workout, in a random order.
        let host = mount()
        let laps = Scenario.int(in: 2...4)
        let ticks = Scenario.int(in: 3...6)
        let appTicks = Scenario.int(in: 1...3)
        // In a random order, but the last action is a re-run of the app: it comes after laps were counted.
        for action in Scenario.shuffled(Array(repeating: "Lap", count: laps) + Array(repeating: "Tick", count: ticks)
                                        + Array(repeating: "App tick", count: appTicks - 1)) + ["App tick"] {
            host.tap(action)
        }
        expect(host.texts.contains("Time: \(ticks) s"), "after \(ticks) ticks the screen shows \(host.texts); expected “Time: \(ticks) s”")
        expect(shows(host, laps: laps), """
            after \(laps) laps, \(ticks) ticks of the workout's clock and \(appTicks) re-runs of the app, the screen shows \
            \(host.texts); expected “Laps: \(laps)”. Every tick runs WorkoutScreen's body, which makes a new LapCounter \
            value; a model its init (or a default value of a property that does not own it) makes is a new, empty model
            """)
    }
    lab.check("one-model-per-workout") {
        let host = mount()
        let laps = Scenario.int(in: 1...3)
        for action in Scenario.shuffled(Array(repeating: "Lap", count: laps) + Array(repeating: "Tick", count: 4) + ["App tick", "App tick"]) {
            host.tap(action)
        }
        try require(CountedModel.made > 0, """
            no lap model was counted while a workout ran: keep `LapModel` a `CountedModel` \
            (`final class LapModel: CountedModel, …`), which is how the checks count lap models
            """)
        expect(CountedModel.made == 1, """
            \(CountedModel.made) lap models were made while one workout ran (mount, \(laps) laps, 4 ticks, 2 re-runs of the app); \
            expected 1: the counter owns its model for as long as the workout's identity lives
            """)
        host.tap("New workout")
        expect(shows(host, laps: 0), "after New workout the screen shows \(host.texts); expected “Laps: 0”: a new workout starts with a new model")
        host.tap("Lap")
        expect(shows(host, laps: 1), "after New workout and one lap the screen shows \(host.texts); expected “Laps: 1”")
        expect(CountedModel.made == 2, "\(CountedModel.made) lap models were made over two workouts; expected 2, one for each")
        expectEachWorkoutOwnsItsLaps()
    }
}
