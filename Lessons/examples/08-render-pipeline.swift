import SwiftUI

struct TeamBanner: View {
    let name: String

    var body: some View {
        Text("Team: \(name)")
    }
}

struct GoalDigit: View {
    let value: Int

    var body: some View {
        let _ = Self._printChanges()   // debugging only: remove before committing
        Text("Goals: \(value)")
    }
}

struct GoalButton: View {
    let action: () -> Void

    var body: some View {
        let _ = Self._printChanges()
        Button("Goal", action: action)
    }
}

struct MatchView: View {
    @State private var goals = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TeamBanner(name: "Rovers")
            GoalDigit(value: goals)
            GoalButton(action: { goals += 1 })
        }
    }
}

print("-- mount")
let host = ViewHost(MatchView())
print("-- tap Goal")
host.tap("Goal")
print("-- body runs")
for (name, count) in [
    ("MatchView", host.bodyCount(MatchView.self)),
    ("TeamBanner", host.bodyCount(TeamBanner.self)),
    ("GoalDigit", host.bodyCount(GoalDigit.self)),
    ("GoalButton", host.bodyCount(GoalButton.self)),
] {
    print("\(name): \(count)")
}

/* Expected output:
-- mount
MatchView: @self, @identity, _goals changed.
GoalDigit: @self, @identity changed.
GoalButton: @self, @identity changed.
-- tap Goal
MatchView: _goals changed.
GoalDigit: @self changed.
GoalButton: @self changed.
-- body runs
MatchView: 2
TeamBanner: 1
GoalDigit: 2
GoalButton: 2
*/

/* Expected output with --why:
-- mount
── mount ──
MatchView: @self, @identity, _goals changed.
  @identity: first mount
TeamBanner: @self, @identity changed.
  @identity: inside a new MatchView (first mount)
GoalDigit: @self, @identity changed.
  @identity: inside a new MatchView (first mount)
GoalButton: @self, @identity changed.
  @identity: inside a new MatchView (first mount)
-- tap Goal
── tap("Goal") ──
MatchView: _goals changed.
  _goals: @State changed 0 → 1
TeamBanner: body skipped: equal field by field (name).
GoalDigit: @self changed.
  value: 0 → 1
GoalButton: @self changed.
  action: a closure; the simulator treats every closure as changed (a capturing one gets a new context each pass), so GoalButton.body runs on every MatchView.body run
-- body runs
MatchView: 2
TeamBanner: 1
GoalDigit: 2
GoalButton: 2
*/
