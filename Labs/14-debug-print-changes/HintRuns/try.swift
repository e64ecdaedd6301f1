import Foundation
import SwiftUI

/// A plain value, not UI: `nonisolated`, so any code can compare it, also a
/// `nonisolated static func ==` (your file is main-actor isolated by default,
/// like a new Xcode app, and so would be a type declared without this word).
nonisolated struct Team: Identifiable, Equatable {
    var id: String { name }
    let name: String
    var points: Int
}

/// A live league table: the match clock, the team you follow, one row per team.
struct Scoreboard: View {
    @State private var minute = 0
    @State private var followed = "nobody"
    @State private var teams = [
        Team(name: "Harbour", points: 3),
        Team(name: "Quay", points: 2),
        Team(name: "Lighthouse", points: 1),
        Team(name: "Dunes", points: 0),
    ]

    var body: some View {
        let _ = Self._printChanges()
        VStack(alignment: .leading) {
            Text("Minute \(minute)")
            Text("Following: \(followed)")
            ForEach(teams) { team in
                ScoreRow(team: team, formatter: pointsFormatter, onFollow: { followed = team.name })
            }
            // In the app a timer taps this once a minute.
            Button("Tick") { minute += 1 }
            Button("Goal Harbour") { teams[0].points += 1 }
        }
    }

    private var pointsFormatter: NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }
}

/// One line of the table. Imagine a crest, a form guide and a sparkline here:
/// there are twenty of these in the real app.
struct ScoreRow: View {
    let team: Team
    let formatter: NumberFormatter
    let onFollow: () -> Void

    var body: some View {
        HStack {
            Text("\(team.name): \(formatter.string(from: NSNumber(value: team.points)) ?? "?") pts")
            Spacer()
            Button("Follow \(team.name)", action: onFollow)
        }
    }
}

let host = ViewHost(Scoreboard())
print("-- tick")
host.tap("Tick")
