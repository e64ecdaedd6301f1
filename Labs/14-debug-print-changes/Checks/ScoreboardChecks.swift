import SwiftUI
@testable import StudentCode
@testable import LabSupport

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
        // Points and the followed team follow the taps: drawn per run, not on screen before them.
        let goals = Scenario.int(in: 1...3)
        expectChange(in: host, to: "Harbour: \(3 + goals) pts", after: "2 ticks and \(goals) goal\(goals == 1 ? "" : "s") for Harbour") {
            for _ in 0..<goals { host.tap("Goal Harbour") }
        }
        let team = Scenario.pick(["Quay", "Lighthouse", "Dunes"])
        expectChange(in: host, to: "Following: \(team)", after: "tapping “Follow \(team)”") { host.tap("Follow \(team)") }
    }
    lab.check("rows-skip-ticks") {
        let before = NumberFormatter.built
        let host = ViewHost(Scoreboard())
        // The clock follows the ticks (a number drawn per run, not on screen before
        // them): rows that skip beside a clock that does not move prove nothing.
        let ticks = Scenario.int(in: 8...12)
        expectChange(in: host, to: "Minute \(ticks)", after: "\(ticks) ticks") { tick(host, times: ticks) }
        expect(["Harbour: 3 pts", "Quay: 2 pts", "Lighthouse: 1 pts", "Dunes: 0 pts"].allSatisfy(host.texts.contains),
               "after \(ticks) ticks the table shows \(host.texts); expected every team's points")
        // 4 rows, each built once at mount; no row shows the clock.
        expectBodyCount(ScoreRow.self, in: host, exactly: 4)
        // ... and those are the rows on screen: each team's line is drawn by a ScoreRow.
        expectDrawn(by: ScoreRow.self, ["Harbour: 3 pts", "Quay: 2 pts", "Lighthouse: 1 pts", "Dunes: 0 pts"], in: host,
                    "after \(ticks) ticks")
        // Whatever makes the rows skip, the formatter they use is built once,
        // not on every pass of the table or of a row (lesson 1, lab 2).
        let built = NumberFormatter.built - before
        expect(built <= 1, "\(built) NumberFormatters were built over mount + \(ticks) ticks; expected at most 1. "
               + "A computed property (static or not) that says NumberFormatter() builds a new one every time it is read, "
               + "and a row made Equatable only hides the new formatter its parent still builds on every pass: keep one, in a `static let`")
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
        expectDrawn(by: ScoreRow.self, ["Harbour: 4 pts", "Quay: 2 pts"], in: host, "after a goal for Harbour")
        // ... and it is the same row, updated: not a new one made in its place.
        let made = host.reasons(ScoreRow.self).filter { $0.outcome == .ran && $0.summary.hasPrefix("new identity") }
        expect(made.isEmpty, "after a goal for Harbour, ScoreRow.body ran for a new row: \(made.first?.summary ?? ""). "
               + "The scoring team's row should keep its identity and show the new points: identify rows by what stays the same (the team's name), not by its points")
        // Then Dunes scores until it climbs the table (2 to 4 goals, drawn):
        // the rows it passes move, and a moved row is the same row, so after
        // each goal only Dunes' row runs again and no row shows another team.
        var table = [("Harbour", 4), ("Quay", 2), ("Lighthouse", 1), ("Dunes", 0)]
        for goal in 1...Scenario.int(in: 2...4) {
            host.resetCounts()
            host.tap("Goal Dunes")
            table[table.firstIndex { $0.0 == "Dunes" }!].1 += 1
            table.sort { ($0.1, $1.0) > ($1.1, $0.0) }
            let rows = host.texts.filter { $0.hasSuffix(" pts") }
            let expected = table.map { "\($0.0): \($0.1) pts" }
            expect(rows == expected, "after \(goal) goal\(goal == 1 ? "" : "s") for Dunes the table reads \(rows); expected \(expected), most points first")
            let handed = host.reasons(ScoreRow.self).filter { run in
                run.outcome == .ran && (run.summary.hasPrefix("new identity") || run.reasons.contains { $0.kind == .selfChanged })
            }
            if handed.count > 1, let first = handed.first(where: { !$0.summary.contains("Dunes") }) ?? handed.first {
                expect(false, """
                    after \(goal) goal\(goal == 1 ? "" : "s") for Dunes, \(handed.count) ScoreRows ran again, though only Dunes' points changed \
                    (\(first.reasonLines.first ?? first.summary)). Rows that Dunes passed moved; a row identified by its place \
                    in the table (or by its points) is handed another team instead of moving with its own
                    """)
                break
            }
        }
        recordBodyCounts(host)
    }
}
