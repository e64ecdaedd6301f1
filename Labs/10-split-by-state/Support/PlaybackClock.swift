import SwiftUI

/// Stands in for the audio player's periodic time observer: every call to
/// `advance()` moves playback on by one second and calls each observer with
/// the new position. Read-only: part of the lab.
@MainActor public final class PlaybackClock {
    private var observers: [@MainActor (Int) -> Void] = []
    private(set) var seconds = 0

    public init() {}

    public func addTimeObserver(_ observer: @escaping @MainActor (Int) -> Void) {
        observers.append(observer)
    }

    func advance() {
        seconds += 1
        for observer in observers { observer(seconds) }
    }

    /// The listener drags the scrubber: playback jumps to `seconds`,
    /// reported to each observer.
    func seek(to seconds: Int) {
        self.seconds = seconds
        for observer in observers { observer(seconds) }
    }

    /// The next track starts: playback is back at 0, reported to each observer.
    func restart() {
        seconds = 0
        for observer in observers { observer(seconds) }
    }

    /// How many observers were added (the checks compare it with how many
    /// position views are on screen).
    var observerCount: Int { observers.count }
}

/// Counts how often each part of the screen is built: every evaluation of a
/// body that contains `PartProbe("lyrics")` adds one to the "lyrics" count.
@MainActor enum PartBuilds {
    static var counts: [String: Int] = [:]
    static func reset() { counts = [:] }
}

public struct PartProbe: View {
    let name: String

    public init(_ name: String) {
        self.name = name
        PartBuilds.counts[name, default: 0] += 1
    }

    public var body: some View { Color.clear }
}

public struct Track: Equatable, Sendable {
    public let title: String
    public let artist: String
    public let artwork: String
    /// Length in seconds.
    public let duration: Int
    public let lyrics: [String]
}

enum SampleSession {
    static let nowPlaying = Track(
        title: "Harbour Lights", artist: "The Quiet Tides", artwork: "harbour-cover", duration: 210,
        lyrics: ["Boats come home at seven", "The lamps are counting slow", "Salt on every window"])
    static let upNext = [
        Track(title: "Low Tide", artist: "The Quiet Tides", artwork: "low-tide", duration: 185, lyrics: []),
        Track(title: "Lantern Walk", artist: "Ferro", artwork: "lantern", duration: 242, lyrics: []),
    ]
}

/// "m:ss", as the player shows times.
public func minutesAndSeconds(_ seconds: Int) -> String {
    let rest = seconds % 60
    return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
}
