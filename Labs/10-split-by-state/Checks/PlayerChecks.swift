import SwiftUI
@testable import StudentCode
@testable import LabSupport

@MainActor private func mount(_ clock: PlaybackClock) -> ViewHost {
    PartBuilds.reset()
    return ViewHost(PlayerScreen(track: SampleSession.nowPlaying, upNext: SampleSession.upNext, clock: clock))
}

/// One second of playback: the clock fires, then the next frame is drawn.
@MainActor private func tick(_ clock: PlaybackClock, _ host: ViewHost, times: Int) {
    for _ in 0..<times {
        clock.advance()
        host.update()
    }
}

@MainActor func labChecks(_ lab: LabChecks) {
    lab.check("screen-shows") {
        let host = mount(PlaybackClock())
        let texts = host.texts
        for expected in ["Harbour Lights", "The Quiet Tides", "0:00", "-3:30", "The lamps are counting slow", "Up next", "Lantern Walk", "4:02"] {
            expect(texts.contains(expected), "at mount the screen shows \(texts); expected “\(expected)” on it")
        }
    }
    lab.check("position-ticks") {
        let clock = PlaybackClock()
        let host = mount(clock)
        tick(clock, host, times: 10)
        let texts = host.texts
        expect(texts.contains("0:10") && texts.contains("-3:20"),
               "after 10 ticks of the clock the screen shows \(texts); expected “0:10” and “-3:20”")
        expect(!texts.contains("0:00"), "after 10 ticks the screen still shows “0:00”: the position stopped updating")
    }
    lab.check("heavy-parts-skip") {
        let clock = PlaybackClock()
        let host = mount(clock)
        tick(clock, host, times: 10)
        // What re-ran the screen's body (and with it every part built there), as the simulator saw it.
        let causes = host.reasons(PlayerScreen.self).filter { $0.outcome == .ran && $0.transaction > 0 }.map(\.summary)
        let why = Set(causes).sorted().map { cause in "\(causes.filter { $0 == cause }.count) × \(cause)" }
        for part in ["artwork", "lyrics", "queue"] {
            let built = PartBuilds.counts[part, default: 0]
            expect(built == 1, "the \(part) part was built \(built) times over mount + 10 clock ticks; expected 1"
                   + (why.isEmpty ? "" : ". It is built by PlayerScreen.body, which re-ran: " + why.joined(separator: "; ")))
        }
        expectBodyCount(PlayerScreen.self, in: host, exactly: 1)
    }
}
