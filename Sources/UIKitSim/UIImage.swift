import Foundation

/// UIKit's image. No pixels: an image is its name (what SwiftUI's
/// `Image(uiImage:)` shows, as `Image("name")` does), a size and the data it
/// was made from. https://developer.apple.com/documentation/uikit/uiimage
/// Hashable as every `NSObject` is on Apple's platforms (a `Set<UIImage>`,
/// an image as a `ForEach` id or in a `Hashable` model).
open class UIImage: @unchecked Sendable, Equatable, Hashable, _ExpressibleByImageLiteral {
    package let name: String
    public let size: CGSize
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    private let data: Data?
    /// Made by `init(systemName:)`: an SF Symbol, as `Image(uiImage:)` shows it.
    package private(set) var isSymbol = false

    package init(name: String, size: CGSize = .zero, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic, data: Data? = nil) {
        (self.name, self.size, self.scale, self.renderingMode, self.data) = (name, size, scale, renderingMode, data)
    }
    public convenience init() { self.init(name: "") }
    /// Xcode's image literal (`#imageLiteral(resourceName: "Icon.png")`, UIKit's
    /// `_ExpressibleByImageLiteral` conformance): the app's image, as `init(named:)`.
    public required convenience init(imageLiteralResourceName path: String) { self.init(name: path) }
    /// An asset-catalog image: found, as `Image("name")` is (the app's
    /// catalogue is assumed to have it).
    public convenience init?(named name: String) { self.init(name: name) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { self.init(name: name) }
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) { self.init(name: name) }
    /// An SF Symbol: found, as `Image(systemName:)` is.
    public convenience init?(systemName name: String) {
        self.init(name: name, renderingMode: .alwaysTemplate)
        isSymbol = true
    }
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) { self.init(systemName: name) }
    /// Image data cannot be decoded here: any non-empty data makes an image
    /// with no size (a failed download, empty data, makes none).
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(name: "data(\(data.count) bytes)", data: data)
    }
    public convenience init?(data: Data, scale: CGFloat) {
        guard !data.isEmpty else { return nil }
        self.init(name: "data(\(data.count) bytes)", scale: scale, data: data)
    }
    /// Found when the file exists.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(name: (path as NSString).lastPathComponent, data: data)
    }
    public convenience init(cgImage: CGImage) {
        self.init(name: "cgImage", size: CGSize(width: cgImage.width, height: cgImage.height))
    }
    /// CoreImage's result as an image of its extent's size.
    public convenience init(ciImage: CIImage) {
        self.init(name: "ciImage", size: ciImage.extent.isInfinite ? .zero : ciImage.extent.size)
    }
    public var ciImage: CIImage? { nil }
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(name: "cgImage", size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale), scale: scale)
    }

    open var cgImage: CGImage? { CGImage(width: Int(size.width * scale), height: Int(size.height * scale)) }
    open var imageOrientation: Orientation { .up }
    /// The data the image was made from (empty for a named image).
    open func pngData() -> Data? { data ?? Data() }
    open func jpegData(compressionQuality: CGFloat) -> Data? { data ?? Data() }
    open func withRenderingMode(_ mode: RenderingMode) -> UIImage { UIImage(name: name, size: size, scale: scale, renderingMode: mode, data: data) }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }
    open func withConfiguration(_ configuration: Configuration) -> UIImage { self }
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    open func preparingThumbnail(of size: CGSize) -> UIImage? { UIImage(name: name, size: size, scale: scale, renderingMode: renderingMode, data: data) }
    open func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }

    public static func == (a: UIImage, b: UIImage) -> Bool { a === b || (a.name == b.name && a.size == b.size && a.data == b.data) }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size.width)
        hasher.combine(size.height)
    }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    open class Configuration: @unchecked Sendable {}
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: SymbolWeight) {}
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {}
        public init(weight: SymbolWeight) {}
        public init(scale: SymbolScale) {}
        public init(font: UIFont) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(hierarchicalColor: UIColor) {}
        public init(paletteColors: [UIColor]) {}
        public static let unspecified = SymbolConfiguration(scale: .unspecified)
    }
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
}

/// Saving to the photo library: there is none; the completion target is not called.
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?, _ contextInfo: UnsafeMutableRawPointer?) {}

/// What an image literal with no other type is (UIKit's; AppKit's is NSImage,
/// and platform conditions answer as on iOS).
public typealias _ImageLiteralType = UIImage
