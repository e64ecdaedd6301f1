/// iOS 16: "An object that creates images from SwiftUI views." The simulator
/// has no pixels: an image is its name (docs/simulator.md, "Platform
/// stand-ins"), so a rendered image is named for the view's type, sized by
/// `proposedSize` (points) times `scale`; what the view shows is not in it.
/// https://developer.apple.com/documentation/swiftui/imagerenderer
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    public var content: Content
    public var scale: CGFloat = 1
    public var isOpaque = false
    public var proposedSize: ProposedViewSize = .unspecified

    public init(content view: Content) { content = view }

    private var pixelSize: CGSize {
        CGSize(width: (proposedSize.width ?? 0) * scale, height: (proposedSize.height ?? 0) * scale)
    }
    private var imageName: String { "ImageRenderer(\(Content.self))" }

    public var cgImage: CGImage? { CGImage(width: Int(pixelSize.width), height: Int(pixelSize.height)) }
    public var uiImage: UIImage? { UIImage(name: imageName, size: CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale), scale: scale) }
    public var nsImage: NSImage? { NSImage(name: imageName, size: NSSize(width: pixelSize.width / scale, height: pixelSize.height / scale)) }
}
