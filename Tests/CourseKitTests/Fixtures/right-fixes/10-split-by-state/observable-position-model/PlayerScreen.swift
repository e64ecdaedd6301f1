import SwiftUI

/// The playback position, observed property by property: only a body that
/// reads `elapsed` is invalidated when it changes.
@MainActor @Observable final class PlaybackPosition {
    var elapsed = 0
}

struct PlayerScreen: View {
    let track: Track
    let upNext: [Track]
    let clock: PlaybackClock
    /// The screen owns the model but never reads `elapsed` in its body.
    @State private var position = PlaybackPosition()

    var body: some View {
        VStack(alignment: .leading) {
            // Cover and title
            VStack {
                PartProbe("artwork")
                Image(track.artwork)
                Text(track.title).font(.title)
                Text(track.artist)
            }

            // The only view that reads the position, so the only one a tick re-runs
            PositionView(position: position, duration: track.duration)

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
        .onAppear {
            let position = position
            clock.addTimeObserver { seconds in
                position.elapsed = seconds
            }
        }
    }
}

struct PositionView: View {
    let position: PlaybackPosition
    let duration: Int

    var body: some View {
        VStack {
            ProgressView(value: Double(position.elapsed), total: Double(duration))
            HStack {
                Text(minutesAndSeconds(position.elapsed))
                Spacer()
                Text("-" + minutesAndSeconds(duration - position.elapsed))
            }
        }
    }
}
