import SwiftUI

struct PlayerScreen: View {
    let track: Track
    let upNext: [Track]
    let clock: PlaybackClock

    var body: some View {
        VStack(alignment: .leading) {
            // The part probes, in a view of their own that has no inputs.
            PartProbes()
            // Everything else, in one view that the clock re-runs every second.
            PlayerContent(track: track, upNext: upNext, clock: clock)
        }
    }
}

struct PartProbes: View {
    var body: some View {
        ZStack {
            PartProbe("artwork")
            PartProbe("lyrics")
            PartProbe("queue")
        }
        .frame(width: 0, height: 0)
    }
}

struct PlayerContent: View {
    let track: Track
    let upNext: [Track]
    let clock: PlaybackClock
    @State private var elapsed = 0

    var body: some View {
        VStack(alignment: .leading) {
            VStack {
                Image(track.artwork)
                Text(track.title).font(.title)
                Text(track.artist)
            }
            VStack {
                ProgressView(value: Double(elapsed), total: Double(track.duration))
                HStack {
                    Text(minutesAndSeconds(elapsed))
                    Spacer()
                    Text("-" + minutesAndSeconds(track.duration - elapsed))
                }
            }
            VStack(alignment: .leading) {
                ForEach(Array(track.lyrics.enumerated()), id: \.offset) { line in
                    Text(line.element)
                }
            }
            VStack(alignment: .leading) {
                Text("Up next")
                ForEach(upNext, id: \.title) { next in
                    HStack {
                        Text(next.title)
                        Spacer()
                        Text(minutesAndSeconds(next.duration))
                    }
                }
            }
        }
        .onAppear {
            clock.addTimeObserver { seconds in
                elapsed = seconds
            }
        }
    }
}
