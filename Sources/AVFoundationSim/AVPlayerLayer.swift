import Foundation
// AVFoundation's layer types are Core Animation layers, so `import AVFoundation`
// brings QuartzCore (`CALayer`) with it, as Apple's module does.
@_exported import QuartzCoreSim

/// Apple: "An object that presents the visual contents of a player object"
/// (`AVPlayerLayer`, iOS 4 / macOS 10.7): a `CALayer` that holds its player
/// and how the picture fills its bounds. Nothing is drawn here, and no
/// frame is ever decoded, so `isReadyForDisplay` stays false (Apple: "the
/// layer doesn't present any content until the value becomes true") and
/// `videoRect` is empty. Used as a `UIView`'s backing layer (`layerClass`)
/// or a sublayer of one (`view.layer.addSublayer(playerLayer)`).
/// https://developer.apple.com/documentation/avfoundation/avplayerlayer
open class AVPlayerLayer: CALayer {
    /// Apple, `AVPlayerLayer.player` (iOS 4): "The player whose visual content the layer displays."
    open var player: AVPlayer?
    /// Apple, `videoGravity` (iOS 4): "The default value is `resizeAspect`."
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Apple, `isReadyForDisplay` (iOS 4): whether the first video frame is
    /// ready; no frame is ever ready here.
    open var isReadyForDisplay: Bool { false }
    /// Apple, `videoRect` (iOS 7): "The current size and position of the video
    /// image as displayed within the receiver's bounds"; no image here.
    open var videoRect: CGRect { .zero }
    public required init() { super.init() }
    /// Apple: `init(player:)` ("Creates a layer object to present the visual
    /// contents of a player's current item").
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
}

/// Apple: "A value that describes how a layer displays a player's visual
/// content within the layer's bounds rectangle" (iOS 4).
/// https://developer.apple.com/documentation/avfoundation/avlayervideogravity
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Stretches the video to fill the layer's bounds.
    public static let resize = AVLayerVideoGravity("AVLayerVideoGravityResize")
    /// Preserves the aspect ratio and fits the video within the bounds.
    public static let resizeAspect = AVLayerVideoGravity("AVLayerVideoGravityResizeAspect")
    /// Preserves the aspect ratio and fills the bounds.
    public static let resizeAspectFill = AVLayerVideoGravity("AVLayerVideoGravityResizeAspectFill")
}
