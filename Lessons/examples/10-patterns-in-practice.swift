import SwiftUI

// Part 1: when a @State initial value is evaluated. Xcode 27's @State macro: a declaration's
// value once, when SwiftUI sets up the storage. Xcode 26's property wrapper: on every init.
// An explicit State(wrappedValue:) in init: on every init, in both.

/// Counts the models made (instrumentation for this example).
@MainActor final class Made {
    static var models = 0
}

@Observable final class ClockModel {
    let serial: Int
    init() {
        Made.models += 1
        serial = Made.models
    }
}

struct ClockFace: View {
    @State private var model = ClockModel()   // Xcode 27: once per identity; Xcode 26: every init
    var body: some View { Text("Showing model #\(model.serial)") }
}

struct ClockFaceFromInit: View {
    @State private var model: ClockModel
    init() { _model = State(wrappedValue: ClockModel()) }   // every init, in both releases
    var body: some View { Text("Showing model #\(model.serial)") }
}

struct ClockTab<Face: View>: View {
    let face: () -> Face
    @State private var ticks = 0
    var body: some View {
        VStack {
            Text("Ticks: \(ticks)")
            Button("Tick") { ticks += 1 }
            face()
        }
    }
}

/// Mounts the tab, ticks three times, and says how many models were made.
@MainActor func clockModels(_ tab: @autoclosure () -> ClockTab<some View>, _ release: SwiftUIRelease, _ label: String) {
    Made.models = 0
    let clock = ViewHost(tab(), release: release)
    for _ in 1...3 { clock.tap("Tick") }
    print("\(release), \(label): models made: \(Made.models), \(clock.texts.first { $0.hasPrefix("Showing") } ?? "")")
}

clockModels(ClockTab { ClockFace() }, .xcode27, "declared")
clockModels(ClockTab { ClockFace() }, .xcode26, "declared")
clockModels(ClockTab { ClockFaceFromInit() }, .xcode27, "in init")

// Part 2: a UIKit view behind UIViewRepresentable: made once, updated per change.

struct TemperatureLabel: UIViewRepresentable {
    let celsius: Int
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) { label.text = "\(celsius) °C" }
}

struct WeatherCard: View {
    @State private var celsius = 18
    @State private var refreshes = 0
    var body: some View {
        VStack {
            TemperatureLabel(celsius: celsius)
            Button("Warmer") { celsius += 1 }
            Button("Refresh") { refreshes += 1 }
            Text("Refreshed \(refreshes == 1 ? "once" : "\(refreshes) times")")
        }
    }
}

let weather = ViewHost(WeatherCard())
weather.tap("Warmer")
weather.tap("Warmer")
weather.tap("Refresh")
let calls = weather.representableCalls(TemperatureLabel.self)
print("label: \(weather.texts.first ?? ""), makeUIView \(calls.makeUIView), updateUIView \(calls.updateUIView)")

// Part 3: a List row per element, or more.

struct Note: Identifiable {
    let id: Int
    let pinned: Bool
}

struct BranchyList: View {
    let notes = [Note(id: 1, pinned: true), Note(id: 2, pinned: false), Note(id: 3, pinned: false)]
    var body: some View {
        List {
            ForEach(notes) { note in
                if note.pinned {
                    Text("Note \(note.id) (pinned)")
                    Divider()
                } else {
                    Text("Note \(note.id)")
                }
            }
        }
    }
}

let rows = ViewHost(BranchyList()).dump().split(separator: "\n").filter { $0.hasPrefix("    ") && !$0.hasPrefix("      ") }
print("3 notes, \(rows.count) rows")

/* Expected output:
Xcode 27, declared: models made: 1, Showing model #1
Xcode 26, declared: models made: 4, Showing model #1
Xcode 27, in init: models made: 4, Showing model #1
label: 20 °C, makeUIView 1, updateUIView 3
3 notes, 4 rows
*/
