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

            // The only part that reads the position, so the only one the clock re-runs
            PlaybackPosition(duration: track.duration, clock: clock)

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

struct PlaybackPosition: View {
    let duration: Int
    let clock: PlaybackClock
    @State private var elapsed = 0

    var body: some View {
        VStack {
            ProgressView(value: Double(elapsed), total: Double(duration)).progressViewStyle(.linear)
            HStack {
                Text(minutesAndSeconds(elapsed))
                Spacer()
                Text("-" + minutesAndSeconds(duration - elapsed))
            }
        }
        .onAppear {
            clock.addTimeObserver { seconds in
                elapsed = seconds
            }
        }
    }
}
