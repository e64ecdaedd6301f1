import SwiftUI

// `if` without `else` becomes an Optional slot.
struct Subtitle: View {
    let text: String?

    var body: some View {
        if let text {
            Text(text)
        }
    }
}

// The tempting helper this lesson warns against.
extension View {
    @ViewBuilder
    func applying<V: View>(when condition: Bool, _ change: (Self) -> V) -> some View {
        if condition {
            change(self)
        } else {
            self
        }
    }
}

struct LapTimer: View {
    let name: String
    @State private var laps = 0

    var body: some View {
        HStack {
            Text("\(name) laps: \(laps)")
            Button("Lap \(name)") { laps += 1 }
        }
    }
}

struct RaceBoard: View {
    @State private var warning = false

    var body: some View {
        VStack {
            Toggle("Warning", isOn: $warning)
            LapTimer(name: "Ternary")
                .foregroundStyle(warning ? Color.red : Color.blue)
            LapTimer(name: "Helper")
                .applying(when: warning) { $0.foregroundStyle(Color.red) }
        }
    }
}

print("Subtitle.Body = \(Subtitle.Body.self)")

let host = ViewHost(RaceBoard())
host.tap("Lap Ternary")
host.tap("Lap Ternary")
host.tap("Lap Helper")
host.tap("Lap Helper")
print("before: \(host.texts.filter { $0.contains("laps:") }.joined(separator: ", "))")
host.toggle("Warning")
print("after:  \(host.texts.filter { $0.contains("laps:") }.joined(separator: ", "))")

/* Expected output:
Subtitle.Body = Optional<Text>
before: Ternary laps: 2, Helper laps: 2
after:  Ternary laps: 2, Helper laps: 0
*/
