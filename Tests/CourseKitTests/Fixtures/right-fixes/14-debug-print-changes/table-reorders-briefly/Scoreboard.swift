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
        VStack(alignment: .leading) {
            Text("Minute \(minute)")
            Text("Following: \(followed)")
            ForEach(teams) { team in
                // A binding to the same state compares equal on every pass;
                // a closure literal never does.
                ScoreRow(team: team, followed: $followed)
            }
            // In the app a timer taps this once a minute.
            Button("Tick") { minute += 1 }
            Button("Goal Harbour") { goal(for: "Harbour") }
            Button("Goal Dunes") { goal(for: "Dunes") }
        }
        // The table glides into its new order; the points themselves change at once.
        .animation(.easeInOut(duration: 0.35), value: teams.map(\.name))
    }

    /// A goal: the team gets a point and the table is in order again (most
    /// points first, then by name), as a league table is.
    private func goal(for name: String) {
        guard let index = teams.firstIndex(where: { $0.name == name }) else { return }
        teams[index].points += 1
        teams.sort { ($0.points, $1.name) > ($1.points, $0.name) }
    }
}

/// One line of the table. Imagine a crest, a form guide and a sparkline here:
/// there are twenty of these in the real app.
struct ScoreRow: View {
    let team: Team
    @Binding var followed: String

    /// Built once for every row, instead of once per row per pass.
    private static let pointsFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    var body: some View {
        HStack {
            Text("\(team.name): \(Self.pointsFormatter.string(from: NSNumber(value: team.points)) ?? "?") pts")
                .contentTransition(.identity)
            Spacer()
            Button("Follow \(team.name)") { followed = team.name }
        }
    }
}
