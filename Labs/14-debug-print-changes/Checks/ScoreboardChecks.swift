import SwiftUI
@testable import StudentCode

@MainActor private func tick(_ host: ViewHost, times: Int) {
    for _ in 0..<times { host.tap("Tick") }
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("table-shows") {
        let host = ViewHost(Scoreboard())
        for expected in ["Harbour: 3 pts", "Quay: 2 pts", "Lighthouse: 1 pts", "Dunes: 0 pts", "Following: nobody"] {
            expect(host.texts.contains(expected), "at mount the table shows \(host.texts); expected “\(expected)” on it")
        }
        tick(host, times: 2)
        host.tap("Goal Harbour")
        host.tap("Follow Quay")
        expect(host.texts.contains("Harbour: 4 pts"),
               "after 2 ticks and a goal for Harbour the table shows \(host.texts); expected “Harbour: 4 pts”")
        expect(host.texts.contains("Following: Quay"),
               "after tapping “Follow Quay” the screen shows \(host.texts); expected “Following: Quay”")
    }
    lab.check("rows-skip-ticks") {
        let host = ViewHost(Scoreboard())
        tick(host, times: 10)
        expect(host.texts.contains("Minute 10"),
               "after 10 ticks the clock shows \(host.texts.first ?? "nothing"); expected “Minute 10”")
        // 4 rows, each built once at mount; no row shows the clock.
        expectBodyCount(ScoreRow.self, in: host, exactly: 4)
        recordBodyCounts(host)
    }
    lab.check("goal-redraws-one-row") {
        let host = ViewHost(Scoreboard())
        tick(host, times: 3)
        host.resetCounts()
        host.tap("Goal Harbour")
        expect(host.texts.contains("Harbour: 4 pts") && host.texts.contains("Quay: 2 pts"),
               "after a goal for Harbour the table shows \(host.texts); expected “Harbour: 4 pts” and “Quay: 2 pts”. A row that skips when its team changed shows stale points")
        // Only Harbour's row shows something new.
        expectBodyCount(ScoreRow.self, in: host, exactly: 1)
        recordBodyCounts(host)
    }
}
