import Foundation
import SwiftUISim
// AVKit brings AVFoundation (`AVPlayer`) with it, as apps expect from `import AVKit`.
@_exported import AVFoundationSim

// The stand-in for Apple's AVKit as SwiftUI code uses it (`import AVKit`,
// through `-module-alias`; round 9): `VideoPlayer` (iOS 14, macOS 11).
// Built after the simulator: it is a view. Nothing plays (AVFoundation's
// stand-in: no picture, no time passing); the player shows what it would
// play, the file's name, and the overlay the app gives it, on top.
// https://developer.apple.com/documentation/avkit/videoplayer

/// https://developer.apple.com/documentation/avkit/videoplayer
public struct VideoPlayer<VideoOverlay: View>: View {
    let player: AVPlayer?
    let overlay: VideoOverlay

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        overlay = videoOverlay()
    }

    public var body: some View {
        ZStack {
            VStack {
                Text("Video player")
                if let url = player?.currentItem?.url { Text(url.lastPathComponent) } else { Text("No video") }
            }
            overlay
        }
    }
}
extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}
