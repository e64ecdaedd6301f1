import SwiftUI
import Observation

// Part 1: a computed section versus a section type.
struct ArchiveSection: View {
    var body: some View {
        VStack { Text("Archived: 120"); Text("Oldest: 2019") }
    }
}

struct Inbox: View {
    @State private var unread = 3

    var body: some View {
        VStack {
            Text("Unread: \(unread)")
            Button("Mark read") { unread -= 1 }
            tips               // computed: evaluated inside Inbox.body
            ArchiveSection()   // own type: compared, then skipped
        }
    }

    private var tips: some View {
        VStack { Text("Tip: swipe to archive"); Text("Tip: long-press to pin") }
    }
}

// Part 2: @Observable tracks reads; ObservableObject broadcasts.
@Observable final class Player {
    var score = 0
    var nickname = "Ada"
}

final class LegacyPlayer: ObservableObject {
    @Published var score = 0
    @Published var nickname = "Ada"
}

struct ScoreText: View {
    let player: Player
    var body: some View { Text("Score: \(player.score)") }
}

struct NickText: View {
    let player: Player
    var body: some View { Text("Nick: \(player.nickname)") }
}

struct LegacyScoreText: View {
    @ObservedObject var player: LegacyPlayer
    var body: some View { Text("Score: \(player.score)") }
}

struct LegacyNickText: View {
    @ObservedObject var player: LegacyPlayer
    var body: some View { Text("Nick: \(player.nickname)") }
}

struct Scoreboard: View {
    let player: Player
    let legacy: LegacyPlayer

    var body: some View {
        VStack {
            ScoreText(player: player)
            NickText(player: player)
            LegacyScoreText(player: legacy)
            LegacyNickText(player: legacy)
        }
    }
}

let inbox = ViewHost(Inbox())
for _ in 1...3 { inbox.tap("Mark read") }
print("Inbox (and tips) ran \(inbox.bodyCount(Inbox.self)), ArchiveSection ran \(inbox.bodyCount(ArchiveSection.self))")

let player = Player()
let legacy = LegacyPlayer()
let board = ViewHost(Scoreboard(player: player, legacy: legacy))
player.score += 1
legacy.score += 1
board.update()
print("@Observable: ScoreText \(board.bodyCount(ScoreText.self)), NickText \(board.bodyCount(NickText.self))")
print("ObservableObject: LegacyScoreText \(board.bodyCount(LegacyScoreText.self)), LegacyNickText \(board.bodyCount(LegacyNickText.self))")
print("Scoreboard \(board.bodyCount(Scoreboard.self))")

/* Expected output:
Inbox (and tips) ran 4, ArchiveSection ran 1
@Observable: ScoreText 2, NickText 1
ObservableObject: LegacyScoreText 2, LegacyNickText 2
Scoreboard 1
*/

/* Expected output with --why ArchiveSection,ScoreText,NickText,LegacyNickText:
── mount ──
ArchiveSection: @self, @identity changed.
  @identity: inside a new Inbox (first mount)
── tap("Mark read") ──
ArchiveSection: body skipped: no inputs: ArchiveSection has no stored properties, so every new value equals the old one.
── tap("Mark read") ──
ArchiveSection: body skipped: no inputs: ArchiveSection has no stored properties, so every new value equals the old one.
── tap("Mark read") ──
ArchiveSection: body skipped: no inputs: ArchiveSection has no stored properties, so every new value equals the old one.
Inbox (and tips) ran 4, ArchiveSection ran 1
── mount (host 2: Scoreboard) ──
ScoreText: @self, @identity changed.
  @identity: inside a new Scoreboard (first mount)
NickText: @self, @identity changed.
  @identity: inside a new Scoreboard (first mount)
LegacyNickText: @self, @identity, _player changed.
  @identity: inside a new Scoreboard (first mount)
── update() ──
ScoreText: @dependencies changed.
  @dependencies: Player.score changed 0 → 1 (an @Observable property this body read)
LegacyNickText: _player changed.
  _player: LegacyPlayer sent objectWillChange (score: 0 → 1); every view observing it re-runs, whatever it read
@Observable: ScoreText 2, NickText 1
ObservableObject: LegacyScoreText 2, LegacyNickText 2
Scoreboard 1
*/
