import SwiftUI

// How often a @State declaration's initial value runs, under each release:
// `course run state-default.swift` (Xcode 27) and with `--swiftui 26`.
var modelsMade = 0

@Observable final class Model {
    init() { modelsMade += 1 }
}

struct Card: View {
    let tick: Int
    @State private var model = Model()
    var body: some View { Text("tick \(tick)") }
}

struct Screen: View {
    @State private var tick = 0
    var body: some View {
        VStack {
            Card(tick: tick)
            Button("Tick") { tick += 1 }
        }
    }
}

let host = ViewHost(Screen())
for _ in 0..<3 { host.tap("Tick") }
print("models made for one card over 4 passes: \(modelsMade)")
