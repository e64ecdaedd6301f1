import SwiftUI
@testable import StudentCode
@testable import LabSupport

/// Stands in for the app around the player: it owns the queue, moves on to
/// the next track, and closes and reopens the player, as the app does. The
/// player keeps one clock (the audio player's) the whole time.
struct PlayerProbe: View {
    let clock: PlaybackClock
    @State var track: Track
    @State var upNext: [Track]
    @State private var isOpen = true

    var body: some View {
        VStack {
            if isOpen {
                PlayerScreen(track: track, upNext: upNext, clock: clock)
            }
            Button("Next track") {
                guard !upNext.isEmpty else { return }
                track = upNext.removeFirst()
            }
            Button(isOpen ? "Close player" : "Open player") { isOpen.toggle() }
        }
    }
}

/// Tracks the checks play after the sample's: other lengths, other lyrics
/// (one with a chorus: a line that comes twice).
private let moreTracks = [
    Track(title: "Gull Song", artist: "Ferro", artwork: "gull", duration: 198, lyrics: ["White wings over the quay", "Bring the boats in", "White wings over the quay"]),
    Track(title: "Tin Roof Rain", artist: "The Quiet Tides", artwork: "tin-roof", duration: 264,
          lyrics: ["Count the drops with me", "Until the morning"]),
]

@MainActor private func mount(_ clock: PlaybackClock) -> ViewHost {
    PartBuilds.reset()
    return ViewHost(PlayerScreen(track: SampleSession.nowPlaying, upNext: SampleSession.upNext, clock: clock))
}

@MainActor private func mountInApp(_ clock: PlaybackClock) -> ViewHost {
    PartBuilds.reset()
    return ViewHost(PlayerProbe(clock: clock, track: SampleSession.nowPlaying, upNext: SampleSession.upNext + moreTracks))
}

/// One second of playback: the clock fires, then the next frame is drawn.
@MainActor private func tick(_ clock: PlaybackClock, _ host: ViewHost, times: Int) {
    for _ in 0..<times {
        clock.advance()
        host.update()
    }
}

/// Fails unless the position reads `elapsed` seconds and the rest of `duration`.
@MainActor private func expectPosition(_ elapsed: Int, of duration: Int, in host: ViewHost, _ when: String) {
    let texts = host.texts
    let shown = [minutesAndSeconds(elapsed), "-" + minutesAndSeconds(duration - elapsed)]
    expect(shown.allSatisfy(texts.contains),
           "\(when) the screen shows \(texts); expected “\(shown[0])” and “\(shown[1])” (\(duration) s long, \(elapsed) s played)")
}

/// The progress bar's fraction as a user sees it: each `ProgressView` on
/// screen with a value, as `value / total` (SwiftUI's `ProgressView(value:total:)`
/// draws that share of its track filled; iOS 14+), as drawn a glance after
/// the last tick (`host.progressShown`): a bar whose change an animation has
/// not brought on screen by then (`.animation(.linear(duration: 600), value:)`)
/// still shows its old share, as a user sees it (nineteenth review).
@MainActor private func progressShown(in host: ViewHost) -> [Double] {
    host.progressShown
}

/// The cover images on screen: the names of the `Image`s a user sees.
@MainActor private func imagesShown(in host: ViewHost) -> [String] {
    host.visibleTree.compactMap { node in
        guard node.isBuiltIn, node.type == "Image", let detail = node.detail,
              detail.hasPrefix("Image("), detail.hasSuffix(")") else { return nil }
        return String(detail.dropFirst("Image(".count).dropLast())
    }
}

/// Every part the README says the player keeps showing, for `track` with
/// `elapsed` seconds played: the cover (its image), title and artist, the
/// progress bar at `elapsed / duration` and both times, the lyrics, "Up
/// next" with each queued title and length. A part the checks never read
/// could be left behind by a split (a bar frozen at 0, a cover that stays
/// the first track's): each is read at every step, however the screen
/// spells it (any `ProgressView` at that fraction, any `Image` of that name).
@MainActor private func expectPlayer(_ track: Track, upNext: [Track], elapsed: Int, in host: ViewHost, _ when: String) {
    let texts = host.texts
    var wanted = [track.title, track.artist] + track.lyrics + ["Up next"]
    for next in upNext { wanted += [next.title, minutesAndSeconds(next.duration)] }
    let missing = wanted.filter { !texts.contains($0) }
    expect(missing.isEmpty, "\(when) the screen lacks \(missing.map { "“\($0)”" }.joined(separator: ", ")) (now playing \(track.title)); it shows \(texts)")
    expectPosition(elapsed, of: track.duration, in: host, when)
    expectCover(track, in: host, when)
    let fraction = Double(elapsed) / Double(track.duration)
    let bars = progressShown(in: host)
    expect(bars.contains { abs($0 - fraction) < 0.0005 },
           "\(when) the progress bar is at \(bars.isEmpty ? "nothing (no ProgressView on screen whose drawing shows a share: the built-in circular style is a spinner on an iPhone, which shows none; a custom ProgressViewStyle's makeBody must draw its track filled as far as configuration.fractionCompleted)" : bars.map { String(format: "%.3f", $0) }.joined(separator: ", ")); "
           + "expected \(String(format: "%.3f", fraction)) (\(elapsed) of \(track.duration) s): the bar moves with the times, "
           + "as a user sees it \(Int(ViewHost.AnimationTiming.glance)) s after each tick (an animation that has not got half way by then, "
           + "such as .animation(.linear(duration: 600), value:), leaves the bar where it was)")
}

/// The cover a user sees is `track`'s.
@MainActor private func expectCover(_ track: Track, in host: ViewHost, _ when: String) {
    let images = imagesShown(in: host)
    expect(images.contains(track.artwork),
           "\(when) the cover shows \(images.isEmpty ? "no image" : images.map { "Image(\($0))" }.joined(separator: ", ")); expected Image(\(track.artwork)), \(track.title)'s cover. "
           + "State set from a parameter in init keeps its first value while the view is on screen (Apple, State.init(wrappedValue:), iOS 13+: "
           + "“SwiftUI initializes the state’s storage only once for each container instance”): a cover kept that way stays the first track's")
}

/// How often each part's code ran: at least its probe's count, and the most
/// body runs of any view that wrote a piece of what the part draws (the
/// cover image, title and artist; the lyric lines; "Up next" and the queued
/// titles), read from `declaredIn` in `host.tree` as lab 09 does. Probes
/// moved into a view of their own count once, but the body that draws the
/// part runs as often as it runs.
@MainActor private func partRuns(_ host: ViewHost, track: Track, upNext: [Track]) -> [String: Int] {
    let counts = Dictionary(host.bodyCounts.map { ($0.type, $0.count) }, uniquingKeysWith: +)
    var runs = PartBuilds.counts
    var part: [String: String] = [track.title: "artwork", track.artist: "artwork", "Up next": "queue"]
    for line in track.lyrics { part[line] = "lyrics" }
    for next in upNext { part[next.title] = "queue" }
    for node in host.tree {
        let name: String
        if node.isBuiltIn, node.type == "Image", node.detail == "Image(\(track.artwork))" { name = "artwork" }
        else if node.isBuiltIn, node.type == "Text", let text = node.text, let owner = part[text] { name = owner }
        else { continue }
        guard let writer = node.declaredIn, let ran = counts[writer] else { continue }
        runs[name] = max(runs[name, default: 0], ran)
    }
    return runs
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("screen-shows") {
        let host = mount(PlaybackClock())
        let texts = host.texts
        for expected in ["Harbour Lights", "The Quiet Tides", "0:00", "-3:30", "The lamps are counting slow", "Up next", "Lantern Walk", "4:02"] {
            expect(texts.contains(expected), "at mount the screen shows \(texts); expected “\(expected)” on it")
        }
        expectPlayer(SampleSession.nowPlaying, upNext: SampleSession.upNext, elapsed: 0, in: host, "at mount")
    }
    lab.check("position-ticks") {
        let clock = PlaybackClock()
        let host = mount(clock)
        // The position follows the ticks: a number drawn per run, and not on screen before them.
        let ticks = Scenario.int(in: 8...14)
        expectChange(in: host, to: minutesAndSeconds(ticks), after: "\(ticks) ticks of the clock") { tick(clock, host, times: ticks) }
        expectPlayer(SampleSession.nowPlaying, upNext: SampleSession.upNext, elapsed: ticks, in: host, "after \(ticks) ticks of the clock")
        expect(!host.texts.contains("0:00"), "after \(ticks) ticks the screen still shows “0:00”: the position stopped updating")
    }
    lab.check("heavy-parts-skip") {
        let clock = PlaybackClock()
        let host = mount(clock)
        // Parts that skip beside a position that does not move prove nothing:
        // the position follows a number of ticks drawn per run, not on screen before them.
        let ticks = Scenario.int(in: 8...14)
        expectChange(in: host, to: minutesAndSeconds(ticks), after: "\(ticks) ticks of the clock") { tick(clock, host, times: ticks) }
        expectPosition(ticks, of: 210, in: host, "after \(ticks) ticks")
        // What re-ran the screen's body (and with it every part built there), as the simulator saw it.
        let causes = host.reasons(PlayerScreen.self).filter { $0.outcome == .ran && $0.transaction > 0 }.map(\.summary)
        let why = Set(causes).sorted().map { cause in "\(causes.filter { $0 == cause }.count) × \(cause)" }
        let runs = partRuns(host, track: SampleSession.nowPlaying, upNext: SampleSession.upNext)
        for part in ["artwork", "lyrics", "queue"] {
            let built = runs[part, default: 0]
            expect(built == 1, "the \(part) part was built \(built) times over mount + \(ticks) clock ticks; expected 1"
                   + (why.isEmpty ? ". A part drawn by a body that re-runs on every tick is built again with it, wherever its PartProbe is"
                      : ". It is built by PlayerScreen.body, which re-ran: " + why.joined(separator: "; ")))
        }
        expectBodyCount(PlayerScreen.self, in: host, exactly: 1)
    }
    lab.check("position-follows-track") {
        // The app moves on to other tracks (other lengths) while the player
        // stays on screen: the remaining time must follow the track shown,
        // on every frame and all the way through a longer track (the
        // listener scrubs near each end), and the player keeps one time observer however
        // often its parent builds it again.
        let clock = PlaybackClock()
        let host = mountInApp(clock)
        var queue = SampleSession.upNext + moreTracks
        var track = SampleSession.nowPlaying
        var duration = track.duration
        var played = 0
        for step in 1...3 {
            let ticks = Scenario.int(in: step == 1 ? 0...4 : 1...6)
            tick(clock, host, times: ticks)
            played += ticks
            expectPlayer(track, upNext: queue, elapsed: played, in: host, "after \(ticks) ticks of \(track.title)")
            let next = queue.removeFirst()
            track = next
            host.tap("Next track")
            duration = next.duration
            for expected in [next.title] + next.lyrics + queue.map(\.title) {
                expect(host.texts.contains(expected), "after Next track the screen shows \(host.texts); expected “\(expected)” (now playing \(next.title), then \(queue.map(\.title)))")
            }
            // The frame before the player reports the new track's position:
            // the elapsed time shown is still the old one, the remaining time
            // is already the new track's.
            expectPosition(played, of: duration, in: host, "as \(next.title) (\(minutesAndSeconds(next.duration))) comes on, before the clock reports,")
            expectCover(next, in: host, "as \(next.title) comes on")
            clock.restart()
            host.update()
            expectPlayer(next, upNext: queue, elapsed: 0, in: host, "when \(next.title) starts")
            // The listener scrubs to near the end: a longer track than the
            // first runs past the first one's length, and the position shows it.
            played = duration - Scenario.int(in: 7...15)
            clock.seek(to: played)
            host.update()
            expectPlayer(next, upNext: queue, elapsed: played, in: host, "after scrubbing \(next.title) to \(minutesAndSeconds(played))")
        }
        tick(clock, host, times: 3)
        expectPlayer(track, upNext: queue, elapsed: played + 3, in: host, "3 ticks after that")
        expect(clock.observerCount == 1,
               "the clock has \(clock.observerCount) time observers after the player moved on to 3 other tracks; expected 1, for the one position on screen. "
               + "SwiftUI makes a new value of a view every time its parent's body runs (here on every track change), so code in init runs again each time; "
               + "register the observer where it runs once per view on screen (onAppear, task)")
    }
    lab.check("position-after-reopen") {
        // Closing and reopening the player makes a new player on screen, with
        // fresh state: it must follow the clock again.
        let clock = PlaybackClock()
        let host = mountInApp(clock)
        tick(clock, host, times: Scenario.int(in: 2...5))
        expectPosition(clock.seconds, of: 210, in: host, "after \(clock.seconds) ticks")
        host.tap("Close player")
        tick(clock, host, times: Scenario.int(in: 1...3))
        host.tap("Open player")
        tick(clock, host, times: 2)
        expectPlayer(SampleSession.nowPlaying, upNext: SampleSession.upNext + moreTracks, elapsed: clock.seconds, in: host,
                     "after closing the player, opening it again and 2 more ticks (\(clock.seconds) s played)")
    }
}
