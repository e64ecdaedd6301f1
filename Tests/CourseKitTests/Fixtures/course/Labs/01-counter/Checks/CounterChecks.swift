import SwiftUI
@testable import StudentCode

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("counts") {
        let host = ViewHost(CounterView())
        tap("Increment", times: 2, in: host)
        expect(host.texts.contains("Count: 2"), "after two taps the screen shows \(host.texts)")
    }
    lab.check("badge-skipped") {
        let host = ViewHost(CounterView())
        tap("Increment", times: 2, in: host)
        expectBodyCount(Badge.self, in: host, atMost: 1)
        expectBodyCount(CounterView.self, in: host, exactly: 3)
    }
}

/// Taps a button `times` times.
@MainActor private func tap(_ label: String, times: Int, in host: ViewHost) {
    for _ in 0..<times { host.tap(label) }
}
