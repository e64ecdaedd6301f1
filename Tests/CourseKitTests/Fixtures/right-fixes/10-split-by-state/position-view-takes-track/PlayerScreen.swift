import SwiftUI

struct PlayerScreen: View {
    let track: Track
    let upNext: [Track]
    let clock: PlaybackClock

    var body: some View {
        VStack(alignment: .leading) {
            // Cover and title
            VStack {
                PartProbe("artwork")
                Image(track.artwork)
                Text(track.title).font(.title)
                Text(track.artist)
            }

            // Playback position: owns the changing state, so a tick stops here.
            PositionBar(track: track, clock: clock)

            // Lyrics
            VStack(alignment: .leading) {
                PartProbe("lyrics")
                // A song repeats lines (a chorus): each line is its place in the song.
                ForEach(Array(track.lyrics.enumerated()), id: \.offset) { line in
                    Text(line.element)
                }
            }

            // Queue
            VStack(alignment: .leading) {
                PartProbe("queue")
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
    }
}

/// The progress bar and its two time labels, driven by the playback clock.
struct PositionBar: View {
    let track: Track
    let clock: PlaybackClock
    @State private var elapsed = 0

    var body: some View {
        VStack {
            ProgressView(value: Double(elapsed), total: Double(track.duration))
            TimeLabels(elapsed: elapsed, duration: track.duration)
        }
        .onAppear {
            clock.addTimeObserver { seconds in
                elapsed = seconds
            }
        }
    }
}

/// "0:10 … -3:20": pure function of its two inputs.
struct TimeLabels: View {
    let elapsed: Int
    let duration: Int

    var body: some View {
        HStack {
            Text(minutesAndSeconds(elapsed))
            Spacer()
            Text("-" + minutesAndSeconds(duration - elapsed))
        }
    }
}
