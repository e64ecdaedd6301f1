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
            ProgressView(value: Double(elapsed), total: Double(duration))
                .animation(.elasticEaseInEaseOut(duration: 0.4), value: elapsed)
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


/// Apple's CustomAnimation example (iOS 17): an elastic ease-in-ease-out.
struct ElasticEaseInEaseOutAnimation: CustomAnimation {
    let duration: TimeInterval

    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V: VectorArithmetic {
        if time > duration { return nil }
        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        } else {
            return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }
}

extension Animation {
    static func elasticEaseInEaseOut(duration: TimeInterval) -> Animation {
        Animation(ElasticEaseInEaseOutAnimation(duration: duration))
    }
}
